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

export const choiceEffectEntries: EffectEntry[] = [choice];
