// Damage an effect deals to its holder at the start or end of each of its turns: "target
// takes 10 damage at start of each of its turns until end of battle", "target takes 10 psychic
// damage at end of each of its turns if it did not move this turn (save ends)", "… until it ends
// its turn farther from this creature" (than where that turn began), and "target spreads 10 poison
// damage to adjacent enemies of this creature at start of each of its turns", "target heals adjacent
// Plant creatures 5 hp at start of each of its turns". Played with
// scripted dice and choices; every creature and number is invented for these tests.
// ddm-battle-rules-2011.txt § Start of Turn Phase (Take Damage); § End of Turn Phase; § Healing; § Conditions (Duration: Until Trigger)
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { attackNow, fieldOf, tenDefences } from "./made-up-cards.js";
import { creature } from "./arena.js";

const cards = {
  path: "test/turn-stings.wb",
  text: `creature "Dream Leech" {
  ${tenDefences(40, "Aberrant")}
  attack melee basic "Tendril": +5 vs AC; 5 damage
  attack ranged 10 "Still Dread" does not provoke: +5 vs Will; target takes 10 psychic damage at end of each of its turns if it did not move this turn (save ends)
  attack ranged 10 "Reaping Dread" does not provoke: +5 vs Will; target takes 5 damage at end of each of its turns until it ends its turn farther from this creature
  attack ranged 10 "Contagion" does not provoke: +5 vs Fort; target spreads 10 poison damage to adjacent enemies of this creature at start of each of its turns (save ends)
  attack ranged 10 "Root Curse" does not provoke: +5 vs Fort; target heals adjacent Plant creatures 5 hp at start of each of its turns (save ends)
  attack ranged 10 "Gnawing Hound" does not provoke: +5 vs Will; target takes 10 damage at start of each of its turns until end of battle
}
creature "Moss Sprout" {
  ${tenDefences(40, "Plant")}
  attack melee basic "Lash": +5 vs AC; 5 damage
}
creature "Plain Brute" {
  ${tenDefences(60)}
  attack melee basic "Club": +5 vs AC; 10 damage
}
`,
};

const field = fieldOf(cards);
const place = () => [
  { card: "Dream Leech", side: "A" as const, at: [5, 2] as [number, number] },
  { card: "Plain Brute", side: "B" as const, at: [5, 8] as [number, number] },
];

describe("ddm-battle-rules-2011.txt § End of Turn Phase: damage at the end of each of its turns if it did not move", () => {
  it("a turn spent standing, its save failed, costs 10 psychic", () => {
    const a = field(place(), [15, 3], ["end"]);
    attackNow(a, "A1", "Still Dread", "B1");
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(50);
    expect(creature(a, "B1").effects).toHaveLength(1);
  });

  it("a turn with a shift costs nothing, though the save failed", () => {
    const a = field(place(), [15, 3], ["shift:5,7", "end"]);
    attackNow(a, "A1", "Still Dread", "B1");
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").space).toMatchObject({ x: 5, y: 7 });
    expect(creature(a, "B1").hp).toBe(60);
  });

  it("the save comes first: a save made ends it before any damage", () => {
    const a = field(place(), [15, 15], ["end"]);
    attackNow(a, "A1", "Still Dread", "B1");
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").effects).toEqual([]);
    expect(creature(a, "B1").hp).toBe(60);
  });
});

describe("ddm-battle-rules-2011.txt § Start of Turn Phase: damage at the start of each of its turns", () => {
  it("each of its turns starts with 10 damage, moving or not", () => {
    const a = field(place(), [15], ["shift:5,7", "end", "end"]);
    attackNow(a, "A1", "Gnawing Hound", "B1");
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(50);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });
});

describe("ddm-battle-rules-2011.txt § Conditions (Duration): until it ends its turn farther from this creature", () => {
  it("a turn ending closer costs 5 and keeps the effect; one ending farther ends it first, at no cost", () => {
    const a = field(place(), [15], ["shift:5,7", "end", "shift:5,8", "end"]);
    attackNow(a, "A1", "Reaping Dread", "B1");
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(55);
    expect(creature(a, "B1").effects).toHaveLength(1);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").effects).toEqual([]);
    expect(creature(a, "B1").hp).toBe(55);
  });

  it("a turn ending where it began, neither closer nor farther, costs 5", () => {
    const a = field(place(), [15], ["end"]);
    attackNow(a, "A1", "Reaping Dread", "B1");
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(55);
  });
});

describe("ddm-battle-rules-2011.txt § Start of Turn Phase: damage spread to the source's enemies beside the holder", () => {
  it("at the start of the holder's turn its ally beside it takes 10 poison; the source's ally beside it and the holder take none", () => {
    const a = field(
      [
        { card: "Dream Leech", side: "A", at: [5, 2] },
        { card: "Dream Leech", side: "A", at: [4, 8] },
        { card: "Plain Brute", side: "B", at: [5, 8] },
        { card: "Plain Brute", side: "B", at: [6, 8] },
      ],
      [15, 3],
      ["end"],
    );
    attackNow(a, "A1", "Contagion", "B1");
    creatureTurn(a.g, "B1");
    expect([creature(a, "B1").hp, creature(a, "B2").hp, creature(a, "A2").hp]).toEqual([60, 50, 40]);
  });
});

describe("ddm-battle-rules-2011.txt § Start of Turn Phase: healing given to Plant creatures beside the holder", () => {
  it("as the holder's turn starts each Plant creature beside it heals 5, of either side; another creature beside it does not", () => {
    const a = field(
      [
        { card: "Dream Leech", side: "A", at: [5, 2] },
        { card: "Moss Sprout", side: "A", at: [4, 8], hp: 20 },
        { card: "Plain Brute", side: "B", at: [5, 8] },
        { card: "Moss Sprout", side: "B", at: [6, 8], hp: 30 },
        { card: "Dream Leech", side: "B", at: [5, 9], hp: 30 },
      ],
      [15, 3],
      ["end"],
    );
    attackNow(a, "A1", "Root Curse", "B1");
    creatureTurn(a.g, "B1");
    expect([creature(a, "A2").hp, creature(a, "B2").hp, creature(a, "B3").hp]).toEqual([25, 35, 30]);
  });
});
