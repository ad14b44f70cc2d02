// Taking damage, bloodied, destroyed and the victory points it scores.
// Order: Immune, then one Resist, then the creature takes the rest, then the highest
// Vulnerable (ddm-battle-rules-2011.txt § Resistance and Vulnerability).
import type { Cause, DamagePart } from "../../compiler/primitives/host.js";
import { emit } from "./events.js";
import { log, type Game } from "./game.js";
import { flagOption } from "./options.js";
import { scoreDestroyed } from "./scoring.js";
import { creatureById, label } from "./state.js";
import { damageDefencesOf } from "./values.js";

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

/** Damage after Immune, Resist and Vulnerable, with the steps that changed it. */
export function damageAfterDefences(g: Game, target: string, input: DamagePart[]): { total: number; notes: string[] } {
  const d = damageDefencesOf(g, target);
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
  if (vuln) {
    total += vuln.amount;
    notes.push(`vulnerable ${vuln.amount} ${vuln.damageType} (${vuln.rule})`);
  }
  return { total, notes };
}

export function applyDamage(g: Game, target: string, parts: DamagePart[], cause: Cause): number {
  const c = creatureById(g.state, target);
  if (c.status !== "in-play") return 0;
  const { total, notes } = damageAfterDefences(g, target, parts);
  const wasBloodied = c.hp <= c.bloodiedAt;
  const before = c.hp;
  c.hp -= total;
  log(
    g,
    "damage",
    `${label(c)} takes ${total} damage (${showParts(parts)}${notes.length ? `; ${notes.join("; ")}` : ""}): ${before} → ${c.hp} hp`,
    cause,
    { target, amount: total, hp: c.hp },
  );
  if (c.hp <= 0) {
    destroy(g, target, cause);
    return total;
  }
  if (!wasBloodied && c.hp <= c.bloodiedAt) {
    log(g, "bloodied", `${label(c)} is bloodied (${c.hp} ≤ ${c.bloodiedAt})`, { rule: "core: bloodied" }, { target });
    emit(g, { kind: "creature.bloodied", subject: target, ...(cause.creature ? { actor: cause.creature } : {}) });
  }
  return total;
}

/** Hit points 0 or lower: removed from play; the opponent of its owner scores (ddm-battle-rules-2011.txt § Hit Points, Destroyed). */
export function destroy(g: Game, target: string, cause: Cause): void {
  const c = creatureById(g.state, target);
  c.status = "destroyed";
  c.space = null;
  c.effects = [];
  log(g, "destroyed", `${label(c)} is destroyed`, cause, { target });
  scoreDestroyed(g, c);
  emit(g, { kind: "creature.destroyed", subject: target, ...(cause.creature ? { actor: cause.creature } : {}) });
}

export function heal(g: Game, target: string, amount: number, cause: Cause): void {
  const c = creatureById(g.state, target);
  if (c.status !== "in-play") return;
  const before = c.hp;
  c.hp = Math.min(c.maxHp, c.hp + amount);
  log(g, "heal", `${label(c)} heals ${c.hp - before}: ${before} → ${c.hp} hp`, cause, { target, amount: c.hp - before, hp: c.hp });
}
