// The importer's readings of more powers used as actions or at a moment, on texts written
// for these tests in the cards' phrasing: subjects and states these powers name, actions
// forbidden to several creatures for a while, a bonus against one enemy the player picks,
// a state said inside the effects, durations with a second ending, forced movement that
// provokes, what the creature did in the turn it ends, the battle's first round, VP spent or
// scored by the opponent. Each must become the language's words and compile to primitives
// that act.
// ddm-battle-rules-2011.txt § Actions; § Activated Powers; § Conditions (Duration); § Forced-Movement Effects
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

const cases: [string, string][] = [
  // § Core Rules and Exceptions; § Conditions (Duration): an action forbidden to every creature the subject names, the duration said first or last.
  ["Hold the Line: Minor action; until end of round, enemies within 3 squares cannot shift.", 'power "Hold the Line": minor action: enemies within 3 squares cannot shift until end of round'],
  ["Bog Down: Minor action: Each adjacent enemy cannot charge until end of its next turn.", 'power "Bog Down": minor action: adjacent enemies cannot charge until end of its next turn'],
  // § Hit Points: a turn-start power used only while the creature has lost hit points.
  ["Wounded Rage: Use at start of turn if this creature is damaged: +5 damage until end of turn.", 'power "Wounded Rage": use at start of its turn if damaged: this creature gets +5 damage until end of turn'],
  // § How to Choose Targets: each creature in a state adjacent to this one; the condition's default duration (§ Conditions, Duration).
  ["Clamp: At end of this creature's turn, each Slowed enemy adjacent to this creature is also Weakened.", 'power "Clamp": at end of its turn: adjacent Slowed enemies is Weakened'],
  // "until start of this creature's turn", said before that turn: its next start.
  ["Stone Skin: Use at start of round: This creature has +3 to all defenses until start of this creature's turn.", `power "Stone Skin": use at start of round: this creature gets +3 defenses until start of this creature's next turn`],
  // § Bonuses and Penalties: one enemy picked as the power is used, the bonus against it.
  ["Marked Prey: Minor action: +10 Damage against 1 enemy within 6 squares until end of turn.", 'power "Marked Prey": minor action: choose one enemy within 6 squares and this creature gets +10 damage against that enemy until end of turn'],
  // § Set-Up (Set-Up Powers): "use at setup".
  ["Grudge: Use at setup: Choose one enemy: +2 attack vs. that enemy until end of battle.", 'power "Grudge": use during your setup: choose one enemy and this creature gets +2 attack against that enemy until end of battle'],
  // § Conditions (Duration): until it is attacked; until its next turn ends or it attacks, whichever comes first.
  ["Opening Volley: Use during your set-up: This creature has +5 Damage on {r} attacks until it is attacked.", 'power "Opening Volley": use during your setup: this creature gets +5 damage with ranged attacks until it is attacked'],
  ["Slip Away: Minor action: This creature is invisible until start of its next turn or until it attacks.", 'power "Slip Away": minor action: this creature gets invisible until start of its next turn or until it attacks'],
  // § Activated Powers: "If <state>, <effects>" — in any other state the power does nothing, so the state limits its use.
  ["Drilled: Minor action: If this creature is adjacent to a Soldier champion ally, it has +5 Damage until end of battle.", 'power "Drilled": minor action, while adjacent to Soldier champion ally: this creature gets +5 damage until end of battle'],
  // § How to Choose Targets: a modifier for a while that counts only next to the power's owner.
  ["Veil: Move action: Until end of turn, each Soldier ally is invisible while adjacent to this creature.", 'power "Veil": move action: Soldier allies get invisible while adjacent to this creature until end of turn'],
  // § Appendix A (Defenses): "+2 DEF" is Fort, Ref and Will; a condition for as long as the bonuses.
  ["Brace: Minor action; until end of its next turn, this creature has +4 AC and +2 DEF and is Slowed.", 'power "Brace": minor action: this creature gets +4 AC until end of its next turn and this creature gets +2 Fort until end of its next turn and this creature gets +2 Ref until end of its next turn and this creature gets +2 Will until end of its next turn and this creature is Slowed until end of its next turn'],
  // § Forced-Movement Effects: a push that provokes as the creature leaves each square.
  ["Shove Off: Minor action; push 1 adjacent Dazed enemy 4 squares; this movement provokes opportunity attacks.", 'power "Shove Off": minor action: push one adjacent Dazed enemy 4 provoking opportunity attacks'],
  // § Automatic Powers: what the creature did in the turn it ends, the trigger said before or after the effect.
  ["Smoulder: Takes 5 fire damage at end of each of its turns if it did not make a {m} attack during that turn.", 'power "Smoulder": at end of its turn while it did not make melee attack this turn: this creature takes 5 fire damage'],
  ["Hot Blood: At end of this creature's turn, if it did not charge this turn, it takes 10 Damage.", 'power "Hot Blood": at end of its turn while it did not charge this turn: this creature takes 10 damage'],
  // § The Battle (Game Overview): the first round.
  ["First Rush: Use at start of this creature's turn, if it is the first round of the battle: This creature has +2 Speed until end of turn.", 'power "First Rush": use at start of its turn while it is first round of battle: this creature gets +2 speed until end of turn'],
  // § Powers and Effects (Rechargeable Powers): recharged by a turn without a hit, or in a terrain type.
  ["Steady Aim: Minor action; +10 {m} Damage until end of turn. RECHARGE at end of this creature's turn if it did not hit during that turn.", 'power "Steady Aim" recharge when end of its turn if it did not hit this turn: minor action: this creature gets +10 damage with melee attacks until end of turn'],
  ["Current Rider: Use at start of this creature's turn: This creature moves up to its current speed as a free action. RECHARGE at end of this creature's turn if it is in swamp terrain.", 'power "Current Rider" recharge when end of its turn if occupying "swamp" terrain: use at start of its turn: this creature moves up to its speed'],
  // § Scenarios and Variants (Assault: Scoring Victory Points): VP spent first, usable only while the player has them; VP the opponent scores.
  ["Bitter Draught: Minor action; spend 5 VP, then this creature heals 20 HP.", 'power "Bitter Draught": minor action, while you have 5 or more VP: you spend 5 VP and this creature heals 20'],
  ["Costly Mending: Use at any time: Spend 10 VP. If you do, this creature heals 30 HP.", 'power "Costly Mending": free action, while you have 10 or more VP: you spend 10 VP and this creature heals 30'],
  ["Grudging Gift: Minor action; your opponent scores +5 VP, then this creature heals 10 HP.", 'power "Grudging Gift": minor action: your opponent scores 5 VP and this creature heals 10'],
  // § Activated Powers: "use on this creature's turn", a free action only while it takes its turn.
  ["Sudden Burst: Use on this creature's turn, once per turn: Gain 1 extra move action.", 'power "Sudden Burst": free action, once per turn, while on its turn: this creature takes 1 extra move action this turn'],
];

describe("warband import ddm: more powers used as actions or at a moment", () => {
  expectEachReading(cases);
});
