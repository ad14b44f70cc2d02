// An attack usable only once another named attack of the creature has hit this turn.
// ddm-battle-rules-2011.txt § Making an Attack; § Take Actions Phase
import { describe, expect, it } from "vitest";
import { attacksCard, readAttacks } from "./reading.js";

const read = (...attacks: string[]) => readAttacks(attacksCard("Cave Lasher", "Beast", attacks));

describe("'only if this creature hit with <attack> this turn'", () => {
  it("becomes the header state 'while it hit with \"<attack>\" this turn'; a kind of attack is not a name", () => {
    const { lines, ir } = read(
      "Whip Tail: +8 vs. AC; 10 damage.",
      "Snap: Minor action, only if this creature hit with whip tail this turn: +9 vs. AC; 5 damage.",
      "Gnaw: (minor action) Usable only if it has hit with its Whip Tail attack this turn: +9 vs. AC; 5 damage.",
      "Odd: Minor action, only if this creature hit with a melee attack this turn: +9 vs. AC; 5 damage.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee minor action while it hit with "whip tail" this turn "Snap": +9 vs AC; 5 damage',
      'attack melee minor action while it hit with "whip tail" this turn "Gnaw": +9 vs AC; 5 damage',
      null,
    ]);
    expect(ir[1]!.gate).toMatchObject({ op: "hit-with-attack-this-turn", args: { name: "whip tail" } });
  });
});
