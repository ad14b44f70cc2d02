// The shapes of close and area attacks on the square grid: blasts beside the attacker,
// bursts around it, lines drawn from its edge, and radius areas around an origin.
// ddm-battle-rules-2011.txt § Close Attacks (Blast, Burst, Line); § Area Attacks; ddm-2011.md
import type { Space, Square } from "./geometry.js";
import type { SquareGrid } from "./square-grid.js";

export interface Blast {
  /** The square of the attacker's space the blast is traced from. */
  origin: Square;
  squares: Square[];
}

const sameSquare = (a: Square, b: Square) => a.x === b.x && a.y === b.y;

/**
 * Every X-by-X blast: an origin square in the attacker's space, and an X-by-X area on the
 * map that shares no square with the attacker and has a square adjacent to the origin.
 */
export function blasts(grid: SquareGrid, attacker: Space, x: number): Blast[] {
  const own = grid.squaresOf(attacker);
  const out: Blast[] = [];
  for (const origin of own) {
    const o: Space = { ...origin, size: 1 };
    for (let ay = origin.y - x; ay <= origin.y + 1; ay++) {
      for (let ax = origin.x - x; ax <= origin.x + 1; ax++) {
        const area: Space = { x: ax, y: ay, size: x };
        if (!grid.inBounds(area)) continue;
        const squares = grid.squaresOf(area);
        if (squares.some((s) => own.some((q) => sameSquare(q, s)))) continue;
        if (!squares.some((s) => grid.adjacent(o, { ...s, size: 1 }))) continue;
        out.push({ origin, squares });
      }
    }
  }
  return out;
}

export interface Line {
  /** The square chosen within X squares. */
  target: Square;
  from: [number, number];
  to: [number, number];
}

/** Points on the edge of a space: its corners and the middle of each square's outer edge. */
function edgePoints(p: Space): [number, number][] {
  const pts: [number, number][] = [];
  const [x0, y0, x1, y1] = [p.x, p.y, p.x + p.size, p.y + p.size];
  for (let i = 0; i <= p.size * 2; i++) {
    const t = i / 2;
    pts.push([x0 + t, y0], [x0 + t, y1]);
    if (i > 0 && i < p.size * 2) pts.push([x0, y0 + t], [x1, y0 + t]);
  }
  return pts;
}

/**
 * Lines X long: a target square within X squares, a point P on the edge of the attacker's
 * space, and the corner of the target square farthest from P. A line may not pass
 * through the attacker's own space. Edge points are sampled at corners and
 * half-squares, which covers every distinct set of squares a line can enter on the grid
 * closely enough for play.
 */
export function lines(grid: SquareGrid, attacker: Space, x: number): Line[] {
  const own = grid.squaresOf(attacker);
  const out: Line[] = [];
  for (const t of grid.squaresWithin(attacker, x)) {
    if (own.some((q) => sameSquare(q, t))) continue;
    for (const [px, py] of edgePoints(attacker)) {
      const corners: [number, number][] = [
        [t.x, t.y],
        [t.x + 1, t.y],
        [t.x, t.y + 1],
        [t.x + 1, t.y + 1],
      ];
      const far = corners.reduce((a, b) => (Math.hypot(b[0] - px, b[1] - py) > Math.hypot(a[0] - px, a[1] - py) ? b : a));
      if (own.some((q) => grid.segmentEnters(px, py, far[0], far[1], q))) continue;
      out.push({ target: t, from: [px, py], to: far });
    }
  }
  return out;
}

/** The line enters the space: it passes through the inside of one of its squares, not merely an edge or a corner. */
export function lineEnters(grid: SquareGrid, line: Line, p: Space): boolean {
  return grid.squaresOf(p).some((s) => grid.segmentEnters(line.from[0], line.from[1], line.to[0], line.to[1], s));
}
