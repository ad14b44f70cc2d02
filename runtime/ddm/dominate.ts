// "As if" Dominated: a creature made to attack for another warband for one free action.
// ddm-battle-rules-2011.txt § 'As If' Dominated; § Dominated; digest A-34
import type { Cause } from "../../compiler/primitives/host.js";
import { checkTargets, makeAttack, usesLeft } from "./attack.js";
import { ask, cardOf, isOver, log, type Game } from "./game.js";
import { dismountOnControl } from "./mounts.js";
import { creatureById, label } from "./state.js";

/**
 * The creature is Dominated for one free action by the cause's creature: that creature's
 * player chooses one of its basic melee or ranged attacks and a target, and for the
 * attack it belongs to that warband, so its own allies may be the target; it may attack
 * even when it is not its turn. With no legal basic attack, nothing happens. VP for
 * anything it destroys follow the destroyed creature's owner as always.
 */
export function attackAsIfDominated(g: Game, target: string, cause: Cause): void {
  const c = creatureById(g.state, target);
  const by = cause.creature ? creatureById(g.state, cause.creature) : null;
  if (!by || c.status !== "in-play" || isOver(g)) return;
  dismountOnControl(g, c.id, by.owner, cause);
  const ownSide = c.side;
  c.side = by.side;
  try {
    const basics = cardOf(g, c.card).attacks.filter((a) => a.basic && (a.kind === "melee" || a.kind === "ranged") && usesLeft(g, c.id, a));
    const options = basics.flatMap((a) =>
      checkTargets(g, c.id, a)
        .filter((x) => x.ok)
        .map((x) => ({ id: `${a.name}:${x.target}`, label: `${a.name} → ${label(creatureById(g.state, x.target))}`, legal: true })),
    );
    if (options.length === 0) {
      log(g, "dominated", `${label(c)} has no basic attack with a target for ${label(by)}'s warband (${cause.rule}, as if Dominated)`, cause);
      return;
    }
    log(g, "dominated", `${label(c)} is Dominated by ${label(by)} for one free action: a basic attack (${cause.rule})`, cause, { creature: c.id, by: by.id });
    const choice = ask(g, { player: by.owner, kind: "attack-target", prompt: `${label(c)}, as if Dominated by ${label(by)}: which basic attack, against whom?`, options });
    const cut = choice.lastIndexOf(":");
    const attack = basics.find((a) => a.name === choice.slice(0, cut))!;
    makeAttack(g, c.id, attack, choice.slice(cut + 1));
  } finally {
    c.side = ownSide;
  }
}
