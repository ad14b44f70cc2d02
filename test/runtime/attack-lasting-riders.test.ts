// Riders of attacks that outlast the hit: modifiers that grow with each use of the
// power (cumulative, with a maximum), a vulnerability for a while, ongoing damage that
// ends when the two part, and recharges won back by the attack's own kill or by sight
// of an enemy.
// ddm-battle-rules-2011.txt § Bonuses and Penalties (Stacking, Duplicate Effects);
// § Vulnerable X Damage; § Ongoing Damage; § Conditions (Duration: Until Trigger);
// § Powers and Effects (Rechargeable Powers); § Line of Sight
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { endOfTurnEffects, takeOngoingDamage } from "../../runtime/ddm/effects.js";
import { moveByPower } from "../../runtime/ddm/power-movement.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { attackBonusOf, defenseOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature, logText } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-lasting-riders.wb",
  text: `creature "Grudge Knight" {
  level 6  cost 20  unaligned  factions Wild  keywords Human
  AC 16  Fort 14  Ref 13  Will 15  speed 6  hp 60
  attack melee basic "Stubborn Blade": +8 vs AC; 10 damage; miss: this creature gets cumulative +1 attack (maximum +2) until end of battle
  attack melee "Rusting Touch": +8 vs AC; 5 damage and target gets cumulative -2 AC (maximum -4) until end of battle
  attack melee "Frost Brand": +8 vs AC; 10 cold damage and vulnerable 10 cold (save ends)
  attack melee "Soul Harvest" uses 1 recharge when this creature destroys creature with "Soul Harvest" attack: +8 vs AC; 20 damage
  attack melee "Latching Bite": +8 vs AC; 5 damage and ongoing 5 until it is not adjacent to this creature
  attack area 1 within 10 "Flame Burst" uses 1 recharge when start of its turn if it can see enemy within 10 squares: +8 vs Ref; 10 fire damage
}
creature "Training Post" {
  level 4  cost 10  unaligned  factions Wild  keywords Construct
  AC 12  Fort 14  Ref 13  Will 16  speed 6  hp 100
  attack melee basic "Club": +6 vs AC; 10 damage
}
`,
};

const duel = (dice: number[], postHp?: number) =>
  arena(
    [
      { card: "Grudge Knight", side: "A", at: [3, 3] },
      { card: "Training Post", side: "B", at: [3, 4], ...(postHp !== undefined ? { hp: postHp } : {}) },
    ],
    { extra: [cards], dice },
  );

describe("cumulative modifiers (ddm-battle-rules-2011.txt § Bonuses and Penalties, Stacking and Duplicate Effects)", () => {
  it("each miss adds +1 attack to the same power's bonus, which stops at its maximum +2", () => {
    const a = duel([2, 2, 2]);
    const blade = attackOf(a, "A1", "Stubborn Blade");
    resolveAttack(a.g, "A1", blade, "B1");
    expect(attackBonusOf(a.g, "A1", blade, "B1").value).toBe(9);
    resolveAttack(a.g, "A1", blade, "B1");
    expect(attackBonusOf(a.g, "A1", blade, "B1").value).toBe(10);
    resolveAttack(a.g, "A1", blade, "B1");
    expect(attackBonusOf(a.g, "A1", blade, "B1").value).toBe(10);
    expect(logText(a)).toContain("Grudge Knight (A1) has +2 attack (cumulative, maximum +2, end of battle)");
  });

  it("a penalty to the target's AC deepens with each hit, down to its maximum -4", () => {
    const a = duel([15, 15, 15]);
    const rust = attackOf(a, "A1", "Rusting Touch");
    resolveAttack(a.g, "A1", rust, "B1");
    expect(defenseOf(a.g, "B1", "AC").value).toBe(10);
    resolveAttack(a.g, "A1", rust, "B1");
    resolveAttack(a.g, "A1", rust, "B1");
    expect(defenseOf(a.g, "B1", "AC").value).toBe(8);
    expect(creature(a, "B1").hp).toBe(85);
  });
});

describe("a vulnerability for a while (ddm-battle-rules-2011.txt § Vulnerable X Damage)", () => {
  it("'vulnerable 10 cold (save ends)': the next cold damage is 10 more", () => {
    const a = duel([15, 15]);
    const brand = attackOf(a, "A1", "Frost Brand");
    resolveAttack(a.g, "A1", brand, "B1");
    expect(creature(a, "B1").hp).toBe(90);
    resolveAttack(a.g, "A1", brand, "B1");
    expect(creature(a, "B1").hp).toBe(70);
  });
});

describe("a recharge won back by the attack's own kill (ddm-battle-rules-2011.txt § Powers and Effects, Rechargeable Powers)", () => {
  it("'recharge when this creature destroys creature with \"Soul Harvest\" attack' the use spent on a hit that leaves the target standing stays spent; on the kill it comes back", () => {
    const standing = duel([15], 40);
    resolveAttack(standing.g, "A1", attackOf(standing, "A1", "Soul Harvest"), "B1");
    expect(creature(standing, "B1").hp).toBe(20);
    expect(creature(standing, "A1").spent["Soul Harvest"]).toBe(1);
    const killed = duel([15], 20);
    resolveAttack(killed.g, "A1", attackOf(killed, "A1", "Soul Harvest"), "B1");
    expect(creature(killed, "B1").status).toBe("destroyed");
    expect(creature(killed, "A1").spent["Soul Harvest"]).toBe(0);
  });
});

describe("ongoing damage that ends when the two part (ddm-battle-rules-2011.txt § Ongoing Damage; § Conditions, Duration: Until Trigger)", () => {
  it("'ongoing 5 until it is not adjacent to this creature': no save ends it; it burns while the two stay adjacent and stops when the knight steps away", () => {
    const a = arena(
      [
        { card: "Grudge Knight", side: "A", at: [3, 3] },
        { card: "Training Post", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [15, 20], choices: ["3,1"] },
    );
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Latching Bite"), "B1");
    expect(creature(a, "B1").hp).toBe(95);
    endOfTurnEffects(a.g, "B1");
    takeOngoingDamage(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(90);
    moveByPower(a.g, "A1", "shift", 2, { creature: "A1", rule: "test", src: null });
    expect(creature(a, "B1").effects.filter((e) => e.kind === "ongoing")).toEqual([]);
    takeOngoingDamage(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(90);
  });
});

describe("a recharge on sight of an enemy (ddm-battle-rules-2011.txt § Powers and Effects, Rechargeable Powers; § Line of Sight)", () => {
  it("'recharge when start of its turn if it can see enemy within 10 squares': an enemy 8 squares away recharges it, one 11 squares away does not", () => {
    const near = arena(
      [
        { card: "Grudge Knight", side: "A", at: [3, 0] },
        { card: "Training Post", side: "B", at: [3, 8] },
      ],
      { extra: [cards], choices: ["end"] },
    );
    creature(near, "A1").spent = { "Flame Burst": 1 };
    creatureTurn(near.g, "A1");
    expect(creature(near, "A1").spent["Flame Burst"]).toBe(0);
    const far = arena(
      [
        { card: "Grudge Knight", side: "A", at: [0, 0] },
        { card: "Training Post", side: "B", at: [11, 11] },
      ],
      { extra: [cards], choices: ["end"] },
    );
    creature(far, "A1").spent = { "Flame Burst": 1 };
    creatureTurn(far.g, "A1");
    expect(creature(far, "A1").spent["Flame Burst"]).toBe(1);
  });
});
