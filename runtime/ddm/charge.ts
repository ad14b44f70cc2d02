// Charge: as the attack action, move up to speed straight at an enemy, then make a
// basic melee attack with +1; afterwards only a free action.
// ddm-battle-rules-2011.txt § Charge; ddm-2011.md § 6.9, A-29
import type { AttackIR } from "../../compiler/ir.js";
import type { Option } from "../kernel/decisions.js";
import type { Space } from "../geometry/geometry.js";
import { makeAttack, usesLeft } from "./attack.js";
import { terrainNow } from "./carried-terrain.js";
import type { Cause } from "../../compiler/primitives/host.js";
import { ask, cardOf, conditionNamed, log, type Game } from "./game.js";
import { stepBanned, isLegalPosition, walk } from "./movement.js";
import { actionNamed, explainBriefly, mayAct, verdictsFor } from "./permissions.js";
import { decide } from "../kernel/permission.js";
import { sees, seesSquare } from "./sight.js";
import { creatureById, inPlay, label } from "./state.js";
import { mayTarget } from "./targeting.js";
import { contributionsTo, speedOf } from "./values.js";
import { gateEntry } from "../../compiler/primitives/index.js";
import { rulesView } from "./view.js";

export interface ChargePlan {
  target: string;
  end: Space;
  path: Space[];
  attack: AttackIR;
  /** Not the basic attack: its option names it. */
  named?: boolean;
}

function planId(p: ChargePlan): string {
  return `charge:${p.target}:${p.end.x},${p.end.y}${p.named ? `:${p.attack.name}` : ""}`;
}

/**
 * The paths from the start on which every square brings the charger closer to the target,
 * within speed, by end space; with `closing` false (card text ending the charge in any
 * space beside the target), any path within speed.
 */
function closingPaths(g: Game, id: string, target: Space, speed: number, closing = true): Map<string, { cost: number; path: Space[] }> {
  const c = creatureById(g.state, id);
  const enemySquares = new Set(
    inPlay(g.state)
      .filter((o) => o.side !== c.side)
      .flatMap((o) => g.grid.squaresOf(o.space!).map((s) => `${s.x},${s.y}`)),
  );
  const flies = cardOf(g, c.card).modes.some((m) => m === "flight" || m === "burrow");
  const cost = (to: Space) => (!flies && g.grid.squaresOf(to).some((s) => terrainNow(g).get(`${s.x},${s.y}`)?.has("difficult")) ? 2 : 1);
  const banned = stepBanned(g, id);
  // Keep the cheapest way to each space (when distances strictly fall, the search is a DAG).
  const best = new Map<string, { cost: number; path: Space[] }>([[g.grid.key(c.space!), { cost: 0, path: [] }]]);
  let frontier: Space[] = [c.space!];
  while (frontier.length) {
    const next: Space[] = [];
    for (const here of frontier) {
      const h = best.get(g.grid.key(here))!;
      const d = g.grid.distance(target, here);
      for (const step of g.grid.steps(here)) {
        if (closing && g.grid.distance(target, step) >= d) continue;
        // "Cannot move closer to (or farther from) this creature": a charge is the creature's own movement.
        if (banned(here, step)) continue;
        if (g.grid.squaresOf(step).some((s) => enemySquares.has(`${s.x},${s.y}`))) continue;
        const total = h.cost + cost(step);
        if (total > speed) continue;
        const k = g.grid.key(step);
        const prev = best.get(k);
        if (prev && prev.cost <= total) continue;
        best.set(k, { cost: total, path: [...h.path, step] });
        next.push(step);
      }
    }
    frontier = next;
  }
  return best;
}

/**
 * The attacks a charge may end with: basic melee attacks (§ Charge), and melee attacks
 * whose card says "usable on charge" or "use only while charging" (card text widening
 * the rule); a card's own state ("while bloodied") must hold while charging.
 */
function chargeAttacks(g: Game, id: string): AttackIR[] {
  return cardOf(g, creatureById(g.state, id).card).attacks.filter((a) => {
    if (a.kind !== "melee" || !usesLeft(g, id, a)) return false;
    if (a.basic) return true;
    if (!a.onCharge && a.gate?.op !== "charging") return false;
    const gate = a.gate;
    return !gate || whileCharging(g, id, () => gateEntry(gate.op).holds(gate.args, rulesView(g), id, id));
  });
}

/**
 * Every legal charge: an enemy and the nearest wall-free space adjacent to it (ties:
 * the charger picks), in sight at the start, at least 2 squares away as movement
 * triggers count it, reached with every square closer to the target, then a basic
 * melee attack that can target it from there (or an attack usable on a charge, each
 * its own plan). If the nearest space is not a legal position, that enemy cannot be
 * charged (A-29).
 */
