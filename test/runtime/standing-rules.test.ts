// Continuous powers that bend scoring, healing, targets and who an aura reaches: an aura for
// non-champion allies only, enemies in an aura that cannot heal, adjacent Living creatures that
// take more damage from melee attacks, a creature that may neither move nor attack a
// nonchampion while an enemy champion is within its reach, one that occupies victory areas
// beside it, one whose first destroyed enemy scores double.
// ddm-battle-rules-2011.txt § Continuous Powers (Aura); § Champion Powers; § Core Rules and Exceptions;
// § Applying Damage; § Victory Areas; § Assault (Destroying enemy creatures)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { heal } from "../../runtime/ddm/damage.js";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { scoreVictoryAreas } from "../../runtime/ddm/scoring.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { attackBonusOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const cards = {
  path: "test/standing-rule-creatures.wb",
  text: `creature "Drum Boss" {
  level 6  cost 20  evil  factions Borderlands  keywords Goblin  champion 1
  AC 17  Fort 15  Ref 15  Will 14  speed 6  hp 50
  attack melee basic "Cleaver": +8 vs AC; 10 damage
  aura 4 "Drum Beat": Non-champion Goblin allies +1 attack
  aura 6 "Withering Gaze": enemies cannot heal
}
creature "Goblin Captain" {
  level 4  cost 12  evil  factions Borderlands  keywords Goblin  champion 1
  AC 16  Fort 14  Ref 15  Will 13  speed 6  hp 30
  attack melee basic "Axe": +6 vs AC; 10 damage
}
creature "Thorn Hulk" {
  level 5  cost 18  unaligned  factions Wild  keywords Plant
  AC 16  Fort 17  Ref 12  Will 12  speed 4  hp 60
  attack melee basic "Lash": +6 vs AC; 10 damage
  power "Barbed Hide": adjacent Living creatures takes 5 more damage from melee attacks
}
creature "Oath Hunter" {
  level 5  cost 16  good  factions Civilization  keywords Human
  AC 16  Fort 15  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Blade": +7 vs AC; 10 damage
  power "Fixated": cannot move while on its turn if enemy champion within its reach and cannot attack not champion targets while on its turn if enemy champion within its reach
}
creature "Ridge Keeper" {
  level 4  cost 14  good  factions Civilization  keywords Dwarf
  AC 17  Fort 16  Ref 13  Will 14  speed 5  hp 40
  attack melee basic "Hammer": +7 vs AC; 10 damage
  power "Holds the Line": counts as occupying victory areas it is adjacent to
  power "Trophy": scores double vp for first enemy it destroys
}
`,
};

const field = (placements: Placement[], dice: number[] = []) => arena(placements, { extra: [cards], dice });
const cause = { rule: "a test's power", creature: null, src: null };

describe("§ Continuous Powers (Aura): non-champion allies only; enemies that cannot heal", () => {
  it("the Goblin Cutter in the aura has +1 attack, the Goblin Captain (a champion) none", () => {
    const a = field([
      { card: "Drum Boss", side: "B", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [3, 5] },
      { card: "Goblin Captain", side: "B", at: [5, 3] },
    ]);
    expect(attackBonusOf(a.g, "B2", attackOf(a, "B2", "Short Blade")).value).toBe(7);
    expect(attackBonusOf(a.g, "B3", attackOf(a, "B3", "Axe")).value).toBe(6);
  });

  it("an enemy within 6 squares heals nothing; out of the aura it heals 10", () => {
    const a = field([
      { card: "Drum Boss", side: "B", at: [3, 3] },
      { card: "Oath Hunter", side: "A", at: [3, 8], hp: 20 },
    ]);
    heal(a.g, "A1", 10, cause);
    expect(creature(a, "A1").hp).toBe(20);
    creature(a, "A1").space = { x: 3, y: 10, size: 1 };
    heal(a.g, "A1", 10, cause);
    expect(creature(a, "A1").hp).toBe(30);
  });
});

describe("§ Applying Damage: adjacent Living creatures take more damage from melee attacks", () => {
  it("the hunter beside the hulk takes 5 + 5 from the goblin's blade (40 - 10 = 30)", () => {
    const a = field(
      [
        { card: "Thorn Hulk", side: "B", at: [3, 3] },
        { card: "Oath Hunter", side: "A", at: [3, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 5] },
      ],
      [15],
    );
    resolveAttack(a.g, "B2", attackOf(a, "B2", "Short Blade"), "A1");
    expect(creature(a, "A1").hp).toBe(30);
  });
});

describe("§ Core Rules and Exceptions: fixed on an enemy champion within reach", () => {
  it("on its turn, beside the captain, the hunter cannot move nor target the goblin; away from it, both are allowed", () => {
    const a = field([
      { card: "Oath Hunter", side: "A", at: [3, 3] },
      { card: "Goblin Captain", side: "B", at: [3, 4] },
      { card: "Cinder Goblin Cutter", side: "B", at: [4, 4] },
    ]);
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    const blade = attackOf(a, "A1", "Blade");
    expect(mayAct(a.g, "A1", "move").allowed).toBe(false);
    expect(mayTarget(a.g, "A1", blade, "B2").allowed).toBe(false);
    expect(mayTarget(a.g, "A1", blade, "B1").allowed).toBe(true);
    creature(a, "B1").space = { x: 8, y: 8, size: 1 };
    expect(mayAct(a.g, "A1", "move").allowed).toBe(true);
    expect(mayTarget(a.g, "A1", blade, "B2").allowed).toBe(true);
  });
});

describe("§ Victory Areas; § Assault: occupying beside an area, double VP for the first enemy destroyed", () => {
  it("beside side A's victory area (5,8 to 6,9) the keeper scores its 5 VP; two squares off it scores none", () => {
    const beside = field([{ card: "Ridge Keeper", side: "A", at: [5, 7] }]);
    scoreVictoryAreas(beside.g);
    expect(beside.g.state.players[0]!.vp).toBe(5);
    const apart = field([{ card: "Ridge Keeper", side: "A", at: [5, 6] }]);
    scoreVictoryAreas(apart.g);
    expect(apart.g.state.players[0]!.vp).toBe(0);
  });

  it("its first kill (a 9-point goblin) scores 18 VP, the second 9", () => {
    const a = field(
      [
        { card: "Ridge Keeper", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4], hp: 5 },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 4], hp: 5 },
      ],
      [15, 15],
    );
    const hammer = attackOf(a, "A1", "Hammer");
    resolveAttack(a.g, "A1", hammer, "B1");
    expect(a.g.state.players[0]!.vp).toBe(18);
    resolveAttack(a.g, "A1", hammer, "B2");
    expect(a.g.state.players[0]!.vp).toBe(27);
  });
});
