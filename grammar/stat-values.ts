// A card statistic written without its number ("bloodied" alone). The grammar lets it
// parse, so the rest of the card still does; the parser reports it here, with a fix that
// adds a value. Bloodied follows the rules from the card's hit points (and hit points
// from a written bloodied score); the others get the card snippet's values
// (compiler/services/completion.ts), to be changed by hand.
import type { CreatureItem, Declaration, StatAst } from "./ast.js";
import type { Diagnostic } from "./source.js";
import { keywordTokens, StatName } from "./tokens.js";

/** A creature's Bloodied score: half its hit points, rounded down to a multiple of 5 (ddm-battle-rules-2011.txt § Appendix A, Bloodied; § Hit Points). */
export function defaultBloodied(hp: number): number {
  return Math.floor(hp / 2 / 5) * 5;
}

/** The statistics written with a number: the StatName keywords, and speed. */
const numbered = new Set(
  Object.entries(keywordTokens)
    .filter(([word, t]) => word === "speed" || (t.CATEGORIES ?? []).includes(StatName))
    .map(([word]) => word.toLowerCase()),
);

/** Values for a statistic written alone, when the card says nothing that decides it. */
const placeholder: Record<string, number> = { level: 1, cost: 10, hp: 20, bloodied: 10, champion: 1, ac: 15, fort: 13, ref: 13, will: 13, speed: 6 };

function written(items: CreatureItem[], stat: string): number | null {
  const s = items.find((i): i is StatAst => i.kind === "stat" && i.key.lower === stat && i.value !== null);
  return s?.value?.value ?? null;
}

function fixFor(items: CreatureItem[], s: StatAst): { value: number; why: string } {
  const stat = s.key.lower;
  const hp = written(items, "hp");
  if (stat === "bloodied" && hp !== null) return { value: defaultBloodied(hp), why: " (half the hit points, rounded down to a multiple of 5)" };
  const bloodied = written(items, "bloodied");
  if (stat === "hp" && bloodied !== null) return { value: bloodied * 2, why: " (twice the bloodied score)" };
  return { value: placeholder[stat] ?? 1, why: "" };
}

/** WB110 for each statistic of a card or item written without its number, with a fix that adds one. */
export function missingValues(declarations: Declaration[], file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of declarations) {
    if (d.kind !== "creature" && d.kind !== "item") continue;
    for (const s of d.items) {
      if (s.kind !== "stat" || s.value !== null || !numbered.has(s.key.lower)) continue;
      const { value, why } = fixFor(d.items, s);
      const end = s.key.range.end;
      out.push({
        code: "WB110",
        severity: "error",
        message: `${s.key.text} needs its value: a number after it`,
        file,
        range: s.key.range,
        fixes: [{ title: `Add the missing ${s.key.text} value: ${value}${why}`, edits: [{ range: { start: end, end }, text: ` ${value}` }] }],
      });
    }
  }
  return out;
}
