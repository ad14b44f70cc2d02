// Which rules reach a creature right now, from every layer: the conditions it has
// (core), its own powers, and other creatures' powers whose subject or aura covers it.
import type { ConditionIR, Layer, ModifierIR, PermissionIR, PowerIR, SubjectIR } from "../../compiler/ir.js";
import { gateEntry, subjectEntry } from "../../compiler/primitives/index.js";
import type { RulesView } from "../../compiler/primitives/host.js";
import type { SourceRef } from "../../grammar/source.js";
import { cardOf, conditionNamed, type Game } from "./game.js";
import { powersOf } from "./powers.js";
import { creatureById, inPlay, label } from "./state.js";
import { terrainModifiers } from "./terrain.js";
import { rulesView } from "./view.js";

export interface InForce<C> {
  clause: C;
  /** The creature whose card says it; null for a condition's core rule. */
  owner: string | null;
  /** The condition a core rule comes from, so card text can name it as the restriction it breaks. */
  condition: string | null;
  rule: string;
  layer: Layer;
  src: SourceRef | null;
}

export function powerName(p: PowerIR, owner: string): string {
  return p.name ?? `a power of ${owner}`;
}

/**
 * Two uses of one power are the same effect: same name, or for a nameless power the
 * same text (ddm-battle-rules-2011.txt § Bonuses and Penalties, Duplicate Effects).
 */
export function powerIdentity(p: PowerIR): string {
  return p.name !== null ? `name:${p.name.toLowerCase()}` : `text:${p.clauses.map((c) => c.text).join("; ")}`;
}

/**
 * The conditions a creature has, by lower-case name, each with the condition it came
 * through: its own conditions and those they include (Stunned includes Dazed; Helpless
 * includes Stunned and Immobilized). Identical conditions count once
 * (§ Conditions, Overlapping Durations).
 */
export function conditionsOf(g: Game, id: string): Map<string, { condition: ConditionIR | null; via: string | null }> {
  const out = new Map<string, { condition: ConditionIR | null; via: string | null }>();
  const visit = (name: string, via: string | null, depth: number) => {
    const key = name.toLowerCase();
    if (out.has(key) || depth > 8) return;
    const condition = conditionNamed(g, name) ?? null;
    out.set(key, { condition, via });
    for (const inner of condition?.includes ?? []) visit(inner, via ?? condition!.name, depth + 1);
  };
  for (const e of creatureById(g.state, id).effects) if (e.kind === "condition") visit(e.name, null, 0);
  for (const held of heldConditions(g, id)) visit(held.condition, held.rule, 0);
  return out;
}

/** Creatures whose held conditions are being read: asked again meanwhile (a state "while Slowed"), they answer with their effects' conditions only. */
const holding = new Set<string>();
const holdsAny = new WeakMap<object, boolean>();

/**
 * Conditions other rules give the creature while they reach it ("enemies within 3 squares
 * are Immobilized while Slowed"), unless it is immune to them. Read only when some card or
 * item of the battle says such a rule, as that asks every rule in force.
 * ddm-battle-rules-2011.txt § Continuous Powers; § Conditions
 */
function heldConditions(g: Game, id: string): { condition: string; rule: string }[] {
  let any = holdsAny.get(g.ir);
  if (any === undefined) {
    const powers = [...g.ir.creatures.flatMap((c) => c.powers), ...g.ir.items.flatMap((i) => i.powers)];
    any = powers.some((p) => p.clauses.some((c) => c.kind === "modifier" && c.op === "held-condition"));
    holdsAny.set(g.ir, any);
  }
  if (!any || holding.has(id)) return [];
  holding.add(id);
  try {
    const rules = modifiersInForce(g, id);
    const immune = new Set(rules.filter((m) => m.clause.op === "immune-condition").map((m) => String(m.clause.args.condition).toLowerCase()));
    return rules.filter((m) => m.clause.op === "held-condition" && !immune.has(String(m.clause.args.condition).toLowerCase())).map((m) => ({ condition: String(m.clause.args.condition), rule: m.rule }));
  } finally {
    holding.delete(id);
  }
}

/** Inactive: a condition it has says so (§ Stunned). Its activated powers, champion powers and auras do not work. */
export function isInactive(g: Game, id: string): string | null {
  for (const { condition, via } of conditionsOf(g, id).values()) if (condition?.inactive) return via ?? condition.name;
  return null;
}

/** Does a power's clause reach `target`? Aura: within N squares; subject: as the phrase says; none: the owner only. */
function reaches(view: RulesView, owner: string, target: string, power: PowerIR, subject: SubjectIR | null): boolean {
  if (power.aura !== null && owner !== target && view.distance(owner, target) > power.aura) return false;
  if (!subject) return owner === target;
  return subjectEntry(subject.op).includes(subject.args, view, owner, target, {});
}

function gated<C extends { gate: { op: string; args: Record<string, unknown> } | null }>(view: RulesView, c: C, target: string, owner: string): boolean {
  return c.gate === null || gateEntry(c.gate.op).holds(c.gate.args, view, target, owner);
}

