// A power that makes one of the creature's attacks by name ("make 1 \"Web\" attack") or
// recharges one ("recharge \"Dark Grasp\"") names an attack or power of that creature's
// card; a name it does not have is an error, so the power is never lowered into
// something that does nothing in play.
// ddm-battle-rules-2011.txt § Making an Attack
import type { Range } from "../../grammar/source.js";
import type { AttackIR, CreatureIR, PowerIR } from "../ir.js";
import { LENT_POWER } from "../primitives/lent-powers.js";
import type { LowerContext } from "./context.js";

export function checkAttacksNamed(ctx: LowerContext, creature: CreatureIR, powers: [PowerIR, Range][]): void {
  const attacks = new Set(creature.attacks.map((a) => a.name.toLowerCase()));
  // Only an attack or power with limited uses has a use to regain.
  const limited = new Set([...creature.attacks, ...creature.powers].flatMap((p) => (p.name && p.uses !== null ? [p.name.toLowerCase()] : [])));
  // `allies get power "Wyrmdance" until end of round` lends a power of its own card, and only for a while.
  const own = new Set(creature.powers.flatMap((p) => (p.name ? [p.name.toLowerCase()] : [])));
  for (const [p, range] of powers) {
    for (const c of p.clauses) {
      // "reach 2 with \"Tail Strike\"", "+2 attack with \"Stormburst\"": an attack (for a reach, a melee one) of its own card.
      const withAttack = c.kind === "modifier" && typeof c.args.attack === "string" ? c.args.attack : null;
      const reach = c.kind === "modifier" && c.op === "reach";
      if (withAttack !== null && !creature.attacks.some((a) => (!reach || a.kind === "melee") && a.name.toLowerCase() === withAttack.toLowerCase())) {
        ctx.rep.error("WB336", `"${creature.name}" has no ${reach ? "melee " : ""}attack named "${withAttack}" for this ${reach ? "reach" : "bonus"}`, range);
      }
      if (c.kind === "modifier" && c.op === LENT_POWER) ctx.rep.error("WB336", `a power is lent only for a while: write its duration ('allies get power "${String(c.args.name)}" until end of round')`, range);
      if (c.kind !== "trigger") continue;
      // "use when this creature hits with \"Mind Blast\" attack": a trigger naming one of its attacks.
      const atk = c.event?.args.atk as { name?: string; power?: string } | undefined;
      if (atk?.name !== undefined && !attacks.has(atk.name.toLowerCase())) ctx.rep.error("WB336", `"${creature.name}" has no attack named "${atk.name}" for this trigger`, range);
      // "use when this creature declares attack by \"Defender\"": a power of its own card that makes attacks.
      if (atk?.power !== undefined && !own.has(atk.power.toLowerCase())) ctx.rep.error("WB336", `"${creature.name}" has no power named "${atk.power}" for this trigger`, range);
      for (const e of c.effects) {
        const lent = e.op === "timed-modifier" ? (e.args.modifier as { op: string; args: { name?: unknown } } | undefined) : undefined;
        if (lent?.op === LENT_POWER && !own.has(String(lent.args.name).toLowerCase())) ctx.rep.error("WB336", `"${creature.name}" has no power named "${String(lent.args.name)}" to lend`, range);
        const names = [e.args.name, e.args.other, e.args.also].filter((n): n is string => typeof n === "string");
        // "Recharge Grasping Dead or Hex": of two named, one may have no uses to regain (its player
        // can pick it, to no end); each is its card's, and one at least has a use to regain.
        if (e.op === "recharge" && names.length > 1 && names.every((n) => attacks.has(n.toLowerCase()) || own.has(n.toLowerCase())) && names.some((n) => limited.has(n.toLowerCase()))) continue;
        // "make 1 Web attack" names an attack; "recharge Dark Grasp" an attack or a power.
        const known = e.op === "attacks-by-power" || e.op === "attack-against" || e.op === "move-making-attack" ? attacks : e.op === "recharge" ? limited : null;
        for (const name of known ? names : []) {
          if (!known!.has(name.toLowerCase())) ctx.rep.error("WB336", `"${creature.name}" has no ${e.op === "recharge" ? "limited-use attack or power" : "attack"} named "${name}" for this power to ${e.op === "recharge" ? "recharge" : "make"}`, range);
        }
      }
    }
  }
}

/**
 * An attack whose effects make another of its card's attacks afterwards ("hit or miss: then
 * make \"Claws\" attack against same target") names a melee or ranged attack of that card
 * other than itself: only those can be made after an attack (§ Attack Roll, Repeated Attacks).
 */
export function checkLaterAttacksNamed(ctx: LowerContext, creature: CreatureIR, attacks: [AttackIR, Range][]): void {
  const usable = new Set(creature.attacks.filter((a) => a.kind === "melee" || a.kind === "ranged").map((a) => a.name.toLowerCase()));
  for (const [a, range] of attacks) {
    for (const e of [...a.hit, ...a.miss, ...a.hitOrMiss, ...(a.critical ?? []), ...(a.afterAll ?? [])]) {
      const name = e.op.startsWith("then-named-attack") ? (e.args.name as string) : null;
      if (name !== null && (!usable.has(name.toLowerCase()) || name.toLowerCase() === a.name.toLowerCase())) {
        ctx.rep.error("WB336", `"${creature.name}" has no other melee or ranged attack named "${name}" for "${a.name}" to make`, range);
      }
    }
  }
}
