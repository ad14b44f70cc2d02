// An attack usable only once another attack of its creature has hit in the same turn:
// 'attack melee minor action while it hit with "Lash" this turn "Nip": …' (the cards' "Minor
// action, only if this creature hit with Lash this turn").
// ddm-battle-rules-2011.txt § Making an Attack; § Take Actions Phase
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { actionOptions } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature } from "./arena.js";
import { trainingPost } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/hit-with-this-turn.wb",
  text: `creature "Cave Lasher" {
  level 4  cost 12  unaligned  factions Underdark  keywords Beast
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 30
  attack melee basic "Lash": +8 vs AC; 10 damage
  attack melee "Sting": +8 vs AC; 5 damage
  attack melee minor action while it hit with "lash" this turn "Nip": +10 vs AC; 10 damage
}
`,
};

const field = (dice: number[]) => {
  const a = arena(
    [
      { card: "Cave Lasher", side: "A", at: [4, 4] },
      { card: "Training Post", side: "B", at: [4, 5] },
    ],
    { extra: [cards, trainingPost], dice },
  );
  a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1, taken: 0 };
  return a;
};

const nipOffered = (a: ReturnType<typeof field>) => actionOptions(a.g, "A1").some((o) => o.id === "attack:Nip:B1" && o.legal);

describe("'while it hit with \"lash\" this turn' (§ Making an Attack)", () => {
  it("Nip is offered only once Lash has hit this turn", () => {
    const a = field([15]);
    expect(nipOffered(a)).toBe(false);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Lash"), "B1");
    expect(creature(a, "B1").hp).toBe(90);
    expect(nipOffered(a)).toBe(true);
  });

  it("a missed Lash, or a hit with another attack, does not open it", () => {
    const missed = field([2]);
    resolveAttack(missed.g, "A1", attackOf(missed, "A1", "Lash"), "B1");
    expect(nipOffered(missed)).toBe(false);
    const stung = field([15]);
    resolveAttack(stung.g, "A1", attackOf(stung, "A1", "Sting"), "B1");
    expect(creature(stung, "B1").hp).toBe(95);
    expect(nipOffered(stung)).toBe(false);
  });

  it("a hit in an earlier turn does not count in the next one", () => {
    const a = field([15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Lash"), "B1");
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1, taken: 0 };
    expect(nipOffered(a)).toBe(false);
  });
});
