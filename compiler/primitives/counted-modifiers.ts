// Counted bonuses: "+1 AC for each adjacent enemy", "+5 damage for each Kraul ally within
// 5 squares (maximum +10)". The bonus is given once for each creature the subject names,
// seen from the creature holding it (for an aura or "allies have …", each ally counts
// its own), never counting itself; the runtime counts when a value is asked
// (runtime/ddm/values.ts). Bonuses from one source add up like any others.
// ddm-battle-rules-2011.txt § Bonuses and Penalties
import type { Args, ModifierEntry } from "./entry.js";

/** A counted bonus's contribution: the amount, what it is counted by, its maximum and attack kind when said. */
const counted = (a: Args, by: Record<string, unknown>) => [
  {
    stat: a.stat as string,
    op: "add" as const,
    amount: a.amount as number,
    ...by,
    ...(typeof a.most === "number" ? { most: a.most } : {}),
    ...(a.kind ? { attackKind: a.kind as string } : {}),
  },
];

const countedBonus: ModifierEntry = {
  family: "modifier",
  id: "bonus-for-each",
  patterns: [
    "{amount:signed} [{type:damageType}] {stat:stat} [with {kind:attackKind} attacks] for {each:subject} [(maximum {most:signed})]",
    "{amount:signed} to {stat:stat} [with {kind:attackKind} attacks] for {each:subject} [(maximum {most:signed})]",
  ],
  summary:
    "A bonus (or penalty) counted: the amount once for each other creature the subject names, seen from the creature that has it, up to the maximum when one is given. Bonus damage may have a type ('+10 radiant damage for each adjacent Dragon ally').",
  cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
  example: "+1 attack for each adjacent Goblin ally (maximum +3)",
  contributions: (a) => counted(a, { each: a.each as { op: string; args: Record<string, unknown> }, ...(a.type ? { damageType: a.type as string } : {}) }),
};

/**
 * "Add your warband's highest Champion rating to this creature's {m} attack rolls": a bonus
 * as large as the highest champion rating among the power's owner and its allies in play
 * (none without a champion). The rulebook does not say whether a destroyed champion still
 * counts; warband's own reading: only those in play, as its warband on the battle map.
 * ddm-battle-rules-2011.txt § Champion Powers (Champion Rating); § Bonuses and Penalties
 */
const championRatingBonus: ModifierEntry = {
  family: "modifier",
  id: "bonus-by-champion-rating",
  patterns: ["+{stat:stat} [with {kind:attackKind} attacks] equal to highest champion rating in its warband"],
  summary: "A bonus equal to the highest champion rating among the power's owner and its allies in play (as powers raise or lower it); 0 with no champion in play.",
  cite: "ddm-battle-rules-2011.txt § Champion Powers (Champion Rating); § Bonuses and Penalties",
  example: "+attack with melee attacks equal to highest champion rating in its warband",
  contributions: (a) => [{ stat: a.stat as string, op: "add", amount: 1, perChampionRating: true, ...(a.kind ? { attackKind: a.kind as string } : {}) }],
};

/**
 * "A bonus to Attack equal to the highest allied champion rating in play": the same, among
 * its allies only, its own rating left out (an ally is another creature of its warband).
 * ddm-battle-rules-2011.txt § Champion Powers (Champion Rating); § Bonuses and Penalties
 */
const alliedChampionRatingBonus: ModifierEntry = {
  family: "modifier",
  id: "bonus-by-allied-champion-rating",
  patterns: ["+{stat:stat} [with {kind:attackKind} attacks] equal to highest allied champion rating"],
  summary: "A bonus equal to the highest champion rating among the power's owner's allies in play (its own left out); 0 with no allied champion in play.",
  cite: "ddm-battle-rules-2011.txt § Champion Powers (Champion Rating); § Bonuses and Penalties",
  example: "+attack with melee attacks equal to highest allied champion rating",
  contributions: (a) => [{ stat: a.stat as string, op: "add", amount: 1, perChampionRating: "allies", ...(a.kind ? { attackKind: a.kind as string } : {}) }],
};

