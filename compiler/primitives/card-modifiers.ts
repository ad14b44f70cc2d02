// Modifiers cards use beyond the basic ones. Immune to a condition: the creature
// never gains it; the runtime asks for this contribution when a condition would be
// added (runtime/ddm/effects.ts addCondition).
// ddm-battle-rules-2011.txt § Resistance and Vulnerability (Immune); § Conditions
import type { ModifierEntry } from "./entry.js";

const immuneCondition: ModifierEntry = {
  family: "modifier",
  id: "immune-condition",
  patterns: ["immune [to] {condition:condition}"],
  summary: "Never gains the condition: an effect that would give it is ignored (and logged).",
  cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability (Immune)",
  example: "immune Immobilized",
  contributions: (a) => [{ stat: "immune-condition", op: "add", amount: 1, condition: a.condition as string }],
};

/**
 * Immune to a condition no rulebook defines but cards do ("Immune Petrified": the
 * Petrified one card's gaze gives, defined on that card): by its quoted name, as the
 * cards give it, so whichever card defines it the creature never gains it.
 */
const immuneCardCondition: ModifierEntry = {
  family: "modifier",
  id: "immune-card-condition",
  patterns: ["immune [to] {name:string}"],
  summary: "Never gains the condition of that name that a card defines (power \"Name\" condition: …): an effect that would give it is ignored (and logged).",
  cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability (Immune); § Conditions",
  example: 'immune "Petrified"',
  contributions: (a) => [{ stat: "immune-condition", op: "add", amount: 1, condition: a.name as string }],
};

/**
 * A bonus against some targets only: "+5 damage against bloodied targets", "+10 damage
 * against targets granting combat advantage" (Sneak Attack). The attack and damage
 * procedures ask it with the attack's target.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties; § Combat Advantage (Sneak Attack)
 */
const bonusAgainst: ModifierEntry = {
  family: "modifier",
  id: "bonus-against",
  patterns: [
    "{amount:signed} {stat:stat} [with {kind:attackKind} attacks] against {vs:gate} targets [as {named:string}]",
    "{amount:signed} {stat:stat} [with {kind:attackKind} attacks] against targets {vs:gate} [as {named:string}]",
  ],
  summary:
    "A bonus (or penalty) that applies only when the attack's target is in the state named: bloodied, a condition, a keyword, granting combat advantage. Given 'as' a named power ('as \"Sneak Attack 5\"', for 'adjacent allies have Sneak Attack 5'), a target immune to that power by name takes none of it.",
  cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
  example: "+5 damage against bloodied targets",
  contributions: (a) => [
    {
      stat: a.stat as string,
      op: "add",
      amount: a.amount as number,
      against: a.vs as { op: string; args: Record<string, unknown> },
      ...(a.kind ? { attackKind: a.kind as string } : {}),
      ...(typeof a.named === "string" ? { named: a.named } : {}),
    },
  ],
};

/**
 * Conceal N: a melee or ranged hit on it becomes a miss unless a d20 reaches N; critical
 * hits ignore it; of several conceal values the highest counts (digest A-50).
 * ddm-battle-rules-2011.txt § Attack Roll (Conceal)
 */
const conceal: ModifierEntry = {
  family: "modifier",
  id: "conceal",
  patterns: ["conceal {value:int}", "has conceal {value:int}"],
  summary: "Conceal N: after a melee or ranged attack hits it, a d20 below N turns the hit into a miss. Critical hits ignore conceal; the highest conceal counts.",
  cite: "ddm-battle-rules-2011.txt § Attack Roll (Conceal)",
  example: "conceal 11",
  contributions: (a) => [{ stat: "conceal", op: "add", amount: a.value as number }],
};

/**
 * Invisible: no creature traces line of sight to it, so it cannot be targeted by ranged
 * attacks (a redirect onto it faces conceal 11), melee attacks on it face conceal 11,
 * no opportunity attacks or combat advantage against it, and it has combat advantage
 * against whoever cannot see it. ddm-battle-rules-2011.txt § How to Choose Targets
 * (Line of Sight: Invisible); ../shared/spec/ddm-2011.md A-49
 */
const invisible: ModifierEntry = {
  family: "modifier",
  id: "invisible",
  patterns: ["invisible", "is invisible"],
  summary:
    "No creature can trace line of sight to it: no ranged attacks or opportunity attacks against it, conceal 11 against melee attacks (and ranged attacks redirected onto it), and combat advantage against creatures that cannot see it.",
  cite: "ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight)",
  example: "invisible",
  contributions: () => [{ stat: "invisible", op: "add", amount: 1 }],
};

/**
 * Hide: invisible to an attacker against whose ranged attacks it has cover from walls or
 * terrain (cover from creatures does not count). Blindsight N: smoke within N squares
 * neither blocks its sight nor hides creatures from it.
 * ddm-battle-rules-2011.txt § Cover Against Ranged Attacks (Hide); § Smoke (Blindsight)
 */
