// Taking damage, bloodied, destroyed and the victory points it scores.
// Order: Immune, then one Resist, then the creature takes the rest, then the highest
// Vulnerable (ddm-battle-rules-2011.txt § Resistance and Vulnerability).
import { rememberDamage } from "./attack-memory.js";
import { afterDestroyed } from "./mounts.js";
import type { AttackIR } from "../../compiler/ir.js";
import type { Cause, DamagePart } from "../../compiler/primitives/host.js";
import { attacksIgnore, halvesDamageFrom } from "./continuous.js";
import { endApart, endBySource, endUntil } from "./effects.js";
import { emit } from "./events.js";
import { beforeDestroyed, damageTakenInstead, incomingDamage, reduced } from "./attack-windows.js";
import { ask, log, type Game } from "./game.js";
import { flagOption } from "./options.js";
import { actionNamed, explainBriefly, mayAct } from "./permissions.js";
import { scoreDestroyed } from "./scoring.js";
import { creatureById, label } from "./state.js";
import { contributionsTo, criticalDamageOf, criticalMultiplierOf, damageBonusOf, damageDefencesOf } from "./values.js";

/** Resist contributions of one damage type added into one, citing every rule that adds to it. */
function stackByType<C extends { damageType?: string; amount: number; rule: string }>(resists: C[]): C[] {
  const byType = new Map<string, C>();
  for (const c of resists) {
    const k = c.damageType ?? "all";
    const prev = byType.get(k);
    byType.set(k, prev ? { ...prev, amount: prev.amount + c.amount, rule: `${prev.rule} + ${c.rule}` } : c);
  }
  return [...byType.values()];
}

function showParts(parts: DamagePart[]): string {
  return parts.map((p) => `${p.amount}${p.type ? ` ${p.type}` : ""}`).join(" + ");
}

/**
 * Halving damage rounds down to a multiple of 5, with a minimum of 5; nothing halves to
 * nothing (ddm-battle-rules-2011.txt § Applying Damage, Halving Damage; ddm-2011.md A-16).
 */
export function halveDamage(amount: number): number {
  if (amount <= 0) return 0;
  return Math.max(5, Math.floor(amount / 2 / 5) * 5);
}

/** Halving hit points rounds down to a multiple of 5, with no minimum (§ Hit Points, Round Down). */
export function halveHitPoints(hp: number): number {
  return Math.max(0, Math.floor(hp / 2 / 5) * 5);
}

export interface AttackDamage {
  attacker: string;
  target: string;
  attack: AttackIR;
  /** The damage as written: base damage on a hit, or miss damage. */
  parts: DamagePart[];
  crit: boolean;
  /** Damage from a hit (bonuses apply) rather than miss damage (they do not). */
  hit: boolean;
  /** Typed bonus damage of the attack's own ("+10 radiant damage against Evil targets"): added after the critical doubling, on a hit. */
  extra?: DamagePart[];
  /** An opportunity attack's damage ("+5 damage with opportunity attacks"). */
  opportunity?: boolean;
}

/** The first rule contribution of `stat` reaching the creature, if any. */
function flag(g: Game, id: string, stat: string) {
  return contributionsTo(g, id).find((c) => c.stat === stat);
}

function addPart(parts: DamagePart[], x: DamagePart): DamagePart[] {
  const k = parts.findIndex((p) => p.type === x.type);
  return k < 0 ? [...parts, { ...x }] : parts.map((p, i) => (i === k ? { ...p, amount: Math.max(0, p.amount + x.amount) } : p));
}

const halveEach = (parts: DamagePart[]) => parts.map((p) => ({ ...p, amount: halveDamage(p.amount) }));

/** The id and words of a damage type in a decision: untyped damage is "untyped". */
const typeId = (t: string | null) => t ?? "untyped";

/**
 * Bonus and penalty damage on a hit join the attack's damage one at a time. With mixed
 * types, the attacker's player chooses which type takes each one, so a resisted type can
 * be avoided (a decision); with one type it takes them all. A penalty lowers its type to
 * no less than 0. ddm-battle-rules-2011.txt § Applying Damage (Bonus and Penalty Damage); ddm-2011.md § 4.4
 */
