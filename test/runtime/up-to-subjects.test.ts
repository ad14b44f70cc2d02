// "Up to 2 adjacent allies heal 10": of the creatures a subject names, as many as the number or
// fewer, the power's player picking which; the rest of the line reaches the same ones.
// ddm-battle-rules-2011.txt § Activated Powers; § How to Choose Targets
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, type Arena } from "./arena.js";

const pieces = {
  path: "test/up-to-subjects.wb",
  text: `creature "Drum Warden" {
  level 4  cost 14  good  factions Civilization  keywords Dwarf
  AC 15  Fort 15  Ref 13  Will 13  speed 5  hp 40
  attack melee basic "Maul": +6 vs AC; 5 damage
  power "Steadying Beat": minor action: up to 2 adjacent allies heal 10 and up to 2 adjacent allies get +2 AC until end of its next turn
  power "Open Hand": minor action: any number of adjacent allies heal 10 and any number of adjacent allies get +2 AC until end of its next turn
}
`,
};

function beat(choices: string[], power = "Steadying Beat"): Arena {
  const a = arena(
    [
      { card: "Drum Warden", side: "A", at: [5, 5] },
      { card: "Cinder Goblin Cutter", side: "A", at: [4, 5], hp: 5 },
      { card: "Cinder Goblin Cutter", side: "A", at: [6, 5], hp: 5 },
      { card: "Cinder Goblin Cutter", side: "A", at: [5, 6], hp: 5 },
      { card: "Cinder Goblin Cutter", side: "B", at: [5, 11] },
    ],
    { extra: [pieces], choices: [`power:${power}`, ...choices, "end"] },
  );
  creatureTurn(a.g, "A1");
  return a;
}
const hps = (a: Arena) => ["A2", "A3", "A4"].map((id) => creature(a, id).hp);
const raised = (a: Arena) => ["A2", "A3", "A4"].filter((id) => creature(a, id).effects.some((e) => e.kind === "modifier"));

describe("ddm-battle-rules-2011.txt § Activated Powers: 'up to N' of the creatures a subject names", () => {
  it("the player picks two of three adjacent allies: those two heal 10 (5 → 15), the third stays at 5", () => {
    const a = beat(["A2", "A4"]);
    expect(hps(a)).toEqual([15, 5, 15]);
    expect(a.decisions.filter((d) => d.kind === "choose-creature")).toHaveLength(2);
  });

  it("fewer if the player will: one picked, then 'no more'", () => {
    const a = beat(["A3", "done"]);
    expect(hps(a)).toEqual([5, 15, 5]);
  });

  it("the line's second effect reaches the same ones, without asking again", () => {
    const a = beat(["A2", "A3"]);
    expect(raised(a)).toEqual(["A2", "A3"]);
    expect(a.decisions.filter((d) => d.kind === "choose-creature")).toHaveLength(2);
  });
});

describe("ddm-battle-rules-2011.txt § How to Choose Targets: 'any number of' the creatures a subject names (warband's own reading: no bound)", () => {
  it("all three adjacent allies picked: each heals 10 (5 → 15) and the second effect reaches the same three without asking again", () => {
    const a = beat(["A2", "A3", "A4"], "Open Hand");
    expect(hps(a)).toEqual([15, 15, 15]);
    expect(raised(a)).toEqual(["A2", "A3", "A4"]);
    expect(a.decisions.filter((d) => d.kind === "choose-creature")).toHaveLength(3);
  });

  it("none if the player will: 'no more' at once, and no one heals", () => {
    const a = beat(["done"], "Open Hand");
    expect(hps(a)).toEqual([5, 5, 5]);
    expect(raised(a)).toEqual([]);
  });
});
