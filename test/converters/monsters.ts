// Small 5e-shaped monsters written for these tests (not SRD text), and a conversion
// table with round numbers so the expected card can be worked out by hand.
import type { Monster5e } from "../../converters/five-e/monster.js";
import type { Table5e } from "../../converters/five-e/table.js";

const base = { strength: 14, dexterity: 12, constitution: 14, intelligence: 6, wisdom: 10, charisma: 8 };

/** CR 4, hp 70 = the table's typical, a bite that grapples, a tail with reach, a fire spit and a multiattack. */
export const emberHound: Monster5e = {
  index: "ember-hound",
  name: "Ember Hound",
  size: "Large",
  type: "monstrosity",
  alignment: "neutral evil",
  armor_class: [{ type: "natural", value: 14 }],
  hit_points: 70,
  speed: { walk: "40 ft.", swim: "20 ft." },
  ...base,
  damage_immunities: ["fire"],
  damage_resistances: ["cold", "bludgeoning, piercing, and slashing from nonmagical attacks"],
  condition_immunities: [{ index: "frightened" }],
  senses: { darkvision: "60 ft.", passive_perception: 10 },
  challenge_rating: 4,
  special_abilities: [
    { name: "Regeneration", desc: "The hound regains 10 hit points at the start of its turn." },
    { name: "Keen Smell", desc: "The hound has advantage on checks that rely on smell." },
    { name: "Ember Aura", desc: "Creatures that touch the hound feel warm." },
  ],
  actions: [
    { name: "Multiattack", desc: "The hound makes two attacks: one with its bite and one with its tail.", multiattack_type: "actions", actions: [{ action_name: "Bite", count: 1, type: "melee" }, { action_name: "Tail", count: 1, type: "melee" }] },
    {
      name: "Bite",
      desc: "Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 10 (2d6 + 3) piercing damage plus 9 (2d8) fire damage, and the target is grappled (escape DC 13).",
      attack_bonus: 5,
      damage: [{ damage_type: { index: "piercing" }, damage_dice: "2d6+3" }, { damage_type: { index: "fire" }, damage_dice: "2d8" }],
    },
    { name: "Tail", desc: "Melee Weapon Attack: +5 to hit, reach 10 ft., one target. Hit: 5 (1d4 + 3) bludgeoning damage.", attack_bonus: 5, damage: [{ damage_type: { index: "bludgeoning" }, damage_dice: "1d4+3" }] },
    {
      name: "Cinder Spit (Recharge 5-6)",
      desc: "The hound spits cinders in a 30-foot cone. Each creature in that area must make a DC 13 Dexterity saving throw, taking 21 (6d6) fire damage on a failed save, or half as much damage on a successful one.",
      usage: { type: "recharge on roll", dice: "1d6", min_value: 5 },
      dc: { dc_type: { index: "dex" }, dc_value: 13, success_type: "half" },
      damage: [{ damage_type: { index: "fire" }, damage_dice: "6d6" }],
    },
    { name: "Howl", desc: "The hound howls. Nothing happens in particular." },
  ],
  legendary_actions: [{ name: "Snap", desc: "The hound makes a bite attack." }],
};

export const roundTable: Table5e = {
  kind: "5e-to-ddm",
  description: "round numbers for tests",
  typical: [
    { cr: 0, hp: 10, ac: 12, attack: 3, damage: 5, dc: 10 },
    { cr: 10, hp: 160, ac: 17, attack: 8, damage: 40, dc: 15 },
  ],
  level: { byChallengeRating: [[0, 1], [10, 11]], perHpDoubling: 1, perAttackPoint: 0, perSizeStep: 0, legendary: 0, byType: { monstrosity: 1 }, min: 1, max: 30 },
  hp: { base: 10, perLevel: 5, exponent: 1, physicalResistance: 1.5, physicalImmunity: 2 },
  defenses: { ac: 14, other: 12, acPerPoint: 1, perAbilityPoint: 1 },
  attack: { vsAC: 5, vsOther: 3, perPoint: 1 },
  damage: { base: 5, perLevel: 1, exponent: 1, secondaryShare: 1 },
  cost: { byLevel: [[1, 5], [11, 55]], exponent: 0, flight: 0 },
  speed: { feetPerSquare: 5, min: 2, max: 8, flightMax: 8 },
  reach: { feetPerSquare: 5 },
  range: { feetPerSquare: 5, max: 20, areaAttacks: "ranged", areaMax: 5 },
  resist: { byLevel: [[1, 5], [21, 25]] },
  vulnerable: { byLevel: [[1, 5]] },
  regeneration: { share: 1 },
  champion: { byLevel: [[1, 1], [11, 3]] },
  damageTypes: { fire: "fire", cold: "cold", piercing: null, bludgeoning: null },
  conditions: { grappled: "Immobilized", stunned: "Stunned", frightened: null },
  saveDefenses: { dex: "Ref", con: "Fort", wis: "Will" },
  keywords: { monstrosity: ["Monstrosity"] },
  factions: [{ type: "monstrosity", alignment: "evil", factions: ["Borderlands"] }, { factions: ["Wild"] }],
  abilities: [
    { match: "^regeneration", as: "regeneration" },
    { match: "^keen", as: "omit", note: "no checks in DDM" },
  ],
};

/** A 3.5-shaped giant written for the tests: two claws and a fiery bite, a thrown rock, a few named qualities. */
export const bogBrute = {
  name: "Bog Brute",
  size_type: "Large Giant",
  hit_dice: "5d8+15 (37 hp)",
  special_attacks: "Poison",
  special_qualities: "Darkvision 60 ft., resistance to cold 10 and fire 5, immunity to poison, low-light vision, bog sense",
  feats: "Cleave, Toughness",
  environment: "Temperate marshes",
  alignment: "Usually chaotic evil",
  challenge_rating: "4",
  derived: {
    hp: 37,
    hd_count: 5,
    speed_ft: 30,
    fly_ft: null,
    swim_ft: null,
    burrow_ft: null,
    ac: 17,
    fort: 7,
    ref: 1,
    will: 2,
    str: 19,
    dex: 10,
    con: 16,
    int: 6,
    wis: 10,
    cha: 7,
    reach_ft: "10",
    size: "Large",
    type: "Giant",
    subtypes: [],
    full_attack_parsed: [
      { count: 2, name: "claws", bonus: [7], kind: "melee", damage: "1d6+4" },
      { count: 1, name: "bite", bonus: [2], kind: "melee", damage: "1d8+2 plus 1d6 fire" },
      { count: 1, name: "rock", bonus: [3], kind: "ranged", damage: "2d6+4" },
    ],
  },
};
