// A smoke run over imported cards: each fully structured card fights a round against
// a copy of itself on a small open field, played by random-legal agents. What is
// measured is only that the rules run: no exception, no hang (the runtime bounds its
// trigger chains). Outcomes are the rules tests' business.
import { compileProject, type SourceFile } from "../../compiler/index.js";
import { randomLegalAgent } from "../../runtime/agents/random-legal.js";
import { play } from "../../runtime/ddm/battle.js";
import type { ImportedCard } from "./import-outcome.js";
import { quoted } from "./text.js";

// A field and a one-creature scenario with no cost cap, so that every card can be fielded.
const field = `map "Smoke Field" {
  size 8 x 8
  start A 0,0 to 7,1
  start B 0,4 to 7,5
  victory A 3,6 to 4,7
  victory B 3,2 to 4,3
}
scenario "Smoke Skirmish" {
  points 1000
  creatures at most 1
  creature cost at most 1000
  score cost when an enemy is destroyed
  win at point limit
}
`;
const fieldLines = field.split("\n").length - 1;

export interface SmokeFailure {
  card: string;
  error: string;
}

export interface SmokeResult {
  fought: number;
  failures: SmokeFailure[];
  /** Compile problems of the smoke battles themselves (warband rules), by card. */
  notFielded: SmokeFailure[];
}

export function smokeRound(cards: ImportedCard[], library: SourceFile[], seed = 1): SmokeResult {
  const ready = cards.filter((c) => c.structured.every(Boolean));
  const battles = ready.map((c, i) => {
    const name = c.draft.card.name;
    return `warband "Smoke ${i} A" {
  creature ${quoted(name)}
}
warband "Smoke ${i} B" {
  creature ${quoted(name)}
}
battle "Smoke ${i}" {
  scenario "Smoke Skirmish"
  points 1000
  map "Smoke Field"
  side A "Smoke ${i} A"
  side B "Smoke ${i} B"
}
`;
  });
  const smokePath = "smoke/battles.wb";
  const compiled = compileProject([
    ...library,
    ...cards.map((c) => ({ path: c.path, text: c.text })),
    { path: smokePath, text: field + battles.join("") },
  ]);
  const notFielded: SmokeFailure[] = [];
  const bad = new Set<number>();
  for (const d of compiled.diagnostics) {
    if (d.severity !== "error" || d.file !== smokePath) continue;
    // Each battle block is 13 lines after the field.
    const i = Math.floor((d.range.start.line - fieldLines - 1) / 13);
    if (!bad.has(i) && ready[i]) notFielded.push({ card: ready[i]!.draft.card.name, error: d.message });
    bad.add(i);
  }
  const failures: SmokeFailure[] = [];
  let fought = 0;
  ready.forEach((c, i) => {
    if (bad.has(i)) return;
    try {
      const agents = [randomLegalAgent(seed * 2 + 1), randomLegalAgent(seed * 2 + 2)];
      play(compiled.ir, { battle: `Smoke ${i}`, seed, choices: [] }, { agents, stopAfterTurns: 2 });
      fought++;
    } catch (e) {
      failures.push({ card: c.draft.card.name, error: (e as Error).message });
    }
  });
  return { fought, failures, notFielded };
}
