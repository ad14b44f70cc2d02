// Immune to a condition a card defines ('immune "Stoned"'): an attack that would give it,
// from any card that defines a condition of that name, gives nothing, and the log says why;
// a creature without the immunity gains it.
// ddm-battle-rules-2011.txt § Resistance and Vulnerability (Immune); § Conditions
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, logText } from "./arena.js";

const cards = {
  path: "test/immune-card-conditions.wb",
  text: `creature "Glare Lizard" {
  level 6  cost 25  unaligned  factions Wild  keywords Beast
  AC 18  Fort 17  Ref 15  Will 14  speed 5  hp 60
  attack melee basic "Stone Stare": +12 vs Fort; "Stoned" (save ends)
  power "Stoned" condition: is Immobilized and cannot take actions
}
creature "Granite Idol" {
  level 4  cost 12  unaligned  factions Wild  keywords Construct
  AC 16  Fort 16  Ref 12  Will 14  speed 5  hp 40
  attack melee basic "Fist": +7 vs AC; 10 damage
  power "Carved Flesh": immune "Stoned"
}
`,
};

const stare = (card: string) => {
  const a = arena(
    [
      { card: "Glare Lizard", side: "A", at: [3, 3] },
      { card, side: "B", at: [3, 4] },
    ],
    { extra: [cards], dice: [15] },
  );
  resolveAttack(a.g, "A1", attackOf(a, "A1", "Stone Stare"), "B1");
  return a;
};

describe("§ Immune: a condition a card defines, by its name", () => {
  it("the immune creature is hit but never Stoned; the log names the immunity", () => {
    const a = stare("Granite Idol");
    expect(creature(a, "B1").effects.map((e) => e.name)).toEqual([]);
    expect(logText(a)).toContain("Granite Idol (B1) is not Stoned (immune, Carved Flesh)");
  });

  it("a creature without it is Stoned by the same hit", () => {
    const a = stare("Cinder Goblin Cutter");
    expect(creature(a, "B1").effects.map((e) => e.name)).toEqual(["Stoned"]);
  });
});
