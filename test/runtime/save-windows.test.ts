// Powers in a saving throw's window: "use when an ally fails a save: reroll that save"
// rolls it again and the new result stands; "use when an enemy rolls a saving throw:
// that save fails" decides it without a roll; "that saving throw fails instead" turns a
// success into a failure; "automatically succeeds on saves" rolls none. Saves end on 10
// or higher; the dice are scripted.
// ddm-battle-rules-2011.txt § Saving Throws; § Resolving Effects (Cancellation Effects)
import { describe, expect, it } from "vitest";
import { addCondition, savingThrows } from "../../runtime/ddm/effects.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/save-window-creatures.wb",
  text: `creature "Luck Bearer" {
  level 6  cost 20  evil  factions Wild  keywords Goblin  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Mace": +7 vs AC; 10 damage
  champion power "Second Wind": use when Goblin ally fails saving throw: reroll that save
}
creature "Doom Caller" {
  level 6  cost 20  good  factions Civilization  keywords Human  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Mace": +7 vs AC; 10 damage
  champion power "Sealed Fate": use when enemy rolls saving throw: that save fails
  champion power "Spite": use when enemy succeeds on saving throw: that save fails
}
creature "Iron Will Goblin" {
  level 2  cost 9  evil  factions Wild  keywords Goblin
  AC 16  Fort 13  Ref 15  Will 12  speed 6  hp 20
  attack melee basic "Short Blade": +6 vs AC; 5 damage
  power "Unbowed": automatically succeeds on saves
}
`,
};
const extra = [cards];
const slow = (a: ReturnType<typeof arena>, id: string) => addCondition(a.g, id, "Slowed", { kind: "save-ends" }, { creature: null, rule: "test", src: null });
const slowed = (a: ReturnType<typeof arena>, id: string) => creature(a, id).effects.some((e) => e.name === "Slowed");

describe("§ Saving Throws: powers in the save's window", () => {
  it("'reroll that save': a failed 5 is rolled again, and the 15 ends the condition; declined, the 5 stands", () => {
    const used = arena([{ card: "Luck Bearer", side: "A", at: [0, 0] }, { card: "Cinder Goblin Cutter", side: "A", at: [5, 5] }], { extra, dice: [5, 15], choices: ["use"] });
    slow(used, "A2");
    savingThrows(used.g, "A2");
    expect(slowed(used, "A2")).toBe(false);
    expect(creature(used, "A1").championUsed).toBe(1);
    const declined = arena([{ card: "Luck Bearer", side: "A", at: [0, 0] }, { card: "Cinder Goblin Cutter", side: "A", at: [5, 5] }], { extra, dice: [5], choices: ["decline"] });
    slow(declined, "A2");
    savingThrows(declined.g, "A2");
    expect(slowed(declined, "A2")).toBe(true);
  });

  it("'use when an enemy rolls a saving throw: that save fails' decides it before any die is rolled", () => {
    const a = arena([{ card: "Doom Caller", side: "A", at: [0, 0] }, { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] }], { extra, dice: [], choices: ["use"] });
    slow(a, "B1");
    savingThrows(a.g, "B1");
    expect(slowed(a, "B1")).toBe(true);
    expect(a.dice.remaining()).toBe(0);
  });

  it("'that save fails instead' turns a successful 15 into a failure", () => {
    const a = arena([{ card: "Doom Caller", side: "A", at: [0, 0] }, { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] }], { extra, dice: [15], choices: ["decline", "use"] });
    slow(a, "B1");
    savingThrows(a.g, "B1");
    expect(slowed(a, "B1")).toBe(true);
  });

  it("'automatically succeeds on saves': the condition ends without a roll", () => {
    const a = arena([{ card: "Iron Will Goblin", side: "A", at: [0, 0] }], { extra, dice: [] });
    slow(a, "A1");
    savingThrows(a.g, "A1");
    expect(slowed(a, "A1")).toBe(false);
  });
});
