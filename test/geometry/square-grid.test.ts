// The DDM square grid. ddm-battle-rules-2011.txt § How to Choose Targets (Counting
// Distance, Adjacent Squares, Line of Sight, Line of Effect); § Walls
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Space } from "../../runtime/geometry/geometry.js";
import { SquareGrid } from "../../runtime/geometry/square-grid.js";

const at = (x: number, y: number, size = 1): Space => ({ x, y, size });
const column = (x: number, y0: number, y1: number) => Array.from({ length: y1 - y0 + 1 }, (_, i) => ({ x, y: y0 + i }));

describe("§ How to Choose Targets: Counting Distance", () => {
  it("counts diagonals as 1 on an open board (Chebyshev distance)", () => {
    const g = new SquareGrid({ width: 10, height: 10 });
    expect(g.distance(at(0, 0), at(3, 7))).toBe(7);
    expect(g.distance(at(2, 2), at(2, 2))).toBe(0);
  });

  it("counts around a wall that fills squares", () => {
    // A wall column at x=3 from y=0 to y=5: from (2,0) to (4,0) the count goes down 5,
    // round its foot diagonally (2), and up 5.
    const g = new SquareGrid({ width: 8, height: 8, wallSquares: column(3, 0, 5) });
    expect(g.distance(at(2, 0), at(4, 0))).toBe(12);
    expect(g.rawDistance(at(2, 0), at(4, 0))).toBe(2);
  });

  it("counts a diagonal step around a wall's corner, but movement may not take it (§ Walls)", () => {
    const g = new SquareGrid({ width: 5, height: 5, wallSquares: [{ x: 1, y: 0 }] });
    expect(g.distance(at(0, 0), at(1, 1))).toBe(1);
    expect(g.steps(at(0, 0)).map((s) => g.key(s)).sort()).toEqual(["0,1"]);
  });

  it("a thin wall on a gridline blocks adjacency, steps and sight across it", () => {
    // Wall line along x=2 from y=0 to y=3: squares (1,y) and (2,y) are separated for y 0..2.
    const g = new SquareGrid({ width: 5, height: 5, wallLines: [{ from: { x: 2, y: 0 }, to: { x: 2, y: 3 } }] });
    expect(g.adjacent(at(1, 1), at(2, 1))).toBe(false);
    expect(g.steps(at(1, 1)).some((s) => s.x === 2)).toBe(false);
    expect(g.lineOfSight(at(1, 1), at(2, 1))).toBe(false);
    // Round the wall's end: (1,2), (2,3) diagonally past the end, (2,2), (2,1).
    expect(g.distance(at(1, 1), at(2, 1))).toBe(4);
    // Past the end of the wall the squares meet again.
    expect(g.adjacent(at(1, 3), at(2, 3))).toBe(true);
    // Diagonally around the wall's end counts 1, but moving that way passes its corner.
    expect(g.distance(at(1, 2), at(2, 3))).toBe(1);
    expect(g.steps(at(1, 2)).some((s) => s.x === 2 && s.y === 3)).toBe(false);
  });
});

describe("§ How to Choose Targets: Adjacent Squares and Creatures", () => {
  it("a square is adjacent to itself; a 2×2 space is adjacent to what touches any of its squares", () => {
    const g = new SquareGrid({ width: 10, height: 10 });
    expect(g.adjacent(at(4, 4), at(4, 4))).toBe(true);
    const big = at(3, 3, 2);
    expect(g.adjacent(big, at(5, 5))).toBe(true);
    expect(g.adjacent(big, at(6, 4))).toBe(false);
    expect(g.squaresOf(big)).toHaveLength(4);
  });
});

describe("§ How to Choose Targets: Line of Sight and Line of Effect", () => {
  it("a wall between blocks both; past the wall's end the line is clear", () => {
    const g = new SquareGrid({ width: 9, height: 9, wallSquares: column(4, 0, 4) });
    expect(g.lineOfSight(at(2, 2), at(6, 2))).toBe(false);
    expect(g.lineOfEffect(at(2, 2), at(6, 2))).toBe(false);
    expect(g.lineOfSight(at(2, 7), at(6, 7))).toBe(true);
  });

  it("a line that only grazes a wall's corner is blocked when it is the only line", () => {
    // Walls at (1,0) and (0,1): from (0,0) every line to (1,1) passes the shared corner (1,1).
    const g = new SquareGrid({ width: 4, height: 4, wallSquares: [{ x: 1, y: 0 }, { x: 0, y: 1 }] });
    expect(g.lineOfSight(at(0, 0), at(1, 1))).toBe(false);
    // With one of them gone, lines pass beside the remaining corner.
    const open = new SquareGrid({ width: 4, height: 4, wallSquares: [{ x: 1, y: 0 }] });
    expect(open.lineOfSight(at(0, 0), at(1, 1))).toBe(true);
  });

  it("terrain that blocks sight (smoke, forest) blocks line of sight but not line of effect", () => {
    const g = new SquareGrid({ width: 9, height: 3 });
    const smoke = (s: { x: number; y: number }) => s.x === 4;
    expect(g.lineOfSight(at(1, 1), at(7, 1), smoke)).toBe(false);
    expect(g.lineOfEffect(at(1, 1), at(7, 1))).toBe(true);
    // The viewer's and the target's own squares never block.
    expect(g.lineOfSight(at(4, 1), at(7, 1), smoke)).toBe(true);
  });
});

describe("properties", () => {
  const walls = fc.array(fc.record({ x: fc.integer({ min: 0, max: 7 }), y: fc.integer({ min: 0, max: 7 }) }), { maxLength: 12 });
  const square = fc.record({ x: fc.integer({ min: 0, max: 7 }), y: fc.integer({ min: 0, max: 7 }), size: fc.constant(1) });

  // Creatures never stand in walls, so the properties only ask about open squares.
  const open = (w: { x: number; y: number }[], ...s: Space[]) => s.every((q) => !w.some((x) => x.x === q.x && x.y === q.y));

  it("distance is symmetric and never less than the straight distance", () => {
    fc.assert(
      fc.property(walls, square, square, (w, a, b) => {
        fc.pre(open(w, a, b));
        const g = new SquareGrid({ width: 8, height: 8, wallSquares: w });
        expect(g.distance(a, b)).toBe(g.distance(b, a));
        expect(g.distance(a, b)).toBeGreaterThanOrEqual(g.rawDistance(a, b));
      }),
    );
  });

  it("without walls, distance equals the straight distance", () => {
    fc.assert(
      fc.property(square, square, (a, b) => {
        const g = new SquareGrid({ width: 8, height: 8 });
        expect(g.distance(a, b)).toBe(g.rawDistance(a, b));
      }),
    );
  });

  it("line of sight is symmetric", () => {
    fc.assert(
      fc.property(walls, square, square, (w, a, b) => {
        fc.pre(open(w, a, b));
        const g = new SquareGrid({ width: 8, height: 8, wallSquares: w });
        expect(g.lineOfSight(a, b)).toBe(g.lineOfSight(b, a));
      }),
      { numRuns: 60 },
    );
  });

  it("every step stays on the board, off walls, at distance 1", () => {
    fc.assert(
      fc.property(walls, square, (w, a) => {
        const g = new SquareGrid({ width: 8, height: 8, wallSquares: w });
        for (const s of g.steps(a)) {
          expect(g.inBounds(s)).toBe(true);
          expect(g.touchesWall(s)).toBe(false);
          expect(g.rawDistance(a, s)).toBe(1);
        }
      }),
    );
  });
});
