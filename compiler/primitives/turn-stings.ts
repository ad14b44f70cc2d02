// Damage an effect deals to its holder at the start or end of each of its turns, while
// the effect lasts, when a state holds: "target takes 15 damage at start of each of its
// turns until end of battle", "target takes 10 psychic damage at end of each of its turns
// if it did not move this turn (save ends)" (the runtime deals it in runtime/ddm/turn-stings.ts);
// and damage it spreads then: "target spreads 10 poison damage to adjacent enemies of this creature
// at start of each of its turns" (the cards' "whenever target starts its turn, each enemy adjacent
// to it takes 10 poison damage"; "enemy" is the card's own creature's enemy), or healing it gives
// then: "target heals adjacent Plant creatures 5 hp at start of each of its turns" (the cards' "when
// target activates, each adjacent Plant creature heals 5 HP").
// Start-of-turn damage is taken with ongoing damage (§ Start of Turn Phase, step 2); end-of-
// turn damage after the saves and the effects that end then (§ End of Turn Phase, step 3).
// ddm-battle-rules-2011.txt § Start of Turn Phase; § End of Turn Phase; § Conditions (Duration)
import type { DamagePart } from "../phrases/slots.js";
import type { ModifierEntry } from "./entry.js";

const stings = (stat: string, damage: DamagePart[]) => damage.map((p) => ({ stat, op: "add" as const, amount: p.amount, ...(p.type ? { damageType: p.type } : {}) }));

export const turnStingEntries: ModifierEntry[] = (["start", "end"] as const).map((when) => ({
  family: "modifier" as const,
  id: `damage-at-turn-${when}`,
  patterns: [`takes {damage:damage} at ${when} of each of its turns [if {state:gate}]`],
  summary: `At the ${when} of each of the creature's turns while this lasts, it takes the damage (only if the state named then holds for it, asked of it with the effect's source as 'this creature'). ${when === "start" ? "Taken with ongoing damage, before other start-of-turn effects." : "Taken after its saving throws and the effects that end then: an effect a save ends deals nothing that turn."}`,
  cite: `ddm-battle-rules-2011.txt § ${when === "start" ? "Start of Turn Phase" : "End of Turn Phase"}; § Conditions (Duration)`,
  example: when === "start" ? "target takes 15 damage at start of each of its turns until end of battle" : "target takes 10 psychic damage at end of each of its turns if it did not move this turn (save ends)",
  contributions: (a) => stings(`damage-at-turn-${when}`, a.damage as DamagePart[]),
}));

export const spreadStingEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "spreads-at-turn-start",
    patterns: ["spreads {damage:damage} to adjacent enemies of this creature at start of each of its turns"],
    summary:
      "At the start of each of the creature's turns while this lasts, each other creature adjacent to it that is an enemy of the effect's source (the creature whose power gave it) takes the damage, with ongoing damage (before other start-of-turn effects).",
    cite: "ddm-battle-rules-2011.txt § Start of Turn Phase (Take Damage); § Conditions (Duration)",
    example: "target spreads 10 poison damage to adjacent enemies of this creature at start of each of its turns (save ends)",
    contributions: (a) => stings("spreads-at-turn-start", a.damage as DamagePart[]),
  },
  {
    family: "modifier",
    id: "heals-near-at-turn-start",
    patterns: ["heals adjacent {keyword:keyword} creatures {amount:int} hp at start of each of its turns"],
    summary:
      "At the start of each of the creature's turns while this lasts (as it activates), each other creature of either side adjacent to it with the keyword heals the amount; the creature holding it is not healed by it.",
    cite: "ddm-battle-rules-2011.txt § Start of Turn Phase; § Healing; § Conditions (Duration)",
    example: "target heals adjacent Plant creatures 5 hp at start of each of its turns (save ends)",
    contributions: (a) => [{ stat: "heals-near-at-turn-start", op: "add" as const, amount: a.amount as number }],
  },
];
