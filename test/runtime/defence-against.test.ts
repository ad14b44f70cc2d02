// Defences against some attacks only: of a kind, or made by creatures with a keyword.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Attack Roll
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { libraryWith } from "../library.js";
import { arena, type Arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/defence-against.wb",
  text: `creature "Nimble Scout" {
  level 4  cost 15  unaligned  factions Wild  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 40
  attack melee basic "Knife": +5 vs AC; 5 damage
  power "Dodge Giants": +4 AC against attacks by Giant creatures
  power "Shell": +4 AC against ranged attacks while not bloodied
}
creature "Hill Giant" {
  level 8  cost 30  unaligned  factions Wild  keywords Giant  size Large
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 80
  attack melee basic "Club": +8 vs AC; 10 damage
  attack ranged 10 "Rock": +8 vs AC; 10 damage
}
creature "Town Guard" {
  level 4  cost 15  unaligned  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 40
  attack melee basic "Spear": +8 vs AC; 10 damage
}
`,
};


function field(attacker: string, dice: number[], at: [number, number] = [3, 4], hp?: number): Arena {
  return arena(
    [
      { card: attacker, side: "A", at },
      { card: "Nimble Scout", side: "B", at: [3, 2], ...(hp !== undefined ? { hp } : {}) },
    ],
    { extra: [cards], dice },
  );
}

describe("defences against some attacks only (ddm-battle-rules-2011.txt § Bonuses and Penalties)", () => {
  it("compiles with the attacker's keyword and the attack kinds", () => {
    const ir = libraryWith(cards);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("a Giant's 9 + 8 = 17 misses AC 15 + 4; a guard's same roll hits AC 15", () => {
    const giant = field("Hill Giant", [9], [3, 3]);
    resolveAttack(giant.g, "A1", attackOf(giant, "A1", "Club"), "B1");
    expect(creature(giant, "B1").hp).toBe(40);
    const guard = field("Town Guard", [9], [3, 3]);
    resolveAttack(guard.g, "A1", attackOf(guard, "A1", "Spear"), "B1");
    expect(creature(guard, "B1").hp).toBe(30);
  });

  it("'against ranged attacks while not bloodied': +8 in all against the Giant's rock (AC 23); bloodied, +4 only (AC 19)", () => {
    const fresh = field("Hill Giant", [14], [3, 8]);
    resolveAttack(fresh.g, "A1", attackOf(fresh, "A1", "Rock"), "B1");
    expect(creature(fresh, "B1").hp).toBe(40);
    const hurt = field("Hill Giant", [14], [3, 8], 20);
    resolveAttack(hurt.g, "A1", attackOf(hurt, "A1", "Rock"), "B1");
    expect(creature(hurt, "B1").hp).toBe(10);
  });
});
