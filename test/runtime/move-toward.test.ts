// "This creature moves up to its speed, each square closer to the enemy. If it ends adjacent
// to the enemy, it may make a melee basic attack vs. that enemy": a move whose every step
// closes on the attacker, then a basic attack only from beside it.
// ddm-battle-rules-2011.txt § Move Actions (Move); § Basic Attacks; § Immediate Actions
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/move-toward.wb",
  text: `creature "Tree Ape" {
  level 5  cost 18  unaligned  factions Wild  keywords Beast
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 50
  attack melee basic "Claws": +20 vs AC; 15 damage
  power "Guard the Troop" uses 1: immediate action, use when enemy within 5 squares targets Beast ally with attack: this creature moves up to its speed toward that enemy and this creature makes basic melee attack against that enemy if adjacent to it
}
creature "Wolf Pup" {
  level 1  cost 5  unaligned  factions Wild  keywords Beast
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Bite": +3 vs AC; 5 damage
}
creature "Hill Archer" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 60
  attack ranged 10 basic "Bow": +20 vs AC; 10 damage
}
`,
};

function field(choices: string[], dice: number[]) {
  return arena(
    [
      { card: "Tree Ape", side: "A", at: [3, 3] },
      { card: "Wolf Pup", side: "A", at: [0, 0] },
      { card: "Hill Archer", side: "B", at: [3, 7] },
    ],
    { extra: [cards], dice, choices },
  );
}

describe("'moves up to its speed toward that enemy' and 'basic melee attack against that enemy if adjacent to it'", () => {
  it("the ape moves to 3,6 beside the archer and claws it (15), before the bow is rolled", () => {
    // The claws' roll 10, then the bow's 10.
    const a = field(["use", "3,6", "Claws:B1"], [10, 10]);
    makeAttack(a.g, "B1", attackOf(a, "B1", "Bow"), "A2");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 6 });
    expect(creature(a, "B1").hp).toBe(45);
    const move = a.decisions.find((d) => d.kind === "move")!;
    // Sideways (no nearer the archer) is not offered.
    expect(move.options.map((o) => o.id)).not.toContain("0,3");
  });

  it("stopping short of the archer, it makes no attack", () => {
    const a = field(["use", "3,4"], [10]);
    makeAttack(a.g, "B1", attackOf(a, "B1", "Bow"), "A2");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 4 });
    expect(creature(a, "B1").hp).toBe(60);
  });
});
