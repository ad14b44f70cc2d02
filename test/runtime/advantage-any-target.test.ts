// "Shift 1 square and this creature has combat advantage with any attacks made this turn":
// a reason for combat advantage against every target it can see, until the turn ends.
// ddm-battle-rules-2011.txt § Combat Advantage; § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { combatAdvantageReasons } from "../../runtime/ddm/combat-advantage.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const extra = [
  {
    path: "test/advantage-any-target.wb",
    text: `creature "Quick Skulker" {
  level 3  cost 10  evil  factions Underdark  keywords Goblin
  AC 15  Fort 12  Ref 14  Will 12  speed 6  hp 30
  attack melee basic "Knife": +6 vs AC; 5 damage
  power "Feint Step": minor action: this creature shifts 1 and this creature gets combat advantage against any target until end of turn
}
`,
  },
];

const cutter = { card: "Cinder Goblin Cutter", side: "B" as const, at: [3, 5] as [number, number] };

describe("§ Combat Advantage: against any target, for a while", () => {
  it("after the power, a roll of 8 (+6) hits AC 16 with the +2; the turn's end ends it", () => {
    // The skulker shifts 3,3 → 3,4, next to the cutter at 3,5; nothing else gives it combat advantage there.
    const a = arena([{ card: "Quick Skulker", side: "A", at: [3, 3] }, cutter], { extra, dice: [8], choices: ["power:Feint Step", "3,4", "attack:Knife:B1", "end"] });
    expect(combatAdvantageReasons(a.g, "A1", "B1")).toEqual([]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 4 });
    expect(creature(a, "B1").hp).toBe(15);
    expect(combatAdvantageReasons(a.g, "A1", "B1")).toEqual([]);
  });

  it("without the power, the same roll misses", () => {
    const a = arena([{ card: "Quick Skulker", side: "A", at: [3, 4] }, cutter], { extra, dice: [8], choices: ["attack:Knife:B1", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(20);
  });
});
