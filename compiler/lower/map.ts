// A battle map: size, walls (filled squares and thin walls on gridlines), start
// areas, victory areas and terrain. ddm-battle-rules-2011.txt § Battle Maps and Terrain
import type { DataBlockAst } from "../../grammar/ast.js";
import type { MapIR, SquareIR } from "../ir.js";
import { atomText, src, type LowerContext } from "./context.js";
import { closest, didYouMean, replaceFixes } from "../diagnostics.js";
import { rectangles, square } from "./data-line.js";

const directions = ["north", "south", "east", "west"];

export function lowerMap(ctx: LowerContext, d: DataBlockAst): MapIR {
  const m: MapIR = { name: d.name.text, width: 0, height: 0, walls: [], wallLines: [], startAreas: [], victoryAreas: [], terrain: [], src: src(ctx, d.range) };
  const checks: { squares: SquareIR[]; range: DataBlockAst["range"] }[] = [];
  for (const line of d.lines) {
    const key = line.key.lower;
    const atoms = line.atoms;
    const first = atoms[0];
    if (key === "size") {
      const [w, x, h] = atoms;
      if (w?.kind === "int" && x?.kind === "word" && x.lower === "x" && h?.kind === "int" && w.value > 0 && h.value > 0) {
        m.width = w.value;
        m.height = h.value;
      } else ctx.rep.error("WB350", "a map size is written 'size W x H', e.g. size 12 x 10", line.range);
    } else if (key === "wall" && first?.kind === "word" && first.lower === "line") {
      const a = square(atoms, 1);
      const to = a ? atoms[a.next] : undefined;
      const b = a && to?.kind === "word" && to.lower === "to" ? square(atoms, a.next + 1) : null;
      if (!a || !b) ctx.rep.error("WB350", "a thin wall is written 'wall line x,y to x,y' between grid corners", line.range);
      else if (a.sq.x !== b.sq.x && a.sq.y !== b.sq.y) ctx.rep.error("WB350", "a thin wall runs along one gridline: keep x or y the same", line.range);
      else m.wallLines.push({ from: a.sq, to: b.sq });
    } else if (key === "wall") {
      const sq = rectangles(ctx, atoms, line);
      m.walls.push(...sq);
      checks.push({ squares: sq, range: line.range });
    } else if ((key === "start" || key === "victory") && first?.kind === "word") {
      const side = first.lower === "both" ? "AB" : first.text.toUpperCase();
      if (!/^[A-Z]+$/.test(side)) ctx.rep.error("WB350", `a ${key} area belongs to a side such as A or B`, first.range);
      const sq = rectangles(ctx, atoms.slice(1), line);
      const area = { side, squares: sq, src: src(ctx, line.range) };
      if (key === "start") m.startAreas.push(area);
      else m.victoryAreas.push(area);
      checks.push({ squares: sq, range: line.range });
    } else if (key === "terrain" && first?.kind === "word") {
      // terrain steep-slope 3,3 to 5,3 falling south; terrain healing-font 6,6 heals 30
      const rest = atoms.slice(1);
      const cut = rest.findIndex((x) => x.kind === "word" && (x.lower === "falling" || x.lower === "heals"));
      const sq = rectangles(ctx, cut < 0 ? rest : rest.slice(0, cut), line);
      let direction: string | null = null;
      let amount: number | null = null;
      if (cut >= 0) {
        const word = rest[cut]!;
        const value = rest[cut + 1];
        if (word.kind === "word" && word.lower === "falling" && value?.kind === "word" && directions.includes(value.lower)) direction = value.lower;
        else if (word.kind === "word" && word.lower === "heals" && value?.kind === "int") amount = value.value;
        else ctx.rep.error("WB350", "after the squares write 'falling north|south|east|west' (steep slope) or 'heals N' (healing font)", word.range);
      }
      if (!ctx.symbols.lookup("terrain", first.text)) {
        const sugg = closest(first.text, ctx.symbols.names("terrain"));
        ctx.rep.error("WB202", `there is no terrain named "${first.text}"${didYouMean(sugg)}`, first.range, replaceFixes(first.range, sugg, false));
      }
      m.terrain.push({ type: first.lower, squares: sq, direction, amount, src: src(ctx, line.range) });
      checks.push({ squares: sq, range: line.range });
    } else ctx.rep.error("WB350", `a map has size, wall, wall line, start, victory and terrain lines — not ${atomText(line.key)}`, line.key.range);
  }
  if (m.width === 0) ctx.rep.error("WB350", `the map "${m.name}" needs a size, e.g. size 12 x 10`, d.name.range);
  for (const c of checks) {
    const off = c.squares.find((s) => s.x < 0 || s.y < 0 || s.x >= m.width || s.y >= m.height);
    if (off && m.width > 0) ctx.rep.error("WB350", `square ${off.x},${off.y} is off the ${m.width} x ${m.height} map`, c.range);
  }
  m.sizeClass = sizeClassOf(m.width, m.height);
  const sides = new Set(m.startAreas.map((a) => a.side));
  if (sides.size < 2) ctx.rep.error("WB350", `the map "${m.name}" needs start areas for two sides (start A …, start B …)`, d.name.range);
  return m;
}

/**
 * Full-size maps are 21 by 28 squares or larger, half-size maps 22 by 17 or smaller, in
 * either orientation; a size between is neither (ddm-battle-rules-2011.txt § Battle Maps
 * and Terrain, Size; spec A-55).
 */
export function sizeClassOf(width: number, height: number): "full" | "half" | null {
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  if (short >= 21 && long >= 28) return "full";
  if (short <= 17 && long <= 22) return "half";
  return null;
}
