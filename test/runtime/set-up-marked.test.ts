// A set-up power that marks an enemy for the battle: "use during your setup: choose one enemy
// and that enemy gets keyword Marked until end of battle" (the importer's reading of "choose an
// enemy: that enemy is Marked until end of battle"), with the card's other power asking for it
// ("+2 attack against Marked targets"). After set-up the chosen enemy is Marked and the bonus
// counts against it alone. Every creature, map and number is invented for this test.
// ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers); § Keywords; § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { cardOf, makeGame } from "../../runtime/ddm/game.js";
import { newBattleState, setUp } from "../../runtime/ddm/setup.js";
import { attackBonusOf } from "../../runtime/ddm/values.js";
import { libraryWith } from "../library.js";

const card = (name: string, lines: string) => `creature "${name}" {
  level 3  cost 8  unaligned  factions Wild  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Blade": +5 vs AC; 10 damage
${lines}
}
`;

const content: SourceFile = {
  path: "test/set-up-marked.wb",
  text: `map "Lists" {
  size 10 x 10
  start A 0,0 to 9,0
  start B 0,9 to 9,9
  victory A 4,6 to 5,7
  victory B 4,2 to 5,3
}
${card("Oathsworn Hunter", '  power "Quarry": use during your setup: choose one enemy and that enemy gets keyword Marked until end of battle\n  power "Pursuit": +2 attack against Marked targets')}${card("Village Guard", "")}
warband "Hunters" {\n  creature "Oathsworn Hunter"\n}
warband "Guards" {\n  creature "Village Guard" x 2\n}
battle "Lists Battle" {\n  scenario Assault\n  points 100\n  map "Lists"\n  side A "Guards"\n  side B "Hunters"\n}
`,
};

const compiled = libraryWith(content);

describe("§ Set-Up (Set-Up Powers): an enemy Marked for the battle", () => {
  it("compiles with no diagnostics", () => {
    expect(compiled.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
  });

  it("the second guard chosen at set-up is Marked: the hunter attacks it at +7, the other guard at +5", () => {
    const g = makeGame(compiled.ir, newBattleState(compiled.ir, "Lists Battle", 9), (d) => {
      const i = d.kind === "choose-creature" ? d.options.findIndex((o) => o.id === "A2") : d.options.findIndex((o) => o.legal);
      return i;
    });
    setUp(g);
    const blade = cardOf(g, "Oathsworn Hunter").attacks[0]!;
    expect([attackBonusOf(g, "B1", blade, "A1").value, attackBonusOf(g, "B1", blade, "A2").value]).toEqual([5, 7]);
  });
});
