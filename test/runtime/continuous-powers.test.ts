// Always-on powers: Forestwalk, immunity to flanking, ignoring conceal and
// invisibility, and Hide.
// ddm-battle-rules-2011.txt § Difficult Terrain (Other Powers);
// § Flanking; § Attack Roll (Conceal); § How to Choose Targets (Invisible);
// § Cover Against Ranged Attacks (Hide)
import { describe, expect, it } from "vitest";
import { makeAttack, mayTakeOpportunityAttack, resolveAttack } from "../../runtime/ddm/attack.js";
import { combatAdvantageReasons } from "../../runtime/ddm/combat-advantage.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { conditionsOf } from "../../runtime/ddm/in-force.js";
import { reachable } from "../../runtime/ddm/movement.js";
import { sees, unseenBecause } from "../../runtime/ddm/sight.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { attackBonusOf, criticalFromOf, defenseOf } from "../../runtime/ddm/values.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { powersOf, usePower } from "../../runtime/ddm/powers.js";
import type { TriggerIR } from "../../compiler/ir.js";
import { arena, attackOf, creature, logText, type Placement } from "./arena.js";
import { combatFixtures } from "./combat-fixtures.js";
import { continuousFixtures } from "./continuous-fixtures.js";

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [combatFixtures, continuousFixtures], battle: "Cover Arena" });

describe("ddm-battle-rules-2011.txt § Difficult Terrain (Other Powers: Forestwalk) as a named power", () => {
  it("Forestwalk enters forest for 1 but still pays 2 for plain difficult terrain; a walker pays 2 for both", () => {
    const a = field([
      { card: "Bramble Lurker", side: "A", at: [7, 7] },
      { card: "Plain Walker", side: "B", at: [10, 7] },
    ]);
    expect(reachable(a.g, "A1", 6).get("8,8")!.cost).toBe(1);
    // Two steps to the difficult square: 1 + 2 either way round.
    expect(reachable(a.g, "A1", 6).get("9,8")!.cost).toBe(3);
    expect(reachable(a.g, "B1", 6).get("9,8")!.cost).toBe(2);
    expect(reachable(a.g, "B1", 6).get("8,8")!.cost).toBe(3);
  });

});

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties: defences against an attack kind", () => {
  it("+4 AC against ranged attacks: a shot of 6 + 5 misses AC 14, a knife of 6 + 5 hits AC 10", () => {
    const a = field([
      { card: "Archer", side: "A", at: [3, 1] },
      { card: "Whirl Dancer", side: "A", at: [3, 5] },
      { card: "Pavise Bearer", side: "B", at: [3, 6] },
    ], [6, 6]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Shot"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Knife"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
  });
});

describe("ddm-battle-rules-2011.txt § Keywords: states of a creature's neighbourhood", () => {
  it("+5 damage while adjacent to a Beast ally: 10 damage beside another biter, 5 alone", () => {
    const together = field([
      { card: "Pack Biter", side: "A", at: [3, 3] },
      { card: "Pack Biter", side: "A", at: [4, 3] },
      { card: "Plain Walker", side: "B", at: [3, 4] },
    ], [15]);
    resolveAttack(together.g, "A1", attackOf(together, "A1", "Bite"), "B1");
    expect(creature(together, "B1").hp).toBe(30);
    const alone = field([
      { card: "Pack Biter", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 4] },
    ], [15]);
    resolveAttack(alone.g, "A1", attackOf(alone, "A1", "Bite"), "B1");
    expect(creature(alone, "B1").hp).toBe(35);
  });

  it("allies have +2 AC while adjacent to this creature: the adjacent ally's AC is 12, a distant one's 10", () => {
    const a = field([
      { card: "Pack Biter", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "A", at: [4, 3] },
      { card: "Plain Walker", side: "A", at: [8, 3] },
    ]);
    expect(defenseOf(a.g, "A2", "AC").value).toBe(12);
    expect(defenseOf(a.g, "A3", "AC").value).toBe(10);
    // The owner itself is not its own ally.
    expect(defenseOf(a.g, "A1", "AC").value).toBe(10);
  });
});

