// Squares near a creature that count as difficult terrain for a while, given by a power
// ("this creature gets squares within 2 squares count as difficult terrain for non-Giant
// non-Thunder creatures until start of its next turn"): a creature with neither keyword
// pays 1 extra square to enter each; one with either keyword moves as usual; at the start
// of the holder's next turn the squares are clear again.
// ddm-battle-rules-2011.txt § Difficult Terrain; § Conditions (Duration); ../shared/spec/ddm-2011.md A-10
import { describe, expect, it } from "vitest";
import { endStartOfTurnEffects } from "../../runtime/ddm/effects.js";
import { reachable } from "../../runtime/ddm/movement.js";
import { powersOf, usePower } from "../../runtime/ddm/powers.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/timed-difficult-near.wb",
  text: `creature "Gale Titan" {
  level 8  cost 30  unaligned  size Large  factions Wild  keywords Giant
  AC 18  Fort 18  Ref 14  Will 14  speed 6  hp 80
  attack melee basic "Fist": +8 vs AC; 10 damage
  power "Squall": free action: this creature gets squares within 2 squares count as difficult terrain for non-Giant non-Thunder creatures until start of its next turn
}
creature "Thunder Imp" {
  level 2  cost 8  unaligned  factions Wild  keywords Thunder
  AC 14  Fort 12  Ref 12  Will 12  speed 6  hp 20
  attack melee basic "Zap": +4 vs AC; 5 damage
}
`,
};

describe("§ Difficult Terrain: squares near a creature, difficult for a while for creatures without either keyword", () => {
  it("a Goblin pays 2 for a square within 2 of the titan, a Thunder creature 1; from the titan's next turn the Goblin pays 1", () => {
    // The titan fills 6,6 to 7,7: 4,6 is 2 squares from it, 3,6 is 3.
    const a = arena(
      [
        { card: "Gale Titan", side: "B", at: [6, 6] },
        { card: "Cinder Goblin Cutter", side: "A", at: [2, 6] },
        { card: "Thunder Imp", side: "A", at: [2, 8] },
      ],
      { extra: [cards] },
    );
    expect(reachable(a.g, "A1", 6).get("4,6")?.cost).toBe(2);
    const squall = powersOf(a.g, "B1").find((p) => p.name === "Squall")!;
    usePower(a.g, "B1", squall, squall.clauses.find((c) => c.kind === "trigger") as never, {});
    expect(reachable(a.g, "A1", 6).get("3,6")?.cost).toBe(1);
    expect(reachable(a.g, "A1", 6).get("4,6")?.cost).toBe(3);
    expect(reachable(a.g, "A2", 6).get("4,8")?.cost).toBe(2);
    creature(a, "B1").turns += 1;
    endStartOfTurnEffects(a.g, "B1");
    expect(reachable(a.g, "A1", 6).get("4,6")?.cost).toBe(2);
  });
});
