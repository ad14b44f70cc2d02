// The champion test before set-up that decides who picks the battle map: a creature's
// "you roll 1 extra d20 for map choice" gives its player one more die to keep the best of.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 2; § Champion Test
import { describe, expect, it } from "vitest";
import { makeGame } from "../../runtime/ddm/game.js";
import { newBattleState, setUp } from "../../runtime/ddm/setup.js";
import { scriptedDice } from "../../runtime/kernel/dice.js";
import { libraryWith } from "../library.js";

const content = {
  path: "test/map-choice.wb",
  text: `creature "Homeland Guide" {
  level 2  cost 6  unaligned  factions Wild
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 20
  attack melee basic "Staff": +3 vs AC; 5 damage
  power "Homeland": you roll 1 extra d20 for map choice
}
creature "Plain Walker" {
  level 2  cost 6  unaligned  factions Wild
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 20
  attack melee basic "Staff": +3 vs AC; 5 damage
}
warband "Guides" {\n  creature "Homeland Guide"\n}
warband "Walkers" {\n  creature "Plain Walker"\n}
battle "Homeland Battle" {\n  scenario Assault\n  points 100\n  map "Test Field", "Other Field"\n  side A "Guides"\n  side B "Walkers"\n}
battle "Walkers Battle" {\n  scenario Assault\n  points 100\n  map "Test Field", "Other Field"\n  side A "Walkers"\n  side B "Walkers"\n}
`,
};
const field = (name: string) => `map "${name}" {\n  size 12 x 12\n  start A 0,0 to 11,1\n  start B 0,10 to 11,11\n  victory A 5,8 to 6,9\n  victory B 5,2 to 6,3\n}\n`;
const arenaMap = { path: "test/map.wb", text: field("Test Field") + field("Other Field") };
const ir = libraryWith(content, arenaMap).ir;

function mapTestWinner(battle: string, dice: number[]): number | undefined {
  const g = makeGame(ir, newBattleState(ir, battle, 1), (d) => d.options.findIndex((o) => o.legal), { dice: scriptedDice(dice) });
  setUp(g);
  return g.state.lastChampionTest?.winner;
}

describe("§ Champion Test for the battle map: extra dice from a power", () => {
  it("the Guide's player rolls 3 and an extra 18 and beats 10; the same first dice without the power lose", () => {
    expect(mapTestWinner("Homeland Battle", [3, 18, 10])).toBe(0);
    expect(mapTestWinner("Walkers Battle", [3, 10])).toBe(1);
  });
});
