// Triggers on an attack that deals a damage type: "hits with an attack that deals fire
// damage", "misses with an attack that deals fire damage", "… cold or necrotic damage".
// An attack deals the types of its damage lines.
// ddm-battle-rules-2011.txt § Automatic Powers; § Applying Damage (Base Damage: damage types)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Dragon
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/dealing-triggers.wb",
  text: `creature "Cinder Whelp" {
  ${stats}
  attack melee basic "Claw": +6 vs AC; 10 damage
  attack melee "Ember Spit": +6 vs AC; 5 fire damage
  power "Scald": whenever this creature hits with attack that deals fire damage: target is Dazed (save ends)
}
creature "Grave Frost" {
  ${stats}
  attack melee basic "Touch": +6 vs AC; 10 damage
  attack melee "Chill Grasp": +6 vs Fort; 5 cold damage
  power "Second Chill": use when this creature misses with attack that deals cold or necrotic damage: attacker rerolls that attack roll
}
creature "Plain Target" {
  ${stats}
  attack melee basic "Club": +6 vs AC; 10 damage
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });
const attack = (a: ReturnType<typeof field>, by: string, name: string, target: string) => resolveAttack(a.g, by, attackOf(a, by, name), target);
const dazed = (a: ReturnType<typeof field>, id: string) => creature(a, id).effects.some((e) => e.kind === "condition" && e.name === "Dazed");

describe("ddm-battle-rules-2011.txt § Applying Damage (Base Damage): a trigger on an attack dealing a damage type", () => {
  it("a hit with the fire attack Dazes the target; a hit with the untyped Claw does not", () => {
    const a = field([
      { card: "Cinder Whelp", side: "A", at: [5, 4] },
      { card: "Plain Target", side: "B", at: [5, 5] },
    ], [15, 15]);
    attack(a, "A1", "Claw", "B1");
    expect(dazed(a, "B1")).toBe(false);
    expect(creature(a, "B1").hp).toBe(30);
    attack(a, "A1", "Ember Spit", "B1");
    expect(dazed(a, "B1")).toBe(true);
    expect(creature(a, "B1").hp).toBe(25);
  });

  it("a miss with the cold attack is rolled again (2 misses, then 15 hits: 5 cold damage); a miss with the untyped Touch is not (no choice is asked)", () => {
    const a = field([
      { card: "Grave Frost", side: "A", at: [5, 4] },
      { card: "Plain Target", side: "B", at: [5, 5] },
    ], [2, 15, 2], ["use"]);
    attack(a, "A1", "Chill Grasp", "B1");
    expect(creature(a, "B1").hp).toBe(35);
    attack(a, "A1", "Touch", "B1");
    expect(creature(a, "B1").hp).toBe(35);
  });
});
