// Powers at the start of a player-turn: "use at start of opponent's turn: you choose the
// first creature that opponent takes a turn with" gives the power's player the choice of
// the opponent's first creature in that player-turn; "use at start of your turn" fires in
// each of its own player-turns. Initiative and choices are scripted.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 6 (Take turns); § Champion Powers
import { describe, expect, it } from "vitest";
import type { Decision } from "../../runtime/kernel/decisions.js";
import { playRound } from "../../runtime/ddm/round.js";
import { speedOf } from "../../runtime/ddm/values.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/player-turn-creatures.wb",
  text: `creature "Seer of Moves" {
  level 4  cost 12  good  factions Civilization  keywords Human  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Staff": +5 vs AC; 5 damage
  champion power "Foresight": use at start of opponent's turn: you choose the first creature that opponent takes a turn with
}
creature "Drill Sergeant" {
  level 4  cost 12  good  factions Civilization  keywords Human  champion 2
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Club": +5 vs AC; 5 damage
  champion power "Fall In": use at start of your turn: this creature heals 5
}
creature "Watch Captain" {
  level 4  cost 12  good  factions Civilization  keywords Human  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Club": +5 vs AC; 5 damage
  champion power "Quick March": use at start of your turn: allies get +2 speed until start of your next turn
}
`,
};
const extra = [cards];

describe("§ The Battle, step 6: powers at the start of a player-turn", () => {
  it("'you choose the first creature that opponent takes a turn with': the power's player picks the opponent's first creature", () => {
    // Initiative: A (rating 1 against 0) rolls 15 and 2, B rolls 3: A wins and goes first.
    const a = arena(
      [
        { card: "Seer of Moves", side: "A", at: [8, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] },
        { card: "Cinder Goblin Cutter", side: "B", at: [2, 11] },
      ],
      { extra, dice: [15, 2, 3] },
    );
    a.g.state.round = 0;
    const activations: [number, string][] = [];
    a.g.choose = (d: Decision) => {
      if (d.kind === "activate") {
        // Side B would take B1 first; the seer's player picks B2.
        const pick = d.options.findIndex((o) => o.legal && o.id === (d.player === 0 && d.options.some((x) => x.id === "B2") ? "B2" : d.options.find((x) => x.legal)!.id));
        activations.push([d.player, d.options[pick]!.id]);
        return pick;
      }
      return d.options.findIndex((o) => o.legal && (d.kind !== "action" || o.id === "end") && (d.kind !== "initiative" || o.id === "first") && (d.kind !== "use-power" || o.id === "use"));
    };
    playRound(a.g);
    // A's one creature and B's last one are the only choices left: no question is asked for them.
    expect(activations).toEqual([[0, "B2"]]);
    expect(a.g.state.log.filter((e) => e.kind === "turn").map((e) => e.data!.creature)).toEqual(["A1", "B2", "B1"]);
    expect(creature(a, "A1").championUsed).toBe(1);
  });

  it("'use at start of your turn' is offered in each of its player's player-turns, not the opponent's", () => {
    // A goes first; with two creatures each, A's turns come as A, then A again after B's two.
    const a = arena(
      [
        { card: "Drill Sergeant", side: "A", at: [8, 0], hp: 10 },
        { card: "Cinder Goblin Cutter", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] },
        { card: "Cinder Goblin Cutter", side: "B", at: [2, 11] },
      ],
      { extra, dice: [15, 2, 3] },
    );
    a.g.state.round = 0;
    a.g.choose = (d: Decision) => d.options.findIndex((o) => o.legal && (d.kind !== "action" || o.id === "end") && (d.kind !== "initiative" || o.id === "first") && (d.kind !== "use-power" || o.id === "use"));
    playRound(a.g);
    // Two uses, one in each of A's player-turns: 10 + 5 + 5.
    expect(creature(a, "A1").hp).toBe(20);
    expect(creature(a, "A1").championUsed).toBe(2);
  });
});

describe("§ Rounds and Turns: 'until start of your next turn' is a player's turn", () => {
  it("the allies' +2 speed lasts through the opponent's player-turn and ends as its player's next player-turn begins", () => {
    // A goes first: A's first player-turn (one creature), B's (two), then A's second (its other creature).
    const a = arena(
      [
        { card: "Watch Captain", side: "A", at: [8, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] },
        { card: "Cinder Goblin Cutter", side: "B", at: [2, 11] },
      ],
      { extra, dice: [15, 2, 3] },
    );
    a.g.state.round = 0;
    const base = speedOf(a.g, "A2").value;
    const seen: [string, number][] = [];
    a.g.choose = (d: Decision) => {
      if (d.kind === "action" && a.g.state.active) seen.push([a.g.state.active.creature, speedOf(a.g, "A2").value]);
      return d.options.findIndex((o) => o.legal && (d.kind !== "action" || o.id === "end") && (d.kind !== "initiative" || o.id === "first") && (d.kind !== "use-power" || o.id === "use"));
    };
    playRound(a.g);
    // One use (champion rating 1): +2 during A's first turn and B's two; gone in A's second player-turn.
    expect(creature(a, "A1").championUsed).toBe(1);
    const turns = a.g.state.log.filter((e) => e.kind === "turn").map((e) => e.data!.creature as string);
    expect(turns.slice(1, 3).every((t) => t.startsWith("B"))).toBe(true);
    const speedIn = (id: string) => seen.find(([c]) => c === id)![1];
    expect([speedIn(turns[0]!), speedIn("B1"), speedIn("B2"), speedIn(turns[3]!)]).toEqual([base + 2, base + 2, base + 2, base]);
  });
});
