// Effects that end other effects: "end one effect that a save can end on one ally within
// 5 squares", "end one ongoing damage on this creature", "this creature loses all
// conditions", "that ally loses Stunned". The power's player picks which effect, when
// one of several is to end.
// ddm-battle-rules-2011.txt § Conditions (Duration); § Saving Throws; § Ongoing Damage
import type { EffectEntry } from "./entry.js";
import type { EndableEffects } from "./host.js";

const cite = "ddm-battle-rules-2011.txt § Conditions (Duration); § Saving Throws";

function ender(id: string, which: EndableEffects, all: boolean, patterns: string[], summary: string, example: string): EffectEntry {
  return {
    family: "effect",
    id,
    patterns,
    summary,
    cite,
    example,
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.endEffects?.(target, typeof args.condition === "string" ? { condition: args.condition } : which, all, cause),
  };
}

export const endingEffectEntries: EffectEntry[] = [
  ender(
    "end-save-ends-effect",
    "save-ends",
    false,
    ["end one effect that save can end on {subject:subject}", "end one effect that save can end", "end one save ends effect on {subject:subject}"],
    "One effect on the creature (the power's owner unless named) whose duration is save ends ends: a condition, ongoing damage or a modifier; its player picks which of several.",
    "end one effect that a save can end on one ally within 5 squares",
  ),
  ender(
    "end-save-ends-condition",
    "save-ends-condition",
    false,
    ["end one condition that save can end on {subject:subject}", "end one condition that save can end"],
    "One condition on the creature whose duration is save ends ends; its player picks which of several.",
    "end one condition that a save can end on this creature",
  ),
  ender(
    "end-ongoing-damage",
    "ongoing",
    false,
    ["end one ongoing damage on {subject:subject}", "end one ongoing damage"],
    "One ongoing damage on the creature ends (its player picks which type, of several).",
    "end one ongoing damage on one adjacent ally",
  ),
  ender(
    "end-one-effect",
    "any",
    false,
    ["end one condition or effect on {subject:subject}", "end one condition or effect"],
    "One condition, ongoing damage or modifier with a duration on the creature ends, whatever its duration; its player picks which of several.",
    "end one condition or effect on one adjacent ally",
  ),
  ender(
    "end-all-conditions",
    "conditions",
    true,
    ["{subject:subject} loses all conditions", "end all conditions on {subject:subject}", "end all conditions"],
    "Every condition on the creature ends, whatever its duration.",
    "one adjacent ally loses all conditions",
  ),
  ender(
    "end-all-ongoing-damage",
    "ongoing",
    true,
    ["{subject:subject} loses all ongoing damage", "end all ongoing damage on {subject:subject}", "end all ongoing damage"],
    "Every ongoing damage on the creature ends.",
    "end all ongoing damage on this creature",
  ),
  ender(
    "end-all-effects",
    "any",
    true,
    ["end all effects on {subject:subject}", "end all effects", "{subject:subject} loses all effects"],
    "Every condition, ongoing damage and modifier with a duration on the creature ends.",
    "end all effects on this creature",
  ),
  ender(
    "lose-condition",
    "conditions",
    true,
    ["{subject:subject} loses {condition:condition}", "end {condition:condition} on {subject:subject}"],
    "The condition named ends on the creature, every time it has it, whatever its duration.",
    "that ally loses Stunned",
  ),
  ender(
    "end-one-condition",
    "conditions",
    false,
    ["end one condition on {subject:subject}", "end one condition"],
    "One condition on the creature ends, whatever its duration; its player picks which of several.",
    "end one condition on one adjacent ally",
  ),
];
