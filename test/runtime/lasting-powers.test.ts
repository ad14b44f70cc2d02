// Powers that last a while: one use starts it ('"Choking Fog" lasts until end of
// round'); its triggers gated 'while "Choking Fog" lasts' act until then as that use's
// effects (no further champion use), and stop when the round ends; one limited to once a
// round acts once in it.
// ddm-battle-rules-2011.txt § Champion Powers; § Conditions (Duration); § End of Turn Phase
import { describe, expect, it } from "vitest";
import { endRound, startRound } from "../../runtime/ddm/round.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { destroy } from "../../runtime/ddm/damage.js";
import { arena, arenaContent, creature } from "./arena.js";

const cards = {
  path: "test/lasting-creatures.wb",
  text: `creature "Fog Witch" {
  level 6  cost 20  evil  factions Wild  keywords Hag  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Claw": +7 vs AC; 10 damage
  champion power "Choking Fog": use at start of round: "Choking Fog" lasts until end of round; whenever enemy ends its turn within 5 squares while "Choking Fog" lasts: that enemy takes 10 poison damage
}
creature "Trophy Taker" {
  level 6  cost 20  evil  factions Wild  keywords Orc  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Axe": +7 vs AC; 10 damage
  champion power "Blood Tally": use at start of round: "Blood Tally" lasts until end of round; whenever enemy is destroyed while "Blood Tally" lasts: you score 5 VP
}
creature "Tithe Keeper" {
  level 6  cost 20  evil  factions Wild  keywords Orc  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Axe": +7 vs AC; 10 damage
  champion power "Single Tithe": use at start of round: "Single Tithe" lasts until end of round; whenever enemy is destroyed while "Single Tithe" lasts, once per round: you score 5 VP
}
`,
};
const extra = [cards];

describe("§ Champion Powers: an effect that lasts until end of round", () => {
  it("used at the start of round, an enemy ending its turn within 5 squares takes 10 poison damage, one farther away none; one champion use", () => {
    const a = arena(
      [
        { card: "Fog Witch", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 0], hp: 20 },
        { card: "Cinder Goblin Cutter", side: "B", at: [9, 9], hp: 20 },
      ],
      { extra, choices: ["use", "end", "end"] },
    );
    startRound(a.g);
    creatureTurn(a.g, "B1");
    creatureTurn(a.g, "B2");
    expect(creature(a, "B1").hp).toBe(10);
    expect(creature(a, "B2").hp).toBe(20);
    expect(creature(a, "A1").championUsed).toBe(1);
  });

  it("declined, nothing lasts; once the round ends, the fog is gone", () => {
    const declined = arena([{ card: "Fog Witch", side: "A", at: [0, 0] }, { card: "Cinder Goblin Cutter", side: "B", at: [3, 0], hp: 20 }], { extra, choices: ["decline", "end"] });
    startRound(declined.g);
    creatureTurn(declined.g, "B1");
    expect(creature(declined, "B1").hp).toBe(20);
    const ended = arena([{ card: "Fog Witch", side: "A", at: [0, 0] }, { card: "Cinder Goblin Cutter", side: "B", at: [3, 0], hp: 20 }], { extra, choices: ["use", "end"] });
    startRound(ended.g);
    endRound(ended.g);
    creatureTurn(ended.g, "B1");
    expect(creature(ended, "B1").hp).toBe(20);
  });

  it("'whenever enemy is destroyed while \"Blood Tally\" lasts: you score 5 VP' scores 5 more for each enemy destroyed that round", () => {
    const gained = (choice: string) => {
      const a = arena([{ card: "Trophy Taker", side: "A", at: [0, 0] }, { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] }, { card: "Cinder Goblin Cutter", side: "B", at: [7, 7] }], { extra, choices: [choice] });
      startRound(a.g);
      const before = a.g.state.players[0]!.vp;
      destroy(a.g, "B1", { creature: null, rule: "test", src: null });
      destroy(a.g, "B2", { creature: null, rule: "test", src: null });
      return a.g.state.players[0]!.vp - before;
    };
    // Each destroyed enemy scores its cost (9) either way (§ Scenarios and Variants, Scoring Victory Points); the power adds 5 each.
    expect(gained("decline")).toBe(18);
    expect(gained("use")).toBe(28);
  });
});

describe("§ Champion Powers: a lasting trigger the card limits to once a round", () => {
  it("'…, once per round: you score 5 VP' (the cards' 'max. 1 per round'): two enemies destroyed score the power's 5 once, not twice", () => {
    const a = arena(
      [
        { card: "Tithe Keeper", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [7, 7] },
      ],
      { extra, choices: ["use"] },
    );
    const by = { creature: null, rule: "test", src: null };
    startRound(a.g);
    const before = a.g.state.players[0]!.vp;
    destroy(a.g, "B1", by);
    destroy(a.g, "B2", by);
    // Each destroyed enemy scores its cost (9); the power adds 5 once.
    expect(a.g.state.players[0]!.vp - before).toBe(9 + 9 + 5);
  });
});

describe("§ Champion Powers: naming the power that lasts", () => {
  it("a power lasts by its own name: another name is an error at its line and column", () => {
    const result = arenaContent({ path: "test/bad-lasting.wb", text: cards.text.replace('"Blood Tally" lasts until', '"Choking Fog" lasts until') });
    const bad = result.diagnostics.filter((d) => d.severity === "error" && d.file === "test/bad-lasting.wb");
    expect(bad.map((d) => [d.code, d.range.start.line])).toEqual([["WB336", 11]]);
  });
});
