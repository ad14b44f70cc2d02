// Counted bonuses: "+1 AC for each adjacent enemy", "+1 attack and +5 damage for each
// Goblin ally within 5 squares (maximum +10)", played with scripted dice. Every creature
// and number is invented for these tests.
// ddm-battle-rules-2011.txt § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { attackBonusOf, damageBonusOf, defenseOf } from "../../runtime/ddm/values.js";
import { arena, creature, type Placement } from "./arena.js";

const content = {
  path: "test/counted-bonuses.wb",
  text: `creature "Brawl Veteran" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Cudgel": +5 vs AC; 10 damage
  power "Crowd Fighter": +1 AC for each adjacent enemy
}
creature "Mob Goblin" {
  level 3  cost 12  unaligned  factions Wild  keywords Goblin
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Shiv": +5 vs AC; 10 damage
  power "Strength in Numbers": +1 attack for each Goblin ally within 5 squares and +5 damage for each Goblin ally within 5 squares (maximum +10)
}
creature "Drum Goblin" {
  level 3  cost 12  unaligned  factions Wild  keywords Goblin
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Stick": +5 vs AC; 10 damage
  power "War Drum": allies +1 attack for each adjacent ally
}
creature "Training Post" {
  level 3  cost 12  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Thump": +5 vs AC; 5 damage
}
`,
};

const field = (placements: Placement[], dice: number[] = []) => arena(placements, { dice, extra: [content] });

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties: bonuses counted for each creature", () => {
  it("+1 AC for each adjacent enemy: 10 alone, 12 with two enemies beside it; an adjacent ally and a far enemy add nothing", () => {
    const alone = field([{ card: "Brawl Veteran", side: "A", at: [5, 5] }]);
    expect(defenseOf(alone.g, "A1", "AC").value).toBe(10);
    const pressed = field([
      { card: "Brawl Veteran", side: "A", at: [5, 5] },
      { card: "Training Post", side: "B", at: [5, 6] },
      { card: "Training Post", side: "B", at: [6, 6] },
      { card: "Training Post", side: "B", at: [9, 9] },
      { card: "Training Post", side: "A", at: [4, 5] },
    ]);
    expect(defenseOf(pressed.g, "A1", "AC").value).toBe(12);
  });

  it("+5 damage for each Goblin ally within 5 squares (maximum +10): three allies near give +3 attack and +10 damage, a roll of 2 still hits AC 10 and the post loses 20", () => {
    const a = field(
      [
        { card: "Mob Goblin", side: "A", at: [5, 5] },
        { card: "Mob Goblin", side: "A", at: [4, 4] },
        { card: "Mob Goblin", side: "A", at: [6, 3] },
        { card: "Mob Goblin", side: "A", at: [2, 5] },
        // Six squares away: not counted.
        { card: "Mob Goblin", side: "A", at: [11, 5] },
        { card: "Training Post", side: "B", at: [5, 6] },
      ],
      [2],
    );
    const shiv = cardOf(a.g, "Mob Goblin").attacks[0]!;
    expect(attackBonusOf(a.g, "A1", shiv, "B1").value).toBe(5 + 3);
    expect(damageBonusOf(a.g, "A1", shiv, "B1").value).toBe(10);
    resolveAttack(a.g, "A1", shiv, "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });

  it("with no Goblin ally near, the same roll of 2 misses (+5 against AC 10) and the post keeps its hit points", () => {
    const a = field(
      [
        { card: "Mob Goblin", side: "A", at: [5, 5] },
        { card: "Training Post", side: "B", at: [5, 6] },
      ],
      [2],
    );
    resolveAttack(a.g, "A1", cardOf(a.g, "Mob Goblin").attacks[0]!, "B1");
    expect(creature(a, "B1").hp).toBe(60);
  });

  it("allies +1 attack for each adjacent ally: each ally counts its own neighbours, not the drummer's", () => {
    const a = field([
      { card: "Drum Goblin", side: "A", at: [0, 0] },
      { card: "Training Post", side: "A", at: [5, 5] },
      { card: "Training Post", side: "A", at: [5, 6] },
      { card: "Training Post", side: "A", at: [6, 6] },
      { card: "Training Post", side: "A", at: [9, 9] },
    ]);
    const thump = cardOf(a.g, "Training Post").attacks[0]!;
    expect(attackBonusOf(a.g, "A2", thump).value).toBe(5 + 2);
    expect(attackBonusOf(a.g, "A5", thump).value).toBe(5);
  });
});
