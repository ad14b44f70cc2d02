// Powers that hold "while charging": the charge's move (speed) and its attack (damage).
// ddm-battle-rules-2011.txt § Charge; § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { charge, chargePlans } from "../../runtime/ddm/charge.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { speedOf } from "../../runtime/ddm/values.js";
import { powersOf, usePower } from "../../runtime/ddm/powers.js";
import type { TriggerIR } from "../../compiler/ir.js";
import { arena, creature } from "./arena.js";

const chargers = {
  path: "test/chargers.wb",
  text: `creature "Lance Rider" {
  level 5  cost 20  good  factions Civilization  keywords Human
  AC 16  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Lance": +6 vs AC; 10 damage
  power "Thundering Charge": +10 damage while charging
  power "Gallop": +2 speed while charging
}
creature "Plain Lancer" {
  level 5  cost 20  good  factions Civilization  keywords Human
  AC 16  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Lance": +6 vs AC; 10 damage
}
creature "Charge Captain" {
  level 6  cost 20  good  factions Civilization  keywords Human  champion 1
  AC 16  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Sword": +6 vs AC; 10 damage
  champion power "Sound the Charge": use at start of round: allies get +10 damage while charging until end of round
}
creature "Practice Post" {
  level 1  cost 5  evil  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 0  hp 60
  attack melee basic "Splinter": +1 vs AC; 5 damage
}
`,
};

describe("§ Charge: powers 'while charging'", () => {
  it("+2 speed while charging lets it charge an enemy its plain speed cannot reach; +10 damage lands on the charge attack", () => {
    const a = arena(
      [
        { card: "Lance Rider", side: "A", at: [2, 0] },
        { card: "Practice Post", side: "B", at: [2, 7] },
      ],
      { extra: [chargers], dice: [15] },
    );
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    expect(speedOf(a.g, "A1").value).toBe(5);
    const plans = chargePlans(a.g, "A1").plans.filter((p) => p.target === "B1");
    expect(plans.map((p) => `${p.end.x},${p.end.y}`)).toContain("2,6");
    charge(a.g, "A1", "B1", "2,6");
    expect(creature(a, "A1").space).toMatchObject({ x: 2, y: 6 });
    expect(creature(a, "B1").hp).toBe(40);
    // After the charge the creature is no longer charging.
    expect(speedOf(a.g, "A1").value).toBe(5);
  });

  it("an ordinary attack gets no charging bonus", () => {
    const a = arena(
      [
        { card: "Lance Rider", side: "A", at: [2, 5] },
        { card: "Practice Post", side: "B", at: [2, 6] },
      ],
      { extra: [chargers], dice: [15] },
    );
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    makeAttack(a.g, "A1", cardOf(a.g, "Lance Rider").attacks[0]!, "B1");
    expect(creature(a, "B1").hp).toBe(50);
  });

  it("a bonus for a while 'while charging' (allies get +10 damage while charging until end of round) adds to the charge attack, not to the next one", () => {
    const a = arena(
      [
        { card: "Charge Captain", side: "A", at: [0, 0] },
        { card: "Plain Lancer", side: "A", at: [2, 2] },
        { card: "Practice Post", side: "B", at: [2, 7] },
      ],
      { extra: [chargers], dice: [15, 15] },
    );
    const p = powersOf(a.g, "A1")[0]!;
    usePower(a.g, "A1", p, p.clauses[0] as TriggerIR, {});
    a.g.state.active = { creature: "A2", attack: 1, move: 1, minor: 1 };
    charge(a.g, "A2", "B1", "2,6");
    expect(creature(a, "B1").hp).toBe(40);
    makeAttack(a.g, "A2", cardOf(a.g, "Plain Lancer").attacks[0]!, "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });
});
