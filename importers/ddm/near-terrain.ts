// Squares near the creature that count as difficult terrain for some creatures only:
// "(Aura) Each square within 2 squares of this creature counts as difficult terrain for
// enemies", "(Aura 1) Squares in aura count as difficult terrain for non-Plant enemies",
// "All squares adjacent to this creature count as difficult terrain for enemies"; and the
// creature's own: "Treats non-river terrain as difficult terrain" — said as
// compiler/primitives/difficult-near.ts reads them; an aura's squares stay an aura's.
// ddm-battle-rules-2011.txt § Difficult Terrain; § Auras
import type { CardPower } from "./card.js";
import { duration } from "./effects.js";
import { quoted } from "./text.js";

const form =
  /^(?:\(aura(?: (\d+))?\)\s*)?(?:each |all )?squares? (within (\d+) squares?(?: of (?:this creature|it))?|adjacent to (?:this creature|it)|in (?:the |this )?aura) (?:counts?|are treated|is treated) as (difficult|[a-z]+(?: [a-z]+)?) terrain (?:for|to) (?:(non-?[A-Z][\w'-]*|[A-Z][\w'-]*) )?(enemies|allies|creatures)\.?$/i;

/**
 * Terrain types whose rules all act on a creature in the square (entering, occupying,
 * starting a turn): those a power may make of squares for some creatures only
 * (compiler/primitives/terrain-near.ts). Types with movement costs or sight rules are not.
 */
const forSome = new Set(["slippery", "blood-rock", "sacred-circle", "fire", "corrosive"]);

/** "(Aura 1) This creature and allies in aura are considered to occupy blood rock terrain"; "(Aura 1) Squares in aura gain sacred circle terrain (+2 attack)". */
const occupyForm = /^\(aura (\d+)\)\s*this creature and (?:its )?allies in (?:the |this )?aura (?:are considered to|count as|are treated as if they) occupy(?:ing)? ([a-z]+(?: [a-z]+)?) terrain\.?$/i;
const gainForm = /^\(aura (\d+)\)\s*(?:each square|squares|all squares) in (?:the |this )?aura (?:gains?|contains?|counts? as|becomes?) ([a-z]+(?: [a-z]+)?) terrain(?: \([^)]*\))?\.?$/i;

const typeOf = (w: string) => w.trim().toLowerCase().replace(/\s+/g, "-");

/** "Treats non-river terrain as difficult terrain": every square of another kind is difficult for it. */
const awayForm = /^(?:this creature )?treats (?:non-([a-z][a-z -]*?)|all terrain other than ([a-z][a-z -]*?)) terrain as difficult terrain\.?$/i;

