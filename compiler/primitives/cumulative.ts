// Modifiers that add up over uses of one power: "this creature has cumulative +1 attack
// until end of battle", "target has cumulative -2 AC (maximum -6) until end of battle".
// The card's word "cumulative" breaks the rule that two uses of the same power count
// once: each use adds its amount to the one in force, up to the maximum printed.
// ddm-battle-rules-2011.txt § Bonuses and Penalties (Stacking, Duplicate Effects)
import type { DurationIR } from "../ir.js";
import type { Args, EffectEntry } from "./entry.js";

export const cumulativeEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "cumulative-modifier",
    patterns: [
      "{subject:subject} get|gets|has|have|gain|gains cumulative {modifier:modifier} [(maximum {max:signed})] {duration:duration}",
      "cumulative {modifier:modifier} [(maximum {max:signed})] {duration:duration}",
    ],
    summary:
      "A modifier for a while that grows with each use of the same power: the amount is added to the one this power already gives the creature (never beyond the maximum, when one is written: -6 for penalties, +20 for bonuses), and the duration starts again. Without 'cumulative', two uses of one power count once.",
    cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties (Stacking, Duplicate Effects)",
    example: "this creature gets cumulative +1 attack until end of battle",
    defaultSubject: "target",
    apply: (args, host, target, cause) =>
      host.addCumulativeModifier?.(target, args.modifier as { op: string; args: Args }, (args.max as number | undefined) ?? null, (args.duration as DurationIR | undefined) ?? null, cause),
  },
];
