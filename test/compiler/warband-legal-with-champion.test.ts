// "This creature is legal in a warband of any faction that includes a Hobgoblin or
// Troglodyte champion": with such a champion (another creature of the warband with a
// champion rating and either keyword) the creature joins whatever its factions; without
// one, the faction check stands.
// ddm-battle-rules-2011.txt § Building a Warband (Warband Restrictions)
import { describe, expect, it } from "vitest";
import { libraryWith } from "../library.js";

const cards = `creature "Tusk Hauler" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 16  Fort 16  Ref 14  Will 12  speed 6  hp 60
  attack melee basic "Gore": +8 vs AC; 10 damage
  power "Pack Beast": this creature is legal in any warband that includes Kobold or Gnoll champion
}
creature "Kobold Chief" {
  level 4  cost 12  unaligned  factions Civilization  keywords Kobold  champion 1
  AC 17  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Spear": +7 vs AC; 10 damage
}
creature "Kobold Runt" {
  level 2  cost 6  unaligned  factions Civilization  keywords Kobold
  AC 14  Fort 12  Ref 13  Will 12  speed 6  hp 20
  attack melee basic "Knife": +4 vs AC; 5 damage
}
`;

function check(body: string) {
  const file = { path: "test/legal-with-champion.wb", text: cards + body };
  return libraryWith(file).diagnostics.filter((d) => d.file === file.path).map((d) => `${d.code} ${d.message}`);
}

describe("§ Building a Warband (Warband Restrictions): 'legal in any warband that includes a Kobold or Gnoll champion'", () => {
  it("with the Kobold champion, the Wild beast joins a Civilization warband", () => {
    expect(check(`warband "Den" {\n  faction Civilization\n  points 100\n  creature "Kobold Chief"\n  creature "Tusk Hauler"\n}\n`)).toEqual([]);
  });

  it("with a Kobold that is no champion, it is refused", () => {
    expect(check(`warband "Den" {\n  faction Civilization\n  points 100\n  creature "Kobold Runt"\n  creature "Tusk Hauler"\n}\n`)).toEqual([
      "WB371 Tusk Hauler is not of the Civilization faction (its factions: Wild)",
    ]);
  });
});
