// Riders that wait on what the target does or suffers next: "takes 15 more damage from
// melee attacks until it is hit by melee attack" (the next melee hit on it carries the
// damage, then it ends; the hit that gave it does not end it), "takes 10 damage if it moves
// until end of its next turn" (dealt once, as it first moves or shifts on its own turn;
// forced movement does not count), and an attack recharged as a replaces turn action.
// ddm-battle-rules-2011.txt § Conditions (Duration); § Applying Damage (Bonus and Penalty Damage);
// § Move Actions; § Common Triggered Powers (Replaces Turn Actions); § Powers and Effects (Rechargeable Powers)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, type Arena, attackOf, creature } from "./arena.js";
import { strawTarget } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/attack-delayed-riders.wb",
  text: `creature "Grave Chanter" {
  level 7  cost 25  unaligned  factions Underdark  keywords Undead
  AC 17  Fort 15  Ref 15  Will 18  speed 6  hp 60
  attack melee basic "Rake": +8 vs AC; 5 damage
  attack ranged 10 "Bone Hex": +8 vs Will; target takes 15 more damage from melee attacks until it is hit by melee attack
  attack ranged 10 "Hex Bolt": +8 vs Will; 5 damage
  attack close burst 2 "Grave Call" recharge as replaces turn action: +8 vs Fort; 5 necrotic damage and target takes 10 damage if it moves until end of its next turn
  attack melee "Heave": +8 vs AC; push 2
  attack ranged 10 "Snare Shot": +8 vs AC; 5 damage; hit or miss: target takes 5 damage whenever it moves (save ends)
}
`,
};


function field(dice: number[], choices: string[] = []): Arena {
  return arena(
    [
      { card: "Grave Chanter", side: "A", at: [3, 3] },
      { card: "Straw Target", side: "B", at: [3, 4] },
    ],
    { extra: [cards, strawTarget], dice, choices },
  );
}

describe("'until it is hit by melee attack' (§ Conditions, Duration)", () => {
  it("the next melee hit deals 5 + 15; the one after, 5 again", () => {
    // The adjacent target declines the opportunity attack the ranged hex provokes.
    const a = field([15, 15, 15], ["decline"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Bone Hex"), "B1");
    expect(creature(a, "B1").effects).toHaveLength(1);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Rake"), "B1");
    expect(creature(a, "B1").hp).toBe(80);
    expect(creature(a, "B1").effects).toEqual([]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Rake"), "B1");
    expect(creature(a, "B1").hp).toBe(75);
  });

  it("a ranged hit neither carries it nor ends it; a melee miss does not end it", () => {
    const a = field([15, 15, 2, 15], ["decline", "decline"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Bone Hex"), "B1");
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Hex Bolt"), "B1");
    expect(creature(a, "B1").hp).toBe(95);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Rake"), "B1");
    expect(creature(a, "B1").hp).toBe(95);
    expect(creature(a, "B1").effects).toHaveLength(1);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Rake"), "B1");
    expect(creature(a, "B1").hp).toBe(75);
  });
});

describe("'takes 10 damage if it moves until end of its next turn' (§ Move Actions)", () => {
  it("on its turn, its first shift costs it 10 hit points, once: a second move costs nothing more", () => {
    const a = field([15], ["shift:3,5", "move:3,7", "end"]);
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Grave Call"), "B1");
    expect(creature(a, "B1").hp).toBe(95);
    a.g.state.active = null;
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 7 });
    expect(creature(a, "B1").hp).toBe(85);
    expect(creature(a, "B1").effects).toEqual([]);
  });

  it("a target that stays put takes nothing, and the effect is gone after its turn", () => {
    const a = field([15], ["end"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Grave Call"), "B1");
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(95);
    expect(creature(a, "B1").effects).toEqual([]);
  });

  it("being pushed on another's turn is not moving: no damage, the effect stays", () => {
    const a = field([15, 15], ["3,5", "3,6"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Grave Call"), "B1");
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Heave"), "B1");
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 6 });
    expect(creature(a, "B1").hp).toBe(95);
    expect(creature(a, "B1").effects).toHaveLength(1);
  });
});

describe("'takes 5 damage whenever it moves (save ends)' (§ Move Actions; § Saving Throws)", () => {
  it("a shift and then a move on its turn: 5 damage each time; a failed save keeps it", () => {
    const a = field([15, 3], ["decline", "shift:3,5", "move:3,7", "end"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Snare Shot"), "B1");
    expect(creature(a, "B1").hp).toBe(95);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 7 });
    expect(creature(a, "B1").hp).toBe(85);
    expect(creature(a, "B1").effects).toHaveLength(1);
  });
});

describe("'recharge as replaces turn action' (§ Common Triggered Powers, Replaces Turn Actions)", () => {
  it("with no action taken, the whole turn recharges Grave Call; nothing else is left to do", () => {
    const a = field([], ["recharge:Grave Call", "end"]);
    creature(a, "A1").spent = { "Grave Call": 1 };
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").spent["Grave Call"]).toBe(0);
    expect(a.g.state.log.some((l) => /spends its whole turn to recharge Grave Call/.test(l.text))).toBe(true);
  });
});
