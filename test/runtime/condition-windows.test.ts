// "Use when this creature or an adjacent ally would gain a condition: ignore that condition":
// the window before a condition lands, after Immune; the power keeps it off, and the rest
// of what gave it (the attack's damage) still happens. Every creature and number is invented
// for these tests.
// ddm-battle-rules-2011.txt § Conditions; § Resolving Effects (Cancellation Effects); § Activated Powers
import { describe, expect, it } from "vitest";
import { attackNow, fieldOf, tenDefences } from "./made-up-cards.js";
import { creature, logText } from "./arena.js";

const cards = {
  path: "test/condition-windows.wb",
  text: `creature "Ward Keeper" {
  ${tenDefences(40, "Human")}
  attack melee basic "Staff": +5 vs AC; 5 damage
  power "Null Ward": use when this creature or adjacent ally would gain condition: ignore that condition
}
creature "Dazed Only Warden" {
  ${tenDefences(40, "Human")}
  attack melee basic "Staff": +5 vs AC; 5 damage
  power "Steady Mind": use when this creature would become Dazed: ignore that condition
}
creature "Plain Squire" {
  ${tenDefences(40, "Human")}
  attack melee basic "Staff": +5 vs AC; 5 damage
}
creature "Hex Flinger" {
  ${tenDefences(60)}
  attack melee basic "Club": +5 vs AC; 10 damage
  attack ranged 10 "Dazing Bolt": +5 vs Will; 5 damage and Dazed (save ends)
  attack ranged 10 "Slowing Bolt": +5 vs Will; 5 damage and Slowed (save ends)
}
`,
};

const field = fieldOf(cards);
const dazed = (a: ReturnType<typeof field>, id: string) => creature(a, id).effects.some((e) => e.kind === "condition" && e.name === "Dazed");

describe("ddm-battle-rules-2011.txt § Conditions: a condition ignored before it lands", () => {
  it("used for an adjacent ally: the ally takes the damage but is not Dazed", () => {
    const a = field([{ card: "Ward Keeper", side: "A", at: [3, 3] }, { card: "Plain Squire", side: "A", at: [3, 4] }, { card: "Hex Flinger", side: "B", at: [8, 8] }], [15], ["use"]);
    attackNow(a, "B1", "Dazing Bolt", "A2");
    expect(creature(a, "A2").hp).toBe(35);
    expect(dazed(a, "A2")).toBe(false);
    expect(logText(a).some((t) => /ignores Dazed/.test(t))).toBe(true);
  });

  it("declined, the condition lands", () => {
    const a = field([{ card: "Ward Keeper", side: "A", at: [3, 3] }, { card: "Hex Flinger", side: "B", at: [8, 8] }], [15], ["decline"]);
    attackNow(a, "B1", "Dazing Bolt", "A1");
    expect(dazed(a, "A1")).toBe(true);
  });

  it("an ally not adjacent is not offered the power; a power for one condition waits for that condition only", () => {
    const a = field([{ card: "Ward Keeper", side: "A", at: [0, 0] }, { card: "Dazed Only Warden", side: "A", at: [5, 5] }, { card: "Hex Flinger", side: "B", at: [8, 8] }], [15, 15], []);
    attackNow(a, "B1", "Slowing Bolt", "A2");
    expect(creature(a, "A2").effects.some((e) => e.kind === "condition" && e.name === "Slowed")).toBe(true);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(0);
  });
});
