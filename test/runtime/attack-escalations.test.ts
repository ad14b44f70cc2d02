// Conditions that grow worse on a target that already has one ("Slowed (save ends); if
// the target is already Slowed, it is Immobilized (save ends) instead"), and the
// 'destroyed' effect.
// ddm-battle-rules-2011.txt § Conditions (Duration); § Applying Damage (Additional Effects); § Hit Points (Destroyed)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { libraryWith } from "../library.js";
import { arena, type Arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-escalations.wb",
  text: `creature "Gorgon Whelp" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Stony Gaze": +8 vs Fort; 5 damage and Slowed (save ends) or Immobilized (save ends) instead if already Slowed or Stunned instead if already Immobilized
}
creature "Marsh Lurker" {
  level 3  cost 10  unaligned  factions Wild  keywords Beast
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Claw": +5 vs AC; 5 damage
}
`,
};

const gaze = (a: Arena) => cardOf(a.g, creature(a, "A1").card).attacks[0]!;
const effects = (a: Arena) => creature(a, "B1").effects.map((e) => `${e.name} ${e.duration}`);

function duel(conditions: string[] = []): Arena {
  return arena(
    [
      { card: "Gorgon Whelp", side: "A", at: [3, 3] },
      { card: "Marsh Lurker", side: "B", at: [3, 4], conditions },
    ],
    { extra: [cards], dice: [15] },
  );
}

describe("escalating conditions (ddm-battle-rules-2011.txt § Conditions, Duration)", () => {
  it("compiles the steps into one effect", () => {
    const ir = libraryWith(cards);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(ir.ir.creatures.find((c) => c.name === "Gorgon Whelp")!.attacks[0]!.hit[1]).toMatchObject({
      op: "escalating-condition",
      args: { condition: "Slowed", then: "Immobilized", already: "Slowed", third: "Stunned", thirdIf: "Immobilized" },
      duration: { kind: "save-ends" },
    });
  });

  it("a target with none of the conditions gains the first, with its duration", () => {
    const a = duel();
    resolveAttack(a.g, "A1", gaze(a), "B1");
    expect(creature(a, "B1").hp).toBe(35);
    expect(effects(a)).toEqual(["Slowed save-ends"]);
  });

  it("a Slowed target is Immobilized (save ends) instead", () => {
    const a = duel(["Slowed"]);
    resolveAttack(a.g, "A1", gaze(a), "B1");
    expect(effects(a).slice(1)).toEqual(["Immobilized save-ends"]);
  });

  it("an Immobilized target is Stunned instead, until the end of its next turn when the step says no duration", () => {
    const a = duel(["Immobilized"]);
    resolveAttack(a.g, "A1", gaze(a), "B1");
    expect(effects(a).slice(1)).toEqual(["Stunned end-of-next-turn"]);
  });
});

const slayer: SourceFile = {
  path: "test/attack-destroyed.wb",
  text: `creature "Doom Archer" {
  level 8  cost 30  evil  factions Underdark  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack ranged 10 basic "Bow": +8 vs AC; 10 damage
  attack ranged sight against bloodied targets only "Slaying Arrow": +8 vs Fort; target is destroyed
  attack melee "Last Gamble": +8 vs AC; 10 damage; miss: this creature is destroyed
}
`,
};

function shot(dice: number[], hp: number, at: [number, number] = [3, 5]): Arena {
  return arena(
    [
      { card: "Doom Archer", side: "A", at: [3, 3] },
      { card: "Marsh Lurker", side: "B", at, hp },
    ],
    { extra: [cards, slayer], dice },
  );
}

describe("'destroyed' as an effect (ddm-battle-rules-2011.txt § Hit Points, Destroyed)", () => {
  it("a hit destroys the target whatever its hit points, and its opponent scores its cost", () => {
    const a = shot([15], 20);
    const before = a.g.state.players[0]!.vp;
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Slaying Arrow"), "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(a.g.state.players[0]!.vp).toBe(before + 10);
  });

  it("a miss does nothing to the target; 'miss: this creature is destroyed' destroys the attacker", () => {
    const a = shot([2], 20);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Slaying Arrow"), "B1");
    expect(creature(a, "B1").status).toBe("in-play");
    const b = shot([2], 20, [3, 4]);
    resolveAttack(b.g, "A1", attackOf(b, "A1", "Last Gamble"), "B1");
    expect(creature(b, "A1").status).toBe("destroyed");
    expect(creature(b, "B1").hp).toBe(20);
  });
});
