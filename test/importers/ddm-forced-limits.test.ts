// Limits printed on an attack's push, pull or slide: "slide target 1 square (must end
// adjacent to this creature)", "push 4 squares; target cannot be pushed into a pit".
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Push, Pull, Slide); § Pit
import { describe, expect, it } from "vitest";
import { attacksCard, readAttacks } from "./reading.js";

const read = (...attacks: string[]) => readAttacks(attacksCard("Reed Trickster", "Gnome", attacks));

describe("forced movement with a limit on where it goes", () => {
  it("'(must end adjacent to this creature)' and 'target cannot be pushed into a pit' become 'ending adjacent to this creature' and 'avoiding pits'", () => {
    const { lines, ir } = read(
      "Jab: +5 vs. AC; 5 damage.",
      "Sidestep Lure: +6 vs. DEF (Will); 5 Damage AND this creature shifts 1 square AND slide target 2 squares (must end adjacent to this creature)",
      "Twirl: +6 vs. Reflex; pull target 3 squares (must end adjacent to it).",
      "Gust Eye: (range 5) +9 vs. DEF(Fort); 10 Damage AND push 4 squares; target cannot be pushed into a pit",
      "Heave: +6 vs. AC; 10 damage AND slide the target 2 squares, and the target can't be moved into pits.",
      "Odd: +6 vs. AC; 10 damage AND push 2 squares (must end adjacent to a tree).",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee "Sidestep Lure": +6 vs Will; 5 damage and this creature shifts 1 and slide 2 ending adjacent to this creature',
      'attack melee "Twirl": +6 vs Ref; pull 3 ending adjacent to this creature',
      'attack ranged 5 "Gust Eye": +9 vs Fort; 10 damage and push 4 avoiding pits',
      'attack melee "Heave": +6 vs AC; 10 damage and slide 2 avoiding pits',
      null,
    ]);
    expect(ir[1]!.hit.at(-1)).toMatchObject({ op: "slide-ending-beside", args: { squares: 2 } });
    expect(ir[3]!.hit.at(-1)).toMatchObject({ op: "push-avoiding-pits", args: { squares: 4 } });
  });
});
