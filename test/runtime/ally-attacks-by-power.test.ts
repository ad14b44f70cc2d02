// Attacks a power has another creature make: "that ally repeats that attack against the
// same target" (used when it attacks: the attack again once it has resolved, as a repeated
// attack, one roll after the other, each resolved in full); "that ally makes a basic attack
// with +10 attack" (the bonus for that attack only).
// ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks); § Basic Attacks; § Bonuses and Penalties; § Champion Powers
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature, logText } from "./arena.js";

const cards = {
  path: "test/repeat-that-attack.wb",
  text: `creature "Drill Marshal" {
  level 6  cost 20  good  factions Civilization  keywords Human  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Baton": +7 vs AC; 5 damage
  champion power "Once More": use when ally hits with melee attack: that ally repeats that attack against same target
  champion power "Turn Aside": use when ally bloodies enemy with melee attack: that ally repeats that attack against different target
}
creature "Rally Sergeant" {
  level 6  cost 20  good  factions Civilization  keywords Human  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Baton": +7 vs AC; 5 damage
  champion power "Strike Back": immediate action, use when ally becomes bloodied: that ally makes basic melee attack with +10 attack plus +5 damage
}
creature "Pike Guard" {
  level 4  cost 12  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Pike": +6 vs AC; 10 damage
}
creature "Straw Target" {
  level 4  cost 12  evil  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 50
  attack melee basic "Slap": +1 vs AC; 5 damage
}
`,
};
const extra = [cards];
const pike = (a: ReturnType<typeof arena>) => cardOf(a.g, creature(a, "A2").card).attacks[0]!;

describe("§ Attack Roll (Repeated Attacks): 'that ally repeats that attack against the same target'", () => {
  const field = (dice: number[], choices: string[]) =>
    arena(
      [
        { card: "Drill Marshal", side: "A", at: [0, 0] },
        { card: "Pike Guard", side: "A", at: [5, 5] },
        { card: "Straw Target", side: "B", at: [5, 6] },
        { card: "Straw Target", side: "B", at: [6, 6] },
      ],
      { extra, dice, choices },
    );

  it("the ally's hit sets it off: the Pike is made again against the same target once resolved (50 → 40 → 30)", () => {
    // 15 hits; the power is used; the repeat rolls 12 and hits; the second hit offers the power again, declined (once per turn).
    const a = field([15, 12], ["use", "0", "decline"]);
    makeAttack(a.g, "A2", pike(a), "B1");
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "B2").hp).toBe(50);
    expect(logText(a).some((t) => t.includes("will make Pike again (Once More)"))).toBe(true);
  });

  it("declined, the attack is made once (50 → 40)", () => {
    const a = field([15], ["decline"]);
    makeAttack(a.g, "A2", pike(a), "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });

  it("'against a different target': only the other enemy is offered for the repeat (B2 50 → 40)", () => {
    // B1 at 30 is bloodied by the hit (30 → 20, half of 50 is 25): Turn Aside (offered first) used, Once More declined; the repeat against B2 rolls 14.
    const a = field([15, 14], ["use", "decline", "0", "decline"]);
    creature(a, "B1").hp = 30;
    makeAttack(a.g, "A2", pike(a), "B1");
    expect(creature(a, "B1").hp).toBe(20);
    const offered = a.decisions.find((d) => d.kind === "power-attack")!;
    expect(offered.options.map((o) => o.label)).toEqual(["Pike → Straw Target (B2)", "decline"]);
    expect(creature(a, "B2").hp).toBe(40);
  });
});

describe("§ Basic Attacks; § Bonuses and Penalties: 'that ally makes a basic melee attack with +10 attack plus +5 damage'", () => {
  it("the bloodied ally strikes with the bonus for that attack only: 2 + 6 + 10 = 18 hits AC 10 for 10 + 5; its next Pike, 2 + 6, misses", () => {
    // The Straw Target's Slap (14 + 1 = 15 vs AC 15) bloodies the Guard (20 → 15); the Guard's power attack rolls 2.
    const a = arena(
      [
        { card: "Rally Sergeant", side: "A", at: [0, 0] },
        { card: "Pike Guard", side: "A", at: [5, 5], hp: 20 },
        { card: "Straw Target", side: "B", at: [5, 6] },
      ],
      { extra, dice: [14, 2, 2], choices: ["use", "Pike:B1"] },
    );
    makeAttack(a.g, "B1", cardOf(a.g, creature(a, "B1").card).attacks[0]!, "A2");
    expect(creature(a, "A2").hp).toBe(15);
    expect(creature(a, "B1").hp).toBe(35);
    makeAttack(a.g, "A2", pike(a), "B1");
    expect(creature(a, "B1").hp).toBe(35);
  });
});
