// Conditions a card defines for its own attacks and powers ("Swallowed Whole", a card's
// "Petrified"): a power written `power "Name" condition: …` is not the card's own; it
// holds what a creature the card gives the condition to has while it lasts. Its rules
// speak of that creature as "this creature": its restrictions and modifiers reach it, its
// triggers fire for it ("at end of round: this creature takes 10 acid damage"). The card's
// attacks give it by its quoted name, with the duration the card writes there.
// ddm-battle-rules-2011.txt § Conditions (Duration, Persistent)
import type { DurationIR } from "../ir.js";
import type { Args, EffectEntry, GateEntry, ModifierEntry } from "./entry.js";
import type { RulesView } from "./host.js";

const cite = "ddm-battle-rules-2011.txt § Conditions";

export const cardConditionEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "card-condition",
    patterns: ["{name:string} [{duration:duration}]", "{subject:subject} is|are|becomes|become {name:string} [{duration:duration}]"],
    summary:
      "Gives the creature a condition its card defines (a power written 'power \"Name\" condition: …'), by the quoted name. Without a duration it lasts until the end of the creature's next turn.",
    cite: `${cite} (Duration)`,
    example: '"Swallowed Whole" until this creature is destroyed',
    defaultSubject: "target",
    apply: (args, host, target, cause) => host.addCondition(target, args.name as string, (args.duration as DurationIR | undefined) ?? null, cause),
  },
];

/**
 * "removed from the battle map": while the condition lasts its creature is off the map,
 * so it is not in play for anything that asks where it is and it takes no turns (as a
 * creature not yet on the map, § Set-Up, Delayed Appearance). When the condition ends it
 * is put back: where it was, or with "returning adjacent to the creature that caused it"
 * beside that creature (beside the space it last occupied, if it has been destroyed); the
 * nearest legal position if that one is not (§ Legal Position, Occupying a Non-Legal Position).
 */
function offMap(id: string, patterns: string[], summary: string): ModifierEntry {
  return { family: "modifier", id, patterns, summary, cite: `${cite}; § Set-Up (Delayed Appearance); § Legal Position`, example: patterns[0]!, contributions: () => [{ stat: "off-map", op: "add", amount: 1 }] };
}

export const cardConditionModifierEntries: ModifierEntry[] = [
  offMap(
    "off-map-beside-source",
    ["removed from battle map returning adjacent to creature that caused it", "is removed from battle map returning adjacent to creature that caused it"],
    "In a condition a card defines: its creature is removed from the battle map and takes no turns while it lasts; when it ends, the player of the creature that caused it puts it adjacent to that creature (or to the space it last occupied).",
  ),
  offMap(
    "off-map",
    ["removed from battle map", "is removed from battle map"],
    "In a condition a card defines: its creature is removed from the battle map and takes no turns while it lasts; when it ends, it is put back where it was (the nearest legal position if that is taken).",
  ),
];

/**
 * A condition that grows worse as its creature fails saves against it (Slowed, then after a
 * failed save Weakened instead, then after a second one Stunned): its
 * definition's rules are gated on how many saves against it the creature has failed. The
 * rulebook has no such count; warband's reading keeps one on the condition's effect, so the
 * condition stays one effect (its save still ends it) while what it does changes.
 */
const failedSaves = (a: Args, v: RulesView, subj: string) => v.failedSavesAgainst?.(subj, a.name as string) ?? 0;
const savesCite = `${cite} (Duration: save ends); § Saving Throws (warband keeps a count of saves failed against a card's condition)`;

export const cardConditionGateEntries: GateEntry[] = [
  {
    family: "gate",
    id: "failed-saves",
    patterns: ["it has failed {count:int} save|saves against {name:string}", "it has failed no save|saves against {name:string}"],
    summary: "In a condition a card defines: while its creature has failed exactly that many saving throws against the named condition (none, when it says no save).",
    cite: savesCite,
    example: 'power "Drowsy" condition: is Dazed while it has failed no save against "Drowsy"; is Helpless while it has failed 1 or more saves against "Drowsy"',
    holds: (a, v, subj) => failedSaves(a, v, subj) === ((a.count as number | undefined) ?? 0),
  },
  {
    family: "gate",
    id: "failed-saves-at-least",
    patterns: ["it has failed {count:int} or more saves against {name:string}"],
    summary: "In a condition a card defines: while its creature has failed at least that many saving throws against the named condition.",
    cite: savesCite,
    example: 'is Helpless while it has failed 2 or more saves against "Petrified"',
    holds: (a, v, subj) => failedSaves(a, v, subj) >= (a.count as number),
  },
];
