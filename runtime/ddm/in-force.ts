// Which rules reach a creature right now, from every layer: the conditions it has
// (core), its own powers, and other creatures' powers whose subject or aura covers it.
import type { Layer, ModifierIR, PermissionIR, PowerIR, SubjectIR } from "../../compiler/ir.js";
import { gateEntry, subjectEntry } from "../../compiler/primitives/index.js";
import type { RulesView } from "../../compiler/primitives/host.js";
import type { SourceRef } from "../../grammar/source.js";
import { cardOf, conditionNamed, type Game } from "./game.js";
import { creatureById, inPlay, label } from "./state.js";
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

/** Does a power's clause reach `target`? Aura: within N squares; subject: as the phrase says; none: the owner only. */
function reaches(view: RulesView, owner: string, target: string, power: PowerIR, subject: SubjectIR | null): boolean {
  if (power.aura !== null && owner !== target && view.distance(owner, target) > power.aura) return false;
  if (!subject) return owner === target;
  return subjectEntry(subject.op).includes(subject.args, view, owner, target, {});
}

function gated<C extends { gate: { op: string; args: Record<string, unknown> } | null }>(view: RulesView, c: C, target: string, owner: string): boolean {
  return c.gate === null || gateEntry(c.gate.op).holds(c.gate.args, view, target, owner);
}

function collect<C extends PermissionIR | ModifierIR>(g: Game, target: string, kind: C extends PermissionIR ? "permission" : "modifier", fromCondition: (name: string) => C[]): InForce<C>[] {
  const view = rulesView(g);
  const out: InForce<C>[] = [];
  const me = creatureById(g.state, target);
  for (const e of me.effects) {
    if (e.kind !== "condition") continue;
    const cond = conditionNamed(g, e.name);
    if (!cond) continue;
    for (const clause of fromCondition(cond.name)) {
      if (gated(view, clause, target, target)) out.push({ clause, owner: null, condition: cond.name, rule: cond.name, layer: cond.layer, src: clause.src });
    }
  }
  for (const other of inPlay(g.state)) {
    const card = cardOf(g, other.card);
    for (const p of card.powers) {
      for (const clause of p.clauses) {
        if (clause.kind !== kind) continue;
        const c = clause as C;
        if (reaches(view, other.id, target, p, c.subject) && gated(view, c, target, other.id)) {
          out.push({ clause: c, owner: other.id, condition: null, rule: `${powerName(p, label(other))}`, layer: p.layer, src: c.src });
        }
      }
    }
  }
  return out;
}

export function permissionsInForce(g: Game, target: string): InForce<PermissionIR>[] {
  return collect<PermissionIR>(g, target, "permission", (name) => conditionNamed(g, name)?.permissions ?? []);
}

export function modifiersInForce(g: Game, target: string): InForce<ModifierIR>[] {
  return collect<ModifierIR>(g, target, "modifier", (name) => conditionNamed(g, name)?.modifiers ?? []);
}
