// "loses Resist Fire", "loses Immune Cold" for a while: that Resist or Immune does not count,
// the creature's other ones still do; damage and ongoing damage of the type are taken in full.
// ddm-battle-rules-2011.txt § Resistance and Vulnerability (Resist X Damage, Immune)
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { addOngoing } from "../../runtime/ddm/effects.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature, type Arena } from "./arena.js";

const pieces = {
  path: "test/lost-defences.wb",
  text: `creature "Kiln Seer" {
  level 5  cost 18  unaligned  factions Wild  keywords Elemental
  AC 16  Fort 15  Ref 15  Will 14  speed 5  hp 40
  attack melee basic "Scald Brand": +6 vs AC; 15 fire + 10 cold damage
  power "Unmaking Glare": use at start of its turn: one adjacent creature gets loses resist fire until end of its next turn and one adjacent creature gets loses immune cold until end of its next turn
}
creature "Frost Kiln Golem" {
  level 4  cost 15  unaligned  factions Wild  keywords Construct
  AC 10  Fort 12  Ref 12  Will 12  speed 5  hp 60
  attack melee basic "Slam": +4 vs AC; 5 damage
  power "Slag Hide": resist 10 fire and resist 5 all and immune cold
}
`,
};

function glared(use: boolean): Arena {
  const a = arena(
    [
      { card: "Kiln Seer", side: "A", at: [3, 3] },
      { card: "Frost Kiln Golem", side: "B", at: [3, 4] },
    ],
    { extra: [pieces], dice: [15], choices: [use ? "use" : "decline", "end"] },
  );
  creatureTurn(a.g, "A1");
  return a;
}

describe("ddm-battle-rules-2011.txt § Resistance and Vulnerability: a Resist or Immune lost for a while", () => {
  it("without the glare, 15 fire + 10 cold: cold is immune, fire resisted by 10 (60 → 55)", () => {
    const a = glared(false);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Scald Brand"), "B1");
    expect(creature(a, "B1").hp).toBe(55);
  });

  it("after the glare, Immune Cold and Resist 10 Fire do not count; Resist 5 All still does (25 − 5: 60 → 40)", () => {
    const a = glared(true);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Scald Brand"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });

  it("ongoing 10 fire is gained once Resist 10 Fire is lost (Resist 5 All is less than 10)", () => {
    const kept = glared(false);
    addOngoing(kept.g, "B1", 10, "fire", { creature: "A1", rule: "test", src: null });
    expect(creature(kept, "B1").effects.some((e) => e.kind === "ongoing")).toBe(false);
    const lost = glared(true);
    addOngoing(lost.g, "B1", 10, "fire", { creature: "A1", rule: "test", src: null });
    expect(creature(lost, "B1").effects.some((e) => e.kind === "ongoing")).toBe(true);
  });
});
