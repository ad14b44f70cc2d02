// Questions about a battle state, answered with the rules that decide them: every
// verdict with its tier, rule and source range; the winning tier and what it overrode;
// values with their contributions. ddm-battle-rules-2011.txt § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import { answer, overridden, type Answer } from "../../runtime/ddm/questions.js";
import { arena } from "./arena.js";
import { powerCreatures } from "./power-creatures.js";

const extra = [powerCreatures];
function ruling(a: Answer) {
  if (a.kind !== "ruling") throw new Error(`expected a ruling, got ${JSON.stringify(a)}`);
  return a.ruling;
}

describe("permission questions", () => {
  it("a blocked shift under an enemy's 'cannot shift' aura: tier 4 decides and overrides the card's tier-1 permission and the core tier 0", () => {
    const a = arena([
      { card: "Ashfall Sentinel", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [4, 4] },
    ]);
    const r = ruling(answer(a.g, "B1", ["shift"]));
    expect(r).toMatchObject({ allowed: false, tier: 4 });
    const decider = r.verdicts.find((v) => v.status === "decides")!;
    expect(decider).toMatchObject({ rule: "Grasping Ash", src: { file: "content/ddm/creatures/ashfall-sentinel.wb", line: 9 } });
    expect(decider.src!.endColumn).toBeGreaterThan(decider.src!.column);
    expect(overridden(r).map((v) => [v.tier, v.rule])).toEqual([
      [0, "core action shift"],
      [1, "Nimble Feet"],
    ]);
  });

  it("a blocked shift under Immobilized: tier 2, the condition's line in the core content", () => {
    const a = arena([{ card: "Cinder Goblin Cutter", side: "A", at: [3, 3], conditions: ["Immobilized"] }]);
    const r = ruling(answer(a.g, "A1", ["shift"]));
    expect(r).toMatchObject({ allowed: false, tier: 2 });
    expect(r.verdicts.find((v) => v.status === "decides")).toMatchObject({ rule: "condition Immobilized", text: "cannot move", src: { file: "content/ddm/core/conditions.wb" } });
  });

  it("using a power: its action cost and the turn's budget are verdicts", () => {
    const a = arena([{ card: "Horn Priest", side: "A", at: [3, 3] }], { extra });
    a.g.state.active = { creature: "A1", attack: 0, move: 0, minor: 0, taken: 3 };
    const r = ruling(answer(a.g, "A1", ["use", "Healing", "Horn"]));
    expect(r).toMatchObject({ allowed: false, tier: 2 });
    expect(r.verdicts.find((v) => v.status === "decides")!.text).toBe("no minor action left this turn");
  });

  it("entering a square: an enemy's square is closed (tier 2), a Helpless enemy's is open (tier 3)", () => {
    const a = arena([
      { card: "Cinder Goblin Cutter", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [4, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [4, 4], conditions: ["Helpless"] },
    ]);
    expect(ruling(answer(a.g, "A1", ["enter", "4,3"]))).toMatchObject({ allowed: false, tier: 2 });
    expect(ruling(answer(a.g, "A1", ["enter", "4,4"]))).toMatchObject({ allowed: true, tier: 3 });
    expect(ruling(answer(a.g, "A1", ["enter", "3,4"]))).toMatchObject({ allowed: true, tier: 0 });
  });

  it("attacking: an ally cannot be targeted; a Dominated creature's non-basic attack is forbidden by its condition", () => {
    const a = arena([
      { card: "Cinder Goblin Cutter", side: "A", at: [3, 3], conditions: ["Dominated"] },
      { card: "Cinder Goblin Cutter", side: "A", at: [4, 3] },
    ]);
    const ally = ruling(answer(a.g, "A1", ["attack", "Short", "Blade", "A2"]));
    expect(ally.allowed).toBe(false);
    expect(ally.verdicts.some((v) => v.text === "cannot target allies")).toBe(true);
    const knife = ruling(answer(a.g, "A1", ["attack", "Thrown", "Knife"]));
    expect(knife.verdicts.find((v) => v.status === "decides")).toMatchObject({ rule: "condition Dominated", text: "cannot make non-basic attacks" });
  });
});

describe("value questions", () => {
  it("the actions a Dazed creature may take, with the contribution that caps them", () => {
    const a = arena([{ card: "Cinder Goblin Cutter", side: "A", at: [3, 3], conditions: ["Stunned"] }]);
    const v = answer(a.g, "A1", ["actions"]);
    expect(v.kind).toBe("value");
    if (v.kind !== "value") return;
    expect(v.value.value).toBe(1);
    expect(v.value.contributions.map((c) => [c.op, c.amount, c.rule])).toEqual([
      ["base", 3, "core: actions"],
      ["cap", 1, "Dazed (through Stunned)"],
    ]);
  });

  it("an unknown question says what may be asked", () => {
    const a = arena([{ card: "Cinder Goblin Cutter", side: "A", at: [3, 3] }]);
    const r = answer(a.g, "A1", ["dance"]);
    expect(r.kind).toBe("unknown");
    if (r.kind === "unknown") expect(r.message).toContain("opportunity attack");
  });
});