/**
 * "+1 Attack and +5 Damage against targets adjacent to a Stirge ally for each Stirge ally
 * adjacent to target (maximum +10 Damage)": counted around the attack's target, once for each
 * other ally of the holder (of the keyword) beside it; nothing against a target with none.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
const besideTargetBonus: ModifierEntry = {
  family: "modifier",
  id: "bonus-for-each-beside-target",
  patterns: ["{amount:signed} {stat:stat} [with {kind:attackKind} attacks] for each [{keyword:keyword}] ally adjacent to target [(maximum {most:signed})]"],
  summary:
    "A bonus counted against the attack's target: the amount once for each other ally of the creature that has it (with the keyword, when named) adjacent to that target, up to the maximum when one is given.",
  cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
  example: "+5 damage for each Stirge ally adjacent to target (maximum +10)",
  contributions: (a) => counted(a, { besideTarget: a.keyword ? { keyword: (a.keyword as { keyword: string }).keyword } : {} }),
};

/**
 * "Cumulative +1 Attack and +5 Damage (maximum +20 Damage) for each 10 HP below its starting HP
 * this creature is at": counted by the hit points it has lost, one step per full N.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties; § Hit Points
 */
const perHpLostBonus: ModifierEntry = {
  family: "modifier",
  id: "bonus-per-hp-lost",
  patterns: ["{amount:signed} {stat:stat} [with {kind:attackKind} attacks] for each {step:int} hp below its starting hp [(maximum {most:signed})]"],
  summary: "A bonus counted by its lost hit points: the amount once for each full step of N hit points it is below its starting hit points, up to the maximum when one is given.",
  cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties; § Hit Points",
  example: "+5 damage for each 10 hp below its starting hp (maximum +20)",
  contributions: (a) => counted(a, { perHpLost: a.step as number }),
};

/**
 * "+1 Attack for each other active ally adjacent to target of that attack": as above, counting
 * only the allies that are active (no condition such as Stunned or Helpless makes them inactive).
 * ddm-battle-rules-2011.txt § Bonuses and Penalties; § Stunned
 */
const activeBesideTargetBonus: ModifierEntry = {
  family: "modifier",
  id: "bonus-for-each-active-beside-target",
  patterns: ["{amount:signed} {stat:stat} [with {kind:attackKind} attacks] for each active [{keyword:keyword}] ally adjacent to target [(maximum {most:signed})]"],
  summary:
    "A bonus counted against the attack's target: the amount once for each other ally of the creature that has it (with the keyword, when named) adjacent to that target and active (not Stunned, Helpless or otherwise inactive), up to the maximum when one is given.",
  cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties; § Stunned",
  example: "+1 attack for each active ally adjacent to target",
  contributions: (a) => counted(a, { besideTarget: { ...(a.keyword ? { keyword: (a.keyword as { keyword: string }).keyword } : {}), active: true } }),
};

/**
 * "Allies have +1 Attack for each enemy that has been eliminated": counted by the enemies of the
 * creature that has it destroyed so far in the battle, counted when the value is asked (an enemy
 * destroyed later counts from then on). The rulebook does not define "eliminated"; warband's own
 * reading: destroyed, as the importer reads "is eliminated" in triggers.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties; § Hit Points (Destroyed)
 */
const perEnemyDestroyedBonus: ModifierEntry = {
  family: "modifier",
  id: "bonus-per-enemy-destroyed",
  patterns: ["{amount:signed} {stat:stat} [with {kind:attackKind} attacks] for each destroyed enemy [(maximum {most:signed})]"],
  summary: "A bonus counted by destroyed enemies: the amount once for each creature of the other side destroyed so far in the battle, up to the maximum when one is given.",
  cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties; § Hit Points (Destroyed)",
  example: "+1 attack for each destroyed enemy",
  contributions: (a) => counted(a, { perEnemyDestroyed: true }),
};

export const countedModifierEntries: ModifierEntry[] = [perEnemyDestroyedBonus, countedBonus, championRatingBonus, alliedChampionRatingBonus, besideTargetBonus, activeBesideTargetBonus, perHpLostBonus];
