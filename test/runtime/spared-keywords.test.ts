// A trigger whose party leaves out a keyword ("use when a non-Ghoul creature adjacent to this
// creature ends its turn: that creature is Dazed until end of its next turn", from a card's
// "…; Ghouls immune"): the creature that ended its turn is the one affected, one of that
// keyword is not.
// ddm-battle-rules-2011.txt § Keywords; § End of Turn Phase; § Conditions (Dazed)
import { describe, expect, it } from "vitest";
import { emit } from "../../runtime/ddm/events.js";
import { rulesView } from "../../runtime/ddm/view.js";
import { arena } from "./arena.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/spared-keywords.wb",
  text: `creature "Dread Totem" {
  level 5  cost 20  evil  factions Wild  keywords Construct
  AC 16  Fort 14  Ref 14  Will 14  speed 0  hp 40
  attack melee basic "Slam": +6 vs AC; 10 damage
  power "Dread Ward": use when non-Ghoul creature adjacent to this creature ends its turn: that creature is Dazed until end of its next turn
}
creature "Orc Raider" {
  level 5  cost 20  evil  factions Wild  keywords Orc
  AC 16  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Axe": +6 vs AC; 10 damage
}
creature "Pale Ghoul" {
  level 5  cost 20  evil  factions Wild  keywords Ghoul
  AC 16  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Claw": +6 vs AC; 10 damage
}
`,
};

describe("ddm-battle-rules-2011.txt § Keywords: a trigger's party without one keyword", () => {
  it("the Orc that ends its turn beside the Totem is Dazed; the Ghoul beside it is not, and nothing is asked for it", () => {
    const a = arena(
      [
        { card: "Dread Totem", side: "A", at: [5, 5] },
        { card: "Orc Raider", side: "B", at: [5, 6] },
        { card: "Pale Ghoul", side: "B", at: [4, 6] },
      ],
      { extra: [cards], choices: ["use"] },
    );
    emit(a.g, { kind: "turn.end", subject: "B2" });
    expect(a.decisions).toHaveLength(0);
    expect(rulesView(a.g).hasCondition("B2", "Dazed")).toBe(false);
    emit(a.g, { kind: "turn.end", subject: "B1" });
    expect(a.decisions).toHaveLength(1);
    expect(rulesView(a.g).hasCondition("B1", "Dazed")).toBe(true);
  });
});
