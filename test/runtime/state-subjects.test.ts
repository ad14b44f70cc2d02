// Creatures named by a state: "each creature taking ongoing poison damage takes 10
// damage", "each enemy adjacent to a Devil ally takes 5 damage", "each Evil Dragon ally
// has +2 AC until end of round" reach the creatures in that state now, and no others.
// ddm-battle-rules-2011.txt § How to Choose Targets; § Ongoing Damage; § Keywords; § The Battle (Game Overview), step 7
import { describe, expect, it } from "vitest";
import { endRound } from "../../runtime/ddm/round.js";
import { addOngoing } from "../../runtime/ddm/effects.js";
import { defenseOf } from "../../runtime/ddm/values.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/state-subject-creatures.wb",
  text: `creature "Venom Warden" {
  level 6  cost 20  evil  factions Wild  keywords Devil  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Sting": +7 vs AC; 10 damage
  champion power "Venom Surge": use at end of round: creatures taking ongoing poison damage take 10 damage
  champion power "Hellward": use at end of round: enemies adjacent to Devil ally take 5 damage
}
creature "Scale Lord" {
  level 6  cost 20  evil  factions Wild  keywords Dragon  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Bite": +7 vs AC; 10 damage
  champion power "Brood Guard": use at end of round: Evil Dragon allies get +2 AC until end of battle
}
creature "Young Drake" {
  level 3  cost 10  evil  factions Wild  keywords Dragon
  AC 15  Fort 13  Ref 13  Will 13  speed 6  hp 20
  attack melee basic "Bite": +5 vs AC; 5 damage
}
creature "Gold Drake" {
  level 3  cost 10  good  factions Civilization  keywords Dragon
  AC 15  Fort 13  Ref 13  Will 13  speed 6  hp 20
  attack melee basic "Bite": +5 vs AC; 5 damage
}
creature "Pit Caller" {
  level 6  cost 20  evil  factions Wild  keywords Human  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Whip": +7 vs AC; 10 damage
  champion power "Brimstone Ring": use at end of round: enemies adjacent to Devil creature take 5 damage
}
creature "Imp Guard" {
  level 2  cost 8  evil  factions Wild  keywords Devil
  AC 14  Fort 12  Ref 12  Will 12  speed 6  hp 20
  attack melee basic "Claw": +4 vs AC; 5 damage
}
`,
};
const extra = [cards];
const poison = { creature: null, rule: "test", src: null };

describe("§ How to Choose Targets: creatures named by a state", () => {
  it("only the creature taking ongoing poison damage takes 10; only the enemy beside a Devil ally takes 5", () => {
    const a = arena(
      [
        { card: "Venom Warden", side: "A", at: [0, 0] },
        { card: "Imp Guard", side: "A", at: [6, 6] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 7] },
        { card: "Cinder Goblin Cutter", side: "B", at: [0, 10] },
      ],
      { extra, choices: ["use", "use", "1"] },
    );
    addOngoing(a.g, "B2", 5, "poison", poison);
    a.g.state.round = 1;
    endRound(a.g);
    expect([creature(a, "A2").hp, creature(a, "B1").hp, creature(a, "B2").hp]).toEqual([20, 15, 10]);
  });

  it("'enemies adjacent to Devil creature': beside a Devil of either side; an enemy beside no Devil is spared, and so is an ally beside one", () => {
    const a = arena(
      [
        { card: "Pit Caller", side: "A", at: [0, 0] },
        { card: "Imp Guard", side: "A", at: [6, 6] },
        { card: "Cinder Goblin Cutter", side: "A", at: [3, 10] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 7] },
        { card: "Imp Guard", side: "B", at: [2, 10] },
        { card: "Cinder Goblin Cutter", side: "B", at: [9, 0] },
      ],
      { extra, choices: ["use"] },
    );
    a.g.state.round = 1;
    endRound(a.g);
    // B1 is beside A's Devil, A3 (an ally) beside B's Devil, B3 beside none.
    expect([creature(a, "B1").hp, creature(a, "A3").hp, creature(a, "B3").hp]).toEqual([15, 20, 20]);
  });

  it("'Evil Dragon allies' are the allies with both keywords: the good Dragon gets nothing", () => {
    const a = arena(
      [
        { card: "Scale Lord", side: "A", at: [0, 0] },
        { card: "Young Drake", side: "A", at: [3, 0] },
        { card: "Gold Drake", side: "A", at: [6, 0] },
      ],
      { extra, choices: ["use"] },
    );
    a.g.state.round = 1;
    endRound(a.g);
    expect([defenseOf(a.g, "A2", "AC").value, defenseOf(a.g, "A3", "AC").value]).toEqual([17, 15]);
  });
});
