// "Use when this creature is destroyed: it is not destroyed instead; it is destroyed at end of
// its next turn or if it takes damage": the power, in the window before the creature is
// destroyed, keeps it in play at the hit points it has until the first of the two. Invented
// creatures; dice scripted.
// ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Resolving Effects (Cancellation Effects)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature, logText, type Arena, type Placement } from "./arena.js";

const stats = `level 4  cost 15  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40`;

const cards: SourceFile = {
  path: "test/destroyed-later.wb",
  text: `creature "Club Brute" {
  ${stats}
  attack melee basic "Club": +6 vs AC; 20 damage
}
creature "Grim Berserker" {
  ${stats}
  attack melee basic "Axe": +6 vs AC; 10 damage
  power "Last Stand" uses 1: use when this creature would be destroyed: this creature is not destroyed until end of its next turn or until it takes damage
}
creature "Oath Keeper" {
  level 4  cost 15  unaligned  factions Wild  keywords Orc  champion 2
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Mace": +6 vs AC; 10 damage
  champion power "Hold the Line": use when ally would be destroyed: that ally is not destroyed until end of its next turn or until it takes damage
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [cards] });
const club = (a: Arena, by: string, target: string) => resolveAttack(a.g, by, attackOf(a, by, "Club"), target);

describe("ddm-battle-rules-2011.txt § Hit Points (Destroyed): not destroyed until end of its next turn or until it takes damage", () => {
  it("the berserker at 0 hp stays in play, then is destroyed at the end of its next turn", () => {
    const a = field([
      { card: "Club Brute", side: "A", at: [4, 4] },
      { card: "Grim Berserker", side: "B", at: [4, 5], hp: 20 },
    ], [15], ["use", "end"]);
    club(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(0);
    expect(creature(a, "B1").status).toBe("in-play");
    expect(logText(a).some((t) => t.includes("destroyed at the end of its next turn or when it takes damage"))).toBe(true);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
  });

  it("damage before its next turn destroys it at once (the power used once)", () => {
    const a = field([
      { card: "Club Brute", side: "A", at: [4, 4] },
      { card: "Grim Berserker", side: "B", at: [4, 5], hp: 20 },
    ], [15, 15], ["use"]);
    club(a, "A1", "B1");
    expect(creature(a, "B1").status).toBe("in-play");
    club(a, "A1", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });

  it("a champion keeps an ally so: the ally stays in play at -10 hp until it is damaged", () => {
    const a = field([
      { card: "Club Brute", side: "A", at: [4, 4] },
      { card: "Club Brute", side: "B", at: [4, 5], hp: 10 },
      { card: "Oath Keeper", side: "B", at: [8, 8] },
    ], [15, 15], ["use", "decline"]);
    club(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(-10);
    expect(creature(a, "B1").status).toBe("in-play");
    club(a, "A1", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
  });
});
