// States cards gate on beyond the basic ones, asked of a creature (the one a rule
// reaches, or an attack's target): it has a keyword; it grants combat advantage to
// the power's owner; it is in an enemy's aura of a name.
// ddm-battle-rules-2011.txt § Keywords; § Combat Advantage; § Continuous Powers (Aura)
import type { GateEntry } from "./entry.js";
import type { RulesView } from "./host.js";

/** Is the creature of a higher (or lower) level than the one the rule is about? */
const levelAgainst = (v: RulesView, subject: string, self: string, higher: boolean) => {
  const [a, b] = [v.levelOf?.(subject), v.levelOf?.(self)];
  return a !== undefined && b !== undefined && (higher ? a > b : a < b);
};

export const cardGateEntries: GateEntry[] = [
  {
    family: "gate",
    id: "higher-level",
    patterns: ["higher level", "of higher level"],
    summary: "While the creature's level is higher than that of the creature the bonus is for ('+2 attack against higher-level targets': than the attacker).",
    cite: "ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level)",
    example: "+2 attack against higher level targets",
    holds: (_a, v, subject, self) => levelAgainst(v, subject, self, true),
  },
  {
    family: "gate",
    id: "lower-level",
    patterns: ["lower level", "of lower level"],
    summary: "While the creature's level is lower than that of the creature the bonus is for.",
    cite: "ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level)",
    example: "-2 attack against lower level targets",
    holds: (_a, v, subject, self) => levelAgainst(v, subject, self, false),
  },
  {
    family: "gate",
    id: "granting-combat-advantage",
    patterns: ["granting combat advantage", "granting it combat advantage", "granting this creature combat advantage"],
    summary: "While the power's owner has combat advantage against the creature.",
    cite: "ddm-battle-rules-2011.txt § Combat Advantage",
    example: "against targets granting combat advantage",
    holds: (_a, v, subject, self) => v.combatAdvantage(self, subject),
  },
  {
    family: "gate",
    id: "charging",
    patterns: ["charging", "it is charging", "this creature is charging"],
    summary: "While the creature is charging: its speed for the charge's move, and the charge attack's roll and damage.",
    cite: "ddm-battle-rules-2011.txt § Charge",
    example: "+5 damage while charging",
    holds: (_a, v, subject) => v.isCharging?.(subject) ?? false,
  },
  {
    // "+5 damage vs. enemies in Intimidator aura": within the reach of an aura of that name whose owner is its enemy
    // (an aura reaches the owner's enemies or allies, and does nothing while its owner is inactive).
    family: "gate",
    id: "in-named-aura",
    patterns: ["in {name:string} aura"],
    summary: "While the creature is within N squares of an enemy of its own in play, not inactive, whose card has an aura of that name and radius N.",
    cite: "ddm-battle-rules-2011.txt § Continuous Powers (Aura)",
    example: 'against targets in "Intimidator" aura',
    holds: (a, v, subject) =>
      v.creaturesInPlay().some((c) => {
        if (c === subject || !v.areEnemies(c, subject) || v.isInactive?.(c)) return false;
        const r = v.auraNamed?.(c, a.name as string) ?? null;
        return r !== null && v.distance(c, subject) <= r;
      }),
  },
  {
    family: "gate",
    id: "has-keyword",
    patterns: ["{keyword:keyword}"],
    summary: "While the creature has the keyword (non-X: lacks it); Good and Evil ask its alignment, Living is derived.",
    cite: "ddm-battle-rules-2011.txt § Keywords",
    example: "against Undead targets",
    holds: (a, v, subject) => {
      const k = a.keyword as { keyword: string; negated?: boolean };
      return v.hasKeyword(subject, k.keyword) !== (k.negated === true);
    },
  },
];
