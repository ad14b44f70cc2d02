// A basic attack a power makes as a critical hit without a roll ("make a basic attack against
// that enemy; that attack is an automatic hit and a critical hit"): no d20 is rolled, the base
// damage is doubled; the creature being destroyed makes it before it leaves play.
// ddm-battle-rules-2011.txt § Basic Attacks; § Attack Roll (Automatic Hit; Critical Hit); § Applying Damage (Critical Hits)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Dwarf
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/critical-basic.wb",
  text: `creature "Grim Retorter" {
  ${stats}
  attack melee basic "Blade": +6 vs AC; 10 damage
  power "Answer in Kind": immediate action, use when enemy scores critical hit against this creature: this creature makes basic attack against that enemy as critical hit
}
creature "Plain Brute" {
  ${stats}
  attack melee basic "Club": +6 vs AC; 10 damage
}
creature "Last Axeman" {
  ${stats}
  attack melee basic "Axe": +6 vs AC; 10 damage
  power "Final Swing": immediate action, use when this creature is destroyed: this creature makes basic attack as critical hit
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });
const hpLost = (a: ReturnType<typeof field>, id: string) => creature(a, id).maxHp - creature(a, id).hp;

describe("ddm-battle-rules-2011.txt § Attack Roll (Automatic Hit; Critical Hit): a basic attack made as a critical hit", () => {
  it("answering a critical hit: the basic attack against that enemy rolls no die and deals double base damage (20)", () => {
    const a = field([
      { card: "Grim Retorter", side: "A", at: [5, 5] },
      { card: "Plain Brute", side: "B", at: [5, 6] },
    ], [20], ["use", "Blade:B1"]);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Club"), "A1");
    expect(hpLost(a, "A1")).toBe(20);
    expect(hpLost(a, "B1")).toBe(20);
    expect(a.dice.remaining()).toBe(0);
  });

  it("a plain hit sets nothing off", () => {
    const a = field([
      { card: "Grim Retorter", side: "A", at: [5, 5] },
      { card: "Plain Brute", side: "B", at: [5, 6] },
    ], [15]);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Club"), "A1");
    expect(hpLost(a, "A1")).toBe(10);
    expect(hpLost(a, "B1")).toBe(0);
  });

  it("as it is destroyed, the creature makes its basic attack as a critical hit before it leaves play", () => {
    const a = field([
      { card: "Last Axeman", side: "A", at: [5, 5], hp: 5 },
      { card: "Plain Brute", side: "B", at: [5, 6] },
    ], [15], ["use", "Axe:B1"]);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Club"), "A1");
    expect(creature(a, "A1").status).toBe("destroyed");
    expect(hpLost(a, "B1")).toBe(20);
  });
});
