// Ability text that raises a defence against some attacks only: "+4 AC against {r}
// attacks while not Bloodied", "+4 AC against Giants", "+2 DEF against Arcane
// creatures", "+8 DEF against {c} or {a} attacks from Dragons", "+5 DEF against attacks that
// deal poison damage". Old cards' DEF is Fort,
// Ref and Will (Appendix A).
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Appendix A (Defenses)
import { quoted } from "./text.js";
import { pattern } from "./patterns.js";

const kindWords = "(melee|ranged|close|area)";
const defences: Record<string, string[]> = { ac: ["AC"], def: ["Fort", "Ref", "Will"], fort: ["Fort"], fortitude: ["Fort"], ref: ["Ref"], reflex: ["Ref"], will: ["Will"] };

/** "Giants" → Giant, "Arcane creatures" → Arcane: the keyword of the attackers, as the card names them. */
function attackers(raw: string): string | null {
  const m = /^(?:(?:a|an|the) )?([A-Z][\w'-]*?)(?:s)?(?: (?:creatures|enemies))?$/.exec(raw.trim());
  if (!m) return null;
  // "Aberrant creatures" keeps its word; "Giants", "Dragons" lose the plural s.
  return /creatures|enemies/.test(raw) ? raw.trim().split(" ")[0]! : m[1]!;
}

/** What follows "against": " ranged attacks", " close or area attacks by Dragon creatures", " attacks by Giant creatures". */
function againstWhat(raw: string): string | null {
  const t = raw.trim();
  // "attacks that deal poison damage": the language's dealing modifier (compiler/primitives/dealing-modifiers.ts).
  const dealing = /^attacks that deal (acid|cold|fire|force|lightning|necrotic|poison|psychic|radiant|thunder) damage$/i.exec(t);
  if (dealing) return `attacks that deal ${dealing[1]!.toLowerCase()} damage`;
  const kinds = pattern(`^${kindWords}(?: or ${kindWords})? attacks(?: (?:from|by) (.+))?$`, "i").exec(t);
  if (kinds) {
    const by = kinds[3] ? attackers(kinds[3]) : "";
    if (by === null) return null;
    return `${kinds[1]!.toLowerCase()}${kinds[2] ? ` or ${kinds[2].toLowerCase()}` : ""} attacks${by ? ` by ${by} creatures` : ""}`;
  }
  const by = attackers(t);
  return by ? `attacks by ${by} creatures` : null;
}

/** "+4 AC against ranged attacks" and the like as the power's line; null when the text is another. */
export function defenceAgainst(name: string | null, body: string, limit?: number): string[] | null {
  const m = /^([+-]\d+) (AC|DEF|Fort|Ref|Will|Fortitude|Reflex)(?: and ([+-]\d+) (DEF))? against (.+?)(?: while (not )?bloodied)?\.?$/i.exec(body.trim());
  if (!m || !name) return null;
  const what = againstWhat(m[5]!);
  if (!what) return null;
  const stats = (amount: string, stat: string) => (defences[stat.toLowerCase()] ?? []).map((s) => `${amount} ${s} against ${what}`);
  const parts = [...stats(m[1]!, m[2]!), ...(m[3] ? stats(m[3], m[4]!) : [])];
  const gate = /while/i.test(body) ? ` while ${m[6] ? "not " : ""}bloodied` : "";
  return [`power ${quoted(name)}${limit ? ` uses ${limit}` : ""}: ${parts.map((p) => `${p}${gate}`).join(" and ")}`];
}
