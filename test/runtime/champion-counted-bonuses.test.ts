// Champion powers whose bonuses are counted or reach every target of an attack:
// "targets of that attack get resist 5 all until end of turn" when an ally is targeted by a
// close or area attack (each creature in its area, of either side); "allies get +1 attack for
// each active ally adjacent to target" (a Stunned ally beside the target does not count);
// "allies get +1 attack for each destroyed enemy" (counted as the value is asked); and "choose
// one other ally" after an ally is destroyed.
// ddm-battle-rules-2011.txt § Champion Powers; § Close Attacks; § Bonuses and Penalties; § Stunned; § Hit Points (Destroyed)
import { describe, expect, it } from "vitest";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { resolveAreaAttack } from "../../runtime/ddm/attack.js";
import { destroy } from "../../runtime/ddm/damage.js";
import { addCondition } from "../../runtime/ddm/effects.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { startRound } from "../../runtime/ddm/round.js";
import { attackBonusOf, damageBonusOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature } from "./arena.js";

const grunt = (name: string, side: string) => `creature "${name}" {
  level 3  cost 10  ${side}  factions Wild  keywords Hobgoblin
  AC 14  Fort 13  Ref 13  Will 13  speed 5  hp 30
  attack melee basic "Spear": +5 vs AC; 10 damage
  attack close burst 1 "Fire Pot": +30 vs Ref; 10 fire damage
}
`;

const cards = {
  path: "test/champion-counted-bonuses.wb",
  text: `creature "Drill Master" {
  level 6  cost 20  evil  factions Wild  keywords Hobgoblin  champion 2
  AC 16  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Sword": +6 vs AC; 10 damage
  champion power "Shields Up": use when ally is targeted by close or area attack: targets of that attack get resist 5 all until end of turn
  champion power "Tight Ranks": use at start of round: allies get +1 attack for each active ally adjacent to target until end of round
}
creature "Grim Tallyman" {
  level 6  cost 20  evil  factions Wild  keywords Bugbear  champion 2
  AC 16  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Morningstar": +6 vs AC; 10 damage
  champion power "Count the Dead": use at start of round: allies get +1 attack for each destroyed enemy until end of round
  champion power "Avenge Them": use when ally is destroyed: choose one other ally and that ally gets +10 damage with melee attacks until end of round
}
${grunt("Hob Grunt", "evil")}${grunt("Raider", "good")}`,
};

describe("§ Champion Powers: bonuses counted or given to an attack's targets", () => {
  it("'targets of that attack get resist 5 all': both creatures in the burst, ally and enemy of the raider, take 5 less", () => {
    const a = arena(
      [
        { card: "Drill Master", side: "A", at: [0, 0] },
        { card: "Hob Grunt", side: "A", at: [5, 4] },
        { card: "Raider", side: "B", at: [4, 4] },
        { card: "Raider", side: "B", at: [4, 5] },
      ],
      // Used on the first grunt targeted; both rolls hit (+30).
      { extra: [cards], dice: [10, 10], choices: ["use", "A2", "B2"] },
    );
    const pot = attackOf(a, "B1", "Fire Pot");
    const p = placements(a.g, "B1", pot).find((x) => [...x.targets].sort().join() === "A2,B2")!;
    resolveAreaAttack(a.g, "B1", pot, p);
    expect(creature(a, "A2").hp).toBe(25);
    expect(creature(a, "B2").hp).toBe(25);
  });

  it("'+1 attack for each active ally adjacent to target': two allies beside the raider give +2, one once the other is Stunned", () => {
    const a = arena(
      [
        { card: "Drill Master", side: "A", at: [0, 0] },
        { card: "Hob Grunt", side: "A", at: [5, 4] },
        { card: "Hob Grunt", side: "A", at: [5, 6] },
        { card: "Hob Grunt", side: "A", at: [4, 6] },
        { card: "Raider", side: "B", at: [5, 5] },
      ],
      { extra: [cards], choices: ["use"] },
    );
    startRound(a.g);
    const spear = cardOf(a.g, "Hob Grunt").attacks[0]!;
    expect(attackBonusOf(a.g, "A2", spear, "B1").value).toBe(5 + 2);
    addCondition(a.g, "A3", "Stunned", { kind: "save-ends" }, { creature: "B1", rule: "test", src: null });
    expect(attackBonusOf(a.g, "A2", spear, "B1").value).toBe(5 + 1);
  });

  it("'+1 attack for each destroyed enemy': none at first, +1 once a raider is destroyed", () => {
    const a = arena(
      [
        { card: "Grim Tallyman", side: "A", at: [0, 0] },
        { card: "Hob Grunt", side: "A", at: [5, 4] },
        { card: "Raider", side: "B", at: [5, 5] },
        { card: "Raider", side: "B", at: [9, 9] },
      ],
      { extra: [cards], choices: ["use"] },
    );
    startRound(a.g);
    const spear = cardOf(a.g, "Hob Grunt").attacks[0]!;
    expect(attackBonusOf(a.g, "A2", spear, "B1").value).toBe(5);
    destroy(a.g, "B2", { creature: "A2", rule: "test", src: null });
    expect(attackBonusOf(a.g, "A2", spear, "B1").value).toBe(6);
  });

  it("'choose one other ally' after an ally is destroyed: the destroyed one is not offered; the grunt left gets +10 melee damage", () => {
    const a = arena(
      [
        { card: "Grim Tallyman", side: "A", at: [0, 0] },
        { card: "Hob Grunt", side: "A", at: [5, 4] },
        { card: "Hob Grunt", side: "A", at: [7, 4] },
        { card: "Raider", side: "B", at: [5, 5] },
      ],
      // Used as the grunt falls; the other grunt is the only one offered, so it is chosen without a question.
      { extra: [cards], choices: ["use"] },
    );
    destroy(a.g, "A2", { creature: "B1", rule: "test", src: null });
    expect(a.decisions.map((d) => d.prompt.slice(0, 15))).toEqual(["Use Avenge Them"]);
    const spear = cardOf(a.g, "Hob Grunt").attacks[0]!;
    expect(damageBonusOf(a.g, "A3", spear, "B1").value).toBe(10);
  });
});
