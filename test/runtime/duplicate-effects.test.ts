// A bonus "on that attack" given by another creature's power, the rulebook's own
// examples of stacking and duplicate effects: a champion's "use when an ally hits with a
// melee attack: +10 damage on that attack" raises the ally's damage, two such champions
// give +10 once, and the bonus stacks with Sneak Attack. A defence bonus on that attack
// goes to the creature attacked.
// ddm-battle-rules-2011.txt § Bonuses and Penalties (Stacking, Duplicate Effects)
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature, logText, type Arena } from "./arena.js";

const band = {
  path: "test/duplicate-effects.wb",
  text: `creature "Ironhold Marshal" {
  level 5  cost 20  good  factions Civilization  keywords Dwarf  champion 2
  AC 17  Fort 16  Ref 14  Will 15  speed 5  hp 50
  attack melee basic "Warhammer": +7 vs AC; 10 damage
  champion power "Drive Them Back": use when an ally hits with a melee attack: +10 damage on that attack
}
creature "Gallant Cutpurse" {
  level 3  cost 12  good  factions Civilization  keywords Halfling
  AC 15  Fort 13  Ref 15  Will 13  speed 6  hp 30
  attack melee basic "Short Sword": +6 vs AC; 10 damage
  power "Sneak Attack 10"
}
creature "Tower Shieldbearer" {
  level 4  cost 14  good  factions Civilization  keywords Human
  AC 16  Fort 15  Ref 13  Will 13  speed 5  hp 40
  attack melee basic "Spear": +6 vs AC; 10 damage
  power "Interpose": use when an adjacent ally is targeted by a melee attack: +4 AC on that attack
}
creature "Sawdust Dummy" {
  level 1  cost 5  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 0  hp 80
  attack melee basic "Flop": +6 vs AC; 10 damage
}
`,
};

function attackWith(a: Arena, attacker: string, target: string): void {
  a.g.state.active = { creature: attacker, attack: 1, move: 1, minor: 1 };
  makeAttack(a.g, attacker, cardOf(a.g, creature(a, attacker).card).attacks[0]!, target);
}

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties: '+10 damage on that attack' from a champion watching an ally", () => {
  it("goes to the ally whose attack hit, not to the champion: the Cutpurse's 10 becomes 20", () => {
    const a = arena(
      [
        { card: "Ironhold Marshal", side: "A", at: [8, 8] },
        { card: "Gallant Cutpurse", side: "A", at: [3, 3] },
        { card: "Sawdust Dummy", side: "B", at: [3, 4] },
      ],
      { extra: [band], dice: [15], choices: ["use"] },
    );
    attackWith(a, "A2", "B1");
    expect(creature(a, "B1").hp).toBe(60);
    expect(logText(a).some((t) => t.includes("A2") && t.includes("+10 damage on this attack (Drive Them Back)"))).toBe(true);
    // The bonus ended with that attack: the Marshal's and the Cutpurse's next hits are plain.
    expect(a.g.state.attackBoosts).toBeUndefined();
  });

  it("Duplicate Effects: two Marshals using it on the same attack give +10, not +20 (10 + 10 = 20 damage)", () => {
    const a = arena(
      [
        { card: "Ironhold Marshal", side: "A", at: [8, 8] },
        { card: "Ironhold Marshal", side: "A", at: [9, 8] },
        { card: "Gallant Cutpurse", side: "A", at: [3, 3] },
        { card: "Sawdust Dummy", side: "B", at: [3, 4] },
      ],
      { extra: [band], dice: [15], choices: ["use", "use", "1"] },
    );
    attackWith(a, "A3", "B1");
    // Both are declared, then their player orders them (§ Resolving Effects, Simultaneous Effects).
    expect(a.decisions.map((d) => d.kind)).toEqual(["use-power", "use-power", "order"]);
    expect(creature(a, "B1").hp).toBe(60);
    expect(logText(a).some((t) => t.includes("not affected again by Drive Them Back"))).toBe(true);
  });

  it("Stacking: the Marshal's +10 and the Cutpurse's Sneak Attack 10 against a flanked target add up (10 + 10 + 10 = 30)", () => {
    const a = arena(
      [
        { card: "Ironhold Marshal", side: "A", at: [3, 5] },
        { card: "Gallant Cutpurse", side: "A", at: [3, 3] },
        { card: "Sawdust Dummy", side: "B", at: [3, 4] },
      ],
      { extra: [band], dice: [15], choices: ["use"] },
    );
    attackWith(a, "A2", "B1");
    expect(creature(a, "B1").hp).toBe(50);
  });

  it("without the champion power the flanked target takes the Sneak Attack alone (10 + 10 = 20)", () => {
    const a = arena(
      [
        { card: "Ironhold Marshal", side: "A", at: [3, 5] },
        { card: "Gallant Cutpurse", side: "A", at: [3, 3] },
        { card: "Sawdust Dummy", side: "B", at: [3, 4] },
      ],
      { extra: [band], dice: [15], choices: ["decline"] },
    );
    attackWith(a, "A2", "B1");
    expect(creature(a, "B1").hp).toBe(60);
  });
});

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties: a defence bonus 'on that attack' goes to the creature attacked", () => {
  it("'use when an adjacent ally is targeted by a melee attack: +4 AC on that attack': 9 + 6 = 15 hits AC 15, misses AC 19", () => {
    const placements = [
      { card: "Tower Shieldbearer", side: "A" as const, at: [4, 3] as [number, number] },
      { card: "Gallant Cutpurse", side: "A" as const, at: [3, 3] as [number, number] },
      { card: "Sawdust Dummy", side: "B" as const, at: [3, 4] as [number, number] },
    ];
    const guarded = arena(placements, { extra: [band], dice: [9], choices: ["use"] });
    attackWith(guarded, "B1", "A2");
    expect(creature(guarded, "A2").hp).toBe(30);
    expect(creature(guarded, "A1").hp).toBe(40);
    expect(logText(guarded).some((t) => t.includes("vs AC 19 — miss"))).toBe(true);
    const open = arena(placements, { extra: [band], dice: [9], choices: ["decline"] });
    attackWith(open, "B1", "A2");
    expect(creature(open, "A2").hp).toBe(20);
  });
});
