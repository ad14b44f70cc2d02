// The importer's readings of triggers about flanking and conceal: an enemy flanking this
// creature, an enemy it flanks, an ally flanking with it, and an enemy whose hit this
// creature's conceal turned into a miss. Texts written for these tests in the cards'
// phrasing; each must compile to primitives that act (test/runtime/flank-conceal-triggers.test.ts).
// ddm-battle-rules-2011.txt § Flanking; § Attack Roll (Conceal)
import { describe } from "vitest";
import { expectReadings, type ReadingCase } from "./reading.js";

const cases: ReadingCase[] = [
  ["SPECIAL", "Rear Guard: Use when an enemy flanking this creature makes an attack against it: That enemy takes 10 damage and is Dazed (save ends).", 'power "Rear Guard": use when enemy flanking this creature declares attack against this creature: that enemy takes 10 damage and that enemy is Dazed (save ends)'],
  ["SPECIAL", "Pinning Lunge: Immediate, when an enemy flanked by this creature attacks an ally; that enemy is Slowed (save ends).", 'power "Pinning Lunge": immediate action, use when enemy flanked by this creature attacks ally: that enemy is Slowed (save ends)'],
  ["SPECIAL", "Paired Blades: Immediate, when an ally flanking with this creature scores a critical hit; that ally shifts 2 squares, then makes a {b} attack.", 'power "Paired Blades": immediate action, use when ally flanking with this creature scores critical hit: that ally shifts 2 and that ally makes basic melee attack'],
  ["SPECIAL", "Slip the Blow: Whenever this creature's Conceal causes an enemy's attack to miss it, this creature shifts 2 squares.", 'power "Slip the Blow": whenever enemy fails conceal roll against this creature: this creature shifts 2'],
  ["SPECIAL", "Blurred Riposte: Use when an enemy fails a Conceal roll against this creature: Shift up to 2 squares, then make 1 {b} attack against that enemy.", 'power "Blurred Riposte": use when enemy fails conceal roll against this creature: this creature shifts 2 and this creature makes basic melee attack against that enemy'],
];

describe("DDM importer: triggers on flanking and conceal", () => {
  expectReadings(cases);
});
