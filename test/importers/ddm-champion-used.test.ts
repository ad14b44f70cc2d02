// The importer's readings of powers that answer a champion power being used: after it
// resolves, or as it is used, cancelling its effects (on a d20 roll or always), on texts
// written for these tests in the cards' phrasing; each must compile to primitives that act.
// ddm-battle-rules-2011.txt § Champion Powers; § Resolving Effects (Cancellation Effects)
import { describe, expect, it } from "vitest";
import { expectReadings, type ReadingCase, readPower } from "./reading.js";

const cases: ReadingCase[] = [
  // § Resolving Effects (Cancellation Effects): before the effects, the use still spent.
  [
    "SPECIAL",
    "Hush Word: Immediate action, when an opponent within 6 squares of this creature uses a champion power: the effects of that champion power are cancelled; the power still counts as used.",
    'power "Hush Word": immediate action, use when enemy within 6 squares declares champion power: the effects of that champion power are cancelled',
  ],
  [
    "CHAMPION",
    "Use when an enemy champion uses a champion power: Roll 1d20. On 12-20, that Champion power is cancelled (the power still counts as used).",
    'champion power "Use when an enemy champion uses a champion power": use when enemy declares champion power: roll d20 on 12 to 20 (the effects of that champion power are cancelled)',
  ],
  // § Champion Powers: after it resolves; "when when" is a printing slip.
  ["SPECIAL", "Drain Glory: Use when when an allied champion uses a Champion power: Heal 5 HP.", 'power "Drain Glory": use when ally uses champion power: this creature heals 5'],
];

describe("warband import ddm: powers answering a champion power's use", () => {
  expectReadings(cases);

  it("keeps a cancellation after the power resolved as text ('after an enemy resolves a champion power: … cancelled')", () => {
    expect(readPower("Late Hush: Use after an enemy resolves a champion power: the effects of that power are cancelled.").lines).toBeNull();
  });
});
