// Line of sight and line of effect through terrain: smoke, forest, secret doors; and
// invisible creatures and conceal.
// ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight, Line of Effect); § Smoke;
// § Forest (or Market Stall); § Secret Door; § Attack Roll (Conceal); ../shared/spec/ddm-2011.md
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { explainAttack } from "../../runtime/ddm/attack-explain.js";
import { combatAdvantageReasons } from "../../runtime/ddm/combat-advantage.js";
import { effectBetween, sees, seesSquare } from "../../runtime/ddm/sight.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { arena, attackOf, creature, logText, type Placement } from "./arena.js";
import { combatFixtures } from "./combat-fixtures.js";

// Made-up creatures and a map with each sight-blocking terrain (not bundled content).
const veiled: SourceFile = {
  path: "test/veiled-field.wb",
  text: `map "Veiled Field" {
  size 12 x 12
  start A 0,0 to 11,0
  start B 0,11 to 11,11
  victory A 0,1
  victory B 11,1
  terrain smoke 5,3 to 5,5
  terrain smoke 9,8 to 10,9
  terrain forest 5,7
  terrain secret-door 5,9 to 5,11
}
battle "Veiled Arena" {
  scenario Assault
  points 100
  map "Veiled Field"
  side A "Test A"
  side B "Test B"
}
creature "Blink Stalker" {
  level 4  cost 16  unaligned  factions Wild  keywords Fey
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Claw": +5 vs AC; 10 damage
  power "Unseen": invisible
}
creature "Mist Veil" {
  level 4  cost 16  unaligned  factions Wild  keywords Fey
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Touch": +5 vs AC; 10 damage
  power "Shimmer": conceal 15
}
creature "Shadow Lurker" {
  level 4  cost 16  unaligned  factions Wild  keywords Fey
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Touch": +5 vs AC; 5 damage
  power "Skulk": hide
}
creature "Cave Bat" {
  level 2  cost 8  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 20
  attack melee basic "Bite": +5 vs AC; 5 damage
  power "Echoes": blindsight 5
}
creature "Dim Bat" {
  level 2  cost 8  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 20
  attack melee basic "Bite": +5 vs AC; 5 damage
  power "Echoes": blindsight 2
}
creature "Loyal Shade" {
  level 4  cost 16  unaligned  factions Wild  keywords Fey
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Touch": +5 vs AC; 5 damage
  power "Unseen": invisible
  power "Take the Arrow": use when an adjacent ally is targeted by a ranged attack: redirect that attack to this creature
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) =>
  arena(placements, { dice, choices, extra: [combatFixtures, veiled], battle: "Veiled Arena" });
const space = (a: ReturnType<typeof field>, id: string) => creature(a, id).space!;
const targeting = (a: ReturnType<typeof field>, attacker: string, attack: string, target: string) => {
  const r = mayTarget(a.g, attacker, attackOf(a, attacker, attack), target);
  return r.allowed ? "allowed" : r.verdicts.filter((v) => v.polarity === "cannot").map((v) => v.text).join("; ");
};

describe("ddm-battle-rules-2011.txt § Smoke", () => {
  it("smoke between blocks line of sight but not line of effect: no ranged attack across it", () => {
    const a = field([
      { card: "Archer", side: "A", at: [2, 4] },
      { card: "Ember Drake", side: "B", at: [8, 4] },
    ]);
    expect(sees(a.g, "A1", "B1")).toBe(false);
    expect(effectBetween(a.g, space(a, "A1"), space(a, "B1"))).toBe(true);
    expect(targeting(a, "A1", "Shot", "B1")).toBe("no line of sight: smoke, forest or a closed secret door blocks every line");
    // Past the smoke's end, the line is clear.
    const clear = field([
      { card: "Archer", side: "A", at: [2, 7] },
      { card: "Ember Drake", side: "B", at: [4, 6] },
    ]);
    expect(targeting(clear, "A1", "Shot", "B1")).toBe("allowed");
  });

  it("a creature entirely in smoke is invisible to non-adjacent creatures and sees none of them; adjacent ones see it", () => {
    const a = field([
      { card: "Archer", side: "A", at: [6, 8] },
      { card: "Whirl Dancer", side: "A", at: [8, 9] },
      { card: "Archer", side: "B", at: [9, 8] },
    ], [6]);
    expect(targeting(a, "A1", "Shot", "B1")).toBe("no line of sight: smoke, forest or a closed secret door blocks every line");
    expect(targeting(a, "B1", "Shot", "A1")).toBe("no line of sight: smoke, forest or a closed secret door blocks every line");
    expect(sees(a.g, "A2", "B1")).toBe(true);
    expect(sees(a.g, "B1", "A2")).toBe(true);
    // The adjacent dancer's melee attack is rolled with no conceal: 6 + 5 = 11 hits for 5.
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Knife"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
    expect(logText(a).some((t) => t.includes("conceal"))).toBe(false);
  });

  it("a big creature partly in smoke is seen through its other squares (Large, two of four squares in smoke)", () => {
    const a = field([
      { card: "Archer", side: "A", at: [3, 8] },
      { card: "Ogre Bruiser", side: "B", at: [8, 8] },
    ]);
    expect(targeting(a, "A1", "Shot", "B1")).toBe("allowed");
    expect(sees(a.g, "B1", "A1")).toBe(true);
  });

  it("a smoke square itself can be seen as a square, an area attack's origin (A-66)", () => {
    const a = field([
      { card: "Storm Caller", side: "A", at: [6, 9] },
      { card: "Ember Drake", side: "B", at: [11, 8] },
    ]);
    expect(seesSquare(a.g, "A1", { x: 9, y: 9, size: 1 })).toBe(true);
    // Beyond the smoke patch, the square is hidden.
    expect(seesSquare(a.g, "A1", { x: 11, y: 9, size: 1 })).toBe(false);
  });
});

describe("ddm-battle-rules-2011.txt § Forest (or Market Stall)", () => {
  it("a line through a forest square is blocked; a creature in the forest sees and is seen", () => {
    const across = field([
      { card: "Archer", side: "A", at: [2, 7] },
      { card: "Ember Drake", side: "B", at: [8, 7] },
    ]);
    expect(targeting(across, "A1", "Shot", "B1")).toBe("no line of sight: smoke, forest or a closed secret door blocks every line");
    expect(effectBetween(across.g, space(across, "A1"), space(across, "B1"))).toBe(true);
    const inside = field([
      { card: "Archer", side: "A", at: [2, 7] },
      { card: "Ember Drake", side: "B", at: [5, 7] },
    ]);
    expect(targeting(inside, "A1", "Shot", "B1")).toBe("allowed");
    expect(sees(inside.g, "B1", "A1")).toBe(true);
  });

  it("unlike smoke, a creature in the forest is not hidden: the same place in smoke is", () => {
    const smoke = field([
      { card: "Archer", side: "A", at: [2, 4] },
      { card: "Ember Drake", side: "B", at: [5, 4] },
    ]);
    expect(targeting(smoke, "A1", "Shot", "B1")).toBe("no line of sight: smoke, forest or a closed secret door blocks every line");
  });
});

describe("ddm-battle-rules-2011.txt § Secret Door", () => {
  it("unoccupied secret doors are walls for sight and effect; a creature in one makes it clear (A-39)", () => {
    const shut = field([
      { card: "Archer", side: "A", at: [3, 10] },
      { card: "Ember Drake", side: "B", at: [7, 10] },
    ]);
    expect(targeting(shut, "A1", "Shot", "B1")).toBe("no line of effect; no line of sight: smoke, forest or a closed secret door blocks every line");
    const open = field([
      { card: "Archer", side: "A", at: [3, 10] },
      { card: "Ember Drake", side: "B", at: [7, 10] },
      { card: "Whirl Dancer", side: "A", at: [5, 10] },
    ]);
    expect(targeting(open, "A1", "Shot", "B1")).toBe("allowed");
  });
});

describe("ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible); A-49", () => {
  it("an invisible creature cannot be targeted by ranged attacks, and has combat advantage against those that cannot see it", () => {
    const a = field([
      { card: "Archer", side: "A", at: [2, 2] },
      { card: "Blink Stalker", side: "B", at: [2, 3] },
    ]);
    expect(targeting(a, "A1", "Shot", "B1")).toBe("no line of sight: Blink Stalker (B1) is invisible (Unseen)");
    expect(combatAdvantageReasons(a.g, "B1", "A1")).toContain("Archer (A1) cannot see the attacker");
    expect(combatAdvantageReasons(a.g, "A1", "B1")).toEqual([]);
  });

  it("a melee attack on an invisible creature faces conceal 11: a hit (9 + 5) becomes a miss on a 10", () => {
    const a = field([
      { card: "Whirl Dancer", side: "A", at: [2, 2] },
      { card: "Blink Stalker", side: "B", at: [2, 3] },
    ], [9, 10]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Knife"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(logText(a).find((t) => t.startsWith("Knife:"))).toContain("miss by conceal 11 (10)");
  });

  it("a ranged attack redirected onto an invisible ally faces conceal 11 (§ Ranged Attacks)", () => {
    // The Shield Guardian is targeted; its invisible neighbour takes the arrow instead.
    const a = field([
      { card: "Archer", side: "A", at: [2, 2] },
      { card: "Ember Drake", side: "B", at: [2, 6] },
      { card: "Loyal Shade", side: "B", at: [3, 6] },
    ], [15, 10], ["use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Shot"), "B1");
    expect(logText(a).some((t) => t.includes("redirects Shot"))).toBe(true);
    // 15 + 5 hits AC 10; the conceal roll of 10 is below 11: a miss.
    expect(creature(a, "B2").hp).toBe(40);
    expect(creature(a, "B1").hp).toBe(60);
    expect(logText(a).find((t) => t.startsWith("Shot:"))).toContain("miss by conceal 11 (10)");
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Conceal); A-50", () => {
  it("conceal N from a power: a hit becomes a miss below N; critical hits ignore it", () => {
    const a = field([
      { card: "Whirl Dancer", side: "A", at: [2, 2] },
      { card: "Mist Veil", side: "B", at: [2, 3] },
    ], [12, 14, 12, 15, 20]);
    const knife = attackOf(a, "A1", "Knife");
    resolveAttack(a.g, "A1", knife, "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(logText(a).find((t) => t.startsWith("Knife:"))).toContain("conceal 15 (14)");
    resolveAttack(a.g, "A1", knife, "B1");
    expect(creature(a, "B1").hp).toBe(35);
    // A natural 20 rolls no conceal die: the next die would be needed otherwise.
    resolveAttack(a.g, "A1", knife, "B1");
    expect(creature(a, "B1").hp).toBe(25);
    expect(a.dice.remaining()).toBe(0);
  });

  it("an attacker without sight of a conceal-15 target faces 15, not 11: a conceal roll of 12 still misses", () => {
    const a = field([
      { card: "Whirl Dancer", side: "A", at: [2, 2], conditions: ["Hooded"] },
      { card: "Mist Veil", side: "B", at: [2, 3] },
    ], [12, 12]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Knife"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(logText(a).find((t) => t.startsWith("Knife:"))).toContain("miss by conceal 15 (12)");
  });
});

describe("warband why attack: conceal and automatic critical hits (§ Attack Roll, Conceal; § Helpless)", () => {
  it("explains the conceal a hit must beat and a Helpless target's automatic critical hit, with their sources", () => {
    const a = field([
      { card: "Whirl Dancer", side: "A", at: [2, 2] },
      { card: "Mist Veil", side: "B", at: [2, 3] },
      { card: "Ember Drake", side: "B", at: [3, 3], conditions: ["Helpless"] },
    ]);
    const veil = explainAttack(a.g, "A1", "B1", "Knife")!;
    expect(veil.conceal).toEqual({ value: 15, why: "Shimmer: conceal 15" });
    expect(veil.automatic).toBeNull();
    const helpless = explainAttack(a.g, "A1", "B2", "Knife")!;
    expect(helpless.automatic).toBe("Helpless: melee attacks against it are automatic critical hits");
    expect(helpless.conceal).toBeNull();
  });
});

describe("ddm-battle-rules-2011.txt § Cover Against Ranged Attacks (Hide)", () => {
  it("a creature with Hide in covering terrain is invisible to the enemy it has ranged cover against", () => {
    const a = field([
      { card: "Archer", side: "A", at: [2, 7] },
      { card: "Shadow Lurker", side: "B", at: [5, 7] },
    ]);
    expect(targeting(a, "A1", "Shot", "B1")).toBe("no line of sight: Shadow Lurker (B1) hides behind cover (Skulk)");
    expect(sees(a.g, "B1", "A1")).toBe(true);
  });

  it("cover from creatures does not hide it: with only an enemy of the attacker in the way, it is seen", () => {
    const a = field([
      { card: "Archer", side: "A", at: [2, 1] },
      { card: "Ember Drake", side: "B", at: [5, 1] },
      { card: "Shadow Lurker", side: "B", at: [8, 1] },
    ]);
    expect(targeting(a, "A1", "Shot", "B2")).toBe("allowed");
  });
});

describe("ddm-battle-rules-2011.txt § Smoke (Blindsight)", () => {
  it("blindsight 5 sees a creature in smoke 3 squares away; blindsight 2 does not", () => {
    const a = field([
      { card: "Cave Bat", side: "A", at: [6, 8] },
      { card: "Dim Bat", side: "A", at: [6, 9] },
      { card: "Archer", side: "B", at: [9, 8] },
    ]);
    expect(sees(a.g, "A1", "B1")).toBe(true);
    expect(sees(a.g, "A2", "B1")).toBe(false);
    expect(sees(a.g, "B1", "A1")).toBe(false);
  });
});
