// Creatures off the battle map by a power and back, as the cards say it
// (compiler/primitives/off-map.ts): a creature removing itself ("… then remove it from the
// battle map. At start of the next round, put it on the battle map in one of your victory
// areas"), a reserve kept off at set-up ("During setup, choose up to 2 Beast or Dragon
// creatures in your warband with cost up to 10 each. These creatures start the battle off
// the battle map") and the powers that bring one in ("Choose a creature that is off the
// battle map due to <power> and place it on the battle map within 10 squares of this
// creature", "Summon a Demon ally that is off the battle map into play …").
// ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance; Set-Up Powers); § Forced-Movement Effects (Place)
import type { CardPower } from "./card.js";
import { quoted, sentences } from "./text.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

/** Where a creature is put back, as the words after "place it" (without "on the battle map"); null when it is not one the runtime knows. */
export function placeBack(who: string, where: string): string | null {
  const w = where
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^(?:on|onto) the battle ?map,?\s*/, "");
  if (/^in one of your victory areas$/.test(w)) return who === "this creature" ? `place this creature in one of your victory areas` : null;
  if (/^in (?:a |the )?legal (?:space|square|position) nearest (?:to )?its previous (?:space|square|position)$/.test(w)) return `place ${who} in legal space nearest to its previous space`;
  const far = /^(?:(?:in|occupying) (?:a |any )?(?:legal )?(?:space|square) )?(?:at least (\d+) squares|(\d+) or more squares) (?:away )?from (?:all|each|every) enem(?:ies|y)$/.exec(w);
  if (far) return `place ${who} in square ${far[1] ?? far[2]} or more squares from all enemies`;
  const within = /^(?:in (?:a |any )?(?:space|square) )?within (\d+) squares of this creature$/.exec(w);
  if (within) return `place ${who} within ${within[1]} squares of this creature`;
  if (/^in (?:a |any )?(?:space|square) (?:that )?this creature can see$/.test(w)) return `place ${who} in square this creature can see`;
  return null;
}

/** "Lower-level Demon", "Beast, Dragon, or Magical Beast": the kinds a reserve or a subject names, in the language's words. */
function kindsOf(said: string): string | null {
  const rank = /^(lower-level|higher-level|level \d+ or (?:lower|higher))\s+(.+)$/i.exec(said.trim());
  const words = (rank ? rank[2]! : said).split(/\s*,\s*(?:or\s+)?|\s+or\s+/).filter(Boolean);
  if (!words.every((k) => /^[A-Z][\w-]*(?: [A-Z][\w-]*)?$/.test(k))) return null;
  return `${rank ? `${rank[1]!.toLowerCase()} ` : ""}${words.join(" or ")}`;
}

/**
 * One sentence of an effect about a creature off the map: "remove this creature from the
 * battle map", "Up to 3 lower-level Demon allies start off the battle map", "Choose a
 * creature that is off the battle map due to X and place it …", "Summon a Demon ally that
 * is off the battle map into play in a space …", "That creature makes an immediate basic
 * melee attack and is considered to have activated this round". Null when it is none of these.
 */
export function offMapPart(sentence: string): string | null {
  const s = sentence.trim().replace(/\.$/, "").replace(/^\(summoning\)\s*/i, "");
  if (/^(?:then,? )?remove (?:this creature|it) from the battle ?map$/i.test(s)) return "remove this creature from battle map";
  const reserve = /^up to (\d+) (.+?) (?:allies|creatures) (?:in your warband )?(?:with cost (?:up to )?(\d+)(?: or less)? (?:each )?)?start (?:the battle )?off (?:of )?the battle ?map$/i.exec(s);
  if (reserve) {
    const kinds = kindsOf(reserve[2]!);
    return kinds ? `up to ${reserve[1]} ${kinds} allies${reserve[3] ? ` with cost ${reserve[3]} or less` : ""} start battle off battle map` : null;
  }
  const held = /^choose (?:a|an|one|1) (?:creature|ally) that is off the battle ?map due to [^,]+? and (?:place|put) it (.+)$/i.exec(s);
  if (held) {
    const place = placeBack("that ally", held[1]!);
    return place ? `choose one ally held in reserve and ${place}` : null;
  }
  const off = /^(?:[Ss]ummon|[Pp]lace|[Pp]ut) (?:a|an|one|1) ([A-Z][\w-]*(?: [A-Z][\w-]*)?) (?:ally|creature) that is off the battle ?map(?: into play)? (.+)$/.exec(s);
  if (off) {
    const place = placeBack("that ally", off[2]!);
    return place ? `choose one ${off[1]} ally off battle map and ${place}` : null;
  }
  // Only with the note it counts as activated: without it, the general readers read the attack.
  const acts = /^that (?:creature|ally) makes an? (?:immediate )?basic( melee)? attack,? and (?:is )?considered to have activated this round$/i.exec(s);
  if (acts) return `that ally makes basic${acts[1] ?? ""} attack and that ally is considered to have activated this round`;
  return null;
}

