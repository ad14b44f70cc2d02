// Powers on a creature gaining a condition: "use when an enemy becomes Dazed by an attack",
// "after an enemy becomes Stunned", "when an ally causes an enemy to become Stunned". They
// act once the condition is on the creature; "by an attack" only for a condition an
// attack gave.
// ddm-battle-rules-2011.txt § Conditions; § Activated Powers; § Champion Powers
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { addCondition } from "../../runtime/ddm/effects.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/condition-triggers.wb",
  text: `creature "Dazing Brute" {
  ${stats}
  attack melee basic "Stun Fist": +6 vs AC; 5 damage and Dazed (save ends)
  attack melee "Numbing Fist": +6 vs AC; 5 damage and Immobilized (save ends)
}
creature "Daze Reaper" {
  ${stats}  champion 1
  attack melee basic "Club": +6 vs AC; 5 damage
  champion power "Press the Dazed": use when enemy becomes Dazed by attack: that enemy is Stunned until end of round
}
creature "Swarm Caller" {
  ${stats}  champion 1
  attack melee basic "Club": +6 vs AC; 5 damage
  champion power "Close In": use when enemy becomes Stunned or Dazed: allies adjacent to that enemy shift 2
}
creature "Steady Captain" {
  ${stats}  champion 2
  attack melee basic "Club": +6 vs AC; 5 damage
  champion power "Steady On": use when ally becomes Dazed: that ally loses Dazed; use when ally becomes Immobilized: that ally loses Immobilized
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });
const attack = (a: ReturnType<typeof field>, by: string, name: string, target: string) =>
  resolveAttack(a.g, by, attackOf(a, by, name), target);
const conditions = (a: ReturnType<typeof field>, id: string) => creature(a, id).effects.filter((e) => e.kind === "condition").map((e) => e.name);

describe("ddm-battle-rules-2011.txt § Conditions: a power on an enemy becoming Dazed by an attack", () => {
  it("the Brute's Stun Fist dazes the enemy; the Reaper's power then stuns it; an Immobilizing hit sets nothing off", () => {
    const a = field([
      { card: "Dazing Brute", side: "A", at: [5, 4] },
      { card: "Daze Reaper", side: "A", at: [0, 0] },
      { card: "Dazing Brute", side: "B", at: [5, 5] },
      { card: "Dazing Brute", side: "B", at: [4, 5] },
    ], [15, 15], ["use"]);
    attack(a, "A1", "Stun Fist", "B1");
    expect(conditions(a, "B1")).toEqual(["Dazed", "Stunned"]);
    attack(a, "A1", "Numbing Fist", "B2");
    expect(conditions(a, "B2")).toEqual(["Immobilized"]);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });

  it("'by an attack' leaves out a condition a power gave with no attack", () => {
    const a = field([
      { card: "Daze Reaper", side: "A", at: [0, 0] },
      { card: "Dazing Brute", side: "B", at: [5, 5] },
    ], []);
    addCondition(a.g, "B1", "Dazed", { kind: "save-ends" }, { rule: "a test's power", creature: "A1", src: null });
    expect(conditions(a, "B1")).toEqual(["Dazed"]);
    expect(a.decisions).toHaveLength(0);
  });
});

describe("ddm-battle-rules-2011.txt § Conditions: 'allies adjacent to that enemy' after it becomes Stunned or Dazed", () => {
  it("the ally beside the dazed enemy shifts 2 squares, the ally far away does not move", () => {
    const a = field([
      { card: "Dazing Brute", side: "A", at: [5, 4] },
      { card: "Swarm Caller", side: "A", at: [0, 0] },
      { card: "Dazing Brute", side: "A", at: [9, 9] },
      { card: "Dazing Brute", side: "B", at: [5, 5] },
    ], [15], ["use", "5,2"]);
    attack(a, "A1", "Stun Fist", "B1");
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 2 });
    expect(creature(a, "A3").space).toMatchObject({ x: 9, y: 9 });
  });
});

describe("ddm-battle-rules-2011.txt § Conditions (Duration): one segment a condition, ending the condition that befell the ally", () => {
  it("the Captain ends the Dazed its ally just gained, and later the Immobilized; the condition already on the ally stays", () => {
    const a = field([
      { card: "Dazing Brute", side: "A", at: [5, 4] },
      { card: "Steady Captain", side: "A", at: [0, 0] },
      { card: "Dazing Brute", side: "B", at: [5, 5] },
    ], [15, 15], ["use", "use"]);
    addCondition(a.g, "A1", "Slowed", { kind: "save-ends" }, { rule: "a test's power", creature: "B1", src: null });
    attack(a, "B1", "Stun Fist", "A1");
    expect(conditions(a, "A1")).toEqual(["Slowed"]);
    attack(a, "B1", "Numbing Fist", "A1");
    expect(conditions(a, "A1")).toEqual(["Slowed"]);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(2);
  });
});