const hide: ModifierEntry = {
  family: "modifier",
  id: "hide",
  patterns: ["hide", "hides behind cover"],
  summary: "Invisible to any creature against whose ranged attacks it has cover from walls or terrain (not from creatures).",
  cite: "ddm-battle-rules-2011.txt § Cover Against Ranged Attacks (Hide)",
  example: "hide",
  contributions: () => [{ stat: "hide", op: "add", amount: 1 }],
};

/**
 * "until end of battle, this creature loses Hide": its Hide does not count while this holds,
 * so cover from walls or terrain no longer makes it invisible (cover itself still counts).
 * ddm-battle-rules-2011.txt § Cover Against Ranged Attacks (Hide)
 */
const lostHide: ModifierEntry = {
  family: "modifier",
  id: "loses-hide",
  patterns: ["loses|lose hide"],
  summary: "Its Hide does not count while this holds: cover from walls or terrain gives it cover, never invisibility.",
  cite: "ddm-battle-rules-2011.txt § Cover Against Ranged Attacks (Hide)",
  example: "this creature gets loses hide until end of battle",
  contributions: () => [{ stat: "loses-hide", op: "add", amount: 1 }],
};

const blindsight: ModifierEntry = {
  family: "modifier",
  id: "blindsight",
  patterns: ["blindsight {squares:squares}", "blindsight", "ignores smoke terrain"],
  summary: "Within N squares (without a number, at any distance), smoke neither blocks its line of sight nor makes creatures invisible to it.",
  cite: "ddm-battle-rules-2011.txt § Smoke (Blindsight)",
  example: "blindsight 5",
  contributions: (a) => [{ stat: "blindsight", op: "add", amount: typeof a.squares === "number" ? a.squares : Number.MAX_SAFE_INTEGER }],
};

/**
 * "Scores critical hits on natural 19-20": a natural roll of N or more is a critical hit
 * (of its attacks of a kind, or against targets in a state), as a natural 20 is.
 * ddm-battle-rules-2011.txt § Attack Roll (Critical Hit)
 */
const criticalRange: ModifierEntry = {
  family: "modifier",
  id: "critical-range",
  patterns: [
    "scores critical hits on natural {min:int} or higher [with {kind:attackKind} attacks] [against {vs:gate} targets]",
    "critical hits on natural {min:int} or higher [with {kind:attackKind} attacks] [against {vs:gate} targets]",
    "scores critical hits on natural {min:int} or higher [with {kind:attackKind} attacks] against targets {vs:gate}",
  ],
  summary: "Its attack rolls (of the kind, against targets in the state) are critical hits on a natural roll of N or more, not only on a natural 20.",
  cite: "ddm-battle-rules-2011.txt § Attack Roll (Critical Hit)",
  example: "scores critical hits on natural 19 or higher",
  contributions: (a) => [
    {
      stat: "critical-from",
      op: "cap",
      amount: a.min as number,
      ...(a.kind ? { attackKind: a.kind as string } : {}),
      ...(a.vs ? { against: a.vs as { op: string; args: Record<string, unknown> } } : {}),
    },
  ],
};

/**
 * Rules about attacks made against the creature, read by the attack roll from the
 * target's side: attacks of a kind hit it automatically and critically, or get a bonus.
 * ddm-battle-rules-2011.txt § Helpless
 */
const automaticCriticalAgainst: ModifierEntry = {
  family: "modifier",
  id: "automatic-critical-against",
  patterns: ["{kind:attackKind} attacks against it are automatic critical hits", "{kind:attackKind} attacks against it hit automatically and critically"],
  summary: "Attacks of the kind that target it hit and score a critical hit without a roll (Helpless: melee attacks); the hit ignores conceal.",
  cite: "ddm-battle-rules-2011.txt § Helpless",
  example: "melee attacks against it are automatic critical hits",
  contributions: (a) => [{ stat: "automatic-critical-against", op: "add", amount: 1, attackKind: a.kind as string }],
};

/**
 * "Attacks against this creature are automatic hits": every attack (of the kind, when named)
 * against it hits without a roll, and, as any automatic hit, is never a critical hit.
 * ddm-battle-rules-2011.txt § Attack Roll (Automatic Hit)
 */
const automaticHitAgainst: ModifierEntry = {
  family: "modifier",
  id: "automatic-hit-against",
  patterns: ["[{kind:attackKind}] attacks against it are automatic hits", "[{kind:attackKind}] attacks against it hit automatically"],
  summary: "Attacks (of the kind, when named) that target it hit without a roll; an automatic hit is not a critical hit and ignores conceal.",
  cite: "ddm-battle-rules-2011.txt § Attack Roll (Automatic Hit)",
  example: "attacks against it are automatic hits",
  contributions: (a) => [{ stat: "automatic-hit-against", op: "add", amount: 1, ...(a.kind ? { attackKind: a.kind as string } : {}) }],
};

/**
 * "Its next attack is an automatic hit": the creature's own attacks (of the kind, when
 * named) hit without a roll while it lasts, never critically.
 * ddm-battle-rules-2011.txt § Attack Roll (Automatic Hit)
 */
