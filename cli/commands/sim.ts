// warband sim <battle|scenario|file> --seed N: two agents play a whole battle: greedy ones
// that play to win (runtime/agents/greedy.ts), or with --agents random the random-legal ones.
import { existsSync, writeFileSync } from "node:fs";
import { compileProject, type IR } from "../../compiler/index.js";
import { greedyAgent } from "../../runtime/agents/greedy.js";
import { randomLegalAgent } from "../../runtime/agents/random-legal.js";
import type { BattleView } from "../../runtime/ddm/agent-view.js";
import { play } from "../../runtime/ddm/battle.js";
import type { Agent } from "../../runtime/kernel/decisions.js";
import { housePacks } from "../../runtime/ddm/house-rules.js";
import { formatEntry } from "../../runtime/kernel/trace.js";
import { loadProject } from "../content-files.js";
import { formatDiagnostic } from "../../grammar/source.js";

export interface SimOptions {
  seed: number;
  json?: boolean;
  turns?: number;
  saveState?: string;
  /** House-rule packs to play under besides the battle's own. */
  house?: string[];
  library: string | false;
  /** Which agents play: "greedy" (the default) or "random". */
  agents?: string;
}

export const AGENTS: Record<string, (seed: number) => Agent<BattleView>> = { greedy: greedyAgent, random: randomLegalAgent };

/** A battle named directly, the first battle of a named scenario, or the first battle in a given file. */
function pickBattle(ir: IR, target: string, fromFile: string | null): string | null {
  const lower = target.toLowerCase();
  if (fromFile) return ir.battles.find((b) => b.src.file === fromFile)?.name ?? null;
  const byName = ir.battles.find((b) => b.name.toLowerCase() === lower);
  if (byName) return byName.name;
  const byScenario = ir.battles.filter((b) => b.scenario.toLowerCase() === lower).sort((a, b) => a.name.localeCompare(b.name))[0];
  return byScenario?.name ?? null;
}

export function sim(target: string, opts: SimOptions): number {
  const isFile = existsSync(target);
  const { sources, mine } = loadProject(isFile ? [target] : [], opts.library || null);
  const result = compileProject(sources);
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  if (errors.length) {
    for (const d of errors) console.error(formatDiagnostic(d));
    return 1;
  }
  const name = pickBattle(result.ir, target, isFile ? [...mine][0]! : null);
  if (!name) {
    const known = result.ir.battles.map((b) => `"${b.name}" (${b.scenario})`).join(", ");
    console.error(`warband: no battle or scenario named "${target}"; known battles: ${known || "none"}`);
    return 1;
  }
  const houseRules = opts.house ?? [];
  try {
    housePacks(result.ir, [...result.ir.battles.find((b) => b.name === name)!.houseRules, ...houseRules]);
  } catch (e) {
    console.error(`warband: ${(e as Error).message}`);
    return 1;
  }
  const agent = AGENTS[opts.agents ?? "greedy"];
  if (!agent) {
    console.error(`warband: no agents named "${opts.agents}"; known: ${Object.keys(AGENTS).join(", ")}`);
    return 1;
  }
  const agents = [agent(opts.seed * 2 + 1), agent(opts.seed * 2 + 2)];
  const out = play(result.ir, { battle: name, seed: opts.seed, choices: [], houseRules }, { agents, ...(opts.turns !== undefined ? { stopAfterTurns: opts.turns } : {}) });
  const s = out.state;
  if (opts.saveState) writeFileSync(opts.saveState, `${JSON.stringify(s, null, 2)}\n`);
  if (opts.json) {
    console.log(JSON.stringify({ battle: s.battle, seed: s.seed, winner: s.winner, result: s.result, rounds: s.round, players: s.players, choices: out.choices, log: s.log }, null, 2));
    return 0;
  }
  console.log(`${s.battle} — seed ${s.seed}`);
  for (const e of s.log) if (e.kind !== "roll" && e.kind !== "choice") console.log(formatEntry(e));
  console.log(`\n${s.result ?? `stopped after ${s.turn} creature-turns (round ${s.round})`}`);
  console.log(s.players.map((p) => `${p.name}: ${p.vp} VP`).join("\n"));
  return 0;
}
