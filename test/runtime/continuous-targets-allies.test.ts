// Continuous powers on the target an attack meets and the allies around the attacker:
// typed bonus damage on critical hits, a bonus against targets that have combat advantage
// against it, critical hits against targets next to it, and a bonus while no ally of some
// level is near. Played with scripted dice; every creature and number is invented.
// ddm-battle-rules-2011.txt § Applying Damage (Critical Hits); § Resistance and Vulnerability;
// § Combat Advantage; § Flanking; § Attack Roll (Critical Hit); § How to Choose Targets
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";
import { walledYard } from "./continuous-fixtures.js";

const fixtures = {
  path: "test/continuous-targets-allies.wb",
  text: `${walledYard("Reed Yard", "Reed Arena")}creature "Venom Biter" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Fang": +5 vs AC; 10 damage
  power "Venom Crit": +10 poison damage on critical hits
}
creature "Bold Duelist" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Rapier": +5 vs AC; 10 damage
  power "Riposte": +5 damage with melee attacks against targets having combat advantage against it
}
creature "Pin Guard" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Spike": +5 vs AC; 10 damage
  attack ranged 6 "Crossbow": +5 vs AC; 10 damage
  power "Hold Fast": scores critical hits on natural 18 or higher with ranged attacks against targets adjacent to this creature
}
creature "Wild Loner" {
  level 3  cost 12  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Cleaver": +5 vs AC; 10 damage
  power "Unleashed": +10 damage while no level 5 or higher ally within 3 squares
}
creature "Camp Chief" {
  level 6  cost 20  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Axe": +5 vs AC; 5 damage
}
creature "Camp Cook" {
  level 2  cost 6  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Ladle": +1 vs AC; 5 damage
}
creature "Reed Dummy" {
  level 1  cost 5  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Poke": +1 vs AC; 5 damage
}
creature "Tarred Dummy" {
  level 1  cost 5  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Poke": +1 vs AC; 5 damage
  power "Tar": resist 5 poison
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [fixtures], battle: "Reed Arena" });
const attack = (a: ReturnType<typeof field>, by: string, name: string, target: string) =>
  resolveAttack(a.g, by, attackOf(a, by, name), target);

describe("ddm-battle-rules-2011.txt § Applying Damage (Critical Hits); § Resistance and Vulnerability: typed bonus damage on critical hits", () => {
  it("+10 poison damage on critical hits: a natural 20 deals 10 × 2 + 10 poison = 30; Resist 5 poison takes 5 off the poison (25)", () => {
    const plain = field([
      { card: "Venom Biter", side: "A", at: [3, 4] },
      { card: "Reed Dummy", side: "B", at: [3, 5] },
    ], [20]);
    attack(plain, "A1", "Fang", "B1");
    expect(creature(plain, "B1").hp).toBe(60 - 30);
    const tarred = field([
      { card: "Venom Biter", side: "A", at: [3, 4] },
      { card: "Tarred Dummy", side: "B", at: [3, 5] },
    ], [20]);
    attack(tarred, "A1", "Fang", "B1");
    expect(creature(tarred, "B1").hp).toBe(60 - 25);
  });

  it("a plain hit gets no critical bonus (10)", () => {
    const a = field([
      { card: "Venom Biter", side: "A", at: [3, 4] },
      { card: "Reed Dummy", side: "B", at: [3, 5] },
    ], [15]);
    attack(a, "A1", "Fang", "B1");
    expect(creature(a, "B1").hp).toBe(50);
  });
});

describe("ddm-battle-rules-2011.txt § Combat Advantage; § Flanking: against targets having combat advantage against it", () => {
  it("+5 damage against a target that flanks it with an ally (15), none against one that does not (10)", () => {
    const flanked = field([
      { card: "Bold Duelist", side: "A", at: [3, 4] },
      { card: "Reed Dummy", side: "B", at: [3, 5] },
      { card: "Reed Dummy", side: "B", at: [3, 3] },
    ], [15]);
    attack(flanked, "A1", "Rapier", "B1");
    expect(creature(flanked, "B1").hp).toBe(60 - 15);
    const alone = field([
      { card: "Bold Duelist", side: "A", at: [3, 4] },
      { card: "Reed Dummy", side: "B", at: [3, 5] },
    ], [15]);
    attack(alone, "A1", "Rapier", "B1");
    expect(creature(alone, "B1").hp).toBe(60 - 10);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Critical Hit): critical hits against targets adjacent to it", () => {
  it("a natural 18 with its ranged attack is critical against an adjacent target (20; the target declines its opportunity attack), a plain hit 3 squares off (10)", () => {
    const near = field([
      { card: "Pin Guard", side: "A", at: [3, 4] },
      { card: "Reed Dummy", side: "B", at: [3, 5] },
    ], [18], ["decline"]);
    attack(near, "A1", "Crossbow", "B1");
    expect(creature(near, "B1").hp).toBe(60 - 20);
    const far = field([
      { card: "Pin Guard", side: "A", at: [3, 4] },
      { card: "Reed Dummy", side: "B", at: [3, 7] },
    ], [18]);
    attack(far, "A1", "Crossbow", "B1");
    expect(creature(far, "B1").hp).toBe(60 - 10);
  });
});

describe("ddm-battle-rules-2011.txt § How to Choose Targets: while no ally of a level is near", () => {
  it("+10 damage with only a level 2 ally beside it (20); a level 6 ally 2 squares away takes it away (10)", () => {
    const low = field([
      { card: "Wild Loner", side: "A", at: [3, 4] },
      { card: "Camp Cook", side: "A", at: [4, 4] },
      { card: "Reed Dummy", side: "B", at: [3, 5] },
    ], [15]);
    attack(low, "A1", "Cleaver", "B1");
    expect(creature(low, "B1").hp).toBe(60 - 20);
    const high = field([
      { card: "Wild Loner", side: "A", at: [3, 4] },
      { card: "Camp Chief", side: "A", at: [5, 4] },
      { card: "Reed Dummy", side: "B", at: [3, 5] },
    ], [15]);
    attack(high, "A1", "Cleaver", "B1");
    expect(creature(high, "B1").hp).toBe(60 - 10);
  });

  it("a level 6 ally 4 squares away is beyond the 3 squares (20)", () => {
    const a = field([
      { card: "Wild Loner", side: "A", at: [3, 4] },
      { card: "Camp Chief", side: "A", at: [7, 4] },
      { card: "Reed Dummy", side: "B", at: [3, 5] },
    ], [15]);
    attack(a, "A1", "Cleaver", "B1");
    expect(creature(a, "B1").hp).toBe(60 - 20);
  });
});
