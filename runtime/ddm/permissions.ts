// "May this creature <action> now?" Verdicts come from the core action (tier 0), the
// core rules of the turn (the action budget, once-per-turn limits, own-turn-only
// actions: tier 2), the creature's conditions (core restrictions, tier 2) and every card
// whose power reaches it (tiers 1, 3 and 4); the kernel decides by tier.
// ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Actions
import type { ActionIR, AttackIR } from "../../compiler/ir.js";
import { gateEntry } from "../../compiler/primitives/index.js";
import { decide, type Ruling, type Verdict } from "../kernel/permission.js";
import { turnKey, type Game } from "./game.js";
import { permissionsInForce } from "./in-force.js";
import { creatureById, type TurnState } from "./state.js";
import { actionsAllowedOf, contributionsTo, speedOf } from "./values.js";
import { rulesView } from "./view.js";

export function actionNamed(g: Game, verb: string): ActionIR | undefined {
  return g.actions.find((a) => a.name.toLowerCase() === verb.toLowerCase());
}

/** The action and every action it counts as, transitively: a shift counts as a move, a move as a move action, that as an action. */
export function actionFamily(g: Game, verb: string): string[] {
  const out: string[] = [];
  const visit = (v: string) => {
    const key = v.toLowerCase();
    if (out.includes(key)) return;
    out.push(key);
    for (const up of actionNamed(g, v)?.countsAs ?? []) visit(up);
  };
  visit(verb);
  return out;
}

export type Slot = "attack" | "move" | "minor";

/**
 * Is a slot still open this turn? The attack action may be spent as a move or minor
 * action, the move action as a minor action (§ Take Actions Phase, Substitute Actions).
 */
export function hasSlot(t: TurnState, slot: Slot | "turn"): boolean {
  if (slot === "turn") return t.attack > 0 && t.move > 0 && t.minor > 0;
  if (slot === "attack") return t.attack > 0;
  if (slot === "move") return t.move > 0 || t.attack > 0;
  return t.minor > 0 || t.move > 0 || t.attack > 0;
}

/** Spends the slot, using a larger one in its place when the slot itself is spent. */
export function spendSlot(t: TurnState, slot: Slot | "turn"): void {
  t.taken = (t.taken ?? 0) + 1;
  if (slot === "move") t.moveActions = (t.moveActions ?? 0) + 1;
  if (slot === "minor") t.minorActions = (t.minorActions ?? 0) + 1;
  if (slot === "turn") {
    t.attack = t.move = t.minor = 0;
    return;
  }
  const order: Slot[] = slot === "attack" ? ["attack"] : slot === "move" ? ["move", "attack"] : ["minor", "move", "attack"];
  const use = order.find((s) => t[s] > 0);
  if (use) t[use]--;
}

/**
 * Minor actions a power lets it take each turn even when Dazed (one action) or Confused (none,
 * on a roll of 6-10): card text that names the conditions it breaks (§ Core Rules and Exceptions).
 */
function minorsDespiteConditions(g: Game, creature: string): number {
  return contributionsTo(g, creature).reduce((n, c) => n + (c.stat === "minor-actions-despite-conditions" ? c.amount : 0), 0);
}

