// Triggers on one attack of the card by name, on attacks made with combat advantage,
// and effects that make the attack a critical or an automatic hit.
// ddm-battle-rules-2011.txt § Automatic Powers; § Activated Powers; § Combat Advantage;
// § Flanking; § Attack Roll (Automatic Hit; Critical Hit)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, logText, type Placement } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40`;

// Made-up creatures, one power each (not bundled content).
const cards = {
  path: "test/attack-trigger-filters.wb",
  text: `creature "Lash Adept" {
  ${stats}
  attack melee basic "Fist": +6 vs AC; 10 damage
  attack melee "Mind Lash": +6 vs Will; 10 psychic damage
  power "Lingering Lash": whenever this creature hits with "Mind Lash" attack: target is Dazed (save ends)
}
creature "Skull Splitter" {
  ${stats}
  attack melee basic "Axe": +6 vs AC; 10 damage
  power "Cleaving Blow" uses 1: use when this creature declares basic melee attack: that attack is a critical hit
}
creature "Bolt Caster" {
  ${stats}
  attack ranged 10 basic "Bolt": +6 vs Ref; 10 damage
  power "Sure Bolt": use when this creature declares "Bolt" attack: that attack is an automatic hit
}
creature "Keen Archer" {
  ${stats}
  attack ranged 10 basic "Arrow": +6 vs AC; 10 damage
  power "Deadly Aim": use when this creature hits with ranged attack: that attack is a critical hit
}
creature "Salamander" {
  ${stats}
  attack melee basic "Bite": +6 vs AC; 10 damage
  attack melee "Flame Lash": +6 vs AC; 10 fire damage
  power "Fire Drinker": whenever this creature would take fire damage: this creature takes no damage from that attack and this creature heals 5
}
creature "Ram" {
  ${stats}
  attack melee basic "Horns": +6 vs AC; 10 damage
  power "Impact": use when this creature hits Medium or smaller enemy: push that enemy 2
}
creature "Ogre Target" {
  level 5  cost 20  unaligned  size Large  factions Wild  keywords Giant
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40
  attack melee basic "Club": +6 vs AC; 10 damage
}
creature "Back Stabber" {
  ${stats}
  attack melee basic "Dagger": +6 vs AC; 10 damage
  power "Hamstring": whenever this creature hits with melee attack with combat advantage: target is Immobilized (save ends)
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });
const attack = (a: ReturnType<typeof field>, by: string, name: string, target: string) =>
  resolveAttack(a.g, by, attackOf(a, by, name), target);
const has = (a: ReturnType<typeof field>, id: string, condition: string) => creature(a, id).effects.some((e) => e.kind === "condition" && e.name === condition);

describe("ddm-battle-rules-2011.txt § Automatic Powers: a trigger naming one of the card's attacks", () => {
  it("a hit with Mind Lash Dazes the target; a hit with the Fist does not", () => {
    const a = field([
      { card: "Lash Adept", side: "A", at: [5, 4] },
      { card: "Lash Adept", side: "B", at: [5, 5] },
    ], [15, 15]);
    attack(a, "A1", "Fist", "B1");
    expect(has(a, "B1", "Dazed")).toBe(false);
    attack(a, "A1", "Mind Lash", "B1");
    expect(has(a, "B1", "Dazed")).toBe(true);
    expect(creature(a, "B1").hp).toBe(20);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Critical Hit; Automatic Hit): powers that make the attack hit", () => {
  it("'that attack is a critical hit' when declared: no roll is made and the base damage is doubled (10 × 2)", () => {
    const a = field([
      { card: "Skull Splitter", side: "A", at: [5, 4] },
      { card: "Skull Splitter", side: "B", at: [5, 5] },
    ], [], ["use"]);
    attack(a, "A1", "Axe", "B1");
    expect(creature(a, "B1").hp).toBe(20);
    expect(a.dice.remaining()).toBe(0);
    expect(logText(a).some((t) => t.includes("a critical hit against") && t.includes("without a roll"))).toBe(true);
  });

  it("'that attack is an automatic hit': it hits without a roll, for its normal damage", () => {
    const a = field([
      { card: "Bolt Caster", side: "A", at: [5, 1] },
      { card: "Bolt Caster", side: "B", at: [5, 8] },
    ], [], ["use"]);
    attack(a, "A1", "Bolt", "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("on a hit, 'that attack is a critical hit' doubles its damage; a miss stays a miss", () => {
    const a = field([
      { card: "Keen Archer", side: "A", at: [5, 1] },
      { card: "Keen Archer", side: "B", at: [5, 8] },
    // The hit, now critical, is announced again for the powers that answer critical hits: the Archer declines the second offer.
    ], [15, 2], ["use", "decline"]);
    attack(a, "A1", "Arrow", "B1");
    expect(creature(a, "B1").hp).toBe(20);
    attack(a, "A1", "Arrow", "B1");
    expect(creature(a, "B1").hp).toBe(20);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(2);
  });
});

describe("ddm-battle-rules-2011.txt § Combat Advantage: a hit with combat advantage", () => {
  it("flanking the target (an ally on its far side) gives combat advantage: the hit Immobilizes; alone it does not", () => {
    const a = field([
      { card: "Back Stabber", side: "A", at: [5, 4] },
      { card: "Back Stabber", side: "A", at: [5, 6] },
      { card: "Lash Adept", side: "B", at: [5, 5] },
    ], [15, 15]);
    attack(a, "A1", "Dagger", "B1");
    expect(has(a, "B1", "Immobilized")).toBe(true);
    const b = field([
      { card: "Back Stabber", side: "A", at: [5, 4] },
      { card: "Lash Adept", side: "B", at: [5, 5] },
    ], [15]);
    attack(b, "A1", "Dagger", "B1");
    expect(has(b, "B1", "Immobilized")).toBe(false);
    expect(creature(b, "B1").hp).toBe(30);
  });
});

describe("ddm-battle-rules-2011.txt § Resistance and Vulnerability (would take): damage turned into healing", () => {
  it("fire damage it would take: none taken, 5 healed (30 → 35); other damage is taken (35 → 25)", () => {
    const a = field([
      { card: "Salamander", side: "A", at: [5, 4] },
      { card: "Salamander", side: "B", at: [5, 5], hp: 30 },
    ], [15, 15]);
    attack(a, "A1", "Flame Lash", "B1");
    expect(creature(a, "B1").hp).toBe(35);
    attack(a, "A1", "Bite", "B1");
    expect(creature(a, "B1").hp).toBe(25);
  });
});

describe("ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Size): a trigger on a Medium or smaller enemy", () => {
  it("the Ram's hit pushes a Medium enemy 2 squares; a Large one is not pushed (the power is not offered)", () => {
    const a = field([
      { card: "Ram", side: "A", at: [5, 4] },
      { card: "Lash Adept", side: "B", at: [5, 5] },
    ], [15], ["use", "5,6", "5,7"]);
    attack(a, "A1", "Horns", "B1");
    expect(creature(a, "B1").space).toMatchObject({ x: 5, y: 7 });
    const b = field([
      { card: "Ram", side: "A", at: [5, 3] },
      { card: "Ogre Target", side: "B", at: [5, 4] },
    ], [15]);
    attack(b, "A1", "Horns", "B1");
    expect(creature(b, "B1").hp).toBe(30);
    expect(b.decisions.filter((d) => d.kind === "use-power")).toHaveLength(0);
  });
});