export function addBonusDamage(g: Game, attacker: string, parts: DamagePart[], bonuses: { amount: number; rule: string }[]): DamagePart[] {
  const out = parts.map((p) => ({ ...p }));
  const types = [...new Set(out.map((p) => typeId(p.type)))];
  const a = creatureById(g.state, attacker);
  for (const b of bonuses) {
    const pick =
      types.length > 1
        ? ask(g, {
            player: a.owner,
            kind: "bonus-damage-type",
            prompt: `${label(a)}: which damage type takes ${b.amount > 0 ? "+" : ""}${b.amount} damage (${b.rule})?`,
            options: types.map((t) => ({ id: t, label: `${t} damage`, legal: true })),
          })
        : types[0]!;
    const k = out.findIndex((p) => typeId(p.type) === pick);
    out[k] = { ...out[k]!, amount: Math.max(0, out[k]!.amount + b.amount) };
  }
  return out;
}

/**
 * Steps 2–5 of the damage pipeline (ddm-2011.md § 4.4, A-14): a critical hit doubles each
 * type of base damage; bonus and penalty damage apply to a hit with base damage; a
 * Weakened attacker halves its attack's damage; an Insubstantial target halves it again
 * unless the hit is critical. Immune, Resist and Vulnerable follow in applyDamage.
 * ddm-battle-rules-2011.txt § Applying Damage; § Weakened; § Insubstantial
 */
