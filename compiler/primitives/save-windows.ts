// Saving throws as they are rolled: effects of powers used before a creature rolls one
// ("that saving throw succeeds"), when it fails one ("reroll that save", "that save
// succeeds instead") or when it succeeds ("that saving throw fails instead"; the
// triggers are in party-triggers.ts). They act in the save's window, before its result
// is applied, as cancellation effects do; a creature that "automatically succeeds on
// saves" rolls none.
// ddm-battle-rules-2011.txt § Saving Throws; § Resolving Effects (Cancellation Effects)
import type { EffectEntry, ModifierEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § Saving Throws; § Resolving Effects (Cancellation Effects)";

/** An effect on the saving throw being resolved (or about to be rolled). */
function saveEffect(id: string, what: "reroll" | "success" | "failure" | "twice", patterns: string[], summary: string): EffectEntry {
  return { family: "effect", id, patterns, summary, cite, example: patterns[0]!, defaultSubject: "self", apply: (_a, host, _t, cause) => host.saveOutcome?.(what, cause) };
}

export const saveEffectEntries: EffectEntry[] = [
  saveEffect("reroll-save", "reroll", ["reroll that save", "reroll that saving throw", "that creature rerolls that save"], "The saving throw being resolved is rolled again and the new result stands."),
  saveEffect("save-succeeds", "success", ["that save succeeds [instead]", "that saving throw succeeds [instead]"], "The saving throw being resolved (or about to be rolled) succeeds, whatever the die shows."),
  saveEffect("save-fails", "failure", ["that save fails [instead]", "that saving throw fails [instead]"], "The saving throw being resolved (or about to be rolled) fails, whatever the die shows."),
  saveEffect(
    "save-twice",
    "twice",
    ["roll that save twice keeping higher", "roll that saving throw twice keeping higher"],
    "Before its roll, the saving throw is made with two d20s and the higher one is kept; on a save already rolled, it is rolled again and the higher of the two dice kept.",
  ),
];

/**
 * "1 ally within 3 squares makes a saving throw against 1 condition or effect that a save
 * can end", "each ally makes a save against an effect with a duration of (save ends)": one
 * save now, out of turn, against one save-ends effect (or "save ends both" group) its player
 * picks; the save's own windows and results as at the end of a turn.
 * ddm-battle-rules-2011.txt § Saving Throws
 */
export const extraSaveEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "save-against-one",
    patterns: ["{subject:subject} make|makes saving throw against one effect that save can end"],
    summary:
      "The creature rolls one saving throw now against one of its effects a save can end (one 'save ends both' group counts as one), its player picking which; success ends it, a natural 20 ends every such effect, as a save at the end of its turn does. Nothing happens if it has none.",
    cite: "ddm-battle-rules-2011.txt § Saving Throws",
    example: "one ally within 3 squares makes saving throw against one effect that save can end",
    defaultSubject: "self",
    apply: (_a, host, target, cause) => host.saveAgainstOne?.(target, cause),
  },
];

export const saveModifierEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "automatic-saves",
    patterns: ["automatically succeeds on saves", "automatically succeeds on saving throws", "succeeds on every save"],
    summary: "Every saving throw the creature would roll succeeds without a roll.",
    cite: "ddm-battle-rules-2011.txt § Saving Throws",
    example: "automatically succeeds on saves",
    contributions: () => [{ stat: "automatic-saves", op: "add", amount: 1 }],
  },
];
