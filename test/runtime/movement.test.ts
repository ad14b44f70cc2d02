// Moving, shifting, opportunity attacks and difficult terrain.
// ddm-battle-rules-2011.txt § Move Actions; § Opportunity Attacks; § Legal Position; § Difficult Terrain
import { describe, expect, it } from "vitest";
import { reachable } from "../../runtime/ddm/movement.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

describe("§ Move Actions and § Opportunity Attacks", () => {
  it("moving out of a square next to an enemy provokes an opportunity attack, resolved before the move goes on", () => {
    const a = arena([
      { card: "Ashfall Sentinel", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [4, 3] },
    ], { choices: ["move:7,3", "attack", "end"], dice: [10] });
    creatureTurn(a.g, "B1");
    const oa = a.decisions[1]!;
    expect(oa).toMatchObject({ kind: "opportunity-attack", player: 0 });
    expect(creature(a, "B1").hp).toBe(5); // Pick: 10 + 11 = 21 vs AC 16, 15 damage
    expect(creature(a, "B1").space).toMatchObject({ x: 7, y: 3 });
    expect(creature(a, "A1").oaTurn).toBe(a.g.state.turn);
  });

  it("an opportunity attack that destroys the mover ends its move where it stood", () => {
    const a = arena([
      { card: "Ashfall Sentinel", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [4, 3], hp: 10 },
    ], { choices: ["move:7,3", "attack"], dice: [10] });
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(a.g.state.log.some((e) => e.kind === "move")).toBe(false);
  });

  it("a shift does not provoke", () => {
    const a = arena([
      { card: "Mire Archer", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [4, 3] },
    ], { choices: ["shift:6,3", "end"] });
    creatureTurn(a.g, "B1");
    expect(a.decisions.map((d) => d.kind)).toEqual(["action", "action"]);
    expect(creature(a, "B1").space).toMatchObject({ x: 6, y: 3 });
  });

  it("the attack action can be spent on a second move, but not a third (§ Take Actions Phase, Substitute Actions)", () => {
    const a = arena([{ card: "Mire Archer", side: "A", at: [0, 0] }], { choices: ["move:6,0", "move:11,5", "end"] });
    creatureTurn(a.g, "A1");
    const third = a.decisions[2]!.options;
    expect(third.find((o) => o.id === "move")).toMatchObject({ legal: false, why: expect.stringContaining("no move action left") });
    expect(third.filter((o) => o.legal).map((o) => o.id)).toEqual(["end"]);
  });
});

describe("§ Legal Position and § Difficult Terrain", () => {
  it("enemies block movement; allies can be passed but not ended on", () => {
    const a = arena([
      { card: "Mire Archer", side: "A", at: [0, 5] },
      { card: "Mire Archer", side: "A", at: [1, 5] },
      { card: "Cinder Goblin Cutter", side: "B", at: [1, 4] },
      { card: "Cinder Goblin Cutter", side: "B", at: [1, 6] },
    ]);
    const routes = reachable(a.g, "A1", 2);
    expect(routes.has("1,5")).toBe(false);
    expect(routes.has("2,5")).toBe(true); // through the ally
    expect(routes.has("1,4")).toBe(false);
    expect(routes.get("2,5")!.cost).toBe(2);
  });

  it("entering a difficult square costs 2", () => {
    // Ashfall Ford has difficult terrain on 11,4 to 12,5.
    const a = arena([{ card: "Mire Archer", side: "A", at: [10, 4] }], { battle: "First Blood" });
    const routes = reachable(a.g, "A1", 6);
    expect(routes.get("11,4")!.cost).toBe(2);
    expect(routes.get("13,4")!.cost).toBe(3);
  });
});