export function attackDamage(g: Game, d: AttackDamage): { parts: DamagePart[]; notes: string[] } {
  const notes: string[] = [];
  const times = d.crit && d.hit ? criticalMultiplierOf(g, d.attacker, d.attack, d.target) : null;
  let parts = d.parts.map((p) => ({ ...p, amount: times ? p.amount * times.value : p.amount }));
  if (times) notes.push(times.value === 2 ? "critical hit doubles the base damage" : `critical hit: ${times.value} times the base damage (${times.contributions.filter((c) => c.op !== "base").map((c) => c.rule).join(", ")})`);
  const weakened = flag(g, d.attacker, "attack-damage-halved");
  const halveBaseOnly = !flagOption(g, "weakened halves bonus damage too");
  if (weakened && halveBaseOnly) {
    parts = halveEach(parts);
    notes.push(`halved: ${weakened.rule} (base damage only)`);
  }
  if (d.hit && parts.length > 0) {
    const bonus = damageBonusOf(g, d.attacker, d.attack, d.target, d.opportunity === true);
    if (times) {
      // Bonus damage only critical hits get adds in with the other bonuses (§ Applying Damage).
      const extra = criticalDamageOf(g, d.attacker, d.attack, d.target);
      bonus.value += extra.value;
      bonus.contributions.push(...extra.contributions.filter((c) => c.op !== "base"));
    }
    // Bonus damage of a type ("+5 radiant damage") is damage of that type beside the attack's own.
    const typed = bonus.contributions.filter((c) => c.op === "add" && c.damageType && c.amount !== 0);
    const plain = bonus.contributions.filter((c) => c.op === "add" && !c.damageType && c.amount !== 0);
    if (plain.length) {
      const before = parts.reduce((s, p) => s + p.amount, 0);
      parts = addBonusDamage(g, d.attacker, parts, plain);
      // "-5 damage (minimum 5)": the penalties leave the hit at least that much, or what it had if less.
      const floor = Math.min(before, Math.max(0, ...plain.map((c) => c.minimum ?? 0)));
      const after = parts.reduce((s, p) => s + p.amount, 0);
      if (after < floor) parts = changeTotal(parts, floor - after);
      const sum = plain.reduce((s, c) => s + c.amount, 0);
      notes.push(`${sum > 0 ? "+" : ""}${sum} damage (${plain.map((c) => c.rule).join(", ")})`);
    }
    for (const c of typed) {
      const same = parts.findIndex((p) => p.type === c.damageType);
      if (same >= 0) parts[same] = { ...parts[same]!, amount: Math.max(0, parts[same]!.amount + c.amount) };
      else if (c.amount > 0) parts.push({ amount: c.amount, type: c.damageType! });
      notes.push(`${c.amount > 0 ? "+" : ""}${c.amount} ${c.damageType} damage (${c.rule})`);
    }
  }
  // Typed bonus damage joins the base damage's part of its type, or is a part of its own (§ Bonus and Penalty Damage).
  if (d.hit && d.parts.length > 0) for (const x of d.extra ?? []) parts = addPart(parts, x);
  if (weakened && !halveBaseOnly) {
    parts = halveEach(parts);
    notes.push(`halved: ${weakened.rule}`);
  }
  const insubstantial = flag(g, d.target, "attack-damage-taken-halved");
  // The attack's own "ignore Insubstantial", or its attacker's power for attacks of its kind (§ Insubstantial).
  const piercing = d.attack.ignoresInsubstantial ? d.attack.name : attacksIgnore(g, d.attacker, "ignores-insubstantial", d.attack.kind)?.rule;
  if (insubstantial && piercing) notes.push(`${piercing} ignores insubstantial`);
  else if (insubstantial && !d.crit) {
    parts = halveEach(parts);
    notes.push(`halved: ${insubstantial.rule} (insubstantial)`);
  } else if (insubstantial) notes.push(`${insubstantial.rule} does not halve a critical hit`);
  // "Takes half damage from melee attacks": halved once, critical hits too (§ Applying Damage, Round Down).
  const half = halvesDamageFrom(g, d.target, d.attack.kind);
  if (half && !(insubstantial && !d.crit && !piercing)) {
    parts = halveEach(parts);
    notes.push(`halved: ${half.rule} (${half.text})`);
  }
  // "Takes 10 less damage from close attacks (minimum 5)", "takes 5 more damage from area attacks", "takes 15 more damage
  // from this creature's attacks" (that creature's alone): the target's own change, last.
  const fromSource = (x: { stat: string; versus?: string; attackKind?: string }) => x.stat === "damage-taken-from-source" && x.versus === d.attacker && (!x.attackKind || x.attackKind === d.attack.kind);
  for (const c of contributionsTo(g, d.target).filter((x) => (x.stat === "damage-taken-from-kind" && x.attackKind === d.attack.kind) || fromSource(x))) {
    const before = parts.reduce((s, p) => s + p.amount, 0);
    if (before <= 0) continue;
    parts = changeTotal(parts, Math.max(before + c.amount, Math.min(c.minimum ?? 0, before)) - before);
    notes.push(`${c.amount > 0 ? "+" : ""}${c.amount} damage taken (${c.rule}: ${c.text})`);
  }
  return { parts, notes };
}

/** Damage parts with `delta` more (the first part) or less (cut from the first parts on), none below 0. */
function changeTotal(parts: DamagePart[], delta: number): DamagePart[] {
  const out = parts.map((p) => ({ ...p }));
  if (delta >= 0) {
    out[0]!.amount += delta;
    return out;
  }
  let cut = -delta;
  for (const p of out) {
    const take = Math.min(cut, p.amount);
    p.amount -= take;
    cut -= take;
  }
  return out;
}

/**
 * Damage after Immune, Resist and Vulnerable, with the steps that changed it. A Resist
 * "against melee attacks" or "against critical hits" counts only on such an attack's damage.
 */