/** The core rules of the turn, as tier-2 restrictions on `action` (§ Actions). */
function turnVerdicts(g: Game, creature: string, action: ActionIR, q: QuestionContext = {}): Verdict[] {
  const out: Verdict[] = [];
  const t = g.state.active;
  const own = t?.creature === creature;
  // An attack written "minor action" takes the minor slot instead (§ Actions, Minor Action).
  const slot = action.slot === "attack" && q.attack?.action === "minor" ? "minor" : action.slot;
  const core = (text: string, restriction: string): Verdict => ({ tier: 2, polarity: "cannot", rule: "core: actions", text, src: action.src, restriction });
  // "1 additional minor action each turn, even if Dazed or Confused": that many minor actions beyond Dazed's one action and Confused's none.
  const unbound = own && t && slot === "minor" && (t.minorActions ?? 0) < minorsDespiteConditions(g, creature);
  // Barred from actions (Confused, 6-10): every action, and what counts as one (a double move counts as a move).
  if (own && t?.barred && !(unbound && t.barred.confused) && (slot !== "none" || action.countsAs.length > 0)) out.push({ tier: 2, polarity: "cannot", rule: "condition Confused", text: t.barred.text, src: t.barred.src, restriction: "Confused" });
  if (slot === "attack" || slot === "move" || slot === "minor") {
    if (t && !own) out.push(core(`${slot} actions are taken only on the creature's own turn`, "own turn"));
    if (t && own && !hasSlot(t, slot)) out.push(core(`no ${slot} action left this turn`, `${slot} action spent`));
    // The value query is only worth asking once an action has been taken.
    if (own && t && (t.taken ?? 0) > 0 && !unbound) {
      const allowed = actionsAllowedOf(g, creature);
      // Minor actions taken beyond the cap by such a power are not among the actions it counts.
      const beyond = Math.min(t.minorActions ?? 0, minorsDespiteConditions(g, creature));
      if ((t.taken ?? 0) - beyond >= allowed.value) {
        const cap = allowed.contributions.find((c) => c.op === "cap" || c.op === "set");
        out.push({ tier: 2, polarity: "cannot", rule: cap?.rule ?? "core: actions", text: `only ${allowed.value} action${allowed.value === 1 ? "" : "s"} this turn (${cap?.text ?? "the turn's actions"})`, src: cap?.src ?? action.src, restriction: cap?.rule ?? "actions" });
      }
    }
  }
  if (slot === "move" && own && t) out.push(...moveActionLimits(g, creature, t));
  if (action.perTurn !== null) {
    const c = creatureById(g.state, creature);
    const used = action.slot === "immediate" ? c.immediateTurn : action.name.toLowerCase() === "opportunity attack" ? c.oaTurn : undefined;
    if (used !== undefined && used === turnKey(g) && turnKey(g) !== 0) out.push(core(`at most ${action.perTurn} ${action.name} per creature-turn, already taken this turn`, `${action.name} per turn`));
  }
  return out;
}

/**
 * "Can only take 1 move action on its turn" / "each round": card text (tier 4) once that
 * many move actions are taken (§ Take Actions Phase; § Core Rules and Exceptions).
 */
function moveActionLimits(g: Game, creature: string, t: TurnState): Verdict[] {
  const out: Verdict[] = [];
  for (const c of contributionsTo(g, creature)) {
    const per = c.stat === "move-actions-each-turn" ? "turn" : c.stat === "move-actions-each-round" ? "round" : null;
    if (!per) continue;
    const taken = (t.moveActions ?? 0) + (per === "round" ? (creatureById(g.state, creature).moveActionsThisRound ?? 0) : 0);
    if (taken >= c.amount) out.push({ tier: 4, polarity: "cannot", rule: c.rule, text: `${c.text} (${taken} taken this ${per})`, src: c.src, restriction: c.rule });
  }
  return out;
}

export interface QuestionContext {
  /** An attack whose kind and basic flag bring "melee attack", "ranged attack", "non-basic attack" rules in. */
  attack?: AttackIR;
}

/** The verbs a question about `verb` touches: an attack question also asks about its kind and whether it is basic. */
function verbsOf(g: Game, verb: string, q: QuestionContext): string[] {
  const verbs = [verb];
  if (q.attack) {
    const kind = `${q.attack.kind} attack`;
    if (actionNamed(g, kind)) verbs.push(kind);
    if (!q.attack.basic && actionNamed(g, "non-basic attack")) verbs.push("non-basic attack");
  }
  return verbs;
}

