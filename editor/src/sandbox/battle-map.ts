// The battlefield as SVG: squares, walls, start and victory areas, terrain, the
// creatures standing on it, and the marks of play: the squares an option points at,
// the keyboard's focus square, a creature picked up. One square is CELL user units;
// the SVG scales to its box.
import { svg } from "lit";
import type { MapIR, SquareIR } from "../../../compiler/ir.js";
import type { Space, Square } from "../../../runtime/geometry/geometry.js";

export const CELL = 20;

/** A creature as the map draws it. */
export interface Token {
  id: string;
  card: string;
  side: string;
  space: Space;
  hp: number;
  maxHp: number;
  bloodied: boolean;
  active: boolean;
}

export interface Marks {
  /** Squares of every option of the chosen verb (where a move may end). */
  reach: Square[];
  /** Squares of the option under the pointer or keyboard focus. */
  hover: Square[];
  focus: Square | null;
  /** Squares of the creature or terrain picked up to move. */
  picked: Square[];
}

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

function creatureToken(c: Token) {
  const { space } = c;
  const cx = (space.x + space.size / 2) * CELL;
  const cy = (space.y + space.size / 2) * CELL;
  const r = space.size * CELL * 0.36;
  return svg`
    <g class="creature ${sideClass(c.side)} ${c.active ? "active" : ""}" data-creature=${c.id}>
      <title>${c.id} ${c.card}: ${c.hp} of ${c.maxHp} hp${c.bloodied ? ", bloodied" : ""}</title>
      <circle cx=${cx} cy=${cy - CELL * 0.1} r=${r}></circle>
      <text class="id" x=${cx} y=${cy - CELL * 0.1}>${c.id}</text>
      <text class="hp" x=${cx} y=${(space.y + space.size) * CELL - 1}>${c.hp}</text>
    </g>`;
}

function marksLayer(marks: Marks) {
  const { focus } = marks;
  return svg`
    ${marks.reach.map((q) => squareRect(q, "mark reach"))}
    ${marks.hover.map((q) => squareRect(q, "mark hover"))}
    ${marks.picked.map((q) => squareRect(q, "mark picked"))}
    ${focus ? svg`<rect class="focus-square" x=${focus.x * CELL + 1} y=${focus.y * CELL + 1} width=${CELL - 2} height=${CELL - 2}></rect>` : null}`;
}

/** The map's drawing (no <svg> element: the sandbox owns it and its events). */
export function battleMap(map: MapIR, tokens: Token[], marks: Marks) {
  return svg`
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
    ${marksLayer({ ...marks, focus: null })}
    ${tokens.map(creatureToken)}
    ${marksLayer({ reach: [], hover: [], picked: [], focus: marks.focus })}
  `;
}
