// Conditions a card defines (`power "Gulped" condition: …`) and its attacks give by name:
// while the condition lasts its rules are the affected creature's (it is removed from the
// battle map, takes no turns, takes damage at each round's end); it ends as the duration
// the attack wrote says (its source bloodied, damaged by one type, destroyed, or a save),
// and the creature comes back beside its source, or beside the space the source occupied
// when it was destroyed.
// ddm-battle-rules-2011.txt § Conditions (Duration, Until Trigger, Persistent);
// § Set-Up (Delayed Appearance); § Legal Position
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { applyDamage, destroy } from "../../runtime/ddm/damage.js";
import { endOfTurnEffects } from "../../runtime/ddm/effects.js";
import { endRound } from "../../runtime/ddm/round.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { conditionsOf } from "../../runtime/ddm/in-force.js";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { inPlay } from "../../runtime/ddm/state.js";
import { arena, arenaContent, attackOf, creature, logText } from "./arena.js";

const cards: SourceFile = {
  path: "test/card-conditions.wb",
  text: `creature "Cavern Maw" {
  level 12  cost 60  unaligned  factions Underdark  keywords Beast
  AC 20  Fort 20  Ref 16  Will 15  speed 5  hp 150
  attack melee basic "Gulp": +15 vs AC; 10 damage and "Gulped" until this creature takes thunder damage or is bloodied or is destroyed
  attack melee "Stone Stare": +15 vs Fort; "Stoned" (save ends)
  power "Gulped" condition: removed from the battle map returning adjacent to the creature that caused it; at end of round: this creature takes 5 + 5 acid damage
  power "Stoned" condition: is Immobilized and cannot take actions
  attack melee "Spore Puff": +15 vs Fort; "Spored" until it ends its turn 4 or more squares from this creature
  power "Spored" condition: at start of its turn: this creature takes 5 damage and adjacent allies take 5 damage
  attack melee "Lull": +15 vs Will; "Lulled" (save ends)
  power "Lulled" condition: is Dazed while it has failed no save against "Lulled"; is Helpless while it has failed 1 or more saves against "Lulled"
  attack melee "Chalk Gaze": +15 vs Fort; "Chalked" (save ends)
  power "Chalked" condition: is Slowed while it has failed no save against "Chalked"; is Immobilized while it has failed 1 save against "Chalked"; is Helpless while it has failed 2 or more saves against "Chalked"; resist 20 all while it has failed 2 or more saves against "Chalked"
}
creature "Hollow Post" {
  level 4  cost 10  unaligned  factions Wild  keywords Construct
  AC 12  Fort 14  Ref 13  Will 16  speed 6  hp 100
  attack melee basic "Club": +6 vs AC; 10 damage
}
`,
};

const gulp = (dice: number[], choices: string[] = []) => {
  const a = arena(
    [
      { card: "Cavern Maw", side: "A", at: [3, 3] },
      { card: "Hollow Post", side: "B", at: [3, 4] },
    ],
    { extra: [cards], dice, choices },
  );
  resolveAttack(a.g, "A1", attackOf(a, "A1", "Gulp"), "B1");
  return a;
};
const test = { creature: null, rule: "test", src: null };

describe("§ Conditions: a condition the card defines, removing its creature from the battle map", () => {
  it("a hit removes the target from the map: no longer in play for anyone, it takes no turns, and at each round's end it takes 5 + 5 acid", () => {
    const a = gulp([15]);
    expect(creature(a, "B1").space).toBeNull();
    expect(creature(a, "B1").hp).toBe(90);
    expect(inPlay(a.g.state).map((c) => c.id)).toEqual(["A1"]);
    endRound(a.g);
    expect(creature(a, "B1").hp).toBe(80);
    expect(creature(a, "B1").space).toBeNull();
    expect(logText(a)).toContain("Hollow Post (B1) is removed from the battle map (Gulped)");
  });

  it("a miss gives nothing: the target stays where it stood", () => {
    const a = gulp([1]);
    expect(creature(a, "B1").space).toEqual({ x: 3, y: 4, size: 1 });
  });

  it("ends when its source is bloodied: put back adjacent to the source, in the square its player picks", () => {
    const a = gulp([15], ["2,2"]);
    applyDamage(a.g, "A1", [{ amount: 80, type: null }], test);
    expect(creature(a, "B1").effects.map((e) => e.name)).toEqual([]);
    expect(creature(a, "B1").space).toEqual({ x: 2, y: 2, size: 1 });
  });

  it("ends when its source takes damage of the type written (thunder), not another type", () => {
    const a = gulp([15], ["4,4"]);
    applyDamage(a.g, "A1", [{ amount: 10, type: "fire" }], test);
    expect(creature(a, "B1").space).toBeNull();
    applyDamage(a.g, "A1", [{ amount: 10, type: "thunder" }], test);
    expect(creature(a, "B1").space).toEqual({ x: 4, y: 4, size: 1 });
  });

  it("ends when its source is destroyed: put back adjacent to the space the source occupied", () => {
    const a = gulp([15], ["3,2"]);
    destroy(a.g, "A1", test);
    expect(creature(a, "A1").lastSpace).toEqual({ x: 3, y: 3, size: 1 });
    expect(creature(a, "B1").space).toEqual({ x: 3, y: 2, size: 1 });
    expect(inPlay(a.g.state).map((c) => c.id)).toEqual(["B1"]);
  });
});

