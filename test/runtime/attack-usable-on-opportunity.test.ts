// "Usable on opportunity attacks.": an opportunity attack may be made with that attack, not
// only with a basic one (card text widening the rule); its limited use is spent as it is made.
// ddm-battle-rules-2011.txt § Opportunity Attacks; § Powers and Effects (Limited Use)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { opportunityAttacks } from "../../runtime/ddm/attack.js";
import { arena, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-usable-on-opportunity.wb",
  text: `creature "Snare Warden" {
  level 6  cost 20  unaligned  factions Wild  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 80
  attack melee basic "Cut": +8 vs AC; 5 damage
  attack melee usable on opportunity attacks "Hamstring" uses 1: +8 vs AC; 10 damage and Immobilized
  attack melee "Heavy Blow" uses 1: +8 vs AC; 20 damage
}
creature "Field Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

function field(choices: string[]) {
  const a = arena(
    [
      { card: "Snare Warden", side: "A", at: [3, 3] },
      { card: "Field Guard", side: "B", at: [3, 4] },
    ],
    { extra: [cards], dice: [15], choices },
  );
  a.g.state.active = { creature: "B1", attack: 1, move: 1, minor: 1 };
  return a;
}

describe("'usable on opportunity attacks' (ddm-battle-rules-2011.txt § Opportunity Attacks)", () => {
  it("the warden is offered Cut and Hamstring, not Heavy Blow; Hamstring hits: 10 damage, Immobilized, its use spent", () => {
    const a = field(["attack:Hamstring"]);
    opportunityAttacks(a.g, "B1", "moving away");
    expect(a.decisions[0]!.options.map((o) => o.id)).toEqual(["attack", "attack:Hamstring", "decline"]);
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "B1").effects.map((e) => e.name)).toEqual(["Immobilized"]);
    expect(creature(a, "A1").spent["Hamstring"]).toBe(1);
  });

  it("with its use spent, only the basic attack is offered", () => {
    const a = field(["attack"]);
    creature(a, "A1").spent = { Hamstring: 1 };
    opportunityAttacks(a.g, "B1", "moving away");
    expect(a.decisions[0]!.options.map((o) => o.id)).toEqual(["attack", "decline"]);
    expect(creature(a, "B1").hp).toBe(35);
  });
});
