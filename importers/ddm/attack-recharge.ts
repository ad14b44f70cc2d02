// Recharge conditions of attacks and powers ("RECHARGE when this creature first becomes
// bloodied", "RECHARGE at start of this creature's turn if no enemy is adjacent to it")
// as the header words "recharge when <trigger> [if <state>]".
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers)
import { damageTypes } from "./effects.js";
import { gatePhrase, triggerPhrase } from "./phrases.js";
import { quoted } from "./text.js";

/** States a recharge condition asks of the creature, as the language's gates say them. */
const states: [RegExp, string | ((m: RegExpExecArray) => string)][] = [
  [/^no enem(?:y is|ies are) adjacent(?: to (?:it|this creature))?$/, "no enemy is adjacent to it"],
  [/^(?:it|this creature) is not adjacent to any (?:other )?creatures?$/, "no other creature is adjacent to it"],
  [/^no enem(?:y|ies) (?:can see|(?:has|have) line of sight to) (?:it|this creature)$/, "no enemy can see it"],
  [/^(?:it|this creature) (?:has line of sight to|can see) an enemy within (\d+) squares?(?: of (?:it|this creature))?$/, (m) => `it can see enemy within ${m[1]} squares`],
  [/^(\d+) or more enemies are adjacent to (?:it|this creature)$/, (m) => `${m[1]} or more enemies are adjacent to it`],
  [/^(?:it|this creature) is adjacent to (\d+) or more enemies$/, (m) => `${m[1]} or more enemies are adjacent to it`],
  [/^no enem(?:y is|ies are) within (\d+) squares?(?: of (?:it|this creature))?$/, (m) => `no enemy is within ${m[1]} squares of it`],
  [/^no other creatures? (?:is|are) adjacent to (?:it|this creature)$/, "no other creature is adjacent to it"],
  [/^(?:it|this creature) is adjacent to ([a-z]+(?: [a-z]+)?) terrain$/, (m) => `it is adjacent to "${m[1]}" terrain`],
  [/^(?:it|this creature) occupies (?:one of your|one of its) victory areas?$/, "it occupies one of its victory areas"],
  [/^(?:it|this creature) occupies a victory area$/, "it occupies a victory area"],
  [/^(?:it|this creature) is (not )?bloodied$/, (m) => `${m[1] ? "not " : ""}bloodied`],
  [/^(?:it|this creature) did not (move|attack|make an attack)(?: on| during)? (?:this|that) turn$/, (m) => `it did not ${m[1] === "move" ? "move" : "attack"} this turn`],
  [/^(?:it|this creature) did not hit(?: with an attack)?(?: on| during)? (?:this|that) turn$/, "it did not hit this turn"],
  [/^(?:it|this creature) (?:occupies|is in) ([a-z]+) terrain$/, (m) => `occupying "${m[1]}" terrain`],
];

/** "it is not adjacent to an Immobilized enemy", "no Immobilized enemy is adjacent to it": a state the language has, said not to hold. */
function notState(t: string): string | null {
  const m = /^(?:it|this creature) is not (.+)$/.exec(t) ?? /^no ([a-z]+ (?:enemy|ally)) is (adjacent) to (?:it|this creature)$/.exec(t);
  if (!m) return null;
  const said = m[2] ? `${m[2]} to an ${m[1]}` : m[1]!;
  const g = gatePhrase(said.replace(/\b(an? )([a-z])/g, (_w, a: string, c: string) => `${a}${c.toUpperCase()}`));
  return g && !/^not\b/.test(g) ? `not ${g}` : null;
}

function statePhrase(raw: string): string | null {
  const t = raw.trim().toLowerCase().replace(/\s+/g, " ");
  for (const [re, out] of states) {
    const m = re.exec(t);
    if (m) return typeof out === "string" ? out : out(m);
  }
  return notState(t);
}

/** "no enemy is adjacent", "(it is) adjacent to a wall": a state a recharge asks of the creature, as the language's gate words, or null. */
export function rechargeState(raw: string): string | null {
  const t = raw.trim().replace(/\.+$/, "");
  return statePhrase(t) ?? gatePhrase(t.replace(/^(?:it is|this creature is) /i, ""));
}

