// "(Aura 10) Enemies in aura that have ongoing poison damage take 5 poison damage whenever hit
// by a {m} or {r} attack": whoever hits them, the aura's owner too, while they are in its reach
// and taking ongoing poison damage. ddm-battle-rules-2011.txt § Continuous Powers (Aura); § Ongoing Damage
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { addOngoing } from "../../runtime/ddm/effects.js";
import { arena, attackOf, creature } from "./arena.js";

const cause = { creature: null, rule: "a test's power", src: null };

const cards = {
  path: "test/aura-hit-takes.wb",
  text: `creature "Venom Soul" {
  level 5  cost 15  evil  factions Wild  keywords Reptile
  AC 17  Fort 15  Ref 16  Will 15  speed 6  hp 40
  attack melee basic "Bite": +8 vs AC; 5 damage
  aura 3 "Venom Soul": whenever any creature hits enemy that is both within 3 squares of it as well as taking ongoing poison damage with melee or ranged attack: that enemy takes 5 poison damage
}
`,
};

describe("§ Continuous Powers (Aura): poisoned enemies in reach take more when hit", () => {
  it("a poisoned goblin bitten by the owner takes 5 + 5; an ally's hit on another in reach adds 5 too", () => {
    const a = arena(
      [
        { card: "Venom Soul", side: "A", at: [1, 1] },
        { card: "Cinder Goblin Cutter", side: "A", at: [3, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [2, 2] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 3] },
      ],
      { extra: [cards], dice: [15, 15] },
    );
    addOngoing(a.g, "B1", 5, "poison", cause);
    addOngoing(a.g, "B2", 5, "poison", cause);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Bite"), "B1");
    expect(creature(a, "B1").hp).toBe(10);
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Short Blade"), "B2");
    expect(creature(a, "B2").hp).toBe(10);
  });

  it("not poisoned, or out of reach: only the hit's damage", () => {
    const a = arena(
      [
        { card: "Venom Soul", side: "A", at: [1, 1] },
        { card: "Cinder Goblin Cutter", side: "A", at: [8, 9] },
        { card: "Cinder Goblin Cutter", side: "B", at: [2, 2] },
        { card: "Cinder Goblin Cutter", side: "B", at: [8, 8] },
      ],
      { extra: [cards], dice: [15, 15] },
    );
    addOngoing(a.g, "B2", 5, "poison", cause);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Bite"), "B1");
    expect(creature(a, "B1").hp).toBe(15);
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Short Blade"), "B2");
    expect(creature(a, "B2").hp).toBe(15);
  });
});