describe("ddm-battle-rules-2011.txt § Flanking: immune to flanking", () => {
  it("flanked, it grants no combat advantage for it (4 + 5 misses AC 10); another reason still does (+2, 11 hits)", () => {
    const flank: Placement[] = [
      { card: "Whirl Dancer", side: "A", at: [3, 3] },
      { card: "Whirl Dancer", side: "A", at: [3, 5] },
      { card: "Back Watcher", side: "B", at: [3, 4] },
    ];
    const a = field(flank, [4]);
    expect(combatAdvantageReasons(a.g, "A1", "B1")).toEqual([]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Knife"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
    const exposed = field([...flank.slice(0, 2), { ...flank[2]!, conditions: ["Exposed"] }], [4]);
    expect(combatAdvantageReasons(exposed.g, "A1", "B1")).toHaveLength(1);
    resolveAttack(exposed.g, "A1", attackOf(exposed, "A1", "Knife"), "B1");
    expect(creature(exposed, "B1").hp).toBe(35);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Conceal); § How to Choose Targets (Invisible)", () => {
  it("an attacker that ignores conceal hits an invisible conceal-15 target on 6 + 5 with no conceal roll", () => {
    const a = field([
      { card: "Keen Hunter", side: "A", at: [3, 3] },
      { card: "Fog Wraith", side: "B", at: [3, 4] },
    ], [6]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Axe"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
    expect(a.dice.remaining()).toBe(0);
    expect(logText(a).some((t) => t.includes("conceal"))).toBe(false);
  });

  it("treating invisible creatures as visible: it sees and may shoot the invisible wraith; an archer may not", () => {
    const a = field([
      { card: "Keen Hunter", side: "A", at: [3, 1] },
      { card: "Archer", side: "A", at: [4, 1] },
      { card: "Fog Wraith", side: "B", at: [3, 6] },
    ]);
    expect(sees(a.g, "A1", "B1")).toBe(true);
    expect(mayTarget(a.g, "A1", attackOf(a, "A1", "Longbow"), "B1").allowed).toBe(true);
    expect(sees(a.g, "A2", "B1")).toBe(false);
    expect(mayTarget(a.g, "A2", attackOf(a, "A2", "Shot"), "B1").allowed).toBe(false);
  });
});

describe("ddm-battle-rules-2011.txt § Cover Against Ranged Attacks (Hide)", () => {
  it("behind a wall that gives it cover, a Hide creature cannot be seen or shot; in the open, or adjacent, it can", () => {
    const a = field([
      { card: "Archer", side: "A", at: [3, 0] },
      { card: "Archer", side: "A", at: [6, 9] },
      { card: "Archer", side: "A", at: [7, 5] },
      { card: "Bramble Lurker", side: "B", at: [6, 5] },
      { card: "Plain Walker", side: "B", at: [5, 5] },
    ]);
    // The wall at 6,4 gives the lurker cover against A1: hidden. The walker beside it is seen.
    expect(sees(a.g, "A1", "B1")).toBe(false);
    expect(mayTarget(a.g, "A1", attackOf(a, "A1", "Shot"), "B1").allowed).toBe(false);
    expect(unseenBecause(a.g, "A1", "B1")).toContain("Bramble Lurker (B1) hides behind cover");
    expect(sees(a.g, "A1", "B2")).toBe(true);
    // No wall between A2 and the lurker: no cover, no hiding. A3 is adjacent.
    expect(sees(a.g, "A2", "B1")).toBe(true);
    expect(sees(a.g, "A3", "B1")).toBe(true);
  });

  it("an enemy standing in the way gives cover but not a hiding place", () => {
    const a = field([
      { card: "Archer", side: "A", at: [6, 9] },
      { card: "Bramble Lurker", side: "B", at: [6, 5] },
      { card: "Plain Walker", side: "B", at: [6, 7] },
      { card: "Plain Walker", side: "B", at: [5, 7] },
      { card: "Plain Walker", side: "B", at: [7, 7] },
    ]);
    expect(sees(a.g, "A1", "B1")).toBe(true);
  });
});

describe("ddm-battle-rules-2011.txt § Opportunity Attacks: a defence bonus against them while moving", () => {
  it("+5 AC against opportunity attacks while moving: a 9 + 5 opportunity attack misses AC 15; the same roll hits AC 10 standing", () => {
    const a = field([
      { card: "Plain Walker", side: "A", at: [3, 3] },
      { card: "Slippery Runner", side: "B", at: [4, 3] },
    ]);
    const still = field([
      { card: "Plain Walker", side: "A", at: [3, 3] },
      { card: "Slippery Runner", side: "B", at: [4, 3] },
    ], [9]);
    // Not moving, an opportunity attack meets plain AC 10.
    expect(defenseOf(a.g, "B1", "AC", "melee", true).value).toBe(10);
    const m = arena([
      { card: "Plain Walker", side: "A", at: [3, 3] },
      { card: "Slippery Runner", side: "B", at: [4, 3] },
    ], { dice: [9], extra: [combatFixtures, continuousFixtures], battle: "Cover Arena", choices: ["move:7,3", "attack", "end"] });
    creatureTurn(m.g, "B1");
    expect(m.decisions[1]).toMatchObject({ kind: "opportunity-attack" });
    expect(logText(m)).toContain("Fist: 9 + 5 = 14 vs AC 15 — miss");
    expect(creature(m, "B1").hp).toBe(40);
    expect(creature(m, "B1").moving).toBeUndefined();
    // Standing still, an ordinary melee attack rolls against AC 10: 10 + 5 hits.
    resolveAttack(still.g, "A1", attackOf(still, "A1", "Fist"), "B1");
    expect(creature(still, "B1").hp).toBe(35);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Critical Hit): a wider critical range", () => {
  it("critical hits on natural 18 or higher with melee attacks: an 18 doubles the rapier's 5 to 10; the dart's 18 is a plain hit", () => {
    const a = field([
      { card: "Keen Blade", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 4] },
    ], [18]);
    expect(criticalFromOf(a.g, "A1", attackOf(a, "A1", "Rapier")).value).toBe(18);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Rapier"), "B1");
    expect(creature(a, "B1").hp).toBe(30);
    const far = field([
      { card: "Keen Blade", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 9] },
    ], [18]);
    resolveAttack(far.g, "A1", attackOf(far, "A1", "Dart"), "B1");
    expect(creature(far, "B1").hp).toBe(35);
  });

  it("for a while ('Evil allies get critical hits on natural 18 or higher against bloodied targets until end of round'): an 18 doubles against the bloodied walker only", () => {
    const captain = {
      path: "test/keen-captain.wb",
      text: `creature "Keen Captain" {
  level 6  cost 20  evil  factions Wild  keywords Goblin  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Mace": +7 vs AC; 10 damage
  champion power "Blood Scent": use at start of round: Evil allies get critical hits on natural 18 or higher against bloodied targets until end of round
}
creature "Evil Cutter" {
  level 2  cost 8  evil  factions Wild  keywords Goblin
  AC 14  Fort 12  Ref 12  Will 12  speed 6  hp 20
  attack melee basic "Blade": +5 vs AC; 5 damage
}
`,
    };
    const a = arena(
      [
        { card: "Keen Captain", side: "A", at: [0, 0] },
        { card: "Evil Cutter", side: "A", at: [3, 3] },
        { card: "Plain Walker", side: "B", at: [3, 4], hp: 15 },
        { card: "Plain Walker", side: "B", at: [4, 4] },
      ],
      { dice: [18, 18], extra: [combatFixtures, continuousFixtures, captain], battle: "Cover Arena" },
    );
    const p = powersOf(a.g, "A1")[0]!;
    usePower(a.g, "A1", p, p.clauses[0] as TriggerIR, {});
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Blade"), "B1");
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Blade"), "B2");
    expect([creature(a, "B1").hp, creature(a, "B2").hp]).toEqual([5, 35]);
  });
});

describe("ddm-battle-rules-2011.txt § Smoke (Blindsight); digest § 11.2: Blindsight N as a named power", () => {
  it("Blindsight 3 sees an invisible creature 3 squares away with no conceal roll, but not one 5 squares away", () => {
    const a = field([
      { card: "Cave Seer", side: "A", at: [3, 1] },
      { card: "Fog Wraith", side: "B", at: [3, 4] },
      { card: "Fog Wraith", side: "B", at: [3, 6] },
    ]);
    expect(sees(a.g, "A1", "B1")).toBe(true);
    expect(sees(a.g, "A1", "B2")).toBe(false);
  });

  it("adjacent, its 6 + 5 hit on the conceal-15 wraith stands with no conceal roll", () => {
    const a = field([
      { card: "Cave Seer", side: "A", at: [3, 3] },
      { card: "Fog Wraith", side: "B", at: [3, 4] },
    ], [6]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Staff"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
    expect(a.dice.remaining()).toBe(0);
  });
});

describe("ddm-battle-rules-2011.txt § Forced-Movement Effects: not affected by enemies' forced movement", () => {
  it("a shove's push 2 leaves the rooted oak where it stands (it still takes 5); an ally's slam pushes it", () => {
    const a = field([
      { card: "Shove Brute", side: "A", at: [3, 3] },
      { card: "Rooted Oak", side: "B", at: [3, 4] },
    ], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Shove"), "B1");
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 4 });
    expect(logText(a).some((t) => t.includes("is not moved by the push (Deep Roots"))).toBe(true);
    const ally = field([
      { card: "Rooted Oak", side: "B", at: [3, 3] },
      { card: "Rooted Oak", side: "B", at: [3, 4] },
    ], [15], ["3,5", "3,6"]);
    resolveAttack(ally.g, "B1", attackOf(ally, "B1", "Slam"), "B2");
    expect(creature(ally, "B2").space).toMatchObject({ x: 3, y: 6 });
  });
});

describe("ddm-battle-rules-2011.txt § Applying Damage (Round Down): half damage from melee attacks", () => {
  it("a 10-damage critical melee hit doubles to 20 and is halved to 10; Insubstantial would not halve it", () => {
    const a = field([
      { card: "Spear Warden", side: "A", at: [3, 3] },
      { card: "Rooted Oak", side: "B", at: [3, 4] },
    ], [20]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Spear"), "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("a ranged shot of 10 is not halved", () => {
    const a = field([
      { card: "Archer", side: "A", at: [3, 0] },
      { card: "Rooted Oak", side: "B", at: [3, 6] },
    ], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Shot"), "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });
});

describe("ddm-battle-rules-2011.txt § Opportunity Attacks; § Shift: opportunity attacks against shifting enemies", () => {
  it("shifting away from the spear warden provokes it (10 damage); from a plain walker it does not", () => {
    const m = arena([
      { card: "Spear Warden", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [4, 3] },
    ], { dice: [15], extra: [combatFixtures, continuousFixtures], battle: "Cover Arena", choices: ["shift:5,3", "attack", "end"] });
    creatureTurn(m.g, "B1");
    expect(m.decisions[1]).toMatchObject({ kind: "opportunity-attack", player: 0 });
    expect(creature(m, "B1").hp).toBe(30);
    expect(creature(m, "B1").space).toMatchObject({ x: 5, y: 3 });
    const plain = arena([
      { card: "Plain Walker", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [4, 3] },
    ], { extra: [combatFixtures, continuousFixtures], battle: "Cover Arena", choices: ["shift:5,3", "end"] });
    creatureTurn(plain.g, "B1");
    expect(plain.decisions.map((d) => d.kind)).toEqual(["action", "action"]);
  });
});

describe("ddm-battle-rules-2011.txt § Legal Position (Enemy): moving through enemies", () => {
  it("the tunnel rat crosses an enemy's square for 2 squares of movement; a walker must go round (3)", () => {
    const a = field([
      { card: "Tunnel Rat", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "A", at: [3, 6] },
      { card: "Plain Walker", side: "B", at: [4, 3] },
      { card: "Plain Walker", side: "B", at: [4, 2] },
      { card: "Plain Walker", side: "B", at: [4, 4] },
      { card: "Plain Walker", side: "B", at: [4, 5] },
      { card: "Plain Walker", side: "B", at: [4, 6] },
      { card: "Plain Walker", side: "B", at: [4, 7] },
    ]);
    expect(reachable(a.g, "A1", 6).get("5,3")!.cost).toBe(2);
    // It may not end in the enemy's square.
    expect(reachable(a.g, "A1", 6).has("4,3")).toBe(false);
    expect(reachable(a.g, "A2", 6).get("5,6")?.cost ?? 99).toBeGreaterThan(2);
  });
});

describe("ddm-battle-rules-2011.txt § Core Rules and Exceptions (restrictive card text); § Opportunity Attacks", () => {
  it("an aura 1 'enemies cannot make opportunity attacks': the adjacent walker may not attack the beetle moving away (tier 4)", () => {
    const a = field([
      { card: "Drone Beetle", side: "B", at: [3, 4] },
      { card: "Plain Walker", side: "A", at: [3, 3] },
    ]);
    const r = mayTakeOpportunityAttack(a.g, "A1", "B1");
    expect(r.allowed).toBe(false);
    expect(r.verdicts.find((v) => v.status === "decides")).toMatchObject({ tier: 4, polarity: "cannot" });
    const m = arena([
      { card: "Drone Beetle", side: "B", at: [3, 4] },
      { card: "Plain Walker", side: "A", at: [3, 3] },
    ], { extra: [combatFixtures, continuousFixtures], battle: "Cover Arena", choices: ["move:3,7", "end"] });
    creatureTurn(m.g, "B1");
    expect(m.decisions.map((d) => d.kind)).toEqual(["action", "action"]);
  });
});

describe("ddm-battle-rules-2011.txt § Powers and Effects (Type): immune to a power type", () => {
  it("a Fear howl's 5 psychic damage lands on the immune knight but its Dazed does not; a walker is Dazed", () => {
    const a = field([
      { card: "Dread Howler", side: "A", at: [3, 1] },
      { card: "Fearless Knight", side: "B", at: [3, 6] },
      { card: "Plain Walker", side: "B", at: [6, 6] },
    ], [15, 15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Howl"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
    expect(conditionsOf(a.g, "B1").has("dazed")).toBe(false);
    expect(logText(a).some((t) => t.includes("is not affected by") && t.includes("Undaunted"))).toBe(true);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Howl"), "B2");
    expect(creature(a, "B2").hp).toBe(35);
    expect(conditionsOf(a.g, "B2").has("dazed")).toBe(true);
  });

  it("the Fear aura's -2 attack reaches the walker within 2 squares but not the immune knight", () => {
    const a = field([
      { card: "Dread Howler", side: "A", at: [3, 3] },
      { card: "Fearless Knight", side: "B", at: [3, 5] },
      { card: "Plain Walker", side: "B", at: [4, 5] },
    ]);
    const lance = cardOf(a.g, creature(a, "B1").card).attacks[0]!;
    const fist = cardOf(a.g, creature(a, "B2").card).attacks[0]!;
    expect(attackBonusOf(a.g, "B1", lance).value).toBe(5);
    expect(attackBonusOf(a.g, "B2", fist).value).toBe(3);
  });
});

describe("ddm-battle-rules-2011.txt § Powers and Effects: immune to powers by name", () => {
  it("'Stone Gaze' does nothing to the knight, not even a roll; the walker takes 10 and is Immobilized", () => {
    const a = field([
      { card: "Dread Howler", side: "A", at: [3, 1] },
      { card: "Fearless Knight", side: "B", at: [3, 6] },
      { card: "Plain Walker", side: "B", at: [6, 6] },
    ], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Stone Gaze"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(a.dice.remaining()).toBe(1);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Stone Gaze"), "B2");
    expect(creature(a, "B2").hp).toBe(30);
    expect(conditionsOf(a.g, "B2").has("immobilized")).toBe(true);
  });
});

describe("ddm-battle-rules-2011.txt § Rounds and Turns: a creature that takes two turns a round", () => {
  it("after its first turn it has not yet acted this round; after its second it has; a walker is done after one", () => {
    const a = field([
      { card: "Twin Striker", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [8, 8] },
    ], [], ["end", "end", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").actedThisRound).toBe(false);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").actedThisRound).toBe(true);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").actedThisRound).toBe(true);
  });
});

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties: a bonus against targets of a size or smaller", () => {
  it("+5 damage against Small or smaller targets: 10 on a Tiny imp, 5 on a Medium walker", () => {
    const a = field([
      { card: "Twin Striker", side: "A", at: [3, 3] },
      { card: "Tiny Imp", side: "B", at: [3, 4] },
      { card: "Plain Walker", side: "B", at: [4, 4] },
    ], [15, 15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Claw"), "B1");
    expect(creature(a, "B1").hp).toBe(30);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Claw"), "B2");
    expect(creature(a, "B2").hp).toBe(35);
  });
});

describe("ddm-battle-rules-2011.txt § Making an Attack; § How to Choose Targets (Invisible): invisible until after it attacks", () => {
  it("unseen before its first attack; once the attack has resolved, the archer sees it", () => {
    const a = field([
      { card: "Ambush Stalker", side: "A", at: [3, 3] },
      { card: "Archer", side: "B", at: [3, 8] },
      { card: "Plain Walker", side: "B", at: [3, 4] },
    ], [15]);
    expect(sees(a.g, "B1", "A1")).toBe(false);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Pounce"), "B2");
    expect(creature(a, "B2").hp).toBe(35);
    expect(sees(a.g, "B1", "A1")).toBe(true);
  });
});

describe("ddm-battle-rules-2011.txt § Keywords (Living Creatures): an aura on Living non-Troglodyte creatures", () => {
  it("adjacent, a Human walker (living) gets -2 attack, another Troglodyte and an Undead wraith do not", () => {
    const a = field([
      { card: "Stench Crawler", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 4] },
      { card: "Stench Crawler", side: "B", at: [4, 4] },
      { card: "Fog Wraith", side: "B", at: [2, 4] },
    ]);
    const bonus = (id: string) => attackBonusOf(a.g, id, cardOf(a.g, creature(a, id).card).attacks[0]!).value;
    expect(bonus("B1")).toBe(3);
    expect(bonus("B2")).toBe(5);
    expect(bonus("B3")).toBe(5);
  });
});

describe("ddm-battle-rules-2011.txt § Hit Points (Bloodied): a state near a bloodied creature", () => {
  it("+2 attack while within 3 squares of a bloodied creature: 7 beside a bloodied walker, 5 when it is whole", () => {
    const near = field([
      { card: "Blood Hound", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 5], hp: 15 },
    ]);
    const bite = (f: typeof near) => attackBonusOf(f.g, "A1", cardOf(f.g, creature(f, "A1").card).attacks[0]!).value;
    expect(bite(near)).toBe(7);
    const whole = field([
      { card: "Blood Hound", side: "A", at: [3, 3] },
      { card: "Plain Walker", side: "B", at: [3, 5] },
    ]);
    expect(bite(whole)).toBe(5);
  });
});