/** Trigger wordings of recharge lines that the shared trigger reading does not take, as ones it does. */
function triggerOf(raw: string): string | null {
  const t = raw
    .trim()
    .replace(/\bfi rst\b/gi, "first")
    .replace(/\bbloodie\b/gi, "bloodied")
    .replace(/^(?:this creature is )?(?:first )?bloodied$/i, "this creature first becomes bloodied")
    // "is damaged by an attack": takes damage from one.
    .replace(/^this creature is damaged by (?:an? )?(?:(melee|ranged|close|area) )?attack$/i, (_m, k: string | undefined) => `this creature takes damage from ${k ? `${k} ` : ""}attack`)
    // "(this creature is) damaged by an Evil enemy": that enemy damages this creature.
    .replace(/^(?:this creature is )?damaged by (an? [\w -]+)$/i, "$1 damages this creature")
    // "causes an enemy to become bloodied with an attack": bloodies it.
    .replace(/^this creature causes an enemy to become bloodied( with an attack)?$/i, "this creature bloodies an enemy$1")
    // "takes 20 or more damage from 1 attack": that much from a single attack.
    .replace(/^this creature takes (\d+) or more damage from (?:1|one|a single) attack$/i, "this creature takes $1 or more damage from attack")
    // "reduces an enemy to 0 HP": destroys it (§ Hit Points, Destroyed).
    .replace(/^this creature reduces an enemy to 0 (?:hp|hit points)$/i, "this creature destroys an enemy")
    // "this creature is missed by a {m} attack": the trigger "this creature is missed by melee attack".
    .replace(/^this creature is missed by (?:an? )?(?:(melee|ranged|close|area) )?attack$/i, (_m, k: string | undefined) => `enemy misses this creature${k ? ` with a ${k} attack` : ""}`);
  return triggerPhrase(t);
}

/** "at start of this creature's turn" → "start of its turn". */
function moment(raw: string): string | null {
  const trigger = triggerOf(/^at /i.test(raw.trim()) ? raw : `at ${raw}`);
  return trigger && /^at (start|end) of its turn$/.test(trigger) ? trigger.replace(/^at /, "") : null;
}

/**
 * "when this attack misses", "when this creature misses with this attack" (the attack's
 * own name), "when this creature uses Stone Form", "when this creature uses a champion
 * power": recharges on what the creature does with its own attacks and powers.
 */
