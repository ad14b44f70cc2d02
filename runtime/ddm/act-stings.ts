// "Takes 10 damage whenever it hits with a melee attack", "… whenever it declares a non-basic
// attack" (compiler/primitives/act-stings.ts): dealt to the creature holding the effect each
// time it so acts, from the effect's own source, while the effect lasts.
// ddm-battle-rules-2011.txt § Conditions (Duration); § Making an Attack; § Basic Attacks
import type { AttackIR } from "../../compiler/ir.js";
import type { DamagePart } from "../../compiler/primitives/host.js";
import { applyDamage } from "./damage.js";
import type { Game } from "./game.js";
import { creatureById } from "./state.js";

/** The effects on the creature whose op is one of `ops` and that fit the attack; each deals its damage. */
function sting(g: Game, id: string, fits: (op: string, args: Record<string, unknown>, source: string | null) => boolean): void {
  const c = creatureById(g.state, id);
  for (const e of [...c.effects]) {
    const m = e.kind === "modifier" ? e.modifier : undefined;
    if (!m || !fits(m.op, m.args, e.source ?? null) || c.status !== "in-play") continue;
    applyDamage(g, id, m.args.damage as DamagePart[], { creature: e.source, rule: e.rule, src: e.src });
  }
}

/** The attacker has hit with the attack. */
export function stingOnHit(g: Game, attacker: string, attack: AttackIR): void {
  sting(g, attacker, (op, args) => op === "damage-whenever-hits" && (args.kind === undefined || args.kind === attack.kind));
}

/** The attacker declares the attack against `targets`. */
export function stingOnDeclare(g: Game, attacker: string, attack: AttackIR, targets: string[]): void {
  const basicOfKind = (kind: unknown) => attack.basic && (kind === undefined || kind === attack.kind);
  sting(
    g,
    attacker,
    (op, args, source) =>
      op === "damage-whenever-declares" ||
      (op === "damage-whenever-declares-non-basic" && !basicOfKind(args.kind)) ||
      // "… if it does not target this creature": the effect's source is none of the attack's targets.
      (op === "damage-whenever-declares-elsewhere" && (source === null || !targets.includes(source))),
  );
}
