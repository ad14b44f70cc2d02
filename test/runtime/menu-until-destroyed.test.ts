// A menu whose chosen effect "ends at start of this creature's next turn or if this creature
// is destroyed": the effect chosen lasts until the first of the two; one entry forbids
// champion powers to enemy champions near the power's user, another raises its allies' Ref.
// ddm-battle-rules-2011.txt § Activated Powers (choosing among a power's effects); § Conditions (Duration); § Champion Powers
import { describe, expect, it } from "vitest";
import { destroy } from "../../runtime/ddm/damage.js";
import { mayUsePower, powersOf } from "../../runtime/ddm/powers.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { defenseOf } from "../../runtime/ddm/values.js";
import { arena } from "./arena.js";

const extra = [
  {
    path: "test/menu-until-destroyed.wb",
    text: `creature "Horn Caller" {
  level 4  cost 15  evil  factions Underdark  keywords Goblin
  AC 15  Fort 14  Ref 14  Will 14  speed 5  hp 30
  attack melee basic "Axe": +6 vs AC; 5 damage
  power "Call of Horns": replaces attack action: choose one (champion enemies within 8 squares cannot use champion powers until start of this creature's next turn or until this creature is destroyed) or (allies within 8 squares get +3 Ref until start of this creature's next turn or until this creature is destroyed)
}
creature "Foe Captain" {
  level 4  cost 15  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 5  hp 30
  champion 2
  attack melee basic "Sword": +6 vs AC; 5 damage
  champion power "Steady": use at start of round: this creature heals 5
}
`,
  },
];

const placed = [
  { card: "Horn Caller", side: "A" as const, at: [3, 3] as [number, number] },
  { card: "Cinder Goblin Cutter", side: "A" as const, at: [3, 5] as [number, number] },
  { card: "Foe Captain", side: "B" as const, at: [7, 3] as [number, number] },
];

/** May the enemy captain use its champion power now? */
const captainMay = (a: ReturnType<typeof arena>) => mayUsePower(a.g, "B1", powersOf(a.g, "B1").find((p) => p.name === "Steady")!).allowed;

describe("§ Activated Powers: a menu whose effect ends at the user's next turn or when it is destroyed", () => {
  it("the ally entry raises the Ref of allies in range until the user's next turn starts", () => {
    const a = arena(placed, { extra, choices: ["power:Call of Horns", "2", "end", "end"] });
    const before = defenseOf(a.g, "A2", "Ref").value;
    creatureTurn(a.g, "A1");
    expect(defenseOf(a.g, "A2", "Ref").value).toBe(before + 3);
    creatureTurn(a.g, "A1");
    expect(defenseOf(a.g, "A2", "Ref").value).toBe(before);
  });

  it("the ally entry ends at once when the user is destroyed before its next turn", () => {
    const a = arena(placed, { extra, choices: ["power:Call of Horns", "2", "end"] });
    const before = defenseOf(a.g, "A2", "Ref").value;
    creatureTurn(a.g, "A1");
    destroy(a.g, "A1", { creature: null, rule: "test: destroyed", src: null });
    expect(defenseOf(a.g, "A2", "Ref").value).toBe(before);
  });

  it("the champion entry forbids an enemy champion in range its champion powers, until the user is destroyed", () => {
    const a = arena(placed, { extra, choices: ["power:Call of Horns", "1", "end"] });
    expect(captainMay(a)).toBe(true);
    creatureTurn(a.g, "A1");
    expect(captainMay(a)).toBe(false);
    destroy(a.g, "A1", { creature: null, rule: "test: destroyed", src: null });
    expect(captainMay(a)).toBe(true);
  });
});
