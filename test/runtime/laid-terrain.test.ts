// Terrain laid by powers for a while: smoke around the creature that blocks sight until
// the start of its next turn, a clear square it picks made fire terrain until the end of
// the battle, a square it picks and the squares around it made smoke; kept in the battle state, so a saved battle goes on with it.
// ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Smoke; § Fire; § Powers and Effects;
// § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { makeGame } from "../../runtime/ddm/game.js";
import { sees } from "../../runtime/ddm/sight.js";
import { typesAt } from "../../runtime/ddm/terrain.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, logText } from "./arena.js";

const casters = {
  path: "test/casters.wb",
  text: `creature "Mist Caller" {
  level 4  cost 15  unaligned  factions Wild  keywords Fey
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Staff": +6 vs AC; 5 damage
  power "Fog Cloak": replaces attack action: squares within 1 squares gain "smoke" terrain until start of its next turn
  power "Ember Seed": minor action: one clear square within 3 squares gains "fire" terrain until end of battle
  power "Ink Burst": minor action: one square within 6 squares plus squares adjacent to it gain "smoke" terrain until start of its next turn
}
`,
};

const field = (at: [number, number]) => [
  { card: "Mist Caller", side: "A" as const, at: [3, 3] as [number, number] },
  { card: "Cinder Goblin Cutter", side: "B" as const, at },
];

describe("terrain laid by powers", () => {
  it("smoke within 1 square hides the creature from non-adjacent enemies until the start of its next turn", () => {
    const a = arena(field([3, 8]), { extra: [casters], choices: ["power:Fog Cloak", "end", "end"] });
    expect(sees(a.g, "B1", "A1")).toBe(true);
    creatureTurn(a.g, "A1");
    expect([...typesAt(a.g, { x: 4, y: 4 })]).toEqual(["smoke"]);
    expect(typesAt(a.g, { x: 3, y: 5 }).size).toBe(0);
    expect(sees(a.g, "B1", "A1")).toBe(false);
    // The battle saved and loaded again goes on with the smoke.
    const again = makeGame(a.g.ir, JSON.parse(JSON.stringify(a.g.state)), a.g.choose);
    expect(sees(again, "B1", "A1")).toBe(false);
    creatureTurn(a.g, "A1");
    expect(sees(a.g, "B1", "A1")).toBe(true);
    expect(typesAt(a.g, { x: 4, y: 4 }).size).toBe(0);
    expect(logText(a).some((t) => /no longer smoke terrain/.test(t))).toBe(true);
  });

  it("a clear square picked within 3 squares becomes fire terrain: a creature entering it takes 5 fire damage", () => {
    const a = arena(field([3, 8]), { extra: [casters], choices: ["power:Ember Seed", "3,6", "end"] });
    creatureTurn(a.g, "A1");
    const pick = a.decisions.find((d) => d.kind === "terrain-square")!;
    expect(pick.options.some((o) => o.id === "3,7")).toBe(false);
    expect([...typesAt(a.g, { x: 3, y: 6 })]).toEqual(["fire"]);
    const b = arena(field([3, 8]), { extra: [casters], choices: ["power:Ember Seed", "3,6", "end", "move:3,6", "end"] });
    creatureTurn(b.g, "A1");
    creatureTurn(b.g, "B1");
    expect(creature(b, "B1").space).toMatchObject({ x: 3, y: 6 });
    expect(creature(b, "B1").hp).toBe(15);
  });

  it("a square picked within 6 squares and the 8 around it become smoke until the start of its next turn; 2 squares away stays clear", () => {
    const a = arena(field([3, 10]), { extra: [casters], choices: ["power:Ink Burst", "6,6", "end", "end"] });
    creatureTurn(a.g, "A1");
    const smoke = (x: number, y: number) => typesAt(a.g, { x, y }).has("smoke");
    expect([smoke(6, 6), smoke(5, 5), smoke(7, 7), smoke(5, 7)]).toEqual([true, true, true, true]);
    expect([smoke(8, 6), smoke(6, 4), smoke(3, 3)]).toEqual([false, false, false]);
    creatureTurn(a.g, "A1");
    expect(smoke(6, 6)).toBe(false);
  });
});
