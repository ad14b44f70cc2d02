// A trial ground for converted cards: each card is fielded against a copy of itself on an
// open map, so a smoke run can play a round with every converted card. The scenario's
// limits are wide on purpose: it checks that cards play, not that warbands are legal.
import { quoted } from "./card-text.js";

export interface TrialCard {
  name: string;
  faction: string;
}

export const trialScenario = "Conversion Trial";

/** Source text declaring the trial scenario, its map and one battle per card ("Trial 1", "Trial 2"…). */
export function trialSource(cards: TrialCard[]): string {
  const out = [
    `scenario ${quoted(trialScenario)} {`,
    "  points 5000",
    "  creatures at most 2",
    "  creature cost at most 5000",
    "  score cost when an enemy is destroyed",
    "  win at point limit",
    "}",
    "",
    'map "Trial Ground" {',
    "  size 12 x 12",
    "  start A 0,0 to 11,4",
    "  start B 0,7 to 11,11",
    "  victory A 5,8 to 6,9",
    "  victory B 5,2 to 6,3",
    "}",
    "",
  ];
  cards.forEach((c, i) => {
    out.push(`warband ${quoted(`Trial ${i + 1} A`)} {`, `  faction ${c.faction}`, `  creature ${quoted(c.name)}`, "}");
    out.push(`warband ${quoted(`Trial ${i + 1} B`)} {`, `  faction ${c.faction}`, `  creature ${quoted(c.name)}`, "}");
    out.push(`battle ${quoted(`Trial ${i + 1}`)} {`, `  scenario ${quoted(trialScenario)}`, "  points 5000", '  map "Trial Ground"');
    out.push(`  side A ${quoted(`Trial ${i + 1} A`)}`, `  side B ${quoted(`Trial ${i + 1} B`)}`, "  rounds at most 2", "}", "");
  });
  return out.join("\n");
}
