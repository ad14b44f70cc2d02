// "Use when an enemy declares a close or area attack: each ally in the area of that attack
// has +4 to all defenses against that attack": every ally the attack targets defends with
// +4; a 7 that would hit AC 10 (+6) misses AC 14. Invented creatures; dice scripted.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Close Attacks; § Making an Attack
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { resolveAreaAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const stats = `level 4  cost 15  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40`;

const cards: SourceFile = {
  path: "test/area-ward.wb",
  text: `creature "Stomping Brute" {
  ${stats}
  attack melee basic "Club": +6 vs AC; 10 damage
  attack close burst 1 "Stomp": +6 vs AC; 10 damage
}
creature "Ward Smith" {
  ${stats}
  attack melee basic "Hammer": +6 vs AC; 5 damage
  power "Ward" uses 1: use when enemy declares close or area attack: allies get +4 defenses on that attack
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [cards] });

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties: +4 defenses against an area attack for each ally in it", () => {
  it("with the ward, the stomp's 7s miss both allies beside the brute", () => {
    const a = field([
      { card: "Stomping Brute", side: "A", at: [4, 4] },
      { card: "Stomping Brute", side: "B", at: [4, 5] },
      { card: "Stomping Brute", side: "B", at: [5, 4] },
      { card: "Ward Smith", side: "B", at: [9, 9] },
    ], [7, 7], ["use", "B1", "B2"]);
    const stomp = attackOf(a, "A1", "Stomp");
    const [p] = placements(a.g, "A1", stomp);
    resolveAreaAttack(a.g, "A1", stomp, p!);
    expect(creature(a, "B1").hp).toBe(40);
    expect(creature(a, "B2").hp).toBe(40);
  });

  it("declined, the stomp's 7s hit both (10 damage each)", () => {
    const a = field([
      { card: "Stomping Brute", side: "A", at: [4, 4] },
      { card: "Stomping Brute", side: "B", at: [4, 5] },
      { card: "Stomping Brute", side: "B", at: [5, 4] },
      { card: "Ward Smith", side: "B", at: [9, 9] },
    ], [7, 7], ["decline", "B1", "B2"]);
    const stomp = attackOf(a, "A1", "Stomp");
    const [p] = placements(a.g, "A1", stomp);
    resolveAreaAttack(a.g, "A1", stomp, p!);
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "B2").hp).toBe(30);
  });
});
