// Warbands (a faction and creatures) and battles (a scenario, a map, a point limit
// and a warband per side). Names are resolved once every file is read.
import type { DataBlockAst, DataLine } from "../../grammar/ast.js";
import type { BattleIR, IR, MapIR, ScenarioIR, WarbandIR } from "../ir.js";
import type { Range } from "../../grammar/source.js";
import { atomText, src, type LowerContext } from "./context.js";
import { constructionProblems } from "./warband-checks.js";
import { intList, nameList } from "./data-line.js";
import { houseRuleConflicts } from "./house-rules.js";

export interface PendingRef {
  kind: "creature" | "item" | "scenario" | "map" | "warband" | "house";
  name: string;
  range: DataBlockAst["range"];
  file: string;
}

/** Where each part of a warband is written, to point construction problems at their line. */
interface WarbandLines {
  creatures: Map<string, Range>;
  items: Map<string, Range>;
  points: Range | null;
  faction: Range | null;
  name: Range;
}

export function lowerWarband(ctx: LowerContext, d: DataBlockAst, refs: PendingRef[], ir: IR): WarbandIR {
  const w: WarbandIR = { name: d.name.text, faction: null, creatures: [], items: [], points: null, scenario: null, src: src(ctx, d.range) };
  const lines: WarbandLines = { creatures: new Map(), items: new Map(), points: null, faction: null, name: d.name.range };
  const addCreature = (name: string, range: Range, count: number) => {
    for (let i = 0; i < count; i++) w.creatures.push(name);
    if (!lines.creatures.has(name.toLowerCase())) lines.creatures.set(name.toLowerCase(), range);
    refs.push({ kind: "creature", name, range, file: ctx.rep.file });
  };
  for (const line of d.lines) {
    const key = line.key.lower;
    const [first, second, third, fourth, fifth] = line.atoms;
    if (key === "faction") {
      const known = first?.kind === "word" ? ctx.ruleset.factions.find((x) => x.toLowerCase() === first.lower) : undefined;
      if (known) w.faction = known;
      else ctx.rep.error("WB203", `expected a faction (${ctx.ruleset.factions.join(", ")})`, first?.range ?? line.range);
      lines.faction = line.range;
    } else if (key === "creatures") {
      for (const n of nameList(ctx, line.atoms)) addCreature(n.text, n.atom.range, 1);
    } else if (key === "creature") {
      if (first?.kind !== "string") {
        ctx.rep.error("WB370", 'expected a quoted creature name: creature "Goblin Cutter" x 2', line.range);
        continue;
      }
      const n = second?.kind === "word" && second.lower === "x" && third?.kind === "int" ? third.value : 1;
      addCreature(first.value, first.range, n);
    } else if (key === "points") {
      w.points = intList(ctx, line.atoms, line)[0] ?? null;
      lines.points = line.range;
    } else if (key === "scenario" && (first?.kind === "string" || first?.kind === "word")) {
      w.scenario = first.kind === "string" ? first.value : first.text;
      refs.push({ kind: "scenario", name: w.scenario, range: first.range, file: ctx.rep.file });
    } else if (key === "item") {
      // item "Cloak of Embers" cost 5 for "Mire Archer"
      const isFor = fourth?.kind === "word" && (fourth.lower === "for" || fourth.lower === "on");
      // With an item card declared, its cost may be left out: item "Cloak of Embers" for "Mire Archer".
      const card = first?.kind === "string" ? ir.items.find((i) => same(i.name, first.value)) : undefined;
      const shortFor = second?.kind === "word" && (second.lower === "for" || second.lower === "on");
      if (first?.kind === "string" && second?.kind === "word" && second.lower === "cost" && third?.kind === "int" && isFor && fifth?.kind === "string") {
        w.items.push({ name: first.value, cost: third.value, bearer: fifth.value, src: src(ctx, line.range) });
        lines.items.set(first.value.toLowerCase(), line.range);
        if (card && card.cost !== third.value) ctx.rep.warning("WB372", `the item card "${card.name}" costs ${card.cost}, not ${third.value}`, third.range);
      } else if (card && first?.kind === "string" && shortFor && third?.kind === "string" && line.atoms.length === 3) {
        w.items.push({ name: card.name, cost: card.cost, bearer: third.value, src: src(ctx, line.range) });
        lines.items.set(first.value.toLowerCase(), line.range);
      } else ctx.rep.error("WB370", 'an item is written: item "Cloak of Embers" cost 5 for "Mire Archer" (or without its cost when an item card declares it)', line.range);
    } else ctx.rep.error("WB370", `a warband has faction, points, scenario, creatures, creature and item lines — not ${atomText(line.key)}`, line.key.range);
  }
  if (w.creatures.length === 0) ctx.rep.error("WB370", `the warband "${w.name}" has no creatures`, d.name.range);
  // A warband that declares its format is checked on its own, against that scenario (Assault if none).
  if (w.points !== null) {
    const scenario = ir.scenarios.find((s) => same(s.name, w.scenario ?? "Assault"));
    if (scenario) {
      for (const p of constructionProblems(ir, w, scenario, w.points)) {
        const at =
          (p.creature && lines.creatures.get(p.creature.toLowerCase())) ||
          (p.item && lines.items.get(p.item.toLowerCase())) ||
          (p.line === "points" && lines.points) ||
          (p.line === "faction" && lines.faction) ||
          lines.name;
        ctx.rep.error("WB371", p.message, at);
      }
    }
  }
  return w;
}

