// JSON Schemas of the conversion tables (content/conversions/*.json). A user's own
// table (--table) is checked against them before any monster is converted.
// `npm run schema` writes the ahead-of-time validators (table-validators.generated.ts).

import { levelTraits } from "../five-e/level.js";

type Schema = Record<string, unknown>;

const num: Schema = { type: "number" };
const pos: Schema = { type: "number", exclusiveMinimum: 0 };
const nonneg: Schema = { type: "number", minimum: 0 };
const str: Schema = { type: "string", minLength: 1 };
const obj = (properties: Record<string, Schema>, optional: string[] = []): Schema => ({
  type: "object",
  additionalProperties: false,
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  properties,
});
const points: Schema = { type: "array", minItems: 1, items: { type: "array", minItems: 2, maxItems: 2, items: num } };
const words = (item: Schema = str): Schema => ({ type: "array", items: item });
const mapOf = (value: Schema): Schema => ({ type: "object", additionalProperties: value });

export const table5eSchema: Schema = {
  $id: "https://warband.dev/schema/conversion-5e-to-ddm.json",
  title: "warband conversion table: SRD 5.1 monsters → DDM creature cards",
  ...obj({
    $schema: { type: "string" },
    kind: { const: "5e-to-ddm" },
    description: { type: "string" },
    typical: { type: "array", minItems: 1, items: obj({ cr: nonneg, hp: pos, ac: num, attack: num, damage: pos, dc: num }) },
    level: obj({ byChallengeRating: points, perHpDoubling: num, perAttackPoint: num, perAcPoint: num, perDamageDoubling: num, perSizeStep: num, bySize: mapOf(num), legendary: num, byTrait: { type: "object", additionalProperties: false, properties: Object.fromEntries(levelTraits.map((t) => [t, num])) }, byType: mapOf(num), min: { type: "integer", minimum: 1 }, max: { type: "integer", minimum: 1 } }, ["bySize", "perAcPoint", "perDamageDoubling", "byTrait"]),
    hp: obj({ base: num, perLevel: num, exponent: num, physicalResistance: pos, physicalImmunity: pos }),
    defenses: obj({ ac: num, other: num, acPerPoint: num, perAbilityPoint: num, centre: { enum: ["mean"] } }, ["centre"]),
    attack: obj({ vsAC: num, vsOther: num, perPoint: num }),
    damage: obj({ base: num, perLevel: num, exponent: num, secondaryShare: nonneg }),
    cost: obj({ byLevel: points, exponent: num, flight: num }),
    speed: obj({ feetPerSquare: pos, min: { type: "integer", minimum: 0 }, max: { type: "integer", minimum: 1 }, flightMax: { type: "integer", minimum: 1 } }),
    reach: obj({ feetPerSquare: pos }),
    range: obj({ feetPerSquare: pos, max: { type: "integer", minimum: 1 }, areaAttacks: { enum: ["close", "ranged", "text"] }, areaMax: { type: "integer", minimum: 1 } }),
    resist: obj({ byLevel: points }),
    vulnerable: obj({ byLevel: points }),
    regeneration: obj({ share: nonneg }),
    champion: obj({ byLevel: points, legendaryUse: str }, ["legendaryUse"]),
    recharge: { type: "object", additionalProperties: false, properties: { 4: str, 5: str, 6: str, rest: str } },
    damageTypes: mapOf({ anyOf: [str, { type: "null" }] }),
    conditions: mapOf({ anyOf: [str, { type: "null" }] }),
    saveDefenses: mapOf(str),
    keywords: mapOf(words()),
    factions: words(obj({ type: str, alignment: { enum: ["good", "evil", "unaligned"] }, factions: words() }, ["type", "alignment"])),
    abilities: words(obj({ match: str, as: { enum: ["regeneration", "aquatic", "text", "omit"] }, note: str }, ["note"])),
  }, ["$schema", "recharge"]),
};

export const table35Schema: Schema = {
  $id: "https://warband.dev/schema/conversion-3.5-to-chainmail.json",
  title: "warband conversion table: SRD 3.5 monsters → Chainmail model cards",
  ...obj({
    $schema: { type: "string" },
    kind: { const: "3.5-to-chainmail" },
    description: { type: "string" },
    level: obj({ from: { enum: ["hit dice"] }, min: { type: "integer", minimum: 1 }, max: { type: "integer", minimum: 1 } }),
    speed: obj({ feetPerInch: pos, flightMax: { type: "integer", minimum: 1 } }),
    health: obj({ hitPointsPerHealth: pos, min: { type: "integer", minimum: 1 } }),
    damage: obj({ hitPointsPerDamage: pos, min: { type: "integer", minimum: 0 }, attackPerRounding: num }),
    ranged: obj({ thrownInches: { type: "integer", minimum: 1 }, projectileInches: { type: "integer", minimum: 1 }, thrown: words() }),
    save: obj({ commanderRoundsUp: { type: "boolean" }, dwarfBonus: num }),
    scary: obj({ sizes: words(), belowHitDice: num }),
    wildBelowIntelligence: num,
    cost: obj({ referenceCost: pos, referenceHealth: pos, referenceDamage: pos, exponent: num, min: { type: "integer", minimum: 1 } }),
    types: mapOf(str),
    energies: mapOf(str),
    factions: words(obj({ environment: str, subtype: str, alignment: { enum: ["good", "evil", "neutral"] }, type: str, faction: { anyOf: [str, { type: "null" }] } }, ["environment", "subtype", "alignment", "type"])),
    omit: words(obj({ match: str, note: str })),
    specials: words(obj({ match: str, ability: str, rating: { enum: ["none", "value", "fifth", "dc", "inches", "bonus", "dice"] }, note: str }, ["note"])),
  }, ["$schema"]),
};
