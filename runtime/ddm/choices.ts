// A choice between effects ("either 15 acid damage or 15 fire damage"): the player of the
// creature using the attack or power picks one alternative as it resolves; with "opponent
// chooses …" (the cards' "(opponent's choice)"), that player's opponent picks.
// ddm-battle-rules-2011.txt § Activated Powers (Rock Solid: the player chooses among its effects); § Resolving Effects
import type { EffectIR } from "../../compiler/ir.js";
import { choiceOps } from "../../compiler/primitives/choices.js";
import { ask, type Game } from "./game.js";
import { creatureById, label } from "./state.js";

/** The effects of the alternative `self`'s player (or, `byOpponent`, that player's opponent) picks. */
export function chooseAlternative(g: Game, self: string, text: string, options: EffectIR[][], byOpponent = false): EffectIR[] {
  const me = creatureById(g.state, self);
  const pick = ask(g, {
    player: byOpponent ? 1 - me.owner : me.owner,
    kind: "choose-effect",
    prompt: `${label(me)}: ${text}`,
    options: options.map((alt, i) => ({ id: `${i + 1}`, label: alt.map((e) => e.text).join(" and "), legal: true })),
  });
  return options[Number(pick) - 1]!;
}

/** The line with each choice replaced by the effects picked for it, in place. */
export function withChoicesMade(g: Game, self: string, effects: EffectIR[]): EffectIR[] {
  if (!effects.some((e) => choiceOps.has(e.op))) return effects;
  return effects.flatMap((e) => (choiceOps.has(e.op) ? chooseAlternative(g, self, e.text, e.args.options as EffectIR[][], e.op === "opponent-choice") : [e]));
}
