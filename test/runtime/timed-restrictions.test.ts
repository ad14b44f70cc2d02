// Actions forbidden for a while by an attack's hit: "the target cannot attack (save
// ends)", "the target cannot heal until end of battle". Restrictive card text (tier 4)
// that lasts as long as its duration.
// ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Conditions (Duration); § Saving Throws; § Hit Points (Healing)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { heal } from "../../runtime/ddm/damage.js";
import { endOfTurnEffects } from "../../runtime/ddm/effects.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { endRound, startRound } from "../../runtime/ddm/round.js";
import { type Arena, arena, attackOf, creature, logText } from "./arena.js";
import { trainingPost } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/timed-restrictions.wb",
  text: `creature "Hex Weaver" {
  level 6  cost 20  unaligned  factions Wild  keywords Human
  AC 16  Fort 14  Ref 13  Will 15  speed 6  hp 60
  attack melee basic "Calming Touch": +8 vs Will; the target cannot attack (save ends)
  attack melee "Festering Bite": +8 vs AC; 10 damage and the target cannot heal until end of battle
}
`,
};

const duel = (dice: number[]) =>
  arena(
    [
      { card: "Hex Weaver", side: "A", at: [3, 3] },
      { card: "Training Post", side: "B", at: [3, 4] },
    ],
    { extra: [cards, trainingPost], dice },
  );
const club = (a: Arena) => cardOf(a.g, creature(a, "B1").card).attacks[0]!;

describe("'the target cannot attack (save ends)' (ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Saving Throws)", () => {
  it("forbids its attacks at tier 4 until a save succeeds; a failed save keeps it", () => {
    const a = duel([15, 4, 12]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Calming Touch"), "B1");
    const refused = mayAct(a.g, "B1", "attack", { attack: club(a) });
    expect(refused.allowed).toBe(false);
    expect(refused.verdicts.find((v) => v.status === "decides")).toMatchObject({ tier: 4, rule: "Calming Touch" });
    endOfTurnEffects(a.g, "B1");
    expect(mayAct(a.g, "B1", "attack", { attack: club(a) }).allowed).toBe(false);
    endOfTurnEffects(a.g, "B1");
    expect(mayAct(a.g, "B1", "attack", { attack: club(a) }).allowed).toBe(true);
  });
});

describe("'the target cannot heal until end of battle' (ddm-battle-rules-2011.txt § Hit Points, Healing)", () => {
  it("healing does nothing to it; a creature not hit heals as usual", () => {
    const a = duel([15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Festering Bite"), "B1");
    expect(creature(a, "B1").hp).toBe(90);
    heal(a.g, "B1", 10, { creature: "B1", rule: "test", src: null });
    expect(creature(a, "B1").hp).toBe(90);
    expect(logText(a).some((t) => t.startsWith("Training Post (B1) does not heal"))).toBe(true);
    creature(a, "A1").hp = 40;
    heal(a.g, "A1", 10, { creature: "A1", rule: "test", src: null });
    expect(creature(a, "A1").hp).toBe(50);
  });
});

describe("'use at start of round: enemies cannot shift until end of round' (ddm-battle-rules-2011.txt § Champion Powers; § Core Rules and Exceptions)", () => {
  const chief: SourceFile = {
    path: "test/timed-restrictions-chief.wb",
    text: `creature "Snare Chief" {
  level 6  cost 20  unaligned  factions Wild  keywords Human  champion 1
  AC 16  Fort 14  Ref 13  Will 15  speed 6  hp 60
  attack melee basic "Club": +8 vs AC; 10 damage
  champion power "Tangle Order": use at start of round: enemies cannot shift until end of round
}
`,
  };
  it("each enemy is refused a shift at tier 4 for the round; the chief's own side may shift; the next round frees them", () => {
    const a = arena(
      [
        { card: "Snare Chief", side: "A", at: [3, 3] },
        { card: "Training Post", side: "B", at: [6, 6] },
      ],
      { extra: [cards, chief, trainingPost], dice: [10, 10, 10, 10], choices: ["use"] },
    );
    startRound(a.g);
    const refused = mayAct(a.g, "B1", "shift");
    expect(refused.allowed).toBe(false);
    expect(refused.verdicts.find((v) => v.status === "decides")).toMatchObject({ tier: 4, rule: "Tangle Order" });
    expect(mayAct(a.g, "A1", "shift").allowed).toBe(true);
    endRound(a.g);
    expect(mayAct(a.g, "B1", "shift").allowed).toBe(true);
  });
});
