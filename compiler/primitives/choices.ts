// Choices between effects: "15 acid OR 15 fire damage", "choose one: …". The acting
// player (the attacker, the power's user) picks one alternative when it resolves; in an
// attack, damage first in the chosen alternative is the attack's base damage.
// ddm-battle-rules-2011.txt § Activated Powers (choosing among a power's effects, Rock Solid); § Resolving Effects
import type { EffectEntry } from "./entry.js";

const choice: EffectEntry = {
  family: "effect",
  id: "choice",
  patterns: ["either {options:alternatives}", "choose one {options:alternatives}"],
  summary:
    "A choice between effects: the acting player picks one alternative as it resolves. Write several effects of one alternative in parentheses. In an attack, damage first in the chosen alternative is its base damage.",
  cite: "ddm-battle-rules-2011.txt § Activated Powers; § Resolving Effects",
  example: "either 15 acid damage or 15 fire damage",
  defaultSubject: "target",
  apply: (args, host, target, cause) => {
    if (!host.choose) throw new Error("this battle cannot ask for a choice between effects");
    host.choose(target, args.options as unknown[][], cause);
  },
};

/**
 * "opponent chooses 20 psychic damage or Stunned" (the cards' "20 psychic damage OR Stunned
 * (opponent's choice)"): the same choice, made by the opponent of the creature using the
 * attack or power, as it resolves.
 */
const opponentChoice: EffectEntry = {
  family: "effect",
  id: "opponent-choice",
  patterns: ["opponent chooses [either] {options:alternatives}", "your opponent chooses [either] {options:alternatives}"],
  summary:
    "A choice between effects that the opponent of the acting player makes as it resolves (cards' '(opponent's choice)'). Write several effects of one alternative in parentheses. In an attack, damage first in the chosen alternative is its base damage.",
  cite: "ddm-battle-rules-2011.txt § Activated Powers; § Resolving Effects",
  example: "opponent chooses 20 psychic damage or Stunned",
  defaultSubject: "target",
  apply: (args, host, target, cause) => {
    if (!host.choose) throw new Error("this battle cannot ask for a choice between effects");
    host.choose(target, args.options as unknown[][], cause, true);
  },
};

export const choiceEffectEntries: EffectEntry[] = [choice, opponentChoice];

/** Effects that are a choice between alternatives ("either …", "opponent chooses …"). */
export const choiceOps = new Set([choice.id, opponentChoice.id]);
