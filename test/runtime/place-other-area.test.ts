// Places in areas named by what is in them or where the creature stands: "any other
// victory area" (not the one it occupies), "an occupied victory area" (one another
// creature stands in), "a different victory or start area", and another creature put in
// "an unoccupied victory area or start area". Its player picks among the legal positions
// those areas give; being placed is not moving.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Place); § Set-Up (Delayed Appearance); § Victory Areas
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, type Arena } from "./arena.js";

const walker = (power: string) => ({
  path: "test/area-walker.wb",
  text: `creature "Area Walker" {
  level 4  cost 15  unaligned  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Staff": +6 vs AC; 5 damage
  power "Area Step": ${power}
}
`,
});

/** The squares the place decision offered. */
const offered = (a: Arena) => a.decisions.find((d) => d.kind === "place")!.options.map((o) => o.id);

// The arena's victory areas: A at 5,8 to 6,9; B at 5,2 to 6,3. Start area A: rows 0-1.
describe("placed in an area by what it holds or where the creature stands", () => {
  it("'any other victory area': not a square of the area it stands in", () => {
    const a = arena([{ card: "Area Walker", side: "A", at: [5, 8] }], { extra: [walker("move action: place this creature in other victory area")], choices: ["power:Area Step", "6,2", "end"] });
    creatureTurn(a.g, "A1");
    expect(offered(a)).not.toContain("6,9");
    expect(offered(a)).toEqual(expect.arrayContaining(["5,2", "6,2", "5,3", "6,3"]));
    expect(creature(a, "A1").space).toMatchObject({ x: 6, y: 2 });
  });

  it("'an occupied victory area': only an area another creature stands in, and only its free squares", () => {
    const a = arena(
      [
        { card: "Area Walker", side: "A", at: [3, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 3] },
      ],
      { extra: [walker("move action: place this creature in occupied victory area")], choices: ["power:Area Step", "5,3", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(offered(a).sort()).toEqual(["5,2", "5,3", "6,2"]);
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 3 });
  });

  it("'a different victory or start area': both victory areas, not the start area it stands in", () => {
    const a = arena([{ card: "Area Walker", side: "A", at: [2, 1] }], { extra: [walker("move action: place this creature in other victory area or start area")], choices: ["power:Area Step", "5,9", "end"] });
    creatureTurn(a.g, "A1");
    expect(offered(a)).not.toContain("0,0");
    expect(offered(a)).toEqual(expect.arrayContaining(["5,2", "6,9"]));
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 9 });
  });

  it("another creature put in 'an unoccupied victory area or start area': its side's start area, or an empty victory area", () => {
    const a = arena(
      [
        { card: "Area Walker", side: "A", at: [4, 5] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 6] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 8] },
      ],
      { extra: [walker("minor action: place one adjacent ally in unoccupied victory area or start area")], choices: ["power:Area Step", "6,3", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(offered(a)).not.toContain("6,9");
    expect(offered(a)).toEqual(expect.arrayContaining(["6,3", "0,0", "11,1"]));
    expect(creature(a, "A2").space).toMatchObject({ x: 6, y: 3 });
  });
});
