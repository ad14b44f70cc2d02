// Rounds: the champion test, alternating turns, end-of-round scoring and victory.
// ddm-battle-rules-2011.txt § The Battle (Game Overview); § Champion Test; § Scenarios and Variants (Assault)
import { describe, expect, it } from "vitest";
import { championTest, playRound } from "../../runtime/ddm/round.js";
import { checkVictory, scoreVictoryAreas } from "../../runtime/ddm/scoring.js";
import { arena, type Placement } from "./arena.js";

function line(side: "A" | "B", n: number, y: number): Placement[] {
  return Array.from({ length: n }, (_, i) => ({ card: "Cinder Goblin Cutter", side, at: [i * 2, y] as [number, number] }));
}

describe("§ The Battle, step 6: taking turns", () => {
  it("the first player takes one creature-turn, then players alternate two at a time (4 against 6)", () => {
    const placements = [...line("A", 4, 0), ...line("B", 6, 11)];
    // Champion test 15 to 3: player 1 wins and goes first; every creature just ends its turn.
    const a = arena(placements, { dice: [15, 3] });
    a.g.choose = (d) => d.options.findIndex((o) => o.legal && (d.kind !== "action" || o.id === "end") && (d.kind !== "initiative" || o.id === "first"));
    a.g.state.round = 0;
    playRound(a.g);
    const order = a.g.state.log.filter((e) => e.kind === "turn").map((e) => e.data!.creature as string);
    expect(order.map((id) => id[0]).join("")).toBe("ABBAABBABB");
  });
});

describe("§ Champion Test", () => {
  it("the higher roll wins; on a tie the higher champion rating wins", () => {
    const champ = { path: "test/champ.wb", text: `creature "Test Champion" {\n  level 3 cost 10 unaligned factions Wild\n  AC 10 Fort 10 Ref 10 Will 10 speed 6 hp 20 champion 2\n  attack melee basic "Hit": +1 vs AC; 5 damage\n}\n` };
    // Player 2's champion rolls twice and keeps the higher: 12 and 4 → 12, against player 1's 12.
    const a = arena([...line("A", 1, 0), { card: "Test Champion", side: "B", at: [5, 11] }], { dice: [12, 12, 4], extra: [champ] });
    expect(championTest(a.g, "initiative")).toBe(1);
    const b = arena([...line("A", 1, 0), ...line("B", 1, 11)], { dice: [7, 7, 3, 9] });
    expect(championTest(b.g, "initiative")).toBe(1); // tie with equal ratings: re-roll
  });
});

describe("§ Scenarios and Variants (Assault)", () => {
  it("at the end of the round, a player with any creature in one of its victory areas scores 5 VP at 100 points, once", () => {
    // Test Field: victory A on 5,8 to 6,9.
    const a = arena([
      { card: "Cinder Goblin Cutter", side: "A", at: [5, 8] },
      { card: "Cinder Goblin Cutter", side: "A", at: [6, 9] },
      { card: "Cinder Goblin Cutter", side: "B", at: [5, 9] },
    ]);
    scoreVictoryAreas(a.g);
    expect(a.g.state.players.map((p) => p.vp)).toEqual([5, 0]);
  });

  it("the first player to reach the point limit wins; both at once: more VP wins", () => {
    const a = arena(line("A", 1, 0));
    a.g.state.players[0]!.vp = 100;
    expect(checkVictory(a.g)).toBe(true);
    expect(a.g.state.winner).toBe(0);
    const b = arena(line("A", 1, 0));
    b.g.state.players[0]!.vp = 104;
    b.g.state.players[1]!.vp = 109;
    checkVictory(b.g);
    expect(b.g.state.winner).toBe(1);
  });

  it("tied at the target, play goes on and the next player to score wins", () => {
    const a = arena([...line("A", 1, 0), { card: "Cinder Goblin Cutter", side: "B", at: [5, 8] }]);
    a.g.state.players[0]!.vp = 100;
    a.g.state.players[1]!.vp = 100;
    expect(checkVictory(a.g)).toBe(false);
    expect(a.g.state.tiedAtTarget).toBe(true);
    a.g.map.victoryAreas.push({ side: "B", squares: [{ x: 5, y: 8 }], src: a.g.map.src });
    scoreVictoryAreas(a.g);
    expect(a.g.state.winner).toBe(1);
  });
});
