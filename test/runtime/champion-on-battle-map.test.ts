// A champion power's bonus that lasts "while this creature is on the battle map": "Golgari
// allies get +5 necrotic damage while this creature is on battle map until end of battle".
// It counts while the power's owner is placed on the map, not while a power holds it off the
// map, and never again once it is destroyed.
// ddm-battle-rules-2011.txt § Champion Powers; § Hit Points (Destroyed); § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { destroy } from "../../runtime/ddm/damage.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { damageBonusOf } from "../../runtime/ddm/values.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/champion-on-battle-map.wb",
  text: `creature "Rot Caller" {
  level 6  cost 20  evil  factions Wild  keywords Kraul, Golgari  champion 1
  AC 16  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Mandibles": +6 vs AC; 10 damage
  champion power "Feast of Rot": use when enemy is destroyed: Golgari allies get +5 necrotic damage while this creature is on battle map until end of battle
}
creature "Rot Drone" {
  level 3  cost 10  evil  factions Wild  keywords Kraul, Golgari
  AC 14  Fort 13  Ref 13  Will 13  speed 5  hp 30
  attack melee basic "Claw": +5 vs AC; 10 damage
}
`,
};

describe("§ Champion Powers: a bonus 'while this creature is on battle map'", () => {
  it("+5 once an enemy falls; none while the caller is off the map, +5 when it is back; none after it is destroyed", () => {
    const a = arena(
      [
        { card: "Rot Caller", side: "A", at: [0, 0] },
        { card: "Rot Drone", side: "A", at: [5, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [9, 9] },
      ],
      { extra: [cards], choices: ["use"] },
    );
    const claw = cardOf(a.g, "Rot Drone").attacks[0]!;
    expect(damageBonusOf(a.g, "A2", claw, "B1").value).toBe(0);
    destroy(a.g, "B2", { creature: "A2", rule: "test", src: null });
    expect(damageBonusOf(a.g, "A2", claw, "B1").value).toBe(5);
    const caller = creature(a, "A1");
    caller.space = null;
    expect(damageBonusOf(a.g, "A2", claw, "B1").value).toBe(0);
    caller.space = { x: 0, y: 0, size: 1 };
    expect(damageBonusOf(a.g, "A2", claw, "B1").value).toBe(5);
    destroy(a.g, "A1", { creature: "B1", rule: "test", src: null });
    expect(damageBonusOf(a.g, "A2", claw, "B1").value).toBe(0);
  });
});
