// Powers (Special, Ability and Champion sections) into warband power lines. Each
// reading is a phrase form of the card text; the words it produces are the
// language's own, matched by the compiler against the primitive registry. A text no
// reading fits is kept verbatim by the caller.
// ddm-battle-rules-2011.txt § Powers and Effects; § Champion Powers
import { conditionName, damageTypes, effectList } from "./effects.js";
import type { CardPower } from "./card.js";
import { quoted } from "./text.js";

export interface PowerLine {
  /** Warband lines for the creature body. */
  lines: string[];
}

type Reading = (name: string | null, body: string) => string[] | null;

const named = (name: string | null, fallback: string) => quoted(name ?? fallback);

/** "Resist 20 Fire", "Vulnerable 5 radiant", "Immune Poison": damage types only (conditions are not damage). */
const defences: Reading = (name, body) => {
  const b = body.replace(/\.$/, "").trim();
  let m = /^resist (\d+) (\w+)$/i.exec(b);
  if (m && (damageTypes.has(m[2]!.toLowerCase()) || m[2]!.toLowerCase() === "all")) {
    return [`power ${named(name, b)}: resist ${m[1]} ${m[2]!.toLowerCase()}`];
  }
  m = /^vulnerable (\d+) (\w+)$/i.exec(b);
  if (m && (damageTypes.has(m[2]!.toLowerCase()) || m[2]!.toLowerCase() === "all")) {
    return [`power ${named(name, b)}: vulnerable ${m[1]} ${m[2]!.toLowerCase()}`];
  }
  m = /^immune (\w+)$/i.exec(b);
  if (m && damageTypes.has(m[1]!.toLowerCase())) return [`power ${named(name, b)}: immune ${m[1]!.toLowerCase()}`];
  return null;
};

/**
 * Old cards' "+N DEF(Fort)" raises one defence; a plain "+N DEF" raises Fort, Ref and Will.
 * ddm-battle-rules-2011.txt § Appendix A (Defenses)
 */
const oldDefence: Reading = (name, body) => {
  const b = body.replace(/\.$/, "").trim();
  let m = /^([+-]\d+) DEF\((Fort|Ref|Will)\)$/i.exec(b);
  if (m) return [`power ${named(name, b)}: ${m[1]} ${m[2]}`];
  m = /^([+-]\d+) DEF$/i.exec(b);
  if (m) return [`power ${named(name, b)}: ${m[1]} Fort and ${m[1]} Ref and ${m[1]} Will`];
  return null;
};

export const readings: Reading[] = [defences, oldDefence];

export function translatePower(name: string | null, body: string, _power?: CardPower): string[] | null {
  for (const r of readings) {
    const out = r(name, body);
    if (out) return out;
  }
  return null;
}

export { conditionName, effectList };