function usedPhrase(t: string, own?: string): string | null {
  const self = /^when (?:this attack (hits|misses)|this creature (hits|misses) with this attack)$/i.exec(t);
  if (self) return own ? ` recharge when this creature ${(self[1] ?? self[2])!.toLowerCase()} with ${quoted(own)} attack` : null;
  if (/^when this creature uses (?:a|one of its) champion powers?$/i.test(t)) return " recharge when this creature uses champion power";
  // "when no creature is affected by this power", "… by this creature's Stonebinder", "when no enemy is Immobilized by …".
  // "at start of round if no creatures are affected by …": asked as each round starts.
  const none = /^(?:when|at (start|end) of (?:this creature's|its) turn if|at (start) of (?:each )?round if) no (?:creatures?|enem(?:y|ies)) (?:is|are) (?:affected|[a-z]+ed) by (?:this power|this attack|this creature's ([A-Z][\w' -]*?))$/i.exec(t.replace(/\baff ected\b/g, "affected"));
  if (none) {
    const power = none[3] ?? own;
    if (!power) return null;
    if (none[2]) return ` recharge when start of round if no creature is affected by ${quoted(power)}`;
    return none[1] ? ` recharge when ${none[1].toLowerCase()} of its turn if no creature is affected by ${quoted(power)}` : ` recharge when no creature is affected by ${quoted(power)}`;
  }
  // "when this power reduces a target to 0 HP", "after resolving all attacks if an enemy was destroyed by this attack action":
  // the attack destroys a creature (§ Hit Points, Destroyed).
  const destroys =
    /^when this (?:power|attack) (?:reduces (an? (?:target|enemy|creature)) to 0 (?:hp|hit points)|destroys (an? (?:target|enemy|creature)))$/i.exec(t) ??
    /^after (?:resolving all attacks|all attacks are resolved),? if (an? (?:target|enemy|creature)) (?:was|is) destroyed by this (?:attack|power)(?: action)?$/i.exec(t);
  if (destroys) return own ? ` recharge when this creature destroys ${/enemy/i.test(destroys[1] ?? destroys[2]!) ? "enemy" : "creature"} with ${quoted(own)} attack` : null;
  // "when that enemy is destroyed": the creature the power chose ("choose 1 enemy …").
  if (/^when that (?:enemy|ally|creature|champion) is destroyed$/i.test(t)) return own ? ` recharge when creature chosen by ${quoted(own)} is destroyed` : null;
  const named = /^when this creature uses (?:its )?([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})$/.exec(t);
  return named ? ` recharge when this creature uses ${quoted(named[1]!)}` : null;
}

/**
 * "RECHARGE when this creature first becomes bloodied" → " recharge when …" for the
 * header, or null when the trigger is not one the language has.
 */
export function rechargePhrase(raw: string, own?: string): string | null {
  // "when this attack misses or when no creature is affected by this creature's Grip": either condition regains a use.
  const either = /^(when .+?) or (when .+)$/i.exec(raw.trim());
  if (either) {
    const [first, second] = [rechargePhrase(either[1]!, own), rechargePhrase(either[2]!, own)];
    if (first && second && !/ or when /.test(first + second)) return `${first} or ${second.replace(/^ recharge /, "")}`;
  }
  // "at the start of its turn" is "at start of its turn".
  const t = raw
    .trim()
    .replace(/\.+$/, "")
    .replace(/\bthe (start|end|beginning) of\b/gi, "$1 of");
  const used = usedPhrase(t, own);
  if (used) return used;
  // "when no enemies are affected by ongoing fire damage": the last such effect on an enemy over (§ Ongoing Damage).
  const burning = /^when no enem(?:y|ies) (?:is|are) (?:affected by|taking) ongoing (?:(\w+) )?damage$/i.exec(t);
  if (burning && (!burning[1] || damageTypes.has(burning[1].toLowerCase()))) return ` recharge when no enemy is taking ongoing ${burning[1] ? `${burning[1].toLowerCase()} ` : ""}damage`;
  // "if no Immobilized enemy is adjacent to this creature": a state alone, looked at as each turn ends (conditional-triggers.ts);
  // "if this creature destroys …" is the event.
  const state = /^if (.+)$/i.exec(t);
  if (state) {
    const s = statePhrase(state[1]!);
    return s ? ` recharge when end of any turn if ${s}` : rechargePhrase(`when ${state[1]}`, own);
  }
  // "at start of this creature's turn if no enemy is adjacent to it", "when no enemies can see this creature at start of its turn".
  const lead = /^(?:when |at )?((?:start|end|beginning) of (?:this creature's|its|each of its) turn) if (.+)$/i.exec(t);
  const tail = /^when (.+?) at ((?:start|end) of (?:this creature's|its) turn)$/i.exec(t);
  // "when this creature ends its turn in a victory area in which it did not begin its turn": one it entered this turn.
  if (/^when(?:ever)? (?:this creature|it) ends (?:its|a) turn in an? victory area (?:in which it did not (?:begin|start) (?:its|that|the) turn|(?:that )?it did not (?:begin|start) (?:its|that|the) turn in|(?:that )?it did not occupy at (?:start|beginning) of (?:its|that|the) turn)$/i.test(t)) {
    return " recharge when end of its turn if it occupies victory area it did not occupy at start of its turn";
  }
  // "when this creature starts its turn with no other creatures adjacent to it".
  const turnWith = /^when this creature (starts|ends) its turn with (.+)$/i.exec(t);
  if (turnWith && !lead && !tail) {
    const state = statePhrase(turnWith[2]!.replace(/^no other creatures? adjacent/i, "no other creature is adjacent"));
    return state ? ` recharge when ${turnWith[1]!.toLowerCase() === "starts" ? "start" : "end"} of its turn if ${state}` : null;
  }
  const pair = lead ? [lead[1]!, lead[2]!] : tail ? [tail[2]!, tail[1]!] : null;
  if (pair) {
    const when = moment(pair[0]);
    const state = statePhrase(pair[1]);
    return when && state ? ` recharge when ${when} if ${state}` : null;
  }
  // "whenever this creature starts a turn bloodied"
  // "this creture" is a printing slip.
  const starts = /^(?:when|whenever) this cre\w+ starts (?:a|its) turn (not )?bloodied$/i.exec(t);
  if (starts) return ` recharge when start of its turn if ${starts[1] ? "not " : ""}bloodied`;
  // "when this creature starts its turn adjacent to a Ki ally": any state the language has.
  const placed = /^(?:when|whenever) this creature starts (?:a|its) turn (adjacent to .+|within .+)$/i.exec(t);
  const gate = placed ? gatePhrase(placed[1]!) : null;
  if (gate) return ` recharge when start of its turn if ${gate}`;
  const when = /^when(?:ever)? (.+)$/i.exec(t);
  const trigger = when ? triggerOf(when[1]!) : /^at /i.test(t) ? triggerOf(t) : null;
  return trigger ? ` recharge when ${trigger.replace(/^at /, "")}` : null;
}
