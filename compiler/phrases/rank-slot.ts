// A creature's rank by its card's level or cost, as a subject names it: "level 5 or
// lower", "level 10 or higher", "cost 20 or less", "cost 15 or more", and "lower-level" /
// "higher-level" (than the power's owner), "worth 12 VP or less" (its VP value), and
// "highest-level" / "lowest-level" (no other creature of its side in play has a higher or lower level).
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level, Cost)
import type { Atom } from "../../grammar/ast.js";
import type { SlotType } from "./match.js";

/** By level, cost or worth (its VP value: cost and items); at most or at least `value`, lower or higher than the power's owner, or the highest or lowest of its side. */
export interface Rank {
  by: "level" | "cost" | "worth";
  op: "at-most" | "at-least" | "lower" | "higher" | "highest" | "lowest";
  value?: number;
}

const word = (atoms: Atom[], i: number) => {
  const a = atoms[i];
  return a?.kind === "word" ? a.lower : null;
};

const bounds: Record<string, Rank["op"]> = { lower: "at-most", less: "at-most", higher: "at-least", more: "at-least" };

export const rankSlot: SlotType = {
  name: "rank",
  expected: "a level, cost or worth such as 'level 5 or lower', 'cost 20 or less', 'worth 12 VP or less', 'lower-level' or 'highest-level'",
  schema: {
    type: "object",
    required: ["by", "op"],
    additionalProperties: false,
    properties: { by: { enum: ["level", "cost", "worth"] }, op: { enum: ["at-most", "at-least", "lower", "higher", "highest", "lowest"] }, value: { type: "integer", minimum: 0 } },
  },
  match: (atoms, i) => {
    const w = word(atoms, i);
    if (w === "lower-level" || w === "higher-level") return [{ value: { by: "level", op: w === "lower-level" ? "lower" : "higher" }, next: i + 1 }];
    if (w === "highest-level" || w === "lowest-level") return [{ value: { by: "level", op: w === "highest-level" ? "highest" : "lowest" }, next: i + 1 }];
    const n = atoms[i + 1];
    // "worth 12 VP or less": what destroying it scores (§ Assault), "VP" optional.
    const vp = w === "worth" && word(atoms, i + 2) === "vp" ? 1 : 0;
    const op = bounds[word(atoms, i + 3 + vp) ?? ""];
    if ((w !== "level" && w !== "cost" && w !== "worth") || n?.kind !== "int" || word(atoms, i + 2 + vp) !== "or" || !op) return [];
    return [{ value: { by: w, op, value: n.value }, next: i + 4 + vp }];
  },
  suggest: () => ["level 5 or lower", "level 10 or higher", "cost 20 or less", "lower-level", "higher-level", "highest-level", "lowest-level"],
};
