// A set-up power used only while its limit holds ("use during your setup while allied Ogre
// champion is in play: …"): offered once its player's creatures are placed, and only when
// an allied champion of that keyword stands on the map; hit points it gives raise the
// maximum and the bloodied score with it.
// ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers); § Hit Points (Set-Up Effects); § Champion Powers
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeGame } from "../../runtime/ddm/game.js";
import { newBattleState, setUp } from "../../runtime/ddm/setup.js";
import type { Decision } from "../../runtime/kernel/decisions.js";
import { libraryWith } from "../library.js";
import { setUpCard, setUpMap } from "./set-up-fixtures.js";

const content: SourceFile = {
  path: "test/set-up-limits.wb",
  text: `${setUpMap("Pen")}
${setUpCard("Drilled Grunt", '  power "Drill": use during your setup while allied Ogre champion is in play: this creature gains 10 bonus hp', "Goblin")}${setUpCard("Ogre Boss", "  champion 1", "Ogre")}${setUpCard("Elf Boss", "  champion 1", "Elf")}
warband "Drilled" {\n  creature "Drilled Grunt"\n  creature "Ogre Boss"\n}
warband "Undrilled" {\n  creature "Drilled Grunt"\n  creature "Elf Boss"\n}
warband "Foes" {\n  creature "Elf Boss"\n}
${["Drilled", "Undrilled"].map((w) => `battle "${w} Battle" {\n  scenario Assault\n  points 100\n  map "Pen"\n  side A "Foes"\n  side B "${w}"\n}\n`).join("")}`,
};

const compiled = libraryWith(content);

/** Set-up of a battle, every decision answered with its first legal option; the decisions asked. */
function setUpBattle(name: string) {
  const asked: Decision[] = [];
  const g = makeGame(compiled.ir, newBattleState(compiled.ir, name, 3), (d) => {
    asked.push(d);
    return d.options.findIndex((o) => o.legal);
  });
  setUp(g);
  return { g, asked };
}

describe("§ Set-Up (Set-Up Powers): a set-up power with a limit", () => {
  it("compiles with no diagnostics", () => {
    expect(compiled.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
  });

  it("with an allied champion of the keyword on the map, it is used and raises the maximum and the bloodied score", () => {
    const { g, asked } = setUpBattle("Drilled Battle");
    expect(asked.filter((d) => d.kind === "use-power" && d.prompt.includes("Drill"))).toHaveLength(1);
    const grunt = g.state.creatures.find((c) => c.card === "Drilled Grunt")!;
    expect({ hp: grunt.hp, maxHp: grunt.maxHp, bloodiedAt: grunt.bloodiedAt }).toEqual({ hp: 40, maxHp: 40, bloodiedAt: 20 });
  });

  it("with only a champion of another keyword (an enemy's of that keyword does not count), it is not offered and the card's hit points stand", () => {
    const { g, asked } = setUpBattle("Undrilled Battle");
    expect(asked.filter((d) => d.kind === "use-power" && d.prompt.includes("Drill"))).toHaveLength(0);
    const grunt = g.state.creatures.find((c) => c.card === "Drilled Grunt")!;
    expect({ hp: grunt.hp, maxHp: grunt.maxHp, bloodiedAt: grunt.bloodiedAt }).toEqual({ hp: 30, maxHp: 30, bloodiedAt: 15 });
  });
});
