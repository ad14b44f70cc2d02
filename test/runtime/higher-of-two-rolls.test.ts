// Powers that roll twice and keep the higher d20: a saving throw ("whenever this creature
// rolls a save, roll 1 extra d20 and use the higher result") and an attack roll ("use when
// this creature declares an attack: roll 1d20 twice and use the higher result as the attack
// roll"; "roll 3d20 and use the highest result" for an ally's attack), played with scripted
// dice on made-up creatures.
// ddm-battle-rules-2011.txt § Saving Throws; § Attack Roll; § Resolving Effects (Cancellation Effects)
import { describe, expect, it } from "vitest";
import { addCondition, savingThrows } from "../../runtime/ddm/effects.js";
import { creature } from "./arena.js";
import { attackNow, fieldOf, tenDefences } from "./made-up-cards.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/higher-of-two-rolls.wb",
  text: `creature "Stubborn Knight" {
  ${tenDefences(40)}
  attack melee basic "Sword": +6 vs AC; 10 damage
  power "Stubborn": whenever this creature rolls saving throw: roll that save twice keeping higher
}
creature "Lucky Duelist" {
  ${tenDefences(40)}
  attack melee basic "Rapier": +6 vs AC; 10 damage
  power "Lucky Blade": whenever this creature declares attack: roll that attack twice keeping higher
}
creature "Dice Captain" {
  ${tenDefences(40)}
  attack melee basic "Mace": +6 vs AC; 10 damage
  power "Three Dice": whenever ally declares attack: roll that attack 3 times keeping highest
}
creature "Plain Soldier" {
  ${tenDefences(40)}
  attack melee basic "Spear": +6 vs AC; 10 damage
}
`,
};

const field = fieldOf(cards);
const dazed = (a: ReturnType<typeof field>, id: string) => addCondition(a.g, id, "Dazed", { kind: "save-ends" }, { creature: null, rule: "test", src: null });
const conditions = (a: ReturnType<typeof field>, id: string) => creature(a, id).effects.filter((e) => e.kind === "condition").map((e) => e.name);

describe("ddm-battle-rules-2011.txt § Saving Throws: two d20s, the higher kept", () => {
  it("a 4 and a 12: the 12 is kept (10 or higher saves), so Dazed ends", () => {
    const a = field([{ card: "Stubborn Knight", side: "A", at: [5, 4] }], [4, 12]);
    dazed(a, "A1");
    savingThrows(a.g, "A1");
    expect(conditions(a, "A1")).toEqual([]);
  });

  it("without the power the 4 alone is rolled: the save fails and Dazed stays", () => {
    const a = field([{ card: "Plain Soldier", side: "A", at: [5, 4] }], [4, 12]);
    dazed(a, "A1");
    savingThrows(a.g, "A1");
    expect(conditions(a, "A1")).toEqual(["Dazed"]);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll: an attack rolled twice, the higher kept", () => {
  it("a 3 and a 14: 14 + 6 = 20 hits AC 10 for 10 damage", () => {
    const a = field([
      { card: "Lucky Duelist", side: "A", at: [5, 4] },
      { card: "Plain Soldier", side: "B", at: [5, 5] },
    ], [3, 14]);
    attackNow(a, "A1", "Rapier", "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("a 2 and a 1: the 2 is kept, 2 + 6 = 8 misses (no natural 1 rule, and no damage)", () => {
    const a = field([
      { card: "Lucky Duelist", side: "A", at: [5, 4] },
      { card: "Plain Soldier", side: "B", at: [5, 5] },
    ], [2, 1]);
    attackNow(a, "A1", "Rapier", "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });

  it("an ally's attack rolled with three d20s: a 2, a 1 and a 4, the 4 kept: 4 + 6 = 10 hits AC 10", () => {
    const a = field([
      { card: "Dice Captain", side: "A", at: [2, 2] },
      { card: "Plain Soldier", side: "A", at: [5, 4] },
      { card: "Plain Soldier", side: "B", at: [5, 5] },
    ], [2, 1, 4]);
    attackNow(a, "A2", "Spear", "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("the captain's own attack is not an ally's: its 2 alone is rolled, 2 + 6 = 8 misses", () => {
    const a = field([
      { card: "Dice Captain", side: "A", at: [5, 4] },
      { card: "Plain Soldier", side: "B", at: [5, 5] },
    ], [2, 1, 4]);
    attackNow(a, "A1", "Mace", "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });

  it("without the power a 3 is the roll: 3 + 6 = 9 misses", () => {
    const a = field([
      { card: "Plain Soldier", side: "A", at: [5, 4] },
      { card: "Plain Soldier", side: "B", at: [5, 5] },
    ], [3, 14]);
    attackNow(a, "A1", "Spear", "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });
});
