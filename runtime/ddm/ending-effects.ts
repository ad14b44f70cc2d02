// Powers that end effects on a creature: one effect a save can end, one ongoing damage,
// one condition or effect of any duration, all conditions, a condition by name. Of
// several that fit, the power's player picks which one ends.
// ddm-battle-rules-2011.txt § Conditions (Duration); § Saving Throws; § Ongoing Damage
import type { Cause, EndableEffects } from "../../compiler/primitives/host.js";
import { endEffect } from "./effects.js";
import { ask, log, type Game } from "./game.js";
import { creatureById, label, type ActiveEffect } from "./state.js";

function fits(e: ActiveEffect, which: EndableEffects): boolean {
  if (typeof which === "object") return e.kind === "condition" && e.name.toLowerCase() === which.condition.toLowerCase();
  switch (which) {
    case "save-ends":
      return e.duration === "save-ends";
    case "save-ends-condition":
      return e.kind === "condition" && e.duration === "save-ends";
    case "ongoing":
      return e.kind === "ongoing";
    case "conditions":
      return e.kind === "condition";
    case "any":
      return e.kind !== "lasting";
  }
}

/** Ends every effect on `target` that fits (`all`), or one of them, picked by the power's player. */
export function endEffectsByPower(g: Game, target: string, which: EndableEffects, all: boolean, cause: Cause): void {
  const c = creatureById(g.state, target);
  const found = c.effects.filter((e) => fits(e, which));
  if (found.length === 0) {
    log(g, "ends", `${label(c)} has no effect that ${cause.rule} can end`, cause, { target });
    return;
  }
  let chosen = found;
  if (!all && found.length > 1) {
    const player = cause.creature ? creatureById(g.state, cause.creature).owner : c.owner;
    const pick = ask(g, {
      player,
      kind: "end-effect",
      prompt: `${label(c)}: which effect does ${cause.rule} end?`,
      options: found.map((e) => ({ id: `effect:${e.id}`, label: `${e.kind === "ongoing" ? `ongoing ${e.amount} ${e.name}`.trim() : e.name} (${e.rule})`, legal: true })),
    });
    chosen = found.filter((e) => `effect:${e.id}` === pick);
  } else if (!all) chosen = found.slice(0, 1);
  for (const e of chosen) endEffect(g, c, e, cause.rule);
}