export function damageAfterDefences(g: Game, target: string, input: DamagePart[], from: { attackKind?: string; critical?: boolean } = {}): { total: number; notes: string[]; byType: Record<string, number> } {
  const all = damageDefencesOf(g, target);
  const d = { ...all, resist: all.resist.filter((c) => (!c.attackKind || c.attackKind === from.attackKind) && (!c.critical || from.critical === true)) };
  const notes: string[] = [];
  const parts = input.map((p) => ({ ...p }));
  for (const p of parts) {
    const imm = d.immune.find((c) => c.damageType === "all" || (p.type !== null && c.damageType === p.type));
    if (imm && p.amount > 0) {
      notes.push(`immune ${p.type ?? "all"} (${imm.rule})`);
      p.amount = 0;
    }
  }
  // Only one Resist applies to a damage instance; its owner picks the one that helps most.
  // The option (a house-rule pack's) first adds up Resist powers of the same type.
  const resists = flagOption(g, "resist values of a type stack") ? stackByType(d.resist) : d.resist;
  const reduction = (c: (typeof d.resist)[number]) =>
    c.damageType === "all"
      ? Math.min(c.amount, parts.reduce((s, p) => s + p.amount, 0))
      : parts.filter((p) => p.type === c.damageType).reduce((s, p) => s + Math.min(c.amount, p.amount), 0);
  const best = resists.filter((c) => reduction(c) > 0).sort((a, b) => reduction(b) - reduction(a))[0];
  if (best) {
    let left = best.amount;
    for (const p of parts) {
      if (best.damageType !== "all" && p.type !== best.damageType) continue;
      const cut = best.damageType === "all" ? Math.min(left, p.amount) : Math.min(best.amount, p.amount);
      p.amount -= cut;
      if (best.damageType === "all") left -= cut;
    }
    notes.push(`resist ${best.amount} ${best.damageType} (${best.rule})`);
  }
  let total = parts.reduce((s, p) => s + p.amount, 0);
  const vuln = d.vulnerable
    .filter((c) => (c.damageType === "all" ? total > 0 : parts.some((p) => p.type === c.damageType && p.amount > 0)))
    .sort((a, b) => b.amount - a.amount)[0];
  // How much of each type is taken ("an attack that deals 25 or more cold damage"): a vulnerability to one type adds to
  // that type; one to all damage belongs to no one type.
  const byType: Record<string, number> = {};
  for (const p of parts) if (p.type !== null && p.amount > 0) byType[p.type] = (byType[p.type] ?? 0) + p.amount;
  if (vuln) {
    total += vuln.amount;
    const type = vuln.damageType;
    if (type !== undefined && type !== "all") byType[type] = (byType[type] ?? 0) + vuln.amount;
    notes.push(`vulnerable ${vuln.amount} ${vuln.damageType} (${vuln.rule})`);
  }
  return { total, notes, byType };
}

/** The creature and attack behind a change, as an event says them. */
export function attackOf(cause: Cause): { actor?: string; attackKind?: string; basic?: boolean; attackName?: string; dealing?: string[] } {
  // An attack's cause is named after the attack ("damaged by a Skull Mace attack").
  return { ...(cause.creature ? { actor: cause.creature } : {}), ...(cause.attackKind ? { attackKind: cause.attackKind, basic: cause.basic === true, attackName: cause.rule, ...(cause.dealing ? { dealing: cause.dealing } : {}) } : {}) };
}

/**
 * "This creature takes that damage instead": `taker` takes the damage another creature was
 * about to take (with the same cause; its own Immune and Resist apply), and that one takes none.
 * ddm-battle-rules-2011.txt § Resistance and Vulnerability (take, would take); § Resolving Effects (Cancellation Effects)
 */
export function takeDamageInstead(g: Game, taker: string, cause: Cause): void {
  const moved = damageTakenInstead(g, taker, cause);
  if (moved) applyDamage(g, taker, moved.parts, moved.cause, [`instead of another creature (${cause.rule})`]);
}

