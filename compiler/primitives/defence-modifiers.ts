// Defences against some attacks only: of a kind ("+4 AC against ranged attacks"), or made
// by creatures in a state ("+4 AC against attacks by Giant creatures", "+8 defenses
// against close or area attacks by Dragon creatures"). The attack roll asks the target's
// defence with the attack's kind and its attacker. And a movement mode lost for a while
// ("target loses flight until end of its next turn"), which attack riders give.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Attack Roll; § Movement Modes
import type { Args, ModifierEntry } from "./entry.js";

export const defenceModifierEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "loses-movement-mode",
    patterns: ["loses|lose {mode:movementMode}"],
    summary: "The creature does not have the movement mode (flight, burrow or phasing), though its card or another power gives it; as a timed modifier, for the duration written.",
    cite: "ddm-battle-rules-2011.txt § Movement Modes",
    example: "target loses flight until end of its next turn",
    contributions: (a) => [{ stat: "loses-movement-mode", op: "add", amount: 1, mode: a.mode as string }],
  },
  {
    family: "modifier",
    id: "defense-against-attacks",
    patterns: [
      "{amount:signed} {stat:stat} against {kind:attackKind} attacks [by {by:gate} creatures]",
      "{amount:signed} {stat:stat} against {kind:attackKind} or {other:attackKind} attacks [by {by:gate} creatures]",
      "{amount:signed} {stat:stat} against attacks by {by:gate} creatures",
    ],
    summary:
      "A bonus (or penalty) to a defence against attacks of the kind named (either of two), or made by creatures in the state named (a keyword: 'by Giant creatures'), or both; other attacks meet the defence as it is.",
    cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
    example: "+4 AC against attacks by Giant creatures",
    contributions: (a) => {
      const by = a.by ? { by: a.by as { op: string; args: Args } } : {};
      const kinds = [a.kind, a.other].filter((k): k is string => typeof k === "string");
      const one = { stat: a.stat as string, op: "add" as const, amount: a.amount as number, ...by };
      return kinds.length ? kinds.map((k) => ({ ...one, attackKind: k })) : [one];
    },
  },
];
