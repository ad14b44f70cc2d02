// Triggers on attacks and damage, for anyone the card names: this creature, an ally,
// an enemy (adjacent, within N squares, bloodied, of a keyword), any creature, or this
// creature or an ally; and the attack it makes or suffers (of a kind, basic,
// opportunity, charge). "That ally" / "that enemy" are the creature of each side among
// the attacker and the creature attacked; "that creature" is the one that is not this
// creature. The narrower triggers of triggers.ts come first in the registry and keep
// their own phrasing.
// ddm-battle-rules-2011.txt § Automatic Powers; § Activated Powers; § Making an Attack;
// § Resistance and Vulnerability; § Saving Throws; § Common Triggered Powers
import type { Args, TriggerEntry } from "./entry.js";
import type { GameEvent, RulesView } from "./host.js";
import { gateEntry } from "./index.js";
import { attackFilter, attackFits, attackParticipants, party, partyFits } from "./parties.js";

const cite = "ddm-battle-rules-2011.txt § Automatic Powers";

/** The acting creature fits `who`, the creature acted on fits `whom`, the attack fits `atk`. */
const fits = (a: Args, ev: GameEvent, self: string, v: RulesView) =>
  partyFits(party(a, "who"), v, self, ev.actor, ev.subject) && partyFits(party(a, "whom"), v, self, ev.subject, ev.actor) && attackFits(attackFilter(a), ev);

function entry(id: string, event: string, patterns: string[], summary: string, example: string, extra: (a: Args, ev: GameEvent, v: RulesView, self: string) => boolean = () => true, entryCite = cite): TriggerEntry {
  return {
    family: "trigger",
    id,
    event,
    patterns,
    summary,
    cite: entryCite,
    example,
    // A trigger naming no one at all ("whenever an attack hits") is about attacks on or by this creature's side too: anyone.
    matches: (a, ev, self, v) => fits(a, ev, self, v) && extra(a, ev, v, self),
    participants: (ev, self, v) => attackParticipants(ev, self, v ?? null),
  };
}

/**
 * Another creature's turn, or this creature's own, for anyone the party names: "an
 * Immobilized enemy adjacent to this creature starts its turn", "a Kobold ally within 5
 * squares starts its turn", "this creature starts its turn" (with "while bloodied").
 * "That enemy" / "that ally" is the creature whose turn it is.
 */
function turnEntry(moment: "start" | "end"): TriggerEntry {
  const verbs = moment === "start" ? "starts|begins" : "ends";
  return {
    family: "trigger",
    id: `party-turn-${moment}`,
    event: `turn.${moment}`,
    patterns: [`{who:party} ${verbs} its turn`, ...(moment === "start" ? ["{who:party} activates"] : [])],
    summary: `At the ${moment} of the turn of the creature named (after ${moment === "start" ? "ongoing damage" : "saving throws"}); 'that enemy' or 'that ally' is it.`,
    cite: `ddm-battle-rules-2011.txt § ${moment === "start" ? "Start" : "End"} of Turn Phase; § Automatic Powers`,
    example: `whenever Immobilized enemy adjacent to this creature ${moment}s its turn`,
    matches: (a, ev, self, v) => ev.subject !== undefined && v.isInPlay(ev.subject) && partyFits(party(a, "who"), v, self, ev.subject),
    participants: (ev, self, v) => attackParticipants({ kind: ev.kind, ...(ev.subject !== undefined ? { subject: ev.subject } : {}) }, self, v ?? null),
  };
}

/** The attacker has combat advantage against the creature attacked ("hits with combat advantage"). */
const withAdvantage = (_a: Args, ev: GameEvent, v: RulesView) => ev.actor !== undefined && ev.subject !== undefined && v.combatAdvantage(ev.actor, ev.subject);
const advantageCite = "ddm-battle-rules-2011.txt § Combat Advantage; § Automatic Powers";

/**
 * The creature attacked is in the state named, asked as the event happens ("hits a target
 * that is adjacent to a Wolf ally": an ally of the power's owner, as for an attack's
 * "against targets adjacent to a Wolf ally").
 */
