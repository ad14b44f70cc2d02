// The 3.5 → Chainmail conversion table, after chainmail-rulebook-2001.txt § Chapter 6:
// Dungeons & Dragons Conversion. The bundled table is
// content/conversions/3.5-to-chainmail.json; its schema is converters/tables/schema.ts.

export interface Table35 {
  kind: "3.5-to-chainmail";
  description: string;
  level: { from: "hit dice"; min: number; max: number };
  speed: { feetPerInch: number; flightMax: number };
  health: { hitPointsPerHealth: number; min: number };
  damage: { hitPointsPerDamage: number; min: number; attackPerRounding: number };
  ranged: { thrownInches: number; projectileInches: number; thrown: string[] };
  save: { commanderRoundsUp: boolean; dwarfBonus: number };
  scary: { sizes: string[]; belowHitDice: number };
  wildBelowIntelligence: number;
  cost: { referenceCost: number; referenceHealth: number; referenceDamage: number; exponent: number; min: number };
  /** 3.5 type → Chainmail type. */
  types: Record<string, string>;
  /** 3.5 energy → Chainmail energy. */
  energies: Record<string, string>;
  /** First match wins (environment is a regular expression); faction null = no faction (cross-faction everywhere). */
  factions: { environment?: string; subtype?: string; alignment?: "good" | "evil" | "neutral"; type?: string; faction: string | null }[];
  /** Special attacks and qualities (regular expression on each entry) → a Chainmail special ability. */
  specials: { match: string; ability: string; rating: "none" | "value" | "fifth" | "dc" | "inches" | "bonus" | "dice"; note?: string }[];
  /** Special qualities left off on purpose (regular expression), with the reason. */
  omit: { match: string; note: string }[];
}
