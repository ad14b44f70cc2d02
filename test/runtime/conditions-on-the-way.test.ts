// Conditions that change a move already under way, and Slowed's and Blinded's other limits.
// ddm-battle-rules-2011.txt § Slowed; § Immobilized; § Blinded; § Charge; § Legal Position; spec A-30
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { forcedMove, walk } from "../../runtime/ddm/movement.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { combatAdvantageReasons } from "../../runtime/ddm/combat-advantage.js";
import { speedOf } from "../../runtime/ddm/values.js";
import { arena, creature, logText } from "./arena.js";

// Sentries whose basic melee attack, made as an opportunity attack, leaves a condition.
const sentries = {
  path: "test/sentries.wb",
  text: `creature "Tar Sentry" {
  level 3  cost 10  unaligned  factions Wild  keywords Construct
  AC 14  Fort 14  Ref 10  Will 10  speed 0  hp 40
  attack melee basic "Sticky Slam": +20 vs Ref; 5 damage and Slowed (save ends)
}
creature "Glare Sentry" {
  level 3  cost 10  unaligned  factions Wild  keywords Construct
  AC 14  Fort 14  Ref 10  Will 10  speed 0  hp 40
  attack melee basic "Flash": +20 vs Ref; 5 damage and Blinded (save ends)
}
creature "Snare Sentry" {
  level 3  cost 10  unaligned  factions Wild  keywords Construct
  AC 14  Fort 14  Ref 10  Will 10  speed 0  hp 40
  attack melee basic "Snare": +20 vs Ref; 5 damage and Immobilized (save ends)
}
creature "Daze Sentry" {
  level 3  cost 10  unaligned  factions Wild  keywords Construct
  AC 14  Fort 14  Ref 10  Will 10  speed 0  hp 40
  attack melee basic "Stun Rod": +20 vs Ref; 5 damage and Dazed
}
creature "Fleet Runner" {
  level 1  cost 5  unaligned  factions Wild  keywords Beast
  AC 12  Fort 12  Ref 10  Will 10  speed 6  hp 20
  power "Fleet": +2 speed
  attack melee basic "Nip": +2 vs AC; 5 damage
}
creature "Mud Crawler" {
  level 1  cost 5  unaligned  factions Wild  keywords Beast
  AC 12  Fort 12  Ref 10  Will 10  speed 1  hp 20
  attack melee basic "Nip": +2 vs AC; 5 damage
}
`,
};
const extra = [sentries];

describe("ddm-battle-rules-2011.txt § Slowed", () => {
  it("current speed 2, whatever its speed was; a speed below 2 stands", () => {
    const a = arena(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [0, 0], conditions: ["Slowed"] },
        { card: "Mud Crawler", side: "A", at: [5, 0], conditions: ["Slowed"] },
        { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] },
      ],
      { extra },
    );
    expect(speedOf(a.g, "A1").value).toBe(2);
    expect(speedOf(a.g, "A2").value).toBe(1);
    expect(speedOf(a.g, "B1").value).toBe(6);
  });

  it("the cap comes after bonuses: a creature with +2 speed from its card is still at speed 2 while Slowed (spec A-30)", () => {
    const a = arena(
      [
        { card: "Fleet Runner", side: "A", at: [0, 0] },
        { card: "Fleet Runner", side: "A", at: [2, 0], conditions: ["Slowed"] },
        { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] },
      ],
      { extra },
    );
    expect(speedOf(a.g, "A1").value).toBe(8);
    expect(speedOf(a.g, "A2").value).toBe(2);
  });

  it("a Slowed creature's move reaches 2 squares, not 3", () => {
    const a = arena(
      [{ card: "Cinder Goblin Cutter", side: "A", at: [0, 5], conditions: ["Slowed"] }, { card: "Cinder Goblin Cutter", side: "B", at: [11, 11] }],
      { choices: ["move:2,5", "end"], dice: [5] },
    );
    creatureTurn(a.g, "A1");
    const moves = a.decisions[0]!.options.filter((o) => o.id.startsWith("move:")).map((o) => o.id);
    expect(moves).toContain("move:2,5");
    expect(moves).not.toContain("move:3,5");
    expect(creature(a, "A1").space).toMatchObject({ x: 2, y: 5 });
  });

  it("Slowed by an opportunity attack as its move begins: it goes on for 2 squares of that move, then stops (A-30)", () => {
    // The Tar Sentry at 1,4 is next to the goblin's first square; leaving it provokes. 10 + 20 hits.
    const a = arena(
      [{ card: "Cinder Goblin Cutter", side: "A", at: [0, 5] }, { card: "Tar Sentry", side: "B", at: [1, 4] }],
      { extra, choices: ["move:6,5", "attack", "end"], dice: [10, 5] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(15);
    expect(creature(a, "A1").space).toMatchObject({ x: 2, y: 5 });
  });

  it("Slowed after 3 squares of its move: it stops where it stands (A-30)", () => {
    // The path 1,5 … 6,5 passes the sentry at 4,4: leaving 3,5 (3 squares moved) provokes.
    const a = arena(
      [{ card: "Cinder Goblin Cutter", side: "A", at: [0, 5] }, { card: "Tar Sentry", side: "B", at: [4, 4] }],
      { extra, choices: ["move:6,5", "attack", "end"], dice: [10, 5] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(15);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 5 });
  });
});

