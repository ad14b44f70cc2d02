// What a creature is worth when destroyed, as its own card says: "Worth 0 VP when
// eliminated" replaces its cost in the scenario's scoring; "Worth +5 VP if destroyed by a
// level 9 or lower enemy" adds VP of its own, scored beside the scenario's, when the
// creature that destroyed it is in that state; "by a close attack" when the attack that
// destroyed it is of that kind. Read by runtime/ddm/scoring.ts from its card.
// ddm-battle-rules-2011.txt § Assault (Destroying enemy creatures)
import type { ModifierEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § Assault (Destroying enemy creatures)";

const worth: ModifierEntry = {
  family: "modifier",
  id: "worth-vp",
  patterns: ["worth {vp:int} vp when destroyed [by {kind:attackKind} attack]"],
  summary: "Its opponent scores this many VP for destroying it instead of its cost (with an attack kind: only when an attack of that kind destroys it).",
  cite,
  example: "worth 0 vp when destroyed",
  contributions: (a) => [{ stat: "vp-worth", op: "set", amount: a.vp as number, ...(a.kind ? { attackKind: a.kind as string } : {}) }],
};

const worthMore: ModifierEntry = {
  family: "modifier",
  id: "worth-more-vp",
  patterns: ["worth {amount:signed} vp when destroyed [by {by:gate} enemy]"],
  summary: "Its opponent scores this many VP more for destroying it, beside what the scenario scores (with a state: only when the creature that destroyed it is in it, 'by level 10 or lower enemy').",
  cite,
  example: "worth +5 vp when destroyed by level 9 or lower enemy",
  contributions: (a) => [{ stat: "vp-bonus", op: "add", amount: a.amount as number, ...(a.by ? { by: a.by as { op: string; args: Record<string, unknown> } } : {}) }],
};

export const vpWorthEntries: ModifierEntry[] = [worth, worthMore];