export function chargePlans(g: Game, id: string): { plans: ChargePlan[]; why: string[] } {
  const c = creatureById(g.state, id);
  // Card text that breaks the charge's restrictions: "can charge without line of sight", "… to any space adjacent to target".
  const blind = chargeRule(g, id, "charges-without-sight") !== undefined;
  const anySpace = chargeRule(g, id, "charges-to-any-adjacent-space") !== undefined;
  const why: string[] = [];
  const chargeable = chargeAttacks(g, id);
  const basics = chargeable.filter((a) => a.basic);
  const others = chargeable.filter((a) => !a.basic);
  if (chargeable.length === 0) return { plans: [], why: ["no basic melee attack"] };
  const speed = whileCharging(g, id, () => speedOf(g, id).value);
  const plans: ChargePlan[] = [];
  for (const e of inPlay(g.state)) {
    if (e.side === c.side || g.grid.rawDistance(c.space!, e.space!) > speed + 1 || (!blind && !sees(g, id, e.id))) continue;
    // "Enemies cannot charge this creature": restrictive card text on the target, which no permission overrides (tier 4).
    const barred = contributionsTo(g, e.id).find((x) => x.stat === "cannot-be-charged");
    if (barred) {
      why.push(`${label(e)}: ${barred.rule} (${barred.text}, card text, tier 4)`);
      continue;
    }
    const candidates: Space[] = [];
    for (let y = e.space!.y - c.space!.size; y <= e.space!.y + e.space!.size; y++) {
      for (let x = e.space!.x - c.space!.size; x <= e.space!.x + e.space!.size; x++) {
        const s: Space = { x, y, size: c.space!.size };
        if (!g.grid.inBounds(s) || g.grid.touchesWall(s) || !g.grid.adjacent(e.space!, s) || g.grid.rawDistance(s, e.space!) > 1) continue;
        if (g.grid.squaresOf(s).some((q) => g.grid.squaresOf(e.space!).some((p) => p.x === q.x && p.y === q.y))) continue;
        candidates.push(s);
      }
    }
    if (candidates.length === 0) continue;
    const nearest = Math.min(...candidates.map((s) => g.grid.distance(c.space!, s)));
    let paths: ReturnType<typeof closingPaths> | undefined;
    for (const end of anySpace ? candidates : candidates.filter((s) => g.grid.distance(c.space!, s) === nearest)) {
      if (g.grid.rawDistance(c.space!, end) < 2) {
        why.push(`${label(e)}: a charge moves at least 2 squares`);
        continue;
      }
      if (!isLegalPosition(g, id, end) || (!blind && !seesSquare(g, id, end))) {
        why.push(`${label(e)}: the nearest space beside it is not a legal position in sight`);
        continue;
      }
      paths ??= closingPaths(g, id, e.space!, speed, !anySpace);
      const path = paths.get(g.grid.key(end))?.path;
      if (!path) {
        why.push(`${label(e)}: no path within speed ${speed} that closes in with every square`);
        continue;
      }
      // The attack is checked from the end space.
      const start = c.space!;
      c.space = end;
      const attack = basics.find((a) => mayTarget(g, id, a, e.id).allowed);
      const extra = others.filter((a) => mayTarget(g, id, a, e.id).allowed);
      c.space = start;
      if (attack) plans.push({ target: e.id, end, path, attack });
      for (const a of extra) plans.push({ target: e.id, end, path, attack: a, named: true });
    }
  }
  return { plans, why };
}

/** The contribution of a charge rule of card text, if the creature has it. */
const chargeRule = (g: Game, id: string, stat: string) => contributionsTo(g, id).find((c) => c.stat === stat);

export function chargeOptions(g: Game, id: string): Option[] {
  if (!actionNamed(g, "charge")) return [];
  const ruling = mayAct(g, id, "charge");
  if (!ruling.allowed) return [{ id: "charge", label: "charge", legal: false, why: explainBriefly(ruling) }];
  const { plans, why } = chargePlans(g, id);
  if (plans.length === 0) return [{ id: "charge", label: "charge", legal: false, why: why[0] ?? "no enemy to charge" }];
  return plans.map((p) => ({
    id: planId(p),
    label: `charge ${label(creatureById(g.state, p.target))} from ${p.end.x},${p.end.y} with ${p.attack.name}`,
    legal: true,
  }));
}

/** Runs `f` with the creature counted as charging (powers "+2 speed while charging" reach the charge's move). */
function whileCharging<T>(g: Game, id: string, f: () => T): T {
  const t = g.state.active;
  if (t?.creature !== id) return f();
  const before = t.charging;
  t.charging = true;
  try {
    return f();
  } finally {
    if (before) t.charging = before;
    else delete t.charging;
  }
}

