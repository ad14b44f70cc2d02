// The phrasing of a card power with its particulars taken out, so that the report can
// say which phrasings the importer does not read yet and how often each occurs.
import type { CardPower } from "./card.js";
import { normalise, splitName } from "./text.js";

export function phrasingOf(p: CardPower): string {
  const { rest } = splitName(normalise(p.text));
  const head = rest.split(/(?<=[:;.])\s/)[0] ?? rest;
  const words = head
    .toLowerCase()
    .replace(/\d+/g, "N")
    .replace(/\b(acid|cold|fire|force|lightning|necrotic|poison|psychic|radiant|thunder)\b/g, "TYPE")
    .split(/\s+/)
    .slice(0, 7)
    .join(" ");
  return `${p.type.toLowerCase()}: ${words}`;
}
