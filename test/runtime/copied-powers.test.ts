// Champion powers used as if the creature had them: "can use champion powers of allied
// champions" and "… of enemy champions" (runtime/ddm/copied-powers.ts).
// ddm-battle-rules-2011.txt § Champion Powers
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { startRound } from "../../runtime/ddm/round.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { attackBonusOf } from "../../runtime/ddm/values.js";
import { arena, creature, logText, type Arena } from "./arena.js";

const stats = `AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Club": +5 vs AC; 5 damage`;

// Made-up creatures (not bundled content).
const cards: SourceFile = {
  path: "test/copied-powers.wb",
  text: `creature "Drum Chief" {
  level 4  cost 12  unaligned  factions Wild  keywords Goblin  champion 1
  ${stats}
  champion power "War Drum": use at start of round: allies get +2 attack until end of round
}
creature "Borrowing Squire" {
  level 4  cost 12  unaligned  factions Wild  keywords Goblin  champion 1
  ${stats}
  power "Borrowed Command": can use champion powers of allied champions
}
creature "Turncoat Seer" {
  level 4  cost 12  unaligned  factions Wild  keywords Goblin  champion 1
  ${stats}
  power "Stolen Command": can use champion powers of enemy champions
}
creature "Field Squire" {
  level 4  cost 12  unaligned  factions Wild  keywords Goblin  champion 1
  ${stats}
  power "Field Command": can use champion powers of allied champions while it occupies victory area
}
creature "Plain Footman" {
  level 4  cost 12  unaligned  factions Wild  keywords Goblin
  ${stats}
}
`,
};

const bonus = (a: Arena, id: string) => {
  const club = cardOf(a.g, creature(a, id).card).attacks[0]!;
  return attackBonusOf(a.g, id, club).value - club.bonus;
};

describe("'can use champion powers of allied champions' (ddm-battle-rules-2011.txt § Champion Powers)", () => {
  it("the Squire uses the Chief's War Drum as its own: its use is spent, not the Chief's, and the Squire's allies (the Chief too) gain +2 attack", () => {
    const a = arena(
      [
        { card: "Borrowing Squire", side: "A", at: [3, 3] },
        { card: "Drum Chief", side: "A", at: [4, 3] },
        { card: "Plain Footman", side: "B", at: [3, 9] },
      ],
      { extra: [cards], choices: ["use"] },
    );
    // The Chief has spent its own use: only the Squire is offered the power.
    creature(a, "A2").championUsed = 1;
    startRound(a.g);
    expect(logText(a).some((t) => t.startsWith("Borrowing Squire (A1) uses War Drum"))).toBe(true);
    expect(creature(a, "A1").championUsed).toBe(1);
    expect(creature(a, "A2").championUsed).toBe(1);
    expect(bonus(a, "A2")).toBe(2);
    expect(bonus(a, "B1")).toBe(0);
  });

  it("with no allied champion in play there is nothing to use: no power is offered, no use is spent", () => {
    const a = arena(
      [
        { card: "Borrowing Squire", side: "A", at: [3, 3] },
        { card: "Plain Footman", side: "A", at: [4, 3] },
        { card: "Plain Footman", side: "B", at: [3, 9] },
      ],
      { extra: [cards], choices: [] },
    );
    startRound(a.g);
    expect(creature(a, "A1").championUsed ?? 0).toBe(0);
    expect(bonus(a, "A2")).toBe(0);
  });
});

describe("'can use champion powers of enemy champions' (ddm-battle-rules-2011.txt § Champion Powers)", () => {
  it("the Seer uses the enemy Chief's War Drum as if it were its own: the Seer's allies gain +2 attack, the Chief's do not", () => {
    const a = arena(
      [
        { card: "Turncoat Seer", side: "A", at: [3, 3] },
        { card: "Plain Footman", side: "A", at: [4, 3] },
        { card: "Drum Chief", side: "B", at: [3, 9] },
        { card: "Plain Footman", side: "B", at: [4, 9] },
      ],
      { extra: [cards], choices: ["use"] },
    );
    creature(a, "B1").championUsed = 1;
    startRound(a.g);
    expect(creature(a, "A1").championUsed).toBe(1);
    expect(bonus(a, "A2")).toBe(2);
    expect(bonus(a, "B2")).toBe(0);
  });
});

describe("'… while it occupies a victory area' (ddm-battle-rules-2011.txt § Champion Powers; § Victory Areas)", () => {
  const field = (at: [number, number]) =>
    arena(
      [
        { card: "Field Squire", side: "A", at },
        { card: "Drum Chief", side: "A", at: [4, 3] },
        { card: "Plain Footman", side: "B", at: [3, 11] },
      ],
      { extra: [cards], choices: ["use"] },
    );

  it("standing in a victory area, the Squire uses the Chief's War Drum", () => {
    const a = field([5, 8]);
    creature(a, "A2").championUsed = 1;
    startRound(a.g);
    expect(creature(a, "A1").championUsed).toBe(1);
    expect(bonus(a, "A2")).toBe(2);
  });

  it("outside every victory area it has no such power: nothing is offered, no use is spent", () => {
    const a = field([3, 3]);
    creature(a, "A2").championUsed = 1;
    startRound(a.g);
    expect(a.decisions).toEqual([]);
    expect(creature(a, "A1").championUsed ?? 0).toBe(0);
    expect(bonus(a, "A2")).toBe(0);
  });
});
