// "+10 damage if both hit": with 'make 2 attacks', the hit that makes both of the
// action's attacks hit the same target deals the bonus too, as part of its own damage
// (one Resist for it), added after a critical hit doubles the base damage; a miss of
// either attack leaves the other's damage alone.
// ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks); § Applying Damage (Critical Hits; Bonus and Penalty Damage)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { codes, libraryWith } from "../library.js";
import { arena, creature, type Arena } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-damage-if-hits.wb",
  text: `creature "Cave Mauler" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic make 2 attacks same target "Rend": +8 vs AC; 10 damage and +10 damage if both hit
}
creature "Hide Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 60
  attack melee basic "Spear": +5 vs AC; 5 damage
  power "Thick Hide": resist 5 all
}
`,
};

function rend(dice: number[]): Arena {
  const a = arena(
    [
      { card: "Cave Mauler", side: "A", at: [3, 3] },
      { card: "Hide Guard", side: "B", at: [3, 4] },
    ],
    { extra: [cards], dice },
  );
  makeAttack(a.g, "A1", cardOf(a.g, creature(a, "A1").card).attacks[0]!, "B1");
  return a;
}

describe("'+10 damage if both hit' (ddm-battle-rules-2011.txt § Attack Roll, Repeated Attacks)", () => {
  it("compiles as a rider of the base damage", () => {
    const ir = libraryWith(cards);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const rendIr = ir.ir.creatures.find((c) => c.name === "Cave Mauler")!.attacks[0]!;
    expect(rendIr.hit[1]).toMatchObject({ op: "bonus-damage-if-hits", args: { amount: 10 } });
  });

  it("both hit: the second hit deals 10 + 10 as one damage, Resist 5 once: (10 − 5) + (20 − 5) = 20", () => {
    const a = rend([15, 15]);
    expect(creature(a, "B1").hp).toBe(40);
  });

  it("the first misses: the second hit is the first to hit and deals 10 − 5 only", () => {
    const a = rend([2, 15]);
    expect(creature(a, "B1").hp).toBe(55);
  });

  it("a critical second hit doubles the base damage only, then adds the bonus: (10 − 5) + (20 + 10 − 5) = 30 (§ Applying Damage, Critical Hits)", () => {
    const a = rend([15, 20]);
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("without 'make 2 attacks' the rider could never apply: an error", () => {
    const bad: SourceFile = {
      path: "test/damage-if-hits-bad.wb",
      text: `creature "Lone Mauler" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Rend": +8 vs AC; 10 damage and +10 damage if both hit
}
`,
    };
    expect(codes(libraryWith(bad), bad.path)).toContain("4:3 WB331");
  });
});
