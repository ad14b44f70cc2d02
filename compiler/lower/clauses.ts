// Clauses: the parts of a power or condition. A segment with a colon is a trigger
// and its effects; otherwise each phrase is a permission (it says can or cannot), a
// modifier, or a text fallback. A trailing "while <state>" gates any of them.
import type { Atom, Body, Phrase, Segment } from "../../grammar/ast.js";
import type { Range } from "../../grammar/source.js";
import type { ActionCost, ClauseIR, DurationIR, EffectIR, GateIR, ModifierIR, PermissionIR, PrimitiveIR, Tier, TriggerIR } from "../ir.js";
import { firstMatch, matchPrefix, withoutArticles } from "../phrases/match.js";
import { splitAlternatives } from "../phrases/alternatives.js";
import { tableRows } from "../phrases/roll-table.js";
import { choiceOps } from "../primitives/choices.js";
import { defaultSubjectOfEffect, effectEntry, modifierEntry } from "../primitives/index.js";
import { atomsRange, src, type LowerContext } from "./context.js";
import { matchOrReport, nested, toPrimitive } from "./phrase.js";

const permissionWords = new Set(["can", "cannot", "can't"]);

function words(atoms: Atom[]): string[] {
  return atoms.map((a) => (a.kind === "word" ? a.lower : ""));
}

export function lowerEffect(ctx: LowerContext, phrase: Phrase): EffectIR | null {
  const m = matchOrReport(ctx, "effect", phrase.atoms, phrase.range);
  if (!m) return null;
  if (typeof m.slots.condition === "string") referCondition(ctx, m.slots.condition, phrase.range);
  if (choiceOps.has(m.op)) m.slots.options = lowerAlternatives(ctx, phrase);
  if (m.op === "roll-table") m.slots.rows = lowerRows(ctx, phrase);
  return {
    ...toPrimitive(ctx, m, ["subject", "duration"]),
    subject: nested(ctx, m, "subject"),
    duration: (m.slots.duration as DurationIR | undefined) ?? null,
  };
}

/** "either 15 acid damage or (10 damage and Slowed)": each alternative's effects, lowered as a line of their own. */
function lowerAlternatives(ctx: LowerContext, phrase: Phrase): EffectIR[][] {
  const plain = withoutArticles(phrase.atoms);
  // After "either", "choose one", "opponent chooses [either]" or "your opponent chooses [either]".
  const lead = ["either", "choose one", "opponent chooses", "opponent chooses either", "your opponent chooses", "your opponent chooses either"];
  const said = (n: number) => plain.slice(0, n).map((a) => (a.kind === "word" ? a.lower : "")).join(" ");
  const start = Math.max(...[1, 2, 3, 4].filter((n) => lead.includes(said(n))));
  return (splitAlternatives(plain, start) ?? []).map((phrases) => lowerEffects(ctx, phrases.map((atoms) => ({ atoms, range: atomsRange(atoms, phrase.range) }))));
}

/** "roll d20 on 1 to 10 (…) or on 11 to 20 (…)": each row's range and its effects, lowered as a line of their own. */
function lowerRows(ctx: LowerContext, phrase: Phrase): { from: number; to: number; effects: EffectIR[] }[] {
  const plain = withoutArticles(phrase.atoms);
  return (tableRows(plain, 2) ?? []).map((r) => ({ from: r.from, to: r.to, effects: lowerEffects(ctx, r.phrases.map((atoms) => ({ atoms, range: atomsRange(atoms, phrase.range) }))) }));
}

/**
 * "Immobilized and Weakened (save ends both)": the last effect's "save ends both|all"
 * reaches back to the effects before it in the line that take a duration and state none,
 * so one save ends them all (ddm-battle-rules-2011.txt § Saving Throws; digest A-31).
 */
export function lowerEffects(ctx: LowerContext, phrases: Phrase[]): EffectIR[] {
  return shareSaveEndsBoth(phrases.map((p) => lowerEffect(ctx, p)).filter((e): e is EffectIR => e !== null));
}