export function applyDamage(g: Game, target: string, parts: DamagePart[], cause: Cause, before: string[] = []): number {
  const c = creatureById(g.state, target);
  if (c.status !== "in-play") return 0;
  // "Would take damage": before Immune and Resist, powers may change or cancel it (§ Resistance and Vulnerability).
  const types = [...new Set(parts.filter((p) => p.amount > 0).map((p) => p.type).filter((t): t is string => t !== null))];
  const reductions = parts.some((p) => p.amount > 0)
    ? incomingDamage(g, target, parts, cause, () =>
        emit(g, { kind: "damage.incoming", subject: target, damageTypes: types, ...attackOf(cause) }),
      )
    : [];
  if (c.status !== "in-play") return 0;
  if (reductions.length) {
    parts = reduced(parts, reductions);
    before = [...before, `changed by a power: ${reductions.map((r) => (r === "none" ? "no damage" : r === "half" ? "half damage" : "more" in r ? `${r.more} more` : `${r.less} less`)).join(", ")}`];
  }
  const after = damageAfterDefences(g, target, parts, cause);
  const total = after.total;
  const notes = [...before, ...after.notes];
  const wasBloodied = c.hp <= c.bloodiedAt;
  // Kept in play "until it takes damage" (attack-windows.ts destroyLater): this damage ends that.
  const fragile = c.doomedIfDamaged === true && total > 0;
  const hpBefore = c.hp;
  c.hp -= total;
  if (total > 0 && cause.creature) rememberDamage(g, cause.creature, target);
  log(
    g,
    "damage",
    `${label(c)} takes ${total} damage (${showParts(parts)}${notes.length ? `; ${notes.join("; ")}` : ""}): ${hpBefore} → ${c.hp} hp`,
    cause,
    { target, amount: total, hp: c.hp },
  );
  // "Would be destroyed": powers may keep it in play at some hit points instead (attack-windows.ts).
  const spared = c.hp <= 0 ? beforeDestroyed(g, target, () => emit(g, { kind: "creature.destroying", subject: target, damageTypes: types, ...attackOf(cause) })) : null;
  if (spared !== null && c.status === "in-play") c.hp = spared;
  if (fragile || (c.hp <= 0 && !doomed(g, target))) {
    if (c.status === "in-play") destroy(g, target, cause, types);
  } else if (!wasBloodied && c.hp <= c.bloodiedAt) {
    log(g, "bloodied", `${label(c)} is bloodied (${c.hp} ≤ ${c.bloodiedAt})`, { rule: "core: bloodied" }, { target });
    emit(g, { kind: "creature.bloodied", subject: target, ...attackOf(cause) });
    endBySource(g, target, "source-bloodied");
    endUntil(g, target, "bloodied");
  }
  // "Takes damage": after the damage is taken, only when some is (§ Resistance and Vulnerability, take).
  if (total > 0) endUntil(g, target, "damaged");
  if (total > 0) endBySource(g, target, "source-damaged", types);
  if (total > 0) emit(g, { kind: "creature.damaged", subject: target, damageTypes: types, amount: total, amounts: after.byType, ...attackOf(cause), ...(cause.ongoing ? { ongoing: true } : {}) });
  return total;
}

/**
 * "When reduced to 0 HP, this creature is not destroyed until end of its next turn": the
 * first time, it is marked to be destroyed at the end of its next turn (turn.ts); until
 * then, hit points of 0 or fewer do not destroy it. Card text over the core rule.
 * ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Core Rules and Exceptions
 */
function doomed(g: Game, target: string): boolean {
  const c = creatureById(g.state, target);
  if (c.status !== "in-play") return false;
  if (c.doomedAfter !== undefined) return true;
  const rule = contributionsTo(g, target).find((x) => x.stat === "destroyed-at-end-of-next-turn");
  if (!rule) return false;
  c.doomedAfter = c.turns;
  log(g, "doomed", `${label(c)} is at ${c.hp} hp but is not destroyed until the end of its next turn (${rule.rule})`, { rule: rule.rule, src: rule.src }, { target });
  return true;
}

/** Creatures being destroyed, while their own "when this creature is destroyed" powers resolve. */
const falling = new WeakMap<Game, Set<string>>();
/** What waits for a creature being destroyed to leave its space, by creature. */
const waiting = new WeakMap<Game, Map<string, (() => void)[]>>();

/**
 * Runs `then` once the creature has left its space if it is being destroyed ("place a new
 * creature in this creature's space" as its last act), else now.
 */
