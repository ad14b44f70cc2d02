// Terrain gained all over the map for a while: every square of a terrain type is also
// another type ('"forest" terrain is also "fire" terrain until end of round'), or every
// clear square gains one ('clear squares gain "river" terrain …'). The gained type's
// rules apply there as on the map's own terrain until the round ends.
// ddm-battle-rules-2011.txt § Battle Maps and Terrain (Clear Terrain); § Fire; § Powers and Effects
import { describe, expect, it } from "vitest";
import { endRound, startRound } from "../../runtime/ddm/round.js";
import { typesAt } from "../../runtime/ddm/terrain.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const field = {
  path: "test/ember-field.wb",
  text: `map "Ember Field" {
  size 12 x 12
  wall 6,6 to 6,7
  start A 0,0 to 11,1
  start B 0,10 to 11,11
  victory A 5,8
  victory B 5,2
  terrain forest 3,5 to 4,5
  terrain pit 9,5
}
warband "Ember A" {
  creature "Cinder Goblin Cutter"
}
warband "Ember B" {
  creature "Cinder Goblin Cutter"
}
battle "Ember Test" {
  scenario Assault
  points 100
  map "Ember Field"
  side A "Ember A"
  side B "Ember B"
}
creature "Ember Druid" {
  level 6  cost 20  unaligned  factions Wild  keywords Fey  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Staff": +7 vs AC; 10 damage
  champion power "Kindle the Wood": use at start of round: "forest" or "pit" terrain is also "fire" terrain until end of round
}
creature "Flood Caller" {
  level 6  cost 20  unaligned  factions Wild  keywords Fey  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Staff": +7 vs AC; 10 damage
  champion power "Flood": use at start of round: clear squares gain "river" terrain until end of round
}
`,
};

const types = (a: ReturnType<typeof arena>, x: number, y: number) => [...typesAt(a.g, { x, y })].sort();

describe("'\"forest\" or \"pit\" terrain is also \"fire\" terrain until end of round'", () => {
  it("every forest and pit square is also fire for the round: an enemy starting its turn in the forest takes 5 fire damage", () => {
    const a = arena(
      [
        { card: "Ember Druid", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 5], hp: 20 },
      ],
      { extra: [field], battle: "Ember Test", choices: ["use", "end"] },
    );
    a.g.state.lastChampionTest = { winner: 0, loser: 1 };
    startRound(a.g);
    expect(types(a, 4, 5)).toEqual(["fire", "forest"]);
    expect(types(a, 9, 5)).toEqual(["fire", "pit"]);
    expect(types(a, 5, 5)).toEqual([]);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(15);
    endRound(a.g);
    expect(types(a, 4, 5)).toEqual(["forest"]);
  });

  it("declined, the forest stays forest and deals no damage", () => {
    const a = arena(
      [
        { card: "Ember Druid", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 5], hp: 20 },
      ],
      { extra: [field], battle: "Ember Test", choices: ["decline", "end"] },
    );
    a.g.state.lastChampionTest = { winner: 0, loser: 1 };
    startRound(a.g);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(20);
    expect(types(a, 3, 5)).toEqual(["forest"]);
  });
});

describe("'clear squares gain \"river\" terrain until end of round' (§ Clear Terrain)", () => {
  it("a square with no terrain becomes river; forest, pit and wall squares do not", () => {
    const a = arena([{ card: "Flood Caller", side: "A", at: [0, 0] }, { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] }], { extra: [field], battle: "Ember Test", choices: ["use"] });
    a.g.state.lastChampionTest = { winner: 0, loser: 1 };
    startRound(a.g);
    expect(types(a, 5, 5)).toEqual(["river"]);
    expect(types(a, 3, 5)).toEqual(["forest"]);
    expect(types(a, 9, 5)).toEqual(["pit"]);
    expect(types(a, 6, 6)).toEqual([]);
  });
});
