// Triggers on an attack rolled against one defence: "use when this creature is targeted by
// an attack vs. Will", "use when hit by an attack that targets AC". The attack filter
// names the defence the attack's roll is compared with.
// ddm-battle-rules-2011.txt § Making an Attack (Choose Targets: on target effects); § Attack Roll
import { describe, expect, it } from "vitest";
import { creature } from "./arena.js";
import { attackNow, fieldOf, tenDefences } from "./made-up-cards.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/defence-filter-triggers.wb",
  text: `creature "Mind Warder" {
  ${tenDefences(40)}
  attack melee basic "Staff": +6 vs AC; 5 damage
  power "Blank Mind": use when this creature is targeted by attack vs Will: +10 Will on that attack
}
creature "Psion" {
  ${tenDefences(40)}
  attack melee basic "Club": +6 vs AC; 10 damage
  attack melee "Mind Spike": +6 vs Will; 10 psychic damage
}
`,
};

const field = fieldOf(cards);
const attack = (a: ReturnType<typeof field>, name: string) => attackNow(a, "A1", name, "B1");

describe("ddm-battle-rules-2011.txt § Making an Attack: a trigger on an attack against one defence", () => {
  it("'targeted by an attack vs Will: +10 Will on that attack': Mind Spike's 8 (8 + 6 = 14 against Will 20) misses", () => {
    const a = field([
      { card: "Psion", side: "A", at: [5, 4] },
      { card: "Mind Warder", side: "B", at: [5, 5] },
    ], [8], ["use"]);
    attack(a, "Mind Spike");
    expect(creature(a, "B1").hp).toBe(40);
  });

  it("an attack vs AC does not trigger it: the Club's 8 (8 + 6 = 14 against AC 10) hits for 10 with no question asked", () => {
    const a = field([
      { card: "Psion", side: "A", at: [5, 4] },
      { card: "Mind Warder", side: "B", at: [5, 5] },
    ], [8], []);
    attack(a, "Club");
    expect(creature(a, "B1").hp).toBe(30);
  });
});
