// A zone a power makes around a square its player picks: "one square within 6 squares plus
// squares adjacent to it deal 10 fire damage to creatures starting their turn there until
// end of battle". Each other creature, ally or enemy, that starts its turn with its space in
// the zone takes 10 fire damage (less its resistance; not capped as terrain damage is);
// one outside it, and the zone's own creature, take none. The squares are no terrain, and
// the zone stays after the round ends.
// ddm-battle-rules-2011.txt § Start of Turn Phase; § Powers and Effects; § Resistance and Vulnerability
import { describe, expect, it } from "vitest";
import { zonesAtStartOfTurn } from "../../runtime/ddm/laid-terrain.js";
import { powersOf, usePower } from "../../runtime/ddm/powers.js";
import { endRound } from "../../runtime/ddm/round.js";
import { typesAt } from "../../runtime/ddm/terrain.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/damage-zone.wb",
  text: `creature "Lava Thrower" {
  level 6  cost 20  unaligned  factions Wild  keywords Elemental
  AC 15  Fort 15  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Slam": +6 vs AC; 5 damage
  power "Burning Ground": replaces attack action: one square within 6 squares plus squares adjacent to it deal 10 fire damage to creatures starting their turn there until end of battle
}
creature "Ember Imp" {
  level 2  cost 8  unaligned  factions Wild  keywords Devil
  AC 14  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Claw": +4 vs AC; 5 damage
  power "Warm Hide": resist 5 fire
}
`,
};

describe("§ Start of Turn Phase: a zone burns each other creature that starts its turn in it", () => {
  it("the enemy and the ally beside the picked square take 10, the resistant enemy 5, the far enemy and the thrower none; it outlasts the round", () => {
    const a = arena(
      [
        { card: "Lava Thrower", side: "A", at: [5, 5] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 8] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 9] },
        { card: "Ember Imp", side: "B", at: [6, 7] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 11] },
      ],
      { extra: [cards], choices: ["5,8"] },
    );
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    const p = powersOf(a.g, "A1").find((x) => x.name === "Burning Ground")!;
    usePower(a.g, "A1", p, p.clauses.find((c) => c.kind === "trigger") as never, {});
    expect(typesAt(a.g, { x: 5, y: 8 }).size).toBe(0);
    a.g.state.round = 1;
    endRound(a.g);
    // The thrower steps into its own zone: it is spared.
    creature(a, "A1").space = { x: 6, y: 8, size: 1 };
    for (const id of ["A1", "A2", "B1", "B2", "B3"]) zonesAtStartOfTurn(a.g, id);
    expect(["A1", "A2", "B1", "B2", "B3"].map((id) => creature(a, id).hp)).toEqual([40, 10, 10, 25, 20]);
  });
});
