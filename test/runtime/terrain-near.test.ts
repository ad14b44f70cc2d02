// Terrain that counts for some creatures only, near the creature whose aura says so:
// slippery for its enemies (a melee attack that damages one there pushes it; an ally
// there is not pushed), blood rock for it and its allies (melee rolls of 19 hit
// critically for them, not for an enemy beside it nor for an ally out of the aura),
// sacred circle for every creature in the aura. Gone while the holder is inactive.
// ddm-battle-rules-2011.txt § Auras; § Slippery; § Blood Rock; § Sacred Circle; ../shared/spec/ddm-2011.md A-65
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { addCondition } from "../../runtime/ddm/effects.js";
import { criticalFrom, terrainModifiers } from "../../runtime/ddm/terrain.js";
import { arena, attackOf, creature } from "./arena.js";

const card = (name: string, power = "") => `creature "${name}" {
  level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 15  Fort 15  Ref 12  Will 12  speed 6  hp 60
  attack melee basic "Club": +8 vs AC; 10 damage
${power}
}
`;
const cards = {
  path: "test/terrain-near-creatures.wb",
  text: [
    card("Rime Adept", '  aura 2 "Rime Veil": squares within 2 squares count as "slippery" terrain for enemies'),
    card("Red Stone Brute", '  aura 1 "Red Stone": squares within 1 square count as "blood-rock" terrain for allies or this creature'),
    card("Circle Warden", '  aura 1 "Warded Ground": squares within 1 square count as "sacred-circle" terrain'),
    card("Brawler"),
  ].join(""),
};
const extra = [cards];
const cause = { creature: null, rule: "test", src: null };

describe("§ Slippery, § Auras: squares that are slippery for the holder's enemies only", () => {
  it("an enemy in the aura hit by a melee attack is pushed 1 square; an ally in the aura hit by an enemy is not", () => {
    const a = arena(
      [
        { card: "Rime Adept", side: "A", at: [5, 5] },
        { card: "Brawler", side: "A", at: [5, 7] },
        { card: "Brawler", side: "B", at: [6, 7] },
      ],
      { extra, dice: [15, 15], choices: ["7,7"] },
    );
    // 15 + 8 = 23 hits AC 15: the enemy at 6,7 (2 squares from the adept) takes 10 and slides away from the attacker.
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Club"), "B1");
    expect(creature(a, "B1").hp).toBe(50);
    expect(creature(a, "B1").space).toMatchObject({ x: 7, y: 7 });
    // The enemy hits the ally in the aura, who stays where it is: the squares are slippery only for the adept's enemies.
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Club"), "A2");
    expect(creature(a, "A2").hp).toBe(50);
    expect(creature(a, "A2").space).toMatchObject({ x: 5, y: 7 });
  });
});

describe("§ Blood Rock, § Auras: the holder and its allies in the aura count as occupying blood rock", () => {
  it("melee rolls of 19 are critical hits for the holder and the adjacent ally, not for the adjacent enemy nor the far ally; none while the holder is Stunned", () => {
    const a = arena(
      [
        { card: "Red Stone Brute", side: "A", at: [5, 5] },
        { card: "Brawler", side: "A", at: [6, 5] },
        { card: "Brawler", side: "B", at: [4, 5] },
        { card: "Brawler", side: "A", at: [9, 9] },
      ],
      { extra },
    );
    expect(["A1", "A2", "B1", "A3"].map((id) => criticalFrom(a.g, id, "melee"))).toEqual([19, 19, 20, 20]);
    // An aura has no effect while its creature is inactive (§ Auras).
    addCondition(a.g, "A1", "Stunned", null, cause);
    expect(["A1", "A2"].map((id) => criticalFrom(a.g, id, "melee"))).toEqual([20, 20]);
  });
});

describe("§ Sacred Circle, § Auras: squares in the aura are sacred circle for every creature there", () => {
  it("the holder, an adjacent ally and an adjacent enemy get the circle's bonus; a creature 2 squares away does not", () => {
    const a = arena(
      [
        { card: "Circle Warden", side: "A", at: [5, 5] },
        { card: "Brawler", side: "A", at: [6, 6] },
        { card: "Brawler", side: "B", at: [4, 4] },
        { card: "Brawler", side: "B", at: [7, 5] },
      ],
      { extra },
    );
    expect(["A1", "A2", "B1", "B2"].map((id) => terrainModifiers(a.g, id).map((m) => m.rule))).toEqual([["sacred-circle terrain"], ["sacred-circle terrain"], ["sacred-circle terrain"], []]);
  });
});
