// Scorings a champion power sets up for the end of the round: the player whose warband
// destroys the most enemies (or the highest-level one) this round scores; on a tie no one
// does. Or both players' awards for occupying victory areas count double this round. The
// power is used at the start of the round; creatures are destroyed by damage.
// ddm-battle-rules-2011.txt § Champion Powers; § The Battle (Game Overview), step 7; § Hit Points (Destroyed);
// § Scenarios and Variants (Assault: Scoring Victory Points)
import { describe, expect, it } from "vitest";
import { applyDamage } from "../../runtime/ddm/damage.js";
import { endRound, startRound } from "../../runtime/ddm/round.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/round-contest-creatures.wb",
  text: `creature "Blood Bookmaker" {
  level 6  cost 20  evil  factions Wild  keywords Orc  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Axe": +7 vs AC; 10 damage
  champion power "Blood Wager": use at start of round: at end of round the player whose warband destroys the most enemies this round scores 10 VP
  champion power "Trophy Wager": use at start of round: at end of round the player whose warband destroys the highest level enemy this round scores 15 VP
}
creature "Banner Herald" {
  level 6  cost 20  good  factions Civilization  keywords Human  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Spear": +7 vs AC; 10 damage
  champion power "High Stakes": use at start of round: players score double VP for occupying victory areas this round
}
`,
};
const extra = [cards];
const kill = (a: ReturnType<typeof arena>, id: string) => applyDamage(a.g, id, [{ amount: 100, type: null }], { creature: null, rule: "test damage", src: null });

describe("§ Champion Powers: scorings at the end of the round", () => {
  it("the player whose warband destroys more enemies this round scores; destroyed creatures still score their cost as usual", () => {
    const a = arena(
      [
        { card: "Blood Bookmaker", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [2, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] },
        { card: "Cinder Goblin Cutter", side: "B", at: [2, 11] },
      ],
      { extra, choices: ["use", "decline"] },
    );
    startRound(a.g);
    kill(a, "B1");
    kill(a, "B2");
    kill(a, "A2");
    const before = a.g.state.players.map((p) => p.vp);
    endRound(a.g);
    // A destroyed two, B one: A scores the wager's 10 VP.
    expect(a.g.state.players.map((p) => p.vp)).toEqual([before[0]! + 10, before[1]!]);
  });

  it("on a tie no one scores; the highest-level wager goes to the warband that destroyed the higher-level enemy", () => {
    const tie = arena(
      [
        { card: "Blood Bookmaker", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [2, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] },
      ],
      { extra, choices: ["use", "decline"] },
    );
    startRound(tie.g);
    kill(tie, "A2");
    kill(tie, "B1");
    const before = tie.g.state.players.map((p) => p.vp);
    endRound(tie.g);
    expect(tie.g.state.players.map((p) => p.vp)).toEqual(before);

    const level = arena(
      [
        { card: "Blood Bookmaker", side: "A", at: [0, 0] },
        { card: "Blood Bookmaker", side: "B", at: [0, 11] },
        { card: "Cinder Goblin Cutter", side: "B", at: [2, 11] },
      ],
      { extra, choices: ["decline", "use", "decline", "decline"] },
    );
    startRound(level.g);
    kill(level, "B2");
    kill(level, "A1");
    const was = level.g.state.players.map((p) => p.vp);
    endRound(level.g);
    // B destroyed a level 6 creature, A a level 2 one: B scores 15.
    expect(level.g.state.players.map((p) => p.vp)).toEqual([was[0]!, was[1]! + 15]);
    expect(creature(level, "A1").status).toBe("destroyed");
  });

  it("'players score double VP for occupying victory areas this round': both players' awards count twice that round, not the next", () => {
    const scored = (choice: string) => {
      const a = arena(
        [
          { card: "Banner Herald", side: "A", at: [0, 0] },
          { card: "Cinder Goblin Cutter", side: "A", at: [5, 8] },
          { card: "Cinder Goblin Cutter", side: "B", at: [5, 2] },
        ],
        // Offered again at the next round's start: declined then.
        { extra, choices: [choice, "decline"] },
      );
      startRound(a.g);
      const before = a.g.state.players.map((p) => p.vp);
      endRound(a.g);
      const first = a.g.state.players.map((p, i) => p.vp - before[i]!);
      startRound(a.g);
      const mid = a.g.state.players.map((p) => p.vp);
      endRound(a.g);
      return { first, next: a.g.state.players.map((p, i) => p.vp - mid[i]!) };
    };
    const plain = scored("decline");
    expect(plain.first[0]).toBeGreaterThan(0);
    expect(plain.first[1]).toBeGreaterThan(0);
    const doubled = scored("use");
    expect(doubled.first).toEqual(plain.first.map((vp) => 2 * vp));
    expect(doubled.next).toEqual(plain.next);
  });
});
