// Effects an attack's hit gives its target against the attacker itself: the cards' "target
// has -4 Attack against this creature until this creature is hit by an attack" and "target
// cannot attack this creature (save ends)", written "the target gets -4 attack against this
// creature …" and "the target cannot attack this creature …". They name the attacker when
// the hit gives them, so they count against it alone; a hit on the attacker ends the first.
// Scripted dice decide the hits.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Core Rules and Exceptions; § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { attackBonusOf } from "../../runtime/ddm/values.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/source-penalties.wb",
  text: `creature "Grim Herald" {
  level 4  cost 15  unaligned  factions Wild  keywords Human
  AC 17  Fort 14  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Dread Gaze": +8 vs Will; 5 damage and the target gets -4 attack against this creature until this creature is hit by an attack
  attack melee "Scorn Blow": +8 vs AC; 5 damage and the target cannot attack this creature (save ends)
}
`,
};

/** The herald (A1) and a goblin of its side beside it, two goblins of the other side. */
function field(dice: number[]) {
  return arena(
    [
      { card: "Grim Herald", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "A", at: [2, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      { card: "Cinder Goblin Cutter", side: "B", at: [4, 4] },
    ],
    { extra: [cards], dice },
  );
}

const blade = (a: ReturnType<typeof field>, id: string) => cardOf(a.g, creature(a, id).card).attacks[0]!;

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties: a penalty against the creature whose attack gave it", () => {
  it("'-4 attack against this creature': the goblin hit rolls +2 against the herald, +6 against the herald's ally; the other goblin keeps +6", () => {
    const a = field([15]);
    const ally = a.id("Cinder Goblin Cutter", "A");
    makeAttack(a.g, "A1", cardOf(a.g, "Grim Herald").attacks[0]!, "B1");
    expect(attackBonusOf(a.g, "B1", blade(a, "B1"), "A1").value).toBe(2);
    expect(attackBonusOf(a.g, "B1", blade(a, "B1"), ally).value).toBe(6);
    expect(attackBonusOf(a.g, "B2", blade(a, "B2"), "A1").value).toBe(6);
  });

  it("'until this creature is hit by an attack': a miss on the herald leaves the penalty, a hit on it ends it", () => {
    // The gaze hits (15); the other goblin misses the herald (2), then hits it (18).
    const a = field([15, 2, 18]);
    makeAttack(a.g, "A1", cardOf(a.g, "Grim Herald").attacks[0]!, "B1");
    makeAttack(a.g, "B2", blade(a, "B2"), "A1");
    expect(creature(a, "A1").hp).toBe(40);
    expect(attackBonusOf(a.g, "B1", blade(a, "B1"), "A1").value).toBe(2);
    makeAttack(a.g, "B2", blade(a, "B2"), "A1");
    expect(creature(a, "A1").hp).toBe(35);
    expect(attackBonusOf(a.g, "B1", blade(a, "B1"), "A1").value).toBe(6);
  });
});

describe("ddm-battle-rules-2011.txt § Core Rules and Exceptions: 'cannot attack this creature' is restrictive card text", () => {
  it("the goblin hit may not target the herald, but may target the herald's ally; a miss forbids nothing", () => {
    const a = field([15]);
    const ally = a.id("Cinder Goblin Cutter", "A");
    makeAttack(a.g, "A1", cardOf(a.g, "Grim Herald").attacks[1]!, "B1");
    expect(mayTarget(a.g, "B1", blade(a, "B1"), "A1").allowed).toBe(false);
    expect(mayTarget(a.g, "B1", blade(a, "B1"), ally).allowed).toBe(true);
    expect(mayTarget(a.g, "B2", blade(a, "B2"), "A1").allowed).toBe(true);
    const missed = field([2]);
    makeAttack(missed.g, "A1", cardOf(missed.g, "Grim Herald").attacks[1]!, "B1");
    expect(mayTarget(missed.g, "B1", blade(missed, "B1"), "A1").allowed).toBe(true);
  });
});
