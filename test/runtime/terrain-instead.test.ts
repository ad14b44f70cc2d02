// Terrain of a type that becomes another "instead" for a while: "\"river\" terrain is
// \"slippery\" terrain instead until end of round". The river squares are slippery only
// (no longer difficult to enter), and river again when the round ends. The power is
// usable only while its creature is adjacent to river terrain.
// ddm-battle-rules-2011.txt § River; § Slippery; § Battle Maps and Terrain; § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { reachable } from "../../runtime/ddm/movement.js";
import { mayUsePower, powersOf, usePower } from "../../runtime/ddm/powers.js";
import { endRound } from "../../runtime/ddm/round.js";
import { typesAt } from "../../runtime/ddm/terrain.js";
import { arena } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const cards = {
  path: "test/terrain-instead.wb",
  text: `creature "Rime Caller" {
  level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 15  Fort 15  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Axe": +6 vs AC; 5 damage
  power "Hard Freeze": minor action, while adjacent to "river" terrain: "river" terrain is "slippery" terrain instead until end of round
}
`,
};

function caller(at: [number, number]) {
  const a = arena([{ card: "Rime Caller", side: "A", at }], { extra: [terrainField, cards], battle: "Terrain Test", choices: ["use"] });
  a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
  a.g.state.round = 1;
  const p = powersOf(a.g, "A1").find((x) => x.name === "Hard Freeze")!;
  return { a, p, trigger: p.clauses.find((c) => c.kind === "trigger") as never };
}

describe("§ River, § Slippery: river terrain becomes slippery terrain instead until end of round", () => {
  it("the river square is slippery only, costs 1 to enter, and is river again at the end of the round", () => {
    // The river is at 3,10; the caller stands beside it at 3,9.
    const { a, p, trigger } = caller([3, 9]);
    expect(reachable(a.g, "A1", 6).get("3,10")?.cost).toBe(2);
    expect(mayUsePower(a.g, "A1", p, trigger).allowed).toBe(true);
    usePower(a.g, "A1", p, trigger, {});
    expect([...typesAt(a.g, { x: 3, y: 10 })]).toEqual(["slippery"]);
    expect(reachable(a.g, "A1", 6).get("3,10")?.cost).toBe(1);
    endRound(a.g);
    expect([...typesAt(a.g, { x: 3, y: 10 })]).toEqual(["river"]);
  });

  it("is not usable away from river terrain", () => {
    const { a, p, trigger } = caller([6, 3]);
    expect(mayUsePower(a.g, "A1", p, trigger).allowed).toBe(false);
  });
});
