// The 5e → DDM conversion table: every number and word mapping the converter uses.
// The bundled table is content/conversions/5e-to-ddm.json; users copy and edit it
// (warband convert 5e … --table my-table.json). Its JSON Schema is
// converters/tables/schema.ts.
import type { Points } from "../scale.js";
import type { Recharge5e } from "./actions.js";

export interface FactionRule {
  /** 5e type (e.g. "humanoid"); absent matches any. */
  type?: string;
  /** "good" | "evil" | "unaligned"; absent matches any. */
  alignment?: string;
  factions: string[];
}

export interface Table5e {
  kind: "5e-to-ddm";
  description: string;
  /** Typical SRD 5.1 statistics per challenge rating: the yardstick a monster is measured against. */
  typical: { cr: number; hp: number; ac: number; attack: number; damage: number; dc: number }[];
  level: {
    byChallengeRating: Points;
    perHpDoubling: number;
    /** Levels per point of to-hit above the CR's typical. */
    perAttackPoint: number;
    /** Levels per point of AC above the CR's typical; absent in older tables. */
    perAcPoint?: number;
    /** Levels per doubling of damage per round against the CR's typical; absent in older tables. */
    perDamageDoubling?: number;
    perSizeStep: number;
    /** Levels added for a size (e.g. "Huge"), on top of perSizeStep; absent in older tables. */
    bySize?: Record<string, number>;
    legendary: number;
    /** Levels added for a trait of the stat block (converters/five-e/level.ts levelTraits: "magic resistance", "damage resistances"…); absent in older tables. */
    byTrait?: Record<string, number>;
    /** Levels added for a 5e type or subtype (giants and fiends sit higher on the DDM scale than their CR). */
    byType: Record<string, number>;
    min: number;
    max: number;
  };
  hp: { base: number; perLevel: number; exponent: number; physicalResistance: number; physicalImmunity: number };
  /** centre "mean": Fort, Ref and Will move by perAbilityPoint from the monster's mean of its three ability sides, not from +2 (absent: +2). */
  defenses: { ac: number; other: number; acPerPoint: number; perAbilityPoint: number; centre?: "mean" };
  attack: { vsAC: number; vsOther: number; perPoint: number };
  damage: { base: number; perLevel: number; exponent: number; secondaryShare: number };
  cost: { byLevel: Points; exponent: number; flight: number };
  speed: { feetPerSquare: number; min: number; max: number; flightMax: number };
  reach: { feetPerSquare: number };
  range: {
    feetPerSquare: number;
    max: number;
    /** close: cones → close blast, lines → close line, "within N ft" → close burst, spheres → area; ranged: one target; text: kept as text. */
    areaAttacks: "close" | "ranged" | "text";
    /** Largest blast, burst or line, in squares. */
    areaMax: number;
  };
  resist: { byLevel: Points };
  vulnerable: { byLevel: Points };
  regeneration: { share: number };
  /** Champion rating by level for legendary monsters; legendaryUse is when a legendary action turned champion power is used ("use at end of enemy's turn"); absent in older tables, which keep legendary actions as text. */
  champion: { byLevel: Points; legendaryUse?: string };
  /** How a 5e recharge becomes a DDM one: the least d6 roll ("4", "5", "6") or "rest" → the words after "recharge" in the attack's header ("as move action", "when this creature becomes bloodied"); absent: uses 1 and no recharge. */
  recharge?: Partial<Record<Recharge5e, string>>;
  /** 5e damage type → ruleset damage type, or null for untyped. */
  damageTypes: Record<string, string | null>;
  /** 5e condition → ruleset condition, or null for none. */
  conditions: Record<string, string | null>;
  /** Ability of a saving throw → the defence a converted attack targets. */
  saveDefenses: Record<string, string>;
  /** 5e type → keywords; subtypes are looked up in the same map and otherwise capitalised. */
  keywords: Record<string, string[]>;
  factions: FactionRule[];
  /** Special abilities by name (regular expression, case-insensitive) → what they become. */
  abilities: { match: string; as: "regeneration" | "aquatic" | "text" | "omit"; note?: string }[];
}
