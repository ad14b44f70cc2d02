// Triggers on a hit made with a natural roll in a range: "whenever this creature hits an
// enemy with a melee attack on a natural 17 or higher". The hit must happen and its d20
// must be in the range; a natural 18 that misses, or a hit on a 15, does nothing.
// Made-up creatures; the dice are scripted.
// ddm-battle-rules-2011.txt § Attack Roll (Hit; Natural 20); § Automatic Powers
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature, type Arena, type Placement } from "./arena.js";

const cards: SourceFile = {
  path: "test/natural-hits.wb",
  text: `creature "Hamstring Cutter" {
  level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Knife": +5 vs AC; 10 damage
  power "Hamstring": whenever this creature hits Living enemy with melee attack on natural 17 or higher: target is Immobilized (save ends)
  power "Lucky Cut": whenever this creature hits enemy on natural 12 to 13: target takes 5 damage
}
creature "Plain Mark" {
  level 2  cost 8  unaligned  factions Wild  keywords Living
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Jab": +5 vs AC; 5 damage
}
creature "Armoured Mark" {
  level 2  cost 8  unaligned  factions Wild  keywords Living
  AC 30  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Jab": +5 vs AC; 5 damage
}
`,
};

const field = (target: string, dice: number[]) => {
  const placements: Placement[] = [
    { card: "Hamstring Cutter", side: "A", at: [5, 5] },
    { card: target, side: "B", at: [5, 6] },
  ];
  return arena(placements, { dice, extra: [cards] });
};
const knife = (a: Arena) => resolveAttack(a.g, "A1", cardOf(a.g, creature(a, "A1").card).attacks[0]!, "B1");
const immobilized = (a: Arena) => creature(a, "B1").effects.some((e) => e.kind === "condition" && e.name === "Immobilized");

describe("ddm-battle-rules-2011.txt § Attack Roll: a hit on a natural roll in a range", () => {
  it("a hit on a natural 17 sets off 'on natural 17 or higher'", () => {
    const a = field("Plain Mark", [17]);
    knife(a);
    expect(creature(a, "B1").hp).toBe(30);
    expect(immobilized(a)).toBe(true);
  });

  it("a hit on a natural 15 does not", () => {
    const a = field("Plain Mark", [15]);
    knife(a);
    expect(creature(a, "B1").hp).toBe(30);
    expect(immobilized(a)).toBe(false);
  });

  it("a natural 18 that misses (18 + 5 against AC 30) is no hit: nothing", () => {
    const a = field("Armoured Mark", [18]);
    knife(a);
    expect(creature(a, "B1").hp).toBe(40);
    expect(immobilized(a)).toBe(false);
  });

  it("'on natural 12 to 13': a hit on a 12 deals the 5 more, a hit on a 14 does not", () => {
    const twelve = field("Plain Mark", [12]);
    knife(twelve);
    expect(creature(twelve, "B1").hp).toBe(25);
    const fourteen = field("Plain Mark", [14]);
    knife(fourteen);
    expect(creature(fourteen, "B1").hp).toBe(30);
  });
});
