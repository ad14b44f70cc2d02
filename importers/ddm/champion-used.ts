// Powers that answer a champion power being used, as the plainer readings of champion.ts
// do not: "Use when when an enemy champion uses a Champion power: heal 10 HP" (after it
// resolves), and those that cancel it as it is used,
// "Immediate action, when an opponent uses a champion power: the effects of that power are
// cancelled; the power is still used" (once its use is paid, before its effects:
// compiler/primitives/champion-triggers.ts, runtime/ddm/champion-windows.ts).
// ddm-battle-rules-2011.txt § Champion Powers; § Resolving Effects (Cancellation Effects)
import type { CardPower } from "./card.js";
import { effectSentences } from "./activated.js";
import { quoted } from "./text.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

/** Who uses the champion power: an enemy (an opponent, an enemy champion) or an ally (an allied champion, a champion ally), maybe within N squares. */
const usedRe =
  /^(?:(immediate)(?: action)?[,:;.]?\s+)?(?:use )?(?:when|after)(?: when)? (?:an? )?(?:(?!(?:enemy|ally|allied|champion|opponent)\b)([A-Za-z][\w'-]*) )?(?:(enemy|ally|opponent)|(enemy|allied) champion|champion (ally|enemy))(?: within (\d+) squares(?: of this creature)?)? (uses|declares the use of|resolves) (?:a |one of its )?champion power\s*[:;,.]\s+(.+)$/i;

/**
 * The cancellation as cards word it, said as the language does: "the effects of that power
 * are cancelled", "that Champion power is cancelled (it still counts as being used)" and
 * "the power is still used" (which it is anyway).
 */
function cancellation(effects: string): string {
  return effects
    .replace(/\s*\((?:it|the power|that power) (?:still )?(?:counts as (?:being )?used|is still used)\)/gi, "")
    .replace(/(?:^|(?<=[.;]))\s*(?:the|that) (?:champion )?power (?:is still used|still counts as (?:being )?used)\.?/gi, "")
    .replace(/\b(?:the )?effects of (?:that|the) (?:champion )?power are cancell?ed\b/gi, "the effects of that champion power are cancelled")
    .replace(/\bthat champion power is cancell?ed\b/gi, "that champion power is cancelled")
    .trim();
}

/**
 * "It does not expend a checkbox for this use of that power": the use just paid is given
 * back, said as the champion regaining one use (compiler/primitives/champion-uses.ts).
 */
function refunded(effects: string, who: string): string {
  return effects.replace(/^(?:it|that (?:ally|enemy|champion)) does not (?:expend|spend|use up|check off) (?:a|its|one) (?:checkbox|use|box)(?: for this use(?: of (?:that|the|this) (?:champion )?power)?)?\.?$/i, `That ${who} regains 1 use of its champion powers.`);
}

export const championUsed: Reading = (name, body, power) => {
  const m = usedRe.exec(body.trim());
  if (!m) return null;
  // "a Good champion ally": a keyword (or alignment) of the champion, printed with its capital.
  const kin = m[2];
  if (kin && !/^[A-Z]/.test(kin)) return null;
  const who = /^ally|^allied/i.test(m[3] ?? m[4] ?? m[5] ?? "") ? "ally" : "enemy";
  const said = refunded(cancellation(m[8]!), who);
  const effects = effectSentences(said);
  if (!effects) return null;
  // A power that cancels acts before the effects; "declares the use of" says that window too; otherwise after them.
  const before = /\bchampion power (?:are|is) cancelled\b|\bregains 1 champion power use\b/.test(effects) || /^declares/i.test(m[7]!);
  if (before && /^resolves$/i.test(m[7]!)) return null;
  // Only the window as it is declared knows a keyword (compiler/primitives/champion-triggers.ts).
  if (kin && (!before || m[6])) return null;
  const trigger = `${kin ? `${kin} ` : ""}${who}${m[6] ? ` within ${m[6]} squares` : ""} ${before ? "declares" : "uses"} champion power`;
  const keyword = power.type === "CHAMPION" ? "champion power" : "power";
  const uses = power.limit ? ` uses ${power.limit}` : "";
  return [`${keyword} ${quoted(name ?? (body.split(/[:;.]/)[0] ?? "").replace(/^use /i, "Use ").slice(0, 60))}${uses}: ${m[1] ? "immediate action, " : ""}use when ${trigger}: ${effects}`];
};
