// warband why <state.json> <creature> <question…>: the verdicts behind a permission (or
// the contributions behind a value), with tiers and source lines, the winning tier and
// what it overrode. ddm-battle-rules-2011.txt § Core Rules and Exceptions
import { readFileSync } from "node:fs";
import { compileProject } from "../../compiler/index.js";
import { explainAttack } from "../../runtime/ddm/attack-explain.js";
import { makeGame, type Game } from "../../runtime/ddm/game.js";
import { tierName } from "../../runtime/ddm/permissions.js";
import { answer, overridden } from "../../runtime/ddm/questions.js";
import { label, type BattleState } from "../../runtime/ddm/state.js";
import type { ValueAnswer } from "../../runtime/ddm/values.js";
import type { Ruling } from "../../runtime/kernel/permission.js";
import { loadProject } from "../content-files.js";
import { formatDiagnostic } from "../../grammar/source.js";

const where = (src: { file: string; line: number; column: number } | null) => (src ? `${src.file}:${src.line}:${src.column}` : "(core procedure)");

export function why(statePath: string, creature: string, question: string, opts: { content: string[]; library: string | false; more?: string[] }): number {
  const { sources } = loadProject(opts.content, opts.library || null);
  const result = compileProject(sources);
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  if (errors.length) {
    for (const d of errors) console.error(formatDiagnostic(d));
    return 1;
  }
  let state: BattleState;
  try {
    state = JSON.parse(readFileSync(statePath, "utf8")) as BattleState;
  } catch (e) {
    console.error(`warband: cannot read the battle state ${statePath}: ${(e as Error).message}`);
    return 1;
  }
  const c = state.creatures.find((x) => x.id.toLowerCase() === creature.toLowerCase()) ?? state.creatures.find((x) => x.card.toLowerCase() === creature.toLowerCase() && x.status === "in-play");
  if (!c) {
    console.error(`warband: no creature "${creature}" in ${statePath} (ids: ${state.creatures.map((x) => x.id).join(", ")})`);
    return 1;
  }
  let g: Game;
  try {
    g = makeGame(result.ir, state, () => {
      throw new Error("why asks no one to choose");
    });
  } catch (e) {
    console.error(`warband: ${statePath} does not fit the loaded content: ${(e as Error).message}`);
    return 1;
  }
  if (question.toLowerCase() === "attack" && (opts.more ?? []).length > 0) return whyAttack(g, c.id, opts.more ?? []);
  const words = [...question.split(/\s+/), ...(opts.more ?? [])].filter((w) => w.length > 0);
  const a = answer(g, c.id, words);
  if (a.kind === "unknown") {
    console.error(`warband: ${a.message}`);
    return 1;
  }
  if (a.kind === "value") {
    console.log(`${label(c)}: ${a.value.stat} ${a.value.value}`);
    printValue(a.value);
    return 0;
  }
  const r = a.ruling;
  const decider = r.verdicts.find((v) => v.status === "decides");
  const squares = r.allowed && r.squares !== null ? `, up to ${r.squares} square${r.squares === 1 ? "" : "s"}` : "";
  console.log(`May ${label(c)} ${a.question}? ${r.allowed ? "Yes" : "No"}${squares} — decided at tier ${r.tier}: ${tierName(r.tier)}${decider ? ` (${decider.rule})` : ""}.`);
  const beaten = overridden(r);
  if (decider && beaten.length) console.log(`  It overrides: ${beaten.map((v) => `${v.rule} "${v.text}" (tier ${v.tier}, ${v.status})`).join("; ")}.`);
  printVerdicts(r);
  return 0;
}

/** Rows of cells as text columns, each as wide as its widest cell (the last one unpadded). */
function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]!.length))) ?? [];
  for (const r of rows) console.log(`  ${r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join(" ")}`);
}

function printVerdicts(r: Ruling): void {
  const sorted = [...r.verdicts].sort((a, b) => a.tier - b.tier);
  printTable(sorted.map((v) => [`tier ${v.tier}`, v.polarity, v.text, v.rule, where(v.src), v.status === "decides" ? "DECIDES" : v.status]));
}

function printValue(v: ValueAnswer): void {
  printTable(v.contributions.map((p) => [p.op, String(p.amount).padStart(3), p.text, p.rule, where(p.src)]));
}

/** `why <state> A1 attack B2 [attack name]`: may it target, its attack bonus and the defence, and what a hit deals. */
function whyAttack(g: Game, attacker: string, more: string[]): number {
  const [targetId, ...name] = more;
  const t = g.state.creatures.find((x) => x.id.toLowerCase() === (targetId ?? "").toLowerCase());
  if (!t) {
    console.error(`warband: attack needs a target id (${g.state.creatures.map((x) => x.id).join(", ")})`);
    return 1;
  }
  const e = explainAttack(g, attacker, t.id, name.length ? name.join(" ") : undefined);
  if (!e) {
    console.error(`warband: ${attacker} has no melee or ranged attack${name.length ? ` named "${name.join(" ")}"` : ""}`);
    return 1;
  }
  const a = g.state.creatures.find((x) => x.id === attacker)!;
  console.log(`May ${label(a)} target ${label(t)} with ${e.attack.name}? ${e.target.allowed ? "Yes" : "No"} — decided at tier ${e.target.tier}: ${tierName(e.target.tier)}.`);
  printVerdicts(e.target);
  console.log(`attack ${e.bonus.value >= 0 ? "+" : ""}${e.bonus.value} vs ${e.defense.stat} ${e.defense.value}`);
  printValue(e.bonus);
  printValue(e.defense);
  if (e.automatic) console.log(`no roll: an automatic critical hit (${e.automatic})`);
  if (e.conceal) console.log(`conceal ${e.conceal.value}: a hit becomes a miss on a d20 below ${e.conceal.value} (${e.conceal.why})`);
  if (e.damage) console.log(`a hit deals ${e.damage.total}${e.damage.steps.length ? ` (${e.damage.steps.join("; ")})` : ""}`);
  return 0;
}
