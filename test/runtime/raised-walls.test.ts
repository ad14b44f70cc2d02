// Walls a power raises for a while: "up to 3 contiguous unoccupied squares within 5 squares
// become walls until end of round". Its player picks an unoccupied square, then squares
// adjacent to those picked, and may stop; the squares block movement, line of sight and
// line of effect as walls do, until the round ends.
// ddm-battle-rules-2011.txt § Walls; § How to Choose Targets (Line of Sight, Line of Effect); § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { reachable } from "../../runtime/ddm/movement.js";
import { powersOf, usePower } from "../../runtime/ddm/powers.js";
import { endRound } from "../../runtime/ddm/round.js";
import { reaches, sees } from "../../runtime/ddm/sight.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/raised-walls.wb",
  text: `creature "Earth Shaper" {
  level 6  cost 20  unaligned  factions Wild  keywords Human
  AC 15  Fort 15  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Staff": +6 vs AC; 5 damage
  power "Stone Rise": replaces attack action: up to 3 contiguous unoccupied squares within 5 squares become walls until end of round
}
`,
};

describe("§ Walls: squares a power makes walls until end of round", () => {
  it("two squares picked are walls: they block sight, effect and movement, an occupied square is never offered, and the round's end clears them", () => {
    const a = arena(
      [
        { card: "Earth Shaper", side: "A", at: [5, 5] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 7] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 9] },
      ],
      { extra: [cards], choices: ["5,7", "6,7", "done"] },
    );
    expect([sees(a.g, "B1", "A1"), reaches(a.g, "B1", "A1")]).toEqual([true, true]);
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    const p = powersOf(a.g, "A1").find((x) => x.name === "Stone Rise")!;
    usePower(a.g, "A1", p, p.clauses.find((c) => c.kind === "trigger") as never, {});
    // The first pick offered no occupied square; the second only squares beside 5,7.
    expect(a.decisions[0]!.options.some((o) => o.id === "4,7")).toBe(false);
    expect(a.decisions[1]!.options.map((o) => o.id).filter((id) => id !== "done").every((id) => { const [x, y] = id.split(",").map(Number); return Math.max(Math.abs(x! - 5), Math.abs(y! - 7)) === 1; })).toBe(true);
    expect([sees(a.g, "B1", "A1"), reaches(a.g, "B1", "A1")]).toEqual([false, false]);
    expect(reachable(a.g, "B1", 6).has("5,7")).toBe(false);
    a.g.state.round = 1;
    endRound(a.g);
    expect([sees(a.g, "B1", "A1"), reaches(a.g, "B1", "A1")]).toEqual([true, true]);
    expect(reachable(a.g, "B1", 6).has("5,7")).toBe(true);
  });
});
