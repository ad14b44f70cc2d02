// Card text lifted by the first of two events ("cannot make melee attacks until attacked or
// an ally is destroyed": gates not-been-attacked and no-ally-destroyed, both), one bonus
// against targets in either of two states, and immunity to attacks of one kind.
// ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Making an Attack; § Hit Points
// (Destroyed); § Bonuses and Penalties (Stacking); § Powers and Effects; § Immune Damage
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { addOngoing } from "../../runtime/ddm/effects.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { damageBonusOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature, logText } from "./arena.js";

const cause = { creature: null, rule: "the test", src: null };

const cards = {
  path: "test/until-attacked.wb",
  text: `creature "Dormant Colossus" {
  level 8  cost 30  unaligned  factions Civilization  keywords Construct
  AC 20  Fort 20  Ref 16  Will 16  speed 5  hp 80
  attack melee basic "Fist": +12 vs AC; 20 damage
  power "Dormant": cannot make melee attacks while both it has not been attacked as well as no ally has been destroyed
}
creature "Venom Zealot" {
  level 5  cost 15  evil  factions Wild  keywords Drow
  AC 17  Fort 15  Ref 16  Will 15  speed 6  hp 40
  attack melee basic "Barbed Whip": +8 vs AC; 10 damage
  power "Spite": +10 damage against targets either Good or taking ongoing poison damage
}
creature "Silver Knight" {
  level 5  cost 15  good  factions Civilization  keywords Human
  AC 17  Fort 16  Ref 14  Will 15  speed 5  hp 40
  attack melee basic "Mace": +8 vs AC; 10 damage
  power "Arrow Ward": immune to ranged attacks
}
`,
};

const legal = (options: { id: string; legal: boolean }[], start: string) => options.filter((o) => o.legal && o.id.startsWith(start)).map((o) => o.id);

describe("§ Core Rules and Exceptions: no melee attacks until it is attacked or an ally is destroyed", () => {
  it("its first turn offers no Fist; once the goblin has attacked it, its next turn does", () => {
    const a = arena(
      [
        { card: "Dormant Colossus", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [cards], choices: ["end", "end"], dice: [2] },
    );
    creatureTurn(a.g, "A1");
    expect(legal(a.decisions[0]!.options, "attack:Fist")).toEqual([]);
    // The goblin's blade misses (2 + 6 against AC 20): an attack all the same.
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Short Blade"), "A1");
    expect(creature(a, "A1").hp).toBe(80);
    creatureTurn(a.g, "A1");
    expect(legal(a.decisions[1]!.options, "attack:Fist")).toEqual(["attack:Fist:B1"]);
  });

  it("an ally destroyed lifts it too", () => {
    const a = arena(
      [
        { card: "Dormant Colossus", side: "A", at: [3, 3] },
        { card: "Dormant Colossus", side: "A", at: [8, 8] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [cards], choices: ["end"] },
    );
    creature(a, "A2").status = "destroyed";
    creatureTurn(a.g, "A1");
    expect(legal(a.decisions[0]!.options, "attack:Fist")).toEqual(["attack:Fist:B1"]);
  });
});

describe("§ Bonuses and Penalties: one bonus against targets in either state", () => {
  it("+10 against a Good target, +10 against one taking ongoing poison damage, +10 (not 20) against one in both, none otherwise", () => {
    const a = arena(
      [
        { card: "Venom Zealot", side: "A", at: [3, 3] },
        { card: "Silver Knight", side: "B", at: [3, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 4] },
      ],
      { extra: [cards] },
    );
    const whip = attackOf(a, "A1", "Barbed Whip");
    expect(damageBonusOf(a.g, "A1", whip, "B1").value).toBe(10);
    expect(damageBonusOf(a.g, "A1", whip, "B2").value).toBe(0);
    addOngoing(a.g, "B2", 5, "poison", cause);
    expect(damageBonusOf(a.g, "A1", whip, "B2").value).toBe(10);
    addOngoing(a.g, "B1", 5, "poison", cause);
    expect(damageBonusOf(a.g, "A1", whip, "B1").value).toBe(10);
  });
});

describe("§ Powers and Effects: immune to ranged attacks", () => {
  it("a goblin's thrown knife does nothing to the knight, not even a roll; another's blade hits as usual", () => {
    const a = arena(
      [
        { card: "Silver Knight", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 6] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [15] },
    );
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Thrown Knife"), "A1");
    expect(creature(a, "A1").hp).toBe(40);
    expect(logText(a).some((t) => t.includes("immune to Thrown Knife"))).toBe(true);
    // The scripted 15 is still there for the blade: 15 + 6 hits AC 17.
    resolveAttack(a.g, "B2", attackOf(a, "B2", "Short Blade"), "A1");
    expect(creature(a, "A1").hp).toBe(35);
  });
});
