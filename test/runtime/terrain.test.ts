// Terrain in play: costs, legal positions, damage and its cap, conditions, falls,
// pits with their followup attack, teleporters and healing fonts; movement modes.
// ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Movement Modes; § Terrain and Damage
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { forcedMove, reachable, teleport, walk } from "../../runtime/ddm/movement.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { attackBonusOf, damageBonusOf } from "../../runtime/ddm/values.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature, type Placement } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const field = (placements: Placement[], opts: { dice?: number[]; choices?: string[] } = {}) =>
  arena(placements, { ...opts, extra: [terrainField], battle: "Terrain Test" });
const cause = (id: string) => ({ creature: id, rule: "test", src: null });

describe("§ Difficult Terrain", () => {
  it("a big creature pays the extra cost once per square of movement, even entering two difficult squares", () => {
    // Large ogre at 1,3 (covers 1..2 x 3..4); a step right enters 3,3 and 3,4, both difficult.
    const a = field([{ card: "Stone Ogre", side: "A", at: [1, 3] }]);
    const routes = reachable(a.g, "A1", 6);
    expect(routes.get("2,3,2")!.cost).toBe(2);
    // Then a step within the difficult squares it already partly occupies: only 4,3/4,4 are entered.
    expect(routes.get("3,3,2")!.cost).toBe(4);
  });

  it("Flight ignores the extra cost; a walker pays it; not enough movement left means it cannot enter", () => {
    const a = field([{ card: "Gust Sprite", side: "A", at: [2, 3] }, { card: "Mire Archer", side: "B", at: [2, 4] }]);
    expect(reachable(a.g, "A1", 6).get("3,3")!.cost).toBe(1);
    expect(reachable(a.g, "B1", 6).get("3,4")!.cost).toBe(2);
    expect(reachable(a.g, "B1", 1).has("3,4")).toBe(false);
  });

  it("a river is difficult except for Aquatic creatures (§ River)", () => {
    const a = field([{ card: "Reed Serpent", side: "A", at: [2, 10] }, { card: "Mire Archer", side: "B", at: [2, 9] }]);
    expect(reachable(a.g, "A1", 6).get("3,10")!.cost).toBe(1);
    expect(reachable(a.g, "B1", 6).get("3,10")!.cost).toBe(2);
  });
});

describe("§ Legal Position, § Pit, § Statue", () => {
  it("only Flight enters a pit, and no one ends there", () => {
    const a = field([{ card: "Gust Sprite", side: "A", at: [5, 6] }, { card: "Mire Archer", side: "B", at: [5, 5] }]);
    const sprite = reachable(a.g, "A1", 6);
    expect(sprite.has("6,6")).toBe(false); // not an ending square
    expect(sprite.get("7,6")!.path.map((s) => `${s.x},${s.y}`)).toContain("6,6"); // straight over it
    const walker = reachable(a.g, "B1", 6);
    expect(walker.get("7,6")!.path.some((s) => s.x === 6 && s.y === 6)).toBe(false);
  });

  it("a statue costs 2 to enter even for a flier, and cannot be ended in (A-38)", () => {
    const a = field([{ card: "Gust Sprite", side: "A", at: [7, 1] }]);
    const r = reachable(a.g, "A1", 6);
    expect(r.has("8,1")).toBe(false);
    expect(r.get("9,1")!.cost).toBe(2); // around it diagonally costs 2 as well
  });
});

