// Counters (tokens) a power keeps on a creature: "place 1 "heat" counter on this creature",
// "remove 1 "soul" counter from this creature", "remove all counters from this creature";
// the state "this creature has 1 or more "soul" counters" (a power usable only then), the
// trigger "whenever this creature has 3 or more "heat" counters" (as a counter placed
// brings the count to it), and bonuses counted per counter ("+5 fire damage for each
// "heat" counter on this creature", "+1 attack for each "scrap" counter on this creature"
// given to allies counts the counters on the power's owner).
// The rulebook has no rule for counters; warband's reading: a count of each name kept on
// the creature while it is in play, never below 0, starting at 0.
// ddm-battle-rules-2011.txt § Powers and Effects; § Bonuses and Penalties
import type { EffectEntry, GateEntry, ModifierEntry, TriggerEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § Powers and Effects (no rule for counters: warband keeps a count of each name on the creature)";
const counters = "counter|counters|token|tokens";

export const counterEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "place-counters",
    patterns: [`place|put {count:int} {name:string} ${counters} on {subject:subject}`],
    summary: "That many counters of the name are put on the creature (this creature unless another is named).",
    cite,
    example: 'place 1 "heat" counter on this creature',
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.addCounters?.(target, args.name as string, args.count as number, cause),
  },
  {
    family: "effect",
    id: "remove-counters",
    patterns: [`remove {count:int} {name:string} ${counters} from {subject:subject}`],
    summary: "That many counters of the name are taken off the creature (as many as it has, if fewer).",
    cite,
    example: 'remove 1 "soul" counter from this creature',
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.addCounters?.(target, args.name as string, -(args.count as number), cause),
  },
  {
    family: "effect",
    id: "remove-all-counters",
    patterns: [`remove all [{name:string}] ${counters} from {subject:subject}`],
    summary: "Every counter of the name (of every name, when none is given) is taken off the creature.",
    cite,
    example: "remove all counters from this creature",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.clearCounters?.(target, (args.name as string | undefined) ?? null, cause),
  },
];

export const counterGateEntries: GateEntry[] = [
  {
    family: "gate",
    id: "has-counters",
    patterns: [`this creature has {count:int} or more {name:string} ${counters}`, `it has {count:int} or more {name:string} ${counters}`],
    summary: "While the creature has at least that many counters of the name on it.",
    cite,
    example: 'minor action, while this creature has 1 or more "soul" counters: remove 1 "soul" counter from this creature and this creature heals 10',
    holds: (a, v, subj) => (v.countersOf?.(subj, a.name as string) ?? 0) >= (a.count as number),
  },
];

export const counterTriggerEntries: TriggerEntry[] = [
  {
    family: "trigger",
    id: "counters-reach",
    event: "counters.placed",
    patterns: [`this creature has {count:int} or more {name:string} ${counters}`, `{count:int} {name:string} ${counters} are on this creature`],
    summary: "When counters of the name put on the power's owner bring it to that many or more (from fewer).",
    cite,
    example: 'whenever this creature has 3 or more "heat" counters',
    matches: (a, ev, self) => ev.subject === self && ev.name === (a.name as string).toLowerCase() && (ev.amount ?? 0) >= (a.count as number) && (ev.was ?? 0) < (a.count as number),
    participants: () => ({}),
  },
];

export const counterModifierEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "bonus-per-counter",
    patterns: [`{amount:signed} [{type:damageType}] {stat:stat} [with {kind:attackKind} attacks] for each {name:string} ${counters} on this creature`],
    summary: "A bonus counted: the amount once for each counter of the name on the power's owner (allies given it count the owner's counters).",
    cite: `${cite}; ddm-battle-rules-2011.txt § Bonuses and Penalties`,
    example: '+5 fire damage for each "heat" counter on this creature',
    contributions: (a) => [
      {
        stat: a.stat as string,
        op: "add",
        amount: a.amount as number,
        perCounter: (a.name as string).toLowerCase(),
        ...(a.kind ? { attackKind: a.kind as string } : {}),
        ...(a.type ? { damageType: a.type as string } : {}),
      },
    ],
  },
];
