// Continuous powers that hold in a state of the turn, of the creatures around, of the
// terrain, or of an attack's target (compiler/primitives/state-gates.ts), played with
// scripted dice. Every creature and number is invented for these tests.
// ddm-battle-rules-2011.txt § Continuous Powers; § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { defenseOf } from "../../runtime/ddm/values.js";
import { combatAdvantageReasons } from "../../runtime/ddm/combat-advantage.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { arena, creature, type Placement } from "./arena.js";
import { walledYard } from "./continuous-fixtures.js";

const states = {
  path: "test/continuous-states.wb",
  text: `${walledYard("Grove Yard", "Grove Arena", ["forest 8,8", "river 2,8"])}creature "Skirmish Raider" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Blade": +5 vs AC; 10 damage
  power "Skirmish": +5 damage while 2 or more squares from its starting position
}
creature "Restless Blade" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Sabre": +5 vs AC; 10 damage
  power "Momentum": +5 damage with melee attacks while it has moved this turn
}
creature "Banner Lord" {
  level 6  cost 20  unaligned  factions Wild  keywords Human  champion 1
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Mace": +5 vs AC; 5 damage
}
creature "Banner Soldier" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Pike": +5 vs AC; 10 damage
  power "Rally": +5 damage while within 3 squares of Human champion ally
  power "Guard": +2 AC while adjacent to champion ally
}
creature "Lone Hunter" {
  level 3  cost 12  unaligned  factions Wild  keywords Elf
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Spear": +5 vs AC; 10 damage
  power "Alone": +10 damage while no ally within 3 squares
  power "Pressed": +4 AC while adjacent to only one enemy
  power "Crowd": +2 Ref while 2 or more allies within 5 squares
}
creature "Thicket Warden" {
  level 3  cost 12  unaligned  factions Wild  keywords Plant
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Branch": +5 vs AC; 10 damage
  power "Bark": +2 AC while occupying "forest" terrain
  power "Wall Hugger": +2 Ref while adjacent to wall
  power "Bank": +2 Will while adjacent to "river" terrain
}
creature "Reed Walker" {
  level 3  cost 12  unaligned  factions Wild  keywords Plant
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Lash": +5 vs AC; 10 damage
  power "Reed Kin": +2 AC while occupying "forest" or "river" terrain
}
creature "Pack Hunter" {
  level 3  cost 12  unaligned  factions Wild  keywords Wolf
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Bite": +5 vs AC; 10 damage
  power "Pack Tactics": +5 damage against targets adjacent to Wolf ally
}
creature "Late Striker" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Knife": +5 vs AC; 10 damage
  power "Patience": +5 damage against targets having acted this round
  power "First Cut": +10 damage against undamaged targets
}
creature "Bane Blade" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Edge": +5 vs AC; 10 damage
  power "Bane": +5 damage against Kobold or Goblin targets
  power "Coup": +10 damage against Dazed or Stunned targets
  power "Duel": +2 attack against targets with no other creature adjacent
}
creature "Sky Hunter" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Hook": +5 vs AC; 10 damage
  power "Netter": +5 damage against targets with flight
  power "Giant Slayer": +2 attack against higher level targets
  power "Champion Slayer": +5 damage against champion targets
}
creature "Shy Sniper" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack ranged 10 basic "Sling": +5 vs AC; 10 damage
  power "Skulk": cannot be targeted by ranged attacks while adjacent to enemy
}
creature "Cruel Hunter" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Cleaver": +5 vs AC; 10 damage
  power "Cruelty": has combat advantage against Dazed targets
  power "Gang Up": +4 attack against targets it flanks
}
creature "Plated Ogre" {
  level 3  cost 12  unaligned  factions Wild  keywords Giant
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Fist": +5 vs AC; 10 damage
  power "Plates": resist 5 all against melee attacks
  power "Thick Hide": resist 15 all against critical hits
}
creature "War Drummer" {
  level 3  cost 12  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Drumstick": +5 vs AC; 5 damage
  power "Drums": Goblin or Wolf or Plant allies +2 AC
  power "Kinship": +2 Ref while adjacent to Goblin or Wolf ally
}
creature "Goblin Dummy" {
  level 1  cost 5  unaligned  factions Wild  keywords Goblin
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Poke": +1 vs AC; 5 damage
}
creature "Orc Dummy" {
  level 5  cost 5  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 6 flight  hp 40
  attack melee basic "Poke": +1 vs AC; 5 damage
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [states], battle: "Grove Arena" });
const hit = (a: ReturnType<typeof field>, attacker: string, target: string) => {
  const card = cardOf(a.g, creature(a, attacker).card);
  resolveAttack(a.g, attacker, card.attacks[0]!, target);
};

describe("ddm-battle-rules-2011.txt § Taking a Turn: how far it has come this turn", () => {
  it("+5 damage while 2 or more squares from its starting position: a raider that moved 3 squares deals 15, one that stepped 1 deals 10", () => {
    const far = field([
      { card: "Skirmish Raider", side: "A", at: [3, 1] },
      { card: "Goblin Dummy", side: "B", at: [3, 5] },
    ], [15], ["move:3,4", "attack:Blade:B1", "end"]);
    creatureTurn(far.g, "A1");
    expect(creature(far, "B1").hp).toBe(25);
    const near = field([
      { card: "Skirmish Raider", side: "A", at: [3, 3] },
      { card: "Goblin Dummy", side: "B", at: [3, 5] },
    ], [15], ["move:3,4", "attack:Blade:B1", "end"]);
    creatureTurn(near.g, "A1");
    expect(creature(near, "B1").hp).toBe(30);
  });

  it("off its own turn the state does not hold: the raider's attack outside a turn deals 10", () => {
    const a = field([
      { card: "Skirmish Raider", side: "A", at: [3, 4] },
      { card: "Goblin Dummy", side: "B", at: [3, 5] },
    ], [15]);
    hit(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("+5 damage while it has moved this turn: 15 after a one-square move, 10 when it attacks without moving", () => {
    const moved = field([
      { card: "Restless Blade", side: "A", at: [3, 3] },
      { card: "Goblin Dummy", side: "B", at: [3, 5] },
    ], [15], ["move:3,4", "attack:Sabre:B1", "end"]);
    creatureTurn(moved.g, "A1");
    expect(creature(moved, "B1").hp).toBe(25);
    const still = field([
      { card: "Restless Blade", side: "A", at: [3, 4] },
      { card: "Goblin Dummy", side: "B", at: [3, 5] },
    ], [15], ["attack:Sabre:B1", "end"]);
    creatureTurn(still.g, "A1");
    expect(creature(still, "B1").hp).toBe(30);
  });
});

describe("ddm-battle-rules-2011.txt § Champion Powers: allied champions nearby", () => {
  it("+5 damage within 3 squares of a Human champion ally; +2 AC adjacent to a champion ally", () => {
    const near = field([
      { card: "Banner Lord", side: "A", at: [2, 4] },
      { card: "Banner Soldier", side: "A", at: [3, 4] },
      { card: "Goblin Dummy", side: "B", at: [3, 5] },
    ], [15]);
    hit(near, "A2", "B1");
    expect(creature(near, "B1").hp).toBe(25);
    expect(defenseOf(near.g, "A2", "AC").value).toBe(12);
    const far = field([
      { card: "Banner Lord", side: "A", at: [9, 1] },
      { card: "Banner Soldier", side: "A", at: [3, 4] },
      { card: "Goblin Dummy", side: "B", at: [3, 5] },
    ], [15]);
    hit(far, "A2", "B1");
    expect(creature(far, "B1").hp).toBe(30);
    expect(defenseOf(far.g, "A2", "AC").value).toBe(10);
  });

  it("a champion that is an enemy does not count", () => {
    const a = field([
      { card: "Banner Lord", side: "B", at: [2, 4] },
      { card: "Banner Soldier", side: "A", at: [3, 4] },
    ]);
    expect(defenseOf(a.g, "A1", "AC").value).toBe(10);
  });
});

describe("ddm-battle-rules-2011.txt § How to Choose Targets: the creatures around it", () => {
  it("+10 damage while no ally within 3 squares: 20 alone, 10 with an ally 2 squares away", () => {
    const alone = field([
      { card: "Lone Hunter", side: "A", at: [3, 4] },
      { card: "Goblin Dummy", side: "B", at: [3, 5] },
    ], [15]);
    hit(alone, "A1", "B1");
    expect(creature(alone, "B1").hp).toBe(20);
    const backed = field([
      { card: "Lone Hunter", side: "A", at: [3, 4] },
      { card: "Goblin Dummy", side: "A", at: [5, 4] },
      { card: "Goblin Dummy", side: "B", at: [3, 5] },
    ], [15]);
    hit(backed, "A1", "B1");
    expect(creature(backed, "B1").hp).toBe(30);
  });

  it("+4 AC adjacent to only one enemy (not two, not none); +2 Ref with 2 or more allies within 5 squares", () => {
    const one = field([
      { card: "Lone Hunter", side: "A", at: [3, 4] },
      { card: "Goblin Dummy", side: "B", at: [3, 5] },
    ]);
    expect(defenseOf(one.g, "A1", "AC").value).toBe(14);
    const two = field([
      { card: "Lone Hunter", side: "A", at: [3, 4] },
      { card: "Goblin Dummy", side: "B", at: [3, 5] },
      { card: "Goblin Dummy", side: "B", at: [4, 5] },
      { card: "Goblin Dummy", side: "A", at: [8, 4] },
      { card: "Goblin Dummy", side: "A", at: [8, 5] },
    ]);
    expect(defenseOf(two.g, "A1", "AC").value).toBe(10);
    expect(defenseOf(two.g, "A1", "Ref").value).toBe(12);
    expect(defenseOf(one.g, "A1", "Ref").value).toBe(10);
  });
});

describe("ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Walls: terrain and walls beside it", () => {
  it("+2 AC in forest, +2 Ref beside a wall, +2 Will beside river terrain; none of them in the open", () => {
    const grove = field([{ card: "Thicket Warden", side: "A", at: [8, 8] }]);
    expect(defenseOf(grove.g, "A1", "AC").value).toBe(12);
    expect(defenseOf(grove.g, "A1", "Ref").value).toBe(10);
    const wall = field([{ card: "Thicket Warden", side: "A", at: [5, 5] }]);
    expect(defenseOf(wall.g, "A1", "Ref").value).toBe(12);
    expect(defenseOf(wall.g, "A1", "AC").value).toBe(10);
    const bank = field([{ card: "Thicket Warden", side: "A", at: [3, 7] }]);
    expect(defenseOf(bank.g, "A1", "Will").value).toBe(12);
    const open = field([{ card: "Thicket Warden", side: "A", at: [2, 3] }]);
    expect([defenseOf(open.g, "A1", "AC").value, defenseOf(open.g, "A1", "Ref").value, defenseOf(open.g, "A1", "Will").value]).toEqual([10, 10, 10]);
  });

  it("'while occupying forest or river terrain': +2 AC in either, none in the open", () => {
    const at = (x: number, y: number) => defenseOf(field([{ card: "Reed Walker", side: "A", at: [x, y] }]).g, "A1", "AC").value;
    expect([at(8, 8), at(2, 8), at(2, 3)]).toEqual([12, 12, 10]);
  });
});

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties: states of the attack's target", () => {
  it("+5 damage against targets adjacent to a Wolf ally: the ally is the attacker's, not the target's", () => {
    const flanked = field([
      { card: "Pack Hunter", side: "A", at: [3, 4] },
      { card: "Pack Hunter", side: "A", at: [4, 6] },
      { card: "Goblin Dummy", side: "B", at: [3, 5] },
    ], [15]);
    hit(flanked, "A1", "B1");
    expect(creature(flanked, "B1").hp).toBe(25);
    const enemyWolf = field([
      { card: "Pack Hunter", side: "A", at: [3, 4] },
      { card: "Pack Hunter", side: "B", at: [4, 6] },
      { card: "Goblin Dummy", side: "B", at: [3, 5] },
    ], [15]);
    hit(enemyWolf, "A1", "B2");
    expect(creature(enemyWolf, "B2").hp).toBe(30);
  });

  it("+10 against an undamaged target, +5 against one that has taken its turn this round", () => {
    const a = field([
      { card: "Late Striker", side: "A", at: [3, 4] },
      { card: "Goblin Dummy", side: "B", at: [3, 5] },
    ], [15, 15], ["end"]);
    hit(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(20);
    creatureTurn(a.g, "B1");
    hit(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(5);
  });

  it("+5 against a Kobold or Goblin target, +10 more against a Dazed or Stunned one, none against an Orc", () => {
    const a = field([
      { card: "Bane Blade", side: "A", at: [3, 4] },
      { card: "Goblin Dummy", side: "B", at: [3, 5], conditions: ["Stunned"] },
      { card: "Orc Dummy", side: "B", at: [4, 5] },
    ], [15, 15]);
    hit(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(15);
    hit(a, "A1", "B2");
    expect(creature(a, "B2").hp).toBe(30);
  });

  it("+2 attack against a target no other creature stands beside: 3 + 5 + 2 hits AC 10 alone, misses beside its ally", () => {
    const alone = field([
      { card: "Bane Blade", side: "A", at: [3, 4] },
      { card: "Orc Dummy", side: "B", at: [3, 5] },
    ], [3]);
    hit(alone, "A1", "B1");
    expect(creature(alone, "B1").hp).toBe(30);
    const crowded = field([
      { card: "Bane Blade", side: "A", at: [3, 4] },
      { card: "Orc Dummy", side: "B", at: [3, 5] },
      { card: "Goblin Dummy", side: "B", at: [3, 6] },
    ], [3]);
    hit(crowded, "A1", "B1");
    expect(creature(crowded, "B1").hp).toBe(40);
  });

  it("against a flying, higher-level target: +5 damage and +2 attack; a champion target takes +5 more", () => {
    const a = field([
      { card: "Sky Hunter", side: "A", at: [3, 4] },
      { card: "Orc Dummy", side: "B", at: [3, 5] },
      { card: "Goblin Dummy", side: "B", at: [4, 5] },
      { card: "Banner Lord", side: "B", at: [2, 5] },
    ], [3, 3, 15]);
    hit(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(25);
    hit(a, "A1", "B2");
    expect(creature(a, "B2").hp).toBe(40);
    hit(a, "A1", "B3");
    expect(creature(a, "B3").hp).toBe(25);
  });
});

describe("ddm-battle-rules-2011.txt § Core Rules and Exceptions: restrictions on targeting", () => {
  it("cannot be targeted by ranged attacks while adjacent to an enemy: tier 4 beside an enemy, a legal target alone; melee still may", () => {
    const beside = field([
      { card: "Shy Sniper", side: "A", at: [3, 1] },
      { card: "Goblin Dummy", side: "A", at: [3, 5] },
      { card: "Shy Sniper", side: "B", at: [3, 6] },
    ]);
    const sling = cardOf(beside.g, "Shy Sniper").attacks[0]!;
    const shot = mayTarget(beside.g, "A1", sling, "B1");
    expect(shot.allowed).toBe(false);
    expect(shot.verdicts.find((v) => v.status === "decides")?.tier).toBe(4);
    expect(mayTarget(beside.g, "A2", cardOf(beside.g, "Goblin Dummy").attacks[0]!, "B1").allowed).toBe(true);
    const alone = field([
      { card: "Shy Sniper", side: "A", at: [3, 1] },
      { card: "Shy Sniper", side: "B", at: [3, 6] },
    ]);
    expect(mayTarget(alone.g, "A1", sling, "B1").allowed).toBe(true);
  });
});

describe("ddm-battle-rules-2011.txt § Combat Advantage; § Flanking", () => {
  it("has combat advantage against Dazed targets: 3 + 5 + 2 hits a Dazed dummy, 3 + 5 misses a plain one", () => {
    const a = field([
      { card: "Cruel Hunter", side: "A", at: [3, 4] },
      { card: "Orc Dummy", side: "B", at: [3, 5], conditions: ["Dazed"] },
      { card: "Orc Dummy", side: "B", at: [2, 5] },
    ], [3, 3]);
    expect(combatAdvantageReasons(a.g, "A1", "B1").some((r) => r.startsWith("Cruelty"))).toBe(true);
    hit(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(30);
    hit(a, "A1", "B2");
    expect(creature(a, "B2").hp).toBe(40);
  });

  it("+4 attack against targets it flanks: 2 + 5 + 4 + 2 hits a flanked dummy; without the ally opposite, 2 + 5 misses", () => {
    const flanked = field([
      { card: "Cruel Hunter", side: "A", at: [3, 4] },
      { card: "Goblin Dummy", side: "A", at: [3, 6] },
      { card: "Orc Dummy", side: "B", at: [3, 5] },
    ], [2]);
    hit(flanked, "A1", "B1");
    expect(creature(flanked, "B1").hp).toBe(30);
    const alone = field([
      { card: "Cruel Hunter", side: "A", at: [3, 4] },
      { card: "Orc Dummy", side: "B", at: [3, 5] },
    ], [2]);
    hit(alone, "A1", "B1");
    expect(creature(alone, "B1").hp).toBe(40);
  });
});

describe("ddm-battle-rules-2011.txt § Resistance and Vulnerability (Resist X Damage): Resist on some attacks only", () => {
  it("resist 5 all against melee attacks: a melee hit of 10 deals 5, a ranged hit of 10 deals 10; resist 15 against a critical: 20 deals 5", () => {
    const a = field([
      { card: "Bane Blade", side: "A", at: [3, 4] },
      { card: "Shy Sniper", side: "A", at: [3, 1] },
      { card: "Plated Ogre", side: "B", at: [3, 5] },
    ], [15, 15, 20]);
    hit(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(55);
    hit(a, "A2", "B1");
    expect(creature(a, "B1").hp).toBe(45);
    hit(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });
});

describe("ddm-battle-rules-2011.txt § Keywords: creatures of any of several keywords", () => {
  it("Goblin or Wolf or Plant allies +2 AC reaches a Goblin and a Wolf ally, not a Human one; +2 Ref beside either", () => {
    const a = field([
      { card: "War Drummer", side: "A", at: [3, 3] },
      { card: "Goblin Dummy", side: "A", at: [3, 4] },
      { card: "Pack Hunter", side: "A", at: [8, 8] },
      { card: "Late Striker", side: "A", at: [8, 3] },
    ]);
    expect([defenseOf(a.g, "A2", "AC").value, defenseOf(a.g, "A3", "AC").value, defenseOf(a.g, "A4", "AC").value]).toEqual([12, 12, 10]);
    expect(defenseOf(a.g, "A1", "Ref").value).toBe(12);
    const alone = field([
      { card: "War Drummer", side: "A", at: [3, 3] },
      { card: "Late Striker", side: "A", at: [3, 4] },
    ]);
    expect(defenseOf(alone.g, "A1", "Ref").value).toBe(10);
  });
});
