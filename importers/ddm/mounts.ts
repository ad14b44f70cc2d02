// Mount powers: "Can have a Medium or smaller Goblin creature as a rider", "May have up
// to 2 Medium or smaller Demon allies as riders", "a Small Kobold", "Eladrin or Elf".
// ddm-battle-rules-2011.txt § Mounts and Riders
import type { CardPower } from "./card.js";
import { quoted, singular } from "./text.js";

const mountRe =
  /^(?:[Tt]his creature )?([Cc]an|[Mm]ay) have (?:up to (\d+) )?(?:an? )?(?:(Tiny|Small|Medium|Large|Huge)(?:-sized)?( or smaller)? )?([A-Z][\w'-]*)(?: or ([A-Z][\w'-]*))? (ally|allies|creature|creatures) as (?:as )?(?:an? )?riders?\.?$/;

/** A mount power as the language says it; null for other wordings (alignments, "non-Mounted", champions only). */
export function mountReading(name: string | null, body: string, power: CardPower): string[] | null {
  const m = mountRe.exec(body.trim());
  if (!m || !name || /^(Mounted|Champion)$/.test(m[5]!) || m[6] === "Champion") return null;
  const [, verb, riders, size, smaller, keyword, other, who] = m;
  const words = [
    verb!.toLowerCase(),
    "have",
    riders ? `up to ${riders}` : "a",
    size ? `${size}${smaller ? " or smaller" : ""}` : "",
    keyword,
    other ? `or ${other}` : "",
    riders ? who!.replace(/y$/, "ies").replace(/iess$/, "ies").replace(/^creature$/, "creatures") : singular(who!),
    riders ? "as riders" : "as a rider",
  ].filter((w) => w !== "");
  const uses = power.limit ? ` uses ${power.limit}` : "";
  return [`power ${quoted(name)}${uses}: ${words.join(" ")}`];
}
