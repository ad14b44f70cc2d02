// Value queries: a creature's current speed, defences, attack bonus, damage bonus and
// damage resistances, each with the contributions that made it and where they are
// written. Bonuses add (ddm-battle-rules-2011.txt § Bonuses and Penalties, Stacking),
// then caps apply (§ Slowed), then a set value overrides (§ Immobilized: speed 0).
import type { AttackIR } from "../../compiler/ir.js";
import { gateEntry, modifierEntry, subjectEntry } from "../../compiler/primitives/index.js";
import type { Contribution } from "../../compiler/primitives/host.js";
import type { SourceRef } from "../../grammar/source.js";
import { cardOf, type Game } from "./game.js";
import { modifiersInForce } from "./in-force.js";
import { creatureById, inPlay } from "./state.js";
import { rulesView } from "./view.js";
import { countersOf } from "./counters.js";

export interface ValueContribution {
  op: "base" | Contribution["op"];
  amount: number;
  rule: string;
  text: string;
  src: SourceRef | null;
  damageType?: string;
  /** Damage a penalty leaves a hit at least ("-5 damage (minimum 5)"). */
  minimum?: number;
  /** Comes from the circumstances of one attack (the target's conditions), not the attacker's values: the roll's log names it. */
  situational?: boolean;
}

export interface ValueAnswer {
  stat: string;
  value: number;
  contributions: ValueContribution[];
}

interface Context {
  attackKind?: string;
  /** The attack's name, for bonuses with one attack ("+2 attack with \"Stormburst\""). */
  attackName?: string;
  /** The attack is a basic attack ("+5 poison damage with basic attacks"). */
  basic?: boolean;
  /** The attack's target, for bonuses that apply only against some targets. */
  target?: string;
  /** An opportunity attack is being rolled ("+5 AC against opportunity attacks"). */
  opportunity?: boolean;
  /** The attacking creature, for defences "against attacks by Giant creatures". */
  attacker?: string;
  /** The damage types the attack deals, for bonuses "with attacks that deal cold damage". */
  dealing?: string[];
}

/** A contribution with the power that gives it and, for a rule of a power, that power's owner. */
type Contributed = Contribution & { rule: string; text: string; src: SourceRef | null; owner?: string | null };

/** Every modifier contribution reaching the creature, with its source. */
export function contributionsTo(g: Game, id: string): Contributed[] {
  const boosts = (g.state.attackBoosts ?? [])
    .filter((b) => b.creature === id)
    .map((b) => ({ stat: b.stat, op: "add" as const, amount: b.amount, ...(b.damageType ? { damageType: b.damageType } : {}), ...(b.against ? { against: b.against } : {}), rule: b.rule, text: b.text, src: b.src }));
  return [
    ...modifiersInForce(g, id).flatMap((m) =>
      modifierEntry(m.clause.op)
        .contributions(m.clause.args)
        .map((c) => ({ ...c, ...amountOf(g, id, m.owner ?? id, c), rule: m.rule, text: m.clause.text, src: m.src, owner: m.owner })),
    ),
    ...boosts,
  ];
}

/**
 * The reach printed on a melee attack ("Reach 2" on its header), or 1 while an effect has
 * taken it ("loses Reach 2 until end of battle"; § Melee Attacks, Range). Asked of the
 * creature's effects, not of every modifier in force: the rules view's reach, which gates
 * of modifiers ask, comes through here.
 */
export function printedReach(g: Game, id: string, attack: AttackIR): number {
  if (attack.range.kind !== "reach") return 1;
  return creatureById(g.state, id).effects.some((e) => e.kind === "modifier" && e.modifier?.op === "reach-lost") ? 1 : attack.range.squares;
}

/** A counted bonus's amount, per creature or per counter on the modifier's owner (compiler/primitives/counters.ts); none for others. */
function amountOf(g: Game, holder: string, owner: string, c: Contribution): { amount?: number } {
  if (c.each) return { amount: counted(g, holder, c) };
  if (c.perCounter) return { amount: c.amount * countersOf(g, owner, c.perCounter) };
  if (c.perChampionRating) return { amount: c.amount * highestChampionRating(g, owner, c.perChampionRating === "allies") };
  if (c.perEnemyDestroyed) {
    const total = c.amount * (rulesView(g).enemiesDestroyed?.(holder) ?? 0);
    return { amount: c.most === undefined ? total : c.amount < 0 ? Math.max(total, c.most) : Math.min(total, c.most) };
  }
  if (c.perHpLost) {
    // "for each 10 HP below its starting HP": full steps of the hit points the holder has lost.
    const h = creatureById(g.state, holder);
    const total = c.amount * Math.floor(Math.max(0, h.maxHp - h.hp) / c.perHpLost);
    return { amount: c.most === undefined ? total : c.amount < 0 ? Math.max(total, c.most) : Math.min(total, c.most) };
  }
  return {};
}

