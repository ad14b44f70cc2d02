// Creatures that start the battle off the map and come in later, one power saying both:
// "This creature may start the battle off the battle map. If it does, at start of any
// round after the first, place it on the battle map in an occupied victory area", "… must
// start the battle off the battle map. Place it in your start area or in any unoccupied
// victory area at the start of a round after the first". The start is a set-up rule
// (compiler/primitives/set-up.ts); the entry a round-start trigger that acts only while the
// creature is still off the map (gate off-battle-map, compiler/primitives/state-gates.ts).
// ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance)
import { effectSentences } from "./activated.js";
import type { CardPower } from "./card.js";
import { quoted } from "./text.js";

const start = /^(?:this creature )?(may|can|must) start (?:the battle )?off (?:of )?the battle ?map\.?\s*(.*)$/i;
const afterFirst = String.raw`at (?:the )?start of (?:any|a|each) round after the first`;

export function delayedEntry(name: string | null, body: string, power: CardPower): string[] | null {
  const m = start.exec(body.trim());
  if (!m || (power.type !== "SPECIAL" && power.type !== "ABILITY")) return null;
  const off = m[1]!.toLowerCase() === "must" ? "starts battle off battle map" : "may start battle off battle map";
  const head = `power ${quoted(name ?? "Delayed Appearance")}${power.limit ? ` uses ${power.limit}` : ""}`;
  if (!m[2]) return [`${head}: ${off}`];
  const rest = m[2].replace(/^if it does,?\s*/i, "").replace(/\.$/, "");
  const act = (new RegExp(`^${afterFirst},?\\s*(.+)$`, "i").exec(rest) ?? new RegExp(`^(.+?),? ${afterFirst}$`, "i").exec(rest))?.[1];
  if (!act) return null;
  const place = effectSentences(`${act.replace(/^(place|put) (?:it|this creature) (?:on the battle ?map )?/i, "$1 this creature ")}.`);
  return place ? [`${head}: ${off}; use at start of any round after first while off battle map: ${place}`] : null;
}
