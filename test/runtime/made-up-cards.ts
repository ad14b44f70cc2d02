// Helpers for rules tests of powers on made-up creatures (not bundled content): one stat
// line of defences 10 (so a roll of N + bonus against 10 is easy to read), a field of the
// arena with the test's cards, and an attack of a creature's card made at once.
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { type Arena, arena, attackOf, type Placement } from "./arena.js";

/** The stat lines of a made-up level 5 creature: every defence 10, speed 5. */
export const tenDefences = (hp: number, keyword = "Beast") => `level 5  cost 20  unaligned  factions Wild  keywords ${keyword}
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp ${hp}`;

/** The arena with these cards, placements, scripted dice and choices. */
export const fieldOf = (cards: SourceFile) => (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });

/** `by` makes its card's attack `name` against `target` (its whole resolution). */
export function attackNow(a: Arena, by: string, name: string, target: string): void {
  resolveAttack(a.g, by, attackOf(a, by, name), target);
}
