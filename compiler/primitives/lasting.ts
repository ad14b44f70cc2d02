// Powers whose effect lasts a while and acts whenever something happens in it: "until
// end of round, each enemy that ends its turn within 10 squares takes 20 poison
// damage", "until end of round, you score 5 VP whenever an enemy hits with an
// opportunity attack". One use of the power starts the while ("Fog Bank" lasts until
// end of round); its triggers gated on it ("whenever … while "Fog Bank" lasts: …") are
// that use's effects, so they cost nothing more (no champion use, no action).
// ddm-battle-rules-2011.txt § Champion Powers; § Conditions (Duration);
// § Common Triggered Powers
import type { DurationIR } from "../ir.js";
import type { EffectEntry, GateEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § Champion Powers; § Conditions (Duration)";

export const lastingEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "power-lasts",
    patterns: ["{power:string} lasts {duration:duration}"],
    summary:
      "The power (named as in its header) starts lasting for the duration: its triggers written 'while \"Name\" lasts' act until then, as part of this use (they spend no further champion use or action). The power's owner keeps the effect; it ends with the duration or when the owner leaves play.",
    cite,
    example: '"Fog Bank" lasts until end of round',
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.startLasting?.(target, args.power as string, args.duration as DurationIR, cause),
  },
];

export const lastingGateEntries: GateEntry[] = [
  {
    family: "gate",
    id: "power-lasts",
    patterns: ["{power:string} lasts"],
    summary: "While a use of the power (named as in its header) by this creature still lasts: 'whenever enemy ends its turn within 10 squares while \"Fog Bank\" lasts: …'.",
    cite,
    example: 'while "Fog Bank" lasts',
    holds: (args, view, _subject, self) => view.powerLasts?.(self, args.power as string) === true,
  },
];
