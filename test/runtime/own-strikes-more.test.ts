// Powers set off by this creature's own attacks, more of them: a score for destroying a
// Unique enemy (Unique is printed with the keywords, though it is not one, and cards name
// it as one), a miss on a natural roll of 11 or more ("if the d20 roll was 11+"), and an
// attack a power keeps from being redirected ("that attack cannot be redirected"), and more
// damage on a hit while a creature of a keyword, of either side, is near ("+10 instead if a
// Cold creature is within 5 squares"); a bonus to melee attack rolls equal to the highest
// allied champion rating, its own left out; and +10 damage for an ally that hits an enemy
// it and this creature flank; a power for its first hit with a melee attack of the battle;
// a worth of 0 VP had until end of battle, scored as it is destroyed; and an ally's charge as
// its immediate action after this creature hits while charging; and a critical hit for the
// attack another of its powers makes ("when making an attack with Defender"); and ongoing
// poison damage grown on a hit against a target (already) taking it; and a bonus on each
// attack of the attack action it is used in; a condition on a critical hit; a reroll of its own
// attack roll; healing when its basic attack bloodies or destroys an enemy; and another attack,
// hit or miss, while it occupies a victory area; and damage to an enemy it attacked each time that
// enemy attacks another until its next turn; and more damage against a target that could not see
// this creature as its turn started; and a shift after attacking once it has moved 3 squares this turn.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Keywords; Unique); § Activated Powers;
// § Attack Roll (Miss); § How to Choose Targets (Redirect Effects); § Keywords; § Bonuses and Penalties;
// § Champion Powers (Champion Rating); § Flanking; § Attack Roll (Hit); § Assault (Destroying enemy creatures);
// § Charge; § Actions (Immediate Action); § Ongoing Damage; § Victory Areas
import { describe, expect, it } from "vitest";
import { makeAttack, resolveAttack } from "../../runtime/ddm/attack.js";
import { charge } from "../../runtime/ddm/charge.js";
import { noteSightAtTurnStart } from "../../runtime/ddm/sight.js";
import { walk } from "../../runtime/ddm/movement.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const stats = (hp: number) => `level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp ${hp}`;
const sword = `attack melee basic "Sword": +5 vs AC; 10 damage`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/own-strikes-more.wb",
  text: `creature "Crown Hunter" {
  ${stats(40)}
  ${sword}
  power "Trophy": use when this creature destroys Unique enemy: you score 10 VP
}
creature "Named Rival" {
  ${stats(10)}
  unique
  ${sword}
}
creature "Nameless Grunt" {
  ${stats(10)}
  ${sword}
}
creature "Bile Drake" {
  ${stats(40)}
  attack melee basic "Bile Lash": +0 vs AC; 10 acid damage
  power "Splatter": use when this creature misses with "Bile Lash" attack on natural 11 or higher: target takes 5 acid damage
}
creature "Steady Caster" {
  ${stats(40)}
  ${sword}
  power "True Aim" uses 1: use when this creature declares attack: that attack cannot be redirected
}
creature "Rival Guard" {
  ${stats(40)}
  ${sword}
  power "Step In": immediate action, use when enemy targets adjacent ally with attack: redirect that attack to this creature
}
creature "Rime Reaper" {
  level 5  cost 20  unaligned  factions Wild  keywords Undead, Cold
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40
  ${sword}
  power "Cold Harvest": +5 cold damage against Immobilized targets; +5 cold damage against Immobilized targets while within 5 squares of Cold creature
}
creature "Frost Imp" {
  level 5  cost 20  unaligned  factions Wild  keywords Cold
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40
  ${sword}
}
creature "Drill Sergeant" {
  ${stats(40)}
  champion 1
  attack melee basic "Sword": +0 vs AC; 10 damage
  power "Orders": +attack with melee attacks equal to highest allied champion rating
}
creature "War Captain" {
  ${stats(40)}
  champion 3
  ${sword}
}
creature "Pincer Scout" {
  ${stats(40)}
  ${sword}
  power "Pincer": whenever ally flanking with this creature hits enemy with attack: attacker gets +10 damage on that attack
}
creature "Eager Blade" {
  ${stats(40)}
  ${sword}
  power "First Blood" uses 2: use when this creature first hits with melee attack: this creature gains 10 bonus hp
}
creature "Oath Keeper" {
  ${stats(10)}
  ${sword}
  power "Oath" uses 1: use when this creature destroys enemy: this creature gets worth 0 vp when destroyed until end of battle
}
creature "Spear Leader" {
  ${stats(40)}
  ${sword}
  power "Follow Me": immediate action, use when this creature hits with attack while charging: one ally charges as immediate action
}
creature "Grim Warden" {
  ${stats(40)}
  ${sword}
  power "Warden's Strike": immediate action, use when adjacent enemy declares melee attack against ally: this creature makes basic melee attack against that enemy
  power "Grim Blow" uses 1: use when this creature declares attack by "Warden's Strike": that attack is a critical hit
}
creature "Venom Frog" {
  ${stats(40)}
  attack melee basic "Tongue": +5 vs AC; 5 damage and ongoing 5 poison (save ends)
  power "Toxic Skin": use when this creature hits target that is already taking ongoing poison damage: ongoing poison damage of target increases by 5
}
creature "Surge Mage" {
  ${stats(40)}
  attack melee make 2 attacks same target "Twin Slash": +5 vs AC; 10 damage
  power "Surge" uses 1: use when this creature declares attack: +10 damage on each attack of that attack action
}
creature "Skull Smasher" {
  ${stats(40)}
  ${sword}
  power "Crack": whenever this creature scores critical hit: target is Stunned (save ends)
}
creature "Lucky Adept" {
  ${stats(40)}
  ${sword}
  power "Second Try" uses 1: use when this creature hits: attacker rerolls that attack roll; use when this creature misses: attacker rerolls that attack roll
}
creature "Grave Eater" {
  level 5  cost 20  unaligned  factions Wild  keywords Undead
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 20
  ${sword}
  attack melee "Claw Rake": +5 vs AC; 10 damage
  power "Feast": whenever this creature bloodies enemy with basic melee attack: this creature heals 5; whenever this creature destroys enemy with basic melee attack: this creature heals 5
}
creature "Stone Sentry" {
  ${stats(40)}
  ${sword}
  power "Guard Post" uses 1: use when this creature resolves "Sword" attack while it occupies victory area, once per turn: this creature makes "Sword" attack
}
creature "Blade Duelist" {
  ${stats(40)}
  ${sword}
  power "Challenge": use when this creature resolves melee attack against enemy: that enemy takes 10 damage whenever it declares attack not against this creature until start of this creature's next turn
}
creature "Shadow Lurker" {
  ${stats(40)}
  ${sword}
  power "From the Dark": +15 necrotic damage with melee attacks against targets that could not see this creature at start of its turn
}
creature "Wind Duelist" {
  ${stats(40)}
  ${sword}
  power "Guile": use when this creature resolves attack while it moved 3 or more squares this turn: this creature shifts 1
}
creature "Plated Wall" {
  level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 25  Fort 10  Ref 10  Will 10  speed 5  hp 40
  ${sword}
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });

describe("ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Unique): 'destroys a Unique enemy'", () => {
  it("destroying a Unique enemy scores the power's 10 VP beside the enemy's cost", () => {
    const a = field([
      { card: "Crown Hunter", side: "A", at: [5, 4] },
      { card: "Named Rival", side: "B", at: [5, 5] },
    ], [15], ["use"]);
    const before = a.g.state.players[0]!.vp;
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(creature(a, "B1").status).not.toBe("in-play");
    expect(a.g.state.players[0]!.vp - before).toBe(20 + 10);
  });

  it("destroying an enemy that is not Unique scores its cost only; the power is not offered", () => {
    const a = field([
      { card: "Crown Hunter", side: "A", at: [5, 4] },
      { card: "Nameless Grunt", side: "B", at: [5, 5] },
    ], [15]);
    const before = a.g.state.players[0]!.vp;
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(creature(a, "B1").status).not.toBe("in-play");
    expect(a.g.state.players[0]!.vp - before).toBe(20);
    expect(a.decisions).toEqual([]);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Miss): 'use after missing with an attack, if the d20 roll was 11+'", () => {
  it("a natural 14 (+0 = 14) misses AC 25: the power answers the miss, 5 acid damage, 40 → 35", () => {
    const a = field([
      { card: "Bile Drake", side: "A", at: [5, 4] },
      { card: "Plated Wall", side: "B", at: [5, 5] },
    ], [14], ["use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Bile Lash"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
  });

  it("a natural 10 misses too, but below 11: nothing is offered, 40 stays", () => {
    const a = field([
      { card: "Bile Drake", side: "A", at: [5, 4] },
      { card: "Plated Wall", side: "B", at: [5, 5] },
    ], [10]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Bile Lash"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(a.decisions).toEqual([]);
  });
});

describe("ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects): 'that attack cannot be redirected'", () => {
  const placed: Placement[] = [
    { card: "Steady Caster", side: "A", at: [5, 4] },
    { card: "Nameless Grunt", side: "B", at: [5, 5] },
    { card: "Rival Guard", side: "B", at: [6, 5] },
  ];

  it("used as the attack is declared: the guard's redirect does nothing, the grunt takes the hit (10 → 0)", () => {
    const a = field(placed, [15], ["use", "use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), a.id("Nameless Grunt"));
    expect(creature(a, a.id("Nameless Grunt")).hp).toBeLessThanOrEqual(0);
    expect(creature(a, a.id("Rival Guard")).hp).toBe(40);
  });

  it("declined: the guard steps in and takes the hit instead (40 → 30), the grunt keeps 10", () => {
    const a = field(placed, [15], ["decline", "use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), a.id("Nameless Grunt"));
    expect(creature(a, a.id("Nameless Grunt")).hp).toBe(10);
    expect(creature(a, a.id("Rival Guard")).hp).toBe(30);
  });
});

describe("ddm-battle-rules-2011.txt § Keywords: '+10 cold damage instead if a Cold creature is within 5 squares'", () => {
  const hit = (placed: Placement[], conditions: string[] = ["Immobilized"]) => {
    const a = field([{ card: "Rime Reaper", side: "A", at: [5, 4] }, { card: "Plated Wall", side: "B", at: [5, 5], conditions }, ...placed], [20]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), a.id("Plated Wall"));
    return creature(a, a.id("Plated Wall")).hp;
  };

  it("alone (its own Cold keyword does not count): a critical 20 + 5 cold on the Immobilized wall, 40 → 15", () => {
    expect(hit([])).toBe(15);
  });

  it("an enemy Cold creature 4 squares off: 20 + 10 cold, 40 → 10; 6 squares off: 40 → 15", () => {
    expect(hit([{ card: "Frost Imp", side: "B", at: [9, 4] }])).toBe(10);
    expect(hit([{ card: "Frost Imp", side: "B", at: [11, 4] }])).toBe(15);
  });

  it("a target that is not Immobilized: no bonus, 40 → 20", () => {
    expect(hit([{ card: "Frost Imp", side: "A", at: [6, 4] }], [])).toBe(20);
  });
});

describe("ddm-battle-rules-2011.txt § Champion Powers (Champion Rating): a bonus equal to the highest allied champion rating", () => {
  // Sword +0 against AC 10: a natural 8 misses alone, hits with +2 or more.
  const swing = (placed: Placement[]) => {
    const a = field([{ card: "Drill Sergeant", side: "A", at: [5, 4] }, { card: "Nameless Grunt", side: "B", at: [5, 5] }, ...placed], [8]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), a.id("Nameless Grunt"));
    return creature(a, a.id("Nameless Grunt")).hp;
  };

  it("its own rating (1) does not count: a natural 8 misses, 10 stays", () => {
    expect(swing([])).toBe(10);
  });

  it("an allied champion of rating 3 in play: +3, 11 hits AC 10, 10 → 0; an enemy champion does not count", () => {
    expect(swing([{ card: "War Captain", side: "A", at: [0, 0] }])).toBe(0);
    expect(swing([{ card: "War Captain", side: "B", at: [11, 11] }])).toBe(10);
  });
});

describe("ddm-battle-rules-2011.txt § Flanking: '+10 damage when an ally hits an enemy it and this creature flank'", () => {
  it("the ally across the enemy from this creature hits it: 10 + 10, 40 → 20; from beside this creature, not flanking: 40 → 30", () => {
    const a = field([
      { card: "Pincer Scout", side: "A", at: [5, 4] },
      { card: "Nameless Grunt", side: "A", at: [5, 6] },
      { card: "Frost Imp", side: "B", at: [5, 5] },
    ], [15]);
    resolveAttack(a.g, a.id("Nameless Grunt"), attackOf(a, a.id("Nameless Grunt"), "Sword"), a.id("Frost Imp"));
    expect(creature(a, a.id("Frost Imp")).hp).toBe(20);
    const b = field([
      { card: "Pincer Scout", side: "A", at: [5, 4] },
      { card: "Nameless Grunt", side: "A", at: [6, 5] },
      { card: "Frost Imp", side: "B", at: [5, 5] },
    ], [15]);
    resolveAttack(b.g, b.id("Nameless Grunt"), attackOf(b, b.id("Nameless Grunt"), "Sword"), b.id("Frost Imp"));
    expect(creature(b, b.id("Frost Imp")).hp).toBe(30);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Hit): 'use when this creature first hits with a melee attack'", () => {
  it("the first hit offers it (40 + 10 bonus HP); the second hit offers nothing, though a use is left", () => {
    const a = field([
      { card: "Eager Blade", side: "A", at: [5, 4] },
      { card: "Frost Imp", side: "B", at: [5, 5] },
    ], [15, 15], ["use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(a.decisions).toHaveLength(1);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(a.decisions).toHaveLength(1);
    expect(creature(a, "B1").hp).toBe(20);
    expect(creature(a, "A1").hp).toBeGreaterThanOrEqual(40);
  });
});

describe("ddm-battle-rules-2011.txt § Assault (Destroying enemy creatures): worth 0 VP until end of battle", () => {
  it("used as it destroys an enemy: when it is destroyed later, its opponent scores 0 for it instead of its cost 20", () => {
    const a = field([
      { card: "Oath Keeper", side: "A", at: [5, 4] },
      { card: "Nameless Grunt", side: "B", at: [5, 5] },
      { card: "Frost Imp", side: "B", at: [4, 4] },
    ], [15, 15], ["use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), a.id("Nameless Grunt"));
    expect(creature(a, a.id("Nameless Grunt")).status).not.toBe("in-play");
    const before = a.g.state.players[1]!.vp;
    resolveAttack(a.g, a.id("Frost Imp"), attackOf(a, a.id("Frost Imp"), "Sword"), "A1");
    expect(creature(a, "A1").status).not.toBe("in-play");
    expect(a.g.state.players[1]!.vp - before).toBe(0);
  });

  it("declined: its opponent scores its cost, 20", () => {
    const a = field([
      { card: "Oath Keeper", side: "A", at: [5, 4] },
      { card: "Nameless Grunt", side: "B", at: [5, 5] },
      { card: "Frost Imp", side: "B", at: [4, 4] },
    ], [15, 15], ["decline"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), a.id("Nameless Grunt"));
    const before = a.g.state.players[1]!.vp;
    resolveAttack(a.g, a.id("Frost Imp"), attackOf(a, a.id("Frost Imp"), "Sword"), "A1");
    expect(a.g.state.players[1]!.vp - before).toBe(20);
  });
});

describe("ddm-battle-rules-2011.txt § Charge: '1 ally makes a charge attack as an immediate action'", () => {
  it("after the leader's charge from 4 squares off hits, the ally charges the wall from 4 squares off, ends beside it and hits: 10 + 10, 40 → 20", () => {
    const a = field([
      { card: "Spear Leader", side: "A", at: [5, 1] },
      { card: "Nameless Grunt", side: "A", at: [5, 9] },
      { card: "Frost Imp", side: "B", at: [5, 5] },
    ], [15, 15], ["use", "charge:B1:5,6"]);
    // The leader's own turn: it charges (§ Charge).
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    charge(a.g, "A1", "B1", "5,4");
    expect(creature(a, a.id("Nameless Grunt")).space).toMatchObject({ x: 5, y: 6 });
    expect(creature(a, "B1").hp).toBe(20);
  });

  it("an attack that is not a charge offers nothing: 40 → 30, the ally stays", () => {
    const a = field([
      { card: "Spear Leader", side: "A", at: [5, 4] },
      { card: "Nameless Grunt", side: "A", at: [5, 9] },
      { card: "Frost Imp", side: "B", at: [5, 5] },
    ], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(a.decisions).toEqual([]);
    expect(creature(a, "B1").hp).toBe(30);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Critical Hit): 'use when making an attack with Defender'", () => {
  const placed: Placement[] = [
    { card: "Grim Warden", side: "A", at: [5, 4] },
    { card: "Nameless Grunt", side: "A", at: [4, 5] },
    { card: "Frost Imp", side: "B", at: [5, 5] },
  ];

  it("the attack its other power makes is a critical hit without a roll: 10 doubled, 40 → 20", () => {
    const a = field(placed, [3], ["use", "Sword:B1", "use"]);
    resolveAttack(a.g, a.id("Frost Imp"), attackOf(a, a.id("Frost Imp"), "Sword"), a.id("Nameless Grunt"));
    expect(creature(a, a.id("Frost Imp")).hp).toBe(20);
  });

  it("its own attack, made without that power, offers nothing: 40 → 30", () => {
    const a = field(placed, [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), a.id("Frost Imp"));
    expect(a.decisions).toEqual([]);
    expect(creature(a, a.id("Frost Imp")).hp).toBe(30);
  });
});

describe("ddm-battle-rules-2011.txt § Ongoing Damage: '+5 ongoing poison damage (cumulative)' on a target already taking it", () => {
  const poison = (a: ReturnType<typeof field>, id: string) => Math.max(0, ...creature(a, id).effects.filter((e) => e.kind === "ongoing" && e.name === "poison").map((e) => e.amount ?? 0));

  it("the first hit poisons (ongoing 5) and offers nothing: the poison was not there before it", () => {
    const a = field([{ card: "Venom Frog", side: "A", at: [5, 4] }, { card: "Frost Imp", side: "B", at: [5, 5] }], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Tongue"), "B1");
    expect(a.decisions).toEqual([]);
    expect(poison(a, "B1")).toBe(5);
  });

  it("the second hit finds it poisoned: the ongoing poison that applies grows 5 → 10, and again on a third, 10 → 15", () => {
    const a = field([{ card: "Venom Frog", side: "A", at: [5, 4] }, { card: "Frost Imp", side: "B", at: [5, 5] }], [15, 15, 15], ["use", "use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Tongue"), "B1");
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Tongue"), "B1");
    expect(poison(a, "B1")).toBe(10);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Tongue"), "B1");
    expect(poison(a, "B1")).toBe(15);
  });
});

describe("ddm-battle-rules-2011.txt § Making an Attack: '+10 damage on each attack in that attack action'", () => {
  it("used as the action's first attack is declared: both attacks of 'make 2 attacks' deal 10 + 10, 40 → 0", () => {
    const a = field([{ card: "Surge Mage", side: "A", at: [5, 4] }, { card: "Frost Imp", side: "B", at: [5, 5] }], [15, 15], ["use"]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Twin Slash"), "B1");
    expect(creature(a, "B1").hp).toBe(0);
  });

  it("the bonus ends with the action: the next attack deals 10, 40 → 30", () => {
    const a = field([{ card: "Surge Mage", side: "A", at: [5, 4] }, { card: "Plated Wall", side: "B", at: [5, 5] }, { card: "Frost Imp", side: "B", at: [6, 5] }], [1, 1, 15], ["use"]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Twin Slash"), "B1");
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Twin Slash"), a.id("Frost Imp"));
    expect(creature(a, a.id("Frost Imp")).hp).toBe(30);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Critical Hit): 'on a critical hit, target is also Stunned'", () => {
  it("a natural 20 stuns the target; a plain hit does not", () => {
    const a = field([{ card: "Skull Smasher", side: "A", at: [5, 4] }, { card: "Frost Imp", side: "B", at: [5, 5] }], [20, 15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(creature(a, "B1").effects.some((e) => e.name === "Stunned")).toBe(true);
    const b = field([{ card: "Skull Smasher", side: "A", at: [5, 4] }, { card: "Frost Imp", side: "B", at: [5, 5] }], [15]);
    resolveAttack(b.g, "A1", attackOf(b, "A1", "Sword"), "B1");
    expect(creature(b, "B1").effects.some((e) => e.name === "Stunned")).toBe(false);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll: 'reroll this creature's attack roll'", () => {
  it("a natural 2 misses AC 25; rerolled, a natural 20 hits critically: 20, 40 → 20", () => {
    const a = field([{ card: "Lucky Adept", side: "A", at: [5, 4] }, { card: "Plated Wall", side: "B", at: [5, 5] }], [2, 20], ["use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(creature(a, "B1").hp).toBe(20);
  });
});

describe("ddm-battle-rules-2011.txt § Hit Points (Bloodied; Destroyed): 'heals whenever its {b} attack destroys an enemy or causes it to become Bloodied'", () => {
  it("its basic attack bloodies the imp (30 → 20): it heals 5 (10 → 15); a non-basic attack that bloodies it does not", () => {
    const a = field([{ card: "Grave Eater", side: "A", at: [5, 4], hp: 10 }, { card: "Frost Imp", side: "B", at: [5, 5], hp: 30 }], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(creature(a, "B1").hp).toBe(20);
    expect(creature(a, "A1").hp).toBe(15);
    const b = field([{ card: "Grave Eater", side: "A", at: [5, 4], hp: 10 }, { card: "Frost Imp", side: "B", at: [5, 5], hp: 30 }], [15]);
    resolveAttack(b.g, "A1", attackOf(b, "A1", "Claw Rake"), "B1");
    expect(creature(b, "B1").hp).toBe(20);
    expect(creature(b, "A1").hp).toBe(10);
  });

  it("its basic attack destroys the grunt: it heals 5", () => {
    const a = field([{ card: "Grave Eater", side: "A", at: [5, 4], hp: 10 }, { card: "Nameless Grunt", side: "B", at: [5, 5] }], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(creature(a, "B1").status).not.toBe("in-play");
    expect(creature(a, "A1").hp).toBe(15);
  });
});

describe("ddm-battle-rules-2011.txt § Victory Areas: 'use with Stone Fist, when in a victory area: hit or miss, make another'", () => {
  it("in a victory area: the first Sword misses, the second it makes hits, 40 → 30", () => {
    const a = field([{ card: "Stone Sentry", side: "A", at: [5, 8] }, { card: "Frost Imp", side: "B", at: [5, 9] }], [2, 15], ["use", "Sword:B1"]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("outside one: nothing is offered after the miss, 40 stays", () => {
    const a = field([{ card: "Stone Sentry", side: "A", at: [5, 4] }, { card: "Frost Imp", side: "B", at: [5, 5] }], [2]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(a.decisions).toEqual([]);
    expect(creature(a, "B1").hp).toBe(40);
  });
});

describe("ddm-battle-rules-2011.txt § Making an Attack: 'whenever that enemy attacks, it takes 10 damage if it does not target this creature'", () => {
  const placed: Placement[] = [
    { card: "Blade Duelist", side: "A", at: [5, 4] },
    { card: "Nameless Grunt", side: "A", at: [6, 4] },
    { card: "Frost Imp", side: "B", at: [5, 5] },
  ];

  it("challenged, the imp attacks the grunt: it takes 10 as it declares (30 → 20 after the duelist's 10); attacking the duelist costs nothing", () => {
    const a = field(placed, [15, 2, 2], ["use"]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(creature(a, "B1").hp).toBe(30);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Sword"), a.id("Nameless Grunt"));
    expect(creature(a, "B1").hp).toBe(20);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Sword"), "A1");
    expect(creature(a, "B1").hp).toBe(20);
  });

  it("declined: the imp attacks the grunt freely, 30 stays", () => {
    const a = field(placed, [15, 2], ["decline"]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Sword"), a.id("Nameless Grunt"));
    expect(creature(a, "B1").hp).toBe(30);
  });
});

describe("ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight): 'a target that did not have line of sight to this creature at start of this creature's turn'", () => {
  const strike = (blindedAtStart: boolean) => {
    const a = field([{ card: "Shadow Lurker", side: "A", at: [5, 4] }, { card: "Frost Imp", side: "B", at: [5, 5], ...(blindedAtStart ? { conditions: ["Blinded"] } : {}) }], [15]);
    noteSightAtTurnStart(a.g, "A1");
    // The imp sees again by the time it is hit: only the start of the lurker's turn counts.
    creature(a, "B1").effects = creature(a, "B1").effects.filter((e) => e.name !== "Blinded");
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    return creature(a, "B1").hp;
  };

  it("Blinded as the lurker's turn started: 10 + 15 necrotic, 40 → 15", () => {
    expect(strike(true)).toBe(15);
  });

  it("it could see the lurker then: 10, 40 → 30", () => {
    expect(strike(false)).toBe(30);
  });
});

describe("ddm-battle-rules-2011.txt § Move Actions: 'if this creature moves at least 3 squares before attacking, it may shift after attacking'", () => {
  const run = (squares: number) => {
    const a = field([{ card: "Wind Duelist", side: "A", at: [5, 1] }, { card: "Frost Imp", side: "B", at: [5, 5] }], [15], ["use", "5,3"]);
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    const path = [[5, 2], [5, 3], [5, 4]].slice(3 - squares).map(([x, y]) => ({ x: x!, y: y!, size: 1 }));
    if (squares < 3) creature(a, "A1").space = { x: 5, y: 4 - squares, size: 1 };
    walk(a.g, "A1", path, false, { creature: "A1", rule: "moves", src: null });
    makeAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    return a;
  };

  it("3 squares moved, then the attack: it shifts 1 square after it (5,4 → 5,3)", () => {
    const a = run(3);
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 3 });
  });

  it("2 squares moved: nothing is offered, it stays at 5,4", () => {
    const a = run(2);
    expect(a.decisions).toEqual([]);
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 4 });
  });
});
