// Warbands (a faction and creatures) and battles (a scenario, a map, a point limit
// and a warband per side). Names are resolved once every file is read.
import type { DataBlockAst } from "../../grammar/ast.js";
import type { BattleIR, IR, WarbandIR } from "../ir.js";
import { atomText, src, type LowerContext } from "./context.js";
import { intList, nameList } from "./data-line.js";

export interface PendingRef {
  kind: "creature" | "scenario" | "map" | "warband";
  name: string;
  range: DataBlockAst["range"];
  file: string;
}

export function lowerWarband(ctx: LowerContext, d: DataBlockAst, refs: PendingRef[]): WarbandIR {
  const w: WarbandIR = { name: d.name.text, faction: null, creatures: [], src: src(ctx, d.range) };
  for (const line of d.lines) {
    const key = line.key.lower;
    if (key === "faction") {
      const f = line.atoms[0];
      const known = f?.kind === "word" ? ctx.ruleset.factions.find((x) => x.toLowerCase() === f.lower) : undefined;
      if (known) w.faction = known;
      else ctx.rep.error("WB203", `expected a faction (${ctx.ruleset.factions.join(", ")})`, f?.range ?? line.range);
    } else if (key === "creatures") {
      for (const n of nameList(ctx, line.atoms)) {
        w.creatures.push(n.text);
        refs.push({ kind: "creature", name: n.text, range: n.atom.range, file: ctx.rep.file });
      }
    } else if (key === "creature") {
      const [name, x, count] = line.atoms;
      if (name?.kind !== "string") {
        ctx.rep.error("WB370", 'expected a quoted creature name: creature "Goblin Cutter" x 2', line.range);
        continue;
      }
      const n = x?.kind === "word" && x.lower === "x" && count?.kind === "int" ? count.value : 1;
      for (let i = 0; i < n; i++) w.creatures.push(name.value);
      refs.push({ kind: "creature", name: name.value, range: name.range, file: ctx.rep.file });
    } else ctx.rep.error("WB370", `a warband has faction, creatures and creature lines — not ${atomText(line.key)}`, line.key.range);
  }
  if (w.creatures.length === 0) ctx.rep.error("WB370", `the warband "${w.name}" has no creatures`, d.name.range);
  return w;
}

/** Battles are lowered last, so the scenarios, maps and warbands they name are known. */
export function lowerBattle(ctx: LowerContext, d: DataBlockAst, refs: PendingRef[], ir: IR): BattleIR {
  const b: BattleIR = { name: d.name.text, scenario: "", points: 0, map: "", sides: [], maxRounds: 50, src: src(ctx, d.range) };
  for (const line of d.lines) {
    const key = line.key.lower;
    const [first, second] = line.atoms;
    const nameOf = (a: typeof first) => (a?.kind === "string" ? a.value : a?.kind === "word" ? a.text : null);
    if ((key === "scenario" || key === "map") && nameOf(first)) {
      b[key] = nameOf(first)!;
      refs.push({ kind: key, name: b[key], range: first!.range, file: ctx.rep.file });
    } else if (key === "points") b.points = intList(ctx, line.atoms, line)[0] ?? 0;
    else if (key === "side" && first?.kind === "word" && nameOf(second)) {
      b.sides.push({ side: first.text.toUpperCase(), warband: nameOf(second)! });
      refs.push({ kind: "warband", name: nameOf(second)!, range: second!.range, file: ctx.rep.file });
    } else if (key === "rounds" && line.atoms.length === 3 && first?.kind === "word" && first.lower === "at") {
      b.maxRounds = intList(ctx, line.atoms.slice(2), line)[0] ?? 50;
    } else ctx.rep.error("WB370", `a battle has scenario, map, points, 'side A "Warband"' and 'rounds at most N' lines — not ${atomText(line.key)}…`, line.range);
  }
  if (!b.scenario) ctx.rep.error("WB370", `the battle "${b.name}" needs a scenario`, d.name.range);
  if (!b.map) ctx.rep.error("WB370", `the battle "${b.name}" needs a map`, d.name.range);
  if (b.sides.length !== 2) ctx.rep.error("WB370", `the battle "${b.name}" needs two sides: side A "…" and side B "…"`, d.name.range);
  checkBattle(ctx, d, b, ir);
  return b;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A battle must fit its scenario and map: a listed point limit, warbands within it, a start area per side. */
function checkBattle(ctx: LowerContext, d: DataBlockAst, b: BattleIR, ir: IR): void {
  const lineOf = (key: string) => d.lines.find((l) => l.key.lower === key)?.range ?? d.name.range;
  const scenario = ir.scenarios.find((s) => same(s.name, b.scenario));
  if (scenario && !scenario.pointLimits.includes(b.points)) {
    ctx.rep.error("WB370", `${scenario.name} is played at ${scenario.pointLimits.join(", ")} points, not ${b.points}`, lineOf("points"));
  }
  const map = ir.maps.find((m) => same(m.name, b.map));
  for (const s of b.sides) {
    if (map && !map.startAreas.some((a) => a.side === s.side)) ctx.rep.error("WB370", `the map "${map.name}" has no start area ${s.side}`, lineOf("side"));
    const w = ir.warbands.find((x) => same(x.name, s.warband));
    if (!w) continue;
    const total = w.creatures.reduce((sum, n) => sum + (ir.creatures.find((c) => same(c.name, n))?.cost ?? 0), 0);
    if (total > b.points) ctx.rep.error("WB370", `the warband "${w.name}" costs ${total} points, over the battle's ${b.points}`, lineOf("side"));
  }
}
