// Terrain a creature leaves where it falls: "When this creature is destroyed, the square
// it occupied becomes statue terrain", with what befalls the attacker that destroyed it
// with an attack of a kind ("If this creature was destroyed by a melee attack, the
// attacker is Immobilized OR Weakened (opponent's choice)"), each as a trigger of the
// power (compiler/primitives/laid-terrain.ts terrain-own-space; choices.ts); a counter left where
// it fell that burns each creature entering that square (damage-zone-own-space).
// ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Hit Points (Destroyed); § Powers and Effects
import type { CardPower } from "./card.js";
import { conditionName } from "./effects.js";
import { quoted } from "./text.js";
import { effectSentences } from "./activated.js";

/** Types the squares where a creature fell may become: those of the core rules with no movement beyond a cost. */
const fallen = new Set(["statue", "difficult", "smoke", "fire", "forest", "blood-rock", "sacred-circle", "spike-stones", "dangerous"]);

const kinds: Record<string, string> = { "{m}": "melee", "{r}": "ranged", melee: "melee", ranged: "ranged" };

/** "the attacker is Immobilized", "the attacker is Immobilized OR Weakened (opponent's choice)": the effect on that enemy. */
function onAttacker(s: string): string | null {
  const m = /^the attacker is (\w+)(?: or (\w+) \(opponent's choice\))?$/i.exec(s.trim());
  if (!m) return null;
  const [a, b] = [conditionName(m[1]!), m[2] ? conditionName(m[2]) : null];
  if (!a || (m[2] && !b)) return null;
  return b ? `opponent chooses that enemy is ${a} or that enemy is ${b}` : `that enemy is ${a}`;
}

/**
 * "When this creature is destroyed, each adjacent creature takes 5 acid Damage. Place a counter in
 * the square this creature occupied. Until end of battle, whenever a creature enters that square,
 * it takes 5 acid Damage.": its last effects, then a zone where it fell that burns each creature
 * entering it (compiler/primitives/laid-terrain.ts damage-zone-own-space); the counter marks it.
 */
function fallenZone(name: string | null, said: string, power: CardPower): string[] | null {
  const m =
    /^when(?:ever)? this creature is destroyed, (?:(.+?)\. )?place an? (?:[a-z]+ )?(?:counter|token|marker) (?:in|on) the squares? (?:this creature|it) occupied\. until (?:the )?end of (?:the )?battle, whenever (?:a|any) creature enters (?:that|the) square, (?:it|that creature) takes (\d+) ([a-z]+ )?damage\.?$/i.exec(said);
  if (!m) return null;
  const first = m[1] ? effectSentences(`${m[1]}.`) : "";
  if (first === null) return null;
  const zone = `this creature's space deals ${m[2]} ${m[3] ? m[3].toLowerCase() : ""}damage to creatures entering it until end of battle`;
  const title = `${quoted(name ?? "Death Throes")}${power.limit ? ` uses ${power.limit}` : ""}`;
  return [`power ${title}: whenever this creature is destroyed: ${first ? `${first} and ` : ""}${zone}`];
}

export function fallenTerrainReading(name: string | null, body: string, power: CardPower): string[] | null {
  // Both forms follow this creature's destruction: other powers are not tried.
  if (!/destroyed/i.test(body)) return null;
  // A power printed without its closing full stop reads as one with it.
  const said = body.trim().replace(/\s+/g, " ").replace(/([^.])$/, "$1.");
  const zone = fallenZone(name, said, power);
  if (zone) return zone;
  const m =
    /^when(?:ever)? this creature is destroyed, (?:the squares? (?:it|this creature) (?:occupied|occupies)|its space|this creature's space) (?:becomes?|gains?) ([a-z]+(?: [a-z]+)?) terrain(?: until (?:the )?end of (?:the )?battle)?\.(?: if (?:this creature|it) (?:was|is) destroyed by an? (\{m\}|\{r\}|melee|ranged) attack, (.+?)\.)?$/i.exec(said);
  if (!m) return null;
  const type = m[1]!.toLowerCase().replace(/ /g, "-");
  if (!fallen.has(type)) return null;
  const then = m[3] ? onAttacker(m[3]) : "";
  if (then === null) return null;
  const title = `${quoted(name ?? "Death Throes")}${power.limit ? ` uses ${power.limit}` : ""}`;
  const more = then ? `; whenever this creature is destroyed by ${kinds[m[2]!.toLowerCase()]} attack: ${then}` : "";
  return [`power ${title}: whenever this creature is destroyed: this creature's space becomes ${quoted(type)} terrain until end of battle${more}`];
}
