// A scenario: point limits, creature limits, and its scoring and victory rules as
// phrases of the scenario-rule family. ddm-battle-rules-2011.txt § Scenarios and Variants
import type { DataBlockAst } from "../../grammar/ast.js";
import type { ScenarioIR } from "../ir.js";
import { src, type LowerContext } from "./context.js";
import { intList, leadingWords } from "./data-line.js";
import { matchOrReport, toPrimitive } from "./phrase.js";

/** `adding`: a house-rule pack's block that adds rules to a core scenario, so it need not restate its limits or victory. */
export function lowerScenario(ctx: LowerContext, d: DataBlockAst, adding = false): ScenarioIR {
  const s: ScenarioIR = { name: d.name.text, layer: ctx.layer, pointLimits: [], maxCreatures: [], maxCreatureCost: [], maxSize: null, rules: [], src: src(ctx, d.range) };
  for (const line of d.lines) {
    const key = line.key.lower;
    const words = leadingWords(line);
    if (key === "points") s.pointLimits = intList(ctx, line.atoms, line);
    else if (key === "creatures" && words[0] === "at" && words[1] === "most") s.maxCreatures = intList(ctx, line.atoms.slice(2), line);
    else if (key === "map" && words[0] === "size") s.mapSizes = mapSizes(ctx, line.atoms.slice(1));
    else if (key === "creature" && words.join(" ").startsWith("cost at most")) s.maxCreatureCost = intList(ctx, line.atoms.slice(3), line);
    else if (key === "creature" && words.join(" ").startsWith("size at most")) {
      const size = line.atoms[3];
      const known = size?.kind === "word" ? ctx.ruleset.sizes.find((x) => x.name.toLowerCase() === size.lower) : undefined;
      if (known) s.maxSize = known.name;
      else ctx.rep.error("WB360", `expected a size (${ctx.ruleset.sizes.map((x) => x.name).join(", ")}) after 'creature size at most'`, size?.range ?? line.range);
    } else {
      const m = matchOrReport(ctx, "scenario-rule", [line.key, ...line.atoms], line.range);
      if (m) s.rules.push({ kind: "scenario-rule", ...toPrimitive(ctx, m) });
    }
  }
  if (s.mapSizes && s.mapSizes.length !== 1 && s.mapSizes.length !== s.pointLimits.length) {
    const line = d.lines.find((l) => l.key.lower === "map");
    ctx.rep.error("WB360", `give one map size, or one per point limit (${s.pointLimits.join(", ")})`, line?.range ?? d.name.range);
  }
  if (adding) return s;
  if (s.pointLimits.length === 0) ctx.rep.error("WB360", `the scenario "${s.name}" needs its point limits, e.g. points 100, 200, 500`, d.name.range);
  if (!s.rules.some((r) => r.op === "win-at")) ctx.rep.error("WB360", `the scenario "${s.name}" never says how to win, e.g. win at point limit`, d.name.range);
  return s;
}

/** `map size half, full, full`: the battle map's size class per point limit (§ Scenarios and Variants; spec A-55). */
function mapSizes(ctx: LowerContext, atoms: DataBlockAst["lines"][number]["atoms"]): ("full" | "half")[] {
  const out: ("full" | "half")[] = [];
  for (const a of atoms) {
    if (a.kind === "word" && (a.lower === "full" || a.lower === "half")) out.push(a.lower);
    else if (!(a.kind === "sym" && a.text === ",")) ctx.rep.error("WB360", "a map size is half or full, e.g. map size half, full, full", a.range);
  }
  return out;
}
