// The importer's readings of powers used at a time or as an action: effects that last a
// while with a trigger of its own, for durations beyond the round; effects on the round
// in a Special power; champion ratings raised at set-up; one enemy chosen for a while;
// printing slips mended. Texts written for these tests in the cards' phrasing; each must
// compile to primitives that act.
// ddm-battle-rules-2011.txt § Conditions (Duration); § Common Triggered Powers; § Champion Test
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

const cases: [string, string][] = [
  [
    "Bristle: Use at start of this creature's turn: Until this creature moves on its turn, whenever an enemy makes a {m} attack against this creature, that enemy takes 5 damage.",
    'power "Bristle": use at start of its turn: "Bristle" lasts until it moves; whenever enemy declares melee attack against this creature while "Bristle" lasts: that enemy takes 5 damage',
  ],
  [
    "Static Shell: Minor action: Until start of this creature's next turn, each enemy or ally that starts its turn adjacent to this creature takes 5 lightning damage.",
    'power "Static Shell": minor action: "Static Shell" lasts until start of this creature\'s next turn; whenever creature starts its turn adjacent to this creature while "Static Shell" lasts: that creature takes 5 lightning damage',
  ],
  // "each enemy starts its turn": printed without "that".
  [
    "Cold Halo: Use at any time: Until end of its next turn, each enemy starts its turn within 2 squares of this creature takes 5 cold damage.",
    'power "Cold Halo": free action: "Cold Halo" lasts until end of its next turn; whenever enemy starts its turn within 2 squares while "Cold Halo" lasts: that enemy takes 5 cold damage',
  ],
  // § Champion Test: an extra initiative die, used only in a victory area.
  ["Scout Report: Use at start of round: if this creature occupies a victory area, you roll 2 extra d20 to determine initiative this round.", 'power "Scout Report": use at start of round while it occupies victory area: you roll 2 extra d20 for initiative this round'],
  // Printing slips: words run together, a dropped letter.
  ["Vanish: Minor action: Invisible until ittakes damage.", 'power "Vanish": minor action: this creature gets invisible until it takes damage'],
  ["Warm Up: Use at start f turn: +2 attack until end of turn.", 'power "Warm Up": use at start of its turn: this creature gets +2 attack until end of turn'],
];

describe("warband import ddm: lasting effects and round effects of powers used at a time", () => expectEachReading(cases));

// § Champion Powers: a champion rating raised at set-up until this creature is destroyed; the note on the lost use is the rule's own.
const ratings: [string, string][] = [
  [
    "Loyal Herald: Use during your set-up: 1 champion ally's Champion Rating is increased by 3 until this creature is destroyed. (If this creature is destroyed, that champion loses one champion power use, if it has one left.)",
    'power "Loyal Herald": use during your setup: one champion ally gets +3 champion rating until this creature is destroyed',
  ],
  [
    "Wing Marshal: Use during your set-up: Choose 1 Dwarf champion ally. That ally's Champion Rating is increased by 2 until this creature is destroyed.",
    'power "Wing Marshal": use during your setup: choose one Dwarf champion ally and that ally gets +2 champion rating until this creature is destroyed',
  ],
];

describe("warband import ddm: champion ratings raised at set-up", () => expectEachReading(ratings));

// § Combat Advantage; § Powers and Effects (Rechargeable Powers): one enemy chosen, unseen by it.
const chosen: [string, string][] = [
  [
    "Shadow Mark: Move action; choose 1 enemy that cannot see this creature; this creature has combat advantage against that enemy until end of turn.",
    'power "Shadow Mark": move action: choose one enemy that cannot see this creature and this creature gets combat advantage against that enemy until end of turn',
  ],
  [
    "Lurk: Minor action: Choose 1 enemy that can't see this creature. +10 Damage against that creature until end of its next turn. RECHARGE at start of this creature's turn if no enemies can see it.",
    'power "Lurk" recharge when start of its turn if no enemy can see it: minor action: choose one enemy that cannot see this creature and this creature gets +10 damage against that enemy until end of its next turn',
  ],
];

describe("warband import ddm: one enemy chosen for a while", () => expectEachReading(chosen));

// § Applying Damage (Bonus and Penalty Damage): less damage taken for a while; one duration said once for a list.
const taken: [string, string][] = [
  [
    "Hard Shell: Use at any time: This creature takes 5 less damage from {m} and {r} attacks (min. 0) until end of its next turn.",
    'power "Hard Shell": free action: this creature gets takes 5 less damage from melee attacks until end of its next turn and this creature gets takes 5 less damage from ranged attacks until end of its next turn',
  ],
  [
    "Smoke Body: Minor action: This creature gains Phasing, has +2 Speed, and takes half damage from all attacks until it makes an attack.",
    'power "Smoke Body": minor action: this creature gets phasing until it attacks and this creature gets +2 speed until it attacks and this creature gets takes half damage from attacks until it attacks',
  ],
  // The duration said first, for a list joined by commas or "and"; § Opportunity Attacks: provoking none for a while.
  [
    "Fade Step: Minor action; until end of turn, this creature has Conceal 16 and Phasing and does not provoke opportunity attacks.",
    'power "Fade Step": minor action: this creature gets conceal 16 until end of turn and this creature gets phasing until end of turn and this creature gets does not provoke opportunity attacks by moving until end of turn and this creature gets does not provoke opportunity attacks with ranged attacks until end of turn and this creature gets does not provoke opportunity attacks with close attacks until end of turn and this creature gets does not provoke opportunity attacks with area attacks until end of turn',
  ],
  [
    "Ghost Shape: Use at start of this creature's turn: Until end of turn, this creature is invisible, gains Phasing, and cannot make attacks.",
    'power "Ghost Shape": use at start of its turn: this creature gets invisible until end of turn and this creature gets phasing until end of turn and this creature cannot attack until end of turn',
  ],
  // § Conditions: every condition ended on one creature it can see.
  ["Cleanse: Replaces move action: Remove all conditions from an ally within sight.", 'power "Cleanse": replaces move action: end all conditions on one ally this creature can see'],
];

describe("warband import ddm: damage taken for a while, shared durations, conditions ended", () => expectEachReading(taken));