/** Owners whose highest champion rating is being read: asked again meanwhile (their own rating's modifiers), the bonus counts 0. */
const rating = new Set<string>();

/** The highest champion rating among the creature and its allies in play (its allies only, `alliesOnly`), as powers leave it; 0 when none is a champion (§ Champion Powers). */
function highestChampionRating(g: Game, owner: string, alliesOnly = false): number {
  if (rating.has(owner)) return 0;
  rating.add(owner);
  try {
    const side = creatureById(g.state, owner).side;
    return Math.max(0, ...inPlay(g.state).filter((c) => c.side === side && !(alliesOnly && c.id === owner)).map((c) => championRatingOf(g, c.id).value));
  } finally {
    rating.delete(owner);
  }
}

/**
 * A counted bonus ("+1 AC for each adjacent enemy"): its amount once for each other
 * creature in play the subject names, seen from the creature holding it, up to its
 * maximum. ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
function counted(g: Game, holder: string, c: Contribution): number {
  const view = rulesView(g);
  const each = subjectEntry(c.each!.op);
  const n = view.creaturesInPlay().filter((other) => other !== holder && each.includes(c.each!.args, view, holder, other, {})).length;
  const total = c.amount * n;
  if (c.most === undefined) return total;
  return c.amount < 0 ? Math.max(total, c.most) : Math.min(total, c.most);
}

/**
 * A bonus "against bloodied targets" applies only with a target in that state; on a
 * defence, which has no target, the attacker must be in it ("+4 AC against enemies
 * without flight"), as it must for "against attacks by Giant creatures".
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
function againstHolds(g: Game, id: string, c: Contributed, ctx: Context): boolean {
  if (c.by && (ctx.attacker === undefined || !gateEntry(c.by.op).holds(c.by.args, rulesView(g), ctx.attacker, id))) return false;
  // "+2 AC against that enemy": on a defence, which has no target, against that creature's attacks.
  // "+10 damage against targets adjacent to that ally": beside the chosen one while it is in play, never the chosen one itself.
  if (c.versus !== undefined && c.besideVersus) {
    const other = ctx.target ?? ctx.attacker;
    const view = rulesView(g);
    return other !== undefined && other !== c.versus && view.isInPlay(c.versus) && view.adjacent(other, c.versus);
  }
  if (c.versus !== undefined) return (ctx.target ?? ctx.attacker) === c.versus;
  if (!c.against) return true;
  const other = ctx.target ?? ctx.attacker;
  if (other === undefined) return false;
  // "Spider allies have +5 damage against targets adjacent to this creature": beside the power's owner, not the ally.
  return gateEntry(c.against.op).holds(c.against.args, rulesView(g), other, id, c.owner ?? undefined);
}

function applies(c: Contribution, stat: string, ctx: Context, defenses: string[]): boolean {
  if (c.attackKind && c.attackKind !== ctx.attackKind) return false;
  if (c.attack !== undefined && c.attack.toLowerCase() !== ctx.attackName?.toLowerCase()) return false;
  if (c.basic && !ctx.basic) return false;
  if (c.opportunity && !ctx.opportunity) return false;
  if (c.dealing && !(ctx.dealing ?? []).includes(c.dealing)) return false;
  if (c.stat === stat) return true;
  return c.stat === "defenses" && defenses.includes(stat);
}

/**
 * A bonus of a power the attack's target is immune to by name ("Immune Sneak Attack": its
 * "+10 damage against targets granting combat advantage") does not count against it.
 * ddm-battle-rules-2011.txt § Powers and Effects
 */
function immuneTarget(g: Game, ctx: Context): (c: Contributed) => boolean {
  if (ctx.target === undefined) return () => false;
  const names = contributionsTo(g, ctx.target).flatMap((c) => (c.stat === "immune-named-powers" && c.named ? [c.named.toLowerCase()] : []));
  // The power's own name, or the named power it was given as ("adjacent allies have Sneak Attack 5").
  return names.length ? (c) => names.some((n) => c.rule.toLowerCase().includes(n) || (c.stat !== "immune-named-powers" && (c.named ?? "").toLowerCase().includes(n))) : () => false;
}

