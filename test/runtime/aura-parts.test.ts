// Auras whose effect is a trigger: a penalty on each attack an enemy in the aura declares
// against anyone but the aura's creature (a close or area attack counts every creature in
// its area), damage to the enemies in the aura whenever its creature declares a basic
// attack, and damage at the start of each turn in the aura only while its creature is
// bloodied. Dice are scripted.
// ddm-battle-rules-2011.txt § Continuous Powers (Aura); § Making an Attack (Declare the Attack);
// § Start of Turn Phase; § Hit Points (Bloodied)
import { describe, expect, it } from "vitest";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { makeAttack, resolveAreaAttack } from "../../runtime/ddm/attack.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature } from "./arena.js";
import { strawTarget } from "./test-creatures.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Fey
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/aura-parts.wb",
  text: `creature "Gauntlet Knight" {
  ${stats}
  attack melee basic "Blade": +6 vs AC; 5 damage
  aura 1 "Duelist's Dare": whenever enemy within 1 squares declares attack not against this creature: attacker gets -2 attack on that attack
}
creature "Ash Whirler" {
  ${stats}
  attack close burst 1 "Cinder Spin": +5 vs AC; 10 damage
}
creature "Thunder Adept" {
  ${stats}
  attack melee basic "Staff": +6 vs AC; 5 damage
  attack melee "Lightning Lash": +6 vs AC; 5 lightning damage
  aura 2 "Rumble": whenever this creature declares basic attack: enemies within 2 squares takes 5 thunder damage
}
creature "Cracked Furnace" {
  ${stats}
  attack melee basic "Slam": +6 vs AC; 5 damage
  aura 2 "Leaking Heat": whenever creature starts its turn within 2 squares while this creature is bloodied: that creature takes 10 fire damage
}
`,
};
const extra = [cards, strawTarget];

describe("§ Continuous Powers (Aura): -2 Attack on attacks that leave out the aura's creature", () => {
  const field = (dice: number[]) =>
    arena(
      [
        { card: "Gauntlet Knight", side: "A", at: [3, 3] },
        { card: "Straw Target", side: "A", at: [4, 3] },
        { card: "Straw Target", side: "B", at: [4, 4] },
      ],
      { extra, dice },
    );

  it("the enemy beside the knight attacks the knight's ally: +5 - 2 with an 8 is 11, a miss against AC 12", () => {
    const a = field([8]);
    makeAttack(a.g, "B1", attackOf(a, "B1", "Thump"), "A2");
    expect(creature(a, "A2").hp).toBe(100);
  });

  it("the enemy attacks the knight itself: +5 with an 8 is 13, a hit for 5", () => {
    const a = field([8]);
    makeAttack(a.g, "B1", attackOf(a, "B1", "Thump"), "A1");
    expect(creature(a, "A1").hp).toBe(35);
  });

  it("an enemy burst that holds the knight and its ally: no penalty, both hit with an 8", () => {
    const a = arena(
      [
        { card: "Straw Target", side: "A", at: [3, 3] },
        { card: "Gauntlet Knight", side: "A", at: [5, 5] },
        { card: "Ash Whirler", side: "B", at: [4, 4] },
      ],
      { extra, dice: [8, 8], choices: ["A1", "A2"] },
    );
    const spin = attackOf(a, "B1", "Cinder Spin");
    const [p] = placements(a.g, "B1", spin);
    // The ally comes first in the area: the attack's declared target alone would not show the knight in it.
    expect(p!.targets).toEqual(["A1", "A2"]);
    resolveAreaAttack(a.g, "B1", spin, p!);
    expect(creature(a, "A1").hp).toBe(90);
    expect(creature(a, "A2").hp).toBe(30);
  });
});

describe("§ Continuous Powers (Aura): damage to enemies in the aura whenever its creature declares a basic attack", () => {
  const field = (dice: number[]) =>
    arena(
      [
        { card: "Thunder Adept", side: "A", at: [3, 3] },
        { card: "Straw Target", side: "A", at: [4, 3] },
        { card: "Straw Target", side: "B", at: [3, 4] },
        { card: "Straw Target", side: "B", at: [3, 7] },
      ],
      { extra, dice },
    );

  it("a basic attack that misses: the enemy within 2 squares takes 5 thunder all the same; the far enemy and the ally take nothing", () => {
    const a = field([1]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Staff"), "B1");
    expect(creature(a, "B1").hp).toBe(95);
    expect(creature(a, "B2").hp).toBe(100);
    expect(creature(a, "A2").hp).toBe(100);
  });

  it("an attack that is not basic: nothing", () => {
    const a = field([1]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Lightning Lash"), "B1");
    expect(creature(a, "B1").hp).toBe(100);
  });
});

describe("§ Start of Turn Phase: damage in the aura only while its creature is bloodied", () => {
  const field = (hp: number) =>
    arena(
      [
        { card: "Cracked Furnace", side: "A", at: [3, 3], hp },
        { card: "Straw Target", side: "B", at: [3, 5] },
      ],
      { extra, choices: ["end", "end"] },
    );

  it("the furnace unhurt: an enemy starting its turn 2 squares away takes nothing", () => {
    const a = field(40);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(100);
  });

  it("the furnace bloodied: that enemy takes 10 fire; the furnace's own turn costs it nothing", () => {
    const a = field(15);
    creatureTurn(a.g, "B1");
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(90);
    expect(creature(a, "A1").hp).toBe(15);
  });
});
