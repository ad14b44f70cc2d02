// Damage a creature takes each time it acts in a way an effect on it names, while the
// effect lasts: "target takes 10 damage whenever it hits with a melee attack (until this
// creature is destroyed)", "… whenever it declares a non-basic melee attack (save ends)" (the
// runtime deals it in runtime/ddm/act-stings.ts). Card text; the rulebook's own rules for
// the damage dealt apply (§ Applying Damage).
// ddm-battle-rules-2011.txt § Conditions (Duration); § Making an Attack; § Basic Attacks
import type { DamagePart } from "../phrases/slots.js";
import type { ModifierEntry } from "./entry.js";

/** What the damage is, per type, for `why` (the runtime deals it from the effect's own arguments). */
const stings = (stat: string, damage: DamagePart[]) => damage.map((p) => ({ stat, op: "add" as const, amount: p.amount, ...(p.type ? { damageType: p.type } : {}) }));

const cite = "ddm-battle-rules-2011.txt § Conditions (Duration); § Making an Attack";

export const actStingEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "damage-whenever-hits",
    patterns: ["takes {damage:damage} whenever it hits with [{kind:attackKind}] attack"],
    summary: "Each time the creature hits a target with an attack (of the kind named) while this lasts, it takes the damage once that hit has resolved; an attack hitting two targets is two hits.",
    cite,
    example: "target takes 10 damage whenever it hits with melee attack until this creature is destroyed",
    contributions: (a) => stings("damage-whenever-hits", a.damage as DamagePart[]),
  },
  {
    family: "modifier",
    id: "damage-whenever-declares",
    patterns: ["takes {damage:damage} whenever it declares attack"],
    summary: "Each time the creature declares an attack while this lasts, it takes the damage as it declares it, before any roll; if that destroys it, the attack is lost.",
    cite,
    example: "target takes 10 damage whenever it declares attack (save ends)",
    contributions: (a) => stings("damage-whenever-declares", a.damage as DamagePart[]),
  },
  {
    family: "modifier",
    id: "damage-whenever-declares-non-basic",
    patterns: ["takes {damage:damage} whenever it declares attack other than basic [{kind:attackKind}] attack"],
    summary: "As 'whenever it declares attack', for every attack but its basic attacks (of the kind named: the cards' 'non-{b} attack' is any attack but a basic melee attack).",
    cite: `${cite}; § Basic Attacks`,
    example: "target takes 10 damage whenever it declares attack other than basic melee attack (save ends)",
    contributions: (a) => stings("damage-whenever-declares", a.damage as DamagePart[]),
  },
  {
    family: "modifier",
    id: "damage-whenever-declares-elsewhere",
    patterns: ["takes {damage:damage} whenever it declares attack not against this creature"],
    summary: "Each time the creature declares an attack that does not target the creature that gave this effect (this creature of the power, none of the attack's targets, its whole area for a close or area attack) while this lasts, it takes the damage as it declares it, before any roll.",
    cite,
    example: "that enemy takes 10 damage whenever it declares attack not against this creature until start of this creature's next turn",
    contributions: (a) => stings("damage-whenever-declares-elsewhere", a.damage as DamagePart[]),
  },
];
