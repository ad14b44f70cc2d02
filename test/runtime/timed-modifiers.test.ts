// Modifiers with a duration, given as effects: "the target gets -2 attack until end of
// its next turn", "this creature gets +2 AC until end of round", "-5 damage (save ends)".
// ddm-battle-rules-2011.txt § Bonuses and Penalties (Stacking, Duplicate Effects); § Conditions (Duration); § Saving Throws
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { endOfRoundEffects, endOfTurnEffects } from "../../runtime/ddm/effects.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { attackBonusOf, damageBonusOf, defenseOf } from "../../runtime/ddm/values.js";
import { libraryWith } from "../library.js";
import { type Arena, arena, attackOf, creature, logText } from "./arena.js";

const timed: SourceFile = {
  path: "test/timed-modifiers.wb",
  text: `creature "Hex Lancer" {
  level 4  cost 15  unaligned  factions Wild  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 40
  attack melee basic "Hexing Lance": +10 vs AC; 5 damage and the target gets -2 attack until end of its next turn
  attack melee "Guarding Strike": +10 vs AC; 5 damage and this creature gets +2 AC until end of round
  attack melee "Sapping Touch": +10 vs AC; 5 damage and -5 damage (save ends)
  attack melee "Pinning Mark": +10 vs AC; 5 damage and the target gets -2 AC until end of this creature's next turn
  attack melee "Quick Jab": +10 vs AC; 5 damage and the target gets -1 Ref until end of turn
  attack melee "Cursing Word": +10 vs AC; 5 damage and the target gets -2 attack until end of its next turn
}
creature "Plain Brute" {
  level 4  cost 15  unaligned  factions Wild  keywords Human
  AC 12  Fort 14  Ref 13  Will 16  speed 6  hp 80
  attack melee basic "Club": +6 vs AC; 10 damage
}
`,
};

const club = (a: Arena) => attackOf(a, "B1", "Club");

function duel(dice: number[], choices: string[] = []): Arena {
  return arena(
    [
      { card: "Hex Lancer", side: "A", at: [3, 3] },
      { card: "Plain Brute", side: "B", at: [4, 3] },
    ],
    { extra: [timed], dice, choices },
  );
}

describe("timed modifiers as effects (§ Bonuses and Penalties; § Conditions, Duration)", () => {
  it("compiles to an effect naming the modifier and its duration; a modifier effect without a duration is refused", () => {
    const ok = libraryWith(timed);
    expect(ok.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const lance = ok.ir.creatures.find((c) => c.name === "Hex Lancer")!.attacks[0]!;
    expect(lance.hit[1]).toMatchObject({ op: "timed-modifier", args: { modifier: { op: "bonus", args: { amount: -2, stat: "attack" } } }, subject: { op: "target" }, duration: { kind: "end-of-next-turn" } });
    const pin = ok.ir.creatures.find((c) => c.name === "Hex Lancer")!.attacks.find((x) => x.name === "Pinning Mark")!;
    expect(pin.hit[1]!.duration).toEqual({ kind: "end-of-next-turn", of: "source" });
    const bad = libraryWith({ path: "test/bad.wb", text: timed.text.replace("-2 attack until end of its next turn", "-2 attack") });
    expect(bad.diagnostics.some((d) => d.severity === "error" && d.file === "test/bad.wb")).toBe(true);
  });

  it("a hit gives the target -2 attack, shown with its source by the value query, until the end of the target's next turn", () => {
    const a = duel([15], ["end", "end"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Hexing Lance"), "B1");
    expect(creature(a, "B1").hp).toBe(75);
    const bonus = attackBonusOf(a.g, "B1", club(a));
    expect(bonus.value).toBe(4);
    expect(bonus.contributions).toContainEqual(expect.objectContaining({ rule: "Hexing Lance", amount: -2, text: "-2 attack (end of next turn)" }));
    // Not the attacker's turn end: the target's.
    creatureTurn(a.g, "A1");
    expect(attackBonusOf(a.g, "B1", club(a)).value).toBe(4);
    creatureTurn(a.g, "B1");
    expect(attackBonusOf(a.g, "B1", club(a)).value).toBe(6);
    expect(logText(a)).toContain("Plain Brute (B1) is no longer affected by -2 attack (end of its turn)");
  });

  it("a miss gives nothing", () => {
    const a = duel([1]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Hexing Lance"), "B1");
    expect(attackBonusOf(a.g, "B1", club(a)).value).toBe(6);
  });

  it("'this creature gets +2 AC until end of round' raises the attacker's AC until the round ends", () => {
    const a = duel([15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Guarding Strike"), "B1");
    expect(defenseOf(a.g, "A1", "AC").value).toBe(17);
    expect(defenseOf(a.g, "B1", "AC").value).toBe(12);
    endOfRoundEffects(a.g);
    expect(defenseOf(a.g, "A1", "AC").value).toBe(15);
  });

  it("'-5 damage (save ends)' lasts until the target saves at the end of its turn (10 or more)", () => {
    const a = duel([15, 9, 10]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sapping Touch"), "B1");
    expect(damageBonusOf(a.g, "B1", club(a)).value).toBe(-5);
    endOfTurnEffects(a.g, "B1"); // 9: fails
    expect(damageBonusOf(a.g, "B1", club(a)).value).toBe(-5);
    endOfTurnEffects(a.g, "B1"); // 10: saves
    expect(damageBonusOf(a.g, "B1", club(a)).value).toBe(0);
    expect(logText(a)).toContain("Plain Brute (B1) is no longer affected by -5 damage (saved with 10)");
  });

  it("the penalty lowers the target's real attack roll: 10 + 6 - 2 = 14 misses AC 15", () => {
    const a = duel([15, 10]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Hexing Lance"), "B1");
    resolveAttack(a.g, "B1", club(a), "A1");
    expect(creature(a, "A1").hp).toBe(40);
    expect(logText(a)).toContain("Club: 10 + 4 = 14 vs AC 15 — miss");
  });

  it("two uses of the same power do not stack (§ Duplicate Effects); two different powers do (§ Stacking)", () => {
    const a = duel([15, 15, 15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Hexing Lance"), "B1");
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Hexing Lance"), "B1");
    expect(attackBonusOf(a.g, "B1", club(a)).value).toBe(4);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Cursing Word"), "B1");
    expect(attackBonusOf(a.g, "B1", club(a)).value).toBe(2);
  });

  it("'until end of this creature's next turn' counts the attacker's turns, not the target's", () => {
    const a = duel([15], ["end", "end", "end"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Pinning Mark"), "B1");
    expect(defenseOf(a.g, "B1", "AC").value).toBe(10);
    creatureTurn(a.g, "B1");
    expect(defenseOf(a.g, "B1", "AC").value).toBe(10);
    creatureTurn(a.g, "A1");
    expect(defenseOf(a.g, "B1", "AC").value).toBe(12);
    expect(logText(a)).toContain("Plain Brute (B1) is no longer affected by -2 AC (end of Hex Lancer (A1)'s turn)");
  });

  it("'until end of turn' ends with the creature-turn in progress", () => {
    const a = duel([15], ["attack:Quick Jab:B1", "end"]);
    creatureTurn(a.g, "A1");
    expect(logText(a)).toContain("Plain Brute (B1) has -1 Ref (end of current turn)");
    expect(logText(a)).toContain("Plain Brute (B1) is no longer affected by -1 Ref (end of turn)");
    expect(defenseOf(a.g, "B1", "Ref").value).toBe(13);
  });
});