describe("§ Movement Modes", () => {
  it("Burrow moves through walls and enemies but must end in a legal position", () => {
    const a = field([{ card: "Deep Borer", side: "A", at: [1, 1] }, { card: "Mire Archer", side: "B", at: [3, 1] }]);
    const r = reachable(a.g, "A1", 4);
    expect(r.has("2,1")).toBe(false); // a wall square
    expect(r.has("3,1")).toBe(false); // the enemy's square
    expect(r.get("4,1")!.cost).toBe(3); // through the wall and the enemy
  });

  it("Phasing passes enemies; a walker cannot", () => {
    const a = field([
      { card: "Ghost Wisp", side: "A", at: [6, 2] },
      { card: "Mire Archer", side: "B", at: [7, 2] },
      { card: "Mire Archer", side: "B", at: [7, 3] },
      { card: "Mire Archer", side: "B", at: [7, 4] },
      { card: "Mire Archer", side: "A", at: [6, 3] },
    ]);
    expect(reachable(a.g, "A1", 2).get("8,3")!.cost).toBe(2);
    expect(reachable(a.g, "A2", 2).has("8,3")).toBe(false);
  });

  it("Phasing ignores walls while moving; a walker goes round them (§ Movement Modes, Phasing)", () => {
    const a = field([{ card: "Ghost Wisp", side: "A", at: [1, 1] }, { card: "Cinder Goblin Cutter", side: "A", at: [1, 4] }]);
    const r = reachable(a.g, "A1", 2);
    expect(r.has("2,1")).toBe(false); // a wall square: no place to end
    expect(r.get("3,1")!.cost).toBe(2);
    creature(a, "A2").space = { x: 1, y: 1, size: 1 };
    creature(a, "A1").space = { x: 1, y: 4, size: 1 };
    expect(reachable(a.g, "A2", 2).has("3,1")).toBe(false);
  });

  it("Flight passes enemies without Flight", () => {
    const a = field([{ card: "Gust Sprite", side: "A", at: [6, 8] }, { card: "Mire Archer", side: "B", at: [7, 8] }, { card: "Gust Sprite", side: "B", at: [7, 9] }]);
    const r = reachable(a.g, "A1", 2);
    expect(r.get("8,8")!.cost).toBe(2);
    expect(r.get("8,8")!.path.map((s) => `${s.x},${s.y}`)).toEqual(["7,8", "8,8"]);
  });
});

describe("§ Fire, § Spike Stones, § Terrain and Damage", () => {
  it("entering fire deals 5 fire damage; starting a turn in it does too", () => {
    const a = field([{ card: "Mire Archer", side: "A", at: [1, 7] }], { choices: ["end"] });
    walk(a.g, "A1", [{ x: 1, y: 8, size: 1 }], false, cause("A1"));
    expect(creature(a, "A1").hp).toBe(30);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(25);
  });

  it("terrain damage is capped at 20 a turn, counted after resistances (A-36)", () => {
    const a = field([{ card: "Mire Archer", side: "A", at: [1, 7] }]);
    a.g.state.turn = 1;
    const c = creature(a, "A1");
    for (let i = 0; i < 5; i++) walk(a.g, "A1", [{ x: i % 2 ? 1 : 2, y: 8, size: 1 }], false, cause("A1"));
    expect(c.hp).toBe(15); // 5 entries, but only 20 damage
    a.g.state.turn = 2;
    walk(a.g, "A1", [{ x: 1, y: 8, size: 1 }], false, cause("A1"));
    expect(c.hp).toBe(10);
  });

  it("a creature may not move into terrain that would destroy it; forced movement may (§ Terrain and Damage)", () => {
    const a = field([{ card: "Mire Archer", side: "A", at: [1, 7], hp: 5 }, { card: "Shove Giant", side: "B", at: [1, 6] }], { choices: ["1,8"] });
    expect(reachable(a.g, "A1", 6).has("1,8")).toBe(false);
    forcedMove(a.g, "A1", "push", 1, cause("B1"));
    expect(creature(a, "A1").status).toBe("destroyed");
  });

  it("spike stones hurt a walker but not a flier, nor forced movement (A-37)", () => {
    const a = field([{ card: "Mire Archer", side: "A", at: [8, 9] }, { card: "Gust Sprite", side: "A", at: [9, 8] }, { card: "Shove Giant", side: "B", at: [10, 10] }], { choices: ["9,9"] });
    walk(a.g, "A1", [{ x: 9, y: 9, size: 1 }], false, cause("A1"));
    expect(creature(a, "A1").hp).toBe(30);
    walk(a.g, "A1", [{ x: 8, y: 9, size: 1 }], false, cause("A1"));
    walk(a.g, "A2", [{ x: 9, y: 9, size: 1 }], false, cause("A2"));
    expect(creature(a, "A2").hp).toBe(20);
    walk(a.g, "A2", [{ x: 9, y: 8, size: 1 }], false, cause("A2"));
    forcedMove(a.g, "A1", "pull", 1, cause("B1"));
    expect(creature(a, "A1").space).toMatchObject({ x: 9, y: 9 });
    expect(creature(a, "A1").hp).toBe(30);
  });
});

