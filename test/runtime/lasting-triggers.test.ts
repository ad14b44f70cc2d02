// Triggers inside an effect that lasts until end of round, on damage: "whenever an enemy
// takes ongoing damage" (only the damage an ongoing effect deals at the start of its
// turn), "whenever a creature takes cold damage, it is Immobilized" (the creature damaged).
// ddm-battle-rules-2011.txt § Ongoing Damage (Start of Turn); § Champion Powers; § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { applyDamage } from "../../runtime/ddm/damage.js";
import { startRound } from "../../runtime/ddm/round.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { rulesView } from "../../runtime/ddm/view.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/lasting-triggers.wb",
  text: `creature "Fever Hag" {
  level 6  cost 20  evil  factions Wild  keywords Hag  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Claw": +7 vs AC; 10 damage
  champion power "Feed on Fever": use at start of round: "Feed on Fever" lasts until end of round; whenever enemy takes ongoing damage while "Feed on Fever" lasts: this creature heals 10
}
creature "Rime Lord" {
  level 6  cost 20  evil  factions Wild  keywords Giant  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Maul": +7 vs AC; 10 damage
  champion power "Deep Rime": use at start of round: "Deep Rime" lasts until end of round; whenever creature takes cold damage while "Deep Rime" lasts: target is Immobilized until end of its next turn
}
`,
};
const extra = [cards];
const hit = { creature: null, rule: "test damage", src: null };

describe("'whenever enemy takes ongoing damage' (§ Ongoing Damage, Start of Turn)", () => {
  it("the enemy's ongoing 5 fire at the start of its turn heals the hag 10; plain damage to it does not", () => {
    // B1's save at the end of its turn rolls 15.
    const a = arena(
      [
        { card: "Fever Hag", side: "A", at: [0, 0], hp: 20 },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 6] },
      ],
      { extra, dice: [15], choices: ["use", "end"] },
    );
    a.g.state.lastChampionTest = { winner: 0, loser: 1 };
    startRound(a.g);
    applyDamage(a.g, "B1", [{ amount: 5, type: null }], hit);
    expect(creature(a, "A1").hp).toBe(20);
    creature(a, "B1").effects.push({ id: 99, kind: "ongoing", name: "fire", amount: 5, duration: "save-ends", source: null, rule: "test", src: null });
    creatureTurn(a.g, "B1");
    expect(creature(a, "A1").hp).toBe(30);
  });

  it("declined, the ongoing damage heals nothing", () => {
    const a = arena(
      [
        { card: "Fever Hag", side: "A", at: [0, 0], hp: 20 },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 6] },
      ],
      { extra, dice: [15], choices: ["decline", "end"] },
    );
    a.g.state.lastChampionTest = { winner: 0, loser: 1 };
    startRound(a.g);
    creature(a, "B1").effects.push({ id: 99, kind: "ongoing", name: "fire", amount: 5, duration: "save-ends", source: null, rule: "test", src: null });
    creatureTurn(a.g, "B1");
    expect(creature(a, "A1").hp).toBe(20);
  });
});

describe("'whenever creature takes cold damage …: target is Immobilized' (§ Conditions)", () => {
  it("the creature that takes the cold damage is Immobilized; fire damage leaves another free", () => {
    const a = arena(
      [
        { card: "Rime Lord", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 6] },
        { card: "Cinder Goblin Cutter", side: "B", at: [8, 8] },
      ],
      { extra, choices: ["use"] },
    );
    a.g.state.lastChampionTest = { winner: 0, loser: 1 };
    startRound(a.g);
    applyDamage(a.g, "B1", [{ amount: 5, type: "cold" }], hit);
    applyDamage(a.g, "B2", [{ amount: 5, type: "fire" }], hit);
    expect(rulesView(a.g).hasCondition("B1", "Immobilized")).toBe(true);
    expect(rulesView(a.g).hasCondition("B2", "Immobilized")).toBe(false);
  });
});
