// The rows of a d20 table: "roll d20 on 1 to 10 (slide 2) or on 11 to 20 (this creature
// teleports 2)". Each row is a range of the die and one effect, or several in
// parentheses joined by "and"; rows are joined by "or", and a result no row names does
// nothing. ddm-battle-rules-2011.txt § Powers and Effects (the card's own d20 roll)
import type { Atom } from "../../grammar/ast.js";
import { alternativePhrases, isEffect, piecesBetweenOr } from "./alternatives.js";
import type { SlotType } from "./match.js";

export interface TableRow {
  from: number;
  to: number;
  /** The row's effects as phrases (atom runs). */
  phrases: Atom[][];
}

const num = (a: Atom | undefined): number | null => (a?.kind === "int" ? a.value : null);

/** "on N to M" or "on N" at the start of a row; the rest of the row after it. */
function rangeOf(row: Atom[]): { from: number; to: number; rest: Atom[] } | null {
  if (row[0]?.kind !== "word" || row[0].lower !== "on") return null;
  const from = num(row[1]);
  if (from === null) return null;
  const to = row[2]?.kind === "word" && row[2].lower === "to" ? num(row[3]) : from;
  if (to === null || to < from) return null;
  return { from, to, rest: row.slice(to === from && !(row[2]?.kind === "word" && row[2].lower === "to") ? 2 : 4) };
}

/** Each row of the table from atoms[i] to the end (its effects written as an alternative of a choice is); null unless every row has a range and effects. */
export function tableRows(atoms: Atom[], i: number): TableRow[] | null {
  const rows: TableRow[] = [];
  for (const piece of piecesBetweenOr(atoms, i)) {
    const r = rangeOf(piece);
    if (!r || r.rest.length === 0) return null;
    rows.push({ from: r.from, to: r.to, phrases: alternativePhrases(r.rest) });
  }
  return rows.length ? rows : null;
}

export const rollTableSlot: SlotType = {
  name: "rollTable",
  expected: "rows of the d20 roll joined by 'or': on 1 to 10 (effects) or on 11 to 20 (effects)",
  schema: {
    type: "array",
    minItems: 1,
    items: {
      type: "object",
      required: ["from", "to", "effects"],
      properties: { from: { type: "integer", minimum: 1 }, to: { type: "integer", minimum: 1 }, effects: { type: "array", minItems: 1, items: { type: "object" } } },
    },
  },
  match: (atoms, i, ctx) => {
    const rows = tableRows(atoms, i);
    if (!rows || !rows.every((r) => r.phrases.every((p) => isEffect(p, ctx)))) return [];
    return [{ value: rows.map((r) => ({ from: r.from, to: r.to, effects: r.phrases.map(() => ({})) })), next: atoms.length }];
  },
};
