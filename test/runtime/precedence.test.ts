// The four levels of precedence, with the rulebook's own four examples.
// ddm-battle-rules-2011.txt § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { speedOf } from "../../runtime/ddm/values.js";
import { arena, creature } from "./arena.js";
import { testCreatures } from "./test-creatures.js";

const decider = (r: ReturnType<typeof mayAct>) => r.verdicts.find((v) => v.status === "decides")!;

describe("§ Core Rules and Exceptions", () => {
  it("a creature with no card rules may shift 1 square: the core rules' own permission (tier 0)", () => {
    const a = arena([{ card: "Mire Archer", side: "A", at: [3, 3] }]);
    const r = mayAct(a.g, "A1", "shift");
    expect(r).toMatchObject({ allowed: true, tier: 0, squares: 1 });
  });

  it("example 1: 'can shift 2 squares' is permissive card text (tier 1) and lets it shift 2", () => {
    const a = arena([{ card: "Cinder Goblin Cutter", side: "A", at: [3, 3] }]);
    const r = mayAct(a.g, "A1", "shift");
    expect(r).toMatchObject({ allowed: true, tier: 1, squares: 2 });
    expect(decider(r).rule).toBe("Nimble Feet");
  });

  it("example 2: an Immobilized creature cannot move even with a card that lets it move more (tier 2 beats tier 1)", () => {
    const a = arena([{ card: "Plodder", side: "A", at: [3, 3], conditions: ["Immobilized"] }], { extra: [testCreatures] });
    const r = mayAct(a.g, "A1", "move");
    expect(r).toMatchObject({ allowed: false, tier: 2 });
    expect(decider(r)).toMatchObject({ rule: "condition Immobilized", text: "cannot move", src: { file: "content/ddm/core/conditions.wb" } });
    expect(r.verdicts.find((v) => v.rule === "Long Stride")!.status).toBe("overridden");
    // The same restriction covers shifting: a shift counts as a move.
    const cutter = arena([{ card: "Cinder Goblin Cutter", side: "A", at: [3, 3], conditions: ["Immobilized"] }]);
    expect(mayAct(cutter.g, "A1", "shift")).toMatchObject({ allowed: false, tier: 2 });
  });

  it("example 3: 'can move 2 squares while Immobilized' names the restriction it breaks (tier 3 beats tier 2)", () => {
    const a = arena([{ card: "Ashfall Sentinel", side: "A", at: [3, 3], conditions: ["Immobilized"] }]);
    expect(speedOf(a.g, "A1").value).toBe(0);
    const r = mayAct(a.g, "A1", "move");
    expect(r).toMatchObject({ allowed: true, tier: 3, squares: 2 });
    expect(decider(r)).toMatchObject({ rule: "Rooted Stance", breaks: "Immobilized" });
    expect(r.verdicts.find((v) => v.rule === "condition Immobilized")!.status).toBe("broken");
    // It does not break other restrictions: shifting is still forbidden.
    expect(mayAct(a.g, "A1", "shift")).toMatchObject({ allowed: false, tier: 2 });
  });

  it("example 3 in play: the Immobilized Sentinel walks 2 squares on its turn", () => {
    // The save at the end of its turn fails (5), so it is still Immobilized afterwards.
    const a = arena([{ card: "Ashfall Sentinel", side: "A", at: [3, 3], conditions: ["Immobilized"] }], { choices: ["move:5,3", "end"], dice: [5] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 3 });
    expect(creature(a, "A1").effects.map((e) => e.name)).toEqual(["Immobilized"]);
    const moved = a.g.state.log.find((e) => e.kind === "move")!;
    expect(moved.rule).toBe("moves");
    expect(moved.src!.file).toBe("content/ddm/creatures/ashfall-sentinel.wb");
    expect(a.decisions[0]!.options.some((o) => o.id === "move:6,3")).toBe(false);
  });

  it("example 4: 'adjacent enemies cannot shift' is restrictive card text (tier 4) and beats a card that lets them shift", () => {
    const a = arena([
      { card: "Ashfall Sentinel", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [4, 4] },
      { card: "Cinder Goblin Cutter", side: "B", at: [6, 6] },
    ]);
    const r = mayAct(a.g, "B1", "shift");
    expect(r).toMatchObject({ allowed: false, tier: 4 });
    expect(decider(r)).toMatchObject({ rule: "Grasping Ash", text: "enemies cannot shift" });
    expect(r.verdicts.find((v) => v.rule === "Nimble Feet")!.status).toBe("overridden");
    // Outside the aura (1 square) the goblin shifts as its card allows.
    expect(mayAct(a.g, "B2", "shift")).toMatchObject({ allowed: true, tier: 1, squares: 2 });
    // The aura does not touch the Sentinel's allies or itself.
    expect(mayAct(a.g, "A1", "shift")).toMatchObject({ allowed: true });
  });

  it("a forbidden action is offered disabled, with the verdict that forbids it", () => {
    const a = arena([
      { card: "Ashfall Sentinel", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [4, 4] },
    ], { choices: ["end"] });
    creatureTurn(a.g, "B1");
    const shift = a.decisions[0]!.options.find((o) => o.id === "shift")!;
    expect(shift).toMatchObject({ legal: false });
    expect(shift.why).toContain("enemies cannot shift");
    expect(shift.why).toContain("tier 4");
  });
});
