// Powers on a creature being destroyed: its own "when this creature is destroyed" powers
// act as its last act, where it fell; other creatures hear of it while its space is still
// known ("an adjacent ally is destroyed"); "would be destroyed" powers keep a creature in
// play at some hit points instead.
// ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Common Triggered Powers ('Destroyed by'
// Triggers); § Resolving Effects
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const stats = (hp: number) => `level 5  cost 20  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp ${hp}`;

// Made-up creatures, one power each (not bundled content).
const cards = {
  path: "test/destroyed-triggers.wb",
  text: `creature "Brute" {
  ${stats(40)}
  attack melee basic "Club": +6 vs AC; 20 damage
  attack melee "Torch": +6 vs AC; 20 fire damage
}
creature "Dying Swordsman" {
  ${stats(20)}
  attack melee basic "Sword": +6 vs AC; 10 damage
  power "Death Strike": immediate action, use when this creature is destroyed: this creature makes basic melee attack
}
creature "Bloat" {
  ${stats(20)}
  attack melee basic "Slam": +6 vs AC; 5 damage
  power "Death Burst": whenever this creature is destroyed: adjacent creatures take 5 damage
}
creature "Mourner" {
  ${stats(40)}
  attack melee basic "Fist": +6 vs AC; 5 damage
  power "Grief": whenever adjacent ally is destroyed: this creature heals 10
}
creature "Troll" {
  ${stats(20)}
  attack melee basic "Claw": +6 vs AC; 10 damage
  power "Regrowth": use when this creature would be destroyed by attack without acid or fire damage: this creature has 5 hp instead of being destroyed
}
creature "Tally Keeper" {
  ${stats(40)}
  attack melee basic "Fist": +6 vs AC; 5 damage
  power "Tally": whenever Dragon or Goblin or Orc enemy is destroyed: this creature heals 10
}
creature "Elf Scout" {
  level 5  cost 20  unaligned  factions Wild  keywords Elf
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 20
  attack melee basic "Knife": +6 vs AC; 5 damage
}
creature "Field Medic" {
  ${stats(40)}
  attack melee basic "Staff": +6 vs AC; 5 damage
  power "Spare the Fallen" uses 1: immediate action, use when ally within 6 squares would be destroyed: that ally has 5 hp instead of being destroyed
}
creature "War Chanter" {
  ${stats(40)}
  attack melee basic "Staff": +6 vs AC; 5 damage
  power "Final Blow": use when Orc ally is destroyed: that ally makes basic attack
}
creature "Grave Hag" {
  ${stats(40)}
  attack melee basic "Talon": +6 vs AC; 5 damage
  power "Last Betrayal": use when enemy is destroyed: that enemy makes basic attack as if Dominated
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });
const attack = (a: ReturnType<typeof field>, by: string, name: string, target: string) =>
  resolveAttack(a.g, by, attackOf(a, by, name), target);

describe("ddm-battle-rules-2011.txt § Hit Points (Destroyed): its own powers as it is destroyed", () => {
  it("'use when this creature is destroyed: make a basic melee attack': the Swordsman strikes back as it falls (15 + 6 hits for 10), then is destroyed", () => {
    const a = field([
      { card: "Brute", side: "A", at: [5, 4] },
      { card: "Dying Swordsman", side: "B", at: [5, 5] },
    ], [15, 15], ["use", "Sword:A1"]);
    attack(a, "A1", "Club", "B1");
    expect(creature(a, "A1").hp).toBe(30);
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "B1").space).toBeNull();
  });

  it("'whenever this creature is destroyed: adjacent creatures take 5 damage' reaches the creatures next to where it fell, of both sides", () => {
    const a = field([
      { card: "Brute", side: "A", at: [5, 4] },
      { card: "Bloat", side: "B", at: [5, 5] },
      { card: "Brute", side: "B", at: [5, 6] },
      { card: "Brute", side: "A", at: [9, 9] },
    ], [15]);
    attack(a, "A1", "Club", "B1");
    expect([creature(a, "A1").hp, creature(a, "B2").hp, creature(a, "A2").hp]).toEqual([35, 35, 40]);
  });
});

describe("ddm-battle-rules-2011.txt § Common Triggered Powers: another creature's destruction", () => {
  it("'whenever an adjacent ally is destroyed' is judged where the ally fell: the Mourner beside it heals, one far away does not", () => {
    const a = field([
      { card: "Brute", side: "A", at: [5, 4] },
      { card: "Bloat", side: "B", at: [5, 5] },
      { card: "Mourner", side: "B", at: [6, 6], hp: 20 },
      { card: "Mourner", side: "B", at: [0, 11], hp: 20 },
    ], [15]);
    attack(a, "A1", "Club", "B1");
    // B2 takes 5 from the Death Burst, then heals 10: 20 → 15 → 25.
    expect(creature(a, "B2").hp).toBe(25);
    expect(creature(a, "B3").hp).toBe(20);
  });
});

describe("ddm-battle-rules-2011.txt § Hit Points (Destroyed): another's power has the falling creature act", () => {
  it("'use when an Orc ally is destroyed: that ally makes a basic attack': the Brute falling at 5,5 clubs its destroyer (15 + 6 hits for 20), then leaves play", () => {
    const a = field([
      { card: "Brute", side: "A", at: [5, 4] },
      { card: "Brute", side: "B", at: [5, 5], hp: 20 },
      { card: "War Chanter", side: "B", at: [0, 11] },
    ], [15, 15], ["use", "Club:A1"]);
    attack(a, "A1", "Club", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "A1").hp).toBe(20);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });

  it("'use when an enemy is destroyed: that enemy makes a basic attack as if Dominated': the falling Brute clubs its own ally beside it for the Hag's side", () => {
    const a = field([
      { card: "Brute", side: "A", at: [5, 4] },
      { card: "Grave Hag", side: "A", at: [0, 0] },
      { card: "Brute", side: "B", at: [5, 5], hp: 20 },
      { card: "Brute", side: "B", at: [5, 6] },
    ], [15, 15], ["use"]);
    attack(a, "A1", "Club", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "B2").hp).toBe(20);
    expect(creature(a, "A1").hp).toBe(40);
  });
});

describe("ddm-battle-rules-2011.txt § Keywords: a destroyed creature of any of three keywords", () => {
  it("'whenever a Dragon or Goblin or Orc enemy is destroyed': the Orc's fall heals the Keeper, the Elf's does not", () => {
    const a = field([
      { card: "Brute", side: "A", at: [5, 4] },
      { card: "Tally Keeper", side: "A", at: [0, 0], hp: 20 },
      { card: "Brute", side: "B", at: [5, 5], hp: 20 },
      { card: "Elf Scout", side: "B", at: [4, 5] },
    ], [15, 15]);
    attack(a, "A1", "Club", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "A2").hp).toBe(30);
    attack(a, "A1", "Club", "B2");
    expect(creature(a, "B2").status).toBe("destroyed");
    expect(creature(a, "A2").hp).toBe(30);
  });
});

describe("ddm-battle-rules-2011.txt § Hit Points (Destroyed): 'would be destroyed'", () => {
  it("the Troll at 0 hp from a club stays in play with 5 hp; from fire damage it is destroyed", () => {
    const a = field([
      { card: "Brute", side: "A", at: [5, 4] },
      { card: "Troll", side: "B", at: [5, 5] },
    ], [15, 15], ["use"]);
    attack(a, "A1", "Club", "B1");
    expect(creature(a, "B1").status).toBe("in-play");
    expect(creature(a, "B1").hp).toBe(5);
    attack(a, "A1", "Torch", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });

  it("an ally within 6 squares would be destroyed: the Medic keeps it at 5 hp, once (uses 1)", () => {
    const a = field([
      { card: "Brute", side: "A", at: [5, 4] },
      { card: "Brute", side: "B", at: [5, 5], hp: 20 },
      { card: "Field Medic", side: "B", at: [5, 9] },
    ], [15, 15], ["use"]);
    attack(a, "A1", "Club", "B1");
    expect(creature(a, "B1").hp).toBe(5);
    attack(a, "A1", "Club", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
  });
});