describe("§ Web, § Steep Slope", () => {
  it("a walker entering web is Immobilized (save ends) and stops there", () => {
    const a = field([{ card: "Mire Archer", side: "A", at: [9, 5] }]);
    const route = reachable(a.g, "A1", 6);
    expect(route.has("11,5")).toBe(true); // around the web
    expect(route.get("11,5")!.path.some((s) => s.x === 10 && s.y === 5)).toBe(false);
    walk(a.g, "A1", [{ x: 10, y: 5, size: 1 }, { x: 11, y: 5, size: 1 }], false, cause("A1"));
    expect(creature(a, "A1").space).toMatchObject({ x: 10, y: 5 });
    expect(creature(a, "A1").effects.map((e) => [e.name, e.duration])).toEqual([["Immobilized", "save-ends"]]);
  });

  it("a flier crossing web is not caught; one ending its move there is", () => {
    const a = field([{ card: "Gust Sprite", side: "A", at: [9, 5] }]);
    walk(a.g, "A1", [{ x: 10, y: 5, size: 1 }, { x: 11, y: 5, size: 1 }], false, cause("A1"));
    expect(creature(a, "A1").effects).toEqual([]);
    walk(a.g, "A1", [{ x: 10, y: 5, size: 1 }], false, cause("A1"));
    expect(creature(a, "A1").effects.map((e) => e.name)).toEqual(["Immobilized"]);
  });

  it("entering a steep slope: the creature falls the slope's way to a square without slope, takes 5 damage, and its action ends", () => {
    const a = field([{ card: "Mire Archer", side: "A", at: [4, 10] }]);
    walk(a.g, "A1", [{ x: 5, y: 10, size: 1 }, { x: 5, y: 9, size: 1 }], false, cause("A1"));
    expect(creature(a, "A1").space).toMatchObject({ x: 6, y: 10 });
    expect(creature(a, "A1").hp).toBe(30);
  });
});

describe("§ Sacred Circle, § Dangerous, § Blood Rock", () => {
  it("a creature in a sacred circle has +2 attack; on dangerous terrain +5 damage on melee attacks", () => {
    const a = field([{ card: "Mire Archer", side: "A", at: [0, 11] }, { card: "Mire Archer", side: "B", at: [11, 11] }]);
    const bow = cardOf(a.g, "Mire Archer").attacks[0]!;
    const hatchet = cardOf(a.g, "Mire Archer").attacks[1]!;
    expect(attackBonusOf(a.g, "A1", bow).value).toBe(10);
    expect(attackBonusOf(a.g, "B1", bow).value).toBe(8);
    expect(damageBonusOf(a.g, "B1", hatchet).value).toBe(5);
    expect(damageBonusOf(a.g, "B1", bow).value).toBe(0);
  });

  it("at the end of its turn on dangerous terrain a creature rolls: 1–5 takes 10 damage", () => {
    const hurt = field([{ card: "Mire Archer", side: "B", at: [11, 11] }], { choices: ["end"], dice: [5] });
    creatureTurn(hurt.g, "B1");
    expect(creature(hurt, "B1").hp).toBe(25);
    const safe = field([{ card: "Mire Archer", side: "B", at: [11, 11] }], { choices: ["end"], dice: [6] });
    creatureTurn(safe.g, "B1");
    expect(creature(safe, "B1").hp).toBe(35);
  });
});

