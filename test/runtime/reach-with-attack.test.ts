// "Reach 2 (Tail Strike only)": the reach of one melee attack by name (modifier reach with an
// attack); the card's other melee attacks keep reach 1. A name the card does not have is a
// compile error, so the power never does nothing in play.
// ddm-battle-rules-2011.txt § Melee Attacks (Range)
import { describe, expect, it } from "vitest";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { arena, arenaContent, attackOf } from "./arena.js";

const cards = {
  path: "test/reach-with.wb",
  text: `creature "Spiked Drake" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 18  Fort 17  Ref 15  Will 14  speed 6  hp 60
  attack melee basic "Jaws": +10 vs AC; 15 damage
  attack melee "Spiked Tail": +8 vs Ref; 10 damage
  power "Reach 2": reach 2 with "Spiked Tail"
}
`,
};

describe("§ Melee Attacks (Range): reach for one attack only", () => {
  it("the tail reaches the goblin 2 squares away; the jaws do not", () => {
    const a = arena(
      [
        { card: "Spiked Drake", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 5] },
      ],
      { extra: [cards] },
    );
    expect(mayTarget(a.g, "A1", attackOf(a, "A1", "Spiked Tail"), "B1").allowed).toBe(true);
    expect(mayTarget(a.g, "A1", attackOf(a, "A1", "Jaws"), "B1").allowed).toBe(false);
  });

  it("a reach for an attack the card does not have does not compile", () => {
    const wrong = { path: "test/reach-wrong.wb", text: cards.text.replace('reach 2 with "Spiked Tail"', 'reach 2 with "Horn Rake"') };
    const errors = arenaContent(wrong).diagnostics.filter((d) => d.severity === "error");
    expect(errors.map((d) => d.message).join("\n")).toContain('no melee attack named "Horn Rake"');
  });
});