const attackedIn = (a: Args, ev: GameEvent, v: RulesView, self: string) => {
  const g = a.state as { op: string; args: Args };
  return ev.subject !== undefined && gateEntry(g.op).holds(g.args, v, ev.subject, self);
};
const stateCite = "ddm-battle-rules-2011.txt § Automatic Powers; § How to Choose Targets";

const typeFits = (a: Args, ev: GameEvent) => a.type === undefined || (ev.damageTypes ?? []).includes(a.type as string);

/**
 * "A Living ally ends its turn in one of your victory areas": the end of the turn of the
 * creature named (this creature or an ally) while it occupies one of its warband's victory areas.
 */
const endOfTurn = turnEntry("end");
const turnEndInVictoryArea: TriggerEntry = {
  ...endOfTurn,
  id: "party-turn-end-in-victory-area",
  patterns: ["{who:party} ends its turn in one of your victory areas"],
  summary: "At the end of the turn of the creature named, this creature or an ally, while it occupies one of its own warband's victory areas; 'that ally' is it.",
  cite: "ddm-battle-rules-2011.txt § End of Turn Phase; § Scenarios and Variants (Assault, victory areas)",
  example: "use when a Living ally ends its turn in one of your victory areas",
  matches: (a, ev, self, v) => endOfTurn.matches(a, ev, self, v) && !v.areEnemies(self, ev.subject!) && v.inVictoryArea?.(ev.subject!, true) === true,
};

