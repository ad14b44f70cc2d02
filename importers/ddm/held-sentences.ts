// A continuous power said in several sentences, each a thing the creature has: "This
// creature has Conceal 6. Against nonadjacent enemies, it has Conceal 11."; a last sentence
// "This creature's rider has the benefit of <the power's own name>" gives its rider the same.
// ddm-battle-rules-2011.txt § Attack Roll (Conceal); § Mounts and Riders; § Continuous Powers
import type { CardPower } from "./card.js";
import { heldRule } from "./continuous.js";
import { timedModifiers } from "./phrases.js";
import { quoted, readEach, sentences } from "./text.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

/** One sentence of what the creature has ("Against nonadjacent enemies, it has Conceal 11": Conceal 11 against them); null when it says more. */
function heldSentence(s: string): string | null {
  const t = s.trim().replace(/[.;]+$/, "");
  const fronted = /^against (.+?), (?:it|this creature) (?:has|gains) (.+)$/i.exec(t);
  const said = fronted ? `${fronted[2]} against ${fronted[1]}` : t.replace(/^(?:this creature |it )?(?:has|gains) /i, "");
  return heldRule(said) ?? timedModifiers(said);
}

/**
 * "This creature has Conceal 6. Against nonadjacent enemies, it has Conceal 11. This
 * creature's rider has the benefit of Smoke": each sentence a holding of the creature, and
 * the same for its rider when the last sentence lends it the power itself.
 */
export const heldSentences: Reading = (name, body, power) => {
  const all = sentences(body.trim().replace(/\s+/g, " "));
  const rider = name ? /^(?:this creature's|its) rider (?:has|gains|gets) the benefits? of (.+)$/i.exec(all[all.length - 1]!.replace(/[.;]+$/, "")) : null;
  if (rider && rider[1]!.toLowerCase() !== name!.toLowerCase()) return null;
  const own = rider ? all.slice(0, -1) : all;
  if (own.length < (rider ? 1 : 2)) return null;
  const held = readEach(own, heldSentence);
  if (!held) return null;
  const head = `power ${quoted(name ?? body.trim())}${power.limit ? ` uses ${power.limit}` : ""}`;
  const mods = held.flatMap((h) => h.split(" and "));
  return [`${head}: ${mods.join(" and ")}`, ...(rider ? [`${head}: ${mods.map((x) => `its rider ${x}`).join(" and ")}`] : [])];
};
