// An attack whose targets must be in two states at once: the cards' "(reach 2, Medium or
// smaller Immobilized target only)", "(non-adjacent, Medium or smaller target only)". A
// creature in only one of them cannot be its target (a tier-4 restriction of card text).
// ddm-battle-rules-2011.txt § How to Choose Targets; § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import { cardOf } from "../../runtime/ddm/game.js";
import { checkTargets } from "../../runtime/ddm/attack.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/two-states.wb",
  text: `creature "Marsh Lurker" {
  level 5  cost 18  unaligned  size Large  factions Wild  keywords Beast
  AC 16  Fort 16  Ref 14  Will 13  speed 5  hp 60
  attack melee reach 2 basic "Claw": +8 vs AC; 10 damage
  attack melee reach 2 against Medium or smaller targets only against Immobilized targets only "Thrash": automatic hit; 25 damage
  attack melee reach 2 against targets not adjacent to this creature only against Medium or smaller targets only "Tongue": +8 vs Fort; 10 damage
}
creature "Reed Goblin" {
  level 1  cost 5  unaligned  factions Wild  keywords Goblin
  AC 13  Fort 12  Ref 13  Will 12  speed 6  hp 20
  attack melee basic "Stab": +3 vs AC; 5 damage
}
creature "Bog Troll" {
  level 6  cost 20  unaligned  size Large  factions Wild  keywords Giant
  AC 15  Fort 17  Ref 12  Will 12  speed 6  hp 80
  attack melee reach 2 basic "Club": +8 vs AC; 15 damage
}
`,
};

function field() {
  const a = arena(
    [
      { card: "Marsh Lurker", side: "A", at: [3, 3] },
      { card: "Reed Goblin", side: "B", at: [6, 3] },
      { card: "Reed Goblin", side: "B", at: [3, 5], conditions: ["Immobilized"] },
      { card: "Reed Goblin", side: "B", at: [2, 5] },
      { card: "Bog Troll", side: "B", at: [5, 5], conditions: ["Immobilized"] },
    ],
    { extra: [cards] },
  );
  return a;
}
const ok = (a: ReturnType<typeof field>, name: string) =>
  checkTargets(a.g, "A1", cardOf(a.g, "Marsh Lurker").attacks.find((x) => x.name === name)!)
    .filter((t) => t.ok)
    .map((t) => t.target)
    .sort();

describe("ddm-battle-rules-2011.txt § How to Choose Targets: two target states, both required", () => {
  it("Thrash: only the Immobilized Medium goblin; not the free goblin, not the Immobilized Large troll", () => {
    expect(ok(field(), "Thrash")).toEqual(["B2"]);
  });

  it("Tongue: only the goblin 2 squares away; the goblins beside the lurker and the Large troll are refused", () => {
    expect(ok(field(), "Tongue")).toEqual(["B1"]);
  });
});
