// Creatures named by their card's level or cost, with or without a keyword or a state:
// "one level 4 or lower Goblin ally within 5 squares", "each level 5 or lower Living
// enemy", "one cost 20 or less Undead ally", "lower-level allies within 5 squares" (than
// the power's owner). The level and cost are the card's, as printed; "worth 12 VP or less" is
// the VP its destruction scores (cost and items, § Assault).
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level, Cost); § How to Choose Targets
import type { Rank } from "../phrases/rank-slot.js";
import type { Args, SubjectEntry } from "./entry.js";
import type { RulesView } from "./host.js";
import { hasTrait, onSide } from "./place-gates.js";

const cite = "ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level, Cost); § How to Choose Targets";

/** Is `c`'s level or cost within the rank, seen from the power's owner `s` for "lower-level" and "highest-level"? */
export function rankHolds(r: Rank, v: RulesView, s: string, c: string): boolean {
  const of = (id: string) => (r.by === "level" ? v.levelOf?.(id) : r.by === "worth" ? v.worthOf?.(id) : v.costOf?.(id));
  const mine = of(c);
  if (mine === undefined) return false;
  // "the highest-level enemy in play": no other creature in play on its side (seen from the power's owner, who is not
  // its own ally) has a higher level; every one tied for it counts.
  if (r.op === "highest" || r.op === "lowest") {
    const side = v.areEnemies(s, c);
    const others = v.creaturesInPlay().filter((x) => x !== c && x !== s && v.areEnemies(s, x) === side);
    return others.every((x) => {
      const theirs = of(x);
      return theirs === undefined || (r.op === "highest" ? theirs <= mine : theirs >= mine);
    });
  }
  if (r.op === "at-most") return mine <= r.value!;
  if (r.op === "at-least") return mine >= r.value!;
  const theirs = of(s);
  return theirs !== undefined && (r.op === "lower" ? mine < theirs : mine > theirs);
}

/** Of the side, within the rank, with the trait when one is named. */
const ranked = (a: Args, v: RulesView, s: string, c: string) => onSide(a.side as string, v, s, c) && rankHolds(a.rank as Rank, v, s, c) && (a.trait === undefined || hasTrait(a, v, c));

function entry(id: string, patterns: string[], summary: string, one: boolean, where: (a: Args, v: RulesView, s: string, c: string) => boolean): SubjectEntry {
  const example = patterns[0]!.replace("{rank:rank}", "level 5 or lower").replace(" [{trait:trait}]", " Goblin").replace("{side:side}", "ally").replace("{squares:squares}", "5 squares");
  return { family: "subject", id, patterns, summary, cite, example, ...(one ? { one } : {}), includes: (a, v, s, c) => ranked(a, v, s, c) && where(a, v, s, c) };
}

const anywhere = () => true;
const adjacent = (_a: Args, v: RulesView, s: string, c: string) => v.adjacent(s, c);
const within = (a: Args, v: RulesView, s: string, c: string) => v.distance(s, c) <= (a.squares as number);
const seen = (_a: Args, v: RulesView, s: string, c: string) => v.sees?.(s, c) === true;
const rankWords = "of that level or cost (and with the keyword, condition or bloodied state, when one is named)";

export const rankSubjectEntries: SubjectEntry[] = [
  entry("one-ranked", ["one {rank:rank} [{trait:trait}] {side:side}"], `One creature of that side anywhere on the battle map ${rankWords}, chosen by the power's player.`, true, anywhere),
  entry("one-adjacent-ranked", ["one adjacent {rank:rank} [{trait:trait}] {side:side}"], `One creature of that side adjacent to the power's owner ${rankWords}, chosen by its player.`, true, adjacent),
  // "a level 5 or lower enemy in sight": one the power's owner can see (§ How to Choose Targets, Line of Sight).
  entry("one-ranked-seen", ["one {rank:rank} [{trait:trait}] {side:side} this creature can see"], `One creature of that side the power's owner can see ${rankWords}, chosen by its player.`, true, seen),
  entry("one-ranked-within", ["one {rank:rank} [{trait:trait}] {side:side} within {squares:squares}"], `One creature of that side within N squares of the power's owner ${rankWords}, chosen by its player.`, true, within),
  entry("ranked", ["{rank:rank} [{trait:trait}] {side:side}", "each {rank:rank} [{trait:trait}] {side:side}"], `Every creature of that side in play ${rankWords}.`, false, anywhere),
  entry("adjacent-ranked", ["adjacent {rank:rank} [{trait:trait}] {side:side}", "each adjacent {rank:rank} [{trait:trait}] {side:side}"], `Every creature of that side adjacent to the power's owner ${rankWords}.`, false, adjacent),
  entry("ranked-within", ["{rank:rank} [{trait:trait}] {side:side} within {squares:squares}", "each {rank:rank} [{trait:trait}] {side:side} within {squares:squares}"], `Every creature of that side within N squares of the power's owner ${rankWords}.`, false, within),
];