const attacksHitAutomatically: ModifierEntry = {
  family: "modifier",
  id: "attacks-automatic-hits",
  patterns: ["its [{kind:attackKind}] attacks are automatic hits", "its [{kind:attackKind}] attacks hit automatically"],
  summary: "Its attacks (of the kind, when named) hit every target without a roll; an automatic hit is not a critical hit and ignores conceal.",
  cite: "ddm-battle-rules-2011.txt § Attack Roll (Automatic Hit)",
  example: "its attacks are automatic hits",
  contributions: (a) => [{ stat: "attacks-automatic-hits", op: "add", amount: 1, ...(a.kind ? { attackKind: a.kind as string } : {}) }],
};

const bonusToAttackers: ModifierEntry = {
  family: "modifier",
  id: "bonus-to-attackers",
  patterns: ["{kind:attackKind} attacks against it get|have {amount:signed} attack", "attacks against it get|have {amount:signed} attack"],
  summary: "Attacks (of the kind) that target it get the bonus to their attack roll (Helpless: +4 to ranged, close and area attacks).",
  cite: "ddm-battle-rules-2011.txt § Helpless",
  example: "ranged attacks against it get +4 attack",
  contributions: (a) => [{ stat: "attack-against", op: "add", amount: a.amount as number, ...(a.kind ? { attackKind: a.kind as string } : {}) }],
};

/**
 * A start-of-turn saving-throw power: besides its end-of-turn saves, the creature saves
 * against each save-ends effect at the start of its turn, first thing in Determine
 * Control. ddm-battle-rules-2011.txt § Start of Turn Phase (1. Determine Control)
 */
const startOfTurnSaves: ModifierEntry = {
  family: "modifier",
  id: "start-of-turn-saves",
  patterns: ["makes saving throws at start of its turn", "saves at start of its turn", "rolls saving throws at start of its turn"],
  summary: "Also makes its saving throws at the start of its turn, before anything else that turn decides who controls it.",
  cite: "ddm-battle-rules-2011.txt § Start of Turn Phase (Determine Control)",
  example: "makes saving throws at the start of its turn",
  contributions: () => [{ stat: "start-of-turn-saves", op: "add", amount: 1 }],
};

/**
 * "Immune Fear", "not affected by Fear effects": attacks and powers of the type (printed
 * in parentheses on the card) do not affect it beyond their damage.
 * ddm-battle-rules-2011.txt § Powers and Effects (Type); digest § 11.2 (Immune)
 */
const immunePowerType: ModifierEntry = {
  family: "modifier",
  id: "immune-power-type",
  patterns: ["immune [to] {type:powerType} [effects|powers]", "not affected by {type:powerType} effects|powers"],
  summary: "The effects of attacks and powers of the type (\"type Fear\") other than damage do not affect it: no condition, modifier, forced movement or other effect; damage, ongoing damage included, still does.",
  cite: "ddm-battle-rules-2011.txt § Powers and Effects (Type)",
  example: "immune Fear",
  contributions: (a) => [{ stat: "immune-power-type", op: "add", amount: 1, powerType: a.type as string }],
};

/**
 * Immune to the attacks and powers whose name holds a word (a card might say "attacks and
 * special powers with Howl in their name"): they do nothing to it.
 * ddm-battle-rules-2011.txt § Powers and Effects
 */
const immuneNamed: ModifierEntry = {
  family: "modifier",
  id: "immune-named-powers",
  patterns: ["immune to attacks or powers with {name:string} in their name", "immune to powers with {name:string} in their name"],
  summary: "Attacks and powers whose name contains the word (any case) have no effect on it: no damage, no condition, no other effect, no bonus against it ('Immune Sneak Attack': an attacker's Sneak Attack damage does not count).",
  cite: "ddm-battle-rules-2011.txt § Powers and Effects",
  example: 'immune to attacks or powers with "Gaze" in their name',
  contributions: (a) => [{ stat: "immune-named-powers", op: "add", amount: 1, named: a.name as string }],
};

/**
 * "Immune to champion powers", "not affected by their allies' champion powers": the effects
 * of champion powers do not reach it, damage included; "of allies" only those its own
 * side's champions use. ddm-battle-rules-2011.txt § Champion Powers; § Powers and Effects
 */
const immuneChampionPowers: ModifierEntry = {
  family: "modifier",
  id: "immune-champion-powers",
  patterns: ["immune to champion powers [of {side:side}]", "not affected by champion powers [of {side:side}]"],
  summary: "No effect of a champion power reaches it (of allies: a champion power of its own side's champions; of enemies: of the other side's).",
  cite: "ddm-battle-rules-2011.txt § Champion Powers",
  example: "immune to champion powers of allies",
  contributions: (a) => [{ stat: "immune-champion-powers", op: "add", amount: 1, ...(a.side && a.side !== "creature" ? { side: a.side as string } : {}) }],
};

export const cardModifierEntries: ModifierEntry[] = [immunePowerType, immuneNamed, immuneChampionPowers, startOfTurnSaves, hide, lostHide, blindsight, criticalRange, immuneCondition, immuneCardCondition, bonusAgainst, conceal, invisible, automaticCriticalAgainst, automaticHitAgainst, attacksHitAutomatically, bonusToAttackers];
