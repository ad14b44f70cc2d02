// A set-up power that picks a companion: "use during your setup: choose one cost 10 or less Beast
// ally and this creature gets +10 damage against targets adjacent to that ally until end of battle"
// (the importer's reading of an Animal Companion). Only a Beast ally of cost 10 or less may be
// chosen; afterwards the ranger deals 10 more damage to an enemy beside that Beast, none more to an
// enemy elsewhere, and none once the Beast has left play. Every creature, map and number is
// invented for this test.
// ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers); § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { cardOf, makeGame } from "../../runtime/ddm/game.js";
import { newBattleState, setUp } from "../../runtime/ddm/setup.js";
import { creatureById } from "../../runtime/ddm/state.js";
import { damageBonusOf } from "../../runtime/ddm/values.js";
import { libraryWith } from "../library.js";
import { setUpMap } from "./set-up-fixtures.js";

const card = (name: string, cost: number, keywords: string, lines = "") => `creature "${name}" {
  level 3  cost ${cost}  unaligned  factions Wild  keywords ${keywords}
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Blade": +5 vs AC; 10 damage
${lines}
}
`;

const content: SourceFile = {
  path: "test/set-up-companion.wb",
  text: `${setUpMap("Glade")}
${card("Glade Ranger", 12, "Elf", '  power "Bonded Hound": use during your setup: choose one cost 10 or less Beast ally and this creature gets +10 damage against targets adjacent to that ally until end of battle')}${card("War Boar", 14, "Beast")}${card("Hunting Hound", 8, "Beast")}${card("Camp Cook", 6, "Human")}
warband "Rangers" {\n  creature "Glade Ranger"\n  creature "War Boar"\n  creature "Hunting Hound"\n  creature "Camp Cook"\n}
warband "Prey" {\n  creature "Camp Cook" x 2\n}
battle "Glade Battle" {\n  scenario Assault\n  points 100\n  map "Glade"\n  side A "Rangers"\n  side B "Prey"\n}
`,
};

const compiled = libraryWith(content);

describe("§ Set-Up (Set-Up Powers): a companion chosen at set-up", () => {
  it("compiles with no diagnostics", () => {
    expect(compiled.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
  });

  it("the hound (the one Beast of cost 10 or less) is the companion: +10 damage beside it, none elsewhere or once it is gone", () => {
    const offered: string[] = [];
    const g = makeGame(compiled.ir, newBattleState(compiled.ir, "Glade Battle", 9), (d) => {
      if (d.kind === "choose-creature") offered.push(...d.options.filter((o) => o.legal).map((o) => o.id));
      return d.options.findIndex((o) => o.legal);
    });
    setUp(g);
    expect(offered.every((id) => id === "A3")).toBe(true);
    const at = (id: string, x: number, y: number) => (creatureById(g.state, id).space = { x, y, size: 1 });
    at("A1", 1, 4);
    at("A2", 7, 7);
    at("A3", 3, 4);
    at("B1", 2, 4);
    at("B2", 8, 7);
    const blade = cardOf(g, "Glade Ranger").attacks[0]!;
    // B1 stands beside the hound, B2 beside the boar only.
    expect([damageBonusOf(g, "A1", blade, "B1").value, damageBonusOf(g, "A1", blade, "B2").value]).toEqual([10, 0]);
    creatureById(g.state, "A3").status = "destroyed";
    expect(damageBonusOf(g, "A1", blade, "B1").value).toBe(0);
  });
});
