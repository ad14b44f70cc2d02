// A set-up menu with starting hit points: "use during your setup: choose one (this creature has
// 40 starting hp and this creature gets +2 attack until end of battle) or this creature gets +2
// speed until end of battle" (the importer's reading of "Choose 1 of the following effects, which
// lasts until end of battle: 40 starting HP and +2 Attack; +2 Speed"). Chosen, the creature starts
// with 40 hit points of 40, bloodied at 20; the other choice leaves its card's 30. Every creature,
// map and number is invented for this test.
// ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers); § Hit Points (Set-Up Effects)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeGame } from "../../runtime/ddm/game.js";
import { newBattleState, setUp } from "../../runtime/ddm/setup.js";
import { creatureById } from "../../runtime/ddm/state.js";
import { libraryWith } from "../library.js";
import { setUpCard, setUpMap } from "./set-up-fixtures.js";

const content: SourceFile = {
  path: "test/set-up-starting-hp.wb",
  text: `${setUpMap("Forge")}
${setUpCard("Shaped Golem", '  power "Shaping": use during your setup: choose one (this creature has 40 starting hp and this creature gets +2 attack until end of battle) or this creature gets +2 speed until end of battle', "Construct")}
warband "Shapers" {\n  creature "Shaped Golem"\n}
warband "Others" {\n  creature "Shaped Golem"\n}
battle "Forge Battle" {\n  scenario Assault\n  points 100\n  map "Forge"\n  side A "Shapers"\n  side B "Others"\n}
`,
};

const compiled = libraryWith(content);

/** Sets up, each player taking the menu's entry at `pick` (0: the hit points, 1: the speed). */
function afterSetUp(pick: number) {
  const g = makeGame(compiled.ir, newBattleState(compiled.ir, "Forge Battle", 9), (d) => (d.kind === "choose-effect" ? pick : d.options.findIndex((o) => o.legal)));
  setUp(g);
  const c = creatureById(g.state, "A1");
  return [c.hp, c.maxHp, c.bloodiedAt];
}

describe("§ Hit Points (Set-Up Effects): starting hit points chosen at set-up", () => {
  it("compiles with no diagnostics", () => {
    expect(compiled.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
  });

  it("'40 starting hp' chosen: 40 of 40, bloodied at 20; the other entry leaves the card's 30, bloodied at 15", () => {
    expect(afterSetUp(0)).toEqual([40, 40, 20]);
    expect(afterSetUp(1)).toEqual([30, 30, 15]);
  });
});