/** Carries out a charge; the creature's other actions are spent, whatever happens (§ Charge). */
export function charge(g: Game, id: string, target: string, endKey: string, attack?: string): void {
  const plan = chargePlans(g, id).plans.find((p) => p.target === target && `${p.end.x},${p.end.y}` === endKey && (attack === undefined ? !p.named : p.named && p.attack.name === attack));
  if (!plan) throw new Error(`${label(creatureById(g.state, id))} cannot charge ${target} from ${endKey}`);
  const t = g.state.active;
  // "if it did not charge this turn" asks whether it charged.
  if (t?.creature === id) Object.assign(t, { attack: 0, move: 0, minor: 0, charged: true, minorsAtCharge: t.minorActions ?? 0 });
  const action = actionNamed(g, "charge")!;
  log(g, "charge", `${label(creatureById(g.state, id))} charges ${label(creatureById(g.state, target))}`, { rule: "core action charge", src: action.src }, { creature: id, target });
  carryOut(g, id, plan);
  // "Can move after charging": its move action comes back once the charge is resolved (§ Charge, One Free Action, broken by card text).
  const after = chargeRule(g, id, "moves-after-charge");
  if (after && t?.creature === id && g.state.active === t && creatureById(g.state, id).status === "in-play") {
    t.move = 1;
    log(g, "charge", `${label(creatureById(g.state, id))} may still take a move action (${after.rule})`, { rule: after.rule, src: after.src }, { creature: id });
  }
}

/**
 * "Charge that enemy": a charge a power grants, at the creature named. The same move and
 * attack as the charge action, but no action of the creature is spent (the power grants
 * it); only if it may charge at all (Blinded may not) and can charge that creature now.
 * Its player picks the space and attack, or declines. With no creature named ("1 ally makes
 * a charge attack"), any it can charge now, its player picking the target too.
 * ddm-battle-rules-2011.txt § Charge; § Powers and Effects
 */
export function chargeByPower(g: Game, id: string, target: string | null, cause: Cause): void {
  const c = creatureById(g.state, id);
  if (c.status !== "in-play" || !c.space || !actionNamed(g, "charge")) return;
  // The turn's own bookkeeping (own turn, slots) is for the action, not for a charge a power grants.
  const rules = verdictsFor(g, id, "charge").filter((v) => v.rule !== "core: actions" && !v.rule.startsWith("core action "));
  const ruling = decide([{ tier: 0, polarity: "can", rule: cause.rule, text: `charge (${cause.rule})`, src: cause.src }, ...rules]);
  const plans = ruling.allowed ? chargePlans(g, id).plans.filter((p) => target === null || p.target === target) : [];
  const whom = target === null ? "anyone" : label(creatureById(g.state, target));
  if (plans.length === 0) {
    log(g, "charge", `${label(c)} cannot charge ${whom} (${cause.rule})${ruling.allowed ? "" : `: ${explainBriefly(ruling)}`}`, cause, { creature: id });
    return;
  }
  const pick = ask(g, {
    player: c.owner,
    kind: "power-attack",
    prompt: `${label(c)}: charge ${target === null ? "" : `${whom} `}(${cause.rule})`,
    options: [...plans.map((p) => ({ id: planId(p), label: `charge ${target === null ? `${label(creatureById(g.state, p.target))} ` : ""}from ${p.end.x},${p.end.y} with ${p.attack.name}`, legal: true })), { id: "decline", label: "decline", legal: true }],
  });
  const plan = plans.find((p) => planId(p) === pick);
  if (!plan) return;
  const t = g.state.active;
  if (t?.creature === id) t.charged = true;
  log(g, "charge", `${label(c)} charges ${label(creatureById(g.state, plan.target))} (${cause.rule})`, cause, { creature: id, target: plan.target });
  carryOut(g, id, plan);
}

/** The charge's move, then its attack with +1, counted as charging throughout. */
function carryOut(g: Game, id: string, plan: ChargePlan): void {
  const action = actionNamed(g, "charge")!;
  const target = plan.target;
  // "While charging" powers hold from the charge's first square to the end of its attack.
  whileCharging(g, id, () => {
    if (!walk(g, id, plan.path, action.provokes, { creature: id, rule: "charges", src: action.src })) return;
    if (creatureById(g.state, target).status !== "in-play") return;
    // Blinded on the way (by an opportunity attack, say): the charge stops and makes no attack (§ Blinded).
    if (rulesView(g).hasCondition(id, "Blinded")) {
      log(g, "charge", `${label(creatureById(g.state, id))} is Blinded and cannot complete the charge`, { rule: "Blinded", src: conditionNamed(g, "Blinded")?.src ?? null }, { creature: id });
      return;
    }
    makeAttack(g, id, plan.attack, target, { charge: true });
  });
}
