// A lasting trigger limited to "maximum 1 per turn per enemy": it acts once in a turn for
// each creature it names, so a second enemy still sets it off in a turn the first already
// has, and the first sets it off again in a later turn.
// ddm-battle-rules-2011.txt § Powers and Effects; § Conditions (Duration); § Rounds and Turns
import { describe, expect, it } from "vitest";
import { applyDamage } from "../../runtime/ddm/damage.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/once-per-turn-each.wb",
  text: `creature "Pain Eater" {
  level 5  cost 20  evil  factions Wild  keywords Fiend
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 50
  attack melee basic "Claw": +7 vs AC; 10 damage
  power "Feast": minor action: "Feast" lasts until end of round; whenever enemy takes damage while "Feast" lasts, once per turn for each creature: this creature heals 5
}
`,
};
const hit = { creature: null, rule: "test damage", src: null };

describe("'once per turn for each creature' (a lasting trigger's 'maximum 1 per turn per enemy')", () => {
  it("B1 hurt twice and B2 once in one turn heal 10; B1 hurt in the next turn heals 5 more", () => {
    const a = arena(
      [
        { card: "Pain Eater", side: "A", at: [0, 0], hp: 20 },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 6] },
        { card: "Cinder Goblin Cutter", side: "B", at: [8, 8] },
      ],
      { extra: [cards], choices: ["power:Feast", "end", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(20);
    a.g.state.active = { creature: "B1", attack: 1, move: 1, minor: 1, taken: 0 };
    a.g.state.turn++;
    applyDamage(a.g, "B1", [{ amount: 5, type: null }], hit);
    applyDamage(a.g, "B1", [{ amount: 5, type: null }], hit);
    applyDamage(a.g, "B2", [{ amount: 5, type: null }], hit);
    expect(creature(a, "A1").hp).toBe(30);
    a.g.state.turn++;
    applyDamage(a.g, "B1", [{ amount: 5, type: null }], hit);
    expect(creature(a, "A1").hp).toBe(35);
  });
});
