// Damage held over a creature until the end of its next turn, dealt then if a state holds:
// "At end of that enemy's next turn, if it is not adjacent to this creature, it takes 15
// damage", "on its next turn, that enemy takes 10 radiant damage at end of its turn if it
// does not attack this creature". The state is asked of the creature at that moment, "this
// creature" being the power's owner.
// ddm-battle-rules-2011.txt § Conditions (Duration: End of Next Turn); § Applying Damage
import type { DamagePart } from "../phrases/slots.js";
import type { EffectEntry } from "./entry.js";

export const delayedEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "damage-at-end-of-next-turn",
    patterns: ["{subject:subject} take|takes {damage:damage} at end of its next turn if {state:gate}", "{subject:subject} take|takes {damage:damage} at end of its next turn"],
    summary:
      "The creature named takes the damage at the end of its next turn (of the one it is taking, if the power reaches it on its own turn, the turn after), if the state holds then, asked of it with 'this creature' the power's owner; otherwise nothing happens. The damage is the power owner's.",
    cite: "ddm-battle-rules-2011.txt § Conditions (Duration: End of Next Turn); § Applying Damage",
    example: "that enemy takes 15 damage at end of its next turn if not adjacent to this creature",
    defaultSubject: "target",
    apply: (args, host, target, cause) => host.damageAtEndOfNextTurn?.(target, args.damage as DamagePart[], (args.state as { op: string; args: Record<string, unknown> } | undefined) ?? null, cause),
  },
  {
    family: "effect",
    id: "condition-at-end-of-next-turn",
    patterns: ["{subject:subject} is|becomes {condition:condition} at end of its next turn if {state:gate}"],
    summary:
      "The creature named gains the condition at the end of its next turn (of the one it is taking, if the power reaches it on its own turn, the turn after), if the state holds then, asked of it with 'this creature' the power's owner; otherwise nothing happens. With no duration of its own, the condition then lasts until the end of the creature's following turn.",
    cite: "ddm-battle-rules-2011.txt § Conditions (Duration: End of Next Turn)",
    example: "target is Stunned at end of its next turn if within 3 squares of this creature",
    defaultSubject: "target",
    apply: (args, host, target, cause) => host.conditionAtEndOfNextTurn?.(target, args.condition as string, (args.state as { op: string; args: Record<string, unknown> } | undefined) ?? null, cause),
  },
];
