// Champion powers that choose one creature anywhere on the map, and marks: "choose 1
// enemy: allies get +2 attack against that enemy until end of round" holds against the
// chosen enemy only, for as long as it lasts. The chosen one is picked by the power's
// player (scripted choices) and the attack totals are read as the attack roll would.
// ddm-battle-rules-2011.txt § Champion Powers; § How to Choose Targets; § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { endRound, startRound } from "../../runtime/ddm/round.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { sees } from "../../runtime/ddm/sight.js";
import { attackBonusOf, damageBonusOf, defenseOf } from "../../runtime/ddm/values.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/chosen-creatures.wb",
  text: `creature "Marking Captain" {
  level 6  cost 20  evil  factions Wild  keywords Goblin  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Mace": +7 vs AC; 10 damage
  champion power "Hunt the Leader": use at start of round: choose one enemy and allies get +2 attack against that enemy until end of round and allies get +5 damage against that enemy until end of round
}
creature "Veil Weaver" {
  level 6  cost 20  evil  factions Wild  keywords Goblin  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Mace": +7 vs AC; 10 damage
  champion power "Veil": use at start of round: one enemy or ally gets invisible until end of its next turn
}
creature "Beast Tamer" {
  level 6  cost 20  evil  factions Wild  keywords Goblin  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Mace": +7 vs AC; 10 damage
  champion power "Thick Hide": use at start of round: one Goblin ally gets +2 AC until end of battle
}
`,
};
const extra = [cards];

describe("§ Champion Powers: choosing one enemy for the rest of the power (a mark)", () => {
  it("allies get +2 attack and +5 damage against the chosen enemy only, until end of round", () => {
    const a = arena(
      [
        { card: "Marking Captain", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 8] },
        { card: "Cinder Goblin Cutter", side: "B", at: [8, 8] },
      ],
      { extra, choices: ["use", "B1"] },
    );
    const goblin = a.id("Cinder Goblin Cutter", "A");
    const blade = cardOf(a.g, creature(a, goblin).card).attacks[0]!;
    expect(attackBonusOf(a.g, goblin, blade, "B1").value).toBe(6);
    startRound(a.g);
    expect(attackBonusOf(a.g, goblin, blade, "B1").value).toBe(8);
    expect(damageBonusOf(a.g, goblin, blade, "B1").value).toBe(5);
    // The Captain is not its own ally; an attack against no target or another creature has no bonus.
    const mace = cardOf(a.g, creature(a, "A1").card).attacks[0]!;
    expect(attackBonusOf(a.g, "A1", mace, "B1").value).toBe(7);
    expect(attackBonusOf(a.g, goblin, blade, "B2").value).toBe(6);
    endRound(a.g);
    expect(attackBonusOf(a.g, goblin, blade, "B1").value).toBe(6);
  });
});

describe("§ How to Choose Targets: one creature anywhere, chosen by the power's player", () => {
  it("'one enemy or ally gets invisible until end of its next turn' reaches the creature chosen, however far", () => {
    const a = arena(
      [
        { card: "Veil Weaver", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [11, 11] },
        { card: "Cinder Goblin Cutter", side: "B", at: [11, 0] },
      ],
      { extra, choices: ["use", "A2"] },
    );
    startRound(a.g);
    expect(sees(a.g, "B1", "A2")).toBe(false);
    expect(sees(a.g, "A2", "B1")).toBe(true);
  });

  it("'one Goblin ally' offers only allies with the keyword; the bonus lasts past the round", () => {
    const a = arena(
      [
        { card: "Beast Tamer", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [11, 11] },
        { card: "Cinder Goblin Cutter", side: "B", at: [11, 0] },
      ],
      { extra, choices: ["use"] },
    );
    startRound(a.g);
    // One Goblin ally only (the Tamer is not its own ally, the enemy goblin is no ally): no question asked.
    expect(a.decisions.length).toBe(1);
    expect(defenseOf(a.g, "A2", "AC").value).toBe(18);
    expect(defenseOf(a.g, "B1", "AC").value).toBe(16);
    endRound(a.g);
    expect(defenseOf(a.g, "A2", "AC").value).toBe(18);
  });
});
