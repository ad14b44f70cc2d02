// Combat advantage, flanking (big creatures too), cover by attack kind, and conceal.
// ddm-battle-rules-2011.txt § Combat Advantage; § Flanking; § Cover; § Melee Attacks (conceal 11)
import { describe, expect, it } from "vitest";
import { attackRollOf, resolveAttack } from "../../runtime/ddm/attack.js";
import { coverReason } from "../../runtime/ddm/cover.js";
import { oppositeAcross } from "../../runtime/ddm/flanking.js";
import { arena, attackOf, creature, logText, type Placement } from "./arena.js";
import { combatFixtures } from "./combat-fixtures.js";

const field = (placements: Placement[], dice: number[] = [], battle?: string) => arena(placements, { dice, extra: [combatFixtures], ...(battle ? { battle } : {}) });
const rules = (a: ReturnType<typeof arena>, attacker: string, attack: string, target: string) =>
  attackRollOf(a.g, attacker, attackOf(a, attacker, attack), target).contributions.map((c) => `${c.rule} ${c.amount}`);

describe("ddm-battle-rules-2011.txt § Flanking", () => {
  it("allies on opposite sides flank: +2 turns a 4 + 5 = 9 miss into an 11 hit", () => {
    const a = field([
      { card: "Whirl Dancer", side: "A", at: [3, 3] },
      { card: "Whirl Dancer", side: "A", at: [5, 3] },
      { card: "Ember Drake", side: "B", at: [4, 3] },
    ], [4]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Knife"), "B1");
    expect(creature(a, "B1").hp).toBe(55);
    expect(logText(a).find((t) => t.startsWith("Knife:"))).toContain("flanks Ember Drake (B1) with Whirl Dancer (A2)");
  });

  it("opposite corners flank; an ally on an adjacent side does not", () => {
    const corners = field([
      { card: "Whirl Dancer", side: "A", at: [3, 2] },
      { card: "Whirl Dancer", side: "A", at: [5, 4] },
      { card: "Ember Drake", side: "B", at: [4, 3] },
    ]);
    expect(rules(corners, "A1", "Knife", "B1")).toContain("core: combat advantage 2");
    const beside = field([
      { card: "Whirl Dancer", side: "A", at: [3, 3] },
      { card: "Whirl Dancer", side: "A", at: [4, 2] },
      { card: "Ember Drake", side: "B", at: [4, 3] },
    ], [4]);
    resolveAttack(beside.g, "A1", attackOf(beside, "A1", "Knife"), "B1");
    expect(creature(beside, "B1").hp).toBe(60);
  });

  it("a big creature flanks if any one of its squares qualifies", () => {
    const a = field([
      { card: "Ogre Bruiser", side: "A", at: [2, 3] },
      { card: "Whirl Dancer", side: "A", at: [5, 4] },
      { card: "Ember Drake", side: "B", at: [4, 4] },
    ]);
    expect(rules(a, "A1", "Club", "B1")).toContain("core: combat advantage 2");
    expect(rules(a, "A2", "Knife", "B1")).toContain("core: combat advantage 2");
  });

  it("an ally that cannot flank gives no flank, unless the option 'flanking partner must be able to flank' is no (A-20)", () => {
    const a = field([
      { card: "Whirl Dancer", side: "A", at: [3, 3] },
      { card: "Whirl Dancer", side: "A", at: [5, 3], conditions: ["Dazzled"] },
      { card: "Ember Drake", side: "B", at: [4, 3] },
    ]);
    expect(rules(a, "A1", "Knife", "B1")).not.toContain("core: combat advantage 2");
    a.g.options.set("flanking partner must be able to flank", { name: "flanking partner must be able to flank", value: false, src: null });
    expect(rules(a, "A1", "Knife", "B1")).toContain("core: combat advantage 2");
  });

  it("the line between centres must cross opposite sides or opposite corners", () => {
    const t = { x: 4, y: 3, size: 1 };
    expect(oppositeAcross({ x: 3, y: 3 }, { x: 5, y: 3 }, t)).toBe(true);
    expect(oppositeAcross({ x: 3, y: 2 }, { x: 5, y: 4 }, t)).toBe(true);
    expect(oppositeAcross({ x: 3, y: 3 }, { x: 5, y: 4 }, t)).toBe(false);
    expect(oppositeAcross({ x: 3, y: 3 }, { x: 4, y: 2 }, t)).toBe(false);
  });
});

describe("ddm-battle-rules-2011.txt § Combat Advantage", () => {
  it("a target that cannot see the attacker grants combat advantage, +2 only once with a flank", () => {
    const a = field([
      { card: "Whirl Dancer", side: "A", at: [3, 3] },
      { card: "Whirl Dancer", side: "A", at: [5, 3] },
      { card: "Ember Drake", side: "B", at: [4, 3], conditions: ["Hooded", "Reeling"] },
    ]);
    const roll = attackRollOf(a.g, "A1", attackOf(a, "A1", "Knife"), "B1");
    expect(roll.value).toBe(7);
    expect(roll.contributions.find((c) => c.rule === "core: combat advantage")!.text).toMatch(/cannot see the attacker.*flanks.*Reeling/);
  });

  it("an attacker that cannot see its target has no combat advantage, and its melee hit faces conceal 11", () => {
    const a = field([
      { card: "Whirl Dancer", side: "A", at: [3, 3], conditions: ["Hooded"] },
      { card: "Ember Drake", side: "B", at: [4, 3], conditions: ["Reeling"] },
    ], [15, 10]);
    expect(rules(a, "A1", "Knife", "B1")).not.toContain("core: combat advantage 2");
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Knife"), "B1");
    expect(creature(a, "B1").hp).toBe(60);
    expect(logText(a)).toContain("Knife: 15 + 5 = 20 vs AC 10 — hit turned into a miss by conceal 11 (10)");
  });
});

describe("ddm-battle-rules-2011.txt § Cover", () => {
  it("ranged: a wall corner between the attacker's corners and the target's square gives -2 against AC, not against Will", () => {
    const a = field([
      { card: "Archer", side: "A", at: [3, 5] },
      { card: "Ember Drake", side: "B", at: [7, 4] },
    ], [], "Walled Arena");
    expect(coverReason(a.g, "A1", attackOf(a, "A1", "Shot"), "B1")).not.toBeNull();
    expect(rules(a, "A1", "Shot", "B1")).toContain("core: cover -2");
    expect(rules(a, "A1", "Mind Spike", "B1")).not.toContain("core: cover -2");
  });

  it("ranged: a line running along a wall's edge is not blocked, so no cover", () => {
    const a = field([
      { card: "Archer", side: "A", at: [3, 5] },
      { card: "Ember Drake", side: "B", at: [7, 5] },
    ], [], "Walled Arena");
    expect(coverReason(a.g, "A1", attackOf(a, "A1", "Shot"), "B1")).toBeNull();
  });

  it("ranged: enemies of the attacker in the way give cover, allies do not", () => {
    const enemyInWay = field([
      { card: "Archer", side: "A", at: [0, 6] },
      { card: "Ember Drake", side: "B", at: [4, 6] },
      { card: "Ember Drake", side: "B", at: [2, 6] },
    ]);
    expect(rules(enemyInWay, "A1", "Shot", "B1")).toContain("core: cover -2");
    const allyInWay = field([
      { card: "Archer", side: "A", at: [0, 6] },
      { card: "Ember Drake", side: "B", at: [4, 6] },
      { card: "Ember Drake", side: "A", at: [2, 6] },
    ]);
    expect(rules(allyInWay, "A1", "Shot", "B1")).not.toContain("core: cover -2");
  });

  it("ranged: a target in forest, or behind it, has cover; a melee attacker ignores the forest (§ Forest)", () => {
    const inForest = field([
      { card: "Archer", side: "A", at: [7, 2] },
      { card: "Ember Drake", side: "B", at: [10, 2] },
      { card: "Whirl Dancer", side: "A", at: [9, 2] },
    ], [], "Walled Arena");
    expect(coverReason(inForest.g, "A1", attackOf(inForest, "A1", "Shot"), "B1")).toContain("forest");
    expect(coverReason(inForest.g, "A2", attackOf(inForest, "A2", "Knife"), "B1")).toBeNull();
    const behind = field([
      { card: "Archer", side: "A", at: [8, 2] },
      { card: "Ember Drake", side: "B", at: [11, 2] },
    ], [], "Walled Arena");
    expect(coverReason(behind.g, "A1", attackOf(behind, "A1", "Shot"), "B1")).toContain("covering terrain");
  });

  it("melee: diagonally around a wall's corner the target has cover", () => {
    const a = field([
      { card: "Whirl Dancer", side: "A", at: [5, 5] },
      { card: "Ember Drake", side: "B", at: [6, 4] },
    ], [], "Walled Arena");
    expect(rules(a, "A1", "Knife", "B1")).toContain("core: cover -2");
    const open = field([
      { card: "Whirl Dancer", side: "A", at: [6, 5] },
      { card: "Ember Drake", side: "B", at: [6, 4] },
    ], [], "Walled Arena");
    expect(rules(open, "A1", "Knife", "B1")).not.toContain("core: cover -2");
  });
});
