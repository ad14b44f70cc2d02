// Recharge conditions of attacks and powers ("RECHARGE when this creature first becomes
// bloodied", "RECHARGE at start of this creature's turn if no enemy is adjacent to it")
// as the header words "recharge when <trigger> [if <state>]".
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers)
import { triggerPhrase } from "./phrases.js";

/** States a recharge condition asks of the creature, as the language's gates say them. */
const states: [RegExp, string | ((m: RegExpExecArray) => string)][] = [
  [/^no enem(?:y is|ies are) adjacent(?: to (?:it|this creature))?$/, "no enemy is adjacent to it"],
  [/^no enem(?:y|ies) can see (?:it|this creature)$/, "no enemy can see it"],
  [/^(\d+) or more enemies are adjacent to (?:it|this creature)$/, (m) => `${m[1]} or more enemies are adjacent to it`],
  [/^(?:it|this creature) occupies (?:one of your|one of its) victory areas?$/, "it occupies one of its victory areas"],
  [/^(?:it|this creature) occupies a victory area$/, "it occupies a victory area"],
  [/^(?:it|this creature) is (not )?bloodied$/, (m) => `${m[1] ? "not " : ""}bloodied`],
];

function statePhrase(raw: string): string | null {
  const t = raw.trim().toLowerCase().replace(/\s+/g, " ");
  for (const [re, out] of states) {
    const m = re.exec(t);
    if (m) return typeof out === "string" ? out : out(m);
  }
  return null;
}

/** Trigger wordings of recharge lines that the shared trigger reading does not take, as ones it does. */
function triggerOf(raw: string): string | null {
  const t = raw
    .trim()
    .replace(/\bfi rst\b/gi, "first")
    .replace(/\bbloodie\b/gi, "bloodied")
    .replace(/^(?:this creature is )?(?:first )?bloodied$/i, "this creature first becomes bloodied")
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
 * "RECHARGE when this creature first becomes bloodied" → " recharge when …" for the
 * header, or null when the trigger is not one the language has.
 */
export function rechargePhrase(raw: string): string | null {
  const t = raw.trim().replace(/\.+$/, "");
  // "at start of this creature's turn if no enemy is adjacent to it", "when no enemies can see this creature at start of its turn".
  const lead = /^(?:when |at )?((?:start|end|beginning) of (?:this creature's|its|each of its) turn) if (.+)$/i.exec(t);
  const tail = /^when (.+?) at ((?:start|end) of (?:this creature's|its) turn)$/i.exec(t);
  const pair = lead ? [lead[1]!, lead[2]!] : tail ? [tail[2]!, tail[1]!] : null;
  if (pair) {
    const when = moment(pair[0]);
    const state = statePhrase(pair[1]);
    return when && state ? ` recharge when ${when} if ${state}` : null;
  }
  // "whenever this creature starts a turn bloodied"
  const starts = /^(?:when|whenever) this creat\w+ starts (?:a|its) turn (not )?bloodied$/i.exec(t);
  if (starts) return ` recharge when start of its turn if ${starts[1] ? "not " : ""}bloodied`;
  const when = /^when (.+)$/i.exec(t);
  const trigger = when ? triggerOf(when[1]!) : /^at /i.test(t) ? triggerOf(t) : null;
  return trigger ? ` recharge when ${trigger.replace(/^at /, "")}` : null;
}
