// The importer's readings of triggered powers whose effect is a charge at (or a move next to)
// the creature the trigger named, a party without one keyword, terrain laid where the creature fell, and round openings "before you roll
// for initiative on any round after the first", on texts written for these tests in the
// cards' phrasing; each must compile to primitives that act.
// ddm-battle-rules-2011.txt § Charge; § Battle Maps and Terrain; § Hit Points (Destroyed);
// § The Battle (Game Overview); § Set-Up (Delayed Appearance); § Conditions
import { describe, expect, it } from "vitest";
import type { CardPower } from "../../importers/ddm/card.js";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";
import { readingCard } from "./fixtures.js";
import { expectReadings } from "./reading.js";

const cases: [CardPower["type"], string, string][] = [
  // § Charge: the power's owner charges the creature the trigger named.
  ["SPECIAL", "Quick Pounce: Immediate, use when an enemy within 4 squares of this creature becomes Slowed; charge that enemy.", 'power "Quick Pounce": immediate action, use when enemy within 4 squares becomes Slowed: this creature charges that enemy'],
  ["SPECIAL", "Spark Rush: Use when this creature damages an enemy with Spit; charge that enemy.", 'power "Spark Rush": use when this creature damages enemy with "Spit" attack: this creature charges that enemy'],
  // § Move Actions: a move ending next to the creature the trigger named.
  ["SPECIAL", "Blood Trail: Use when an enemy first becomes Bloodied while within 6 squares of this creature: Move to a square adjacent to that enemy as an immediate action.", 'power "Blood Trail": immediate action, use when enemy within 6 squares becomes bloodied: this creature moves to square adjacent to that enemy'],
  // § Keywords: "…; Wights immune" leaves that keyword out of the trigger's party; "That target" is the creature it named.
  ["SPECIAL", "Grave Chill: Use when a creature ends it turn adjacent to this creature. That target is Weakened until end of its next turn; Wights immune. (Fear)", 'power "Grave Chill" type Fear: use when non-Wight creature adjacent to this creature ends its turn: that creature is Weakened until end of its next turn'],
  // § Battle Maps and Terrain: its own space and the squares next to it, as it falls.
  ["SPECIAL", "Soot Veil: Immediate, when destroyed; this creature's space and adjacent squares contain fire terrain (in addition to existing terrain) until end of round.", 'power "Soot Veil": immediate action, use when this creature is destroyed: squares within 1 squares gain "fire" terrain until end of round'],
  // § Set-Up (Delayed Appearance): the start of each round but the first, before its initiative test.
  ["SPECIAL", "Late Arrival: Use before you roll for initiative on each round after the first. Place this creature in any victory area.", 'power "Late Arrival": use at start of any round after first: place this creature in any victory area'],
  // § Activated Powers: two places, the second said without its verb after a comma.
  ["SPECIAL", "Hidden Kin: Use before rolling initiative on every round after the first; place this creature in your start area, or adjacent to a Soldier ally.", 'power "Hidden Kin": use at start of any round after first: either place this creature in your start area or place this creature in square adjacent to Soldier ally'],
  // § Conditions: the trigger said last, "it" being this creature.
  ["SPECIAL", "Butterfingers: Slowed until end of its next turn whenever it misses with a {r} attack.", 'power "Butterfingers": whenever this creature misses with ranged attack: this creature is Slowed until end of its next turn'],
];

describe("warband import ddm: charges, terrain where it fell, rounds after the first", () => {
  expectReadings(cases);

  it("keeps '…; Wights immune' after a trigger about this creature as text (no party to leave them out of)", () => {
    const [p] = importCards([readingCard([{ type: "SPECIAL", text: "Cold Touch: Whenever this creature hits: Target is Slowed; Wights immune." }])], { outDir: "out", library: librarySources() }).cards[0]!.draft.powers.slice(2);
    expect(p!.lines).toBeNull();
  });

  it("keeps a charge at no one the trigger named as text ('charge the nearest enemy')", () => {
    const [p] = importCards([readingCard([{ type: "SPECIAL", text: "Wild Rush: Use when this creature is hit: Charge the nearest enemy." }])], { outDir: "out", library: librarySources() }).cards[0]!.draft.powers.slice(2);
    expect(p!.lines).toBeNull();
  });
});
