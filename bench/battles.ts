// Random-agent battles per second on the bundled 100-point Assault ("First Blood"),
// beside a baseline: replaying the same battles from their recorded choices (the
// same rules work without the agents' choosing).
import { compileProject } from "../compiler/index.js";
import { readSources, expandPaths, bundledLibrary } from "../cli/content-files.js";
import { randomLegalAgent } from "../runtime/agents/random-legal.js";
import { play } from "../runtime/ddm/battle.js";
import { fmt, rate } from "./measure.js";

const ir = compileProject(readSources(expandPaths([bundledLibrary("ddm")]).files)).ir;
const battle = "First Blood";
const agents = (seed: number) => [randomLegalAgent(seed * 2 + 1), randomLegalAgent(seed * 2 + 2)];
const records = Array.from({ length: 50 }, (_, seed) => ({ battle, seed, choices: play(ir, { battle, seed, choices: [] }, { agents: agents(seed) }).choices }));

let turns = 0;
const agentRate = rate((i) => {
  const r = play(ir, { battle, seed: i % 50, choices: [] }, { agents: agents(i % 50) });
  turns += r.state.turn;
});
const replayRate = rate((i) => {
  play(ir, records[i % 50]!);
});

console.log(`battles: "${battle}" (100-point Assault, 5 and 6 creatures a side), random-legal agents`);
console.log(`  agents play   ${fmt(agentRate.perSecond)} battles/s  (${fmt(1000 / agentRate.perSecond, 2)} ms a battle, ${fmt(turns / agentRate.runs)} creature-turns a battle)`);
console.log(`  replay record ${fmt(replayRate.perSecond)} battles/s  (baseline)`);
console.log(`  ratio agents/replay: ${fmt(agentRate.perSecond / replayRate.perSecond, 2)}`);
