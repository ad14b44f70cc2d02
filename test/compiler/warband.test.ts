// Warband construction checks, on a warband's declared format or a battle's.
// ddm-battle-rules-2011.txt § Building a Warband (Warband Restrictions); § Scenarios and Variants
import { describe, expect, it } from "vitest";
import { libraryWith } from "../library.js";

const cards = `creature "Dawn Paladin" {
  level 6  cost 80  good  unique  factions Civilization, Wild  keywords Human
  AC 20  Fort 18  Ref 16  Will 17  speed 5  hp 60
  attack melee basic "Blade": +10 vs AC; 10 damage
}
creature "Hill Colossus" {
  level 12  cost 60  unaligned  size Gargantuan  factions Borderlands  keywords Giant
  AC 20  Fort 18  Ref 16  Will 17  speed 6  hp 150
  attack melee basic "Stomp": +10 vs AC; 20 damage
}
`;

function check(body: string) {
  const file = { path: "test/warbands.wb", text: cards + body };
  const r = libraryWith(file);
  return r.diagnostics.filter((d) => d.file === file.path).map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`);
}

describe("§ Warband Restrictions on a warband's declared format", () => {
  it("a legal 100-point Assault warband has no problems", () => {
    expect(check(`warband "Legal" {\n  faction Borderlands\n  points 100\n  creature "Mire Archer" x 2\n  creature "Ashfall Sentinel"\n}\n`)).toEqual([]);
  });

  it("point limit, with items counted (§ Point Limit)", () => {
    const out = check(`warband "Dear" {\n  faction Borderlands\n  points 100\n  creature "Ashfall Sentinel" x 3\n  item "Ember Charm" cost 15 for "Ashfall Sentinel"\n}\n`);
    expect(out).toEqual(['11:9 WB371 the warband "Dear" costs 105 points (creatures 90, items 15), over the 100-point limit']);
  });

  it("creature count: 8 at 100 points (§ Number of Creatures)", () => {
    const out = check(`warband "Horde" {\n  faction Borderlands\n  points 100\n  creature "Cinder Goblin Cutter" x 9\n}\n`);
    expect(out).toEqual(['11:9 WB371 the warband "Horde" has 9 creatures; Assault at 100 points allows at most 8']);
  });

  it("single-creature cost: 75 at 100 points, 150 at 200 (§ Maximum Single-Creature Cost)", () => {
    const at100 = check(`warband "Paladin" {\n  faction Civilization\n  points 100\n  creature "Dawn Paladin"\n}\n`);
    expect(at100).toEqual(["14:12 WB371 Dawn Paladin costs 80; the most a single creature may cost at 100 points is 75"]);
    expect(check(`warband "Paladin" {\n  faction Civilization\n  points 200\n  creature "Dawn Paladin"\n}\n`)).toEqual([]);
  });

  it("Good and Evil do not mix; the later creature is pointed at (§ Alignment)", () => {
    const out = check(`warband "Odd" {\n  faction Wild\n  points 200\n  creature "Dawn Paladin"\n  creature "Cinder Goblin Cutter"\n}\n`);
    expect(out).toEqual(["15:12 WB371 Cinder Goblin Cutter is evil and cannot share a warband with good Dawn Paladin"]);
  });

  it("every creature has the warband's faction (§ Building a Warband)", () => {
    const out = check(`warband "Wrong" {\n  faction Underdark\n  points 100\n  creature "Mire Archer"\n}\n`);
    expect(out).toEqual(["14:12 WB371 Mire Archer is not of the Underdark faction (its factions: Wild, Borderlands)"]);
  });

  it("without a faction line the creatures must share one", () => {
    expect(check(`warband "Loose" {\n  points 200\n  creature "Dawn Paladin"\n  creature "Mire Archer"\n}\n`)).toEqual([]);
    const out = check(`warband "Looser" {\n  points 200\n  creature "Dawn Paladin"\n  creature "Hollow Brute"\n}\n`);
    expect(out).toEqual(['11:9 WB371 the creatures of "Looser" share no faction; name one with \'faction …\' and field only its creatures', "14:12 WB371 Hollow Brute is evil and cannot share a warband with good Dawn Paladin"]);
  });

  it("one Unique creature of a name (§ Unique)", () => {
    const out = check(`warband "Twins" {\n  faction Civilization\n  points 200\n  creature "Dawn Paladin" x 2\n}\n`);
    expect(out).toEqual(["14:12 WB371 Dawn Paladin is Unique: a warband may include only one"]);
  });

  it("one item per creature, two per Unique creature (§ Items)", () => {
    const two = `  item "Charm" cost 1 for "Mire Archer"\n  item "Ring" cost 1 for "Mire Archer"\n`;
    const out = check(`warband "Laden" {\n  faction Borderlands\n  points 100\n  creature "Mire Archer"\n${two}}\n`);
    expect(out).toEqual(["15:3 WB371 2 items for 1 Mire Archer: a creature carries at most one item (two if Unique)"]);
    const unique = `  item "Charm" cost 1 for "Dawn Paladin"\n  item "Ring" cost 1 for "Dawn Paladin"\n`;
    expect(check(`warband "Hero" {\n  faction Civilization\n  points 200\n  creature "Dawn Paladin"\n${unique}}\n`)).toEqual([]);
  });

  it("no creature larger than Huge in Assault (§ Assault: No Larger Than Huge Creatures)", () => {
    const out = check(`warband "Giant" {\n  faction Borderlands\n  points 100\n  creature "Hill Colossus"\n}\n`);
    expect(out).toEqual(["14:12 WB371 Hill Colossus is Gargantuan: Assault allows no creature larger than Huge"]);
  });

  it("Arena allows at most 5 creatures at any limit (§ Arena)", () => {
    const out = check(`warband "Crowd" {\n  faction Borderlands\n  points 200\n  scenario Arena\n  creature "Cinder Goblin Cutter" x 6\n}\n`);
    expect(out).toEqual(['11:9 WB371 the warband "Crowd" has 6 creatures; Arena at 200 points allows at most 5']);
  });

  it("Sealed-Booster lifts faction, alignment and Unique, and is played at 200 or 400 (§ Sealed-Booster Games)", () => {
    const body = `  points 400\n  scenario Sealed-Booster\n  creature "Dawn Paladin" x 2\n  creature "Cinder Goblin Cutter"\n  creature "Hill Colossus"\n}\n`;
    expect(check(`warband "Boosters" {\n${body}`)).toEqual([]);
    const out = check(`warband "Boosters" {\n  points 100\n  scenario Sealed-Booster\n  creature "Mire Archer"\n}\n`);
    expect(out).toEqual(["12:3 WB371 Sealed-Booster is played at 200, 400 points, not 100"]);
  });
});

describe("§ Warband Restrictions on a battle's format", () => {
  it("a battle checks each side's warband at the battle's scenario and point limit, at the side line", () => {
    const body = `warband "Big Crowd" {\n  creature "Cinder Goblin Cutter" x 6\n}\nbattle "Crowded Arena" {\n  scenario Arena\n  points 100\n  map "Ashfall Ford"\n  side A "Big Crowd"\n  side B "Ember Watch"\n}\n`;
    const out = check(body);
    expect(out).toEqual(['18:3 WB371 side A: the warband "Big Crowd" has 6 creatures; Arena at 100 points allows at most 5']);
  });
});
