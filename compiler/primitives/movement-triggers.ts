// Triggers on movement, one square at a time (A-59: one occurrence is one square of
// movement by one creature): a creature the card names entering a square adjacent to
// this creature (or within N squares), leaving a square adjacent to it (or moving to a
// square no longer adjacent), ending a move next to it, and shifting. Only movement a creature makes itself (a
// move, a shift, a charge's move) counts, not forced movement. "That enemy" / "that
// ally" is the creature moving. An immediate interrupt acts in the window before the
// square is entered (or the shift made), other powers after (runtime/ddm/move-windows.ts).
// ddm-battle-rules-2011.txt § Moving; § Common Triggered Powers; § Actions (Immediate Action); ../shared/spec/ddm-2011.md § 5 (Movement hooks), A-59
import type { Args, TriggerEntry } from "./entry.js";
import type { GameEvent, RulesView } from "./host.js";
import { attackParticipants, party, partyFits, type Party } from "./parties.js";

const cite = "ddm-battle-rules-2011.txt § Moving; § Common Triggered Powers";

/** The mover fits the party; "adjacent" in the party is asked of where it stood before the square (or the shift). */
function moverFits(p: Party | undefined, v: RulesView, self: string, ev: GameEvent): boolean {
  if (ev.actor === undefined) return false;
  if (!p?.adjacent) return partyFits(p, v, self, ev.actor);
  const { adjacent: _, ...rest } = p;
  return partyFits(rest, v, self, ev.actor) && (ev.nearBefore ?? []).includes(self);
}

const wasAdjacent = (ev: GameEvent, self: string) => (ev.nearBefore ?? []).includes(self);

/**
 * Squares from this creature to where the mover stands once the square is entered: in
 * the window before it (where immediate interrupts act), the square it is about to enter.
 */
const distanceAfter = (ev: GameEvent, self: string, v: RulesView) => (ev.to && v.distanceTo ? v.distanceTo(self, ev.to) : v.distance(self, ev.actor!));

function entry(id: string, event: string, patterns: string[], summary: string, example: string, place: (a: Args, ev: GameEvent, self: string, v: RulesView) => boolean): TriggerEntry {
  return {
    family: "trigger",
    id,
    event,
    patterns,
    summary,
    cite,
    example,
    matches: (a, ev, self, v) => ev.actor !== self && moverFits(party(a, "who"), v, self, ev) && place(a, ev, self, v),
    participants: (ev, self, v) => attackParticipants({ kind: ev.kind, ...(ev.actor !== undefined ? { subject: ev.actor } : {}) }, self, v ?? null),
  };
}

/**
 * The creatures the party names beside the square this creature enters (in the window
 * before it, the square about to be entered), in the order of play.
 */
function besideEntered(a: Args, ev: GameEvent, self: string, v: RulesView): string[] {
  const { adjacent: _, ...p } = party(a, "who") ?? { who: "creature" as const };
  const beside = (c: string) => (ev.before && ev.to && v.distanceTo ? v.distanceTo(c, ev.to) <= 1 : v.adjacent(self, c));
  return v.creaturesInPlay().filter((c) => c !== self && beside(c) && partyFits(p, v, self, c));
}

/**
 * The creatures the party names whose space this creature enters with this square: in the
 * window before it, those in the square about to be entered that it does not yet share a
 * square with; after it, those it shares a square with now and did not before. In the order of play.
 */
function spacesEntered(a: Args, ev: GameEvent, self: string, v: RulesView): string[] {
  const p = party(a, "who") ?? { who: "creature" as const };
  const entering = (c: string) =>
    ev.before && ev.to && v.distanceTo ? v.distanceTo(c, ev.to) === 0 && v.distance(self, c) > 0 : v.distance(self, c) === 0 && !(ev.sharedBefore ?? []).includes(c);
  return v.creaturesInPlay().filter((c) => c !== self && entering(c) && partyFits(p, v, self, c));
}

