// The importer's readings of Special, Ability and Champion powers, on texts written
// for these tests in the cards' phrasing: each must become the language's words and
// compile to primitives that act (never a text fallback).
// ddm-battle-rules-2011.txt § Powers and Effects; § Champion Powers
import { describe, expect, it } from "vitest";
import type { CardPower } from "../../importers/ddm/card.js";
import { readPower } from "./reading.js";


const cases: [CardPower["type"], string, string][] = [
  // § The Battle (Game Overview), step 4: start-of-round champion powers.
  ["CHAMPION", "Use at start of round: Each adjacent ally heals 10 HP.", 'champion power "Use at start of round": use at start of round: adjacent allies heals 10'],
  ["CHAMPION", "Dawn Call: Use at start of round. This creature heals 5 HP.", 'champion power "Dawn Call": use at start of round: this creature heals 5'],
  ["SPECIAL", "Use at start of this creature's turn: This creature heals 5 HP.", 'power "Use at start of this creature\'s turn": use at start of its turn: this creature heals 5'],
  // § Bonuses and Penalties: a bonus on the attacks that fit, as "against … targets" / "while …".
  ["SPECIAL", "Backstab: +10 damage vs. targets granting it combat advantage.", 'power "Backstab": +10 damage against targets granting combat advantage'],
  ["SPECIAL", "Opportunist: Whenever this creature hits a target that grants it combat advantage: +15 Damage on that attack.", 'power "Opportunist": +15 damage against targets granting combat advantage'],
  ["SPECIAL", "Cruelty: Whenever this creature hits a bloodied target with a {m} attack: +5 Damage on that attack.", 'power "Cruelty": +5 damage with melee attacks against bloodied targets'],
  ["SPECIAL", "Rage: Whenever this creature makes an attack while it is bloodied: +1 Attack and +10 Damage on that attack.", 'power "Rage": +1 attack while bloodied and +10 damage while bloodied'],
  // § Move Actions; § Forced-Movement Effects (Teleport): its own side moving by a power.
  ["SPECIAL", "Nimble: Minor action: Shift 2.", 'power "Nimble": minor action: this creature shifts 2'],
  ["SPECIAL", "Blink: Replaces move action: This creature teleports up to 4 squares.", 'power "Blink": replaces move action: this creature teleports 4'],
  ["SPECIAL", "Slippery: Use after an enemy misses this creature: This creature shifts as a free action.", 'power "Slippery": use when enemy misses this creature: this creature shifts 1'],
  ["ABILITY", "Surge: Use at the start of this creature's turn: Move up to its speed as a free action.", 'power "Surge": use at start of its turn: this creature moves up to its speed'],
  // § Bonuses and Penalties: modifiers for a while, for each creature the subject names.
  ["CHAMPION", "Use at start of round: Drow and Spider allies have +2 Attack until end of round.", 'champion power "Use at start of round": use at start of round: Drow or Spider allies get +2 attack until end of round'],
  ["CHAMPION", "Use at start of round. Until end of round, this creature and each Goblin ally has +1 Speed.", 'champion power "Use at start of round": use at start of round: this creature gets +1 speed until end of round and Goblin allies get +1 speed until end of round'],
  ["SPECIAL", "Stand Fast: Minor action: Adjacent allies have +2 AC this round.", 'power "Stand Fast": minor action: adjacent allies get +2 AC until end of round'],
  // § Charge: the charging state.
  ["SPECIAL", "Trample Rush: +10 {m} Damage on charge.", 'power "Trample Rush": +10 damage with melee attacks while charging'],
  ["SPECIAL", "Headlong: +2 Speed while charging.", 'power "Headlong": +2 speed while charging'],
  // § Start of Turn Phase; § End of Turn Phase: another creature's turn near this one.
  ["SPECIAL", "Scorching Body: Whenever an enemy begins its turn adjacent to this creature, that enemy takes 10 cold Damage.", 'power "Scorching Body": whenever enemy starts its turn adjacent to this creature: that enemy takes 10 cold damage'],
  ["SPECIAL", "Dread Aura: (Aura 2) Enemies that start their turn in aura take 10 psychic damage.", 'aura 2 "Dread Aura": whenever enemy starts its turn within 2 squares: that enemy takes 10 psychic damage'],
  ["SPECIAL", "Rallying Presence: Use when an ally ends its turn within 3 squares of this creature: That ally heals 5 HP.", 'power "Rallying Presence": use when ally ends its turn within 3 squares: that ally heals 5'],
  // § Combat Advantage; § Difficult Terrain: rules a creature bends.
  ["ABILITY", "Uncanny Dodge: Never grants combat advantage.", 'power "Uncanny Dodge": never grants combat advantage'],
  ["ABILITY", "Sure-Footed: Ignores the extra cost for entering difficult terrain.", 'power "Sure-Footed": ignores difficult terrain'],
  ["ABILITY", "River Wader: River terrain does not affect its movement.", 'power "River Wader": ignores difficult terrain of "river"'],
  // § Basic Attacks; § Immediate Actions: attacks made by powers, and how the attack was made.
  ["SPECIAL", "Cleave: Immediate, when this creature destroys an enemy with a {m} attack; make a {b} attack. Usable once per turn.", 'power "Cleave": immediate action, use when this creature\'s melee attack destroys enemy: this creature makes basic melee attack'],
  ["SPECIAL", "Riposte: Use when a {m} attack misses this creature: Make a {b} attack against that enemy as an immediate action.", 'power "Riposte": immediate action, use when enemy misses this creature with melee attack: this creature makes basic melee attack against that enemy'],
  ["SPECIAL", "Crushing Blow: Whenever this creature hits with a {b} attack: That enemy is Slowed (save ends).", 'power "Crushing Blow": whenever this creature hits with basic melee attack: that enemy is Slowed (save ends)'],
  ["SPECIAL", "Second Wind: Use at start of turn: Heal 10 HP.", 'power "Second Wind": use at start of its turn: this creature heals 10'],
  // § Movement Modes: a mode for a while.
  ["SPECIAL", "Ghost Walk: Minor action: This creature has Phasing until end of turn.", 'power "Ghost Walk": minor action: this creature gets phasing until end of turn'],
  // § Bonuses and Penalties: a bonus on the attack being made.
  ["SPECIAL", "Power Strike: Use when this creature hits with a {m} attack: +10 Damage on that attack.", 'power "Power Strike": use when this creature hits with melee attack: +10 damage on that attack'],
  ["SPECIAL", "Parry: Use when this creature is hit by a {r} attack: -5 damage on that attack.", 'power "Parry": use when this creature is hit by ranged attack: that enemy gets -5 damage on that attack'],
  // Effects in several sentences; "use at any time" at the default timing points.
  ["CHAMPION", "Use when an ally becomes bloodied. That ally heals 10 HP. That ally shifts 1 square.", 'champion power "Use when an ally becomes bloodied": use when ally becomes bloodied: that ally heals 10 and that ally shifts 1'],
  ["SPECIAL", "Quick Mend: Use at any time: This creature heals 5 HP.", 'power "Quick Mend": free action: this creature heals 5'],
  ["CHAMPION", "Use at start of an ally's turn: That ally has Phasing until end of its turn.", 'champion power "Use at start of an ally\'s turn": use at start of ally\'s turn: that ally gets phasing until end of its turn'],
  ["SPECIAL", "Guardian: Use when an enemy targets an adjacent ally with an attack: Redirect that attack to this creature.", 'power "Guardian": use when adjacent ally is targeted: redirect that attack to this creature'],
  ["SPECIAL", "Mending Chant: Minor action: This creature or an adjacent ally heals 15 HP.", 'power "Mending Chant": minor action: this creature or one adjacent ally heals 15'],
  ["SPECIAL", "Dodge: Use when this creature is targeted by a {r} attack: +4 AC against that attack.", 'power "Dodge": use when this creature is targeted by ranged attack: +4 AC on that attack'],
  ["SPECIAL", "Hamstring: Use when this creature hits with a {m} attack: That enemy is also Slowed until end of its next turn.", 'power "Hamstring": use when this creature hits with melee attack: that enemy is Slowed until end of its next turn'],
];

describe("warband import ddm: power readings", () => {
  for (const [type, text, want] of cases) {
    it(`${type.toLowerCase()}: ${text}`, () => {
      const r = readPower(text, type);
      expect(r.lines).toEqual([want]);
      expect(r.structured).toBe(true);
    });
  }

  it("two timed bonuses for one picked creature: the line picks the creature once (runtime/ddm/effects.ts)", () => {
    expect(readPower("Minor action: One ally within 5 squares has +2 Attack and +5 Damage until end of round.")).toEqual({
      lines: ['power "Minor action": minor action: one ally within 5 squares gets +2 attack until end of round and one ally within 5 squares gets +5 damage until end of round'],
      structured: true,
    });
  });

  it("keeps a later sentence opening with 'It' as text: whom it means is not guessed", () => {
    expect(readPower("Use when an enemy hits this creature: That enemy takes 5 damage. It is Slowed.").lines).toBeNull();
  });

  it("keeps an attack bonus after a hit as text: it would change nothing", () => {
    expect(readPower("Whenever this creature hits a bloodied target: +2 Attack on that attack.").lines).toBeNull();
  });
});