function shareSaveEndsBoth(effects: EffectIR[]): EffectIR[] {
  const last = effects[effects.length - 1];
  if (last?.duration?.kind === "save-ends" && last.duration.both) {
    for (const e of effects) if (e.duration === null && takesDuration(e.op)) e.duration = last.duration;
  }
  return effects;
}

function takesDuration(op: string): boolean {
  return effectEntry(op).patterns.some((p) => p.includes("{duration:duration}"));
}

function referCondition(ctx: LowerContext, name: string, range: Range): void {
  ctx.symbols.refer({ kind: "condition", name, file: ctx.rep.file, range });
}

export function lowerGate(ctx: LowerContext, atoms: Atom[], whole: Range): GateIR | null {
  const m = matchOrReport(ctx, "gate", atoms, whole);
  if (!m) return null;
  if (typeof m.slots.condition === "string") referCondition(ctx, m.slots.condition, atomsRange(atoms, whole));
  return toPrimitive(ctx, m);
}

/** Precedence tier from where a rule is written (ddm-battle-rules-2011.txt § Core Rules and Exceptions). */
function tierOf(ctx: LowerContext, polarity: "can" | "cannot", breaks: string | null): Tier {
  if (ctx.layer !== "cards") return polarity === "cannot" ? 2 : 0;
  if (polarity === "cannot") return 4;
  return breaks ? 3 : 1;
}

function lowerPermission(ctx: LowerContext, main: Atom[], gate: GateIR | null, phrase: Phrase): PermissionIR | null {
  const m = matchOrReport(ctx, "permission", main, phrase.range);
  if (!m) return null;
  const polarity = m.op === "cannot" ? "cannot" : "can";
  const verb = m.slots.verb as string;
  ctx.symbols.refer({ kind: "action", name: verb, file: ctx.rep.file, range: atomsRange(main, phrase.range) });
  // A card permission gated on a condition names the restriction it breaks (tier 3).
  const breaks = polarity === "can" && ctx.layer === "cards" && gate?.op === "has-condition" ? (gate.args.condition as string) : null;
  return {
    kind: "permission",
    polarity,
    verb,
    subject: nested(ctx, m, "subject"),
    squares: (m.slots.squares as number | undefined) ?? null,
    gate,
    breaks,
    tier: tierOf(ctx, polarity, breaks),
    layer: ctx.layer,
    text: ctx.rep.textOf(phrase.range),
    src: src(ctx, phrase.range),
  };
}

function lowerPhraseClause(ctx: LowerContext, phrase: Phrase): ClauseIR | null {
  const atoms = phrase.atoms;
  const w = words(atoms);
  if (w[0] === "text" && atoms[1]?.kind === "string" && atoms.length === 2) {
    ctx.rep.warning("WB340", "kept as text: this power is not structured, so it does nothing in play", phrase.range);
    return { kind: "text", text: atoms[1].value, src: src(ctx, phrase.range) };
  }
  const whileAt = w.lastIndexOf("while");
  const main = whileAt >= 0 ? atoms.slice(0, whileAt) : atoms;
  const gateAtoms = whileAt >= 0 ? atoms.slice(whileAt + 1) : [];
  if (whileAt >= 0 && gateAtoms.length === 0) {
    ctx.rep.error("WB310", "'while' needs a state after it, such as 'while bloodied'", atoms[whileAt]!.range);
    return null;
  }
  const gate = gateAtoms.length ? lowerGate(ctx, gateAtoms, phrase.range) : null;
  if (gateAtoms.length && !gate) return null;
  // "can …" is a permission unless a modifier says it whole ("can have a Goblin ally as a rider"), or after its subject ("allies cannot be charged").
  if (main.some((a) => a.kind === "word" && permissionWords.has(a.lower)) && !saysModifier(ctx, main)) return lowerPermission(ctx, main, gate, phrase);
  return lowerModifier(ctx, main, gate, phrase);
}

