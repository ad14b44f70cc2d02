// A terrain type: a name and its rules, each a phrase of the terrain-rule family.
// ddm-battle-rules-2011.txt § Battle Maps and Terrain
import type { DataBlockAst } from "../../grammar/ast.js";
import type { TerrainTypeIR } from "../ir.js";
import { src, type LowerContext } from "./context.js";
import { matchOrReport, toPrimitive } from "./phrase.js";

export function lowerTerrain(ctx: LowerContext, d: DataBlockAst): TerrainTypeIR {
  const t: TerrainTypeIR = { name: d.name.text.toLowerCase(), layer: ctx.layer, rules: [], src: src(ctx, d.range) };
  for (const line of d.lines) {
    const m = matchOrReport(ctx, "terrain-rule", [line.key, ...line.atoms], line.range);
    if (m) t.rules.push({ kind: "terrain-rule", ...toPrimitive(ctx, m) });
  }
  return t;
}
