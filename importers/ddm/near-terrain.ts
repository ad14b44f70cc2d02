// Squares near the creature that count as difficult terrain for some creatures only:
// "(Aura) Each square within 2 squares of this creature counts as difficult terrain for
// enemies", "(Aura 1) Squares in aura count as difficult terrain for non-Plant enemies",
// "All squares adjacent to this creature count as difficult terrain for enemies"; and the
// creature's own: "Treats non-river terrain as difficult terrain" — said as
// compiler/primitives/difficult-near.ts reads them; an aura's squares stay an aura's.
// ddm-battle-rules-2011.txt § Difficult Terrain; § Auras
import type { CardPower } from "./card.js";
import { quoted } from "./text.js";

const form =
  /^(?:\(aura(?: (\d+))?\)\s*)?(?:each |all )?squares? (within (\d+) squares?(?: of (?:this creature|it))?|adjacent to (?:this creature|it)|in (?:the |this )?aura) (?:counts?|are treated|is treated) as difficult terrain (?:for|to) (?:(non-?[A-Z][\w'-]*|[A-Z][\w'-]*) )?(enemies|allies|creatures)\.?$/i;

/** "Treats non-river terrain as difficult terrain": every square of another kind is difficult for it. */
const awayForm = /^(?:this creature )?treats (?:non-([a-z][a-z -]*?)|all terrain other than ([a-z][a-z -]*?)) terrain as difficult terrain\.?$/i;

export function nearTerrainReading(name: string | null, body: string, power: CardPower): string[] | null {
  const title = `${quoted(name ?? "Hampering Ground")}${power.limit ? ` uses ${power.limit}` : ""}`;
  const away = awayForm.exec(body.trim().replace(/\s+/g, " "));
  if (away) return [`power ${title}: treats squares without ${quoted((away[1] ?? away[2])!.trim().toLowerCase().replace(/\s+/g, "-"))} terrain as difficult terrain`];
  const m = form.exec(body.trim().replace(/\s+/g, " "));
  if (!m) return null;
  const aura = /^\(aura/i.test(body.trim());
  const inAura = /^in /i.test(m[2]!);
  // "Squares in aura" needs the aura's size; "within N" or "adjacent" give it when the aura has none printed.
  const reach = inAura ? (m[1] ? Number(m[1]) : null) : m[3] ? Number(m[3]) : 1;
  if (reach === null || (m[1] && !inAura && Number(m[1]) !== reach)) return null;
  const squares = !inAura && !m[3] ? "squares adjacent to this creature" : `squares within ${reach} square${reach === 1 ? "" : "s"}`;
  const trait = m[4] ? `${m[4].replace(/^non-?/i, "non-")} ` : "";
  const who = m[5]!.toLowerCase();
  return [`${aura ? `aura ${reach}` : "power"} ${title}: ${squares} count as difficult terrain for ${trait}${who}`];
}