/**
 * A bonus counted around the attack's target ("+5 damage for each Stirge ally adjacent to
 * target"): its amount once per other ally of the holder beside the target (only the active ones
 * when it says so), to its maximum; none without a target or with no such ally. ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
function besideTarget(g: Game, holder: string, c: Contributed, target: string | undefined): Contributed[] {
  if (target === undefined) return [];
  const view = rulesView(g);
  const { keyword, active } = c.besideTarget!;
  const n = view.creaturesInPlay().filter(
    (o) => o !== holder && o !== target && view.areAllies(holder, o) && view.adjacent(o, target) && (keyword === undefined || view.hasKeyword(o, keyword)) && !(active && view.isInactive?.(o)),
  ).length;
  const total = c.amount * n;
  const amount = c.most === undefined ? total : c.amount < 0 ? Math.max(total, c.most) : Math.min(total, c.most);
  return n > 0 ? [{ ...c, amount }] : [];
}

export function valueOf(g: Game, id: string, stat: string, base: ValueContribution, ctx: Context = {}, own: Contributed[] = []): ValueAnswer {
  const applying = [...contributionsTo(g, id), ...own].filter((c) => applies(c, stat, ctx, g.ir.ruleset.defenses) && againstHolds(g, id, c, ctx));
  const immune = applying.length ? immuneTarget(g, ctx) : () => false;
  const parts = applying.filter((c) => !immune(c)).flatMap((c) => (c.besideTarget ? besideTarget(g, id, c, ctx.target) : [c]));
  const contributions: ValueContribution[] = [
    base,
    ...parts.map(({ op, amount, rule, text, src, damageType, minimum }) => ({ op, amount, rule, text, src, ...(damageType ? { damageType } : {}), ...(minimum !== undefined ? { minimum } : {}) })),
  ];
  let value = base.amount + parts.filter((c) => c.op === "add").reduce((s, c) => s + c.amount, 0);
  for (const c of parts) if (c.op === "cap") value = Math.min(value, c.amount);
  const sets = parts.filter((c) => c.op === "set");
  if (sets.length) value = Math.min(...sets.map((c) => c.amount));
  return { stat, value, contributions };
}

function cardBase(g: Game, id: string, amount: number, what: string): ValueContribution {
  const card = cardOf(g, creatureById(g.state, id).card);
  return { op: "base", amount, rule: `${card.name} card`, text: what, src: card.src };
}

/** The champion rating: the card's, raised or lowered by powers ("that ally's champion rating is increased by 1"; § Champion Powers). */
export function championRatingOf(g: Game, id: string): ValueAnswer {
  const rating = cardOf(g, creatureById(g.state, id).card).champion ?? 0;
  return valueOf(g, id, "champion-rating", cardBase(g, id, rating, `champion ${rating}`));
}

export function speedOf(g: Game, id: string): ValueAnswer {
  const card = cardOf(g, creatureById(g.state, id).card);
  return valueOf(g, id, "speed", cardBase(g, id, card.speed, `speed ${card.speed}`));
}

/** A defence; against an attack of a kind, bonuses "against ranged attacks" count too (ddm-battle-rules-2011.txt § Bonuses and Penalties). */
export function defenseOf(g: Game, id: string, defense: string, attackKind?: string, opportunity = false, attacker?: string, dealing?: string[]): ValueAnswer {
  const card = cardOf(g, creatureById(g.state, id).card);
  const amount = card.defenses[defense] ?? 0;
  return valueOf(g, id, defense, cardBase(g, id, amount, `${defense} ${amount}`), { ...(attackKind ? { attackKind } : {}), ...(opportunity ? { opportunity } : {}), ...(attacker ? { attacker } : {}), ...(dealing ? { dealing } : {}) });
}

/**
 * The damage types an attack deals: those of its damage lines, hit, miss or either
 * (ddm-battle-rules-2011.txt § Applying Damage, Base Damage: "10 + 5 fire damage" deals fire).
 */
export function dealtTypes(attack: AttackIR): string[] {
  const parts = [...attack.hit, ...attack.miss, ...attack.hitOrMiss].filter((e) => e.op === "damage").flatMap((e) => e.args.damage as { type: string | null }[]);
  return [...new Set(parts.flatMap((p) => (p.type ? [p.type.toLowerCase()] : [])))];
}

/**
 * The lowest natural roll that is a critical hit for this attack: 20 (the die's top),
 * or lower by powers such as "scores critical hits on natural 19 or higher".
 * ddm-battle-rules-2011.txt § Attack Roll (Critical Hit)
 */
export function criticalFromOf(g: Game, id: string, attack: AttackIR, target?: string): ValueAnswer {
  const die = g.ir.ruleset.die;
  return valueOf(g, id, "critical-from", { op: "base", amount: die, rule: "core: critical hit", text: `natural ${die}`, src: null }, { attackKind: attack.kind, ...(target !== undefined ? { target } : {}) });
}

export function attackBonusOf(g: Game, id: string, attack: AttackIR, target?: string, opportunity = false): ValueAnswer {
  const base: ValueContribution = { op: "base", amount: attack.bonus, rule: attack.name, text: `+${attack.bonus} vs ${attack.defense}`, src: attack.src };
  return valueOf(g, id, "attack", base, { attackKind: attack.kind, attackName: attack.name, basic: attack.basic, dealing: dealtTypes(attack), ...(target !== undefined ? { target } : {}), ...(opportunity ? { opportunity } : {}) }, attackOwn(g, id, attack));
}