export const partyTriggerEntries: TriggerEntry[] = [
  turnEndInVictoryArea,
  turnEntry("start"),
  endOfTurn,
  entry(
    "party-scores-critical",
    "attack.hit",
    [
      "{who:party} scores critical hit [against {whom:party}] [with {atk:attackFilter}]",
      "{who:party} scores critical [against {whom:party}] [with {atk:attackFilter}]",
      "{whom:party} is hit by critical hit [from {who:party}]",
      "{whom:party} suffers critical hit [from {who:party}]",
      "critical hit is scored against {whom:party}",
    ],
    "When the attacker named scores a critical hit (on the creature named, with the attack named).",
    "use when an ally scores a critical hit",
    (_a, ev) => ev.crit === true,
    "ddm-battle-rules-2011.txt § Attack Roll (Critical Hits); § Activated Powers",
  ),
  // "15 poison damage (30 instead on a critical hit)": the hit that is not critical, beside the one that is (importers/ddm/triggered.ts criticalSplit).
  entry(
    "party-hits-not-critical",
    "attack.hit",
    ["{who:party} hits [{whom:party}] [with {atk:attackFilter}] without critical hit"],
    "When the attacker named hits the creature named with the attack named, and the hit is not a critical hit.",
    "use when an enemy hits this creature with a melee attack without a critical hit",
    (_a, ev) => ev.crit !== true,
    "ddm-battle-rules-2011.txt § Attack Roll (Critical Hits); § Activated Powers",
  ),
  entry(
    "party-fails-conceal",
    "attack.miss",
    ["{who:party} fails conceal roll [against {whom:party}] [with {atk:attackFilter}]"],
    "When the attacker named hits the creature named but its conceal turns the hit into a miss (the d20 rolled below the conceal value).",
    "use when an enemy fails a conceal roll against this creature",
    (_a, ev) => ev.concealed === true,
    "ddm-battle-rules-2011.txt § Attack Roll (Conceal)",
  ),
  entry(
    "party-hits-with-advantage",
    "attack.hit",
    ["{who:party} hits [{whom:party}] [with {atk:attackFilter}] with combat advantage"],
    "When the attacker named hits with combat advantage against the creature it hits.",
    "use when this creature hits with melee attack with combat advantage",
    withAdvantage,
    advantageCite,
  ),
  entry(
    "party-declares-with-advantage",
    "attack.declare",
    ["{who:party} makes|declares {atk:attackFilter} with combat advantage"],
    "When the creature named declares an attack against a target it has combat advantage against, before the roll.",
    "use when this creature declares attack with combat advantage",
    withAdvantage,
    advantageCite,
  ),
  entry(
    "party-targets-with-advantage",
    "attack.target",
    ["{who:party} attacks|targets {whom:party} [with {atk:attackFilter}] with combat advantage"],
    "When an attack of the creature named targets the creature named with combat advantage against it, before the roll.",
    "use when enemy attacks this creature with combat advantage",
    withAdvantage,
    advantageCite,
  ),
  // "Use when this creature hits a living enemy with a melee attack: if the attack roll was a natural 17-20, …": the hit, on that roll.
  entry(
    "party-hits-natural-or-higher",
    "attack.hit",
    ["{who:party} hits [{whom:party}] [with {atk:attackFilter}] on natural {n:int} or higher"],
    "When the attacker named hits the creature named with the attack named, its natural d20 that number or higher (a hit made without a roll does not count).",
    "use when this creature hits an enemy with a melee attack on a natural 17 or higher",
    (a, ev) => ev.die !== undefined && ev.die >= (a.n as number),
    "ddm-battle-rules-2011.txt § Attack Roll (Hit; Natural 20); § Automatic Powers",
  ),
  entry(
    "party-hits-natural-between",
    "attack.hit",
    ["{who:party} hits [{whom:party}] [with {atk:attackFilter}] on natural {n:int} to {m:int}"],
    "When the attacker named hits the creature named with the attack named, its natural d20 from the first number to the second (a hit made without a roll does not count).",
    "use when this creature hits an enemy on a natural 15 to 19",
    (a, ev) => ev.die !== undefined && ev.die >= (a.n as number) && ev.die <= (a.m as number),
    "ddm-battle-rules-2011.txt § Attack Roll (Hit); § Automatic Powers",
  ),
  // "Use when this creature first hits with a melee attack": its first such hit of the battle.
  entry(
    "party-first-hits",
    "attack.hit",
    ["{who:party} first hits [{whom:party}] [with {atk:attackFilter}]"],
    "When the attacker named hits the creature named with the attack named for the first time this battle: it has not hit with an attack of that kind before (whatever it hit then).",
    "use when this creature first hits with a melee attack",
    (a, ev, v) => ev.actor !== undefined && !(v.hitsMade?.(ev.actor) ?? []).some((h) => attackFits(attackFilter(a), { kind: "attack.hit", ...h })),
    "ddm-battle-rules-2011.txt § Attack Roll (Hit); § Automatic Powers",
  ),
  entry(
    "party-hits",
    "attack.hit",
    [
      "{who:party} hits [{whom:party}] [with {atk:attackFilter}]",
      "{whom:party} is hit [by {who:party}] [with|by {atk:attackFilter}]",
      "{whom:party} is hit by {atk:attackFilter} [from {who:party}]",
      "{atk:attackFilter} hits {whom:party}",
    ],
    "When the attacker named hits the creature named (anyone if not named) with the attack named.",
    "whenever an adjacent ally hits an enemy with a melee attack",
  ),
  entry(
    "party-hits-in-state",
    "attack.hit",
    ["{who:party} hits {whom:party} that is {state:gate} [with {atk:attackFilter}]", "{who:party} hits target that is {state:gate} [with {atk:attackFilter}]"],
    "When the attacker named hits a creature (of the party named) that is in the state named as the hit resolves: next to a wall or to a creature of a kind, taking ongoing damage, and the other states of an attack's target.",
    "whenever this creature hits a target that is adjacent to a Wolf ally",
    attackedIn,
    stateCite,
  ),
  // "whenever an adjacent enemy provokes an opportunity attack": its move or attack provokes (once per act), whether or not one is taken.
  entry(
    "party-provokes",
    "opportunity.provoked",
    ["{who:party} provokes opportunity attack", "{who:party} provokes opportunity attacks"],
    "When the creature named does something that provokes opportunity attacks (leaves a square next to an enemy, or makes a provoking attack next to one): once for the act, before any opportunity attack is offered; 'that enemy' is it.",
    "whenever adjacent enemy provokes opportunity attack",
    () => true,
    "ddm-battle-rules-2011.txt § Opportunity Attacks; § Automatic Powers",
  ),
  // "whenever this creature hits an enemy that has damaged it": one that has dealt the power's owner damage this battle (runtime/ddm/attack-memory.ts).
  entry(
    "party-hits-damager",
    "attack.hit",
    ["{who:party} hits {whom:party} that damaged this creature [with {atk:attackFilter}]"],
    "When the attacker named hits a creature (of the party named) that has dealt this creature (the power's owner) damage this battle.",
    "whenever this creature hits an enemy that damaged this creature",
    (_a, ev, v, self) => ev.subject !== undefined && v.damagedBy?.(self, ev.subject) === true,
    "ddm-battle-rules-2011.txt § Automatic Powers; § Applying Damage",
  ),
  entry(
    "party-targets-in-state",
    "attack.target",
    ["{who:party} attacks|targets {whom:party} that is {state:gate} [with {atk:attackFilter}]", "{who:party} attacks|targets target that is {state:gate} [with {atk:attackFilter}]"],
    "When an attack of the creature named targets a creature in the state named, before the roll (the 'on target' window).",
    "whenever this creature targets an enemy that is adjacent to a wall with a melee attack",
    attackedIn,
    stateCite,
  ),
  // "Use after missing with Acid Spray, if the d20 roll was 11+": the miss, on that roll.
  entry(
    "party-misses-natural-or-higher",
    "attack.miss",
    ["{who:party} misses [{whom:party}] [with {atk:attackFilter}] on natural {n:int} or higher"],
    "When the attacker named misses the creature named with the attack named, its natural d20 that number or higher (a miss made without a roll does not count).",
    "use when this creature misses with a ranged attack on a natural 11 or higher",
    (a, ev) => ev.die !== undefined && ev.die >= (a.n as number),
    "ddm-battle-rules-2011.txt § Attack Roll (Miss); § Automatic Powers",
  ),
  entry(
    "party-misses-natural-between",
    "attack.miss",
    ["{who:party} misses [{whom:party}] [with {atk:attackFilter}] on natural {n:int} to {m:int}"],
    "When the attacker named misses the creature named with the attack named, its natural d20 from the first number to the second (a miss made without a roll does not count).",
    "use when this creature misses on a natural 2 to 9",
    (a, ev) => ev.die !== undefined && ev.die >= (a.n as number) && ev.die <= (a.m as number),
    "ddm-battle-rules-2011.txt § Attack Roll (Miss); § Automatic Powers",
  ),
  entry(
    "party-misses",
    "attack.miss",
    [
      "{who:party} misses [{whom:party}] [with {atk:attackFilter}]",
      "{whom:party} is missed [by {who:party}] [with|by {atk:attackFilter}]",
      "{whom:party} is missed by {atk:attackFilter} [from {who:party}]",
      "{atk:attackFilter} misses {whom:party}",
    ],
    "When the attacker named misses the creature named with the attack named.",
    "whenever an enemy misses an ally with a melee attack",
  ),
  entry(
    "party-targets",
    "attack.target",
    [
      "{whom:party} is targeted [by {who:party}] [with|by {atk:attackFilter}]",
      "{whom:party} is targeted by {atk:attackFilter} [from {who:party}]",
      "{who:party} targets {whom:party} [with {atk:attackFilter}]",
      "{who:party} attacks {whom:party} [with {atk:attackFilter}]",
      "{whom:party} is attacked [by {who:party}] [with|by {atk:attackFilter}]",
      "{who:party} makes|declares {atk:attackFilter} against {whom:party}",
    ],
    "When an attack of the attacker named targets the creature named, before the roll (the 'on target' window).",
    "use when an enemy targets an adjacent ally with a ranged attack",
    undefined,
    "ddm-battle-rules-2011.txt § Making an Attack (Choose Targets: on target effects)",
  ),
  entry(
    "party-declares-elsewhere",
    "attack.declare",
    ["{who:party} makes|declares {atk:attackFilter} not against this creature"],
    "When the creature named declares an attack (of the kind named) that does not include this creature as a target, before the roll: a defender's answer to an enemy that attacks another. A close or area attack counts every creature in its area.",
    "use when an adjacent enemy declares an attack not against this creature",
    // A close or area attack is declared once for its whole area: none of the creatures in it may be this one.
    (_a, ev, v, self) => {
      const area = ev.actor !== undefined ? v.attackAreaOf?.(ev.actor) : null;
      return area ? !area.includes(self) : ev.subject !== undefined && ev.subject !== self;
    },
    "ddm-battle-rules-2011.txt § Making an Attack (Declare the Attack)",
  ),
  entry(
    "party-declares",
    "attack.declare",
    ["{who:party} makes|declares {atk:attackFilter}", "{who:party} attacks [with {atk:attackFilter}]"],
    "When the creature named declares an attack (of the kind named), before the roll.",
    "use when an enemy declares a close or area attack",
    undefined,
    "ddm-battle-rules-2011.txt § Making an Attack (Declare the Attack)",
  ),
  entry(
    "party-rolls-attack",
    "attack.roll",
    ["{who:party} rolls attack roll [with {atk:attackFilter}]"],
    "When the creature named has rolled an attack roll, whatever it shows, before its hit or miss is resolved.",
    "use when this creature rolls attack roll",
    () => true,
    "ddm-battle-rules-2011.txt § Attack Roll",
  ),
  entry(
    "party-rolls-natural",
    "attack.roll",
    ["{who:party} rolls natural {n:int} [or {m:int}] [on attack roll] [with {atk:attackFilter}]"],
    "When the creature named rolls that natural number (or either number) on an attack roll.",
    "whenever this creature rolls a natural 20",
    (a, ev) => ev.die !== undefined && (ev.die === a.n || ev.die === a.m),
    "ddm-battle-rules-2011.txt § Attack Roll (Natural 20, Natural 1)",
  ),
  entry(
    "party-rolls-natural-or-higher",
    "attack.roll",
    ["{who:party} rolls natural {n:int} or higher [on attack roll] [with {atk:attackFilter}]"],
    "When the creature named rolls that natural number or higher on an attack roll.",
    "use when an ally rolls a natural 18 or higher",
    (a, ev) => ev.die !== undefined && ev.die >= (a.n as number),
    "ddm-battle-rules-2011.txt § Attack Roll (Natural 20, Natural 1)",
  ),
  entry(
    "party-rolls-natural-between",
    "attack.roll",
    ["{who:party} rolls natural {n:int} to {m:int} [on attack roll] [with {atk:attackFilter}]"],
    "When the creature named rolls a natural number from the first to the second on an attack roll.",
    "use when an enemy rolls a natural 1 to 9",
    (a, ev) => ev.die !== undefined && ev.die >= (a.n as number) && ev.die <= (a.m as number),
    "ddm-battle-rules-2011.txt § Attack Roll (Natural 20, Natural 1)",
  ),
  entry(
    "party-takes-damage",
    "creature.damaged",
    [
      "{whom:party} takes [{type:damageType}] damage [from {atk:attackFilter}] [from {who:party}]",
      "{whom:party} is damaged [by {who:party}] [by|with {atk:attackFilter}]",
      "{whom:party} is damaged by {atk:attackFilter} [from {who:party}]",
      "{who:party} damages {whom:party} [with {atk:attackFilter}]",
    ],
    "After the creature named takes damage (more than 0, after Immune, Resist and Vulnerable), of the type or from the attack named.",
    "whenever this creature takes damage from a melee attack",
    typeFits,
    "ddm-battle-rules-2011.txt § Resistance and Vulnerability (take, would take)",
  ),
  entry(
    "party-takes-damage-at-least",
    "creature.damaged",
    ["{whom:party} takes {amount:int} or more [{type:damageType}] damage from {atk:attackFilter} [from {who:party}]"],
    "After the creature named takes at least that much damage from one attack (its damage to that creature, after Immune, Resist and Vulnerable), or that much of the type named; damage from other sources, such as ongoing damage, does not count.",
    "recharge when this creature takes 20 or more damage from attack",
    (a, ev) => ev.attackKind !== undefined && (a.type === undefined ? (ev.amount ?? 0) : (ev.amounts?.[a.type as string] ?? 0)) >= (a.amount as number),
    "ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Resistance and Vulnerability (take)",
  ),
  entry(
    "party-takes-ongoing-damage",
    "creature.damaged",
    ["{whom:party} takes ongoing [{type:damageType}] damage"],
    "After the creature named takes damage from an ongoing damage effect at the start of its turn (more than 0, after Immune, Resist and Vulnerable), of the type named.",
    "whenever an enemy takes ongoing damage",
    (a, ev) => ev.ongoing === true && typeFits(a, ev),
    "ddm-battle-rules-2011.txt § Ongoing Damage (Start of Turn)",
  ),
  entry(
    "party-would-take-damage",
    "damage.incoming",
    ["{whom:party} would take [{type:damageType}] damage [from {atk:attackFilter}] [from {who:party}]"],
    "Before the creature named takes damage (of the type named), before Immune and Resist: 'this creature takes no damage' or 'half damage' changes it.",
    "use when this creature would take fire damage",
    typeFits,
    "ddm-battle-rules-2011.txt § Resistance and Vulnerability (take, would take)",
  ),
  entry(
    "party-destroyed-by-type",
    "creature.destroyed",
    ["{whom:party} is destroyed by {type:damageType} damage [from {who:party}]", "{who:party} destroys {whom:party} with {type:damageType} damage"],
    "When the creature named is destroyed by damage that includes that type (the damage that brought it to 0 hit points).",
    "recharge when enemy is destroyed by fire damage",
    typeFits,
    "ddm-battle-rules-2011.txt § Hit Points, Destroyed; § Applying Damage (Damage Types)",
  ),
  entry(
    "party-destroys",
    "creature.destroyed",
    ["{who:party} destroys {whom:party} [with {atk:attackFilter}]", "{whom:party} is destroyed by {who:party} [with {atk:attackFilter}]", "{whom:party} is destroyed by {atk:attackFilter} [from {who:party}]", "{whom:party} is destroyed"],
    "When the creature named destroys the creature named (or the creature named is destroyed by anyone).",
    "whenever a Goblin ally destroys an enemy",
    undefined,
    "ddm-battle-rules-2011.txt § Common Triggered Powers ('Destroyed by' Triggers)",
  ),
  entry(
    "party-would-be-destroyed",
    "creature.destroying",
    [
      "{whom:party} would be destroyed [by {who:party}] [by {atk:attackFilter}]",
      "{whom:party} would be destroyed by {atk:attackFilter} without {type:damageType} [or {other:damageType}] damage",
    ],
    "When the creature named falls to 0 hit points or fewer, before it is destroyed: 'has N hp instead of being destroyed' keeps it in play. With 'without … damage', only when the damage had none of those types.",
    "use when this creature would be destroyed",
    (a, ev) => a.type === undefined || !(ev.damageTypes ?? []).some((t) => t === a.type || t === a.other),
    "ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Common Triggered Powers",
  ),
  entry(
    "party-bloodied",
    "creature.bloodied",
    ["{whom:party} becomes|is bloodied [by {who:party}] [by|with {atk:attackFilter}]", "{who:party} bloodies {whom:party} [with {atk:attackFilter}]"],
    "When the creature named becomes bloodied.",
    "whenever an Undead ally within 5 squares becomes bloodied",
    undefined,
    "ddm-battle-rules-2011.txt § Hit Points (Bloodied)",
  ),
  entry(
    "party-gains-condition",
    "creature.condition",
    [
      "{whom:party} becomes {condition:condition} [or {other:condition}] [or {third:condition}] [by {who:party}] [by|with {atk:attackFilter}]",
      "{who:party} causes {whom:party} to become {condition:condition} [or {other:condition}] [or {third:condition}] [with {atk:attackFilter}]",
    ],
    "When the creature named gains the condition (any of those named), from the creature named, by the attack named ('by an attack': only a condition an attack gave).",
    "use when an enemy becomes Dazed by an attack",
    (a, ev) => [a.condition, a.other, a.third].some((c) => typeof c === "string" && c.toLowerCase() === ev.condition?.toLowerCase()) && (a.atk === undefined || ev.attackKind !== undefined),
    "ddm-battle-rules-2011.txt § Conditions; § Activated Powers",
  ),
  // "Use after an opponent succeeds on a Conceal roll": the creature attacked (the concealed one) made the attack miss.
  entry(
    "party-succeeds-conceal",
    "conceal.succeeded",
    ["{whom:party} succeeds on conceal roll [against {who:party}] [with {atk:attackFilter}]"],
    "When the creature named, hit by an attack, turns the hit into a miss with its conceal roll (the d20 below its conceal value); 'reroll that conceal roll' answers it.",
    "use when enemy succeeds on conceal roll",
    undefined,
    "ddm-battle-rules-2011.txt § Attack Roll (Conceal)",
  ),
  entry(
    "party-would-gain-condition",
    "condition.incoming",
    ["{whom:party} would gain condition", "{whom:party} would become {condition:condition} [or {other:condition}] [or {third:condition}] [by {who:party}]"],
    "Before the creature named gains a condition (any, or one of those named; from the creature named, when one is), once Immune has not kept it off: 'ignore that condition' keeps it off, 'that condition lasts … instead' changes its duration.",
    "use when this creature or adjacent ally would gain condition",
    (a, ev) => a.condition === undefined || [a.condition, a.other, a.third].some((c) => typeof c === "string" && c.toLowerCase() === ev.condition?.toLowerCase()),
    "ddm-battle-rules-2011.txt § Conditions; § Resolving Effects (Cancellation Effects)",
  ),
  entry(
    "party-resolves",
    "attack.resolved",
    ["{who:party} resolves {atk:attackFilter} [against {whom:party}]"],
    "After the creature named has resolved an attack (every roll, damage and effect), against the creature named.",
    "use after this creature resolves a melee attack",
    undefined,
    "ddm-battle-rules-2011.txt § Making an Attack (after-attack effects)",
  ),
  // What the save is against (runtime/ddm/effects.ts savingOf): ongoing damage of a type, or an effect of this creature's attack.
  entry(
    "party-rolls-save-against-ongoing",
    "save.before",
    ["{whom:party} rolls|makes saving throw|save against ongoing [{type:damageType}] damage"],
    "Just before the creature named rolls a saving throw against ongoing damage (of the type named) and nothing else: 'that save fails' or 'succeeds' decides it without a roll.",
    "use when an adjacent enemy rolls a saving throw against ongoing fire damage",
    (a, ev) => !!ev.saving?.ongoing && (a.type === undefined || ev.saving.ongoing.includes(a.type as string)),
    "ddm-battle-rules-2011.txt § Saving Throws; § Ongoing Damage",
  ),
  entry(
    "party-saves-against-named",
    "save.succeeded",
    ["{whom:party} succeeds on saving throw|save against {name:string}"],
    "When the creature named succeeds on a saving throw that ends an effect this creature's attack or power of that name gave it ('when an enemy ends the effects of Possession Ray').",
    'use when an enemy succeeds on a saving throw against "Possession Ray"',
    (a, ev, _v, self) => (ev.saving?.from ?? []).some((f) => f.source === self && f.name.toLowerCase() === (a.name as string).toLowerCase()),
    "ddm-battle-rules-2011.txt § Saving Throws",
  ),
  entry(
    "party-fails-save",
    "save.failed",
    ["{whom:party} fails saving throw|save"],
    "When the creature named fails a saving throw.",
    "whenever an enemy fails a saving throw",
    undefined,
    "ddm-battle-rules-2011.txt § Saving Throws",
  ),
  // In the save's window: a power there may decide it or have it rolled again (runtime/ddm/save-windows.ts).
  entry(
    "party-succeeds-save",
    "save.succeeded",
    ["{whom:party} succeeds on saving throw|save", "{whom:party} saves"],
    "When the creature named succeeds on a saving throw; a power that changes that save acts before the effect ends.",
    "use when an enemy succeeds on a saving throw",
    undefined,
    "ddm-battle-rules-2011.txt § Saving Throws",
  ),
  entry(
    "party-rolls-save",
    "save.before",
    ["{whom:party} rolls|makes saving throw|save"],
    "Just before the creature named rolls a saving throw: 'that save succeeds' or 'fails' decides it without a roll.",
    "use when an ally rolls a saving throw",
    undefined,
    "ddm-battle-rules-2011.txt § Saving Throws",
  ),
];
