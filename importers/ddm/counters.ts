// Counters (tokens) on a creature, as the cards say it (compiler/primitives/counters.ts):
// "Place a heat token on this creature", "remove 1 Soul Shroud counter from this creature",
// "remove all tokens from this creature", "whenever 3 heat tokens are present on this
// creature", "only if this creature has 1 or more … counters on it", and "Remove 1 …
// counter from this creature. If you do, …" (usable only while it has one).
// ddm-battle-rules-2011.txt § Powers and Effects
import type { CardPower } from "./card.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

const count = (n: string) => (/^(?:a|an|one)$/i.test(n) ? "1" : n);
const named = (n: string) => `"${n.trim().toLowerCase()}"`;
const onSelf = "(?:this creature|this card|it)";

/** One effect sentence putting counters on this creature or taking them off; null when it is neither. */
export function counterPart(sentence: string): string | null {
  // Each form names the counters or tokens: other sentences are not tried.
  if (!/counter|token/i.test(sentence)) return null;
  const s = sentence.trim().replace(/\.$/, "").replace(/^then,?\s*/i, "");
  const put = new RegExp(`^(?:place|put) (a|an|one|\\d+) (.+?) (?:counters?|tokens?) on ${onSelf}$`, "i").exec(s);
  if (put) return `place ${count(put[1]!)} ${named(put[2]!)} counter on this creature`;
  const off = new RegExp(`^remove (a|an|one|\\d+) (.+?) (?:counters?|tokens?) from ${onSelf}$`, "i").exec(s);
  if (off) return `remove ${count(off[1]!)} ${named(off[2]!)} counter from this creature`;
  const all = new RegExp(`^remove all (?:(.+?) )?(?:counters|tokens) from ${onSelf}$`, "i").exec(s);
  if (all) return `remove all ${all[1] ? `${named(all[1])} ` : ""}counters from this creature`;
  return null;
}

/** "3 heat tokens are present on this creature", "this creature has 3 or more heat tokens": the trigger (lower case, articles gone). */
export function counterTrigger(t: string): string | null {
  const m = /^(\d+) (.+?) (?:counters|tokens) are (?:present )?on (?:this creature|it)$|^(?:this creature|it) has (\d+) or more (.+?) (?:counters|tokens)(?: on it)?$/.exec(t);
  return m ? `this creature has ${m[1] ?? m[3]} or more ${named(m[2] ?? m[4]!)} counters` : null;
}

/** "this creature has 1 or more Soul Shroud counters on it": the state (lower case, articles gone). */
export function counterGate(g: string): string | null {
  const m = /^(?:it|this creature) has (\d+) or more (.+?) (?:counters?|tokens?)(?: on it)?$/.exec(g);
  return m ? `this creature has ${m[1]} or more ${named(m[2]!)} counters` : null;
}

/**
 * "Minor action: Remove 1 Soul Shroud counter from this creature. If you do, this creature
 * heals 10 HP": the power is usable only while it has that many, and spends them. `read`
 * reads the power said so (importers/ddm/power.ts).
 */
export function spentCounters(read: Reading): Reading {
  return (name, body, power) => {
    const m = /^(.+?)[:;]\s*remove (a|an|one|\d+) (.+?) (?:counters?|tokens?) from this creature\.\s*if you do,\s*(.+)$/i.exec(body.trim());
    if (!m || /\bwhile\b|\bonly\b/i.test(m[1]!)) return null;
    const n = count(m[2]!);
    return read(name, `${m[1]}, only while this creature has ${n} or more ${m[3]} counters: Remove ${n} ${m[3]} counter from this creature. ${m[4]}`, power);
  };
}
