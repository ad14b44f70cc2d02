// Powers that trigger at the start and the end of a round: offered to their
// controllers, the last champion test's winner (start) or loser (end) first, each
// phase one creature-turn for per-turn limits.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), steps 4 and 7; § Champion Powers
import { describe, expect, it } from "vitest";
import { endRound, startRound } from "../../runtime/ddm/round.js";
import { mayUsePower, powersOf } from "../../runtime/ddm/powers.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { attackBonusOf } from "../../runtime/ddm/values.js";
import { arena, creature, logText } from "./arena.js";

const roundCreatures = {
  path: "test/round-creatures.wb",
  text: `creature "Dawn Herald" {
  level 6  cost 20  good  factions Civilization  keywords Human  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Mace": +7 vs AC; 10 damage
  champion power "Morning Hymn": use at start of round: adjacent allies heal 10
  champion power "Evening Hymn": use at end of round: this creature heals 5
}
creature "Dusk Caller" {
  level 6  cost 20  evil  factions Wild  keywords Undead  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Claw": +7 vs AC; 10 damage
  champion power "Grave Chill": use at start of round: adjacent enemies take 5 cold damage
}
creature "Warlord of Two Banners" {
  level 8  cost 30  evil  factions Wild  keywords Orc  champion 1
  AC 18  Fort 16  Ref 16  Will 16  speed 6  hp 50
  attack melee basic "Axe": +9 vs AC; 10 damage
  champion power "Two Banners": use at start of round: Goblin or Undead allies get +2 attack until end of round
}
creature "Watch Bell" {
  level 2  cost 5  good  factions Civilization  keywords Construct
  AC 12  Fort 12  Ref 12  Will 12  speed 0  hp 20
  attack melee basic "Clang": +3 vs AC; 5 damage
  power "Toll": at start of each round: adjacent enemies take 5 thunder damage
}
`,
};
const extra = [roundCreatures];

describe("§ The Battle, step 4: start of round", () => {
  it("a champion power 'use at start of round' is offered at the start of the round and resolves", () => {
    const a = arena(
      [
        { card: "Dawn Herald", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 3], hp: 5 },
      ],
      { extra, choices: ["use"] },
    );
    const round = a.g.state.round;
    startRound(a.g);
    expect(a.g.state.round).toBe(round + 1);
    expect(a.decisions[0]!.prompt).toContain("Morning Hymn");
    expect(creature(a, a.id("Cinder Goblin Cutter")).hp).toBe(15);
    expect(creature(a, "A1").championUsed).toBe(1);
  });

  it("declining leaves the champion use unspent; an automatic 'at start of each round' power always fires", () => {
    const a = arena(
      [
        { card: "Dawn Herald", side: "A", at: [3, 3] },
        { card: "Watch Bell", side: "A", at: [6, 6] },
        { card: "Dusk Caller", side: "B", at: [6, 7] },
      ],
      { extra, choices: ["decline", "decline"] },
    );
    startRound(a.g);
    expect(creature(a, "A1").championUsed ?? 0).toBe(0);
    expect(creature(a, a.id("Dusk Caller")).hp).toBe(35);
  });

  it("the last champion test's winner declares first: side B's power resolves before side A's", () => {
    const a = arena(
      [
        { card: "Dawn Herald", side: "A", at: [3, 3] },
        { card: "Dusk Caller", side: "B", at: [3, 4] },
      ],
      { extra, choices: ["use", "use"] },
    );
    a.g.state.lastChampionTest = { winner: 1, loser: 0 };
    startRound(a.g);
    expect(a.decisions.map((d) => d.prompt.match(/Use (.+?) of/)![1])).toEqual(["Grave Chill", "Morning Hymn"]);
    expect(creature(a, "A1").hp).toBe(35);
  });

  it("the start of round is one creature-turn: a champion power used then is usable again in the creature's own turn", () => {
    const a = arena([{ card: "Dawn Herald", side: "A", at: [3, 3] }, { card: "Cinder Goblin Cutter", side: "A", at: [4, 3], hp: 5 }], { extra, choices: ["use"] });
    startRound(a.g);
    const hymn = powersOf(a.g, "A1").find((p) => p.name === "Morning Hymn")!;
    const trigger = hymn.clauses.find((c) => c.kind === "trigger")!;
    // Still in the start of round: once per turn forbids a second use.
    expect(mayUsePower(a.g, "A1", hymn, trigger as never).allowed).toBe(false);
    a.g.state.phase = "turns";
    a.g.state.turn = 1;
    expect(mayUsePower(a.g, "A1", hymn, trigger as never).allowed).toBe(true);
  });
});

describe("§ The Battle, step 7: end of round", () => {
  it("an end-of-round champion power resolves before victory areas score", () => {
    const a = arena([{ card: "Dawn Herald", side: "A", at: [3, 3], hp: 20 }], { extra, choices: ["use"] });
    a.g.state.round = 1;
    endRound(a.g);
    expect(creature(a, "A1").hp).toBe(25);
    expect(logText(a).some((t) => t.includes("Evening Hymn"))).toBe(true);
  });
});

describe("§ Bonuses and Penalties: a start-of-round bonus until end of round", () => {
  it("'Goblin or Undead allies get +2 attack until end of round' reaches allies with either keyword, not others, and ends with the round", () => {
    const a = arena(
      [
        { card: "Warlord of Two Banners", side: "B", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 3] },
        { card: "Dusk Caller", side: "B", at: [5, 3] },
        { card: "Dawn Herald", side: "A", at: [8, 8] },
      ],
      { extra, choices: ["decline", "use", "decline", "decline"] },
    );
    const goblin = a.id("Cinder Goblin Cutter", "B");
    const bonus = (id: string) => attackBonusOf(a.g, id, cardOf(a.g, creature(a, id).card).attacks[0]!).value;
    const before = [bonus(goblin), bonus("B3"), bonus("B1")];
    startRound(a.g);
    expect([bonus(goblin), bonus("B3"), bonus("B1")]).toEqual([before[0]! + 2, before[1]! + 2, before[2]!]);
    endRound(a.g);
    expect([bonus(goblin), bonus("B3"), bonus("B1")]).toEqual(before);
  });
});