export function nearTerrainReading(name: string | null, body: string, power: CardPower): string[] | null {
  // Every form names the terrain: other powers are not tried.
  if (!/terrain/i.test(body)) return null;
  const title = `${quoted(name ?? "Hampering Ground")}${power.limit ? ` uses ${power.limit}` : ""}`;
  const away = awayForm.exec(body.trim().replace(/\s+/g, " "));
  if (away) return [`power ${title}: treats squares without ${quoted((away[1] ?? away[2])!.trim().toLowerCase().replace(/\s+/g, "-"))} terrain as difficult terrain`];
  const said = body.trim().replace(/\s+/g, " ");
  const occupy = occupyForm.exec(said) ?? gainForm.exec(said);
  if (occupy && forSome.has(typeOf(occupy[2]!))) {
    const n = Number(occupy[1]);
    const within = `within ${n} square${n === 1 ? "" : "s"}`;
    // Allies in the aura occupy squares within it, and the creature its own.
    const who = occupyForm.test(said) ? " for allies or this creature" : "";
    return [`aura ${n} ${title}: squares ${within} count as ${quoted(typeOf(occupy[2]!))} terrain${who}`];
  }
  const m = form.exec(said);
  if (!m) return null;
  const type = typeOf(m[4]!);
  if (type !== "difficult" && !forSome.has(type)) return null;
  const aura = /^\(aura/i.test(body.trim());
  const inAura = /^in /i.test(m[2]!);
  // "Squares in aura" needs the aura's size; "within N" or "adjacent" give it when the aura has none printed.
  const reach = inAura ? (m[1] ? Number(m[1]) : null) : m[3] ? Number(m[3]) : 1;
  if (reach === null || (m[1] && !inAura && Number(m[1]) !== reach)) return null;
  const squares = !inAura && !m[3] ? "squares adjacent to this creature" : `squares within ${reach} square${reach === 1 ? "" : "s"}`;
  const trait = m[5] ? `${m[5].replace(/^non-?/i, "non-")} ` : "";
  const who = m[6]!.toLowerCase();
  if (type !== "difficult") {
    // Squares next to it, its own apart: the same as those within 1 for its enemies, who cannot stand in its space.
    if (squares.startsWith("squares adjacent") && who !== "enemies") return null;
    return [`${aura ? `aura ${reach}` : "power"} ${title}: squares within ${reach} square${reach === 1 ? "" : "s"} count as ${quoted(type)} terrain for ${trait}${who}`];
  }
  return [`${aura ? `aura ${reach}` : "power"} ${title}: ${squares} count as difficult terrain for ${trait}${who}`];
}

/**
 * "Each square within 2 squares of this creature counts as difficult terrain to non-Giant and
 * non-Thunder creatures until start of this creature's next turn": the same squares for a
 * while, given to the creature as an effect (compiler/primitives/difficult-near.ts). Two
 * traits are read only when both are negated: the creatures with neither keyword.
 */
export function timedNearTerrain(sentence: string): string | null {
  // The form says how long, "until …": other sentences are not tried.
  if (!/until/i.test(sentence)) return null;
  let s = sentence.trim().replace(/\.$/, "").replace(/\s+/g, " ");
  const lead = /^(until [^,]+), (.+)$/i.exec(s);
  if (lead) s = `${lead[2]} ${lead[1]!.toLowerCase()}`;
  const m =
    /^(?:each |all )?squares? within (\d+) squares? of (?:this creature|it) (?:counts?|are treated|is treated) as difficult terrain (?:for|to) (?:(non-?[A-Z][\w'-]*|[A-Z][\w'-]*)(?: and (non-?[A-Z][\w'-]*))? )?(enemies|allies|creatures) (until .+)$/.exec(s.replace(/^(Each|All|Squares?)\b/, (w) => w.toLowerCase()));
  if (!m || (m[3] && !/^non/i.test(m[2]!))) return null;
  const d = duration(m[5]!);
  if (!d || /^until it|save ends/.test(d)) return null;
  const n = Number(m[1]);
  const traits = [m[2], m[3]].filter((t): t is string => !!t).map((t) => `${t.replace(/^non-?/i, "non-")} `).join("");
  return `this creature gets squares within ${n} square${n === 1 ? "" : "s"} count as difficult terrain for ${traits}${m[4]!.toLowerCase()} ${d}`;
}

/** Types a creature's space may be by its power: those whose rules are of the squares alone, not of an edge or a fall. */
const carriable = new Set(["smoke", "forest", "difficult", "fire", "sacred-circle", "blood-rock", "slippery"]);

/**
 * "Whenever it is not this creature's turn: this creature's space is smoke terrain", "While
 * occupied by this creature, squares gain forest terrain": terrain that moves with it
 * (compiler/primitives/terrain-near.ts space-is-terrain).
 */
export function carriedTerrainReading(name: string | null, body: string, power: CardPower): string[] | null {
  // Both forms name the terrain: other powers are not tried.
  if (!/terrain/i.test(body)) return null;
  const said = body.trim().replace(/\s+/g, " ").replace(/\.$/, "");
  const m =
    /^(?:(whenever|while) it is not (?:this creature's|its) turn[:,] )?(?:this creature's space is|its space is|the squares? (?:it|this creature) occupies (?:is|are)) ([a-z]+(?: [a-z]+)?) terrain$/i.exec(said) ??
    /^()(?:while occupied by this creature, squares gain|squares occupied by this creature (?:gain|are)) ([a-z]+(?: [a-z]+)?) terrain$/i.exec(said);
  if (!m) return null;
  const type = typeOf(m[2]!);
  if (!carriable.has(type)) return null;
  const title = `${quoted(name ?? "Shrouded")}${power.limit ? ` uses ${power.limit}` : ""}`;
  return [`power ${title}: this creature's space is ${quoted(type)} terrain${m[1] ? " while not its turn" : ""}`];
}

/** "(Aura 2) Smoke squares within aura are treated as clear terrain": that type gone from the squares near it. */
export function clearedTerrainReading(name: string | null, body: string, power: CardPower): string[] | null {
  // The form names the terrain: other powers are not tried.
  if (!/terrain/i.test(body)) return null;
  const m = /^\(aura (\d+)\)\s*([a-z]+(?: [a-z]+)?) squares (?:with)?in (?:the |this )?aura are (?:treated as|considered) clear terrain\.?$/i.exec(body.trim().replace(/\s+/g, " "));
  if (!m) return null;
  const type = typeOf(m[2]!);
  // "Difficult squares" would be every type that costs extra, not the one type: kept as text.
  if (!carriable.has(type) || type === "difficult") return null;
  const n = Number(m[1]);
  return [`aura ${n} ${quoted(name ?? "Clearing")}${power.limit ? ` uses ${power.limit}` : ""}: squares within ${n} square${n === 1 ? "" : "s"} are not ${quoted(type)} terrain`];
}
