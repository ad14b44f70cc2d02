// "Use at start of round: place this creature in square adjacent to wall and this creature
// makes \"Pounce\" attack": from off the map it is placed beside a wall its player picks,
// then may make the named attack; with no square beside a wall it stays off the map and
// attacks nothing.
// ddm-battle-rules-2011.txt § Walls; § Set-Up (Delayed Appearance); § Making an Attack; § Powers and Effects
import { describe, expect, it } from "vitest";
import { powersOf, usePower } from "../../runtime/ddm/powers.js";
import { arena, creature } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const cards = {
  path: "test/placed-beside-wall.wb",
  text: `creature "Ceiling Lurker" {
  level 4  cost 10  unaligned  factions Wild  keywords Beast
  AC 14  Fort 12  Ref 12  Will 12  speed 4  hp 30
  attack melee "Pounce": +20 vs AC; 10 damage
  power "Drop Down": use at start of round: place this creature in square adjacent to wall and this creature makes "Pounce" attack
}
`,
};

function lurker(battle: string | undefined, choices: string[]) {
  const a = arena(
    [
      { card: "Ceiling Lurker", side: "A", at: [8, 8] },
      { card: "Cinder Goblin Cutter", side: "B", at: [3, 1] },
    ],
    { extra: [terrainField, cards], ...(battle ? { battle } : {}), dice: [10], choices },
  );
  creature(a, "A1").space = null;
  const p = powersOf(a.g, "A1").find((x) => x.name === "Drop Down")!;
  usePower(a.g, "A1", p, p.clauses.find((c) => c.kind === "trigger") as never, {});
  return a;
}

describe("§ Walls: placed beside a wall, then its attack", () => {
  it("is placed at the square picked beside the wall and hits the goblin next to it", () => {
    // The wall runs 2,0 to 2,2; 3,0 is beside it and beside the goblin at 3,1.
    const a = lurker("Terrain Test", ["3,0", "Pounce:B1"]);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 0 });
    expect(creature(a, "B1").hp).toBe(10);
  });

  it("with no wall on the map it stays off the map and attacks nothing", () => {
    const a = lurker(undefined, []);
    expect(creature(a, "A1").space).toBeNull();
    expect(creature(a, "B1").hp).toBe(20);
  });
});
