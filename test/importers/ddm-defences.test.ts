// The importer's readings of ability text about defences against some attacks, immunity
// to a condition named by its noun, and Vulnerable written type first, on texts written
// for these tests in the cards' phrasing.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Resistance and Vulnerability; § Appendix A (Defenses)
import { describe, expect, it } from "vitest";
import type { CardPower } from "../../importers/ddm/card.js";
import { readPowers } from "./reading.js";

/** Imports the powers together; each power's lines, or null when kept as text. */
function readAll(powers: CardPower[]): (string[] | null)[] {
  return readPowers(powers).map((r) => (r.structured ? r.lines : null));
}

describe("defences against some attacks (§ Bonuses and Penalties)", () => {
  it("'+4 AC against {r} attacks while not Bloodied', '+4 AC against Trolls', '+2 DEF against Fey creatures', '+6 DEF against {c} or {a} attacks from Dragons'", () => {
    const lines = readAll([
      { type: "ABILITY", text: "Shell: +4 AC against {r} attacks while not Bloodied." },
      { type: "ABILITY", text: "Troll Dodger: +4 AC against Trolls." },
      { type: "ABILITY", text: "Fey Ward: +2 DEF against Fey creatures." },
      { type: "ABILITY", text: "Scaled: +6 DEF against {c} or {a} attacks from Dragons." },
    ]);
    expect(lines).toEqual([
      ['power "Shell": +4 AC against ranged attacks while not bloodied'],
      ['power "Troll Dodger": +4 AC against attacks by Troll creatures'],
      ['power "Fey Ward": +2 Fort against attacks by Fey creatures and +2 Ref against attacks by Fey creatures and +2 Will against attacks by Fey creatures'],
      ['power "Scaled": +6 Fort against close or area attacks by Dragon creatures and +6 Ref against close or area attacks by Dragon creatures and +6 Will against close or area attacks by Dragon creatures'],
    ]);
  });

  it("'+3 DEF against attacks that deal cold damage': each of Fort, Ref and Will against such attacks; a word that is no damage type stays text", () => {
    const lines = readAll([
      { type: "ABILITY", text: "Thick Blood: +3 DEF against attacks that deal cold damage." },
      { type: "ABILITY", text: "Odd Hide: +3 DEF against attacks that deal sticky damage." },
    ]);
    expect(lines).toEqual([
      ['power "Thick Blood": +3 Fort against attacks that deal cold damage and +3 Ref against attacks that deal cold damage and +3 Will against attacks that deal cold damage'],
      null,
    ]);
  });

  it("'Immune Stun', 'Immune Confusion', 'Vulnerable Fire 5'; a word that is no condition stays text", () => {
    const lines = readAll([
      { type: "ABILITY", text: "Immune Stun" },
      { type: "ABILITY", text: "Immune Confusion" },
      { type: "ABILITY", text: "Vulnerable Fire 5" },
      { type: "ABILITY", text: "Immune Wobbling" },
    ]);
    expect(lines).toEqual([['power "Immune Stun": immune Stunned'], ['power "Immune Confusion": immune Confused'], ['power "Vulnerable Fire 5": vulnerable 5 fire'], null]);
  });
});
