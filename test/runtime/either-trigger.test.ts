// A power of two triggers ("use when this creature succeeds on a saving throw or fails
// one", read as two segments of one power): either trigger offers it, and its limited use
// is one for both. Saves end on 10 or higher; the dice are scripted.
// ddm-battle-rules-2011.txt § Activated Powers; § Limited-Use Powers; § Saving Throws
import { describe, expect, it } from "vitest";
import { addCondition, savingThrows } from "../../runtime/ddm/effects.js";
import { arena, creature } from "./arena.js";

const extra = [
  {
    path: "test/either-trigger.wb",
    text: `creature "Fickle Sprite" {
  level 3  cost 10  unaligned  factions Wild  keywords Fey
  AC 15  Fort 13  Ref 15  Will 14  speed 6  hp 30
  attack melee basic "Thorn": +5 vs AC; 5 damage
  power "Fey Luck" uses 1: use when this creature succeeds on saving throw: this creature heals 10; use when this creature fails saving throw: this creature heals 5
}
`,
  },
];

const hurt = { card: "Fickle Sprite", side: "A" as const, at: [2, 2] as [number, number], hp: 10 };
const afflict = (a: ReturnType<typeof arena>, name: string) => addCondition(a.g, "A1", name, { kind: "save-ends" }, { creature: null, rule: "test", src: null });

describe("§ Activated Powers: one power, two triggers, one use", () => {
  it("the second trigger (a failed 4) offers it: 5 HP healed", () => {
    const a = arena([hurt], { extra, dice: [4], choices: ["use"] });
    afflict(a, "Slowed");
    savingThrows(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(15);
  });

  it("used on the first save (a 15: 10 HP), it is not offered again on the second (a 4)", () => {
    const a = arena([hurt], { extra, dice: [15, 4], choices: ["use"] });
    afflict(a, "Slowed");
    afflict(a, "Immobilized");
    savingThrows(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(20);
    expect(a.decisions).toHaveLength(1);
    expect(a.dice.remaining()).toBe(0);
  });
});
