// A set-up power that lends Scout: "use during your setup: place one Goblin ally in any
// unoccupied victory area or start area" (the importer's reading of "1 Goblin ally has Scout
// until end of battle"). Once its player's creatures are placed, the chosen ally may be put in
// a victory area no creature occupies, as a Scout sets up (spec A-35), and the champion power
// spends one use of the rating. Every creature, map and number is invented for this test.
// ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers, Scout); § Champion Powers
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeGame } from "../../runtime/ddm/game.js";
import { newBattleState, setUp } from "../../runtime/ddm/setup.js";
import type { Decision } from "../../runtime/kernel/decisions.js";
import { libraryWith } from "../library.js";
import { setUpCard, setUpMap } from "./set-up-fixtures.js";

const content: SourceFile = {
  path: "test/set-up-lent-scout.wb",
  text: `${setUpMap("Ridge")}
${setUpCard("Sneak Chief", '  champion 2\n  champion power "Send the Sneaks": use during your setup: place one Kobold ally in any unoccupied victory area or start area', "Kobold")}${setUpCard("Tunnel Kobold", "", "Kobold")}${setUpCard("Hill Orc", "", "Orc")}
warband "Sneaks" {\n  creature "Sneak Chief"\n  creature "Hill Orc"\n  creature "Tunnel Kobold"\n}
warband "Foes" {\n  creature "Hill Orc"\n}
battle "Ridge Battle" {\n  scenario Assault\n  points 100\n  map "Ridge"\n  side A "Sneaks"\n  side B "Foes"\n}
`,
};

const compiled = libraryWith(content);

/** Set-up, each decision answered by `pick` (its first legal option when it says nothing); the decisions asked. */
function setUpRidge(pick: (d: Decision) => string | undefined) {
  const asked: Decision[] = [];
  const g = makeGame(compiled.ir, newBattleState(compiled.ir, "Ridge Battle", 4), (d) => {
    asked.push(d);
    const id = pick(d);
    const i = id === undefined ? d.options.findIndex((o) => o.legal) : d.options.findIndex((o) => o.id === id && o.legal);
    if (i < 0) throw new Error(`no option ${id} for ${d.prompt}`);
    return i;
  });
  setUp(g);
  return { g, asked };
}

describe("§ Set-Up (Scout): a set-up power lends Scout to one ally of a keyword", () => {
  it("compiles with no diagnostics", () => {
    expect(compiled.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
  });

  it("the Kobold ally, not the Orc, is offered the unoccupied victory areas and set up in victory area B at 4,2; one champion use is spent", () => {
    const { g, asked } = setUpRidge((d) => (d.kind === "place" && d.prompt.includes("Send the Sneaks") ? "4,2" : undefined));
    const lent = asked.find((d) => d.kind === "place" && d.prompt.includes("Send the Sneaks"))!;
    expect(lent.prompt).toContain("Tunnel Kobold");
    // Both victory areas are empty at A's set-up, and the start area is offered too.
    expect(lent.options.map((o) => o.id)).toEqual(expect.arrayContaining(["4,2", "5,3", "4,6", "5,7", "9,0"]));
    const kobold = g.state.creatures.find((c) => c.card === "Tunnel Kobold")!;
    expect(kobold.space).toMatchObject({ x: 4, y: 2 });
    expect(g.state.creatures.find((c) => c.card === "Hill Orc" && c.side === "A")!.space!.y).toBe(0);
    const chief = g.state.creatures.find((c) => c.card === "Sneak Chief")!;
    expect(chief.championUsed ?? 0).toBe(1);
  });
});
