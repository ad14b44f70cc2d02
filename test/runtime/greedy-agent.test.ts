// The greedy agent plays to win: from scripted positions it attacks rather than moves,
// picks the attack that destroys, charges when it cannot attack where it stands, and
// walks to the victory area its player scores in; its battles are byte-identical by
// seed and replay with no agent (its looking changes nothing).
// ddm-battle-rules-2011.txt § Actions; § Charge; § Scenarios and Variants (Assault: victory areas)
import { describe, expect, it } from "vitest";
import { greedyAgent } from "../../runtime/agents/greedy.js";
import { agentView } from "../../runtime/ddm/agent-view.js";
import { play } from "../../runtime/ddm/battle.js";
import { makeGame, type Game } from "../../runtime/ddm/game.js";
import { positionState } from "../../runtime/ddm/position.js";
import { inVictoryArea } from "../../runtime/ddm/scoring.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { scriptedDice } from "../../runtime/kernel/dice.js";
import { library } from "../library.js";
import { arenaContent, type Placement } from "./arena.js";

/** The test field (12 × 12; side A scores in 5,8 to 6,9) with the greedy agent deciding for both players. */
function agentField(placements: Placement[], dice: number[] = []): Game {
  const ir = arenaContent().ir;
  const state = positionState(
    ir,
    "Test Arena",
    placements.map((p) => ({ card: p.card, side: p.side, x: p.at[0], y: p.at[1], ...(p.hp !== undefined ? { hp: p.hp } : {}) })),
  );
  const agent = greedyAgent(1);
  const g: Game = makeGame(ir, state, (d) => agent.choose(d, agentView(g)), { dice: scriptedDice(dice) });
  return g;
}

const at = (g: Game, id: string) => g.state.creatures.find((c) => c.id === id)!;
const acts = (g: Game) => g.state.log.filter((e) => e.kind === "choice").map((e) => (e.data as { option: string }).option);

describe("greedy agent", () => {
  it("attacks an adjacent enemy instead of moving, and stays beside it", () => {
    // A2 holds the victory area, so A1's goal is the enemy.
    const g = agentField(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 5] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 8] },
      ],
      [15],
    );
    creatureTurn(g, "A1");
    expect(acts(g)).toEqual(["attack:Short Blade:B1", "end"]);
    expect(at(g, "B1").hp).toBe(15);
    expect(at(g, "A1").space).toMatchObject({ x: 5, y: 5 });
  });

  it("of two targets, attacks the one a hit destroys", () => {
    const g = agentField(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 5] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 8] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 5], hp: 5 },
      ],
      [15],
    );
    creatureTurn(g, "A1");
    expect(acts(g)[0]).toBe("attack:Short Blade:B2");
    expect(at(g, "B2").status).toBe("destroyed");
    expect(g.state.players[0]!.vp).toBe(9);
  });

  it("charges an enemy it cannot attack from where it stands (§ Charge)", () => {
    // The boar has only a melee attack; the goblin is 4 squares away, within its speed of 6.
    const g = agentField(
      [
        { card: "Thornback Boar", side: "A", at: [5, 2] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 7] },
      ],
      [15],
    );
    creatureTurn(g, "A1");
    expect(acts(g)[0]).toMatch(/^charge:B1:/);
    expect(at(g, "B1").hp).toBe(10);
  });

  it("walks to the victory area its player scores in, a double move when one move would not arrive", () => {
    // No enemy within reach or charge; the area (5,8 to 6,9) is 8 squares away, the goblin's speed 6.
    const g = agentField([
      { card: "Cinder Goblin Cutter", side: "A", at: [5, 0] },
      { card: "Cinder Goblin Cutter", side: "B", at: [11, 11] },
    ]);
    creatureTurn(g, "A1");
    expect(acts(g)[0]).toBe("double-move");
    expect(inVictoryArea(g, at(g, "A1"), true)).toBe(true);
  });

  it("sends the creature nearest the victory area to hold it; the other goes for the enemy", () => {
    const g = agentField(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [0, 4] },
        { card: "Cinder Goblin Cutter", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [11, 11] },
      ],
      [1, 1],
    );
    creatureTurn(g, "A1");
    expect(inVictoryArea(g, at(g, "A1"), true)).toBe(true);
    const before = g.grid.distance(at(g, "A2").space!, at(g, "B1").space!);
    creatureTurn(g, "A2");
    expect(g.grid.distance(at(g, "A2").space!, at(g, "B1").space!)).toBeLessThan(before);
    expect(inVictoryArea(g, at(g, "A2"), true)).toBe(false);
  });

  it("the same seed plays a byte-identical battle, and its choices replay with no agent", () => {
    const sim = () => play(library().ir, { battle: "Pit Fight", seed: 4, choices: [] }, { agents: [greedyAgent(9), greedyAgent(10)], stopAfterTurns: 30 });
    const first = sim();
    expect(JSON.stringify(sim().state)).toBe(JSON.stringify(first.state));
    expect(first.state.turn).toBe(30);
    // With no agent the replay waits where the agents' battle paused: at the next creature to activate.
    const again = play(library().ir, { battle: "Pit Fight", seed: 4, choices: first.choices });
    expect(again.pending?.kind).toBe("activate");
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(first.state));
  });
});
