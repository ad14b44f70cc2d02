// "Moves up to its speed, making a melee attack at any point during the move": a move by
// a power with one attack made where its player stops, then the rest of the move.
// ddm-battle-rules-2011.txt § Move Actions (Move); § Making an Attack; § Opportunity Attacks;
// § Powers and Effects
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const drakes = {
  path: "test/drakes.wb",
  text: `creature "Swooping Drake" {
  level 5  cost 18  unaligned  factions Wild  keywords Dragon
  AC 17  Fort 15  Ref 15  Will 14  speed 6  hp 40
  attack melee basic "Claw": +8 vs AC; 10 damage
  attack melee "Bite": +8 vs AC; 15 damage
  attack ranged 5 "Spit": +8 vs Ref; 5 damage
  power "Swoop": replaces attack action: this creature moves up to its speed making melee attack during the move
  power "Dive": replaces attack action: this creature moves up to its speed (minimum 1 square) making "Bite" or "Spit" attack during the move
}
`,
};

describe("a move by a power with an attack during it", () => {
  it("moves, attacks from where it stopped, then moves on with the squares left (leaving the enemy provokes)", () => {
    // A1 at 3,3 with speed 6; B1 at 3,8. A1 moves 4 squares to 3,7, claws B1 (15 hits AC 16),
    // then goes on 2 squares to 5,6; leaving B1's side provokes B1's opportunity attack (5 misses).
    const a = arena(
      [
        { card: "Swooping Drake", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 8] },
      ],
      { extra: [drakes], dice: [15, 5], choices: ["power:Swoop", "3,7", "Claw:B1", "5,6", "attack", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(10);
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 6 });
    expect(creature(a, "A1").hp).toBe(40);
  });

  it("offers only the attacks the power names, and with a minimum it must move on after attacking where it stood", () => {
    const a = arena(
      [
        { card: "Swooping Drake", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [drakes], dice: [15, 5], choices: ["power:Dive", "stay", "Bite:B1", "2,2", "attack", "end"] },
    );
    creatureTurn(a.g, "A1");
    const attackPick = a.decisions.find((d) => d.kind === "power-attack")!;
    expect(attackPick.options.map((o) => o.id)).toEqual(["Bite:B1", "Spit:B1", "decline"]);
    // The second part of the move offers no "stay": the minimum of 1 square is not met yet.
    const secondMove = a.decisions.filter((d) => d.kind === "move")[1]!;
    expect(secondMove.options.some((o) => o.id === "stay")).toBe(false);
    expect(creature(a, "B1").hp).toBe(5);
    expect(creature(a, "A1").space).toMatchObject({ x: 2, y: 2 });
  });
});
