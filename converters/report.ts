// What a conversion says about each monster: the card it wrote, every approximation it
// made and every ability it kept as text. Nothing is invented silently: each entry here
// is also a comment in the card.

export interface ConvertedCard {
  /** The monster's name in the source data. */
  name: string;
  /** File name for the card (no folder). */
  file: string;
  /** The card in the warband language. */
  text: string;
  /** The numbers the bench compares with official cards. */
  stats: Record<string, number | string | null>;
  approximations: string[];
  /** Abilities with no equivalent, kept as `text "…"` (each is a warning when compiled). */
  fallbacks: string[];
}

export interface ConversionProblem {
  name: string;
  problem: string;
}

export interface ConversionReport {
  source: string;
  target: string;
  table: string;
  converted: { name: string; file: string; stats: ConvertedCard["stats"]; approximations: string[]; fallbacks: string[] }[];
  skipped: ConversionProblem[];
}

export function reportOf(source: string, target: string, table: string, cards: ConvertedCard[], skipped: ConversionProblem[]): ConversionReport {
  return {
    source,
    target,
    table,
    converted: cards.map((c) => ({ name: c.name, file: c.file, stats: c.stats, approximations: c.approximations, fallbacks: c.fallbacks })),
    skipped,
  };
}
