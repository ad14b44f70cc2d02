// Immunity to champion powers: "immune to champion powers" (any champion's) and
// "enemies within 5 squares immune to champion powers of allies" (their own side's
// champions), played through a start-of-round champion power. Every creature and number
// is invented for these tests.
// ddm-battle-rules-2011.txt § Champion Powers; § Powers and Effects
import { describe, expect, it } from "vitest";
import { startRound } from "../../runtime/ddm/round.js";
import { arena, creature, logText } from "./arena.js";

const content = {
  path: "test/champion-immunity.wb",
  text: `creature "Frost Herald" {
  level 6  cost 20  evil  factions Wild  keywords Undead  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Claw": +7 vs AC; 10 damage
  champion power "Rime Wind": use at start of round: adjacent creatures take 5 cold damage
}
creature "Deaf Brute" {
  level 3  cost 12  unaligned  factions Wild  keywords Giant
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Club": +5 vs AC; 10 damage
  power "Stubborn": immune to champion powers
}
creature "Spell Jammer" {
  level 3  cost 12  unaligned  factions Wild  keywords Fey
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Knife": +5 vs AC; 10 damage
  power "Jamming": enemies within 5 squares immune to champion powers of allies
}
creature "Plain Oaf" {
  level 3  cost 12  unaligned  factions Wild  keywords Giant
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Club": +5 vs AC; 10 damage
}
`,
};

describe("ddm-battle-rules-2011.txt § Champion Powers: creatures immune to champion powers", () => {
  it("immune to champion powers: the enemy champion's cold wind harms the plain oaf beside it (40 → 35), not the immune brute (and the log says why)", () => {
    const a = arena(
      [
        { card: "Frost Herald", side: "B", at: [5, 5] },
        { card: "Deaf Brute", side: "A", at: [5, 4] },
        { card: "Plain Oaf", side: "A", at: [4, 5] },
      ],
      { extra: [content], choices: ["use"] },
    );
    startRound(a.g);
    expect(creature(a, a.id("Deaf Brute")).hp).toBe(40);
    expect(creature(a, a.id("Plain Oaf")).hp).toBe(35);
    expect(logText(a).some((t) => /Deaf Brute.*not affected.*Rime Wind.*Stubborn/.test(t))).toBe(true);
  });

  it("enemies near the jammer immune to their allies' champion powers: the herald's own ally beside it is spared, the jammer's side is not", () => {
    const a = arena(
      [
        { card: "Frost Herald", side: "B", at: [5, 5] },
        // An ally of the herald, within 5 squares of the enemy jammer: its own side's champion power does not reach it.
        { card: "Plain Oaf", side: "B", at: [6, 5] },
        { card: "Spell Jammer", side: "A", at: [8, 5] },
        // The jammer's own side: the enemy champion's power reaches it.
        { card: "Plain Oaf", side: "A", at: [4, 5] },
      ],
      { extra: [content], choices: ["use"] },
    );
    startRound(a.g);
    expect(creature(a, a.id("Plain Oaf", "B")).hp).toBe(40);
    expect(creature(a, a.id("Plain Oaf", "A")).hp).toBe(35);
  });
});
