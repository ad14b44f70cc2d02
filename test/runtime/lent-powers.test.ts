// A power of the card's own lent for a while: `allies get power "Stout Heart" until end of
// round` gives each ally that power of the lender's card until the round ends
// (compiler/primitives/lent-powers.ts, runtime/ddm/lent-powers.ts).
// ddm-battle-rules-2011.txt § Champion Powers; § Powers and Effects; § Conditions (Duration)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { endRound, startRound } from "../../runtime/ddm/round.js";
import { defenseOf } from "../../runtime/ddm/values.js";
import { arena } from "./arena.js";

const stats = `AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Club": +5 vs AC; 5 damage`;

// Made-up creatures (not bundled content).
const cards: SourceFile = {
  path: "test/lent-powers.wb",
  text: `creature "Heart Chief" {
  level 4  cost 12  unaligned  factions Wild  keywords Orc  champion 1
  ${stats}
  power "Stout Heart": +2 AC
  champion power "Share Heart": use at start of round: allies get power "Stout Heart" until end of round
}
creature "Plain Footman" {
  level 4  cost 12  unaligned  factions Wild  keywords Orc
  ${stats}
}
`,
};

describe("'allies get power \"Stout Heart\" until end of round' (ddm-battle-rules-2011.txt § Champion Powers; § Conditions, Duration)", () => {
  const field = (choices: string[]) =>
    arena(
      [
        { card: "Heart Chief", side: "A", at: [3, 3] },
        { card: "Plain Footman", side: "A", at: [5, 3] },
        { card: "Plain Footman", side: "B", at: [5, 9] },
      ],
      { extra: [cards], choices },
    );

  it("used, each ally has the Chief's +2 AC for the round, the enemy does not; the round's end takes it back", () => {
    const a = field(["use"]);
    startRound(a.g);
    expect(defenseOf(a.g, "A2", "AC").value).toBe(17);
    expect(defenseOf(a.g, "A1", "AC").value).toBe(17);
    expect(defenseOf(a.g, "B1", "AC").value).toBe(15);
    endRound(a.g);
    expect(defenseOf(a.g, "A2", "AC").value).toBe(15);
  });

  it("declined, the ally keeps its printed AC", () => {
    const a = field(["decline"]);
    startRound(a.g);
    expect(defenseOf(a.g, "A2", "AC").value).toBe(15);
  });
});
