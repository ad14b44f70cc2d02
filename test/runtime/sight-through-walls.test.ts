// "Until end of turn, terrain and walls do not block this creature's line of sight": it
// sees a creature behind a wall and one in smoke, but line of effect is unchanged, so the
// wall still blocks its attacks; at the end of the turn it sees as before.
// ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight, Line of Effect); § Smoke; § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { endOfTurnEffects } from "../../runtime/ddm/effects.js";
import { powersOf, usePower } from "../../runtime/ddm/powers.js";
import { reaches, sees } from "../../runtime/ddm/sight.js";
import { arena } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const cards = {
  path: "test/sight-through-walls.wb",
  text: `creature "Veil Seer" {
  level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 15  Fort 15  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Staff": +6 vs AC; 5 damage
  power "Clear Eye": minor action: this creature sees through any wall or terrain until end of turn
}
creature "Smoke Lurker" {
  level 2  cost 8  unaligned  factions Wild  keywords Goblin
  AC 14  Fort 12  Ref 12  Will 12  speed 6  hp 20
  attack melee basic "Knife": +4 vs AC; 5 damage
}
map "Veiled Ground" {
  size 12 x 12
  wall 2,0 to 2,2
  start A 0,0 to 1,1
  start B 10,10 to 11,11
  terrain smoke 6,6
}
battle "Veil Test" {
  scenario Assault
  points 100
  map "Veiled Ground"
  side A "Terrain A"
  side B "Terrain B"
}
`,
};

describe("§ Line of Sight: walls and terrain do not block its sight for a while", () => {
  it("sees the creature behind the wall and the one in smoke, has no line of effect through the wall, and sees as before after its turn", () => {
    const a = arena(
      [
        { card: "Veil Seer", side: "A", at: [0, 1] },
        { card: "Smoke Lurker", side: "B", at: [4, 1] },
        { card: "Smoke Lurker", side: "B", at: [6, 6] },
      ],
      { extra: [terrainField, cards], battle: "Veil Test" },
    );
    expect([sees(a.g, "A1", "B1"), sees(a.g, "A1", "B2")]).toEqual([false, false]);
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    const eye = powersOf(a.g, "A1").find((p) => p.name === "Clear Eye")!;
    usePower(a.g, "A1", eye, eye.clauses.find((c) => c.kind === "trigger") as never, {});
    expect([sees(a.g, "A1", "B1"), sees(a.g, "A1", "B2"), reaches(a.g, "A1", "B1")]).toEqual([true, true, false]);
    // The others see as before: the creature in smoke still cannot see the seer.
    expect(sees(a.g, "B2", "A1")).toBe(false);
    endOfTurnEffects(a.g, "A1");
    expect(sees(a.g, "A1", "B1")).toBe(false);
  });
});
