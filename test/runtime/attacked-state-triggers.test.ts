// Triggers on an attack whose target is in a state as it happens: "whenever this creature
// hits a target adjacent to a Wolf ally", "… targets an enemy adjacent to a wall". The
// state is asked of the creature attacked; "ally" there is an ally of the power's owner.
// ddm-battle-rules-2011.txt § Automatic Powers; § Making an Attack (Choose Targets); § How to Choose Targets
import { describe, expect, it } from "vitest";
import { creature } from "./arena.js";
import { attackNow, fieldOf, tenDefences } from "./made-up-cards.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/attacked-state-triggers.wb",
  text: `creature "Pack Hunter" {
  ${tenDefences(40, "Beast")}
  attack melee basic "Bite": +6 vs AC; 10 damage
  power "Drag Down": whenever this creature hits target that is adjacent to Wolf ally: target is Immobilized (save ends)
}
creature "Flank Hunter" {
  ${tenDefences(40, "Beast")}
  attack melee basic "Bite": +6 vs AC; 10 damage
  power "Opening": whenever this creature targets enemy that is adjacent to Wolf ally: +5 attack on that attack
}
creature "Grey Wolf" {
  ${tenDefences(40, "Wolf")}
  attack melee basic "Fang": +6 vs AC; 5 damage
}
`,
};

const field = fieldOf(cards);
const bite = (a: ReturnType<typeof field>) => attackNow(a, "A1", "Bite", "B1");

describe("ddm-battle-rules-2011.txt § Automatic Powers: a hit on a target in a state", () => {
  it("'hits a target adjacent to a Wolf ally': the Wolf beside the target is the Hunter's ally, so the target is Immobilized", () => {
    const a = field([
      { card: "Pack Hunter", side: "A", at: [5, 4] },
      { card: "Grey Wolf", side: "A", at: [6, 5] },
      { card: "Grey Wolf", side: "B", at: [5, 5] },
    ], [15]);
    bite(a);
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "B1").effects.filter((e) => e.kind === "condition").map((e) => e.name)).toEqual(["Immobilized"]);
  });

  it("a Wolf beside the target on the target's own side is no ally of the Hunter: the hit does 10 damage and nothing more", () => {
    const a = field([
      { card: "Pack Hunter", side: "A", at: [5, 4] },
      { card: "Grey Wolf", side: "B", at: [5, 5] },
      { card: "Grey Wolf", side: "B", at: [6, 5] },
    ], [15]);
    bite(a);
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "B1").effects).toEqual([]);
  });
});

describe("ddm-battle-rules-2011.txt § Making an Attack (Choose Targets): targeting a creature in a state", () => {
  it("'targets an enemy adjacent to a Wolf ally: +5 attack on that attack': a 2 hits (2 + 6 + 5 = 13 against AC 10), the same 2 misses with no Wolf near", () => {
    const near = field([
      { card: "Flank Hunter", side: "A", at: [5, 4] },
      { card: "Grey Wolf", side: "A", at: [6, 5] },
      { card: "Grey Wolf", side: "B", at: [5, 5] },
    ], [2]);
    bite(near);
    expect(creature(near, "B1").hp).toBe(30);
    const far = field([
      { card: "Flank Hunter", side: "A", at: [5, 4] },
      { card: "Grey Wolf", side: "A", at: [9, 9] },
      { card: "Grey Wolf", side: "B", at: [5, 5] },
    ], [2]);
    bite(far);
    expect(creature(far, "B1").hp).toBe(40);
  });
});
