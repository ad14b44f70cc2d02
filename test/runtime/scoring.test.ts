// Victory points per scenario: destroyed creatures (with items), victory areas, ties.
// ddm-battle-rules-2011.txt § Scenarios and Variants; § The Battle (step 9, End the battle)
import { describe, expect, it } from "vitest";
import { checkVictory, scoreDestroyed, scoreVictoryAreas } from "../../runtime/ddm/scoring.js";
import { arena, creature, type Placement } from "./arena.js";

/** A battle of the given scenario on the arena's Test Field (victory A 5,8 to 6,9; victory B 5,2 to 6,3). */
function battleOf(scenario: string, points = 100) {
  return {
    path: "test/scenario-battle.wb",
    text: `battle "Scenario Test" {\n  scenario "${scenario}"\n  points ${points}\n  map "Test Field"\n  side A "Test A"\n  side B "Test B"\n}\n`,
  };
}

function play(scenario: string, placements: Placement[], points = 100) {
  return arena(placements, { extra: [battleOf(scenario, points)], battle: "Scenario Test" });
}

const goblinA: Placement = { card: "Cinder Goblin Cutter", side: "A", at: [0, 0] };
const goblinB: Placement = { card: "Cinder Goblin Cutter", side: "B", at: [11, 11] };
/** Destroyed by side A's creature. */
const byA1 = { creature: "A1", rule: "test", src: null };

describe("§ Scenarios and Variants: destroying enemy creatures", () => {
  it("Assault scores the cost plus the items assigned to it (§ Assault: Destroying enemy creatures)", () => {
    const a = play("Assault", [goblinA, goblinB]);
    creature(a, "B1").items = [{ name: "Ember Charm", cost: 4 }];
    scoreDestroyed(a.g, creature(a, "B1"), byA1);
    expect(a.g.state.players[0]!.vp).toBe(13); // 9 + 4
  });

  it("Bounty adds a 5 VP bonus (§ Bounty)", () => {
    const a = play("Bounty", [goblinA, goblinB]);
    scoreDestroyed(a.g, creature(a, "B1"), byA1);
    expect(a.g.state.players[0]!.vp).toBe(14);
  });

  it("Quick Raid scores the cost and the items twice (§ Quick Raid)", () => {
    const a = play("Quick Raid", [goblinA, goblinB]);
    creature(a, "B1").items = [{ name: "Ember Charm", cost: 4 }];
    scoreDestroyed(a.g, creature(a, "B1"), byA1);
    expect(a.g.state.players[0]!.vp).toBe(26);
  });
});

describe("§ Scenarios and Variants: occupying victory areas", () => {
  const inVaA = (at: [number, number]): Placement => ({ card: "Cinder Goblin Cutter", side: "A", at });
  it("Assault: once per player per round, 5 VP at 100 points and 10 at 200, however many creatures hold it", () => {
    const a = play("Assault", [inVaA([5, 8]), inVaA([6, 9]), goblinB]);
    scoreVictoryAreas(a.g);
    expect(a.g.state.players.map((p) => p.vp)).toEqual([5, 0]);
    const b = play("Assault", [inVaA([5, 8]), goblinB], 200);
    scoreVictoryAreas(b.g);
    expect(b.g.state.players[0]!.vp).toBe(10);
  });

  it("Uncontested Victory: 5 VP per creature, none where an enemy stands (§ Uncontested Victory)", () => {
    const a = play("Uncontested Victory", [inVaA([5, 8]), inVaA([6, 9]), goblinB]);
    scoreVictoryAreas(a.g);
    expect(a.g.state.players[0]!.vp).toBe(10);
    const contested = play("Uncontested Victory", [inVaA([5, 8]), inVaA([6, 9]), { ...goblinB, at: [6, 8] }]);
    scoreVictoryAreas(contested.g);
    expect(contested.g.state.players[0]!.vp).toBe(0);
  });

  it("Sealed-Booster scores 10 VP at 200 points and 20 at 400 (§ Sealed-Booster Games)", () => {
    const a = play("Sealed-Booster", [inVaA([5, 8]), goblinB], 400);
    scoreVictoryAreas(a.g);
    expect(a.g.state.players[0]!.vp).toBe(20);
  });
});

describe("§ The Battle, step 9: victory and ties", () => {
  it("both at the target with equal VP: play goes on; the next player to score wins", () => {
    const a = play("Assault", [{ ...goblinA, at: [5, 8] }, goblinB]);
    a.g.state.players[0]!.vp = 100;
    a.g.state.players[1]!.vp = 100;
    expect(checkVictory(a.g)).toBe(false);
    expect(a.g.state.tiedAtTarget).toBe(true);
    scoreVictoryAreas(a.g); // only side A holds a victory area
    expect(a.g.state.winner).toBe(0);
  });

  it("both at the target with different VP: more VP wins", () => {
    const a = play("Assault", [goblinA, goblinB]);
    a.g.state.players[0]!.vp = 100;
    a.g.state.players[1]!.vp = 105;
    expect(checkVictory(a.g)).toBe(true);
    expect(a.g.state.winner).toBe(1);
  });

  it("after a tie, both scoring at once: more VP wins, equal VP stays tied", () => {
    const a = play("Assault", [{ ...goblinA, at: [5, 8] }, { ...goblinB, at: [5, 2] }]);
    a.g.state.players[0]!.vp = 100;
    a.g.state.players[1]!.vp = 100;
    checkVictory(a.g);
    scoreVictoryAreas(a.g);
    expect(a.g.state.winner).toBe(null);
    expect(a.g.state.players.map((p) => p.vp)).toEqual([105, 105]);
  });
});
