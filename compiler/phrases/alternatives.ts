// The alternatives of a choice between effects: "either 15 acid damage or 15 fire damage",
// "either (25 damage and push 3) or (ongoing 10 and Immobilized (save ends both))". Each
// alternative is one effect, or several in parentheses joined by "and".
// ddm-battle-rules-2011.txt § Activated Powers (the player chooses among a power's effects)
import type { Atom } from "../../grammar/ast.js";
import { matchPrefix, withoutArticles, type MatchContext, type SlotType } from "./match.js";

/** The atoms from atoms[i] to the end, in the pieces the word "or" separates. */
export function piecesBetweenOr(atoms: Atom[], i: number): Atom[][] {
  const pieces: Atom[][] = [[]];
  for (const a of atoms.slice(i)) {
    if (a.kind === "word" && a.lower === "or") pieces.push([]);
    else pieces[pieces.length - 1]!.push(a);
  }
  return pieces;
}

/** One alternative's effects: one effect, or several in parentheses joined by "and" (or commas). */
export function alternativePhrases(piece: Atom[]): Atom[][] {
  const only = piece.length === 1 ? piece[0]! : null;
  if (only?.kind !== "group") return [piece];
  const phrases: Atom[][] = [[]];
  for (const a of only.atoms) {
    if (a.kind === "sym" && (a.text === "and" || a.text === ",")) phrases.push([]);
    else phrases[phrases.length - 1]!.push(a);
  }
  return phrases.filter((x) => x.length > 0);
}

/** The phrases (atom runs) of each alternative from atoms[i] to the end, split on "or"; null unless two or more, none empty. */
export function splitAlternatives(atoms: Atom[], i: number): Atom[][][] | null {
  const pieces = piecesBetweenOr(atoms, i);
  if (pieces.length < 2 || pieces.some((p) => p.length === 0)) return null;
  return pieces.map(alternativePhrases);
}

/** Does the run of atoms say one effect, whole? */
export function isEffect(atoms: Atom[], ctx: MatchContext): boolean {
  const plain = withoutArticles(atoms);
  return matchPrefix("effect", plain, 0, ctx).some((m) => m.next === plain.length);
}

export const alternativesSlot: SlotType = {
  name: "alternatives",
  expected: "two or more effects joined by 'or', several effects of one alternative in parentheses: 15 fire damage or (10 damage and Slowed)",
  schema: { type: "array", minItems: 2, items: { type: "array", minItems: 1, items: { type: "object" } } },
  match: (atoms, i, ctx) => {
    const alts = splitAlternatives(atoms, i);
    if (!alts || !alts.every((phrases) => phrases.every((p) => isEffect(p, ctx)))) return [];
    return [{ value: alts.map((phrases) => phrases.map(() => ({}))), next: atoms.length }];
  },
};
