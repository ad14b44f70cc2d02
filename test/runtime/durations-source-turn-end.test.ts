// "(save ends both) or until this creature ends its turn not adjacent to it": a save ends the
// effects, or the source's own turn ending with the two apart; a source destroyed ends them at
// once, the ending having become impossible.
// ddm-battle-rules-2011.txt § Conditions (Duration: Save Ends; Until Trigger; Persistent); § Saving Throws
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { destroy } from "../../runtime/ddm/damage.js";
import { endOfTurnEffects } from "../../runtime/ddm/effects.js";
import { moveByPower } from "../../runtime/ddm/power-movement.js";
import { libraryWith } from "../library.js";
import { arena, type Arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/durations-source-turn-end.wb",
  text: `creature "Ember Crab" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Pincers": +8 vs AC; 5 damage and ongoing 5 fire (save ends both) or until this creature ends its turn not adjacent to it and Immobilized (save ends both) or until this creature ends its turn not adjacent to it
}
creature "Field Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

const cause = { creature: "A1", rule: "test", src: null };

function pinched(choices: string[] = [], saves: number[] = []): Arena {
  const a = arena(
    [
      { card: "Ember Crab", side: "A", at: [3, 3] },
      { card: "Field Guard", side: "B", at: [3, 4] },
    ],
    { extra: [cards], dice: [15, ...saves], choices },
  );
  resolveAttack(a.g, "A1", attackOf(a, "A1", "Pincers"), "B1");
  return a;
}

const kinds = (a: Arena) => creature(a, "B1").effects.map((e) => `${e.kind} ${e.name}`).sort();

describe("the duration compiles (ddm-battle-rules-2011.txt § Conditions, Duration)", () => {
  it("'(save ends both) or until this creature ends its turn not adjacent to it'", () => {
    const ir = libraryWith(cards);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const hit = ir.ir.creatures.find((c) => c.name === "Ember Crab")!.attacks[0]!.hit;
    expect(hit.slice(1).map((e) => e.duration)).toEqual([
      { kind: "save-ends", both: true, when: ["source-turn-end-apart"] },
      { kind: "save-ends", both: true, when: ["source-turn-end-apart"] },
    ]);
  });
});

describe("ended by the source's turn ending apart (ddm-battle-rules-2011.txt § Conditions, Duration: Until Trigger)", () => {
  it("the crab ends its turn beside the guard: the ongoing fire and Immobilized stay", () => {
    const a = pinched();
    expect(kinds(a)).toEqual(["condition Immobilized", "ongoing fire"]);
    endOfTurnEffects(a.g, "A1");
    expect(kinds(a)).toEqual(["condition Immobilized", "ongoing fire"]);
  });

  it("the crab shifts 2 squares away and ends its turn: both end", () => {
    const a = pinched(["3,1"]);
    moveByPower(a.g, "A1", "shift", 2, cause);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 1 });
    expect(kinds(a)).toEqual(["condition Immobilized", "ongoing fire"]);
    endOfTurnEffects(a.g, "A1");
    expect(kinds(a)).toEqual([]);
  });

  it("the guard's own turn ending apart from the crab, its save failed, does not end them; the crab destroyed does (Persistent: the ending became impossible)", () => {
    const a = pinched(["3,1"], [4]);
    moveByPower(a.g, "A1", "shift", 2, cause);
    endOfTurnEffects(a.g, "B1");
    expect(kinds(a)).toEqual(["condition Immobilized", "ongoing fire"]);
    destroy(a.g, "A1", { creature: "B1", rule: "test", src: null });
    expect(kinds(a)).toEqual([]);
  });
});
