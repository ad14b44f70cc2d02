// Attack riders that reach only some of the targets by where they stand or how they move:
// "hit or miss: target that is adjacent to wall takes 10 damage and without flight target
// is Dazed". A wall beside the target's space counts; a creature with Flight is spared the
// second rider, and a target away from walls the first.
// ddm-battle-rules-2011.txt § Walls; § Movement Modes; § Close Attacks; § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const cards = {
  path: "test/terrain-rider-creatures.wb",
  text: `creature "Quake Brute" {
  level 8  cost 30  unaligned  size Large  factions Wild  keywords Giant
  AC 18  Fort 18  Ref 14  Will 14  speed 6  hp 80
  attack close burst 2 "Ground Heave": +5 vs Ref; 5 damage; hit or miss: target that is adjacent to wall takes 10 damage and without flight target is Dazed
}
`,
};
const dazed = (a: ReturnType<typeof arena>, id: string) => creature(a, id).effects.some((e) => e.kind === "condition" && e.name === "Dazed");

describe("§ Walls, § Movement Modes: riders for the targets beside a wall, and those without Flight", () => {
  it("on a miss the target beside the wall takes 10 and is Dazed, the flier is untouched, the walker in the open is Dazed only", () => {
    // The wall runs 2,0 to 2,2; the brute fills 4,1 to 5,2.
    const a = arena(
      [
        { card: "Quake Brute", side: "A", at: [4, 1] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 1] },
        { card: "Gust Sprite", side: "B", at: [6, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 4] },
      ],
      { extra: [terrainField, cards], battle: "Terrain Test", dice: [1, 1, 1] },
    );
    const heave = attackOf(a, "A1", "Ground Heave");
    for (const t of ["B1", "B2", "B3"]) resolveAttack(a.g, "A1", heave, t);
    expect([creature(a, "B1").hp, creature(a, "B2").hp, creature(a, "B3").hp]).toEqual([10, 20, 20]);
    expect([dazed(a, "B1"), dazed(a, "B2"), dazed(a, "B3")]).toEqual([true, false, true]);
  });
});
