// New creatures a power puts on the map ("place a new Undead ally with cost 9 or less adjacent
// to this creature", "… in that enemy's space", "… in your start area"), the notes after it
// (it joins your warband, it has activated this round)
// being what the runtime does (compiler/primitives/new-creatures.ts; rules test in
// test/runtime/new-creatures.test.ts). Invented wording in the cards' phrasing.
// ddm-battle-rules-2011.txt § Powers and Effects (Summoning)
import { describe, expect, it } from "vitest";
import { expectReadings, readPower } from "./reading.js";

describe("warband import ddm: new creatures put on the battle map", () => {
  expectReadings([
    ["SPECIAL", "Hollow Spirit: Use when this creature is destroyed: Place a new Undead ally with cost 9 or less adjacent to this creature.", 'power "Hollow Spirit": use when this creature is destroyed: place new Undead creature with cost 9 or less adjacent to this creature'],
    ["SPECIAL", "Hell Spawn: Use when this creature is destroyed; place a new Devil creature in your start area. This creature is part of your warband, and considered to have activated this round.", 'power "Hell Spawn": use when this creature is destroyed: place new Devil creature in your start area'],
    ["SPECIAL", "Raise Corpse: Use when a living enemy within 6 squares of this creature is destroyed; place 1 new Undead creature with cost 8 or less in that enemy's space. The new creature is considered to have taken its turn this round.", 'power "Raise Corpse": use when Living enemy within 6 squares is destroyed: place new Undead creature with cost 8 or less in space of that enemy'],
    ["SPECIAL", "Stubborn Kin: Use when this creature is destroyed: Put a Gnome creature with cost 17 or less in the space this creature occupied before being destroyed. The new creature must be legal in your warband, and is considered activated this round.", 'power "Stubborn Kin": use when this creature is destroyed: place new Gnome creature with cost 17 or less in space of this creature'],
    // "of cost N" as well as "with cost N"
    ["SPECIAL", "Bone Caller: Use at end of round: Add a new Skeleton ally of cost 11 or less within 2 squares of this creature.", 'power "Bone Caller": use at end of round: place new Skeleton creature with cost 11 or less within 2 squares'],
    ["SPECIAL", "Grave Wall: (Summoning) Use after an enemy is destroyed by a {r} attack: Summon an Undead creature with cost 12 or less into play in the space that enemy occupied.", 'power "Grave Wall" type Summoning: use when enemy is destroyed by ranged attack: place new Undead creature with cost 12 or less in space of that enemy'],
  ]);

  it("keeps as text a new creature put where the runtime cannot say ('in any square of your choice')", () => {
    expect(readPower("Odd Spawn: Use when this creature is destroyed: Place a new Undead ally in any square of your choice.").structured).toBe(false);
  });
});