describe("§ Blood Rock, § Slippery", () => {
  it("on blood rock a natural 19 with a melee attack is an automatic critical hit", () => {
    const a = field([{ card: "Mire Archer", side: "A", at: [0, 9] }, { card: "Cinder Goblin Cutter", side: "B", at: [1, 9] }], { dice: [19] });
    resolveAttack(a.g, "A1", cardOf(a.g, "Mire Archer").attacks[1]!, "B1");
    expect(creature(a, "B1").hp).toBe(10); // Hatchet 5, doubled
    const off = field([{ card: "Mire Archer", side: "A", at: [0, 8] }, { card: "Cinder Goblin Cutter", side: "B", at: [1, 7] }], { dice: [19] });
    resolveAttack(off.g, "A1", cardOf(off.g, "Mire Archer").attacks[1]!, "B1");
    expect(creature(off, "B1").hp).toBe(15);
  });

  it("a creature on slippery ground that takes melee damage is pushed 1 square by the attacker", () => {
    const a = field([{ card: "Mire Archer", side: "A", at: [8, 3] }, { card: "Cinder Goblin Cutter", side: "B", at: [9, 3] }], { dice: [15], choices: ["10,3"] });
    resolveAttack(a.g, "A1", cardOf(a.g, "Mire Archer").attacks[1]!, "B1");
    expect(creature(a, "B1").hp).toBe(15);
    expect(creature(a, "B1").space).toMatchObject({ x: 10, y: 3 });
    expect(a.decisions.map((d) => d.kind)).toEqual(["forced-move"]);
  });
});

describe("§ Pit: forced movement into a pit", () => {
  const pit = (dice: number[], choices: string[]) =>
    field([{ card: "Shove Giant", side: "A", at: [4, 6] }, { card: "Mire Archer", side: "B", at: [5, 6] }], { dice, choices });

  it("hit by the followup attack (the moving attack's bonus vs its defence): Dazed and placed at once", () => {
    // Heave hits (15 vs Fort 15), push 1 into the pit, followup 10 + 10 = 20 vs Fort 15 hits.
    const a = pit([5, 10], ["6,6", "7,6"]);
    const giant = creature(a, "A1");
    resolveAttack(a.g, giant.id, cardOf(a.g, giant.card).attacks[0]!, "B1");
    const archer = creature(a, "B1");
    expect(archer.effects.map((e) => e.name)).toEqual(["Dazed"]);
    expect(archer.space).toMatchObject({ x: 7, y: 6 });
  });

  it("missed: it stays in the pit until the end of the turn, then its controller places it", () => {
    const a = pit([5, 2], ["6,6", "end", "5,6"]);
    const giant = creature(a, "A1");
    a.g.state.active = { creature: "A1", attack: 0, move: 1, minor: 1 };
    resolveAttack(a.g, giant.id, cardOf(a.g, giant.card).attacks[0]!, "B1");
    expect(creature(a, "B1").space).toMatchObject({ x: 6, y: 6 });
    expect(creature(a, "B1").effects).toEqual([]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").space).toMatchObject({ x: 5, y: 6 });
  });
});

describe("§ Teleporter, § Healing Font, § Forced-Movement Effects (Teleport)", () => {
  it("on its turn, a creature on a teleporter may jump to the nearest unoccupied teleporter as an immediate action", () => {
    const a = field([{ card: "Mire Archer", side: "A", at: [0, 5] }], { choices: ["terrain:teleport", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 11, y: 2 });
    // Back on a teleporter, but its immediate action for the turn is spent.
    expect(a.decisions[1]!.options.find((o) => o.id === "terrain:teleport")).toMatchObject({ legal: false, why: "the immediate action is spent" });
  });

  it("a creature starting its turn next to a healing font may heal its amount in place of its attack action", () => {
    const a = field([{ card: "Mire Archer", side: "A", at: [6, 10], hp: 5 }], { choices: ["terrain:heal", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(35); // 30 printed on the map, capped at max hp 35
    const heal = a.decisions[1]!.options.find((o) => o.id === "terrain:heal");
    expect(heal).toMatchObject({ legal: false });
  });

  it("teleport: any legal position within range that the actor can see", () => {
    const a = field([{ card: "Mire Archer", side: "A", at: [0, 0] }, { card: "Mire Archer", side: "B", at: [9, 9] }], { choices: ["2,3"] });
    teleport(a.g, "A1", 3, cause("A1"));
    expect(creature(a, "A1").space).toMatchObject({ x: 2, y: 3 });
    const offered = a.decisions[0]!.options.map((o) => o.id);
    expect(offered).toContain("1,3");
    expect(offered).not.toContain("3,1"); // 3 squares away, but behind the wall
    expect(offered).not.toContain("4,3"); // 4 squares away
  });
});