describe("§ Conditions: a condition the card defines from rules the language has", () => {
  it("'is Immobilized and cannot take actions' while it lasts; a save ends it", () => {
    const a = arena(
      [
        { card: "Cavern Maw", side: "A", at: [3, 3] },
        { card: "Hollow Post", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [15, 12] },
    );
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Stone Stare"), "B1");
    expect(creature(a, "B1").effects.map((e) => e.name)).toEqual(["Stoned"]);
    expect([...conditionsOf(a.g, "B1").keys()]).toEqual(["stoned", "immobilized"]);
    expect(mayAct(a.g, "B1", "move").allowed).toBe(false);
    endOfTurnEffects(a.g, "B1");
    expect(creature(a, "B1").effects).toEqual([]);
  });

  it("the card that defines it does not have its rules: the Maw itself is not Immobilized", () => {
    const a = arena([{ card: "Cavern Maw", side: "A", at: [3, 3] }], { extra: [cards] });
    expect([...conditionsOf(a.g, "A1").keys()]).toEqual([]);
    expect(mayAct(a.g, "A1", "move").allowed).toBe(true);
  });

  it("an attack giving a quoted condition the card does not define is an error at its line", () => {
    const result = arenaContent({ path: "test/bad-card-condition.wb", text: cards.text.replace('"Stoned" (save ends)', '"Frozen" (save ends)') });
    const bad = result.diagnostics.filter((d) => d.severity === "error" && d.file === "test/bad-card-condition.wb");
    expect(bad.map((d) => [d.code, d.range.start.line])).toEqual([["WB337", 5]]);
  });
});

describe("§ Conditions (Duration: Until Trigger): a card condition acting at the start of its creature's turn", () => {
  it("it and each ally adjacent to it take 5 at the start of its turn; it ends once its creature ends a turn 4 or more squares from the source", () => {
    const a = arena(
      [
        { card: "Cavern Maw", side: "A", at: [3, 3] },
        { card: "Hollow Post", side: "B", at: [3, 4] },
        { card: "Hollow Post", side: "B", at: [4, 5] },
        { card: "Hollow Post", side: "B", at: [9, 9] },
      ],
      { extra: [cards], dice: [15, 10], choices: ["end"] },
    );
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Spore Puff"), "B1");
    creatureTurn(a.g, "B1");
    expect([creature(a, "B1").hp, creature(a, "B2").hp, creature(a, "B3").hp]).toEqual([95, 95, 100]);
    expect(creature(a, "B1").effects.map((e) => e.name)).toEqual(["Spored"]);
    creature(a, "B1").space = { x: 3, y: 8, size: 1 };
    endOfTurnEffects(a.g, "B1");
    expect(creature(a, "B1").effects).toEqual([]);
  });
});

describe("§ Saving Throws: a card's condition growing worse with each save failed against it", () => {
  // The rulebook keeps no count of failed saves; warband keeps one on the condition's effect,
  // so it stays one save-ends effect while its rules change (compiler/primitives/card-conditions.ts).
  const gazed = (attack: string, dice: number[]) => {
    const a = arena(
      [
        { card: "Cavern Maw", side: "A", at: [3, 3] },
        { card: "Hollow Post", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice },
    );
    resolveAttack(a.g, "A1", attackOf(a, "A1", attack), "B1");
    return a;
  };
  const held = (a: ReturnType<typeof gazed>) => [...conditionsOf(a.g, "B1").keys()];

  it("Dazed until a save fails, then Helpless instead; a later save ends it", () => {
    const a = gazed("Lull", [15, 4, 12]);
    expect(held(a)).toEqual(["lulled", "dazed"]);
    endOfTurnEffects(a.g, "B1");
    expect(held(a)).toEqual(["lulled", "helpless", "stunned", "dazed", "immobilized"]);
    endOfTurnEffects(a.g, "B1");
    expect(held(a)).toEqual([]);
  });

  it("three stages: Slowed, after one failed save Immobilized, after two Helpless with resist 20 to all damage", () => {
    const a = gazed("Chalk Gaze", [15, 3, 9]);
    expect(held(a)).toEqual(["chalked", "slowed"]);
    endOfTurnEffects(a.g, "B1");
    expect(held(a)).toEqual(["chalked", "immobilized"]);
    endOfTurnEffects(a.g, "B1");
    expect(held(a)).toContain("helpless");
    applyDamage(a.g, "B1", [{ amount: 30, type: "fire" }], test);
    expect(creature(a, "B1").hp).toBe(90);
  });
});
