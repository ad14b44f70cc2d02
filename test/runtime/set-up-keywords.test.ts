// A set-up power that gives allies a keyword for the battle: "use during your setup: up to
// 2 Living allies get keyword Undead until end of battle" (the importer's reading of "gain the
// Undead keyword until end of battle"). Once its player has set up, the allies chosen have the
// keyword for every rule that asks for it; a Construct (not Living) is never offered.
// Every creature, map and number is invented for this test.
// ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers); § Keywords
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeGame } from "../../runtime/ddm/game.js";
import { newBattleState, setUp } from "../../runtime/ddm/setup.js";
import { rulesView } from "../../runtime/ddm/view.js";
import type { Decision } from "../../runtime/kernel/decisions.js";
import { libraryWith } from "../library.js";
import { setUpCard, setUpMap } from "./set-up-fixtures.js";

const content: SourceFile = {
  path: "test/set-up-keywords.wb",
  text: `${setUpMap("Crypt")}
${setUpCard("Grave Caller", '  champion 1\n  champion power "Last Rites": use during your setup: up to 2 Living allies get keyword Undead until end of battle', "Human")}${setUpCard("Village Fool", "", "Human")}${setUpCard("Clay Servant", "", "Construct")}
warband "Callers" {\n  creature "Grave Caller"\n  creature "Clay Servant"\n  creature "Village Fool" x 3\n}
warband "Fools" {\n  creature "Village Fool"\n}
battle "Crypt Battle" {\n  scenario Assault\n  points 100\n  map "Crypt"\n  side A "Callers"\n  side B "Fools"\n}
`,
};

const compiled = libraryWith(content);

describe("§ Set-Up (Set-Up Powers): a keyword given to allies for the battle", () => {
  it("compiles with no diagnostics", () => {
    expect(compiled.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
  });

  it("two of the three Living allies chosen are Undead after set-up; the third, the Construct and the enemy are not", () => {
    const asked: Decision[] = [];
    const g = makeGame(compiled.ir, newBattleState(compiled.ir, "Crypt Battle", 6), (d) => {
      asked.push(d);
      return d.options.findIndex((o) => o.legal);
    });
    const view = () => rulesView(g);
    setUp(g);
    const undead = g.state.creatures.filter((c) => view().hasKeyword(c.id, "Undead")).map((c) => c.id);
    expect(undead).toEqual(["A3", "A4"]);
    // The Construct is no Living creature: no question of the power offered it.
    const offered = asked.filter((d) => d.kind === "choose-creature").flatMap((d) => d.options.map((o) => o.label));
    expect(offered.some((l) => l.includes("Village Fool"))).toBe(true);
    expect(offered.some((l) => l.includes("Clay Servant"))).toBe(false);
    expect(view().hasKeyword("A5", "Undead")).toBe(false);
  });
});
