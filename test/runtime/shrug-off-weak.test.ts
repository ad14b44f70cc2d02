// "Ignores non-damage effects of attacks that deal 20 or less base damage": such an attack
// deals its damage, but its condition does nothing; an attack of more base damage gives it.
// ddm-battle-rules-2011.txt § Applying Damage (Base Damage)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { conditionsOf } from "../../runtime/ddm/in-force.js";
import { arena, attackOf, creature } from "./arena.js";

const cards = {
  path: "test/shrug-off.wb",
  text: `creature "Scaled Champion" {
  level 12  cost 50  evil  factions Wild  keywords Dragon
  AC 20  Fort 22  Ref 18  Will 18  speed 6  hp 150
  attack melee basic "Claw": +15 vs AC; 20 damage
  power "Thick Scales": ignores effects other than damage of attacks with base damage 20 or less
}
creature "Maul Ogre" {
  level 8  cost 25  unaligned  factions Wild  keywords Giant
  AC 18  Fort 20  Ref 14  Will 14  speed 6  hp 80
  attack melee basic "Light Maul": +30 vs AC; 20 damage and Dazed (save ends)
  attack melee "Heavy Maul": +30 vs AC; 25 damage and Dazed (save ends)
  attack melee "Glare": +30 vs Will; Dazed (save ends)
}
`,
};

const field = () =>
  arena(
    [
      { card: "Scaled Champion", side: "A", at: [3, 3] },
      { card: "Maul Ogre", side: "B", at: [3, 4] },
    ],
    { extra: [cards], dice: [10, 10, 10] },
  );

describe("§ Applying Damage (Base Damage): effects of weak attacks shrugged off", () => {
  it("20 base damage: 20 taken, not Dazed", () => {
    const a = field();
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Light Maul"), "A1");
    expect(creature(a, "A1").hp).toBe(130);
    expect(conditionsOf(a.g, "A1").has("dazed")).toBe(false);
  });

  it("25 base damage: 25 taken and Dazed", () => {
    const a = field();
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Heavy Maul"), "A1");
    expect(creature(a, "A1").hp).toBe(125);
    expect(conditionsOf(a.g, "A1").has("dazed")).toBe(true);
  });

  it("no base damage at all: the glare's Dazed does nothing", () => {
    const a = field();
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Glare"), "A1");
    expect(conditionsOf(a.g, "A1").has("dazed")).toBe(false);
  });
});
