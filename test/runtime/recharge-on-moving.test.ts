// "RECHARGE when this creature moves": any move or shift of its own regains the use (a shift
// is movement: "the creature moves 1 square"); being pushed is not its own move. And "each
// ally adjacent to target heals 10 HP": the attacker's allies beside the target, not the
// attacker, not an ally farther off.
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Actions (Shift); § Forced-Movement Effects
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { forcedMove } from "../../runtime/ddm/movement.js";
import { moveByPower } from "../../runtime/ddm/power-movement.js";
import { arena, type Arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/recharge-on-moving.wb",
  text: `creature "Dune Skirmisher" {
  level 6  cost 20  unaligned  factions Wild  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 80
  attack melee basic "Cut": +8 vs AC; 5 damage
  attack melee "Running Slash" uses 1 recharge when this creature moves: +8 vs AC; 10 damage
  attack ranged 5 "Mending Bolt": +8 vs AC; 10 radiant damage and allies adjacent to target heals 10
}
creature "Field Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

const cause = { creature: "B1", rule: "test", src: null };

function field(choices: string[] = [], dice: number[] = []): Arena {
  const a = arena(
    [
      { card: "Dune Skirmisher", side: "A", at: [3, 3] },
      { card: "Field Guard", side: "B", at: [3, 5] },
      { card: "Field Guard", side: "A", at: [4, 5], hp: 20 },
      { card: "Field Guard", side: "A", at: [6, 5], hp: 20 },
    ],
    { extra: [cards], choices, dice },
  );
  creature(a, "A1").spent = { "Running Slash": 1 };
  return a;
}

describe("'recharge when this creature moves' (ddm-battle-rules-2011.txt § Powers and Effects, Rechargeable Powers)", () => {
  it("a shift of its own regains the spent use", () => {
    const a = field(["2,3"]);
    moveByPower(a.g, "A1", "shift", 1, { creature: "A1", rule: "test", src: null });
    expect(creature(a, "A1").space).toMatchObject({ x: 2, y: 3 });
    expect(creature(a, "A1").spent["Running Slash"]).toBe(0);
  });

  it("pushed 1 square by an enemy, it has not moved of its own: the use stays spent", () => {
    const a = field(["3,2"]);
    forcedMove(a.g, "A1", "push", 1, cause);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 2 });
    expect(creature(a, "A1").spent["Running Slash"]).toBe(1);
  });
});

describe("'allies adjacent to target heals 10' (card text; § Healing)", () => {
  it("the ally beside the guard heals 10; the ally 3 squares off and the attacker do not", () => {
    const a = field([], [15]);
    creature(a, "A1").hp = 50;
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Mending Bolt"), "B1");
    expect([creature(a, "B1").hp, creature(a, "A2").hp, creature(a, "A3").hp, creature(a, "A1").hp]).toEqual([30, 30, 20, 50]);
  });
});
