// Which squares a decision's options point at, for the sandbox map's highlights and clicks.
import { describe, expect, it } from "vitest";
import { optionSquares, optionsAt } from "../../editor/src/sandbox/option-squares.js";
import { arrangementFromBattle } from "../../runtime/session/arrangement.js";
import { BattleSession, newSandboxBattle } from "../../runtime/session/battle-session.js";
import { library } from "../library.js";

describe("option squares", () => {
  it("points moves at their square and attacks at their target's square", () => {
    const ir = library().ir!;
    const a = { ...arrangementFromBattle(ir, "First Blood", 1), seed: 2, creatures: [
      { card: "Ashfall Sentinel", side: "A", x: 5, y: 5 },
      { card: "Hollow Brute", side: "B", x: 5, y: 6 },
    ] };
    const s = new BattleSession(ir, newSandboxBattle(a, [0, 1]));
    s.choose("first");
    const d = s.view.pending!;
    const state = s.view.state;
    const option = (id: string) => d.options.find((o) => o.id === id)!;
    expect(optionSquares(d, option("move:5,4"), state)).toEqual([{ x: 5, y: 4 }]);
    expect(optionSquares(d, option("attack:Pick:B1"), state)).toEqual([{ x: 5, y: 6 }]);
    expect(optionsAt(d, state, 5, 6, null).map((o) => o.id)).toEqual(["attack:Pick:B1", "attack:Ember Sling:B1"]);
    expect(optionsAt(d, state, 4, 5, "shift").map((o) => o.id)).toEqual(["shift:4,5"]);
    expect(optionsAt(d, state, 4, 5, null).map((o) => o.id)).toEqual(["move:4,5", "shift:4,5"]);
  });

  it("points a close or area attack's placement at the squares it covers", () => {
    const d = { player: 0, kind: "action", prompt: "", options: [] };
    const blast = { id: "attack:Breath:blast-4.4-5.4", label: "Breath: blast 2", legal: true, squares: [{ x: 5, y: 4 }, { x: 6, y: 4 }, { x: 5, y: 5 }, { x: 6, y: 5 }] };
    const state = { creatures: [] } as never;
    expect(optionSquares(d, blast, state)).toEqual(blast.squares);
  });
});
