// Continuous powers that bend a rule of the turn, of movement, of targeting or of saving
// throws, played with scripted dice. Every creature and number is invented for these tests.
// ddm-battle-rules-2011.txt § Saving Throws; § Difficult Terrain; § Opportunity Attacks;
// § Take Actions Phase; § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import { mayTakeOpportunityAttack, resolveAttack } from "../../runtime/ddm/attack.js";
import { coverReason } from "../../runtime/ddm/cover.js";
import { destroy } from "../../runtime/ddm/damage.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { reachable } from "../../runtime/ddm/movement.js";
import { mayAct, spendSlot } from "../../runtime/ddm/permissions.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { scoreVictoryAreas } from "../../runtime/ddm/scoring.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { attackBonusOf, damageBonusOf, defenseOf } from "../../runtime/ddm/values.js";
import { arena, creature, type Placement } from "./arena.js";

const content = {
  path: "test/continuous-rules.wb",
  text: `map "Mire Yard" {
  size 12 x 12
  start A 0,0 to 11,0
  start B 0,11 to 11,11
  victory A 0,1
  victory B 11,1
  terrain forest 4,5
}
battle "Mire Arena" {
  scenario Assault
  points 100
  map "Mire Yard"
  side A "Test A"
  side B "Test B"
}
creature "Calm Monk" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Palm": +5 vs AC; 10 damage
  power "Calm": makes saving throws at start of its turn instead of at end
}
creature "Iron Stoic" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Fist": +5 vs AC; 10 damage
  power "Stoic": automatically succeeds on saving throws against ongoing damage
}
creature "Glade Dancer" {
  level 3  cost 12  unaligned  factions Wild  keywords Elf
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Knife": +5 vs AC; 10 damage
  power "Light Step": ignores difficult terrain when shifting
}
creature "Mud Strider" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Hoof": +5 vs AC; 10 damage
  power "Sure Foot": ignores the extra movement cost of terrain
}
creature "Blood Hound" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Maul": +5 vs AC; 10 damage
  power "Scent of Blood": cannot move while adjacent to bloodied enemy and cannot attack not bloodied targets while adjacent to bloodied enemy
}
creature "Slow Golem" {
  level 3  cost 12  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 4  hp 40
  attack melee basic "Slam": +5 vs AC; 10 damage
  power "Lumbering": cannot charge and takes at most 1 move action each turn
}
creature "Stone Tortoise" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 4  hp 40
  attack melee basic "Snap": +5 vs AC; 10 damage
  power "Ponderous": takes at most 1 move action each round
}
creature "Long Spear" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee reach 2 basic "Pike": +5 vs AC; 10 damage
  power "Hold the Line": can make opportunity attacks against enemies within reach
}
creature "Plain Spear" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee reach 2 basic "Pike": +5 vs AC; 10 damage
}
creature "Exiled Blade" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Sword": +5 vs AC; 10 damage
  power "Outcast": -4 attack while Goblin ally is in play
  power "Grief": +5 damage with melee attacks while ally has been destroyed
}
creature "Keen Archer" {
  level 3  cost 12  unaligned  factions Wild  keywords Elf
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack ranged 10 basic "Bow": +5 vs AC; 10 damage
  power "Sharp Eye": ignores cover from creatures with ranged attacks
}
creature "True Archer" {
  level 3  cost 12  unaligned  factions Wild  keywords Elf
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack ranged 10 basic "Bow": +5 vs AC; 10 damage
  power "Clear Shot": ignores cover with ranged attacks
}
creature "Plain Archer" {
  level 3  cost 12  unaligned  factions Wild  keywords Elf
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack ranged 10 basic "Bow": +5 vs AC; 10 damage
  attack ranged 10 "Volley": +5 vs AC; 10 damage
}
creature "Calm Archer" {
  level 3  cost 12  unaligned  factions Wild  keywords Elf
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack ranged 10 basic "Bow": +5 vs AC; 10 damage
  attack ranged 10 "Volley": +5 vs AC; 10 damage
  power "Steady Hands": does not provoke opportunity attacks with ranged attacks
}
creature "Shielded Goblin" {
  level 1  cost 5  unaligned  factions Wild  keywords Goblin
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Poke": +1 vs AC; 5 damage
  power "Buckler": has cover
}
creature "Ghost Hunter" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Silver Blade": +5 vs AC; 10 damage
  power "Spirit Edge": ignores insubstantial with melee attacks
}
creature "Wisp" {
  level 1  cost 5  unaligned  factions Wild  keywords Undead
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Chill": +1 vs AC; 5 damage
  power "Insubstantial"
}
creature "Nimble Goblin" {
  level 1  cost 5  unaligned  factions Wild  keywords Goblin
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Poke": +1 vs AC; 5 damage
  power "Agile": does not provoke opportunity attacks by moving
}
creature "Old Sergeant" {
  level 6  cost 20  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Mace": +5 vs AC; 10 damage
  power "Drill": adjacent allies +2 AC while lower level
}
creature "Elder Knight" {
  level 8  cost 30  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Lance": +5 vs AC; 10 damage
}
creature "Mindless Husk" {
  level 3  cost 12  unaligned  factions Wild  keywords Undead
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Claw": +5 vs AC; 10 damage
  power "Mindless": immune to attacks against Will
}
creature "Mind Flayer Dummy" {
  level 3  cost 12  unaligned  factions Wild  keywords Aberrant
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Tentacle": +5 vs AC; 10 damage
  attack melee "Mind Spike": +5 vs Will; 10 damage
}
creature "Ground Sense" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Bite": +5 vs AC; 10 damage
  power "Tremors": ignores conceal of creatures without flight and treats invisible creatures without flight as visible
}
creature "Misty Goblin" {
  level 1  cost 5  unaligned  factions Wild  keywords Goblin
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Poke": +1 vs AC; 5 damage
  power "Conceal 11"
}
creature "Misty Bat" {
  level 1  cost 5  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6 flight  hp 40
  attack melee basic "Nip": +1 vs AC; 5 damage
  power "Conceal 11"
}
creature "Camp Follower" {
  level 1  cost 5  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 20
  attack melee basic "Knife": +1 vs AC; 5 damage
  power "Hanger-On": scores no vp for occupying victory areas
}
creature "Goblin Dummy" {
  level 1  cost 5  unaligned  factions Wild  keywords Goblin
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Poke": +1 vs AC; 5 damage
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [content], battle: "Mire Arena" });
const has = (a: ReturnType<typeof field>, id: string, name: string) => creature(a, id).effects.some((e) => e.name === name);
/** A1 (the attacker's card) makes its first attack on an adjacent B1 with the dice given; the defender's hit points after. */
const duel = (attacker: string, defender: string, dice: number[]) => {
  const a = field([
    { card: attacker, side: "A", at: [8, 4] },
    { card: defender, side: "B", at: [8, 5] },
  ], dice);
  resolveAttack(a.g, "A1", cardOf(a.g, attacker).attacks[0]!, "B1");
  return { hp: creature(a, "B1").hp, diceLeft: a.dice.remaining() };
};

describe("ddm-battle-rules-2011.txt § Saving Throws: saves moved or made certain", () => {
  it("saves at the start of its turn instead of at the end: one roll, first thing; a failed save is not rolled again at the end", () => {
    const saved = field([{ card: "Calm Monk", side: "A", at: [3, 3], conditions: ["Slowed"] }], [12], ["end"]);
    creatureTurn(saved.g, "A1");
    expect(has(saved, "A1", "Slowed")).toBe(false);
    expect(saved.dice.remaining()).toBe(0);
    // A failed start-of-turn save leaves it Slowed after its turn: no second roll (the dice would run out).
    const failed = field([{ card: "Calm Monk", side: "A", at: [3, 3], conditions: ["Slowed"] }], [4], ["end"]);
    creatureTurn(failed.g, "A1");
    expect(has(failed, "A1", "Slowed")).toBe(true);
  });

  it("automatically succeeds on saves against ongoing damage: the ongoing fire ends with no roll, the Dazed is still rolled (and kept on a 4)", () => {
    const a = field([{ card: "Iron Stoic", side: "A", at: [3, 3], conditions: ["Dazed"] }], [4], ["end"]);
    creature(a, "A1").effects.push({ id: 99, kind: "ongoing", name: "fire", amount: 5, duration: "save-ends", source: null, rule: "test", src: null });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(35);
    expect(creature(a, "A1").effects.some((e) => e.kind === "ongoing")).toBe(false);
    expect(has(a, "A1", "Dazed")).toBe(true);
    expect(a.dice.remaining()).toBe(0);
  });
});

describe("ddm-battle-rules-2011.txt § Difficult Terrain: costs waived", () => {
  const key = (x: number, y: number) => `${x},${y}`;
  it("ignores difficult terrain when shifting: a 1-square shift may enter the forest, a 1-square move may not", () => {
    const a = field([{ card: "Glade Dancer", side: "A", at: [4, 4] }]);
    expect(reachable(a.g, "A1", 1, false, true).has(key(4, 5))).toBe(true);
    expect(reachable(a.g, "A1", 1).has(key(4, 5))).toBe(false);
  });

  it("ignores the extra movement cost of terrain: one square of movement takes it into the forest, as it does not a creature without the power", () => {
    const a = field([{ card: "Mud Strider", side: "A", at: [4, 4] }]);
    expect(reachable(a.g, "A1", 1).has(key(4, 5))).toBe(true);
    const plain = field([{ card: "Goblin Dummy", side: "A", at: [4, 4] }]);
    expect(reachable(plain.g, "A1", 1).has(key(4, 5))).toBe(false);
  });
});

describe("ddm-battle-rules-2011.txt § Core Rules and Exceptions: restrictive card text on targets and moves", () => {
  it("beside a bloodied enemy it cannot move and cannot attack a non-bloodied enemy (tier 4); the bloodied one it may", () => {
    const a = field([
      { card: "Blood Hound", side: "A", at: [4, 4] },
      { card: "Goblin Dummy", side: "B", at: [4, 5], hp: 15 },
      { card: "Goblin Dummy", side: "B", at: [5, 5] },
    ]);
    const maul = cardOf(a.g, "Blood Hound").attacks[0]!;
    const fresh = mayTarget(a.g, "A1", maul, "B2");
    expect(fresh.allowed).toBe(false);
    expect(fresh.verdicts.find((v) => v.status === "decides")?.tier).toBe(4);
    expect(mayTarget(a.g, "A1", maul, "B1").allowed).toBe(true);
    expect(mayAct(a.g, "A1", "move").allowed).toBe(false);
    // With no bloodied enemy beside it, both are open again.
    const calm = field([
      { card: "Blood Hound", side: "A", at: [4, 4] },
      { card: "Goblin Dummy", side: "B", at: [5, 5] },
    ]);
    expect(mayTarget(calm.g, "A1", maul, "B1").allowed).toBe(true);
    expect(mayAct(calm.g, "A1", "move").allowed).toBe(true);
  });

  it("at most 1 move action each turn: after a move, a second (the attack action spent as one) is refused; a creature without the power may", () => {
    const turnOf = (card: string) => {
      const a = field([{ card, side: "A", at: [4, 4] }]);
      a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1, taken: 0 };
      spendSlot(a.g.state.active, "move");
      return mayAct(a.g, "A1", "move");
    };
    const golem = turnOf("Slow Golem");
    expect(golem.allowed).toBe(false);
    expect(golem.verdicts.find((v) => v.status === "decides")?.tier).toBe(4);
    expect(turnOf("Goblin Dummy").allowed).toBe(true);
    const fresh = field([{ card: "Slow Golem", side: "A", at: [4, 4] }]);
    fresh.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1, taken: 0 };
    expect(mayAct(fresh.g, "A1", "move").allowed).toBe(true);
    expect(mayAct(fresh.g, "A1", "charge").allowed).toBe(false);
  });

  it("at most 1 move action each round: a move taken in an earlier turn of the round counts", () => {
    const a = field([{ card: "Stone Tortoise", side: "A", at: [4, 4] }]);
    creature(a, "A1").moveActionsThisRound = 1;
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1, taken: 0 };
    expect(mayAct(a.g, "A1", "move").allowed).toBe(false);
    delete creature(a, "A1").moveActionsThisRound;
    expect(mayAct(a.g, "A1", "move").allowed).toBe(true);
  });
});

describe("ddm-battle-rules-2011.txt § Opportunity Attacks: enemies within reach", () => {
  it("an enemy 2 squares away provokes the reach-2 spear whose power says so (tier 3 breaks 'adjacent'), not a plain reach-2 spear", () => {
    const held = field([
      { card: "Long Spear", side: "A", at: [8, 4] },
      { card: "Goblin Dummy", side: "B", at: [8, 6] },
    ]);
    const r = mayTakeOpportunityAttack(held.g, "A1", "B1");
    expect(r.allowed).toBe(true);
    expect(r.verdicts.find((v) => v.status === "decides")?.tier).toBe(3);
    const plain = field([
      { card: "Plain Spear", side: "A", at: [8, 4] },
      { card: "Goblin Dummy", side: "B", at: [8, 6] },
    ]);
    expect(mayTakeOpportunityAttack(plain.g, "A1", "B1").allowed).toBe(false);
    const far = field([
      { card: "Long Spear", side: "A", at: [8, 4] },
      { card: "Goblin Dummy", side: "B", at: [8, 7] },
    ]);
    expect(mayTakeOpportunityAttack(far.g, "A1", "B1").allowed).toBe(false);
  });

  it("a goblin walking away from 2 squares off takes the spear's opportunity attack (15 on the die: 10 damage)", () => {
    const a = field([
      { card: "Long Spear", side: "A", at: [8, 4] },
      { card: "Goblin Dummy", side: "B", at: [8, 6] },
    ], [15], ["move:8,9", "attack", "end"]);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });
});

describe("ddm-battle-rules-2011.txt § Keywords; § Hit Points: its warband", () => {
  it("-4 attack while a Goblin ally is in play; +5 melee damage once an ally has been destroyed", () => {
    const a = field([
      { card: "Exiled Blade", side: "A", at: [4, 4] },
      { card: "Goblin Dummy", side: "A", at: [8, 4] },
      { card: "Goblin Dummy", side: "B", at: [4, 5] },
    ]);
    const sword = cardOf(a.g, "Exiled Blade").attacks[0]!;
    expect(attackBonusOf(a.g, "A1", sword, "B1").value).toBe(1);
    expect(damageBonusOf(a.g, "A1", sword, "B1").value).toBe(0);
    destroy(a.g, "A2", { creature: null, rule: "test", src: null });
    expect(attackBonusOf(a.g, "A1", sword, "B1").value).toBe(5);
    expect(damageBonusOf(a.g, "A1", sword, "B1").value).toBe(5);
  });
});

describe("ddm-battle-rules-2011.txt § Cover; § Insubstantial: what its attacks ignore", () => {
  const row = (archer: string, target = "Goblin Dummy"): Placement[] => [
    { card: archer, side: "A", at: [8, 1] },
    { card: "Goblin Dummy", side: "B", at: [7, 4] },
    { card: "Goblin Dummy", side: "B", at: [8, 4] },
    { card: "Goblin Dummy", side: "B", at: [9, 4] },
    { card: target, side: "B", at: [8, 7] },
  ];
  const bow = (a: ReturnType<typeof field>) => cardOf(a.g, creature(a, "A1").card).attacks[0]!;
  it("enemies in the way give a plain archer cover; not one that ignores cover from creatures, nor one that ignores all cover", () => {
    const plain = field(row("Plain Archer"));
    expect(coverReason(plain.g, "A1", bow(plain), "B4")).not.toBeNull();
    const keen = field(row("Keen Archer"));
    expect(coverReason(keen.g, "A1", bow(keen), "B4")).toBeNull();
    const sure = field(row("True Archer"));
    expect(coverReason(sure.g, "A1", bow(sure), "B4")).toBeNull();
  });

  it("cover a power gives the target still counts against cover from creatures ignored, not against all cover ignored", () => {
    const keen = field(row("Keen Archer", "Shielded Goblin"));
    expect(coverReason(keen.g, "A1", bow(keen), "B4")).not.toBeNull();
    const sure = field(row("True Archer", "Shielded Goblin"));
    expect(coverReason(sure.g, "A1", bow(sure), "B4")).toBeNull();
  });

  it("ignores Insubstantial with melee attacks: 10 damage to a wisp, where a plain blade deals 5", () => {
    expect(duel("Ghost Hunter", "Wisp", [15]).hp).toBe(30);
    expect(duel("Blood Hound", "Wisp", [15]).hp).toBe(35);
  });
});

describe("ddm-battle-rules-2011.txt § Opportunity Attacks: moving and attacking without provoking", () => {
  it("a goblin that never provokes by moving walks away from the spear unhurt; a plain goblin is asked about and takes the attack", () => {
    const agile = field([
      { card: "Long Spear", side: "A", at: [8, 4] },
      { card: "Nimble Goblin", side: "B", at: [8, 5] },
    ], [], ["move:8,9", "end"]);
    creatureTurn(agile.g, "B1");
    expect(creature(agile, "B1").hp).toBe(40);
    const plain = field([
      { card: "Long Spear", side: "A", at: [8, 4] },
      { card: "Goblin Dummy", side: "B", at: [8, 5] },
    ], [15], ["move:8,9", "attack", "end"]);
    creatureTurn(plain.g, "B1");
    expect(creature(plain, "B1").hp).toBe(30);
  });

  it("its ranged attacks do not provoke: a non-basic Volley beside an enemy draws no opportunity attack, a plain archer's does (and the goblin hits it for 5)", () => {
    const calm = field([
      { card: "Calm Archer", side: "A", at: [8, 4] },
      { card: "Goblin Dummy", side: "B", at: [8, 5] },
      { card: "Goblin Dummy", side: "B", at: [8, 9] },
    ], [15], ["attack:Volley:B2", "end"]);
    creatureTurn(calm.g, "A1");
    expect(creature(calm, "A1").hp).toBe(40);
    expect(creature(calm, "B2").hp).toBe(30);
    const plain = field([
      { card: "Plain Archer", side: "A", at: [8, 4] },
      { card: "Goblin Dummy", side: "B", at: [8, 5] },
      { card: "Goblin Dummy", side: "B", at: [8, 9] },
    ], [15, 15], ["attack:Volley:B2", "attack", "end"]);
    creatureTurn(plain.g, "A1");
    expect(creature(plain, "A1").hp).toBe(35);
  });
});

describe("ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level): bonuses for lower-level allies", () => {
  it("adjacent allies of lower level than the sergeant have +2 AC: the level-1 goblin 12, the level-8 knight 10", () => {
    const a = field([
      { card: "Old Sergeant", side: "A", at: [8, 4] },
      { card: "Goblin Dummy", side: "A", at: [8, 5] },
      { card: "Elder Knight", side: "A", at: [9, 4] },
    ]);
    expect(defenseOf(a.g, "A2", "AC").value).toBe(12);
    expect(defenseOf(a.g, "A3", "AC").value).toBe(10);
  });
});

describe("ddm-battle-rules-2011.txt § Powers and Effects; § Attack Roll (Conceal): immunities and senses limited to some attacks or creatures", () => {
  it("immune to attacks against Will: the Will attack does nothing, with no roll; the AC attack hits", () => {
    const a = field([
      { card: "Mind Flayer Dummy", side: "A", at: [8, 4] },
      { card: "Mindless Husk", side: "B", at: [8, 5] },
    ], [15]);
    const [tentacle, spike] = cardOf(a.g, "Mind Flayer Dummy").attacks;
    resolveAttack(a.g, "A1", spike!, "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(a.dice.remaining()).toBe(1);
    resolveAttack(a.g, "A1", tentacle!, "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("ignores conceal of creatures without flight: a hit on a concealed goblin needs no conceal roll; against a concealed bat it rolls one (a 5 misses)", () => {
    expect(duel("Ground Sense", "Misty Goblin", [15])).toEqual({ hp: 30, diceLeft: 0 });
    expect(duel("Ground Sense", "Misty Bat", [15, 5])).toEqual({ hp: 40, diceLeft: 0 });
  });
});

describe("ddm-battle-rules-2011.txt § Victory Areas: a creature that scores nothing for occupying one", () => {
  it("at the end of the round its side scores nothing for the camp follower in its victory area, 5 VP for a goblin there", () => {
    const follower = field([{ card: "Camp Follower", side: "A", at: [0, 1] }]);
    scoreVictoryAreas(follower.g);
    expect(follower.g.state.players.map((p) => p.vp)).toEqual([0, 0]);
    const goblin = field([{ card: "Goblin Dummy", side: "A", at: [0, 1] }]);
    scoreVictoryAreas(goblin.g);
    expect(goblin.g.state.players.map((p) => p.vp)).toEqual([5, 0]);
  });
});
