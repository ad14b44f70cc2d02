// DDM's square grid: walls that fill squares, thin walls on gridlines, counted distance,
// adjacency, line of sight and line of effect, and one step of movement.
// ddm-battle-rules-2011.txt § How to Choose Targets; § Walls; resolutions A-23 to A-26 of
// ../shared/spec/ddm-2011.md.
import type { Geometry, Space, Square } from "./geometry.js";

export interface GridSpec {
  width: number;
  height: number;
  /** Squares a wall fills completely. */
  wallSquares?: Square[];
  /** Thin walls along gridlines between lattice points; (x,y) is the top-left corner of square (x,y). */
  wallLines?: { from: Square; to: Square }[];
}

export type Segment = [number, number, number, number];

/** Squares that block lines besides the map's walls (ddm-battle-rules-2011.txt § Smoke; § Forest; § Secret Door). */
export interface LineBlockers {
  /** Block a line that touches them anywhere, as walls do. */
  touching?: Square[];
  /** Block only a line that enters their inside. */
  entering?: Square[];
}

const DIRS: [number, number][] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
  [1, -1],
  [1, 1],
  [-1, 1],
  [-1, -1],
];

// Points sampled in each square for "any point to any point" lines: a 3×3 pattern pulled
// just inside the square, so a line through two samples never merely grazes the square's
// own border; a line that touches a wall or a thin wall anywhere is blocked (A-23).
const INSET = 0.01;
const SAMPLES = [INSET, 0.5, 1 - INSET];

export class SquareGrid implements Geometry<Space> {
  readonly width: number;
  readonly height: number;
  private readonly wall: Uint8Array;
  private readonly wallRects: Segment[] = [];
  private readonly lines: Segment[] = [];
  /** Per lattice point (width+1 columns), the arms of thin walls leaving it: bit 1 N, 2 E, 4 S, 8 W. */
  private readonly arms: Uint8Array;
  private readonly distanceCache = new Map<string, Int32Array>();
  private readonly sightCache = new Map<string, boolean>();
  /** Squares that count as walls for distance and adjacency while `open` says no (secret doors, A-39). */
  private doors: Square[] = [];
  private doorOpen: (s: Square) => boolean = () => true;
  /** While distances are counted: the closed doors, per square. */
  private closed: Uint8Array | null = null;

  constructor(spec: GridSpec) {
    this.width = spec.width;
    this.height = spec.height;
    this.wall = new Uint8Array(spec.width * spec.height);
    for (const s of spec.wallSquares ?? []) {
      if (this.squareInBounds(s.x, s.y)) {
        this.wall[s.y * this.width + s.x] = 1;
        this.wallRects.push([s.x, s.y, s.x + 1, s.y + 1]);
      }
    }
    this.arms = new Uint8Array((spec.width + 1) * (spec.height + 1));
    for (const { from, to } of spec.wallLines ?? []) {
      if (from.x !== to.x && from.y !== to.y) throw new Error(`a thin wall must follow one gridline: ${from.x},${from.y} to ${to.x},${to.y}`);
      this.lines.push([from.x, from.y, to.x, to.y]);
      const [x0, x1] = [Math.min(from.x, to.x), Math.max(from.x, to.x)];
      const [y0, y1] = [Math.min(from.y, to.y), Math.max(from.y, to.y)];
      for (let x = x0; x <= x1; x++) {
        for (let y = y0; y <= y1; y++) {
          let bits = 0;
          if (x0 === x1) bits = (y > y0 ? 1 : 0) | (y < y1 ? 4 : 0);
          else bits = (x < x1 ? 2 : 0) | (x > x0 ? 8 : 0);
          this.setArms(x, y, bits);
        }
      }
    }
  }

  private setArms(x: number, y: number, bits: number): void {
    if (x >= 0 && y >= 0 && x <= this.width && y <= this.height) this.arms[y * (this.width + 1) + x]! |= bits;
  }

  private armsAt(x: number, y: number): number {
    return x >= 0 && y >= 0 && x <= this.width && y <= this.height ? this.arms[y * (this.width + 1) + x]! : 0;
  }

