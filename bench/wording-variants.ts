// How well the DDM importer's readings carry over to wording they were not written for:
// every power of the card list is retyped one way at a time (counts in words, capitals,
// articles, spacing, glyphs…), the list imported again, and the powers that were read
// before but are text after are counted. Cards of the held-back sets differ from the
// list in just such ways, so a variant that loses many powers marks a reading that holds
// only for one spelling. The list is read by path and never copied.
//   node dist/bench/wording-variants.js [variant …] [--show]
import { existsSync, readFileSync } from "node:fs";
import { bundledLibrary, expandPaths, readSources } from "../cli/content-files.js";
import { importCards } from "../importers/ddm/import.js";

const path = process.env["DDM_CARDS"] ?? "/work/shared/data/ddm-cards.json";

const terms = ["Damage", "Attack", "Speed", "Bloodied", "Enemy", "Enemies", "Ally", "Allies", "Creature", "Square", "Squares", "Target"];
const words = (w: string) => new RegExp(`\\b${w}\\b`, "gi");
const capital = (w: string) => w[0]!.toUpperCase() + w.slice(1).toLowerCase();

/** Each variant retypes one power's text; a variant that changes nothing leaves the power out of its count. */
const variants: Record<string, (t: string) => string> = {
  "terms in capitals": (t) => terms.reduce((s, w) => s.replace(words(w), (m) => capital(m)), t),
  "terms in lower case": (t) => terms.reduce((s, w) => s.replace(words(w), (m) => m.toLowerCase()), t),
  "squares counted in words": (t) => t.replace(/\b1 (square)\b/g, "one $1").replace(/\b2 (squares)\b/g, "two $1"),
  "capital AND": (t) => t.replace(/ and /g, " AND "),
  "lower-case AND": (t) => t.replace(/ AND /g, " and "),
  "doubled spaces": (t) => t.replace(/ /g, "  "),
  "'vs' without its full stop": (t) => t.replace(/\bvs\./g, "vs"),
  "no full stop at the end": (t) => t.replace(/\.\s*$/, ""),
  "curly apostrophes": (t) => t.replace(/'/g, "\u2019"),
  "'at/until the start/end of'": (t) => t.replace(/\b(at|until) (start|end) of (?!the\b)/g, "$1 the $2 of "),
  "actions in capitals": (t) => t.replace(/\b(minor|move|attack|free|immediate) action\b/gi, (_, a: string) => `${capital(a)} Action`),
  "'hit points' for HP": (t) => t.replace(/(\d+) HP\b/g, "$1 hit points"),
  "'use whenever' for 'use when'": (t) => t.replace(/\bUse when\b/g, "Use whenever"),
  "conditions in capitals": (t) => t.replace(/\b(dazed|stunned|slowed|immobilized|weakened|helpless|bloodied|dominated|confused)\b/g, capital),
  "'(SAVE ENDS)'": (t) => t.replace(/\bsave ends\b/gi, "SAVE ENDS"),
  "'Recharge' for 'RECHARGE'": (t) => t.replace(/\bRECHARGE\b/g, "Recharge"),
  "'vs. DEF(X)' for 'vs. X'": (t) => t.replace(/vs\.? (Fortitude|Fort|Reflex|Ref|Will)\b/g, (_, d: string) => `vs. DEF(${d.slice(0, d.startsWith("F") ? 4 : d.startsWith("R") ? 3 : 4)})`),
  "glyphs for 'melee'/'ranged'": (t) => t.replace(/\bmelee\b/g, "{m}").replace(/\branged\b/g, "{r}"),
  "';' after a trigger for ':'": (t) => t.replace(/^((?:[^:]{1,60}: )?(?:Use|Immediate)[^:;.]{3,120}): /i, "$1; "),
  "':' after a trigger for ';'": (t) => t.replace(/^((?:[^:]{1,60}: )?(?:Use|Immediate)[^:;.]{3,120}); /i, "$1: "),
  "'one' for '1' before a creature": (t) => t.replace(/\b1 (enemy|ally|creature|adjacent|other|target)\b/g, "one $1"),
  "'1' for 'a/an' before a creature": (t) => t.replace(/\b(?:a|an) (enemy|ally|creature|adjacent|other)\b/g, "1 $1"),
  "'Immediate action, use when' for 'Immediate, when'": (t) => t.replace(/\bImmediate, (when|after)\b/g, "Immediate action, use $1"),
  "'vs. Fortitude' for 'vs. Fort'": (t) => t.replace(/\bvs\.? (?:DEF\()?(Fort|Ref)\)?(?=[;.,\s]|$)/g, (_, d: string) => `vs. ${d === "Fort" ? "Fortitude" : "Reflex"}`),
  "'N ongoing' for 'ongoing N'": (t) => t.replace(/\bongoing (\d+)\b/g, "$1 ongoing"),
  "'ongoing N' for 'N ongoing'": (t) => t.replace(/\b(\d+) ongoing\b/g, "ongoing $1"),
  "'hp' in lower case": (t) => t.replace(/\bHP\b/g, "hp"),
  "'N-20' for 'N+'": (t) => t.replace(/\b(1?\d)\+(?=[\s:,;.)]|$)/g, "$1-20"),
};

interface Card {
  powers: { text: string }[];
}

const show = process.argv.includes("--show");
const only = process.argv.slice(2).filter((a) => a !== "--show");
if (!existsSync(path)) {
  console.log(`no card list at ${path} (set DDM_CARDS): nothing to measure`);
  process.exit(0);
}
const library = readSources(expandPaths([bundledLibrary("ddm")]).files);
const cards = JSON.parse(readFileSync(path, "utf8")) as Card[];
const read = (list: Card[]) => importCards(list, { outDir: "variants", library }).cards.map((c) => c.structured);
const before = read(cards);
console.log(`${before.flat().filter(Boolean).length} of ${before.flat().length} powers read as printed\n`);
console.log("powers retyped  read before, text after  variant");
for (const [name, retype] of Object.entries(variants)) {
  if (only.length && !only.includes(name)) continue;
  const retyped = cards.map((c) => ({ ...c, powers: c.powers.map((p) => ({ ...p, text: retype(p.text) })) }));
  const after = read(retyped);
  let touched = 0;
  const lost: string[] = [];
  after.forEach((powers, i) =>
    powers.forEach((ok, k) => {
      const was = cards[i]!.powers[k]?.text;
      if (was === undefined || retyped[i]!.powers[k]!.text === was) return;
      touched++;
      if (before[i]![k] && !ok) lost.push(retyped[i]!.powers[k]!.text);
    }),
  );
  console.log(`${String(touched).padStart(14)}  ${String(lost.length).padStart(23)}  ${name}`);
  if (show) for (const t of lost) console.log(`${" ".repeat(41)}${t.slice(0, 140)}`);
}
