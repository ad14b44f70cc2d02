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

const card = (name: string, lines: string, keywords: string) => `creature "${name}" {
  level 2  cost 6  unaligned  factions Wild  keywords ${keywords}
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Club": +2 vs AC; 5 damage
${lines}
}
`;

const content: SourceFile = {
  path: "test/set-up-limits.wb",
  text: `map "Pen" {
  size 10 x 10
  start A 0,0 to 9,0
  start B 0,9 to 9,9
  victory A 4,6 to 5,7
  victory B 4,2 to 5,3
}
${card("Drilled Grunt", '  power "Drill": use during your setup while allied Ogre champion is in play: this creature gains 10 bonus hp', "Goblin")}${card("Ogre Boss", "  champion 1", "Ogre")}${card("Elf Boss", "  champion 1", "Elf")}
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
