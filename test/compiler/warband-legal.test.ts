// "All Dwarf creatures are legal in your warband": creatures with the keyword (a size
// counts as one: "all Small Goblins") join the warband whatever their factions; the
// others still share one, and alignment is still checked.
// ddm-battle-rules-2011.txt § Building a Warband (Warband Restrictions); § Sealed-Booster Games (No Factions: "legal")
import { describe, expect, it } from "vitest";
import { libraryWith } from "../library.js";

const cards = `creature "Hold Thane" {
  level 6  cost 20  good  factions Civilization  keywords Human  champion 1
  AC 18  Fort 16  Ref 16  Will 16  speed 6  hp 50
  attack melee basic "Axe": +8 vs AC; 10 damage
  power "Old Alliances": all Dwarf creatures are legal in your warband
}
creature "Hill Delver" {
  level 4  cost 12  good  factions Borderlands  keywords Dwarf
  AC 17  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Pick": +7 vs AC; 10 damage
}
creature "Dark Delver" {
  level 4  cost 12  evil  factions Wild  keywords Dwarf
  AC 17  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Pick": +7 vs AC; 10 damage
}
creature "Marsh Scout" {
  level 4  cost 12  good  factions Borderlands  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Spear": +6 vs AC; 5 damage
}
`;

function check(body: string) {
  const file = { path: "test/legal.wb", text: cards + body };
  return libraryWith(file).diagnostics.filter((d) => d.file === file.path).map((d) => `${d.code} ${d.message}`);
}

describe("§ Building a Warband (Warband Restrictions): 'all Dwarf creatures are legal in your warband'", () => {
  it("a Dwarf of another faction may join; a creature of another faction without the keyword may not", () => {
    expect(check(`warband "Hold" {\n  faction Civilization\n  points 100\n  creature "Hold Thane"\n  creature "Hill Delver"\n}\n`)).toEqual([]);
    expect(check(`warband "Hold" {\n  faction Civilization\n  points 100\n  creature "Hold Thane"\n  creature "Marsh Scout"\n}\n`)).toEqual([
      "WB371 Marsh Scout is not of the Civilization faction (its factions: Borderlands)",
    ]);
  });

  it("without the card the Dwarf is refused; with it, alignment still is checked", () => {
    expect(check(`warband "Band" {\n  faction Civilization\n  points 100\n  creature "Marsh Scout"\n  creature "Hill Delver"\n}\n`).length).toBeGreaterThan(0);
    expect(check(`warband "Hold" {\n  faction Civilization\n  points 100\n  creature "Hold Thane"\n  creature "Dark Delver"\n}\n`)).toEqual([
      "WB371 Dark Delver is evil and cannot share a warband with good Hold Thane",
    ]);
  });
});
