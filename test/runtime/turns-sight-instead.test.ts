// Turns each round fewer while bloodied (Multi-Activation 4, 2 while bloodied); a larger
// bonus "instead" for allies that have not yet acted this round; a movement mode lost for the
// turn by an enemy starting it near the power's owner; every creature's sight limited.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 6; § Rounds and Turns; § Bonuses
// and Penalties; § Movement Modes; § Start of Turn Phase; § How to Choose Targets (Line of Sight)
import { describe, expect, it } from "vitest";
import { sees } from "../../runtime/ddm/sight.js";
import { modesOf } from "../../runtime/ddm/terrain.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { defenseOf, turnsPerRoundOf } from "../../runtime/ddm/values.js";
import { arena, creature, logText } from "./arena.js";

const cards = {
  path: "test/turns-sight-instead.wb",
  text: `creature "Many-Eyed Tyrant" {
  level 12  cost 60  evil  factions Underdark  keywords Aberration
  AC 24  Fort 22  Ref 22  Will 24  speed 4 flight  hp 100
  attack melee basic "Bite": +15 vs AC; 20 damage
  power "Multi-Activation 4": takes 4 turns each round while not bloodied and takes 2 turns each round while bloodied
}
creature "Concord Warden" {
  level 5  cost 15  good  factions Civilization  keywords Human
  AC 17  Fort 15  Ref 14  Will 15  speed 5  hp 40
  attack melee basic "Mace": +7 vs AC; 10 damage
  aura 5 "Concord": allies +1 defenses and allies not having acted this round +1 defenses
}
creature "Sky Binder" {
  level 8  cost 30  good  factions Civilization  keywords Magical-Beast
  AC 20  Fort 18  Ref 18  Will 20  speed 6 flight  hp 60
  attack melee basic "Bite": +12 vs AC; 10 damage
  power "Grounding": whenever enemy starts its turn within 5 squares of this creature: that enemy loses flight until end of turn
}
creature "Fog Caller" {
  level 5  cost 15  unaligned  factions Wild  keywords Dwarf
  AC 16  Fort 15  Ref 13  Will 15  speed 5  hp 40
  attack melee basic "Axe": +7 vs AC; 10 damage
  power "Grey Fog": line of sight ends after 10 squares and creatures line of sight ends after 10 squares
}
`,
};

describe("§ Rounds and Turns: fewer turns while bloodied", () => {
  it("4 turns each round at full hit points, 2 once bloodied", () => {
    const a = arena([{ card: "Many-Eyed Tyrant", side: "A", at: [3, 3] }], { extra: [cards] });
    expect(turnsPerRoundOf(a.g, "A1").value).toBe(4);
    creature(a, "A1").hp = 50;
    expect(turnsPerRoundOf(a.g, "A1").value).toBe(2);
  });
});

describe("§ Bonuses and Penalties: a larger bonus instead for allies yet to act", () => {
  it("+2 to all defenses before the ally acts this round, +1 after", () => {
    const a = arena(
      [
        { card: "Concord Warden", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 4] },
      ],
      { extra: [cards] },
    );
    expect(defenseOf(a.g, "A2", "AC").value).toBe(18);
    expect(defenseOf(a.g, "A2", "Will").value).toBe(14);
    creature(a, "A2").actedThisRound = true;
    expect(defenseOf(a.g, "A2", "AC").value).toBe(17);
  });
});

describe("§ Movement Modes: Flight lost for the turn it starts near the binder", () => {
  it("the drake starting its turn 3 squares away loses Flight until that turn ends", () => {
    const a = arena(
      [
        { card: "Sky Binder", side: "A", at: [3, 3] },
        { card: "Cinder Drake", side: "B", at: [3, 6] },
      ],
      { extra: [cards], choices: ["end"] },
    );
    expect(modesOf(a.g, creature(a, "B1")).flight).toBe(true);
    creatureTurn(a.g, "B1");
    const log = logText(a);
    const lost = log.findIndex((t) => t.startsWith("Cinder Drake (B1) has loses movement mode"));
    const back = log.findIndex((t) => t.startsWith("Cinder Drake (B1) is no longer affected by loses movement mode"));
    const ended = log.findIndex((t) => / chooses end turn$/.test(t));
    expect(lost).toBeGreaterThan(-1);
    expect(lost < ended && ended < back).toBe(true);
    expect(modesOf(a.g, creature(a, "B1")).flight).toBe(true);
  });
});

describe("§ Line of Sight: every creature's sight ends after 10 squares", () => {
  it("a goblin 11 squares off sees no one and is seen by no one; one 10 squares off is", () => {
    const a = arena(
      [
        { card: "Fog Caller", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [11, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [10, 1] },
        { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] },
      ],
      { extra: [cards] },
    );
    expect(sees(a.g, "A1", "B1")).toBe(false);
    expect(sees(a.g, "B1", "A1")).toBe(false);
    expect(sees(a.g, "B3", "B1")).toBe(false);
    expect(sees(a.g, "A1", "B2")).toBe(true);
  });
});
