// "RECHARGE when this creature first destroys an enemy": the first enemy it destroys in the
// battle regains the use; a later one does not. Each destroyed enemy is counted on its
// destroyer as it falls (the same count "double VP for the first enemy this creature
// destroys" asks).
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Hit Points (Destroyed)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/recharge-first-kill.wb",
  text: `creature "Spine Brute" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 80
  attack melee basic "Claw": +8 vs AC; 20 damage
  attack melee "Tail Lash" uses 1 recharge when this creature first destroys enemy: +8 vs AC; 10 damage
}
creature "Field Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

describe("'recharge when this creature first destroys enemy' (§ Powers and Effects, Rechargeable Powers)", () => {
  it("the first guard destroyed regains the spent use; the second, with the use spent again, does not", () => {
    const a = arena(
      [
        { card: "Spine Brute", side: "A", at: [3, 3] },
        { card: "Field Guard", side: "B", at: [3, 4], hp: 20 },
        { card: "Field Guard", side: "B", at: [4, 4], hp: 20 },
      ],
      { extra: [cards], dice: [15, 15] },
    );
    creature(a, "A1").spent = { "Tail Lash": 1 };
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Claw"), "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "A1").spent["Tail Lash"]).toBe(0);
    creature(a, "A1").spent = { "Tail Lash": 1 };
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Claw"), "B2");
    expect(creature(a, "B2").status).toBe("destroyed");
    expect(creature(a, "A1").spent["Tail Lash"]).toBe(1);
  });
});
