// "if target destroyed: …; if target not destroyed: …": one of the two once the roll has
// resolved. A hit that destroys the target gives the first; a hit that leaves it standing,
// or a miss, gives the second (card text: "If target is destroyed by this attack, …;
// otherwise, …"). Scripted dice decide each roll.
// ddm-battle-rules-2011.txt § Attack Roll (Automatic Miss); § Hit Points (Destroyed); § Forced-Movement Effects (Place)
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { libraryWith } from "../library.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/if-not-destroyed.wb",
  text: `creature "Tunnel Maw" {
  level 5  cost 18  unaligned  factions Wild  keywords Beast
  AC 17  Fort 15  Ref 15  Will 15  speed 6  hp 50
  attack melee basic "Bite": +8 vs AC; 5 damage
  attack ranged 5 "Stone Gulp": +20 vs Ref; 30 damage; if target destroyed: place this creature in space of target; if target not destroyed: place this creature adjacent to target
}
creature "Oak Warden" {
  level 5  cost 18  unaligned  factions Wild  keywords Plant
  AC 15  Fort 15  Ref 15  Will 15  speed 4  hp 60
  attack melee basic "Branch": +6 vs AC; 10 damage
}
`,
};

/** The maw 3 squares from an Oak Warden. */
function field(dice: number[], hp?: number) {
  return arena(
    [
      { card: "Tunnel Maw", side: "A", at: [3, 3] },
      { card: "Oak Warden", side: "B", at: [3, 6], ...(hp !== undefined ? { hp } : {}) },
    ],
    { extra: [cards], dice, choices: ["3,5"] },
  );
}
const gulp = (a: ReturnType<typeof field>) => cardOf(a.g, "Tunnel Maw").attacks[1]!;

describe("'if target not destroyed:' (card text; ddm-battle-rules-2011.txt § Hit Points, Destroyed)", () => {
  it("compiles both sections", () => {
    const r = libraryWith(cards);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const a = r.ir.creatures.find((c) => c.name === "Tunnel Maw")!.attacks[1]!;
    expect(a.ifDestroyed?.map((e) => e.op)).toEqual(["place-self-in-space"]);
    expect(a.ifNotDestroyed?.length).toBe(1);
  });

  it("a hit leaves the warden at 30 hp: the maw is placed beside it", () => {
    const a = field([15]);
    makeAttack(a.g, "A1", gulp(a), "B1");
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 5 });
  });

  it("a miss (natural 1): no damage, and the maw is placed beside the warden all the same", () => {
    const a = field([1]);
    makeAttack(a.g, "A1", gulp(a), "B1");
    expect(creature(a, "B1").hp).toBe(60);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 5 });
  });

  it("a hit destroys the warden at 20 hp: the maw takes its space, not a square beside it", () => {
    const a = field([15], 20);
    makeAttack(a.g, "A1", gulp(a), "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 6 });
  });
});
