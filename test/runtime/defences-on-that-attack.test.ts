// "This creature has +4 to all defenses against that attack" on being targeted: AC, Fort,
// Ref and Will are each 4 higher for the attack that targets it, and for no other.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Appendix A (Defenses)
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Elf
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/defences-on-that-attack.wb",
  text: `creature "Veil Dancer" {
  ${stats}
  attack melee basic "Blade": +6 vs AC; 10 damage
  power "Shimmer": whenever this creature is targeted by ranged attack: this creature gets +4 defenses on that attack
}
creature "Sling Adept" {
  ${stats}
  attack ranged 10 basic "Stone": +6 vs AC; 10 damage
  attack ranged 10 "Hex Bolt": +6 vs Will; 10 damage
  attack melee reach 3 "Jab": +6 vs AC; 10 damage
}
`,
};

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties: +N to all defenses against that attack", () => {
  it("a roll of 6 (+6 = 12) misses AC 10 + 4 and Will 10 + 4 with ranged attacks, and hits AC 10 with a melee one", () => {
    const a = arena([
      { card: "Veil Dancer", side: "A", at: [5, 4] },
      { card: "Sling Adept", side: "B", at: [5, 7] },
    ], { extra: [cards], dice: [6, 6, 6] });
    makeAttack(a.g, "B1", attackOf(a, "B1", "Stone"), "A1");
    expect(creature(a, "A1").hp).toBe(40);
    makeAttack(a.g, "B1", attackOf(a, "B1", "Hex Bolt"), "A1");
    expect(creature(a, "A1").hp).toBe(40);
    makeAttack(a.g, "B1", attackOf(a, "B1", "Jab"), "A1");
    expect(creature(a, "A1").hp).toBe(30);
  });
});
