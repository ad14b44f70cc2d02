// Blast, line and cover lines on the square grid.
// ddm-battle-rules-2011.txt § Close Attacks (Blast, Line); § Cover; ../shared/spec/ddm-2011.md
import { describe, expect, it } from "vitest";
import { blasts, lineEnters, lines } from "../../runtime/geometry/close-areas.js";
import { SquareGrid } from "../../runtime/geometry/square-grid.js";

const open = new SquareGrid({ width: 12, height: 12 });

describe("blasts", () => {
  it("a blast 1 from a medium creature is any one of its 8 neighbours", () => {
    expect(blasts(open, { x: 5, y: 5, size: 1 }, 1)).toHaveLength(8);
  });

  it("a blast 2 never holds the attacker and always touches its origin square", () => {
    const all = blasts(open, { x: 5, y: 5, size: 1 }, 2);
    expect(all).toHaveLength(12);
    for (const b of all) {
      expect(b.squares.some((s) => s.x === 5 && s.y === 5)).toBe(false);
      expect(b.squares.some((s) => Math.max(Math.abs(s.x - 5), Math.abs(s.y - 5)) === 1)).toBe(true);
    }
  });

  it("a big attacker picks any of its squares as the origin, and the area still avoids its whole space (A-28)", () => {
    const all = blasts(open, { x: 5, y: 5, size: 2 }, 1);
    expect(all.every((b) => b.squares.every((s) => !(s.x >= 5 && s.x <= 6 && s.y >= 5 && s.y <= 6)))).toBe(true);
    expect(new Set(all.map((b) => `${b.squares[0]!.x},${b.squares[0]!.y}`)).size).toBe(12);
  });
});

describe("lines", () => {
  it("never pass through the attacker's own space, and reach no further than X squares (A-27)", () => {
    const me = { x: 5, y: 5, size: 1 };
    const all = lines(open, me, 3);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((l) => !lineEnters(open, l, me))).toBe(true);
    expect(all.every((l) => Math.max(Math.abs(l.target.x - 5), Math.abs(l.target.y - 5)) <= 3)).toBe(true);
  });
});

describe("lines for cover", () => {
  const walled = new SquareGrid({ width: 8, height: 8, wallSquares: [{ x: 3, y: 3 }], wallLines: [{ from: { x: 6, y: 0 }, to: { x: 6, y: 4 } }] });

  it("running along a wall's edge or touching its corner is clear; passing through it is not", () => {
    expect(walled.clearForCover(0, 3, 5.5, 3)).toBe(true);
    expect(walled.clearForCover(2, 2, 3, 3)).toBe(true);
    expect(walled.clearForCover(2, 2, 5, 5)).toBe(false);
  });

  it("crossing a thin wall blocks; reaching its end does not", () => {
    expect(walled.clearForCover(5.5, 1, 7.5, 1)).toBe(false);
    expect(walled.clearForCover(5, 5, 6, 4)).toBe(true);
  });
});
