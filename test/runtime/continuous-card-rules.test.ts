// Continuous powers read from card text that needed a rule of their own: immunity to a
// named power's bonuses (Immune Sneak Attack), reach in a state, healing from a damage
// type, a critical hit destroying the creature, conditions on enemies activating nearby.
// Invented creatures; dice scripted.
// ddm-battle-rules-2011.txt § Powers and Effects; § Combat Advantage; § Melee Attacks (Range);
// § Resistance and Vulnerability; § Attack Roll (Critical Hit); § Start of Turn Phase
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { creatureHasKeyword } from "../../runtime/ddm/view.js";
import { conditionsOf } from "../../runtime/ddm/in-force.js";
import { sees, unseenBecause } from "../../runtime/ddm/sight.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { rollSave } from "../../runtime/ddm/save-windows.js";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { speedOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";
import { walledYard } from "./continuous-fixtures.js";

const fixtures: SourceFile = {
  path: "test/continuous-card-rules.wb",
  text: `${walledYard("Rules Yard", "Rules Arena")}
creature "Shade Cutter" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Knife": +5 vs AC; 5 damage
  power "Sneak Attack 10"
  power "Keen Eye": +1 attack against targets granting combat advantage
}
creature "Wary Sentry" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
  power "Immune Sneak Attack": immune to powers with "Sneak Attack" in their name
}
creature "Truth Warden" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Staff": +5 vs AC; 5 damage
  aura 2 "Candour": creatures immune to powers with "Sneak Attack" in their name
}
creature "Brood Keeper" {
  level 3  cost 12  unaligned  factions Wild  keywords Drake
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Claw": +5 vs AC; 5 damage
  power "Brood Ward": adjacent Drake Brood creatures immune lightning
}
creature "Brood Drake" {
  level 3  cost 12  unaligned  factions Wild  keywords Drake, Brood
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Bite": +5 vs AC; 5 damage
}
creature "Lone Drake" {
  level 3  cost 12  unaligned  factions Wild  keywords Drake
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Bite": +5 vs AC; 5 damage
}
creature "Spark Caller" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Spark Lash": +5 vs AC; 10 lightning damage
}
creature "Plain Walker" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Fist": +5 vs AC; 5 damage
}
creature "Lashing Vine" {
  level 3  cost 12  unaligned  factions Wild  keywords Plant
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Lash": +5 vs AC; 5 damage
  power "Lunge": reach 2 while no enemy adjacent
}
creature "Frost Drinker" {
  level 3  cost 12  unaligned  factions Wild  keywords Elemental
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Chill": +5 vs AC; 5 cold damage
  power "Cold Healing 5": whenever this creature would take cold damage: this creature heals 5
}
creature "Glass Golem" {
  level 3  cost 12  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Slam": +5 vs AC; 5 damage
  power "Brittle": whenever this creature is hit by critical hit: this creature is destroyed
}
creature "Dazzling Seraph" {
  level 3  cost 12  unaligned  factions Wild  keywords Angel
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Blade": +5 vs AC; 5 damage
  power "Blinding Halo": whenever enemy starts its turn adjacent to this creature: that enemy is Dazed until end of turn
}
creature "Cinder Saint" {
  level 3  cost 12  unaligned  factions Wild  keywords Angel
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Brand": +5 vs AC; 5 damage
  aura 2 "Scorching Halo": whenever enemy starts its turn within 2 squares: that enemy takes 5 fire damage
  aura 5 "Grave Pall": whenever bloodied creature ends its turn within 5 squares: that creature takes 10 necrotic damage
}
creature "Life Warden" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Rod": +5 vs AC; 5 damage
  aura 3 "Lifegiving Aura": allies resist 5 necrotic
  aura 3 "Lifegiving Aura": whenever ally within 3 squares hits with melee attack: that ally heals 5
}
creature "Keen Archer" {
  level 3  cost 12  unaligned  factions Wild  keywords Elf
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Dirk": +5 vs AC; 5 damage
  attack ranged 10 "Longbow": +5 vs AC; 5 damage
  power "Sharp Eyes": ignores conceal with ranged attacks
}
creature "Misty Shade" {
  level 3  cost 12  unaligned  factions Wild  keywords Shadow
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Touch": +5 vs AC; 5 damage
  power "Conceal 11"
}
creature "Dim Watcher" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Club": +5 vs AC; 5 damage
  attack ranged 10 "Sling": +5 vs AC; 5 damage
  power "Sight 4": line of sight ends after 4 squares
}
creature "Stalking Spirit" {
  level 3  cost 12  unaligned  factions Wild  keywords Spirit
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Chill Touch": +5 vs AC; 5 damage
  power "Wisp": conceal 6 against adjacent enemies and conceal 11 against nonadjacent enemies
}
creature "Veiled Lurker" {
  level 3  cost 12  unaligned  factions Wild  keywords Shadow
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Claw": +5 vs AC; 5 damage
  power "Veil": invisible
}
creature "Web Watcher" {
  level 3  cost 12  unaligned  factions Wild  keywords Spider
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Bite": +5 vs AC; 5 damage
  power "Thread Sense": ignores conceal and treats invisible creatures within 1 squares as visible and treats invisible creatures Immobilized as visible
}
creature "Rime Witch" {
  level 3  cost 12  unaligned  factions Wild  keywords Elemental
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Frost Touch": +5 vs AC; 5 cold damage
  power "Deep Freeze": enemies within 3 squares are Immobilized while Slowed
}
creature "Iron Walker" {
  level 3  cost 12  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Fist": +5 vs AC; 5 damage
  power "Unstoppable": immune Immobilized
}
creature "Proud Sire" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Maul": +5 vs AC; 5 damage
  power "Sire of the Pride": has keyword Dragonne while Dragonne ally is in play
}
creature "Pride Cub" {
  level 1  cost 5  unaligned  factions Wild  keywords Dragonne, Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 20
  attack melee basic "Nip": +5 vs AC; 5 damage
}
creature "Lone Delver" {
  level 3  cost 12  unaligned  factions Wild  keywords Dwarf, Soldier
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Pick": +5 vs AC; 5 damage
  power "Far From Kin": loses keyword Dwarf while not Dwarf ally is in play
}
creature "Pride Hunter" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
  power "Beast Slayer": +10 damage against Dragonne targets
}
creature "Eager Raider" {
  level 3  cost 12  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Axe": +5 vs AC; 5 damage
  power "First Blood Rush": +5 damage while it is first creature to activate this round
}
creature "Dark Counsel" {
  level 3  cost 12  unaligned  factions Wild  keywords Fiend
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Claw": +5 vs AC; 5 damage
  aura 5 "Whispered Insight": allies +2 to saving throws
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [fixtures], battle: "Rules Arena" });

describe("ddm-battle-rules-2011.txt § Powers and Effects: immune to a named power (Immune Sneak Attack)", () => {
  it("Sneak Attack 10 adds 10 against a Dazed walker (15) but nothing against the immune sentry (5)", () => {
    const a = field([
      { card: "Shade Cutter", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 4], conditions: ["Dazed"] },
      { card: "Wary Sentry", side: "B", at: [4, 4], conditions: ["Dazed"] },
    ], [12, 12]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Knife"), "B1");
    expect(creature(a, "B1").hp).toBe(25);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Knife"), "B2");
    expect(creature(a, "B2").hp).toBe(35);
  });

  it("an aura of it: the walker beside the warden takes 5, not 15", () => {
    const a = field([
      { card: "Shade Cutter", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 4], conditions: ["Dazed"] },
      { card: "Truth Warden", side: "B", at: [3, 6] },
    ], [12]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Knife"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
  });
});

describe("ddm-battle-rules-2011.txt § Combat Advantage (+2 Bonus to Attack Rolls): '+3 instead of +2'", () => {
  it("+1 on top of the +2: a roll of 2 (+5, +2, +1 = 10) hits AC 10 only with combat advantage", () => {
    const a = field([
      { card: "Shade Cutter", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 4], conditions: ["Dazed"] },
      { card: "Plain Walker", side: "B", at: [4, 4] },
    ], [2, 2]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Knife"), "B1");
    expect(creature(a, "B1").hp).toBe(25);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Knife"), "B2");
    expect(creature(a, "B2").hp).toBe(40);
  });
});

describe("ddm-battle-rules-2011.txt § Melee Attacks (Range): reach in a state", () => {
  it("reach 2 while no enemy is adjacent: a walker 2 squares away is in reach until another stands beside it", () => {
    const a = field([
      { card: "Lashing Vine", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 5] },
    ]);
    expect(mayTarget(a.g, "A1", attackOf(a, "A1", "Lash"), "B1").allowed).toBe(true);
    const b = field([
      { card: "Lashing Vine", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 5] },
      { card: "Plain Walker", side: "B", at: [4, 3] },
    ]);
    expect(mayTarget(b.g, "A1", attackOf(b, "A1", "Lash"), "B1").allowed).toBe(false);
  });
});

describe("ddm-battle-rules-2011.txt § Resistance and Vulnerability (would take): healing from a damage type", () => {
  it("hit by 5 cold damage at 30 hp, it heals 5 first and takes 5 (30); 5 plain damage is just damage (25)", () => {
    const a = field([
      { card: "Frost Drinker", side: "A", at: [3, 3] },
      { card: "Frost Drinker", side: "B", at: [3, 4], hp: 30 },
      { card: "Plain Walker", side: "A", at: [4, 4] },
    ], [15, 15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Chill"), "B1");
    expect(creature(a, "B1").hp).toBe(30);
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Fist"), "B1");
    expect(creature(a, "B1").hp).toBe(25);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Critical Hit): destroyed by a critical hit", () => {
  it("a hit on 15 takes 5; a natural 20 destroys it", () => {
    const a = field([
      { card: "Plain Walker", side: "A", at: [3, 3] },
      { card: "Glass Golem", side: "B", at: [3, 4] },
    ], [15, 20]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Fist"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Fist"), "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
  });
});

describe("ddm-battle-rules-2011.txt § Start of Turn Phase: an enemy activating next to it is Dazed for that turn", () => {
  it("the adjacent walker starts its turn Dazed and is not after it; the far one never is", () => {
    const a = field([
      { card: "Dazzling Seraph", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 4] },
      { card: "Plain Walker", side: "B", at: [8, 8] },
    ], [], ["end", "end"]);
    creatureTurn(a.g, "B1");
    expect(a.g.state.log.some((e) => /B1\b.*Dazed|Dazed.*B1\b/.test(e.text))).toBe(true);
    expect(conditionsOf(a.g, "B1").has("dazed")).toBe(false);
    creatureTurn(a.g, "B2");
    expect(conditionsOf(a.g, "B2").has("dazed")).toBe(false);
  });
});

describe("ddm-battle-rules-2011.txt § Continuous Powers (Aura): triggered effects of an aura", () => {
  it("an enemy starting its turn within 2 squares takes 5 fire; not while the saint is Stunned (inactive)", () => {
    const a = field([
      { card: "Cinder Saint", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 5] },
    ], [], ["end"]);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(35);
    const b = field([
      { card: "Cinder Saint", side: "A", at: [3, 3], conditions: ["Stunned"] },
      { card: "Plain Walker", side: "B", at: [3, 5] },
    ], [], ["end"]);
    creatureTurn(b.g, "B1");
    expect(creature(b, "B1").hp).toBe(40);
  });

  it("a bloodied creature of either side ending its turn within 5 squares takes 10 necrotic; an unbloodied one does not", () => {
    const a = field([
      { card: "Cinder Saint", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "A", at: [6, 3], hp: 15 },
      { card: "Plain Walker", side: "B", at: [3, 7] },
    ], [], ["end", "end"]);
    creatureTurn(a.g, "A2");
    expect(creature(a, "A2").hp).toBe(5);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });

  it("an ally within 3 squares heals 5 when it hits with a melee attack, and resists 5 necrotic", () => {
    const a = field([
      { card: "Life Warden", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "A", at: [5, 3], hp: 20 },
      { card: "Cinder Saint", side: "B", at: [5, 4], hp: 15 },
    ], [15]);
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Fist"), "B1");
    expect(creature(a, "B1").hp).toBe(10);
    expect(creature(a, "A2").hp).toBe(25);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Conceal): conceal ignored by attacks of one kind", () => {
  it("the longbow's hit on the Conceal 11 shade stands with no conceal roll; the dirk's hit is lost to a conceal roll of 5", () => {
    const a = field([
      { card: "Keen Archer", side: "A", at: [3, 3] },
      { card: "Misty Shade", side: "B", at: [3, 7] },
      { card: "Misty Shade", side: "B", at: [3, 4] },
    ], [15, 15, 5], ["decline"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Longbow"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
    expect(a.dice.remaining()).toBe(2);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Dirk"), "B2");
    expect(creature(a, "B2").hp).toBe(40);
    expect(a.dice.remaining()).toBe(0);
  });
});

describe("ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight, Counting Distance): sight that ends after N squares", () => {
  it("sees and slings at a walker 4 squares away, not at one 5 squares away; the walker still sees it", () => {
    const a = field([
      { card: "Dim Watcher", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 7] },
      { card: "Plain Walker", side: "B", at: [8, 3] },
    ]);
    expect(sees(a.g, "A1", "B1")).toBe(true);
    expect(sees(a.g, "A1", "B2")).toBe(false);
    expect(sees(a.g, "B2", "A1")).toBe(true);
    expect(unseenBecause(a.g, "A1", "B2")).toMatch(/beyond its sight \(Sight 4/);
    expect(mayTarget(a.g, "A1", attackOf(a, "A1", "Sling"), "B1").allowed).toBe(true);
    expect(mayTarget(a.g, "A1", attackOf(a, "A1", "Sling"), "B2").allowed).toBe(false);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Conceal): conceal by where the attacker stands", () => {
  it("a conceal roll of 8 keeps the adjacent dirk's hit (conceal 6) but turns the far longbow's into a miss (conceal 11)", () => {
    const a = field([
      { card: "Keen Archer", side: "A", at: [3, 3] },
      { card: "Stalking Spirit", side: "B", at: [3, 4] },
    ], [15, 8]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Dirk"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
    const b = field([
      { card: "Plain Walker", side: "A", at: [3, 3] },
      { card: "Dim Watcher", side: "A", at: [8, 3] },
      { card: "Stalking Spirit", side: "B", at: [8, 7] },
    ], [15, 8]);
    resolveAttack(b.g, "A2", attackOf(b, "A2", "Sling"), "B1");
    expect(creature(b, "B1").hp).toBe(40);
  });
});

describe("ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible): invisible creatures seen in a state", () => {
  it("the watcher sees an invisible lurker next to it or Immobilized, not one 3 squares away that moves freely", () => {
    const a = field([
      { card: "Web Watcher", side: "A", at: [3, 3] },
      { card: "Veiled Lurker", side: "B", at: [3, 4] },
      { card: "Veiled Lurker", side: "B", at: [6, 3], conditions: ["Immobilized"] },
      { card: "Veiled Lurker", side: "B", at: [3, 6] },
    ]);
    expect(sees(a.g, "A1", "B1")).toBe(true);
    expect(sees(a.g, "A1", "B2")).toBe(true);
    expect(sees(a.g, "A1", "B3")).toBe(false);
  });
});

describe("ddm-battle-rules-2011.txt § Continuous Powers; § Conditions (Immobilized): a condition held while a rule reaches", () => {
  it("a Slowed walker within 3 squares is Immobilized and cannot move; unslowed, farther off or immune, it is not", () => {
    const a = field([
      { card: "Rime Witch", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 6], conditions: ["Slowed"] },
      { card: "Plain Walker", side: "B", at: [5, 3] },
      { card: "Plain Walker", side: "B", at: [9, 9], conditions: ["Slowed"] },
      { card: "Iron Walker", side: "B", at: [1, 3], conditions: ["Slowed"] },
    ]);
    expect(conditionsOf(a.g, "B1").has("immobilized")).toBe(true);
    expect(speedOf(a.g, "B1").value).toBe(0);
    expect(mayAct(a.g, "B1", "move").allowed).toBe(false);
    expect(conditionsOf(a.g, "B2").has("immobilized")).toBe(false);
    expect(conditionsOf(a.g, "B3").has("immobilized")).toBe(false);
    expect(conditionsOf(a.g, "B4").has("immobilized")).toBe(false);
    expect(speedOf(a.g, "B3").value).toBe(2);
    expect(mayAct(a.g, "B3", "move").allowed).toBe(true);
  });
});

describe("ddm-battle-rules-2011.txt § Keywords: a keyword had or lost while a state holds", () => {
  it("with a Dragonne ally in play the sire is Dragonne (the hunter's +10 counts: 15 damage); alone it is not (5)", () => {
    const a = field([
      { card: "Proud Sire", side: "A", at: [3, 3] },
      { card: "Pride Cub", side: "A", at: [8, 8] },
      { card: "Pride Hunter", side: "B", at: [3, 4] },
    ], [15]);
    expect(creatureHasKeyword(a.g, "A1", "Dragonne")).toBe(true);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Spear"), "A1");
    expect(creature(a, "A1").hp).toBe(25);
    const b = field([
      { card: "Proud Sire", side: "A", at: [3, 3] },
      { card: "Pride Hunter", side: "B", at: [3, 4] },
    ], [15]);
    expect(creatureHasKeyword(b.g, "A1", "Dragonne")).toBe(false);
    resolveAttack(b.g, "B1", attackOf(b, "B1", "Spear"), "A1");
    expect(creature(b, "A1").hp).toBe(35);
  });

  it("a Dwarf with no Dwarf ally in play is not a Dwarf; beside one it is", () => {
    const a = field([{ card: "Lone Delver", side: "A", at: [3, 3] }, { card: "Plain Walker", side: "B", at: [8, 8] }]);
    expect(creatureHasKeyword(a.g, "A1", "Dwarf")).toBe(false);
    expect(creatureHasKeyword(a.g, "A1", "Soldier")).toBe(true);
    const b = field([{ card: "Lone Delver", side: "A", at: [3, 3] }, { card: "Lone Delver", side: "A", at: [5, 3] }]);
    expect(creatureHasKeyword(b.g, "A1", "Dwarf")).toBe(true);
  });
});

describe("ddm-battle-rules-2011.txt § Rounds and Turns: the first creature to activate in a round", () => {
  it("taking the round's first turn its axe deals 10; after another creature's turn it deals 5", () => {
    const a = field([
      { card: "Eager Raider", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 4] },
    ], [15, 15], ["attack:Axe:B1", "end", "end", "attack:Axe:B1", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(30);
    creatureTurn(a.g, "B1");
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(25);
  });
});

describe("ddm-battle-rules-2011.txt § Saving Throws: a bonus to saving throws", () => {
  it("an ally within the aura saves on a roll of 8 (+2 makes 10); one outside it fails on 8", () => {
    const a = field([
      { card: "Dark Counsel", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "A", at: [3, 5] },
      { card: "Plain Walker", side: "A", at: [10, 10] },
    ], [8, 8]);
    expect(rollSave(a.g, "A2", "save").success).toBe(true);
    expect(rollSave(a.g, "A3", "save").success).toBe(false);
  });
});

describe("ddm-battle-rules-2011.txt § Resistance and Vulnerability (Immune): immunity lent to adjacent creatures with both keywords", () => {
  it("the Drake Brood beside the keeper takes no lightning damage; the Drake without Brood beside it takes 10", () => {
    const a = field([
      { card: "Spark Caller", side: "A", at: [4, 4] },
      { card: "Brood Drake", side: "B", at: [3, 4] },
      { card: "Lone Drake", side: "B", at: [3, 5] },
      { card: "Brood Keeper", side: "B", at: [2, 4] },
    ], [15, 15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Spark Lash"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Spark Lash"), "B2");
    expect(creature(a, "B2").hp).toBe(30);
  });
});
