// Redirect effects onto a creature the power's player chooses: never the attacker when the
// card says so ("can not redirect to the attacker"), only an active one when it says
// "active", and triggers about allies above their bloodied value ("an adjacent,
// non-bloodied ally"). Made-up creatures; the dice are scripted.
// ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects); § Stunned; § Hit Points (Bloodied)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature, logText, type Arena, type Placement } from "./arena.js";

const cards: SourceFile = {
  path: "test/redirect-choices.wb",
  text: `creature "Gripping Brute" {
  level 5  cost 20  unaligned  factions Wild  keywords Giant
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Fist": +5 vs AC; 10 damage
  power "Living Shield": use when this creature is targeted by a melee attack: redirect that attack to one adjacent Immobilized enemy other than attacker
}
creature "Tribe Chief" {
  level 5  cost 20  unaligned  factions Wild  keywords Goblin
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Club": +5 vs AC; 10 damage
  power "Loyal Minions": immediate action, use when enemy targets this creature: redirect that attack to one adjacent active Goblin ally
}
creature "Warden Knight" {
  level 5  cost 20  unaligned  factions Civilization  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Sword": +5 vs AC; 10 damage
  power "Guard the Hale": immediate action, use when enemy targets adjacent non-bloodied ally with attack: redirect that attack to this creature
}
creature "Plain Raider" {
  level 2  cost 8  unaligned  factions Wild  keywords Goblin
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Spear": +5 vs AC; 10 damage
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { dice, choices, extra: [cards] });
const hit = (a: Arena, attacker: string, target: string) => resolveAttack(a.g, attacker, cardOf(a.g, creature(a, attacker).card).attacks[0]!, target);

describe("ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects)", () => {
  it("'one adjacent Immobilized enemy other than attacker': the attacker is never offered, another Immobilized enemy takes the attack", () => {
    const a = field(
      [
        { card: "Gripping Brute", side: "A", at: [5, 5] },
        { card: "Plain Raider", side: "B", at: [5, 6], conditions: ["Immobilized"] },
        { card: "Plain Raider", side: "B", at: [4, 5], conditions: ["Immobilized"] },
      ],
      [15],
      ["use"],
    );
    hit(a, "B1", "A1");
    // The attacker, Immobilized and adjacent too, is never offered: the other takes the attack, unasked.
    expect(a.decisions.some((d) => d.options.some((o) => o.id === "B1"))).toBe(false);
    expect(creature(a, "B2").hp).toBe(30);
    expect(creature(a, "A1").hp).toBe(60);
  });

  it("with the attacker the only adjacent Immobilized enemy, nothing is redirected and the attack hits this creature", () => {
    const a = field(
      [
        { card: "Gripping Brute", side: "A", at: [5, 5] },
        { card: "Plain Raider", side: "B", at: [5, 6], conditions: ["Immobilized"] },
      ],
      [15],
      ["use"],
    );
    hit(a, "B1", "A1");
    expect(creature(a, "A1").hp).toBe(50);
    expect(creature(a, "B1").hp).toBe(40);
  });

  it("'one adjacent active Goblin ally': a Stunned Goblin ally is inactive (§ Stunned) and cannot take the attack", () => {
    const a = field(
      [
        { card: "Tribe Chief", side: "A", at: [5, 5] },
        { card: "Plain Raider", side: "A", at: [4, 5], conditions: ["Stunned"] },
        { card: "Plain Raider", side: "A", at: [6, 5] },
        { card: "Plain Raider", side: "B", at: [5, 6] },
      ],
      [15],
      ["use"],
    );
    hit(a, "B1", "A1");
    // The Stunned one is never offered: the only active Goblin ally takes the attack, unasked.
    expect(a.decisions.some((d) => d.options.some((o) => o.id === "A2"))).toBe(false);
    expect(creature(a, "A3").hp).toBe(30);
    expect(creature(a, "A2").hp).toBe(40);
    expect(creature(a, "A1").hp).toBe(60);
  });
});

describe("ddm-battle-rules-2011.txt § Hit Points (Bloodied): a non-bloodied party", () => {
  it("'enemy targets adjacent non-bloodied ally': it answers for an ally above its bloodied value, not for a bloodied one", () => {
    const hale = field(
      [
        { card: "Warden Knight", side: "A", at: [5, 5] },
        { card: "Plain Raider", side: "A", at: [5, 6] },
        { card: "Plain Raider", side: "B", at: [5, 7] },
      ],
      [15],
      ["use"],
    );
    hit(hale, "B1", "A2");
    expect(logText(hale).some((t) => t.includes("redirects Spear"))).toBe(true);
    expect(creature(hale, "A1").hp).toBe(50);
    expect(creature(hale, "A2").hp).toBe(40);

    const bloodied = field(
      [
        { card: "Warden Knight", side: "A", at: [5, 5] },
        { card: "Plain Raider", side: "A", at: [5, 6], hp: 20 },
        { card: "Plain Raider", side: "B", at: [5, 7] },
      ],
      [15],
    );
    hit(bloodied, "B1", "A2");
    expect(creature(bloodied, "A2").hp).toBe(10);
    expect(creature(bloodied, "A1").hp).toBe(60);
  });
});