/**
 * A bonus of an attack's own roll or damage, in its "with:" line: "+1 attack for each Kobold
 * ally within 6 squares", "+5 damage while adjacent to a Wild ally". It changes only the
 * attack or damage statistic of the attacker, for that attack; "target AC counts as at most 25"
 * caps the defence it is rolled against.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties; § Attack Roll
 */
export function lowerAttackModifier(ctx: LowerContext, phrase: Phrase): ModifierIR | null {
  const c = lowerPhraseClause(ctx, phrase);
  if (!c) return null;
  const stats = c.kind === "modifier" && c.subject === null ? modifierEntry(c.op).contributions(c.args).map((x) => x.stat) : null;
  // "target AC counts as at most 25": the attack's own cap on the target's defence (compiler/primitives/defence-caps.ts).
  if (c.kind !== "modifier" || !stats || !stats.every((s) => s === "attack" || s === "damage" || s.startsWith("target-defense-at-most:"))) {
    ctx.rep.error("WB331", "'with:' holds bonuses of this attack's roll and damage (or a cap on the target's defence), e.g. with: +1 attack for each adjacent Goblin ally", phrase.range);
    return null;
  }
  return c;
}

/** A modifier, optionally after a subject: "+2 AC", "enemies -1 attack" (in an aura). */
/** Does a modifier say the words, whole or after a subject? */
function saysModifier(ctx: LowerContext, atoms: Atom[]): boolean {
  const plain = withoutArticles(atoms);
  if (firstMatch("modifier", plain, ctx.match)) return true;
  return matchPrefix("subject", plain, 0, ctx.match).some((s) => firstMatch("modifier", plain.slice(s.next), ctx.match) !== null);
}

function lowerModifier(ctx: LowerContext, atoms: Atom[], gate: GateIR | null, phrase: Phrase): ModifierIR | null {
  const plain = withoutArticles(atoms);
  if (!firstMatch("modifier", plain, ctx.match)) {
    for (const s of matchPrefix("subject", plain, 0, ctx.match)) {
      const rest = plain.slice(s.next);
      const m = firstMatch("modifier", rest, ctx.match);
      if (!m) continue;
      const subjectRange = atomsRange(plain.slice(0, s.next), phrase.range);
      const restRange = atomsRange(rest, phrase.range);
      return {
        kind: "modifier",
        op: m.entryId,
        args: m.slots,
        text: ctx.rep.textOf(phrase.range),
        src: src(ctx, restRange),
        subject: { op: s.entryId, args: s.slots, text: ctx.rep.textOf(subjectRange), src: src(ctx, subjectRange) },
        gate,
      };
    }
  }
  const m = matchOrReport(ctx, "modifier", atoms, phrase.range);
  if (!m) return null;
  return { kind: "modifier", ...toPrimitive(ctx, m), subject: null, gate };
}

const automaticStarts = [["whenever"], ["each", "time"], ["when"], ["at"]];

