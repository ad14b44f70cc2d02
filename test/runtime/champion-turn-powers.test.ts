// Champion powers used at moments of the turns of the player's own creatures: "use at
// start of turn of a creature in your warband" (the owner's own turn included, never an
// enemy's); "use when an ally shifts: that ally shifts 1" (the cards' "can shift again").
// ddm-battle-rules-2011.txt § Start of Turn Phase; § How to Choose Targets; § Shift; § Champion Powers
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const pieces = {
  path: "test/champion-turn-pieces.wb",
  text: `creature "Herd Caller" {
  level 5  cost 15  good  factions Civilization  keywords Human  champion 3
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Crook": +5 vs AC; 5 damage
  champion power "Gather In": use at start of turn of creature in your warband: that creature heals 10
}
creature "Step Caller" {
  level 5  cost 15  good  factions Civilization  keywords Human  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Crook": +5 vs AC; 5 damage
  champion power "Keep Stepping": use when ally shifts: that ally shifts 1
}
`,
};
const extra = [pieces];

describe("§ Start of Turn Phase: 'use at start of turn of a creature in your warband'", () => {
  const setUp = (choices: string[]) =>
    arena(
      [
        { card: "Herd Caller", side: "A", at: [3, 3], hp: 20 },
        { card: "Cinder Goblin Cutter", side: "A", at: [6, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 9] },
      ],
      { extra, choices },
    );

  it("is offered at the start of an ally's turn: that creature is the ally (5 → 15)", () => {
    const a = setUp(["use", "end"]);
    creature(a, "A2").hp = 5;
    creatureTurn(a.g, "A2");
    expect(creature(a, "A2").hp).toBe(15);
    expect(creature(a, "A1").hp).toBe(20);
    expect(a.decisions[0]!.kind).toBe("use-power");
  });

  it("is offered at the start of the champion's own turn: it heals itself (20 → 30)", () => {
    const a = setUp(["use", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(30);
  });

  it("is not offered at the start of an enemy's turn", () => {
    const a = setUp(["end"]);
    creature(a, "B1").hp = 15;
    creatureTurn(a.g, "B1");
    expect(a.decisions.map((d) => d.kind)).not.toContain("use-power");
    expect(creature(a, "B1").hp).toBe(15);
  });
});

describe("§ Shift: 'use when an ally shifts: that ally shifts 1' (a shift is 1 square)", () => {
  it("the ally's shift action takes it 1 square, the power's shift 1 more: 5,3 → 6,3 → 7,3, beside the enemy without provoking", () => {
    const a = arena(
      [
        { card: "Step Caller", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 4] },
      ],
      { extra, choices: ["shift:6,3", "use", "7,3", "end"] },
    );
    creatureTurn(a.g, "A2");
    expect(creature(a, "A2").space).toMatchObject({ x: 7, y: 3 });
    // No die is scripted: an opportunity attack would fail the test; the Cutter is untouched.
    expect(creature(a, "A2").hp).toBe(20);
  });
});
