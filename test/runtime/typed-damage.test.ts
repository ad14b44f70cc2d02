// Bonus damage of a type: "+5 radiant damage" is damage of that type beside the attack's
// own, so the target's Resist, Immune and Vulnerable of that type meet it; a start-of-round
// champion power gives it for the round; "+10 fire damage on that attack" for one attack.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Applying Damage; § Resistance and Vulnerability
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { endRound, startRound } from "../../runtime/ddm/round.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/typed-damage.wb",
  text: `creature "Dawnblade" {
  level 6  cost 20  good  factions Civilization  keywords Human  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Sword": +7 vs AC; 10 damage
  power "Holy Edge": +5 radiant damage against Undead targets
}
creature "Sun Priest" {
  level 6  cost 20  good  factions Civilization  keywords Human  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Mace": +7 vs AC; 10 damage
  champion power "Dawn Hymn": use at start of round: allies get +5 radiant damage until end of round
}
creature "Pyre Adept" {
  level 6  cost 20  good  factions Civilization  keywords Human  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Staff": +7 vs AC; 10 damage
  champion power "Kindle": use when ally hits with melee attack: +10 fire damage on that attack
}
creature "Grave Husk" {
  level 6  cost 20  evil  factions Wild  keywords Undead  
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Claw": +7 vs AC; 10 damage
  power "Sun-Scorched": vulnerable 5 radiant
}
creature "Ash Husk" {
  level 6  cost 20  evil  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Claw": +7 vs AC; 10 damage
  power "Fireproof": resist 10 fire
}
`,
};
const extra = [cards];
const sword = (a: ReturnType<typeof arena>, id: string) => cardOf(a.g, creature(a, id).card).attacks[0]!;

describe("§ Bonuses and Penalties: bonus damage of a type", () => {
  it("'+5 radiant damage against Undead targets' adds radiant damage that the target's Vulnerable 5 radiant meets: 10 + 5 + 5", () => {
    const a = arena([{ card: "Dawnblade", side: "A", at: [3, 3] }, { card: "Grave Husk", side: "B", at: [3, 4] }], { extra, dice: [15] });
    resolveAttack(a.g, "A1", sword(a, "A1"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });

  it("a start-of-round champion power gives allies radiant damage until end of round", () => {
    const a = arena(
      [
        { card: "Sun Priest", side: "A", at: [0, 0] },
        { card: "Dawnblade", side: "A", at: [5, 5] },
        { card: "Ash Husk", side: "B", at: [5, 6] },
      ],
      { extra, dice: [15, 15], choices: ["use"] },
    );
    startRound(a.g);
    resolveAttack(a.g, "A2", sword(a, "A2"), "B1");
    // 10 base + 5 radiant (the Ash Husk resists fire only).
    expect(creature(a, "B1").hp).toBe(45);
    endRound(a.g);
    resolveAttack(a.g, "A2", sword(a, "A2"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
  });

  it("'+10 fire damage on that attack' is fire: the target's Resist 10 fire takes it all", () => {
    const a = arena(
      [
        { card: "Pyre Adept", side: "A", at: [0, 0] },
        { card: "Dawnblade", side: "A", at: [5, 5] },
        { card: "Ash Husk", side: "B", at: [5, 6] },
        { card: "Grave Husk", side: "B", at: [4, 5] },
      ],
      { extra, dice: [15, 15], choices: ["use", "use"] },
    );
    resolveAttack(a.g, "A2", sword(a, "A2"), "B1");
    expect(creature(a, "B1").hp).toBe(50);
    // Against the Undead husk: 10 + 5 radiant (its own power) + 5 vulnerable + 10 fire.
    resolveAttack(a.g, "A2", sword(a, "A2"), "B2");
    expect(creature(a, "B2").hp).toBe(30);
  });
});
