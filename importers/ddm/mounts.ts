// Mount powers: "Can have a Medium or smaller Goblin creature as a rider", "May have up
// to 2 Medium or smaller Demon allies as riders", "a Small Kobold", "Eladrin or Elf", an
// alignment first ("a Good, Medium-sized Human or Dwarf as a rider").
// ddm-battle-rules-2011.txt § Mounts and Riders
import type { CardPower } from "./card.js";
import { quoted, singular } from "./text.js";
import { subjectOf } from "./phrases.js";

const mountRe =
  /^(?:[Tt]his creature )?([Cc]an|[Mm]ay) have (?:up to (\d+) )?(?:an? )?(?:(Good|Evil),? )?(?:(Tiny|Small|Medium|Large|Huge)(?:-sized)?( or smaller)? )?([A-Z][\w'-]*)(?: or ([A-Z][\w'-]*))?(?: (ally|allies|creature|creatures))? as (?:as )?(?:an? )?riders?\.?$/;

/** A mount power as the language says it; null for other wordings (alignments, "non-Mounted", champions only). */
export function mountReading(name: string | null, body: string, power: CardPower): string[] | null {
  const m = mountRe.exec(body.trim());
  if (!m || !name || /^(Mounted|Champion)$/.test(m[6]!) || m[7] === "Champion") return null;
  // "as a rider" with no noun: a creature (a rider is always an ally).
  const [, verb, riders, alignment, size, smaller, keyword, other, who = "creature"] = m;
  const words = [
    verb!.toLowerCase(),
    "have",
    riders ? `up to ${riders}` : alignment === "Evil" ? "an" : "a",
    alignment ?? "",
    size ? `${size}${smaller ? " or smaller" : ""}` : "",
    keyword,
    other ? `or ${other}` : "",
    riders ? who!.replace(/y$/, "ies").replace(/iess$/, "ies").replace(/^creature$/, "creatures") : singular(who!),
    riders ? "as riders" : "as a rider",
  ].filter((w) => w !== "");
  const uses = power.limit ? ` uses ${power.limit}` : "";
  return [`power ${quoted(name)}${uses}: ${words.join(" ")}`];
}

/**
 * "That ally can be a mount for this creature until end of battle", "1 Large or larger
 * Dragon ally can be a mount for this creature": a mount lent to this creature as its rider
 * (compiler/primitives/mounts.ts lend-mount); null for other sentences.
 */
export function lentMount(part: string): string | null {
  const m = /^(.+?) can be (?:a |the )?mount for (?:this creature|it)(?: until (?:the )?end of (?:the )?battle)?\.?$/i.exec(part.trim());
  const who = m ? subjectOf(m[1]!) : null;
  return who && /^(?:one |that )/.test(who) ? `${who} can be mount for this creature` : null;
}
