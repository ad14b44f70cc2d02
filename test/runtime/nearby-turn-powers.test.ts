// Powers that wait for another creature's turn to start or end near their owner.
// ddm-battle-rules-2011.txt § Start of Turn Phase; § End of Turn Phase; § Automatic Powers
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const auras = {
  path: "test/nearby-turns.wb",
  text: `creature "Ember Sentinel" {
  level 5  cost 20  evil  factions Wild  keywords Elemental
  AC 16  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Slam": +6 vs AC; 10 damage
  power "Searing Presence": whenever enemy starts its turn adjacent to this creature: that enemy takes 5 fire damage
  power "Warm Hearth": whenever ally ends its turn within 3 squares: that ally heals 5
}
creature "Far Seer" {
  level 5  cost 20  evil  factions Wild  keywords Elemental
  AC 16  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Slam": +6 vs AC; 10 damage
  power "Distant Curse" uses 1: use at start of enemy's turn: that enemy takes 5 damage
}
creature "Dawn Warden" {
  level 5  cost 20  evil  factions Wild  keywords Elemental
  AC 16  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Slam": +6 vs AC; 10 damage
  power "First Light": use at start of turn of first enemy to take turn this round: that enemy takes 5 damage
}
`,
};

describe("§ Start and End of Turn Phase: another creature's turn near this one", () => {
  it("an enemy starting its turn adjacent takes the damage; one two squares away does not", () => {
    const a = arena(
      [
        { card: "Ember Sentinel", side: "B", at: [5, 5] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 4], hp: 20 },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 7], hp: 20 },
      ],
      { extra: [auras], choices: ["end", "end"] },
    );
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "A2");
    expect(creature(a, "A1").hp).toBe(15);
    expect(creature(a, "A2").hp).toBe(20);
  });

  it("an ally ending its turn within 3 squares heals; the owner's own turn does not count", () => {
    const a = arena(
      [
        { card: "Ember Sentinel", side: "B", at: [5, 5], hp: 30 },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 8], hp: 10 },
      ],
      { extra: [auras], choices: ["end", "end"] },
    );
    creatureTurn(a.g, "B2");
    creatureTurn(a.g, "B1");
    expect(creature(a, "B2").hp).toBe(15);
    expect(creature(a, "B1").hp).toBe(30);
  });
});

describe("§ Start of Turn Phase: another creature's turn anywhere", () => {
  it("'use at start of enemy's turn' is offered when any enemy starts its turn, far away too, and not on an ally's", () => {
    const a = arena(
      [
        { card: "Far Seer", side: "B", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [1, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [11, 11], hp: 20 },
      ],
      { extra: [auras], choices: ["end", "use", "end"] },
    );
    creatureTurn(a.g, "B2");
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(15);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });
});

describe("§ Start of Turn Phase; § Rounds and Turns: the first enemy to take a turn this round", () => {
  it("offered when the first enemy starts its turn, even after an ally's turn; not for the second enemy", () => {
    const a = arena(
      [
        { card: "Dawn Warden", side: "B", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [1, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [11, 11], hp: 20 },
        { card: "Cinder Goblin Cutter", side: "A", at: [11, 9], hp: 20 },
      ],
      { extra: [auras], choices: ["end", "use", "end", "end"] },
    );
    creatureTurn(a.g, "B2");
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "A2");
    expect(creature(a, "A1").hp).toBe(15);
    expect(creature(a, "A2").hp).toBe(20);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });
});
