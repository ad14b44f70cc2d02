// Victory points paid by powers: spent by the power's player, who may use the power only
// while it has them, or scored by its opponent.
// ddm-battle-rules-2011.txt § Scenarios and Variants (Assault: Scoring Victory Points); § Activated Powers
import { describe, expect, it } from "vitest";
import { actionOptions, creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, type Arena } from "./arena.js";

const cards = {
  path: "test/vp-costs.wb",
  text: `creature "Greedy Alchemist" {
  level 4  cost 15  unaligned  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Pestle": +6 vs AC; 5 damage
  power "Tonic": minor action, while you have 5 or more VP: you spend 5 VP and this creature heals 20
  power "Bargain": minor action, once per turn: your opponent scores 10 VP and this creature heals 10
}
`,
};

function field(vp: number, choices: string[] = []): Arena {
  const a = arena(
    [
      { card: "Greedy Alchemist", side: "A", at: [3, 3], hp: 10 },
      { card: "Cinder Goblin Cutter", side: "B", at: [3, 8] },
    ],
    { extra: [cards], choices },
  );
  a.g.state.players[0]!.vp = vp;
  return a;
}

describe("'you spend 5 VP', usable 'while you have 5 or more VP'", () => {
  it("with 3 VP the power is not offered as legal; with 8 VP it costs 5 VP and heals 20", () => {
    const poor = field(3);
    poor.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    expect(actionOptions(poor.g, "A1").find((o) => o.id === "power:Tonic")?.legal).toBe(false);
    const rich = field(8, ["power:Tonic", "end"]);
    creatureTurn(rich.g, "A1");
    expect(rich.g.state.players[0]!.vp).toBe(3);
    expect(creature(rich, "A1").hp).toBe(30);
  });
});

describe("'your opponent scores 10 VP'", () => {
  it("the other player scores; the power's player does not", () => {
    const a = field(0, ["power:Bargain", "end"]);
    creatureTurn(a.g, "A1");
    expect(a.g.state.players[1]!.vp).toBe(10);
    expect(a.g.state.players[0]!.vp).toBe(0);
    expect(creature(a, "A1").hp).toBe(20);
  });
});