export function onceGone(g: Game, id: string, then: () => void): void {
  if (!falling.get(g)?.has(id)) return then();
  const all = waiting.get(g) ?? new Map<string, (() => void)[]>();
  waiting.set(g, all);
  all.set(id, [...(all.get(id) ?? []), then]);
}

/** What waited for the creature to leave its space (or to be spared) happens now. */
function leftSpace(g: Game, id: string): void {
  const queued = waiting.get(g)?.get(id) ?? [];
  waiting.get(g)?.delete(id);
  for (const then of queued) then();
}

/**
 * Hit points 0 or lower: removed from play; the opponent of its owner scores (ddm-battle-rules-2011.txt
 * § Hit Points, Destroyed). Its own "when this creature is destroyed" powers resolve first, as its
 * last act, while it still stands where it fell (so "make a basic attack", "adjacent enemies take 5
 * damage" can be done); the others' powers hear of it as it leaves its space ("an adjacent ally is
 * destroyed"). The rulebook leaves this timing open; this order is the runtime's.
 */
export function destroy(g: Game, target: string, cause: Cause, damageTypes: string[] = []): void {
  const c = creatureById(g.state, target);
  const busy = falling.get(g) ?? new Set<string>();
  falling.set(g, busy);
  if (busy.has(target) || c.status !== "in-play") return;
  // "Destroyed by fire damage": the types of the damage that destroyed it go with its events.
  const byDamage = damageTypes.length ? { damageTypes } : {};
  busy.add(target);
  try {
    emit(g, { kind: "creature.destroyed", subject: target, ...byDamage, ...attackOf(cause), dying: true });
  } finally {
    busy.delete(target);
  }
  if (c.status !== "in-play") return leftSpace(g, target);
  const former = c.space;
  c.status = "destroyed";
  c.destroyedInRound = g.state.round;
  const had = c.effects;
  c.effects = [];
  log(g, "destroyed", `${label(c)} is destroyed`, cause, { target });
  // Its effects end with it ("recharge when no creature is affected by this power").
  for (const e of had) emit(g, { kind: "effect.ended", subject: target, name: e.rule, ...(e.source ? { actor: e.source } : {}) });
  afterDestroyed(g, target, former);
  // Each enemy destroyed is counted on its destroyer: "double VP for the first enemy this creature destroys", "when this creature first destroys an enemy".
  const killer = cause.creature ? creatureById(g.state, cause.creature) : null;
  const firstKill = killer !== null && killer.side !== c.side && (killer.enemiesDestroyed = (killer.enemiesDestroyed ?? 0) + 1) === 1;
  scoreDestroyed(g, c, cause, had);
  emit(g, { kind: "creature.destroyed", subject: target, ...byDamage, ...attackOf(cause), ...(firstKill ? { firstKill } : {}) });
  // Where it fell stays known: effects beside "the square this creature occupied" and what it had removed from the map come back there.
  if (c.space) c.lastSpace = c.space;
  c.space = null;
  // Effects lasting while their creature stays beside it can no longer end by parting: they end now.
  endApart(g);
  leftSpace(g, target);
}

export function heal(g: Game, target: string, amount: number, cause: Cause): void {
  const c = creatureById(g.state, target);
  if (c.status !== "in-play") return;
  // "cannot heal": card text that forbids it (the core action heal, content/ddm/core/actions.wb).
  if (actionNamed(g, "heal")) {
    const ruling = mayAct(g, target, "heal");
    if (!ruling.allowed) {
      log(g, "heal", `${label(c)} does not heal: ${explainBriefly(ruling)}`, cause, { target, amount: 0, hp: c.hp });
      return;
    }
  }
  const before = c.hp;
  c.hp = Math.min(c.maxHp, c.hp + amount);
  log(g, "heal", `${label(c)} heals ${c.hp - before}: ${before} → ${c.hp} hp`, cause, { target, amount: c.hp - before, hp: c.hp });
}
