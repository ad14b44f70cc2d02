// A champion power whose trigger offers a choice between effects: "use when an ally
// scores a critical hit: either heal 20 or recharge 'Sun Lance'". Its player first
// decides whether to use it (a champion use is spent only then), then picks one effect.
// ddm-battle-rules-2011.txt § Champion Powers; § Activated Powers (choosing among a power's effects); § Rechargeable Powers
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature, logText, type Arena } from "./arena.js";

const band = {
  path: "test/champion-choices.wb",
  text: `creature "Dawnsworn Herald" {
  level 6  cost 24  good  factions Civilization  keywords Human  champion 2
  AC 17  Fort 15  Ref 15  Will 17  speed 5  hp 50
  attack melee basic "Mace": +7 vs AC; 10 damage
  attack ranged 10 "Sun Lance" uses 1: +8 vs Ref; 20 radiant damage
  champion power "Kindled Faith": use when an ally scores a critical hit: either heal 20 or recharge "Sun Lance"
}
creature "Oathbound Lancer" {
  level 3  cost 12  good  factions Civilization  keywords Human
  AC 16  Fort 14  Ref 13  Will 13  speed 6  hp 30
  attack melee basic "Lance": +6 vs AC; 10 damage
}
creature "Bale Dummy" {
  level 1  cost 5  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 0  hp 80
  attack melee basic "Flop": +1 vs AC; 5 damage
}
`,
};

function criticalHit(choices: string[]): Arena {
  const a = arena(
    [
      { card: "Dawnsworn Herald", side: "A", at: [8, 8], hp: 25 },
      { card: "Oathbound Lancer", side: "A", at: [3, 3] },
      { card: "Bale Dummy", side: "B", at: [3, 4] },
    ],
    { extra: [band], dice: [20], choices },
  );
  creature(a, "A1").spent["Sun Lance"] = 1;
  a.g.state.active = { creature: "A2", attack: 1, move: 1, minor: 1 };
  makeAttack(a.g, "A2", cardOf(a.g, "Oathbound Lancer").attacks[0]!, "B1");
  return a;
}

describe("ddm-battle-rules-2011.txt § Champion Powers: 'use when an ally scores a critical hit: either heal 20 or recharge X'", () => {
  it("heal: the Herald heals 20 (25 → 45) and Sun Lance stays spent; one champion use is spent", () => {
    const a = criticalHit(["use", "1"]);
    expect(creature(a, "B1").hp).toBe(60);
    expect(creature(a, "A1").hp).toBe(45);
    expect(creature(a, "A1").spent["Sun Lance"]).toBe(1);
    expect(creature(a, "A1").championUsed).toBe(1);
    const pick = a.decisions.find((d) => d.kind === "choose-effect")!;
    expect(pick.player).toBe(0);
    expect(pick.options.map((o) => o.label)).toEqual(["heal 20", 'recharge "Sun Lance"']);
  });

  it("recharge: Sun Lance regains its use and the Herald's hit points stay at 25", () => {
    const a = criticalHit(["use", "2"]);
    expect(creature(a, "A1").spent["Sun Lance"]).toBe(0);
    expect(creature(a, "A1").hp).toBe(25);
    expect(logText(a).some((t) => t.includes("recharges Sun Lance (Kindled Faith)"))).toBe(true);
  });

  it("decline: neither happens, no choice is asked and no champion use is spent", () => {
    const a = criticalHit(["decline"]);
    expect(creature(a, "A1").hp).toBe(25);
    expect(creature(a, "A1").spent["Sun Lance"]).toBe(1);
    expect(creature(a, "A1").championUsed ?? 0).toBe(0);
    expect(a.decisions.some((d) => d.kind === "choose-effect")).toBe(false);
  });

  it("an ordinary hit (natural 15) does not offer the power", () => {
    const a = arena(
      [
        { card: "Dawnsworn Herald", side: "A", at: [8, 8], hp: 25 },
        { card: "Oathbound Lancer", side: "A", at: [3, 3] },
        { card: "Bale Dummy", side: "B", at: [3, 4] },
      ],
      { extra: [band], dice: [15] },
    );
    makeAttack(a.g, "A2", cardOf(a.g, "Oathbound Lancer").attacks[0]!, "B1");
    expect(creature(a, "B1").hp).toBe(70);
    expect(a.decisions).toHaveLength(0);
  });
});