describe("ddm-battle-rules-2011.txt § Dazed", () => {
  it("Dazed by an opportunity attack while moving: it finishes the move, and its attack action is gone", () => {
    const a = arena(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [0, 5] },
        { card: "Daze Sentry", side: "B", at: [1, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 6] },
      ],
      { extra, choices: ["move:4,5", "attack", "end"], dice: [10] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 4, y: 5 });
    const after = a.decisions[2]!;
    expect(after.options.filter((o) => o.legal && o.id.startsWith("attack:"))).toEqual([]);
    expect(creature(a, "B2").hp).toBe(20);
  });
});

describe("ddm-battle-rules-2011.txt § Immobilized", () => {
  it("Immobilized by an opportunity attack as its move begins: it does not leave its square", () => {
    const a = arena(
      [{ card: "Cinder Goblin Cutter", side: "A", at: [0, 5] }, { card: "Snare Sentry", side: "B", at: [1, 4] }],
      { extra, choices: ["move:6,5", "attack", "end"], dice: [10, 5] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(15);
    expect(creature(a, "A1").space).toMatchObject({ x: 0, y: 5 });
  });

  it("still subject to forced movement: a push moves an Immobilized creature", () => {
    const a = arena(
      [
        { card: "Hollow Brute", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 3], conditions: ["Immobilized"] },
      ],
      { choices: ["5,3"] },
    );
    forcedMove(a.g, "B1", "push", 1, { creature: "A1", rule: "test", src: null });
    expect(creature(a, "B1").space).toMatchObject({ x: 5, y: 3 });
  });
});

describe("ddm-battle-rules-2011.txt § Blinded", () => {
  it("grants combat advantage, and its melee target has Conceal 11: an 18 that would hit misses on a conceal roll of 10", () => {
    const a = arena(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [3, 3], conditions: ["Blinded"] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { dice: [18, 10] },
    );
    const blade = a.g.ir.creatures.find((c) => c.name === "Cinder Goblin Cutter")!.attacks.find((x) => x.kind === "melee")!;
    expect(combatAdvantageReasons(a.g, "B1", "A1").join()).toContain("Blinded");
    resolveAttack(a.g, "A1", blade, "B1");
    expect(creature(a, "B1").hp).toBe(20);
    expect(logText(a).join("\n")).toMatch(/conceal/i);
  });

  it("cannot flank: a Blinded ally opposite the attacker gives no combat advantage", () => {
    const a = arena([
      { card: "Cinder Goblin Cutter", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "A", at: [3, 5], conditions: ["Blinded"] },
      { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
    ]);
    expect(combatAdvantageReasons(a.g, "A1", "B1")).toEqual([]);
    const b = arena([
      { card: "Cinder Goblin Cutter", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "A", at: [3, 5] },
      { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
    ]);
    expect(combatAdvantageReasons(b.g, "A1", "B1").join()).toMatch(/flank/i);
  });

  it("Blinded on the way by an opportunity attack: the charge stops and makes no attack", () => {
    const a = arena(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [3, 3] },
        { card: "Glare Sentry", side: "B", at: [2, 2] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 9] },
      ],
      { extra, choices: ["charge:B2:3,8", "attack", "end"], dice: [10, 5] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(15);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 3 });
    expect(creature(a, "B2").hp).toBe(20);
    expect(logText(a).join("\n")).toContain("cannot complete the charge");
  });
});

describe("ddm-battle-rules-2011.txt § Legal Position", () => {
  const cause = { creature: null, rule: "moves", src: null };
  const route = [1, 2, 3].map((x) => ({ x, y: 5, size: 1 }));
  const throughAnAlly = (dice: number[]) =>
    arena(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [0, 5] },
        { card: "Cinder Goblin Cutter", side: "A", at: [2, 5] },
        { card: "Snare Sentry", side: "B", at: [3, 4] },
      ],
      { extra, dice, choices: ["attack"] },
    );

  it("Immobilized on an ally's square, which it may pass but not end in: its owner puts it back in the last legal position it occupied", () => {
    // Leaving 2,5 (the ally's square) provokes the sentry at 3,4: 10 + 20 hits, Immobilized.
    const a = throughAnAlly([10]);
    walk(a.g, "A1", route, true, cause);
    expect(creature(a, "A1").hp).toBe(15);
    expect(creature(a, "A1").space).toMatchObject({ x: 1, y: 5 });
    expect(creature(a, "A2").space).toMatchObject({ x: 2, y: 5 });
    expect(logText(a).join("\n")).toContain("Cinder Goblin Cutter (A1) is put back at 1,5: stopped where it may not end");
  });

  it("the same move unhindered (the opportunity attack rolls a natural 1 and misses) ends where it was going", () => {
    const a = throughAnAlly([1]);
    walk(a.g, "A1", route, true, cause);
    expect(creature(a, "A1").hp).toBe(20);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 5 });
  });
});
