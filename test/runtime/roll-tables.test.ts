// Rolls on a d20 table: the row holding the result acts, in the line's place; a result
// no row names does nothing. ddm-battle-rules-2011.txt § Powers and Effects; § Resolving Effects
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, logText } from "./arena.js";

const chaos = {
  path: "test/chaos.wb",
  text: `creature "Chaos Imp" {
  level 4  cost 15  evil  factions Wild  keywords Demon
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Claw": +6 vs AC; 5 damage
  power "Wild Surge": minor action: roll d20 on 1 to 5 (this creature takes 10 damage) or on 6 to 15 (adjacent enemies take 5 fire damage and adjacent enemies are Slowed) or on 20 (this creature heals 10)
}
`,
};
const placed = [
  { card: "Chaos Imp", side: "A" as const, at: [3, 3] as [number, number], hp: 30 },
  { card: "Cinder Goblin Cutter", side: "B" as const, at: [3, 4] as [number, number] },
];

describe("rolls on a d20 table", () => {
  it("a 3 picks the first row: the imp takes 10 damage", () => {
    const a = arena(placed, { extra: [chaos], dice: [3], choices: ["power:Wild Surge", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(20);
    expect(creature(a, "B1").hp).toBe(creature(a, "B1").maxHp);
  });

  it("a 12 picks the middle row: both of its effects reach the adjacent enemy", () => {
    const a = arena(placed, { extra: [chaos], dice: [12], choices: ["power:Wild Surge", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(creature(a, "B1").maxHp - 5);
    expect(creature(a, "B1").effects.some((e) => e.name === "Slowed")).toBe(true);
    expect(creature(a, "A1").hp).toBe(30);
  });

  it("a 17 is in no row: nothing happens", () => {
    const a = arena(placed, { extra: [chaos], dice: [17], choices: ["power:Wild Surge", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(30);
    expect(creature(a, "B1").hp).toBe(creature(a, "B1").maxHp);
    expect(logText(a).some((t) => /rolls 17 on the table: no row/.test(t))).toBe(true);
  });
});
