// Flanking: a creature and an ally adjacent to an enemy on opposite sides or corners of
// its space. A big creature flanks if any one of its squares qualifies.
// ddm-battle-rules-2011.txt § Flanking; ddm-2011.md A-20
import type { Space, Square } from "../geometry/geometry.js";
import { clipSegment } from "../geometry/square-grid.js";
import { cardOf, type Game } from "./game.js";
import { actionNamed, mayAct } from "./permissions.js";
import { creatureById, inPlay, label } from "./state.js";
import { neverFlanked } from "./continuous.js";
import { flagOption } from "./options.js";
import { mayTarget } from "./targeting.js";
import { damageDefencesOf } from "./values.js";

/**
 * Can this creature help flank the enemy? It must have a basic melee attack that can
 * attack the enemy (reach counts, adjacency is still needed) with damage the enemy is
 * not wholly immune to, and no rule may forbid it to flank (Blinded, Dazed: "cannot flank").
 */
export function canFlank(g: Game, id: string, enemy: string): string | null {
  const c = creatureById(g.state, id);
  const e = creatureById(g.state, enemy);
  if (!c.space || !e.space || !g.grid.adjacent(c.space, e.space)) return "not adjacent";
  if (actionNamed(g, "flank")) {
    const ruling = mayAct(g, id, "flank");
    if (!ruling.allowed) return ruling.verdicts.find((v) => v.status === "decides")?.text ?? "cannot flank";
  }
  const immune = damageDefencesOf(g, enemy).immune;
  const usable = cardOf(g, c.card).attacks.filter((a) => {
    if (!a.basic || a.kind !== "melee") return false;
    if (!mayTarget(g, id, a, enemy).allowed) return false;
    const damage = a.hit.find((x) => x.op === "damage");
    if (!damage) return true;
    const parts = damage.args.damage as { type: string | null }[];
    return !parts.every((p) => immune.some((i) => i.damageType === "all" || (p.type !== null && i.damageType === p.type)));
  });
  return usable.length ? null : "no basic melee attack that can harm it";
}

type Side = "left" | "right" | "top" | "bottom";

/** The sides of the rectangle a boundary point lies on (two at a corner). */
function sidesAt(px: number, py: number, r: Space): Set<Side> {
  const out = new Set<Side>();
  const eps = 1e-9;
  if (Math.abs(px - r.x) < eps) out.add("left");
  if (Math.abs(px - (r.x + r.size)) < eps) out.add("right");
  if (Math.abs(py - r.y) < eps) out.add("top");
  if (Math.abs(py - (r.y + r.size)) < eps) out.add("bottom");
  return out;
}

/** The line between the centres of two squares passes through opposite sides or opposite corners of the space. */
export function oppositeAcross(a: Square, b: Square, target: Space): boolean {
  const [x0, y0, x1, y1] = [a.x + 0.5, a.y + 0.5, b.x + 0.5, b.y + 0.5];
  const r = target;
  const t = clipSegment([x0, y0, x1, y1], [r.x, r.y, r.x + r.size, r.y + r.size]);
  if (!t || t[1] - t[0] < 1e-9) return false;
  const [t0, t1] = t;
  const dx = x1 - x0;
  const dy = y1 - y0;
  const enter = sidesAt(x0 + t0 * dx, y0 + t0 * dy, r);
  const exit = sidesAt(x0 + t1 * dx, y0 + t1 * dy, r);
  return (enter.has("left") && exit.has("right")) || (enter.has("right") && exit.has("left")) || (enter.has("top") && exit.has("bottom")) || (enter.has("bottom") && exit.has("top"));
}

/** The ally the attacker flanks the enemy with (only `partner`, when named), or null. */
export function flankingPartner(g: Game, attacker: string, enemy: string, partner?: string): string | null {
  const a = creatureById(g.state, attacker);
  const e = creatureById(g.state, enemy);
  // "Never considered to be flanked" (card text): no one flanks it (§ Flanking).
  if (!a.space || !e.space || canFlank(g, attacker, enemy) !== null || neverFlanked(g, enemy)) return null;
  const partnerMustQualify = flagOption(g, "flanking partner must be able to flank");
  for (const p of inPlay(g.state)) {
    if (p.id === attacker || p.side !== a.side || (partner !== undefined && p.id !== partner)) continue;
    if (!g.grid.adjacent(p.space!, e.space)) continue;
    if (partnerMustQualify && canFlank(g, p.id, enemy) !== null) continue;
    const mine = g.grid.squaresOf(a.space).filter((s) => g.grid.adjacent({ ...s, size: 1 }, e.space!));
    const theirs = g.grid.squaresOf(p.space!).filter((s) => g.grid.adjacent({ ...s, size: 1 }, e.space!));
    if (mine.some((s) => theirs.some((q) => oppositeAcross(s, q, e.space!)))) return p.id;
  }
  return null;
}

export function describeFlank(g: Game, attacker: string, enemy: string, partner: string): string {
  return `${label(creatureById(g.state, attacker))} flanks ${label(creatureById(g.state, enemy))} with ${label(creatureById(g.state, partner))}`;
}
