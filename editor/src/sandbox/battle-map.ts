// The battlefield as SVG: squares, walls, start and victory areas, terrain and the
// creatures standing on it. One square is CELL user units; the SVG scales to its box.
import { html, svg } from "lit";
import type { MapIR, SquareIR } from "../../../compiler/ir.js";
import type { Space } from "../../../runtime/geometry/geometry.js";
import type { BattleState, CreatureState } from "../../../runtime/ddm/state.js";

const CELL = 20;

/** DDM battles have sides A and B; anything else (a victory area for both) is neutral. */
function sideClass(side: string): string {
  return side === "A" ? "side-a" : side === "B" ? "side-b" : "side-other";
}

function squareRect(s: SquareIR, cls: string) {
  return svg`<rect class=${cls} x=${s.x * CELL} y=${s.y * CELL} width=${CELL} height=${CELL}></rect>`;
}

/** The outline of a set of squares: every square edge that has no square of the set beyond it. */
function outlinePath(squares: SquareIR[]): string {
  const inside = new Set(squares.map((s) => `${s.x},${s.y}`));
  const has = (x: number, y: number) => inside.has(`${x},${y}`);
  const edges: string[] = [];
  for (const { x, y } of squares) {
    const [l, t, r, b] = [x * CELL, y * CELL, (x + 1) * CELL, (y + 1) * CELL];
    if (!has(x, y - 1)) edges.push(`M${l} ${t}H${r}`);
    if (!has(x + 1, y)) edges.push(`M${r} ${t}V${b}`);
    if (!has(x, y + 1)) edges.push(`M${l} ${b}H${r}`);
    if (!has(x - 1, y)) edges.push(`M${l} ${t}V${b}`);
  }
  return edges.join("");
}

function gridLines(map: MapIR) {
  const w = map.width * CELL;
  const h = map.height * CELL;
  const columns = Array.from({ length: map.width + 1 }, (_, i) => `M${i * CELL} 0V${h}`);
  const rows = Array.from({ length: map.height + 1 }, (_, i) => `M0 ${i * CELL}H${w}`);
  return svg`<path class="grid" d=${[...columns, ...rows].join("")}></path>`;
}

type Standing = CreatureState & { space: Space };

function creatureToken(c: Standing, active: boolean) {
  const { space } = c;
  const cx = (space.x + space.size / 2) * CELL;
  const cy = (space.y + space.size / 2) * CELL;
  const r = space.size * CELL * 0.36;
  return svg`
    <g class="creature ${sideClass(c.side)} ${active ? "active" : ""}">
      <title>${c.id} ${c.card}: ${c.hp} of ${c.maxHp} hp${c.hp <= c.bloodiedAt ? ", bloodied" : ""}</title>
      <circle cx=${cx} cy=${cy - CELL * 0.1} r=${r}></circle>
      <text class="id" x=${cx} y=${cy - CELL * 0.1}>${c.id}</text>
      <text class="hp" x=${cx} y=${(space.y + space.size) * CELL - 1}>${c.hp}</text>
    </g>`;
}

export function battleMap(map: MapIR, state: BattleState) {
  const standing = state.creatures.filter((c): c is Standing => c.status === "in-play" && c.space !== null);
  const label = `Map ${map.name}, ${map.width} by ${map.height} squares, ${standing.length} creatures standing`;
  return html`
    <svg viewBox="0 0 ${map.width * CELL} ${map.height * CELL}" role="img" aria-label=${label}>
      <defs>
        <pattern id="hatch" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line class="hatch" x1="0" y1="0" x2="0" y2="5"></line>
        </pattern>
      </defs>
      <rect class="board" width=${map.width * CELL} height=${map.height * CELL}></rect>
      ${map.startAreas.flatMap((a) => a.squares.map((s) => squareRect(s, `start ${sideClass(a.side)}`)))}
      ${map.terrain.flatMap((t) => t.squares.map((s) => squareRect(s, `terrain ${t.type}`)))}
      ${map.walls.map((s) => squareRect(s, "wall"))}
      ${gridLines(map)}
      ${map.victoryAreas.map((a) => svg`<path class="victory ${sideClass(a.side)}" d=${outlinePath(a.squares)}></path>`)}
      ${map.wallLines.map(
        (l) => svg`<line class="wall-line" x1=${l.from.x * CELL} y1=${l.from.y * CELL} x2=${l.to.x * CELL} y2=${l.to.y * CELL}></line>`,
      )}
      ${standing.map((c) => creatureToken(c, state.active?.creature === c.id))}
    </svg>
  `;
}
