// Rolls on a d20 table: the row holding the result acts, in the line's place; a result
// no row names does nothing. ddm-battle-rules-2011.txt § Powers and Effects; § Resolving Effects
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
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

// A table in an attack's hit: the cards' "25 damage AND roll a d20. 1-10: …; 11-20: …".
const storm = {
  path: "test/storm.wb",
  text: `creature "Storm Caller" {
  level 4  cost 15  evil  factions Wild  keywords Elemental
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Wild Claw": +20 vs Ref; 5 damage and roll d20 on 1 to 10 (Dazed) or on 11 to 20 (10 fire damage)
}
`,
};

describe("a d20 table in an attack's hit (§ Making an Attack; § Resolving Effects)", () => {
  function clawed(dice: number[]) {
    const a = arena(
      [
        { card: "Storm Caller", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [storm], dice },
    );
    makeAttack(a.g, "A1", cardOf(a.g, "Storm Caller").attacks[0]!, "B1");
    return creature(a, "B1");
  }

  it("the hit rolls the table: a 4 adds Dazed to the 5 damage", () => {
    const goblin = clawed([10, 4]);
    expect(goblin.hp).toBe(goblin.maxHp - 5);
    expect(goblin.effects.map((e) => e.name)).toEqual(["Dazed"]);
  });

  it("a 15 adds 10 fire damage instead", () => {
    const goblin = clawed([10, 15]);
    expect(goblin.hp).toBe(goblin.maxHp - 15);
    expect(goblin.effects).toEqual([]);
  });

  it("a miss rolls no table", () => {
    const goblin = clawed([1, 15]);
    expect(goblin.hp).toBe(goblin.maxHp);
  });
});
