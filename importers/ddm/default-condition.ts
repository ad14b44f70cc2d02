// A limited power printed with no condition and no action cost: "Adjacent ally heals 10 HP",
// "Until the end of this creature's next turn, this creature and all allies have +1 attack".
// The rulebook's default condition says when it may be used (before moving the creature into
// a square, when declaring its attack, when it is targeted, at the start or end of a
// creature's turn): the timing points of a power used "at any time", so it is read as one,
// a free action there (activated.ts). Only a power with a use limit is read so: without one
// nothing would stop it at each of those moments. Texts that say a state, a permission or a
// trigger are continuous or triggered powers, not this.
// ddm-battle-rules-2011.txt § Common Triggered Powers (Default Condition); § Actions (Free Action)
import type { CardPower } from "./card.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

/** The opening words of an effect: who it acts on, a duration, or conditions it ends ("End the Helpless … condition on each ally …"). */
const effectStart = /^(?:this creature\b|each |all |adjacent |one |1 |an? (?:adjacent )?(?:ally|enemy|creature)\b|until (?:the )?(?:start|end) of |(?:end|remove) (?:the |all )?\w+(?:,| and| conditions?\b))/i;
/** Words of a state, a permission or a trigger: not a bare effect. */
const notBare = /\b(?:while|whenever|when|if|can|cannot|may|use|instead|only)\b|\+\d+ \w+ (?:against|vs|with)\b/i;

/** "attackers making melee attacks against it take 10 Damage per attack": each such attacker, as a trigger of the while. */
function spoken(t: string): string {
  return t
    // "creatures that activate adjacent to it": that start their turns there (§ Start of Turn Phase).
    .replace(/\b(creatures|enemies|allies) that activate (adjacent to|within \d+ squares of) (?:it|this creature)\b/i, "$1 that start their turn $2 this creature")
    // "immediately moves up to its Speed as if with Flight": the move is the power's effect, with that mode.
    .replace(/ immediately (moves|shifts) /i, " $1 ")
    .replace(/ as if (?:with|it had) (flight|phasing|burrow)\b/i, " with $1")
    .replace(
    /\battackers making (melee|ranged|close|area) attacks against (?:it|this creature) take (\d+ (?:\w+ )?damage) per attack\b/i,
    (_, kind: string, dmg: string) => `whenever a creature makes a ${kind.toLowerCase()} attack against this creature, that creature takes ${dmg}`,
  );
}

/**
 * Limited powers whose effect says its own moment: a reroll of its attack roll is used once it has rolled one
 * (§ Resolving Effects, Cancellation Effects: "re-rolls that attack roll"); "its next melee attack is a critical"
 * as it makes that attack, the default condition's moment of declaring an attack.
 */
const impliedMoments: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^re-?roll (?:this creature's|its) attack roll\.?$/i, () => "Use after this creature rolls an attack roll: Reroll that attack roll."],
  [
    /^(?:this creature's|its) next ((?:basic )?(?:melee|ranged|close|area) )?attack (?:is|becomes|scores) an? (?:automatic )?critical(?: hit)?\.?$/i,
    (m) => `Use when this creature makes a ${m[1] ?? ""}attack: That attack is a critical hit.`,
  ],
];

/** A limited power whose effect says its own moment, read as a power used at that moment. */
export function impliedMoment(read: Reading): Reading {
  return (name, body, power) => {
    if (!power.limit || power.type !== "SPECIAL" || !name) return null;
    for (const [said, moment] of impliedMoments) {
      const m = said.exec(body.trim());
      if (m) return read(name, moment(m), power);
    }
    return null;
  };
}

export function defaultCondition(read: Reading): Reading {
  return (name, body, power) => {
    if (!power.limit || power.type !== "SPECIAL" || !name) return null;
    const t = body.trim();
    const said = spoken(t);
    // "cannot be attacked by opportunity attacks": a thing had for a while, not a permission said.
    if (!effectStart.test(t) || notBare.test(said.replace(/^until [^,]+, whenever [^,]+, /i, "").replace(/\bcannot be (?:attacked|targeted) by opportunity attacks\b/gi, ""))) return null;
    const out = read(name, `Use at any time: ${said}`, power);
    return out && out.every((l) => /^power "(?:[^"\\]|\\.)*" uses \d+: free action: /.test(l)) ? out : null;
  };
}
