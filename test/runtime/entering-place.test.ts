// A creature off the map (Delayed Appearance) put on it by a place effect at the start of a
// later round: "use at start of any round after first: either place this creature in your
// start area or place this creature in square adjacent to champion ally". It enters play
// where the effect puts it; in round 1 the power is not offered.
// ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance); § Forced-Movement Effects (Place);
// § The Battle (Game Overview), step 4
import { describe, expect, it } from "vitest";
import { startRound } from "../../runtime/ddm/round.js";
import { arena, creature } from "./arena.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/entering-place.wb",
  text: `creature "Dusk Panther" {
  level 5  cost 20  good  factions Civilization  keywords Beast
  AC 16  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Claw": +6 vs AC; 10 damage
  power "Shadow Arrival": use at start of any round after first: either place this creature in your start area or place this creature in square adjacent to champion ally
}
creature "Pack Warden" {
  level 5  cost 20  good  factions Civilization  keywords Human  champion 1
  AC 16  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Spear": +6 vs AC; 10 damage
}
`,
};

const field = (choices: string[]) => {
  const a = arena(
    [
      { card: "Dusk Panther", side: "A", at: [0, 0] },
      { card: "Pack Warden", side: "A", at: [6, 6] },
      { card: "Pack Warden", side: "B", at: [2, 10] },
    ],
    { extra: [cards], choices },
  );
  creature(a, "A1").space = null;
  return a;
};

describe("ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance): entering play by a place effect", () => {
  it("at the start of round 2 the Panther enters play beside its champion ally, on the square its player picks", () => {
    const a = field(["use", "2", "7,6"]);
    a.g.state.round = 1;
    startRound(a.g);
    expect(creature(a, "A1").space).toMatchObject({ x: 7, y: 6 });
    expect(a.decisions.find((d) => d.kind === "place")!.options.every((o) => /^[5-7],[5-7]$/.test(o.id))).toBe(true);
  });

  it("not at the start of round 1: it stays off the map", () => {
    const a = field([]);
    a.g.state.round = 0;
    startRound(a.g);
    expect(creature(a, "A1").space).toBeNull();
    expect(a.decisions).toHaveLength(0);
  });
});