  private squareInBounds(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  private isWallSquare(x: number, y: number): boolean {
    return this.wall[y * this.width + x] === 1;
  }

  /** A wall for counting: a wall square, or a door closed while distances are counted. */
  private countsAsWall(x: number, y: number): boolean {
    const i = y * this.width + x;
    return this.wall[i] === 1 || (this.closed !== null && this.closed[i] === 1);
  }

  /**
   * Door squares (secret doors) count as walls for distance and adjacency unless `open`
   * says otherwise (occupied); movement may still enter them (ddm-battle-rules-2011.txt § Secret Door; A-39).
   */
  setDoors(doors: Square[], open: (s: Square) => boolean): void {
    this.doors = doors.filter((d) => this.squareInBounds(d.x, d.y));
    this.doorOpen = open;
  }

  /** A thin wall lies on the edge between two orthogonal neighbours. */
  private edgeBlocked(x: number, y: number, dx: number, dy: number): boolean {
    if (dx !== 0) {
      // Vertical gridline at X, between lattice points (X,y) and (X,y+1).
      const X = dx > 0 ? x + 1 : x;
      return (this.armsAt(X, y) & 4) !== 0 && (this.armsAt(X, y + 1) & 1) !== 0;
    }
    const Y = dy > 0 ? y + 1 : y;
    return (this.armsAt(x, Y) & 2) !== 0 && (this.armsAt(x + 1, Y) & 8) !== 0;
  }

  /**
   * One step of counted distance (or adjacency) from square (x,y) by (dx,dy): diagonals
   * may go around a wall's corner, but not through a thin wall nor between two wall
   * squares meeting at the corner (A-24, A-25).
   */
  private countStep(x: number, y: number, dx: number, dy: number): boolean {
    const nx = x + dx;
    const ny = y + dy;
    if (!this.squareInBounds(nx, ny) || this.countsAsWall(nx, ny)) return false;
    if (dx === 0 || dy === 0) return !this.edgeBlocked(x, y, dx, dy);
    if (this.countsAsWall(nx, y) && this.countsAsWall(x, ny)) return false;
    const a = this.armsAt(dx > 0 ? x + 1 : x, dy > 0 ? y + 1 : y);
    // Arms on both sides of the diagonal separate the two squares.
    const sideOne = dx * dy > 0 ? a & (1 | 2) : a & (1 | 8);
    const sideTwo = dx * dy > 0 ? a & (4 | 8) : a & (2 | 4);
    return !(sideOne && sideTwo);
  }

  /** One step of movement: never diagonally past the corner of a wall (§ Walls). */
  private moveStep(x: number, y: number, dx: number, dy: number): boolean {
    if (!this.countStep(x, y, dx, dy)) return false;
    if (dx === 0 || dy === 0) return true;
    if (this.isWallSquare(x + dx, y) || this.isWallSquare(x, y + dy)) return false;
    return this.armsAt(dx > 0 ? x + 1 : x, dy > 0 ? y + 1 : y) === 0;
  }

  inBounds(p: Space): boolean {
    return p.x >= 0 && p.y >= 0 && p.x + p.size <= this.width && p.y + p.size <= this.height;
  }

  touchesWall(p: Space): boolean {
    return this.squaresOf(p).some((s) => this.squareInBounds(s.x, s.y) && this.isWallSquare(s.x, s.y));
  }

  squaresOf(p: Space): Square[] {
    const out: Square[] = [];
    for (let y = p.y; y < p.y + p.size; y++) for (let x = p.x; x < p.x + p.size; x++) out.push({ x, y });
    return out;
  }

  /** Breadth-first counted distance from every square of the space (cached per space). */
  private distancesFrom(p: Space): Int32Array {
    const shut = this.doors.filter((d) => !this.doorOpen(d));
    const k = shut.length ? `${this.key(p)}|${shut.map((d) => `${d.x},${d.y}`).join(";")}` : this.key(p);
    const cached = this.distanceCache.get(k);
    if (cached) return cached;
    if (shut.length) {
      this.closed = new Uint8Array(this.width * this.height);
      for (const d of shut) this.closed[d.y * this.width + d.x] = 1;
    }
    try {
      return this.countFrom(p, k);
    } finally {
      this.closed = null;
    }
  }

  private countFrom(p: Space, k: string): Int32Array {
    const dist = new Int32Array(this.width * this.height).fill(-1);
    let frontier: number[] = [];
    for (const s of this.squaresOf(p)) {
      if (!this.squareInBounds(s.x, s.y)) continue;
      dist[s.y * this.width + s.x] = 0;
      frontier.push(s.y * this.width + s.x);
    }
    for (let d = 1; frontier.length; d++) {
      const next: number[] = [];
      for (const i of frontier) {
        const x = i % this.width;
        const y = (i - x) / this.width;
        for (const [dx, dy] of DIRS) {
          const j = (y + dy) * this.width + (x + dx);
          if (this.countStep(x, y, dx, dy) && dist[j] === -1) {
            dist[j] = d;
            next.push(j);
          }
        }
      }
      frontier = next;
    }
    this.distanceCache.set(k, dist);
    return dist;
  }

  distance(a: Space, b: Space): number {
    const dist = this.distancesFrom(a);
    let best = Number.POSITIVE_INFINITY;
    for (const s of this.squaresOf(b)) {
      if (!this.squareInBounds(s.x, s.y)) continue;
      const d = dist[s.y * this.width + s.x]!;
      if (d >= 0 && d < best) best = d;
    }
    return best;
  }

  rawDistance(a: Space, b: Space): number {
    const dx = Math.max(0, b.x - (a.x + a.size - 1), a.x - (b.x + b.size - 1));
    const dy = Math.max(0, b.y - (a.y + a.size - 1), a.y - (b.y + b.size - 1));
    return Math.max(dx, dy);
  }

  adjacent(a: Space, b: Space): boolean {
    return this.distance(a, b) <= 1;
  }

  lineOfSight(from: Space, to: Space, blocksSight?: (s: Square) => boolean): boolean {
    return this.anyClearLine(from, to, blocksSight);
  }

  lineOfEffect(from: Space, to: Space, blocksEffect?: (s: Square) => boolean): boolean {
    return this.anyClearLine(from, to, blocksEffect);
  }

  private anyClearLine(from: Space, to: Space, blocks?: (s: Square) => boolean): boolean {
    const k = blocks ? null : `${this.key(from)}>${this.key(to)}`;
    if (k !== null) {
      const hit = this.sightCache.get(k);
      if (hit !== undefined) return hit;
    }
    const own = new Set([...this.squaresOf(from), ...this.squaresOf(to)].map((s) => `${s.x},${s.y}`));
    const entering = blocks ? this.squaresMatching(blocks).filter((s) => !own.has(`${s.x},${s.y}`)) : [];
    const result = this.clearLineBetween(this.squaresOf(from), this.squaresOf(to), { entering });
    if (k !== null) this.sightCache.set(k, result);
    return result;
  }

  /**
   * Some line from a point of a square of `from` to a point of a square of `to` touches
   * no wall or thin wall and none of the blockers: `touching` squares block a line that
   * touches them anywhere, as walls do (an unoccupied secret door, forest); `entering`
   * squares only a line that enters their inside (smoke).
   * ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight, Line of Effect)
   */
  clearLineBetween(from: Square[], to: Square[], blockers: LineBlockers = {}): boolean {
    return from.some((a) => to.some((b) => this.clearBetween(a, b, blockers.touching ?? [], blockers.entering ?? [])));
  }

  private squaresMatching(pred: (s: Square) => boolean): Square[] {
    const out: Square[] = [];
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) if (pred({ x, y })) out.push({ x, y });
    return out;
  }