function collect<C extends PermissionIR | ModifierIR>(g: Game, target: string, kind: C extends PermissionIR ? "permission" : "modifier", fromCondition: (c: ConditionIR) => C[]): InForce<C>[] {
  const view = rulesView(g);
  const out: InForce<C>[] = [];
  for (const { condition, via } of conditionsOf(g, target).values()) {
    if (!condition) continue;
    const rule = via ? `${condition.name} (through ${via})` : condition.name;
    for (const clause of fromCondition(condition)) {
      if (gated(view, clause, target, target)) out.push({ clause, owner: null, condition: condition.name, rule, layer: condition.layer, src: clause.src });
    }
  }
  // One use of a power at a time reaches a creature, however many creatures have it (§ Duplicate Effects).
  const seen = new Set<string>();
  for (const other of inPlay(g.state)) {
    // An aura has no effect while its creature is inactive (§ Auras; § Stunned).
    let inactive: boolean | undefined;
    for (const p of powersOf(g, other.id)) {
      if (p.aura !== null && (inactive ??= isInactive(g, other.id) !== null)) continue;
      if (p.champion || p.action !== null) continue;
      // An aura of a type ("(Aura 5, Fear)") does not reach a creature immune to the type (§ Powers and Effects, Type).
      if (p.types && other.id !== target && ownImmunity(g, view, target, p.types)) continue;
      const identity = powerIdentity(p);
      for (const [i, clause] of p.clauses.entries()) {
        if (clause.kind !== kind) continue;
        const c = clause as C;
        if (!reaches(view, other.id, target, p, c.subject) || !gated(view, c, target, other.id)) continue;
        const key = `${identity}#${i}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ clause: c, owner: other.id, condition: null, rule: `${powerName(p, label(other))}`, layer: p.layer, src: c.src });
      }
    }
  }
  return out;
}

/**
 * Is the creature immune to one of the types by its own powers ("immune Fear", "while
 * bloodied" too)? Read from its own card, not from every rule in force, so that asking
 * does not ask itself again.
 */
function ownImmunity(g: Game, view: RulesView, id: string, types: string[]): boolean {
  const lower = types.map((t) => t.toLowerCase());
  return powersOf(g, id).some((p) =>
    p.clauses.some(
      (c) =>
        c.kind === "modifier" &&
        c.op === "immune-power-type" &&
        c.subject === null &&
        lower.includes(String(c.args.type).toLowerCase()) &&
        gated(view, c, id, id),
    ),
  );
}

export function permissionsInForce(g: Game, target: string): InForce<PermissionIR>[] {
  return [...collect<PermissionIR>(g, target, "permission", (c) => c.permissions), ...timedRestrictions(g, target)];
}

/** Actions an effect forbids the creature for a while ("cannot attack (save ends)"): restrictive card text, tier 4. */
function timedRestrictions(g: Game, target: string): InForce<PermissionIR>[] {
  return creatureById(g.state, target)
    .effects.filter((e) => e.kind === "restriction")
    .map((e) => ({
      clause: { kind: "permission", polarity: "cannot", verb: e.name, subject: null, squares: null, gate: null, breaks: null, tier: 4, layer: "cards", text: `cannot ${e.name} (${e.duration.replace(/-/g, " ")})`, src: e.src ?? nowhere },
      owner: e.source,
      condition: null,
      rule: e.rule,
      layer: "cards",
      src: e.src,
    }));
}

export function modifiersInForce(g: Game, target: string): InForce<ModifierIR>[] {
  const fromTerrain = terrainModifiers(g, target).map((m): InForce<ModifierIR> => ({ ...m, owner: null, condition: null, layer: "core" }));
  return [...collect<ModifierIR>(g, target, "modifier", (c) => c.modifiers), ...fromTerrain, ...timedModifiers(g, target)];
}

/** Where a modifier given by a cause without a source line (a test's, a core procedure's) is written: nowhere. */
const nowhere: SourceRef = { file: "", line: 0, column: 0, endLine: 0, endColumn: 0 };

/**
 * Modifiers an effect gave the creature for a while ("-2 attack until end of its next
 * turn"). Two uses of the same power count once, however many are in force: one
 * effect per power name and modifier (ddm-battle-rules-2011.txt § Bonuses and Penalties, Duplicate Effects).
 */
function timedModifiers(g: Game, target: string): InForce<ModifierIR>[] {
  const seen = new Set<string>();
  const out: InForce<ModifierIR>[] = [];
  for (const e of creatureById(g.state, target).effects) {
    if (e.kind !== "modifier" || !e.modifier) continue;
    const key = `${e.rule.toLowerCase()}|${e.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const clause: ModifierIR = { kind: "modifier", op: e.modifier.op, args: e.modifier.args, text: `${e.name} (${e.duration.replace(/-/g, " ")})`, subject: null, gate: e.gate ? { ...e.gate, text: e.gate.op.replace(/-/g, " "), src: e.src ?? nowhere } : null, src: e.src ?? nowhere };
    // "allies get +5 damage while charging until end of round": it counts only while the state holds.
    if (!gated(rulesView(g), clause, target, e.source ?? target)) continue;
    out.push({ clause, owner: e.source, condition: null, rule: e.rule, layer: "cards", src: e.src });
  }
  return out;
}

/** The card of a creature, for callers that only need its stats. */
export function cardOfCreature(g: Game, id: string) {
  return cardOf(g, creatureById(g.state, id).card);
}