/** Battles are lowered last, so the scenarios, maps and warbands they name are known. */
export function lowerBattle(ctx: LowerContext, d: DataBlockAst, refs: PendingRef[], ir: IR): BattleIR {
  const b: BattleIR = { name: d.name.text, scenario: "", points: 0, map: "", sides: [], maxRounds: 50, houseRules: [], src: src(ctx, d.range) };
  for (const line of d.lines) {
    const key = line.key.lower;
    const [first, second] = line.atoms;
    const nameOf = (a: typeof first) => (a?.kind === "string" ? a.value : a?.kind === "word" ? a.text : null);
    if (key === "scenario" && nameOf(first)) {
      b.scenario = nameOf(first)!;
      refs.push({ kind: key, name: b.scenario, range: first!.range, file: ctx.rep.file });
    } else if (key === "map" && nameOf(first)) {
      // map "Ashfall Ford", "Cinderfall Ravine": the maps the players' warbands bring (§ The Battle, step 2).
      const maps = nameList(ctx, line.atoms);
      b.map = maps[0]!.text;
      if (maps.length > 1) b.maps = maps.map((m) => m.text);
      for (const m of maps) refs.push({ kind: "map", name: m.text, range: m.atom.range, file: ctx.rep.file });
    } else if (key === "player" && nameOf(first) && line.atoms.length === 1) {
      // player "Warband": sides are chosen at set-up by the rules, not fixed here (§ The Battle, step 3).
      b.chooseSides = true;
      b.sides.push({ side: String.fromCharCode(65 + b.sides.length), warband: nameOf(first)! });
      refs.push({ kind: "warband", name: nameOf(first)!, range: first!.range, file: ctx.rep.file });
    } else if (key === "points") b.points = intList(ctx, line.atoms, line)[0] ?? 0;
    else if (key === "side" && first?.kind === "word" && nameOf(second)) {
      b.sides.push({ side: first.text.toUpperCase(), warband: nameOf(second)! });
      refs.push({ kind: "warband", name: nameOf(second)!, range: second!.range, file: ctx.rep.file });
    } else if (key === "house" && first?.kind === "word" && first.lower === "rules") {
      houseRulesLine(ctx, line, b, refs, ir);
    } else if (key === "rounds" && line.atoms.length === 3 && first?.kind === "word" && first.lower === "at") {
      b.maxRounds = intList(ctx, line.atoms.slice(2), line)[0] ?? 50;
    } else ctx.rep.error("WB370", `a battle has scenario, map, points, 'side A "Warband"' (or 'player "Warband"'), 'house rules "Pack"' and 'rounds at most N' lines — not ${atomText(line.key)}…`, line.range);
  }
  if (!b.scenario) ctx.rep.error("WB370", `the battle "${b.name}" needs a scenario`, d.name.range);
  if (!b.map) ctx.rep.error("WB370", `the battle "${b.name}" needs a map`, d.name.range);
  if (b.sides.length !== 2) ctx.rep.error("WB370", `the battle "${b.name}" needs two sides: side A "…" and side B "…" (or two player "…" lines)`, d.name.range);
  else if (b.chooseSides && d.lines.some((l) => l.key.lower === "side")) ctx.rep.error("WB370", `the battle "${b.name}" mixes fixed sides with players whose sides are chosen: use side lines or player lines`, d.name.range);
  checkBattle(ctx, d, b, ir);
  return b;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A battle must fit its scenario and map: a start area per side, and each warband built for the battle's format. */
function checkBattle(ctx: LowerContext, d: DataBlockAst, b: BattleIR, ir: IR): void {
  const lineOf = (key: string) => d.lines.find((l) => l.key.lower === key)?.range ?? d.name.range;
  // A house-rule pack of the battle may replace its scenario, limits and all.
  const packs = b.houseRules.flatMap((name) => ir.houseRules.filter((p) => same(p.name, name)));
  const replaced = packs.flatMap((p) => p.scenarios).find((s) => s.mode === "replaces" && same(s.scenario.name, b.scenario));
  const scenario = replaced?.scenario ?? ir.scenarios.find((s) => same(s.name, b.scenario));
  if (scenario && !scenario.pointLimits.includes(b.points)) {
    ctx.rep.error("WB371", `${scenario.name} is played at ${scenario.pointLimits.join(", ")} points, not ${b.points}`, lineOf("points"));
  }
  const maps = (b.maps ?? [b.map]).map((name) => ir.maps.find((m) => same(m.name, name))).filter((m) => m !== undefined);
  if (scenario) for (const m of maps) checkMapSize(ctx, scenario, b.points, m, lineOf("map"));
  for (const s of b.sides) {
    const sideLine = d.lines.find((l) => (l.key.lower === "side" && l.atoms[0]?.kind === "word" && l.atoms[0].text.toUpperCase() === s.side) || (l.key.lower === "player" && l.atoms[0]?.kind === "string" && l.atoms[0].value === s.warband))?.range ?? lineOf("side");
    for (const map of maps) if (!map.startAreas.some((a) => a.side === s.side)) ctx.rep.error("WB370", `the map "${map.name}" has no start area ${s.side}`, sideLine);
    const w = ir.warbands.find((x) => same(x.name, s.warband));
    if (!w || !scenario) continue;
    // Already checked on its own against this very format.
    if (w.points === b.points && same(w.scenario ?? "Assault", scenario.name)) continue;
    for (const p of constructionProblems(ir, w, scenario, b.points)) {
      if (p.line === "points") continue;
      ctx.rep.error("WB371", `side ${s.side}: ${p.message}`, sideLine);
    }
  }
}

/** `house rules "Pack", "Other Pack"`: the packs in force, which may not touch the same rule. */
function houseRulesLine(ctx: LowerContext, line: DataLine, b: BattleIR, refs: PendingRef[], ir: IR): void {
  const named = nameList(ctx, line.atoms.slice(1));
  if (named.length === 0) ctx.rep.error("WB370", 'name the packs: house rules "Brutal Flanks"', line.range);
  for (const n of named) {
    b.houseRules.push(n.text);
    refs.push({ kind: "house", name: n.text, range: n.atom.range, file: ctx.rep.file });
  }
  const packs = b.houseRules.flatMap((name) => ir.houseRules.filter((p) => same(p.name, name)));
  for (const conflict of houseRuleConflicts(packs)) ctx.rep.error("WB382", `these house rules conflict: ${conflict}`, line.range);
}

/**
 * The scenario says which size of map a battle at this point limit uses (Arena: half,
 * even at 200 and 500 points); the rulebook says "should", so a map of another size
 * class is a warning. ddm-battle-rules-2011.txt § Building a Warband (Battle Map);
 * § Arena; § Battle Maps and Terrain (Size); spec A-55
 */
function checkMapSize(ctx: LowerContext, scenario: ScenarioIR, points: number, map: MapIR, at: Range): void {
  const sizes = scenario.mapSizes ?? [];
  if (sizes.length === 0) return;
  const want = sizes.length === 1 ? sizes[0]! : sizes[Math.max(0, scenario.pointLimits.indexOf(points))];
  if (!want || map.sizeClass === want) return;
  const is = map.sizeClass ? `a ${map.sizeClass}-size map` : "neither full- nor half-size";
  ctx.rep.warning("WB373", `${scenario.name} at ${points} points is played on a ${want}-size map (${want === "full" ? "21 by 28 squares or larger" : "22 by 17 squares or smaller"}); "${map.name}" (${map.width} x ${map.height}) is ${is}`, at);
}
