// Creatures named by the terrain beside them: "one ally that is adjacent to \"difficult\"
// terrain or to this creature heals 20" (either will do), "Elf or Human creatures in your
// warband that are adjacent to \"fire\" terrain heal 10" (the power's owner too, with a
// keyword named); "+2 attack against targets adjacent to \"river\" or \"fire\" terrain". A square
// is adjacent to itself, so a creature standing in the terrain counts.
// ddm-battle-rules-2011.txt § Battle Maps and Terrain; § How to Choose Targets; § Champion Powers
import { describe, expect, it } from "vitest";
import { endRound } from "../../runtime/ddm/round.js";
import { attackBonusOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const cards = {
  path: "test/terrain-subject-creatures.wb",
  text: `creature "Grove Keeper" {
  level 6  cost 20  good  factions Wild  keywords Elf  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Staff": +7 vs AC; 10 damage
  champion power "Rooted Mending": use at end of round: one ally that is adjacent to "difficult" terrain or to this creature heals 20
}
creature "Ember Warden" {
  level 6  cost 20  good  factions Wild  keywords Human  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Torch": +7 vs AC; 10 damage
  champion power "Hearth Glow": use at end of round: Elf or Half-Elf or Human creatures in your warband that are adjacent to "fire" terrain heal 10
}
creature "Tide Hunter" {
  level 6  cost 20  good  factions Wild  keywords Human
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack ranged 10 "Harpoon": +7 vs AC; 10 damage
  power "Shore Strike": +2 attack against targets adjacent to "river" or "fire" terrain
}
creature "Elf Scout" {
  level 2  cost 8  good  factions Wild  keywords Elf
  AC 14  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Knife": +4 vs AC; 5 damage
}
creature "Dwarf Scout" {
  level 2  cost 8  good  factions Wild  keywords Dwarf
  AC 14  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Axe": +4 vs AC; 5 damage
}
`,
};
const extra = [terrainField, cards];
const opts = { extra, battle: "Terrain Test" };

describe("§ How to Choose Targets: an ally adjacent to terrain or to this creature", () => {
  it("offers the ally beside the difficult terrain and the ally beside the champion, not one beside neither", () => {
    // Difficult terrain fills 3,3 to 4,4: A2 at 5,5 touches it, A3 stands beside the champion, A4 is far from both.
    const a = arena(
      [
        { card: "Grove Keeper", side: "A", at: [8, 3], hp: 40 },
        { card: "Elf Scout", side: "A", at: [5, 5], hp: 10 },
        { card: "Elf Scout", side: "A", at: [9, 3], hp: 10 },
        { card: "Elf Scout", side: "A", at: [0, 6], hp: 10 },
      ],
      { ...opts, choices: ["use", "A3"] },
    );
    a.g.state.round = 1;
    endRound(a.g);
    expect([creature(a, "A2").hp, creature(a, "A3").hp, creature(a, "A4").hp]).toEqual([10, 30, 10]);
    const asked = a.decisions.find((d) => d.options.some((o) => o.id === "A3"))!;
    expect(asked.options.filter((o) => o.legal).map((o) => o.id).sort()).toEqual(["A2", "A3"]);
  });
});

describe("§ Keywords: creatures of the warband with any keyword named, adjacent to fire terrain", () => {
  it("heals the Elf beside the fire and the champion standing in it; the Dwarf beside it and the Elf far away are not healed", () => {
    // Fire terrain fills 1,8 to 2,8.
    const a = arena(
      [
        { card: "Ember Warden", side: "A", at: [1, 8], hp: 20 },
        { card: "Elf Scout", side: "A", at: [3, 9], hp: 10 },
        { card: "Dwarf Scout", side: "A", at: [0, 7], hp: 10 },
        { card: "Elf Scout", side: "A", at: [6, 3], hp: 10 },
      ],
      { ...opts, choices: ["use"] },
    );
    a.g.state.round = 1;
    endRound(a.g);
    expect([creature(a, "A1").hp, creature(a, "A2").hp, creature(a, "A3").hp, creature(a, "A4").hp]).toEqual([30, 20, 10, 10]);
  });
});

describe("§ Battle Maps and Terrain: a bonus against targets adjacent to either of two terrain types", () => {
  it("+2 against the goblin beside the fire and the one beside the river, none against one beside neither", () => {
    // Fire at 1,8 to 2,8; river at 3,10.
    const a = arena(
      [
        { card: "Tide Hunter", side: "A", at: [6, 6] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 8] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 10] },
        { card: "Cinder Goblin Cutter", side: "B", at: [8, 8] },
      ],
      opts,
    );
    const harpoon = attackOf(a, "A1", "Harpoon");
    expect(["B1", "B2", "B3"].map((t) => attackBonusOf(a.g, "A1", harpoon, t).value)).toEqual([9, 9, 7]);
  });
});

