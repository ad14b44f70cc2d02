// Bonuses for the creature's next attack: "until it makes a melee attack" ends only once a
// melee attack of its own has resolved (a ranged one leaves it), "until end of turn or until
// it makes a ranged attack" ends at whichever comes first, and "until it is attacked" ends
// once an enemy's attack has it as its target. Dice are scripted.
// ddm-battle-rules-2011.txt § Conditions (Duration: until a trigger); § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { cardOf } from "../../runtime/ddm/game.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { attackBonusOf, damageBonusOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature } from "./arena.js";

const extra = [
  {
    path: "test/next-attack.wb",
    text: `creature "Poison Archer" {
  level 4  cost 15  evil  factions Wild  keywords Goblin
  AC 15  Fort 14  Ref 14  Will 14  speed 5  hp 30
  attack melee basic "Knife": +6 vs AC; 5 damage
  attack ranged 10 basic "Bow": +6 vs AC; 5 damage
  power "Coat Blade": minor action: this creature gets +10 damage with melee attacks until it makes a melee attack
  power "Take Aim": minor action: this creature gets +4 attack with ranged attacks until end of turn or until it makes a ranged attack
  power "Watchful": minor action: this creature gets +2 AC until it is attacked
}
`,
  },
];


describe("§ Conditions (Duration): until its next attack of a kind", () => {
  it("'until it makes a melee attack' lasts through a ranged attack and ends after the melee attack it boosted", () => {
    const a = arena(
      [
        { card: "Poison Archer", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra, choices: ["power:Coat Blade", "end"], dice: [15, 15, 15] },
    );
    creatureTurn(a.g, "A1");
    const knife = attackOf(a, "A1", "Knife");
    expect(damageBonusOf(a.g, "A1", knife, "B1").value).toBe(10);
    const hp = creature(a, "B1").hp;
    // A ranged attack does not end it (and the bonus is for melee attacks only).
    makeAttack(a.g, "A1", attackOf(a, "A1", "Bow"), "B1");
    expect(creature(a, "B1").hp).toBe(hp - 5);
    expect(damageBonusOf(a.g, "A1", knife, "B1").value).toBe(10);
    // The melee attack gets it: 5 + 10; then it is spent.
    makeAttack(a.g, "A1", knife, "B1");
    expect(creature(a, "B1").hp).toBe(hp - 5 - 15);
    expect(damageBonusOf(a.g, "A1", knife, "B1").value).toBe(0);
  });

  it("'until end of turn or until it makes a ranged attack' ends with the turn when no ranged attack came", () => {
    const a = arena(
      [
        { card: "Poison Archer", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 8] },
      ],
      { extra, choices: ["power:Take Aim", "end"] },
    );
    const bow = attackOf(a, "A1", "Bow");
    expect(attackBonusOf(a.g, "A1", bow, "B1").value).toBe(6);
    creatureTurn(a.g, "A1");
    expect(attackBonusOf(a.g, "A1", bow, "B1").value).toBe(6);
  });

  it("'until end of turn or until it makes a ranged attack' ends after the ranged attack, within the turn", () => {
    const a = arena(
      [
        { card: "Poison Archer", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 8] },
      ],
      { extra, choices: ["power:Take Aim", "attack:Bow:B1", "end"], dice: [7] },
    );
    const bow = attackOf(a, "A1", "Bow");
    const hp = creature(a, "B1").hp;
    creatureTurn(a.g, "A1");
    // 7 + 6 + 4 = 17 hits the goblin's AC 16; without the +4 (13) it would have missed.
    expect(creature(a, "B1").hp).toBe(hp - 5);
    expect(a.g.state.log.some((e) => e.kind === "ends" && /it made a ranged attack/.test(e.text))).toBe(true);
    expect(attackBonusOf(a.g, "A1", bow, "B1").value).toBe(6);
  });

  it("'until it is attacked' ends once an enemy's attack targets it", () => {
    const a = arena(
      [
        { card: "Poison Archer", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra, choices: ["power:Watchful", "end"], dice: [1] },
    );
    creatureTurn(a.g, "A1");
    expect(a.g.state.creatures.find((c) => c.id === "A1")!.effects.some((e) => e.name.includes("+2 AC"))).toBe(true);
    const blade = cardOf(a.g, creature(a, "B1").card).attacks[0]!;
    makeAttack(a.g, "B1", blade, "A1");
    expect(creature(a, "A1").effects.some((e) => e.name.includes("+2 AC"))).toBe(false);
  });
});