export function damageBonusOf(g: Game, id: string, attack: AttackIR, target?: string, opportunity = false): ValueAnswer {
  return valueOf(g, id, "damage", { op: "base", amount: 0, rule: attack.name, text: "no bonus", src: null }, { attackKind: attack.kind, attackName: attack.name, basic: attack.basic, dealing: dealtTypes(attack), ...(target !== undefined ? { target } : {}), ...(opportunity ? { opportunity } : {}) }, attackOwn(g, id, attack));
}

/**
 * The attack's own bonuses ("with: +1 attack for each Kobold ally within 6 squares"): for its
 * roll and damage only, counted when asked, while their state holds.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
function attackOwn(g: Game, id: string, attack: AttackIR): Contributed[] {
  const view = rulesView(g);
  return (attack.modifiers ?? [])
    .filter((m) => m.gate === null || gateEntry(m.gate.op).holds(m.gate.args, view, id, id))
    .flatMap((m) => modifierEntry(m.op).contributions(m.args).map((c) => ({ ...c, ...amountOf(g, id, id, c), rule: attack.name, text: m.text, src: m.src })));
}

/**
 * "with: target AC counts as at most 25": the attack's own cap on the target's defence named,
 * or null. ddm-battle-rules-2011.txt § Attack Roll (card text)
 */
export function targetDefenceCap(g: Game, id: string, attack: AttackIR, defense: string): number | null {
  const caps = attackOwn(g, id, attack).filter((c) => c.stat === `target-defense-at-most:${defense}`).map((c) => c.amount);
  return caps.length ? Math.min(...caps) : null;
}

/**
 * What a critical hit multiplies the base damage by: 2, or 3 by "deals triple damage on
 * critical hits"; and the bonus damage only critical hits get ("+10 damage on critical hits").
 * ddm-battle-rules-2011.txt § Applying Damage (Critical Hits)
 */
export function criticalMultiplierOf(g: Game, id: string, attack: AttackIR, target: string): ValueAnswer {
  return valueOf(g, id, "critical-multiplier", { op: "base", amount: 2, rule: "core: critical hit", text: "double the base damage", src: null }, { attackKind: attack.kind, target });
}

export function criticalDamageOf(g: Game, id: string, attack: AttackIR, target: string): ValueAnswer {
  return valueOf(g, id, "critical-damage", { op: "base", amount: 0, rule: attack.name, text: "no bonus", src: null }, { attackKind: attack.kind, target });
}

/**
 * Actions a creature may take this turn: 3 (attack, move, minor) unless a condition
 * caps it (Dazed: one). ddm-battle-rules-2011.txt § Actions; § Dazed
 */
export function actionsAllowedOf(g: Game, id: string): ValueAnswer {
  return valueOf(g, id, "actions", { op: "base", amount: 3, rule: "core: actions", text: "attack, move and minor action", src: g.actions.find((a) => a.name === "action")?.src ?? null });
}

/** Turns the creature takes each round: 1, or more by a power ("activates twice per round", § Rounds and Turns). */
export function turnsPerRoundOf(g: Game, id: string): ValueAnswer {
  return valueOf(g, id, "turns-per-round", { op: "base", amount: 1, rule: "core: rounds and turns", text: "one turn each round", src: null });
}

/** Resist, vulnerable and immune contributions of a creature (ddm-battle-rules-2011.txt § Resistance and Vulnerability). */
export function damageDefencesOf(g: Game, id: string) {
  const all = contributionsTo(g, id);
  // "loses Resist Fire": that Resist (or Immune) does not count while the rule holds (§ Resistance and Vulnerability).
  const kept = (stat: "resist" | "immune") => (c: (typeof all)[number]) => c.stat === stat && !all.some((l) => l.stat === `loses-${stat}` && l.damageType === c.damageType);
  // "Resist Fire is reduced by 15": the largest reduction of each power, those of different powers added (§ Duplicate Effects), never below 0.
  const cuts = new Map<string, number>();
  for (const l of all) if (l.stat === "resist-reduced") cuts.set(`${l.rule}|${l.damageType}`, Math.max(cuts.get(`${l.rule}|${l.damageType}`) ?? 0, l.amount));
  const cutOf = (type: string | undefined) => [...cuts].reduce((sum, [key, n]) => (key.endsWith(`|${type}`) ? sum + n : sum), 0);
  return {
    immune: all.filter(kept("immune")),
    resist: all.filter(kept("resist")).map((c) => (cutOf(c.damageType) ? { ...c, amount: Math.max(0, c.amount - cutOf(c.damageType)) } : c)),
    vulnerable: all.filter((c) => c.stat === "vulnerable"),
  };
}
