// "Nearest ally within line of sight of this creature makes 1 basic attack as an immediate
// action": the nearest ally the power's owner can see attacks, spending its immediate action
// of this creature-turn; one that may not take an immediate action (Dazed) does not.
// ddm-battle-rules-2011.txt § Actions (Immediate Action); § Basic Attacks; § Line of Sight; § Dazed
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, logText, type Placement } from "./arena.js";

const lane: SourceFile = {
  path: "test/smoke-lane.wb",
  text: `map "Smoke Lane" {
  size 12 x 12
  start A 0,0 to 11,0
  start B 0,11 to 11,11
  victory A 0,1
  victory B 11,1
  terrain smoke 3,4
}
battle "Smoke Lane Arena" {
  scenario Assault
  points 100
  map "Smoke Lane"
  side A "Test A"
  side B "Test B"
}
creature "Trick Gnome" {
  level 4  cost 14  unaligned  factions Wild  keywords Gnome
  AC 14  Fort 13  Ref 13  Will 13  speed 6  hp 30
  attack melee basic "Knife": +6 vs AC; 5 damage
  power "Swift Word": replaces attack action: nearest ally this creature can see makes basic attack as immediate action
}
creature "Pike Guard" {
  level 4  cost 12  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Pike": +6 vs AC; 10 damage
}
creature "Straw Target" {
  level 4  cost 12  evil  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 50
  attack melee basic "Slap": +1 vs AC; 5 damage
}
`,
};

// The gnome at 3,3; a guard behind the smoke at 3,5 (nearer, unseen) and one in sight at 6,3, each beside a target.
const field = (seenGuard: Partial<Placement>, choices: string[]) =>
  arena(
    [
      { card: "Trick Gnome", side: "A", at: [3, 3] },
      { card: "Pike Guard", side: "A", at: [3, 5] },
      { card: "Pike Guard", side: "A", at: [6, 3], ...seenGuard },
      { card: "Straw Target", side: "B", at: [3, 6] },
      { card: "Straw Target", side: "B", at: [7, 3] },
    ],
    { extra: [lane], battle: "Smoke Lane Arena", dice: [15], choices },
  );

describe("ddm-battle-rules-2011.txt § Actions (Immediate Action): an ally's basic attack as an immediate action", () => {
  it("the guard in sight, not the nearer one behind smoke, attacks its target (50 → 40) and has spent its immediate action", () => {
    const a = field({}, ["power:Swift Word", "Pike:B2", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B2").hp).toBe(40);
    expect(creature(a, "B1").hp).toBe(50);
    expect(creature(a, "A3").immediateTurn).toBeDefined();
  });

  it("a Dazed guard may not take an immediate action, so no attack is made", () => {
    const a = field({ conditions: ["Dazed"] }, ["power:Swift Word", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B2").hp).toBe(50);
    expect(logText(a).some((t) => /cannot take an immediate action/.test(t))).toBe(true);
  });
});
