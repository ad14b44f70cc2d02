// The importer's readings of more powers used as actions or at a moment, on texts written for
// these tests in the cards' phrasing: a restriction for a while that holds only in a state, a
// heal larger for an ally of a keyword, a place beside an enemy picked by size followed by an
// attack against it, allies of a level bound ("level 4 and lower") each using an immediate
// action to move and attack, a lasting trigger once per turn for each enemy, adjacent enemy
// champions, a limit said at the start of the effects, a limit the warband shares. Each must become the language's words and compile to primitives that act.
// ddm-battle-rules-2011.txt § Activated Powers; § Healing; § Forced-Movement Effects (Place); § How to Choose Targets; § Immediate Actions
import { describe, expect, it } from "vitest";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";
import { readingCard } from "./fixtures.js";

function read(text: string): { lines: string[] | null; structured: boolean } {
  const r = importCards([readingCard([{ type: "SPECIAL", text }])], { outDir: "out", library: librarySources() });
  const c = r.cards[0]!;
  return { lines: c.draft.powers[2]!.lines, structured: c.structured[2]! };
}

const cases: [string, string][] = [
  // § Conditions (Duration): a restriction for a while, only while beside a wall.
  [
    "Vine Swing: Use at end of this creature's turn: Until start of its next turn, this creature cannot be targeted by {r} attacks while adjacent to a wall.",
    'power "Vine Swing": use at end of its turn: this creature gets cannot be targeted by ranged attacks while adjacent to wall until start of its next turn',
  ],
  // § Healing: one ally healed, more if it has the keyword.
  ["Mending Touch: Minor action: An adjacent ally heals 15 HP, or 25 HP instead if a Gnome ally.", 'power "Mending Touch": minor action: either one adjacent non-Gnome ally heals 15 or one adjacent Gnome ally heals 25'],
  // § Forced-Movement Effects (Place): beside an enemy of a size, then an attack against that enemy.
  [
    "Burrow Strike: Replaces turn, only while bloodied: Place this creature in a square adjacent to 1 Medium or smaller enemy, then make 1 Sword attack against that enemy.",
    'power "Burrow Strike": replaces turn, while bloodied: choose one enemy that is Medium or smaller and place this creature adjacent to that enemy and this creature makes "Sword" attack against that enemy',
  ],
  // § Immediate Actions: what each of those allies does at once.
  [
    "Gear Rally: Use at end of round: Each level 4 and lower Construct ally may use an immediate action to shift up to 3 squares and make a melee basic attack.",
    'power "Gear Rally": use at end of round: level 4 or lower Construct allies shifts 3 and level 4 or lower Construct allies makes basic melee attack',
  ],
  // § Conditions (Duration): a lasting trigger that acts once per turn for each enemy it names.
  [
    "Ward Circle: Replaces attack action: Until end of round, each time an enemy enters a square within 2 squares of this creature, that enemy takes 10 damage (maximum 1 per turn per enemy).",
    'power "Ward Circle": replaces attack action: "Ward Circle" lasts until end of round; whenever enemy enters square within 2 squares while "Ward Circle" lasts, once per turn for each creature: that enemy takes 10 damage',
  ],
  // § Champion Powers: the champions among the adjacent enemies.
  ["Static Burst: Use at end of round: Each adjacent enemy champion is Dazed.", 'power "Static Burst": use at end of round: adjacent champion enemies is Dazed'],
  // § Activated Powers: a limit said at the start of the effects.
  ["Frenzy: Use on this creature's turn. Once per round, take 1 additional move action.", 'power "Frenzy": free action, once per round, while on its turn: this creature takes 1 extra move action this turn'],
  // § Activated Powers; § Victory Areas: a limit the warband shares on the power's name, usable only in one of its victory areas.
  [
    "Grave Rob: Replaces attack action, only while this creature is in one of your victory areas. Score 5 VP. Only 1 creature in your warband can use Grave Rob each round.",
    'power "Grave Rob": replaces attack action, one creature per round in your warband, while it occupies one of its victory areas: you score 5 VP',
  ],
  ["Pocket Coin: Minor action, only while it is in a victory area: score 2 VP. Only one creature in your warband may use pocket coin per round.", 'power "Pocket Coin": minor action, one creature per round in your warband, while it occupies victory area: you score 2 VP'],
];

describe("warband import ddm: more powers used as actions or at a moment", () => {
  for (const [text, want] of cases) {
    it(text, () => {
      expect(read(text)).toEqual({ lines: [want], structured: true });
    });
  }
});