function lowerTrigger(ctx: LowerContext, seg: Segment): TriggerIR | null {
  // "use when …, once per turn:": the card limits the trigger to once in a creature-turn; "…, once per turn
  // for each creature:" to once in a creature-turn for each creature it names (the cards' "maximum 1 per turn per enemy");
  // "…, once per round:" to once in a round (the cards' "max. 1 per round").
  const last = seg.head!.length === 2 ? words(seg.head![1]!.atoms).join(" ") : "";
  const limits = { "once per turn": "turn", "once per turn for each creature": "turn-each", "once per round": "round" } as const;
  const oncePer = (limits as Record<string, "turn" | "turn-each" | "round">)[last] ?? null;
  const head = oncePer ? seg.head!.slice(0, 1) : seg.head!;
  if (head.length !== 1) {
    ctx.rep.error("WB310", "a trigger is one phrase before its colon", seg.range);
    return null;
  }
  const atoms = head[0]!.atoms;
  const w = words(atoms);
  let activation: TriggerIR["activation"] = "automatic";
  let skip = 0;
  // "use when …" and "use at start of round" are activated (ddm-battle-rules-2011.txt § Activated Powers).
  if (w[0] === "use" && (w[1] === "when" || w[1] === "at")) {
    activation = "activated";
    skip = 2;
  } else if (w[0] === "use" && (w[1] === "before" || w[1] === "after" || w[1] === "during")) {
    // "use before rolling initiative", "use during setup": the moment keeps its word.
    activation = "activated";
    skip = 1;
  } else {
    for (const start of automaticStarts) if (start.every((s, k) => w[k] === s)) skip = start.length;
  }
  const rest = atoms.slice(skip);
  const whileAt = words(rest).lastIndexOf("while");
  const gate = whileAt >= 0 ? lowerGate(ctx, rest.slice(whileAt + 1), head[0]!.range) : null;
  if (whileAt >= 0 && !gate) return null;
  const m = matchOrReport(ctx, "trigger", whileAt >= 0 ? rest.slice(0, whileAt) : rest, head[0]!.range);
  if (!m) return null;
  const effects: EffectIR[] = [];
  for (const phrase of seg.phrases) {
    const e = lowerEffect(ctx, phrase);
    if (!e) continue;
    // A choice's alternatives each say whom they reach.
    if (!e.subject && defaultSubjectOfEffect(e) === "target" && !choiceOps.has(e.op)) {
      ctx.rep.warning("WB311", `say who this reaches, e.g. 'that enemy takes ${e.text}'; without it, it reaches the other creature of the trigger`, phrase.range);
    }
    effects.push(e);
  }
  shareSaveEndsBoth(effects);
  return { kind: "trigger", activation, event: toPrimitive(ctx, m), gate, effects, text: ctx.rep.textOf(seg.range), src: src(ctx, seg.range), ...(oncePer ? { oncePer } : {}) };
}

/** "recharge when this creature becomes bloodied": the trigger after "recharge when". */
export function lowerRecharge(ctx: LowerContext, atoms: Atom[], whole: Range): PrimitiveIR | null {
  const w = words(atoms);
  const skip = w[0] === "when" || w[0] === "whenever" ? 1 : 0;
  if (atoms.length <= skip) {
    ctx.rep.error("WB330", "'recharge' needs its condition, e.g. 'recharge when this creature becomes bloodied'", whole);
    return null;
  }
  const m = matchOrReport(ctx, "trigger", atoms.slice(skip), whole);
  return m ? toPrimitive(ctx, m) : null;
}

export interface LoweredClause {
  clause: ClauseIR;
  range: Range;
  /** The action the clause costs, when its head starts with one ("minor action: …"). */
  action?: ActionCost;
}

const slotCosts = new Set(["attack", "move", "minor", "free", "immediate"]);

/**
 * The action cost that leads a power, as on the card: "minor action", "free action",
 * "immediate action", "replaces attack action", "replaces turn".
 * ddm-battle-rules-2011.txt § Actions; § Powers and Effects (Replaces-Action Powers)
 */
export function actionCost(atoms: Atom[]): ActionCost | null {
  const w = withoutArticles(atoms).map((a) => (a.kind === "word" ? a.lower : ""));
  if (immediateTiming(atoms)) return "immediate";
  const rest = w[0] === "replaces" ? w.slice(1) : w;
  if (rest.length === 1 && rest[0] === "turn" && w[0] === "replaces") return "turn";
  if (rest.length === 2 && rest[1] === "action" && slotCosts.has(rest[0]!)) {
    if (w[0] === "replaces" && (rest[0] === "free" || rest[0] === "immediate")) return null;
    return rest[0] as ActionCost;
  }
  return null;
}

