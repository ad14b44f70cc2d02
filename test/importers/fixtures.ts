// Cards written for these tests, in the shape of the DDM card lists (invented
// creatures and wording; no card text from any published card).
import type { Card } from "../../importers/ddm/card.js";

export const marshStalker: Card = {
  name: "Marsh Stalker",
  setInfo: "Test Set",
  level: 4,
  cost: 12,
  hp: 40,
  ac: 17,
  fort: 15,
  ref: 14,
  will: 13,
  speed: 6,
  movementMode: "NORMAL",
  alignment: "EVIL",
  factions: ["WILD", "UNDERDARK"],
  keywords: ["Reptile", "Evil", "Wizard"],
  powers: [
    { type: "ATTACK", text: "Hooked Spear: +9 vs. AC; 10 Damage AND push target up to 2 squares." },
    { type: "ATTACK", text: "Bog Spit: (range 6) +7 vs. Reflex; 5 acid damage AND 5 ongoing acid damage (save ends). On miss, 5 acid damage.", limit: 1 },
    { type: "SPECIAL", text: "Reach 2" },
    { type: "ABILITY", text: "Resist 10 Poison" },
    { type: "SPECIAL", text: "Mud Dance: Sometimes swaps places with a frog when the moon is full." },
  ],
};

/** The Marsh Stalker's first attack and the powers given. */
export function stalkerWith(powers: Card["powers"]): Card {
  return { ...marshStalker, powers: [marshStalker.powers[0]!, ...powers] };
}

/** An old-style card: one DEF for Fort, Ref and Will, raised by "+N DEF(…)" lines; Flight printed as a power. */
export const oldGargoyle: Card = {
  name: "Old Stone Watcher",
  level: 3,
  cost: 9,
  hp: 30,
  ac: 18,
  fort: 14,
  ref: 14,
  will: 14,
  speed: 6,
  movementMode: "NORMAL",
  alignment: "NEUTRAL",
  factions: ["BORDERLANDS"],
  keywords: ["Elemental", "Animate", "Unique"],
  powers: [
    { type: "ATTACK", text: "Claw: +7 vs. DEF(Fort); 10 Damage" },
    { type: "ABILITY", text: "+4 DEF(Fort)" },
    { type: "ABILITY", text: "Flight" },
    { type: "ATTACK", text: "Grit Cloud: (burst 1) +6 vs. Fortitude; 5 damage." },
  ],
};

/** A named power declared for the tests, and cards that give it by name. */
export const thornHide = {
  path: "test/thorn-hide.wb",
  text: `layer core
power "Thorn Hide N": whenever an enemy hits this creature with a melee attack: that enemy takes N damage
`,
};

/** A card of the tests' own, with a basic attack and the powers given. */
export function readingCard(powers: Card["powers"]): Card {
  return {
    name: "Reading Test",
    level: 5,
    cost: 20,
    hp: 40,
    ac: 16,
    fort: 14,
    ref: 14,
    will: 14,
    speed: 6,
    movementMode: "NORMAL",
    alignment: "GOOD",
    factions: ["CIVILIZATION"],
    keywords: ["Human", "Soldier"],
    championRating: 2,
    powers: [{ type: "ATTACK", text: "Sword: +8 vs. AC; 10 damage" }, { type: "ATTACK", text: "Spit: (range 5) +6 vs. Reflex; 5 acid damage", limit: 1 }, ...powers],
  };
}
