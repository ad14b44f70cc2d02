// Modifiers that change how a rule treats a creature: it never grants combat
// advantage; it ignores the extra cost of difficult terrain.
// ddm-battle-rules-2011.txt § Combat Advantage; § Flanking; § Difficult Terrain
import { describe, expect, it } from "vitest";
import { combatAdvantageReasons } from "../../runtime/ddm/combat-advantage.js";
import { reachable } from "../../runtime/ddm/movement.js";
import { arena } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const wary = {
  path: "test/rule-modifiers.wb",
  text: `creature "Wary Sentry" {
  level 4  cost 15  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Spear": +6 vs AC; 5 damage
  power "All-Around Vision": never grants combat advantage
}
creature "Veil Ghost" {
  level 4  cost 15  evil  factions Wild  keywords Undead
  AC 15  Fort 14  Ref 14  Will 14  speed 6 flight  hp 30
  attack melee basic "Touch": +6 vs AC; 5 damage
  power "Phasing"
}
creature "Thicket Strider" {
  level 4  cost 15  good  factions Wild  keywords Fey
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Thorn": +6 vs AC; 5 damage
  power "Woodland Stride": ignores difficult terrain
}
`,
};

describe("§ Combat Advantage: 'never grants combat advantage'", () => {
  it("flanked, it still grants none; a creature without the power does", () => {
    const a = arena(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 3] },
        { card: "Wary Sentry", side: "B", at: [4, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [3, 6] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 6] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 6] },
      ],
      { extra: [wary] },
    );
    expect(combatAdvantageReasons(a.g, "A1", "B1")).toEqual([]);
    expect(combatAdvantageReasons(a.g, "A3", "B2").length).toBe(1);
  });
});

describe("§ Difficult Terrain: 'ignores difficult terrain'", () => {
  it("enters difficult squares at 1 square each: 3,3 to 4,4 costs 2 squares, not 4; a walker pays double", () => {
    const a = arena(
      [
        { card: "Thicket Strider", side: "A", at: [2, 2] },
        { card: "Cinder Goblin Cutter", side: "B", at: [2, 5] },
      ],
      { extra: [terrainField, wary], battle: "Terrain Test" },
    );
    expect(reachable(a.g, "A1", 6).get("4,4")?.cost).toBe(2);
    a.g.state.creatures.find((c) => c.id === "B1")!.space = { x: 2, y: 2, size: 1 };
    a.g.state.creatures.find((c) => c.id === "A1")!.space = { x: 8, y: 8, size: 1 };
    expect(reachable(a.g, "B1", 6).get("4,4")?.cost).toBe(4);
  });
});

describe("§ Movement Modes: a mode given by a power", () => {
  it("the named power Phasing lets a flier pass the wall at 2,0-2,2 in 2 squares", () => {
    const a = arena([{ card: "Veil Ghost", side: "A", at: [1, 1] }], { extra: [terrainField, wary], battle: "Terrain Test" });
    expect(reachable(a.g, "A1", 6).get("3,1")?.cost).toBe(2);
  });

  it("without it, the same flier goes around the wall", () => {
    const plain = { ...wary, text: wary.text.replace('  power "Phasing"\n', "") };
    const a = arena([{ card: "Veil Ghost", side: "A", at: [1, 1] }], { extra: [terrainField, plain], battle: "Terrain Test" });
    expect(reachable(a.g, "A1", 6).get("3,1")?.cost).toBeGreaterThan(2);
  });
});