/** "immediate interrupt" resolves before its trigger, "immediate reaction" after it (ddm-battle-rules-2011.txt § Actions, Immediate Action). */
function immediateTiming(atoms: Atom[]): "interrupt" | "reaction" | null {
  const w = withoutArticles(atoms).map((a) => (a.kind === "word" ? a.lower : ""));
  return w.length === 2 && w[0] === "immediate" && (w[1] === "interrupt" || w[1] === "reaction") ? w[1] : null;
}

/** "minor action: effects" — a power used as an action, with no trigger of its own. */
function lowerActionPower(ctx: LowerContext, seg: Segment, limits: ActionLimits = { gate: null }): TriggerIR {
  const effects = lowerEffects(ctx, seg.phrases);
  return { kind: "trigger", activation: "activated", event: null, gate: limits.gate, effects, text: ctx.rep.textOf(seg.range), src: src(ctx, seg.range), ...(limits.oncePer ? { oncePer: limits.oncePer } : {}) };
}

interface ActionLimits {
  gate: GateIR | null;
  oncePer?: "turn" | "round" | "round-warband";
}

/**
 * What a card says after an action cost to limit its use: "once per turn", "once per
 * round", "while bloodied" ("minor action, once per turn, while adjacent to an enemy: …"),
 * "one creature per round in your warband" (the cards' "only 1 creature in your warband can
 * use Loot each round": no other creature of its warband may use a power of that name in a
 * round one has; warband's own reading of a limit the rulebook does not name).
 * "trigger" when a head phrase is not such a limit (it is then a trigger: "immediate action,
 * use when …"); null when a state after "while" is not one warband knows (reported).
 * ddm-battle-rules-2011.txt § Powers and Effects; § Activated Powers
 */
function actionLimits(ctx: LowerContext, heads: Phrase[]): ActionLimits | "trigger" | null {
  const shared = (w: string[]) => w.join(" ") === "one creature per round in your warband";
  const isLimit = (w: string[]) => (w.length === 3 && w[0] === "once" && w[1] === "per" && (w[2] === "turn" || w[2] === "round")) || shared(w) || (w[0] === "while" && w.length > 1);
  if (!heads.every((h) => isLimit(words(h.atoms)))) return "trigger";
  const out: ActionLimits = { gate: null };
  for (const h of heads) {
    const w = words(h.atoms);
    if (w[0] === "once") out.oncePer = w[2] as "turn" | "round";
    else if (shared(w)) out.oncePer = "round-warband";
    else if (out.gate) {
      ctx.rep.error("WB310", "one 'while <state>' limits a power; join states in one gate", h.range);
      return null;
    } else {
      out.gate = lowerGate(ctx, h.atoms.slice(1), h.range);
      if (!out.gate) return null;
    }
  }
  return out;
}

export function lowerClauses(ctx: LowerContext, body: Body): LoweredClause[] {
  const out: LoweredClause[] = [];
  for (const seg of body) {
    if (seg.head) {
      // An empty head ("power \"X\":: …") has no action cost to read.
      const cost = seg.head[0] ? actionCost(seg.head[0].atoms) : null;
      if (cost) {
        const rest = seg.head.slice(1);
        const limits = rest.length === 0 ? { gate: null } : actionLimits(ctx, rest);
        if (limits === null) continue;
        const t = limits !== "trigger" ? lowerActionPower(ctx, seg, limits) : lowerTrigger(ctx, { ...seg, head: rest });
        const timing = immediateTiming(seg.head[0]!.atoms);
        if (t && timing) t.timing = timing;
        if (t) out.push({ clause: t, range: seg.range, action: cost });
        continue;
      }
      const t = lowerTrigger(ctx, seg);
      if (t) out.push({ clause: t, range: seg.range });
      continue;
    }
    for (const phrase of seg.phrases) {
      const c = lowerPhraseClause(ctx, phrase);
      if (c) out.push({ clause: c, range: phrase.range });
    }
  }
  return out;
}