  private clearBetween(a: Square, b: Square, touching: Square[], entering: Square[]): boolean {
    const minX = Math.min(a.x, b.x);
    const maxX = Math.max(a.x, b.x) + 1;
    const minY = Math.min(a.y, b.y);
    const maxY = Math.max(a.y, b.y) + 1;
    const near = (r: Segment) => r[2] >= minX && r[0] <= maxX && r[3] >= minY && r[1] <= maxY;
    const box = (s: Square): Segment => [s.x, s.y, s.x + 1, s.y + 1];
    const rects = [...this.wallRects, ...touching.map(box)].filter(near);
    const lines = this.lines.filter((l) => Math.max(l[0], l[2]) >= minX && Math.min(l[0], l[2]) <= maxX && Math.max(l[1], l[3]) >= minY && Math.min(l[1], l[3]) <= maxY);
    const inside = entering.map(box).filter(near);
    for (const ax of SAMPLES) {
      for (const ay of SAMPLES) {
        for (const bx of SAMPLES) {
          for (const by of SAMPLES) {
            const seg: Segment = [a.x + ax, a.y + ay, b.x + bx, b.y + by];
            if (rects.some((r) => segmentTouchesRect(seg, r, false))) continue;
            if (lines.some((l) => segmentsTouch(seg, l))) continue;
            if (inside.some((r) => segmentTouchesRect(seg, r, true))) continue;
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * A line between two points for cover: blocked only if it passes through the inside of
   * a wall square (or of one of `blockers`) or crosses a thin wall; touching or running
   * along a border is fine (ddm-battle-rules-2011.txt § Cover; ddm-2011.md A-21, A-23).
   */
  clearForCover(x0: number, y0: number, x1: number, y1: number, blockers: Square[] = []): boolean {
    const seg: Segment = [x0, y0, x1, y1];
    const [minX, maxX, minY, maxY] = [Math.min(x0, x1), Math.max(x0, x1), Math.min(y0, y1), Math.max(y0, y1)];
    for (const r of this.wallRects) {
      if (r[2] < minX || r[0] > maxX || r[3] < minY || r[1] > maxY) continue;
      if (segmentTouchesRect(seg, r, true)) return false;
    }
    for (const l of this.lines) if (segmentsCross(seg, l)) return false;
    return !blockers.some((b) => segmentTouchesRect(seg, [b.x, b.y, b.x + 1, b.y + 1], true));
  }

  /** Does the segment pass through the inside of the square (not merely touch its edge or corner)? */
  segmentEnters(x0: number, y0: number, x1: number, y1: number, s: Square): boolean {
    return segmentTouchesRect([x0, y0, x1, y1], [s.x, s.y, s.x + 1, s.y + 1], true);
  }

  /** Every square within `n` counted squares of the position (around walls), the position's own squares included. */
  squaresWithin(p: Space, n: number): Square[] {
    const dist = this.distancesFrom(p);
    const out: Square[] = [];
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const d = dist[y * this.width + x]!;
        if (d >= 0 && d <= n) out.push({ x, y });
      }
    }
    return out;
  }

  steps(p: Space): Space[] {
    const out: Space[] = [];
    for (const [dx, dy] of DIRS) {
      const next = { x: p.x + dx, y: p.y + dy, size: p.size };
      if (!this.inBounds(next)) continue;
      if (this.squaresOf(p).every((s) => this.moveStep(s.x, s.y, dx, dy))) out.push(next);
    }
    return out;
  }

  same(a: Space, b: Space): boolean {
    return a.x === b.x && a.y === b.y && a.size === b.size;
  }

  key(p: Space): string {
    return p.size === 1 ? `${p.x},${p.y}` : `${p.x},${p.y},${p.size}`;
  }
}

/**
 * Liang–Barsky clipping: the parameters [t0, t1] of the part of the segment inside the
 * closed rectangle, or null if it misses. With `interiorOnly`, a segment lying along an
 * edge counts as outside.
 */
export function clipSegment([x0, y0, x1, y1]: Segment, [rx0, ry0, rx1, ry1]: Segment, interiorOnly = false): [number, number] | null {
  let t0 = 0;
  let t1 = 1;
  const dx = x1 - x0;
  const dy = y1 - y0;
  const clip = (p: number, q: number): boolean => {
    if (p === 0) return interiorOnly ? q > 0 : q >= 0;
    const r = q / p;
    if (p < 0) {
      if (r > t1) return false;
      if (r > t0) t0 = r;
    } else {
      if (r < t0) return false;
      if (r < t1) t1 = r;
    }
    return true;
  };
  if (!clip(-dx, x0 - rx0) || !clip(dx, rx1 - x0) || !clip(-dy, y0 - ry0) || !clip(dy, ry1 - y0)) return null;
  return t1 >= t0 ? [t0, t1] : null;
}

/** Does the segment touch the rectangle (closed), or only cross its interior when `interiorOnly`? */
function segmentTouchesRect(seg: Segment, rect: Segment, interiorOnly: boolean): boolean {
  const t = clipSegment(seg, rect, interiorOnly);
  return t !== null && (!interiorOnly || t[1] > t[0]);
}

function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const v = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return v > 1e-12 ? 1 : v < -1e-12 ? -1 : 0;
}

function onSegment(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
  return Math.min(ax, bx) - 1e-12 <= px && px <= Math.max(ax, bx) + 1e-12 && Math.min(ay, by) - 1e-12 <= py && py <= Math.max(ay, by) + 1e-12;
}

/** The segments cross at a point inside both (touching at an end or running along does not count). */
function segmentsCross([ax, ay, bx, by]: Segment, [cx, cy, dx, dy]: Segment): boolean {
  const o1 = orient(ax, ay, bx, by, cx, cy);
  const o2 = orient(ax, ay, bx, by, dx, dy);
  const o3 = orient(cx, cy, dx, dy, ax, ay);
  const o4 = orient(cx, cy, dx, dy, bx, by);
  return o1 * o2 < 0 && o3 * o4 < 0;
}

/** Closed segments intersect or touch. */
function segmentsTouch([ax, ay, bx, by]: Segment, [cx, cy, dx, dy]: Segment): boolean {
  const o1 = orient(ax, ay, bx, by, cx, cy);
  const o2 = orient(ax, ay, bx, by, dx, dy);
  const o3 = orient(cx, cy, dx, dy, ax, ay);
  const o4 = orient(cx, cy, dx, dy, bx, by);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSegment(ax, ay, bx, by, cx, cy)) return true;
  if (o2 === 0 && onSegment(ax, ay, bx, by, dx, dy)) return true;
  if (o3 === 0 && onSegment(cx, cy, dx, dy, ax, ay)) return true;
  return o4 === 0 && onSegment(cx, cy, dx, dy, bx, by);
}
