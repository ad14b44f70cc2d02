// A choice between effects ("either 15 acid damage or 15 fire damage"): the player of the
// creature using the attack or power picks one alternative as it resolves.
// ddm-battle-rules-2011.txt § Activated Powers (Rock Solid: the player chooses among its effects); § Resolving Effects
import type { EffectIR } from "../../compiler/ir.js";
import { ask, type Game } from "./game.js";
import { creatureById, label } from "./state.js";

/** The effects of the alternative `self`'s player picks. */
export function chooseAlternative(g: Game, self: string, text: string, options: EffectIR[][]): EffectIR[] {
  const me = creatureById(g.state, self);
  const pick = ask(g, {
    player: me.owner,
    kind: "choose-effect",
    prompt: `${label(me)}: ${text}`,
    options: options.map((alt, i) => ({ id: `${i + 1}`, label: alt.map((e) => e.text).join(" and "), legal: true })),
  });
  return options[Number(pick) - 1]!;
}

/** The line with each choice replaced by the effects picked for it, in place. */
export function withChoicesMade(g: Game, self: string, effects: EffectIR[]): EffectIR[] {
  if (!effects.some((e) => e.op === "choice")) return effects;
  return effects.flatMap((e) => (e.op === "choice" ? chooseAlternative(g, self, e.text, e.args.options as EffectIR[][]) : [e]));
}
