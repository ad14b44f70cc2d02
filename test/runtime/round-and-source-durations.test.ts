// Durations that outlast the round or follow their source: "until end of next round" ends
// at the end of the round after the one it started in; "until this creature is destroyed"
// ends once the creature whose power gave it leaves play.
// ddm-battle-rules-2011.txt § Conditions (Duration); § The Battle (Game Overview), step 7 (End of round)
import { describe, expect, it } from "vitest";
import { destroy } from "../../runtime/ddm/damage.js";
import { endRound, startRound } from "../../runtime/ddm/round.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { defenseOf } from "../../runtime/ddm/values.js";
import { arena } from "./arena.js";

const extra = [
  {
    path: "test/round-source-durations.wb",
    text: `creature "Field Marshal" {
  level 4  cost 15  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 5  hp 30
  attack melee basic "Sword": +6 vs AC; 5 damage
  power "Brace": minor action: one adjacent ally gets +2 AC until end of next round
  power "Ward": minor action: one adjacent ally gets +2 Ref until this creature is destroyed
}
`,
  },
];

const placed = [
  { card: "Field Marshal", side: "A" as const, at: [3, 3] as [number, number] },
  { card: "Cinder Goblin Cutter", side: "A" as const, at: [3, 4] as [number, number] },
];

describe("§ Conditions (Duration): until end of next round, until its source is destroyed", () => {
  it("'until end of next round' lasts through this round's end and ends at the next one's", () => {
    const a = arena(placed, { extra, choices: ["power:Brace", "end"] });
    startRound(a.g);
    creatureTurn(a.g, "A1");
    expect(defenseOf(a.g, "A2", "AC").value).toBe(18);
    endRound(a.g);
    expect(defenseOf(a.g, "A2", "AC").value).toBe(18);
    startRound(a.g);
    endRound(a.g);
    expect(defenseOf(a.g, "A2", "AC").value).toBe(16);
  });

  it("'until this creature is destroyed' outlasts rounds and ends when the power's user is destroyed", () => {
    const a = arena(placed, { extra, choices: ["power:Ward", "end"] });
    startRound(a.g);
    creatureTurn(a.g, "A1");
    endRound(a.g);
    startRound(a.g);
    endRound(a.g);
    expect(defenseOf(a.g, "A2", "Ref").value).toBe(17);
    destroy(a.g, "A1", { creature: null, rule: "test: destroyed", src: null });
    expect(defenseOf(a.g, "A2", "Ref").value).toBe(15);
  });
});