export function verdictsFor(g: Game, creature: string, verb: string, q: QuestionContext = {}): Verdict[] {
  const verdicts: Verdict[] = [];
  const action = actionNamed(g, verb);
  if (action) {
    const squares = action.squares === "speed" ? speedOf(g, creature).value : action.squares;
    const moves = action.squares === "speed" || action.squares > 0;
    verdicts.push({
      tier: 0,
      polarity: "can",
      rule: `core action ${action.name}`,
      text: !moves ? `${action.name}: allowed by the core rules` : action.squares === "speed" ? `${action.name} up to speed (${squares} squares)` : `${action.name} ${squares} square${squares === 1 ? "" : "s"}`,
      src: action.src,
      squares: moves ? squares : null,
    });
  }
  const family = new Set(verbsOf(g, verb, q).flatMap((v) => actionFamily(g, v)));
  if (action) verdicts.push(...turnVerdicts(g, creature, action, q));
  // "once per turn" in an attack's header: card text restricting its own attack (tier 4).
  if (q.attack?.oncePerTurn && creatureById(g.state, creature).usedOnTurn?.[`attack:${q.attack.name}`] === turnKey(g)) {
    verdicts.push({ tier: 4, polarity: "cannot", rule: q.attack.name, text: "once per turn, already used this turn", src: q.attack.src, restriction: q.attack.name });
  }
  // "by power only": an attack printed inside a power, which alone makes it; never an action (card text, tier 4).
  if (q.attack?.byPower) {
    verdicts.push({ tier: 4, polarity: "cannot", rule: q.attack.name, text: "made only by its card's power, not as an action", src: q.attack.src, restriction: q.attack.name });
  }
  // "while bloodied" in an attack's header: card text restricting its own attack (tier 4).
  const gate = q.attack?.gate;
  if (gate && !gateEntry(gate.op).holds(gate.args, rulesView(g), creature, creature)) {
    verdicts.push({ tier: 4, polarity: "cannot", rule: q.attack!.name, text: `usable only while ${gate.text}`, src: gate.src, restriction: q.attack!.name });
  }
  for (const p of permissionsInForce(g, creature)) {
    const c = p.clause;
    // A permit speaks only to its own action; a restriction also to every action that counts as it.
    const speaks = c.polarity === "can" ? c.verb.toLowerCase() === verb.toLowerCase() : family.has(c.verb.toLowerCase());
    if (!speaks) continue;
    verdicts.push({
      tier: c.tier,
      polarity: c.polarity,
      rule: p.condition ? `condition ${p.rule}` : p.rule,
      text: c.text,
      src: c.src,
      squares: c.squares,
      restriction: c.polarity === "cannot" ? (p.condition ?? p.rule) : null,
      breaks: c.breaks,
    });
  }
  return dedupe(verdicts);
}

/** The same rule reached through two verbs is one verdict. */
export function dedupe(vs: Verdict[]): Verdict[] {
  const seen = new Set<string>();
  return vs.filter((v) => {
    const k = `${v.tier}|${v.polarity}|${v.rule}|${v.text}|${v.src?.file}:${v.src?.line}:${v.src?.column}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The ruling on whether `creature` may take `verb`, with every verdict and its tier. */
export function mayAct(g: Game, creature: string, verb: string, q: QuestionContext = {}): Ruling {
  return decide(verdictsFor(g, creature, verb, q));
}

const tierNames: Record<number, string> = {
  0: "the core rules' own permission",
  1: "permissive card text",
  2: "a restrictive core rule",
  3: "card text that names the restriction it breaks",
  4: "restrictive card text",
};

export function tierName(tier: number): string {
  return tierNames[tier] ?? `tier ${tier}`;
}

/** The ruling in one line, for disabled actions in the workbench and for traces. */
export function explainBriefly(r: Ruling): string {
  const d = r.verdicts.find((v) => v.status === "decides");
  if (!d) return r.allowed ? "allowed" : "no rule allows it";
  return `${r.allowed ? "allowed" : "not allowed"}: ${d.text} (${d.rule}, tier ${d.tier}: ${tierName(d.tier)})`;
}
