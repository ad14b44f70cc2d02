// Random-agent battles per second on the bundled 200-point Assault with eight
// creatures a side ("Ravine Assault", on a map with most terrain types) and on the
// 100-point "First Blood", each beside a baseline: replaying the same battles from
// their recorded choices (the same rules, without the agents' choosing).
// `node dist/bench/battles.js [seeds]` (default 6 seeds per battle).
import { compileProject } from "../compiler/index.js";
import { readSources, expandPaths, bundledLibrary } from "../cli/content-files.js";
import { randomLegalAgent } from "../runtime/agents/random-legal.js";
import { play } from "../runtime/ddm/battle.js";
import { fmt, rate } from "./measure.js";

const ir = compileProject(readSources(expandPaths([bundledLibrary("ddm")]).files)).ir;
const seeds = Number(process.argv[2] ?? 6);
const agents = (seed: number) => [randomLegalAgent(seed * 2 + 1), randomLegalAgent(seed * 2 + 2)];

function measure(battle: string, what: string): void {
  const records = Array.from({ length: seeds }, (_, seed) => ({ battle, seed, choices: play(ir, { battle, seed, choices: [] }, { agents: agents(seed) }).choices }));
  let turns = 0;
  const agentRate = rate((i) => {
    const r = play(ir, { battle, seed: i % seeds, choices: [] }, { agents: agents(i % seeds) });
    turns += r.state.turn;
  }, 4);
  const replayRate = rate((i) => {
    play(ir, records[i % seeds]!);
  }, 4);
  console.log(`battles: "${battle}" (${what}), random-legal agents`);
  console.log(`  agents play   ${fmt(agentRate.perSecond, 2)} battles/s  (${fmt(1000 / agentRate.perSecond, 0)} ms a battle, ${fmt(turns / agentRate.runs)} creature-turns a battle)`);
  console.log(`  replay record ${fmt(replayRate.perSecond, 2)} battles/s  (baseline)`);
  console.log(`  ratio agents/replay: ${fmt(agentRate.perSecond / replayRate.perSecond, 2)}`);
}

measure("Ravine Assault", "200-point Assault, 8 creatures a side, terrain");
measure("First Blood", "100-point Assault, 5 and 6 creatures a side");
