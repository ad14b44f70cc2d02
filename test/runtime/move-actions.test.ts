// The double move declared in advance, and squeezing a huge creature.
// ddm-battle-rules-2011.txt § Move Actions (Move: Double Move); § Legal Position;
// § Squeezing; spec A-53
import { describe, expect, it } from "vitest";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { attackBonusOf, speedOf } from "../../runtime/ddm/values.js";
import { rulesView } from "../../runtime/ddm/view.js";
import { arena, creature } from "./arena.js";

const giant = {
  path: "test/giant.wb",
  text: `creature "Test Giant" {
  level 8  cost 40  unaligned  size Huge  factions Wild
  AC 18  Fort 20  Ref 14  Will 14  speed 6  hp 80
  attack melee basic "Club": +10 vs AC; 15 damage
}
`,
};

describe("§ Move Actions (Move: Double Move)", () => {
  it("the first move of a declared double move may end on an ally's square; a single move may not", () => {
    const a = arena(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [6, 0] },
      ],
      { choices: ["double-move", "move:6,0", "move:11,5", "end"] },
    );
    creatureTurn(a.g, "A1");
    const [first, declared, second] = a.decisions;
    expect(first!.options.some((o) => o.id === "move:6,0")).toBe(false);
    expect(first!.options.find((o) => o.id === "double-move")).toMatchObject({ legal: true });
    // Declared: only moves may follow, and the ally's square is a place to pause.
    expect(declared!.options.filter((o) => o.legal).every((o) => o.id.startsWith("move:"))).toBe(true);
    expect(declared!.options.find((o) => o.id === "move:6,0")).toMatchObject({ legal: true });
    // Second move: it must leave the ally's square (legal ends only), or end the turn.
    expect(second!.options.some((o) => o.id === "move:6,0")).toBe(false);
    expect(second!.options.find((o) => o.id === "end")).toMatchObject({ legal: true });
    expect(creature(a, "A1").space).toMatchObject({ x: 11, y: 5 });
    expect(a.g.state.log.some((e) => e.kind === "double-move" && e.rule === "double move")).toBe(true);
  });

  it("a creature that ends its turn in a non-legal position goes back to the last legal one (§ Legal Position)", () => {
    const a = arena(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [6, 0] },
      ],
      { choices: ["double-move", "move:6,0", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 0, y: 0 });
    expect(a.g.state.log.some((e) => e.kind === "place" && e.text.includes("put back at 0,0"))).toBe(true);
  });

  it("declared by a creature with nowhere to move (speed 0), the turn may still end", () => {
    const rooted = { path: "test/rooted.wb", text: `creature "Rooted Bulb" {
  level 2  cost 8  unaligned  factions Wild  keywords Plant
  AC 14  Fort 14  Ref 12  Will 12  speed 0  hp 30
  attack melee basic "Lash": +5 vs AC; 5 damage
}
` };
    const a = arena([{ card: "Rooted Bulb", side: "A", at: [0, 0] }], { extra: [rooted], choices: ["double-move", "end"] });
    expect(() => creatureTurn(a.g, "A1")).not.toThrow();
    expect(a.g.state.log.some((e) => e.kind === "double-move")).toBe(true);
    expect(a.g.state.active).toBeNull();
    expect(creature(a, "A1").space).toMatchObject({ x: 0, y: 0 });
  });

  it("needs two move actions left, and restrictions on moving forbid it (Immobilized: tier 2)", () => {
    const attack = arena([]).g.ir.creatures.find((c) => c.name === "Cinder Goblin Cutter")!.attacks[0]!.name;
    // An attack (a 2: a miss) spends the attack action: one move action is left.
    const b = arena(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [0, 1] },
      ],
      { choices: [`attack:${attack}:B1`, "end"], dice: [2] },
    );
    creatureTurn(b.g, "A1");
    expect(b.decisions[1]!.options.find((o) => o.id === "double-move")).toMatchObject({ legal: false, why: expect.stringContaining("two move actions") });
    // Dazed: one action this turn, and a double move is two (§ Dazed).
    const dazed = arena([{ card: "Cinder Goblin Cutter", side: "A", at: [0, 0], conditions: ["Dazed"] }], { choices: ["end"], dice: [15] });
    creatureTurn(dazed.g, "A1");
    expect(dazed.decisions[0]!.options.find((o) => o.id === "double-move")).toMatchObject({ legal: false, why: expect.stringContaining("only 1 may be taken") });
    const held = arena([{ card: "Cinder Goblin Cutter", side: "A", at: [0, 0], conditions: ["Immobilized"] }]);
    const ruling = mayAct(held.g, "A1", "double move");
    expect(ruling.allowed).toBe(false);
    expect(ruling.verdicts.find((v) => v.status === "decides")).toMatchObject({ tier: 2, rule: "condition Immobilized" });
  });
});

describe("§ Squeezing", () => {
  it("a huge creature squeezes into a 2-by-2 space within its own: it grants combat advantage, -2 speed, -5 attack", () => {
    const a = arena([{ card: "Test Giant", side: "A", at: [3, 3] }], { extra: [giant], choices: ["squeeze:4,4", "end"] });
    creatureTurn(a.g, "A1");
    const options = a.decisions[0]!.options.filter((o) => o.id.startsWith("squeeze:")).map((o) => o.id);
    expect(options).toEqual(["squeeze:3,3", "squeeze:4,3", "squeeze:3,4", "squeeze:4,4"]);
    const g = creature(a, "A1");
    expect(g.space).toEqual({ x: 4, y: 4, size: 2 });
    expect(rulesView(a.g).hasCondition("A1", "Squeezed")).toBe(true);
    expect(speedOf(a.g, "A1").value).toBe(4);
    const club = a.g.ir.creatures.find((c) => c.name === "Test Giant")!.attacks[0]!;
    expect(attackBonusOf(a.g, "A1", club).value).toBe(5);
  });

  it("moves as a 2-by-2 creature, and after an action stops squeezing into a 3-by-3 space containing it (spec A-53)", () => {
    const a = arena([{ card: "Test Giant", side: "A", at: [3, 3] }], { extra: [giant], choices: ["squeeze:4,4", "move:4,8", "unsqueeze:3,7", "end"] });
    creatureTurn(a.g, "A1");
    const after = a.decisions[2]!.options.filter((o) => o.id.startsWith("unsqueeze:")).map((o) => o.id);
    expect(after).toEqual(["unsqueeze:3,7", "unsqueeze:4,7", "unsqueeze:3,8", "unsqueeze:4,8"]);
    expect(creature(a, "A1").space).toEqual({ x: 3, y: 7, size: 3 });
    expect(rulesView(a.g).hasCondition("A1", "Squeezed")).toBe(false);
    expect(speedOf(a.g, "A1").value).toBe(6);
  });

  it("only a huge creature with speed 2 or more may squeeze", () => {
    const slow = arena([{ card: "Test Giant", side: "A", at: [3, 3], conditions: ["Immobilized"] }], { extra: [giant], choices: ["end"], dice: [5] });
    creatureTurn(slow.g, "A1");
    expect(slow.decisions[0]!.options.find((o) => o.id === "squeeze")).toMatchObject({ legal: false, why: "squeezing needs a speed of 2 or more" });
    const small = arena([{ card: "Thornback Boar", side: "A", at: [3, 3] }], { choices: ["end"] });
    creatureTurn(small.g, "A1");
    expect(small.decisions[0]!.options.some((o) => o.id.startsWith("squeeze"))).toBe(false);
  });
});
