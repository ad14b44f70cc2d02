// The importer's readings of powers that answer a champion power being used: after it
// resolves, or as it is used, cancelling its effects (on a d20 roll or always), on texts
// written for these tests in the cards' phrasing; each must compile to primitives that act.
// ddm-battle-rules-2011.txt § Champion Powers; § Resolving Effects (Cancellation Effects)
import { describe, expect, it } from "vitest";
import type { CardPower } from "../../importers/ddm/card.js";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";
import { readingCard } from "./fixtures.js";

const cases: [CardPower["type"], string, string][] = [
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
  const r = importCards([readingCard(cases.map(([type, text]) => ({ type, text })))], { outDir: "out", library: librarySources() });
  const c = r.cards[0]!;
  for (const [i, [type, text, want]] of cases.entries()) {
    it(`${type.toLowerCase()}: ${text}`, () => {
      expect(c.draft.powers[i + 2]!.lines).toEqual([want]);
      expect(c.structured[i + 2]).toBe(true);
    });
  }

  it("keeps a cancellation after the power resolved as text ('after an enemy resolves a champion power: … cancelled')", () => {
    const [p] = importCards([readingCard([{ type: "SPECIAL", text: "Late Hush: Use after an enemy resolves a champion power: the effects of that power are cancelled." }])], { outDir: "out", library: librarySources() }).cards[0]!.draft.powers.slice(2);
    expect(p!.lines).toBeNull();
  });
});
