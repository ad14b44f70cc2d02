// Triggers on the turn of a creature the card names with filters (a condition, a
// keyword, within Reach), on this creature's own turn while a state holds, and attacks
// of the card made against the creature of the trigger.
// ddm-battle-rules-2011.txt § Start of Turn Phase; § Automatic Powers; § Activated Powers;
// § Melee Attacks (Range: Reach); § Making an Attack
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, type Placement } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40`;

// Made-up creatures, one power each (not bundled content).
const cards = {
  path: "test/party-turns.wb",
  text: `creature "Grave Warden" {
  ${stats}
  attack melee basic "Slam": +6 vs AC; 10 damage
  power "Bone Feast": use when Immobilized enemy adjacent to this creature starts its turn: that enemy takes 10 damage
}
creature "Long Lurker" {
  ${stats}
  attack melee reach 2 basic "Long Claw": +6 vs AC; 10 damage
  power "Lurking Jaws": use when Dazed enemy within reach starts its turn: this creature makes basic melee attack against that enemy
}
creature "Moss Troll" {
  ${stats}
  attack melee basic "Slam": +6 vs AC; 10 damage
  power "Mending Moss": whenever this creature starts its turn while bloodied: this creature heals 5
}
creature "Spitting Drake" {
  ${stats}
  attack melee basic "Bite": +6 vs AC; 10 damage
  attack ranged 5 "Spit": +6 vs Ref; 15 acid damage
  power "Spiteful Spit": use when enemy misses this creature with melee attack: this creature makes "Spit" attack against that enemy
}
`,
};

const keeper = {
  path: "test/victory-keeper.wb",
  text: `creature "Area Keeper" {
  level 5  cost 20  unaligned  factions Wild  keywords Orc  champion 1
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40
  attack melee basic "Club": +6 vs AC; 5 damage
  champion power "Hold the Ground": use when Living ally ends its turn in one of your victory areas: that ally heals 10
}
`,
};

const field = (placements: Placement[], choices: string[], dice: number[] = []) => arena(placements, { extra: [cards], choices, dice });

describe("ddm-battle-rules-2011.txt § Start of Turn Phase: the turn of a creature named with filters", () => {
  it("an Immobilized enemy starting its turn adjacent takes 10; one that is not Immobilized takes nothing", () => {
    const a = field(
      [
        { card: "Grave Warden", side: "B", at: [5, 5] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 4], hp: 20, conditions: ["Immobilized"] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 5], hp: 20 },
      ],
      ["use", "end", "end"],
      [5],
    );
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "A2");
    expect(creature(a, "A1").hp).toBe(10);
    expect(creature(a, "A2").hp).toBe(20);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });

  it("'within reach' is the owner's reach: a Dazed enemy 2 squares away (reach 2) is attacked, one 3 squares away is not (§ Melee Attacks, Range)", () => {
    const a = field(
      [
        { card: "Long Lurker", side: "B", at: [5, 5] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 3], hp: 30, conditions: ["Dazed"] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 8], hp: 30, conditions: ["Dazed"] },
      ],
      ["use", "Long Claw:A1", "end", "end"],
      // The Long Claw roll, then each Cutter's failed save against Dazed.
      [15, 5, 5],
    );
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "A2");
    expect(creature(a, "A1").hp).toBe(20);
    expect(creature(a, "A2").hp).toBe(30);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });
});

describe("ddm-battle-rules-2011.txt § Automatic Powers: this creature's own turn while a state holds", () => {
  it("heals 5 at the start of its turn only while bloodied (20 of 40 hit points)", () => {
    const a = field([{ card: "Moss Troll", side: "A", at: [5, 5], hp: 20 }], ["end", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(25);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(25);
  });
});

describe("ddm-battle-rules-2011.txt § Making an Attack: the card's own attack against the creature of the trigger", () => {
  it("a melee miss against the Drake: it makes its Spit attack against that enemy (natural 3 misses, then 15 hits for 15 acid)", () => {
    const a = field(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 4], hp: 40 },
        { card: "Spitting Drake", side: "B", at: [5, 5] },
      ],
      // The Spit is a ranged attack next to A1: A1 declines its opportunity attack.
      ["use", "Spit:A1", "decline"],
      [3, 15],
    );
    const axe = cardOf(a.g, creature(a, "A1").card).attacks[0]!;
    makeAttack(a.g, "A1", axe, "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(creature(a, "A1").hp).toBe(25);
    const options = a.decisions.find((d) => d.kind === "power-attack")!.options.map((o) => o.id);
    expect(options).toEqual(["Spit:A1", "decline"]);
  });
});

describe("ddm-battle-rules-2011.txt § End of Turn Phase: an ally ending its turn in one of your victory areas", () => {
  it("the ally ending its turn on side A's victory area heals 10; the one ending it outside heals nothing", () => {
    // Test Field: side A's victory area is 5,8 to 6,9.
    const a = arena([
      { card: "Area Keeper", side: "A", at: [0, 0] },
      { card: "Cinder Goblin Cutter", side: "A", at: [5, 8], hp: 10 },
      { card: "Cinder Goblin Cutter", side: "A", at: [2, 2], hp: 10 },
      { card: "Cinder Goblin Cutter", side: "B", at: [11, 11] },
    ], { extra: [keeper] });
    a.g.choose = (d) => d.options.findIndex((o) => o.id === (d.kind === "use-power" ? "use" : "end"));
    const hp = (id: string) => creature(a, id).hp;
    const before = [hp("A2"), hp("A3")];
    creatureTurn(a.g, "A2");
    creatureTurn(a.g, "A3");
    expect(before).toEqual([10, 10]);
    expect([hp("A2"), hp("A3")]).toEqual([20, 10]);
  });
});
