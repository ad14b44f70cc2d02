// Whom a triggered power's effects reach, named from the trigger or from the power's owner:
// "enemies adjacent to that enemy" after it destroys an enemy (measured from the space the
// destroyed one occupied), "the nearest enemy", "each creature taking ongoing fire damage
// within 10 squares", "one ally that can see this creature", "one level 3 or lower enemy this
// creature can see", "each enemy within 2 squares of that creature" (a creature destroyed); and whom a trigger names by
// champion rating ("destroys a non-champion Orc enemy"); a score for each enemy a close attack destroys.
// ddm-battle-rules-2011.txt § How to Choose Targets; § Hit Points (Destroyed); § Ongoing Damage; § Activated Powers;
// § How to Read a Creature Stat Card (Champion Rating); § Scenarios and Variants (Assault: Destroying enemy creatures)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { addOngoing } from "../../runtime/ddm/effects.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/trigger-subjects.wb",
  text: `creature "Ash Cleaver" {
  ${stats}
  attack melee basic "Axe": +6 vs AC; 10 damage
  power "Cinder Cleave": whenever this creature destroys enemy with melee attack: enemies adjacent to that enemy takes 10 fire damage
}
creature "Quick Archer" {
  ${stats}
  attack melee basic "Knife": +6 vs AC; 10 damage
  attack ranged 10 "Bow": +6 vs AC; 5 damage
  power "Next Mark": whenever this creature destroys enemy: this creature makes ranged attack against nearest enemy
}
creature "Pyre Keeper" {
  ${stats}
  attack melee basic "Brand": +6 vs AC; 5 damage
  power "Stoke": whenever this creature hits with "Brand" attack: creatures taking ongoing fire damage within 6 squares takes 10 fire damage
}
creature "Trophy Hunter" {
  ${stats}
  attack melee basic "Spear": +6 vs AC; 10 damage
  power "Trophies": immediate action, use when this creature destroys Orc non-champion enemy: you score 3 VP; immediate action, use when this creature destroys Orc champion enemy: you score 6 VP
}
creature "Orc Chief" {
  ${stats}  champion 1
  attack melee basic "Club": +6 vs AC; 5 damage
}
creature "Low Watcher" {
  ${stats}
  attack melee basic "Staff": +6 vs AC; 5 damage
  power "Binding Glance": whenever this creature hits with "Staff" attack: one level 3 or lower enemy this creature can see is Slowed (save ends)
}
creature "Spore Herald" {
  ${stats}  champion 2
  attack melee basic "Stalk": +6 vs AC; 5 damage
  champion power "Spore Burst": use when creature is destroyed: enemies within 2 squares of that creature takes ongoing 5 poison (save ends)
}
creature "Storm Tallier" {
  ${stats}
  attack melee basic "Claw": +6 vs AC; 10 damage
  attack close burst 1 "Squall": +6 vs Ref; 10 lightning damage
  power "Storm Tithe": use when this creature or ally destroys enemy with close attack: you score 5 VP
}
creature "Grim Reaver" {
  ${stats}
  attack melee basic "Scythe": +6 vs AC; 10 damage
  attack melee "Reap": +6 vs AC; 10 damage
  power "Grim Harvest": whenever this creature destroys enemy with basic melee attack: this creature heals 10; whenever this creature bloodies enemy with basic melee attack: this creature heals 10
}
creature "Small Skulk" {
  level 2  cost 8  unaligned  factions Wild  keywords Goblin
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 20
  attack melee basic "Knife": +4 vs AC; 5 damage
}
creature "Hidden Skulk" {
  level 2  cost 8  unaligned  factions Wild  keywords Goblin
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 20
  attack melee basic "Knife": +4 vs AC; 5 damage
  power "Cloak": invisible
}
creature "Last Warden" {
  ${stats}
  attack melee basic "Club": +6 vs AC; 5 damage
  power "Last Call": whenever this creature is destroyed: one ally that can see this creature makes basic melee attack
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });
const hpLost = (a: ReturnType<typeof field>, id: string) => creature(a, id).maxHp - creature(a, id).hp;

describe("ddm-battle-rules-2011.txt § How to Choose Targets: effects aimed from the trigger's creature or the owner", () => {
  it("'enemies adjacent to that enemy' after a kill: the enemy beside the destroyed one's space burns, an ally there and a far enemy do not", () => {
    const a = field([
      { card: "Ash Cleaver", side: "A", at: [5, 4] },
      { card: "Ash Cleaver", side: "A", at: [4, 5] },
      { card: "Ash Cleaver", side: "B", at: [5, 5], hp: 5 },
      { card: "Ash Cleaver", side: "B", at: [5, 6] },
      { card: "Ash Cleaver", side: "B", at: [9, 9] },
    ], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Axe"), "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(hpLost(a, "B2")).toBe(10);
    expect(hpLost(a, "B3")).toBe(0);
    expect(hpLost(a, "A2")).toBe(0);
  });

  it("'enemies within 2 squares of that creature' as a creature is destroyed: an enemy 2 squares from its space gains ongoing 5 poison (save ends); one 3 squares off and an ally do not", () => {
    const a = field([
      { card: "Spore Herald", side: "A", at: [1, 1] },
      { card: "Small Skulk", side: "A", at: [5, 4] },
      { card: "Small Skulk", side: "A", at: [4, 6] },
      { card: "Small Skulk", side: "B", at: [5, 5], hp: 5 },
      { card: "Small Skulk", side: "B", at: [7, 7] },
      { card: "Small Skulk", side: "B", at: [8, 5] },
    ], [15], ["use"]);
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Knife"), "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    const ongoing = (id: string) => creature(a, id).effects.filter((e) => e.kind === "ongoing").map((e) => `${e.amount} ${e.name} ${e.duration}`);
    expect(ongoing("B2")).toEqual(["5 poison save-ends"]);
    expect(ongoing("B3")).toEqual([]);
    expect(ongoing("A3")).toEqual([]);
    expect(creature(a, "A1").championUsed).toBe(1);
  });

  it("'destroys or bloodies an enemy with its basic melee attack': a kill and a bloodying by the basic attack heal 10 each; the same by its other melee attack heal nothing", () => {
    const a = field([
      { card: "Grim Reaver", side: "A", at: [5, 4], hp: 10 },
      { card: "Small Skulk", side: "B", at: [5, 5], hp: 5 },
      { card: "Small Skulk", side: "B", at: [4, 5], hp: 5 },
      { card: "Ash Cleaver", side: "B", at: [6, 5] },
      { card: "Ash Cleaver", side: "B", at: [6, 4] },
    ], [15, 15, 15, 15]);
    // ddm-battle-rules-2011.txt § Basic Attacks; § Common Triggered Powers ('Destroyed by' Triggers); § Bloodied.
    const healed = () => creature(a, "A1").hp - 10;
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Reap"), "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(healed()).toBe(0);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Scythe"), "B2");
    expect(creature(a, "B2").status).toBe("destroyed");
    expect(healed()).toBe(10);
    // 40 hp: 10 damage leaves 30, not bloodied; the next 10 bloodies it (20 of 40, § Bloodied).
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Scythe"), "B3");
    expect(healed()).toBe(10);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Scythe"), "B3");
    expect(creature(a, "B3").hp).toBe(20);
    expect(healed()).toBe(20);
  });

  it("'ranged attack against nearest enemy': the nearer of two enemies is shot, not the farther", () => {
    const a = field([
      { card: "Quick Archer", side: "A", at: [5, 4] },
      { card: "Quick Archer", side: "B", at: [5, 5], hp: 5 },
      { card: "Quick Archer", side: "B", at: [5, 8] },
      { card: "Quick Archer", side: "B", at: [9, 9] },
    ], [15, 15], ["Bow:B2"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Knife"), "B1");
    expect(hpLost(a, "B2")).toBe(5);
    expect(hpLost(a, "B3")).toBe(0);
    // B3 is in range and sight too: only its distance keeps it out of the choice.
    expect(a.decisions.find((d) => /Next Mark/.test(d.prompt))!.options.map((o) => o.id)).toEqual(["Bow:B2", "decline"]);
  });

  it("'creatures taking ongoing fire damage within 6 squares': each burning creature near it, of either side, takes 10; poison or distance spares one", () => {
    const a = field([
      { card: "Pyre Keeper", side: "A", at: [5, 4] },
      { card: "Pyre Keeper", side: "A", at: [3, 3] },
      { card: "Pyre Keeper", side: "B", at: [5, 5] },
      { card: "Pyre Keeper", side: "B", at: [7, 7] },
      { card: "Pyre Keeper", side: "B", at: [8, 6] },
      { card: "Pyre Keeper", side: "B", at: [11, 11] },
    ], [15]);
    const by = { creature: null, rule: "the test", src: null };
    addOngoing(a.g, "A2", 5, "fire", by);
    addOngoing(a.g, "B2", 5, "fire", by);
    addOngoing(a.g, "B3", 5, "poison", by);
    addOngoing(a.g, "B4", 5, "fire", by);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Brand"), "B1");
    expect(hpLost(a, "B1")).toBe(5);
    expect(hpLost(a, "A2")).toBe(10);
    expect(hpLost(a, "B2")).toBe(10);
    expect(hpLost(a, "B3")).toBe(0);
    expect(hpLost(a, "B4")).toBe(0);
  });

  it("'one ally that can see this creature' as it is destroyed: a seeing ally attacks, a Blinded one cannot be picked", () => {
    const seeing = field([
      { card: "Last Warden", side: "A", at: [5, 5], hp: 5 },
      { card: "Last Warden", side: "A", at: [4, 6] },
      { card: "Last Warden", side: "B", at: [5, 6] },
    ], [15, 15], ["Club:B1"]);
    resolveAttack(seeing.g, "B1", attackOf(seeing, "B1", "Club"), "A1");
    expect(creature(seeing, "A1").status).toBe("destroyed");
    expect(hpLost(seeing, "B1")).toBe(5);
    const blind = field([
      { card: "Last Warden", side: "A", at: [5, 5], hp: 5 },
      { card: "Last Warden", side: "A", at: [4, 6], conditions: ["Blinded"] },
      { card: "Last Warden", side: "B", at: [5, 6] },
    ], [15, 15]);
    resolveAttack(blind.g, "B1", attackOf(blind, "B1", "Club"), "A1");
    expect(creature(blind, "A1").status).toBe("destroyed");
    expect(hpLost(blind, "B1")).toBe(0);
  });

  it("'non-champion enemy' and 'champion enemy': a plain Orc destroyed scores 3 VP more than its cost, a champion Orc 6 VP more, never both", () => {
    const a = field([
      { card: "Trophy Hunter", side: "A", at: [5, 4] },
      { card: "Trophy Hunter", side: "B", at: [5, 5], hp: 5 },
      { card: "Orc Chief", side: "B", at: [4, 4], hp: 5 },
    ], [15, 15], ["use", "use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Spear"), "B1");
    expect(a.g.state.players[0]!.vp).toBe(20 + 3);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Spear"), "B2");
    expect(a.g.state.players[0]!.vp).toBe(20 + 3 + 20 + 6);
  });
  it("'you score 5 VP for each enemy destroyed by that close attack' (read as one score per enemy it destroys): a burst destroying two scores 10 VP over their cost; a melee kill scores none", () => {
    const a = field([
      { card: "Storm Tallier", side: "A", at: [5, 4] },
      { card: "Small Skulk", side: "B", at: [5, 5], hp: 5 },
      { card: "Small Skulk", side: "B", at: [4, 5], hp: 5 },
      { card: "Small Skulk", side: "B", at: [6, 4], hp: 5 },
    ], [15, 15, 15], ["use", "use"]);
    const squall = attackOf(a, "A1", "Squall");
    for (const t of ["B1", "B2"]) resolveAttack(a.g, "A1", squall, t);
    expect(a.g.state.players[0]!.vp).toBe(8 + 8 + 10);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Claw"), "B3");
    expect(a.g.state.players[0]!.vp).toBe(8 + 8 + 10 + 8);
  });
  it("'one level 3 or lower enemy this creature can see': the seen low-level enemy is Slowed; an invisible one and a higher-level one are not", () => {
    const a = field([
      { card: "Low Watcher", side: "A", at: [5, 4] },
      { card: "Low Watcher", side: "B", at: [5, 5] },
      { card: "Small Skulk", side: "B", at: [8, 8] },
      { card: "Hidden Skulk", side: "B", at: [2, 8] },
    ], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Staff"), "B1");
    const slowed = (id: string) => creature(a, id).effects.some((e) => e.name === "Slowed");
    expect([slowed("B1"), slowed("B2"), slowed("B3")]).toEqual([false, true, false]);
  });
});