export const movementTriggerEntries: TriggerEntry[] = [
  {
    // "+2 Speed until end of turn if it … enters forest terrain on its turn": each square of that terrain it walks into.
    family: "trigger",
    id: "self-enters-terrain",
    event: "creature.stepped",
    patterns: ["this creature enters {terrain:string} terrain"],
    summary:
      "When this creature, by its own move or shift, enters a square of terrain of the type (each such square, told once it stands in it). A power used this way again adds nothing while its first use lasts (§ Bonuses and Penalties, Duplicate Effects).",
    cite: "ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Moving",
    example: 'whenever this creature enters "forest" terrain while on its turn',
    matches: (a, ev, self, v) => ev.actor === self && ev.before !== true && v.terrainIn?.(self, a.terrain as string, "occupies") === true,
    participants: () => ({}),
  },
  {
    // Only a creature that may pass through enemies (Burrow, Flight, "can move through enemies") enters their space
    // (ddm-battle-rules-2011.txt § Legal Position, Enemy; § Movement Modes).
    family: "trigger",
    id: "self-enters-space",
    event: "creature.stepped",
    patterns: ["this creature enters space occupied by {who:party}", "this creature moves through space occupied by {who:party}"],
    summary:
      "When this creature, by its own move or shift, enters a square of the space of a creature the card names (passing through it: each space once, as it first enters it). 'That enemy' ('that ally') is that creature; an immediate interrupt acts before the square is entered, other powers once it is.",
    cite: "ddm-battle-rules-2011.txt § Moving (Legal Position, Enemy); § Movement Modes; § Common Triggered Powers",
    example: "use when this creature enters space occupied by Medium or smaller enemy",
    matches: (a, ev, self, v) => ev.actor === self && spacesEntered(a, ev, self, v).length > 0,
    participants: (ev, self, v, a) => {
      const named = v && a ? spacesEntered(a, ev, self, v)[0] : undefined;
      return named === undefined || !v ? {} : attackParticipants({ kind: ev.kind, subject: named }, self, v);
    },
  },
  {
    family: "trigger",
    id: "self-enters-adjacent",
    event: "creature.stepped",
    patterns: ["this creature enters square adjacent to {who:party}", "this creature moves adjacent to {who:party}"],
    summary:
      "When this creature, by its own move or shift, enters a square adjacent to a creature the card names (each square entered). 'That enemy' ('that ally') is such a creature beside the square, one it was not adjacent to before first; an immediate interrupt acts before the square is entered, other powers once it is.",
    cite,
    example: "use when this creature enters square adjacent to enemy",
    matches: (a, ev, self, v) => ev.actor === self && besideEntered(a, ev, self, v).length > 0,
    participants: (ev, self, v, a) => {
      if (!v || !a) return {};
      const beside = besideEntered(a, ev, self, v);
      // One it has just come beside before one it already stood beside.
      const named = beside.find((c) => !(ev.nearBefore ?? []).includes(c)) ?? beside[0];
      return named === undefined ? {} : attackParticipants({ kind: ev.kind, subject: named }, self, v);
    },
  },
  entry(
    "party-enters-adjacent",
    "creature.stepped",
    ["{who:party} enters square adjacent to this creature", "{who:party} enters adjacent square", "{who:party} moves adjacent to this creature"],
    "When the creature named enters a square adjacent to this creature, by its own move or shift (each square entered).",
    "use when enemy enters square adjacent to this creature",
    (_a, ev, self, v) => distanceAfter(ev, self, v) <= 1,
  ),
  entry(
    "party-enters-within",
    "creature.stepped",
    ["{who:party} enters square within {squares:squares} [of this creature]"],
    "When the creature named enters a square within N squares of this creature, by its own move or shift (each square entered).",
    "use when enemy enters square within 2 squares",
    (a, ev, self, v) => distanceAfter(ev, self, v) <= (a.squares as number),
  ),
  // "an enemy enters a square exactly 2 squares away": at that counted distance, neither nearer nor farther.
  entry(
    "party-enters-at",
    "creature.stepped",
    ["{who:party} enters square exactly {squares:squares} away [from this creature]"],
    "When the creature named enters a square exactly N squares (counted distance) from this creature, by its own move or shift (each square entered).",
    "use when enemy enters square exactly 2 squares away",
    (a, ev, self, v) => distanceAfter(ev, self, v) === (a.squares as number),
  ),
  entry(
    "party-leaves-adjacent",
    "creature.stepped",
    ["{who:party} leaves square adjacent to this creature", "{who:party} moves out of square adjacent to this creature"],
    "When the creature named leaves a square adjacent to this creature by its own move or shift (each square left).",
    "whenever enemy moves out of square adjacent to this creature",
    (_a, ev, self) => wasAdjacent(ev, self),
  ),
  entry(
    "party-shifts-out-adjacent",
    "creature.stepped",
    ["{who:party} shifts out of square adjacent to this creature"],
    "When the creature named shifts out of a square adjacent to this creature (each square left).",
    "use when enemy shifts out of square adjacent to this creature",
    (_a, ev, self) => ev.shift === true && wasAdjacent(ev, self),
  ),
  entry(
    "party-moves-away",
    "creature.stepped",
    ["{who:party} moves to square not adjacent to this creature"],
    "When the creature named, adjacent to this creature, moves or shifts to a square that is not adjacent to it.",
    "use when adjacent enemy moves to square not adjacent to this creature",
    (_a, ev, self, v) => wasAdjacent(ev, self) && distanceAfter(ev, self, v) > 1,
  ),
  entry(
    "party-ends-move-adjacent",
    "creature.moved",
    ["{who:party} ends its move adjacent to this creature", "{who:party} ends its movement adjacent to this creature"],
    "When the creature named ends a move or shift of its own adjacent to this creature (once per move); an interrupt acts before the move, when it would end there.",
    "use when non-Spider enemy ends its move adjacent to this creature",
    (_a, ev, self, v) => distanceAfter(ev, self, v) === 1,
  ),
  // "RECHARGE when this creature moves": any move or shift of its own; a shift is movement too (§ Actions, Shift: "the creature moves 1 square").
  // The creature named may be this one, unlike the others here.
  {
    ...entry(
      "party-moves",
      "creature.moved",
      ["{who:party} moves"],
      "When the creature named (this creature too) has moved or shifted by its own movement (once per move or shift, not when pushed, pulled, slid or placed).",
      "recharge when this creature moves",
      () => true,
    ),
    matches: (a, ev, self, v) => moverFits(party(a, "who"), v, self, ev),
  },
  entry(
    "party-shifts",
    "creature.moved",
    ["{who:party} shifts", "{who:party} declares shift"],
    "When the creature named has shifted (once per shift; 'adjacent' is where it stood before the shift); a power that stops the shift acts as it is declared, before the creature moves.",
    "use when adjacent enemy shifts",
    (_a, ev) => ev.shift === true,
  ),
];
