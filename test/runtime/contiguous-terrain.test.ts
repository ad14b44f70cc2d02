// "Up to 3 contiguous squares within line of sight become \"forest\" terrain until end of
// battle": its player picks squares it can see, each after the first beside one picked, and
// may stop; walls and squares it cannot see are never offered; the round's end leaves them.
// ddm-battle-rules-2011.txt § Forest; § How to Choose Targets (Line of Sight); § Battle Maps and Terrain
import { describe, expect, it } from "vitest";
import { powersOf, usePower } from "../../runtime/ddm/powers.js";
import { endRound } from "../../runtime/ddm/round.js";
import { typesAt } from "../../runtime/ddm/terrain.js";
import { arena } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const cards = {
  path: "test/contiguous-terrain.wb",
  text: `creature "Grove Singer" {
  level 6  cost 20  unaligned  factions Wild  keywords Plant
  AC 15  Fort 15  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Lash": +6 vs AC; 5 damage
  power "Quick Thicket": minor action: up to 3 contiguous squares within line of sight become "forest" terrain until end of battle
}
`,
};

describe("§ Forest: squares it sees become forest terrain", () => {
  it("two squares picked become forest for the rest of the battle; no wall or unseen square is offered", () => {
    // The wall runs 2,0 to 2,2; the singer at 0,1 cannot see 3,1 behind it.
    const a = arena([{ card: "Grove Singer", side: "A", at: [0, 1] }], { extra: [terrainField, cards], battle: "Terrain Test", choices: ["0,4", "1,4", "done"] });
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    const p = powersOf(a.g, "A1").find((x) => x.name === "Quick Thicket")!;
    usePower(a.g, "A1", p, p.clauses.find((c) => c.kind === "trigger") as never, {});
    const offered = a.decisions[0]!.options.map((o) => o.id);
    expect([offered.includes("2,1"), offered.includes("3,1"), offered.includes("0,4")]).toEqual([false, false, true]);
    expect([[...typesAt(a.g, { x: 0, y: 4 })], [...typesAt(a.g, { x: 1, y: 4 })]]).toEqual([["forest"], ["forest"]]);
    a.g.state.round = 1;
    endRound(a.g);
    expect([...typesAt(a.g, { x: 0, y: 4 })]).toEqual(["forest"]);
  });
});