/** The power's header: quoted name and limited uses. */
const head = (name: string | null, fallback: string, power: CardPower) => `power ${quoted(name ?? fallback)}${power.limit ? ` uses ${power.limit}` : ""}`;

/**
 * "+1 to your warband's creature limit. During setup, 1 Elemental creature in your warband
 * with cost up to 20 starts off the battle map", "(Summoning) During setup choose up to 3
 * Spider creatures in your warband costing up to 15 points each. These creatures start off
 * the battle map. At start of any round after the first, place those creatures within 5
 * squares of this creature": a creature-limit rule, a set-up trigger holding them in reserve,
 * and the round-start trigger that brings them in.
 */
export const reserveReading: Reading = (name, body, power) => {
  if (power.type !== "SPECIAL" && power.type !== "ABILITY") return null;
  // The reserve is chosen during set-up: other powers are not split into sentences and tried.
  if (!/set-?up/i.test(body)) return null;
  const said = sentences(body.trim().replace(/^\(summoning\)\s*/i, ""));
  const parts: string[] = [];
  const limit = /^(?:increase your warband's creature limit by (\d+)|\+(\d+) to your warband's creature limit)$/i.exec(said[0] ?? "");
  if (limit) {
    parts.push(`increase your warband's creature limit by ${limit[1] ?? limit[2]}`);
    said.shift();
  }
  const rest = said.join(". ");
  const m =
    /^during (?:your )?set-?up,? (?:choose )?(?:(up to) )?(\d+) (.+?) creatures? in your warband (?:with cost (?:up to )?|costing up to )(\d+)(?: points)?(?: each)?(?:\. (?:these|those|that) creatures?)? (?:start|starts) (?:the battle )?off (?:of )?the battle ?map(?:\. at (?:the )?start of any round after the first, (?:place|put) (?:those|these|them|the chosen) creatures? (.+))?$/i.exec(
      rest,
    );
  const kinds = m ? kindsOf(m[3]!) : null;
  if (!m || !kinds) return null;
  parts.push(`use during setup: up to ${m[2]} ${kinds} allies with cost ${m[4]} or less start battle off battle map`);
  if (m[5]) {
    const place = placeBack("allies held in reserve by this creature", m[5]);
    if (!place) return null;
    parts.push(`use at start of any round after first: ${place}`);
  }
  return [`${head(name, "Reserve", power)}: ${parts.join("; ")}`];
};

/**
 * "… remove it from the battle map. At start of the next round, put it on the battle map in
 * one of your victory areas[, then make a basic melee attack with +2 Attack]": the power as read
 * without its last sentence, and a round-start trigger that acts while the creature is
 * still off the map. `read` reads a power (importers/ddm/power.ts).
 */
export function returningReading(read: Reading): Reading {
  return (name, body, power) => {
    // The form removes this creature from the map: other powers are not tried.
    if (!/\bremove\b/i.test(body)) return null;
    const m =
      /^(.*\bremove (?:this creature|it) from the battle ?map)\.\s*at (?:the )?start of (?:the )?next round,? (?:put|place|return) (?:it|this creature) (.+?)(?:,? then,? (.+?))?\.?$/is.exec(
        body.trim(),
      );
    if (!m) return null;
    const place = placeBack("this creature", m[2]!);
    const then = m[3] ? /^make an? basic(?: melee)? attack(?: with \+(\d+) attack)?$/i.exec(m[3]) : null;
    if (!place || (m[3] && !then)) return null;
    const out = read(name, `${m[1]}.`, power);
    if (out?.length !== 1) return null;
    const after = then ? ` and this creature makes basic melee attack${then[1] ? ` with +${then[1]} attack` : ""}` : "";
    return [`${out[0]}; use at start of round while off battle map: ${place}${after}`];
  };
}
