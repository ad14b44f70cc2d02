// The importer's reading of a d20 table whose rows name no creature, applied to one the lead
// names ("Roll 1d20, and apply the resulting effect to an adjacent enemy: …"), on texts
// written for these tests in the cards' phrasing: each row's name dropped, its effect said of
// that creature, a row printed with no space after the last one's full stop.
// ddm-battle-rules-2011.txt § Powers and Effects
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

const cases: [string, string][] = [
  [
    "Wild Gambit: Minor action: Roll 1d20, and apply the resulting effect to an adjacent enemy: 1-8 Rattle. -3 AC until end of its next turn. 9-16 Shove. Push 2 squares.17-20 Daze. Target is Dazed until end of its next turn.",
    'power "Wild Gambit": minor action: roll d20 on 1 to 8 (one adjacent enemy gets -3 AC until end of its next turn) or on 9 to 16 (push one adjacent enemy 2) or on 17 to 20 (one adjacent enemy is Dazed until end of its next turn)',
  ],
  [
    "Fickle Blessing: Minor action: Roll a d20 and apply the resulting effect to an ally within 5 squares: 1-10 Ward. +2 AC until end of its next turn. 11-20 Haste. Ally has +2 Speed until end of its next turn.",
    'power "Fickle Blessing": minor action: roll d20 on 1 to 10 (one ally within 5 squares gets +2 AC until end of its next turn) or on 11 to 20 (one ally within 5 squares gets +2 speed until end of its next turn)',
  ],
];

describe("ddm importer: a d20 table applied to one creature (§ Powers and Effects)", () => {
  expectEachReading(cases);
});
