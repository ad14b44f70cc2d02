// "Recharge 1 attack action of a Dragon ally": one of that ally's attacks made as attack
// actions, with a spent use, regains it; its minor-action attacks are not attack actions.
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Actions (Attack Action)
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, logText } from "./arena.js";

const cards = {
  path: "test/recharge-one-attack.wb",
  text: `creature "Wyrm Herald" {
  level 6  cost 20  evil  factions Borderlands  keywords Human
  AC 17  Fort 15  Ref 14  Will 15  speed 6  hp 50
  attack melee basic "Mace": +8 vs AC; 10 damage
  power "Rekindle": minor action: one Dragon ally recharges one attack
}
creature "Ember Drake" {
  level 6  cost 25  evil  factions Wild  keywords Dragon
  AC 17  Fort 16  Ref 14  Will 14  speed 6  hp 60
  attack melee basic "Bite": +8 vs AC; 10 damage
  attack close blast 3 "Flame Gout" uses 1: +8 vs Ref; 15 fire damage
  attack ranged 5 minor action "Tail Flick" uses 1: +8 vs AC; 5 damage
}
`,
};

const field = () =>
  arena(
    [
      { card: "Wyrm Herald", side: "A", at: [3, 3] },
      { card: "Ember Drake", side: "A", at: [6, 3] },
      { card: "Cinder Goblin Cutter", side: "A", at: [3, 6] },
      { card: "Cinder Goblin Cutter", side: "B", at: [9, 9] },
    ],
    { extra: [cards], choices: ["power:Rekindle", "end"] },
  );

describe("'one Dragon ally recharges one attack' (ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers))", () => {
  it("the Dragon ally's spent attack-action attack is recharged; its spent minor-action attack stays spent; the Goblin ally is no pick", () => {
    const a = field();
    creature(a, "A2").spent["Flame Gout"] = 1;
    creature(a, "A2").spent["Tail Flick"] = 1;
    creatureTurn(a.g, "A1");
    expect(creature(a, "A2").spent).toMatchObject({ "Flame Gout": 0, "Tail Flick": 1 });
    expect(a.decisions.map((d) => d.kind)).not.toContain("choose-creature");
  });

  it("with only its minor-action attack spent, nothing is recharged", () => {
    const a = field();
    creature(a, "A2").spent["Tail Flick"] = 1;
    creatureTurn(a.g, "A1");
    expect(creature(a, "A2").spent["Tail Flick"]).toBe(1);
    expect(logText(a).some((t) => /nothing to recharge/.test(t))).toBe(true);
  });
});
