// Every bundled battle of every scenario plays to a winner with greedy agents (the ones
// `warband sim` uses), all at one seed, and the winner has reached its scenario's target.
// ddm-battle-rules-2011.txt § Scenarios and Variants; § The Battle (step 9, End the battle)
import { describe, expect, it } from "vitest";
import { greedyAgent } from "../../runtime/agents/greedy.js";
import { play } from "../../runtime/ddm/battle.js";
import { library } from "../library.js";

/** The seed of `warband sim`'s default, and its agents' seeds. */
const seed = 1;
const agents = () => [greedyAgent(seed * 2 + 1), greedyAgent(seed * 2 + 2)];

const battles: [string, string, number][] = [
  ["Ravine Assault", "Assault", 200],
  ["Pit Fight", "Arena", 100],
  ["Bounty Hunt", "Bounty", 100],
  ["Quick Raid at the Ford", "Quick Raid", 100],
  ["Hold the Shrine", "Uncontested Victory", 100],
  ["Sealed Skirmish", "Sealed-Booster", 200],
];

describe("bundled battles of each scenario", () => {
  it.each(battles)("%s (%s) plays to a winner at its point limit", (battle, scenario, target) => {
    const ir = library().ir;
    expect(ir.battles.find((b) => b.name === battle)?.scenario).toBe(scenario);
    const r = play(ir, { battle, seed, choices: [] }, { agents: agents() });
    expect(r.state.phase).toBe("over");
    expect(r.state.winner).not.toBeNull();
    expect(r.state.players[r.state.winner!]!.vp).toBeGreaterThanOrEqual(target);
  });

  it("Bounty scores the 5 VP bounty on each kill in play (§ Bounty)", () => {
    const r = play(library().ir, { battle: "Bounty Hunt", seed, choices: [] }, { agents: agents() });
    const kills = r.state.log.filter((e) => e.kind === "vp" && e.text.includes("destroyed"));
    expect(kills.length).toBeGreaterThan(0);
    for (const k of kills) {
      const victim = r.state.creatures.find((c) => k.text.includes(`(${c.id})`))!;
      const cost = library().ir.creatures.find((c) => c.name === victim.card)!.cost;
      expect((k.data as { vp: number }).vp).toBe(cost + 5);
    }
  });
});
