// Champion powers of a pack fighting together: "use when ally bloodies enemy: one other ally
// adjacent to that enemy makes melee attack" (never the ally that bloodied it), and "allies
// get +5 damage with melee attacks against targets 2 or more allies within 1 squares until
// end of round" (the attacker's allies beside the target: the attacker itself does not count).
// ddm-battle-rules-2011.txt § Champion Powers; § Hit Points (Bloodied); § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { startRound } from "../../runtime/ddm/round.js";
import { damageBonusOf } from "../../runtime/ddm/values.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/champion-pack-tactics.wb",
  text: `creature "Pack Howler" {
  level 6  cost 20  unaligned  factions Wild  keywords Gnoll  champion 2
  AC 16  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Flail": +6 vs AC; 10 damage
  champion power "Join the Kill": use when ally bloodies enemy: one other ally adjacent to that enemy makes melee attack
  champion power "Surround": use at start of round: allies get +5 damage with melee attacks against targets 2 or more allies within 1 squares until end of round
}
creature "Pack Biter" {
  level 3  cost 10  unaligned  factions Wild  keywords Gnoll
  AC 14  Fort 13  Ref 13  Will 13  speed 5  hp 30
  attack melee basic "Bite": +5 vs AC; 20 damage
}
creature "Fat Boar" {
  level 3  cost 10  unaligned  factions Wild  keywords Beast
  AC 10  Fort 13  Ref 13  Will 13  speed 5  hp 60
  attack melee basic "Tusk": +5 vs AC; 5 damage
}
`,
};

const bite = (a: ReturnType<typeof arena>) => cardOf(a.g, "Pack Biter").attacks[0]!;

describe("§ Champion Powers: a pack's champion powers", () => {
  it("'one other ally adjacent to that enemy': the ally that bloodied the boar is not offered; the other biter beside it bites", () => {
    const a = arena(
      [
        { card: "Pack Howler", side: "A", at: [0, 0] },
        { card: "Pack Biter", side: "A", at: [5, 4] },
        { card: "Pack Biter", side: "A", at: [6, 5] },
        { card: "Fat Boar", side: "B", at: [5, 5] },
      ],
      // Both bites hit (15 + 5 against AC 10); the boar starts at 45 of 60, so the first bite bloodies it.
      { extra: [cards], dice: [15, 15], choices: ["use", "Bite:B1"] },
    );
    creature(a, "B1").hp = 45;
    makeAttack(a.g, "A2", bite(a), "B1");
    // 45 - 20 = 25: bloodied; the other biter (A3) bites for 20 more.
    expect(creature(a, "B1").hp).toBe(5);
    expect(a.decisions.map((d) => d.prompt.slice(0, 17))).toEqual(["Use Join the Kill", "Pack Biter (A3): "]);
  });

  it("'+5 damage … against targets 2 or more allies within 1 squares': counts the attacker's allies beside the target, not the attacker", () => {
    const a = arena(
      [
        { card: "Pack Howler", side: "A", at: [4, 4] },
        { card: "Pack Biter", side: "A", at: [5, 4] },
        { card: "Pack Biter", side: "A", at: [6, 5] },
        { card: "Fat Boar", side: "B", at: [5, 5] },
      ],
      { extra: [cards], choices: ["use"] },
    );
    startRound(a.g);
    // Beside the boar: the howler and the other biter, both allies of the biting one.
    expect(damageBonusOf(a.g, "A2", bite(a), "B1").value).toBe(5);
    // The howler steps away: one ally of the biter beside the boar, besides the biter itself.
    creature(a, "A1").space = { x: 0, y: 0, size: 1 };
    expect(damageBonusOf(a.g, "A2", bite(a), "B1").value).toBe(0);
  });
});
