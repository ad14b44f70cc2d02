// Powers that change the creature's turns: "Replaces turn: This creature takes 3 consecutive
// turns following this one" (more whole turns at once), and "Minor action, usable after a
// charge" (card text letting one minor action follow the charge).
// ddm-battle-rules-2011.txt § Rounds and Turns; § Taking a Turn; § Charge (One Free Action);
// § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, logText } from "./arena.js";

const cards = {
  path: "test/turn-powers.wb",
  text: `creature "Hourglass Sage" {
  level 8  cost 30  good  factions Civilization  keywords Human, Arcane
  AC 17  Fort 16  Ref 16  Will 18  speed 6  hp 50
  attack melee basic "Staff": +9 vs AC; 10 damage
  power "Still the Sands" uses 1: replaces turn: this creature takes 2 turns following this one
}
creature "Hawk Brawler" {
  level 8  cost 30  unaligned  factions Civilization  keywords Human
  AC 17  Fort 16  Ref 16  Will 16  speed 6  hp 50
  attack melee basic "Fist": +9 vs AC; 10 damage
  power "Follow Through": minor action, once per round, while it charged this turn: this creature makes "Fist" attack
  power "Deep Breath": minor action: this creature heals 5
}
creature "Straw Dummy" {
  level 1  cost 5  unaligned  factions Civilization  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 0  hp 100
  attack melee basic "Nothing": +0 vs AC; 0 damage
}
`,
};

describe("'takes 2 turns following this one' (§ Rounds and Turns; warband's own reading)", () => {
  it("the turn it is used is spent; two whole turns follow at once, an attack in each: three turns started", () => {
    const a = arena(
      [
        { card: "Hourglass Sage", side: "A", at: [3, 3] },
        { card: "Straw Dummy", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [15, 15], choices: ["power:Still the Sands", "end", "attack:Staff:B1", "end", "attack:Staff:B1", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").turns).toBe(3);
    expect(creature(a, "B1").hp).toBe(80);
    expect(logText(a).filter((l) => l.includes("starts its turn"))).toHaveLength(3);
    expect(creature(a, "A1").followingTurns ?? 0).toBe(0);
  });
});

describe("'minor action, while it charged this turn' (§ Charge, One Free Action, broken by card text)", () => {
  const field = (choices: string[], dice: number[]) =>
    arena(
      [
        { card: "Hawk Brawler", side: "A", at: [3, 2] },
        { card: "Straw Dummy", side: "B", at: [3, 7] },
      ],
      { extra: [cards], dice, choices },
    );

  it("after a charge it makes the Fist attack as its minor action; another minor action stays barred", () => {
    const a = field(["charge:B1:3,6", "power:Follow Through", "Fist:B1", "end"], [15, 15]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(80);
    const last = a.decisions.filter((d) => d.kind === "action").at(-1)!;
    expect(last.options.find((o) => o.id === "power:Deep Breath")!.legal).toBe(false);
    expect(last.options.find((o) => o.id === "power:Follow Through")!.legal).toBe(false);
  });

  it("without a charge this turn it cannot be used", () => {
    const a = field(["end"], []);
    creatureTurn(a.g, "A1");
    expect(a.decisions[0]!.options.find((o) => o.id === "power:Follow Through")!.legal).toBe(false);
  });
});
