// "… until they are first bloodied": an effect that lasts until the creature holding it becomes
// bloodied (a creature is bloodied once, so "first" changes nothing); damage that leaves it above
// half its hit points does not end it.
// ddm-battle-rules-2011.txt § Conditions (Duration: Until Trigger); § Bloodied
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature, logText } from "./arena.js";

const pieces = {
  path: "test/until-bloodied.wb",
  text: `creature "Ward Captain" {
  level 5  cost 18  good  factions Civilization  keywords Human
  AC 16  Fort 15  Ref 15  Will 14  speed 5  hp 40
  attack melee basic "Mace": +6 vs AC; 10 damage
  power "Rallying Ward": use at start of its turn: adjacent allies get +2 AC until they are first bloodied
}
creature "Shield Porter" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 15  Fort 13  Ref 13  Will 13  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
creature "Pit Brute" {
  level 5  cost 15  evil  factions Wild  keywords Orc
  AC 14  Fort 15  Ref 12  Will 12  speed 5  hp 60
  attack melee basic "Maul": +20 vs AC; 15 damage
}
`,
};

const wardOn = (id: string) => (a: ReturnType<typeof arena>) => creature(a, id).effects.some((e) => e.kind === "modifier");

describe("ddm-battle-rules-2011.txt § Conditions (Until Trigger): an effect lasting until its holder is bloodied", () => {
  it("the ward stays after 15 damage (40 → 25, bloodied at 20) and ends when the next 15 bloodies the porter (25 → 10)", () => {
    const a = arena(
      [
        { card: "Ward Captain", side: "A", at: [3, 3] },
        { card: "Shield Porter", side: "A", at: [3, 4] },
        { card: "Pit Brute", side: "B", at: [3, 5] },
      ],
      { extra: [pieces], dice: [15, 15], choices: ["use", "end"] },
    );
    creatureTurn(a.g, "A1");
    const warded = wardOn("A2");
    expect(warded(a)).toBe(true);
    makeAttack(a.g, "B1", attackOf(a, "B1", "Maul"), "A2");
    expect(creature(a, "A2").hp).toBe(25);
    expect(warded(a)).toBe(true);
    makeAttack(a.g, "B1", attackOf(a, "B1", "Maul"), "A2");
    expect(creature(a, "A2").hp).toBe(10);
    expect(warded(a)).toBe(false);
    expect(logText(a).some((t) => t.includes("it became bloodied"))).toBe(true);
  });
});
