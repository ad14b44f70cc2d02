// Mount powers: which creatures may ride this one ("can have a Goblin ally as a
// rider"), and its rider as the subject of a rule ("its rider has +10 damage while this
// creature is bloodied"), and a mount lent to one rider by the rider's power ("that ally can
// be a mount for this creature"). Mounting and dismounting are actions of the core rules.
// ddm-battle-rules-2011.txt § Mounts and Riders
import type { EffectEntry, ModifierEntry, SubjectEntry } from "./entry.js";

export const mountSubjectEntries: SubjectEntry[] = [
  {
    family: "subject",
    id: "its-rider",
    patterns: ["its rider", "this creature's rider"],
    summary: "The creature riding the power's owner, while one does.",
    cite: "ddm-battle-rules-2011.txt § Mounts and Riders",
    example: "its rider +10 damage with melee attacks while this creature is bloodied",
    includes: (_a, v, self, c) => v.mountOf?.(c) === self,
  },
];

export const mountEffectEntries: EffectEntry[] = [
  {
    // A set-up power that picks a big Dragon ally to carry this creature as its rider for the battle.
    family: "effect",
    id: "lend-mount",
    patterns: ["{subject:subject} can be mount for this creature [until end of battle]"],
    summary:
      "The creature named may carry the power's owner as its rider for the rest of the battle, as if it had a mount power naming it (one rider at a time): the owner mounts and dismounts by the core rules.",
    cite: "ddm-battle-rules-2011.txt § Mounts and Riders",
    example: "that ally can be a mount for this creature until end of battle",
    defaultSubject: "target",
    apply: (_args, host, target, cause) => {
      if (cause.creature && cause.creature !== target) host.lendMount?.(target, cause.creature, cause);
    },
  },
];

export const mountModifierEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "mount",
    patterns: [
      "can|may have [up to {riders:int}] {atMost:size} or smaller {keyword:keyword} [or {other:keyword}] ally|allies|creature|creatures as rider|riders",
      "can|may have [up to {riders:int}] {size:size} {keyword:keyword} [or {other:keyword}] ally|allies|creature|creatures as rider|riders",
      // An alignment first: "a Good Medium Human or Dwarf creature" (the rider has both).
      "can|may have [up to {riders:int}] {also:keyword} {size:size} {keyword:keyword} [or {other:keyword}] ally|allies|creature|creatures as rider|riders",
      "can|may have [up to {riders:int}] {keyword:keyword} [or {other:keyword}] ally|allies|creature|creatures as rider|riders",
      "can carry {keyword:keyword} ally|creature as rider",
      "can have [up to {riders:int}] rider|riders",
      "can carry rider",
    ],
    summary:
      "A mount: an adjacent ally (with the keyword, or one of two, if named, and with a first keyword such as an alignment if one is named before the size; of the size, or that size or smaller, if named) may take the mount action to ride it, one rider at a time unless it says 'up to N'. A rider leaves the map but stays in play in the mount's space, both gain the keyword Mounted, and riders move when their mount moves.",
    cite: "ddm-battle-rules-2011.txt § Mounts and Riders",
    example: "can have a Medium or smaller Goblin ally as a rider",
    contributions: () => [{ stat: "mount", op: "add", amount: 1 }],
  },
];
