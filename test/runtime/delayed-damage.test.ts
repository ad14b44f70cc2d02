// Damage held over a creature until the end of its next turn, dealt then only if a state
// holds: a brand that burns an enemy that has walked away from its giant, an oath that
// burns an enemy that did not attack its paladin during its turn.
// ddm-battle-rules-2011.txt § Conditions (Duration: End of Next Turn); § Applying Damage; § Making an Attack
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, logText } from "./arena.js";

const pieces = {
  path: "test/delayed-damage.wb",
  text: `creature "Dune Marker" {
  level 5  cost 18  unaligned  factions Wild  keywords Giant
  AC 16  Fort 15  Ref 15  Will 14  speed 5  hp 60
  attack melee basic "Scimitar": +6 vs AC; 10 damage
  power "Sand Brand": minor action: choose one adjacent enemy and that enemy takes 15 damage at end of its next turn if not adjacent to this creature
}
creature "Oath Keeper" {
  level 5  cost 18  good  factions Civilization  keywords Human
  AC 16  Fort 15  Ref 15  Will 14  speed 5  hp 60
  attack melee basic "Longsword": +6 vs AC; 10 damage
  power "Oath Call": use at end of its turn: one adjacent enemy takes 10 radiant damage at end of its next turn if it did not attack this creature this turn
}
creature "Marsh Raider" {
  level 3  cost 10  evil  factions Wild  keywords Orc
  AC 10  Fort 12  Ref 12  Will 12  speed 5  hp 50
  attack melee basic "Axe": +20 vs AC; 5 damage
}
`,
};

const setUp = (first: string, enemyAt: [number, number], choices: string[]) =>
  arena(
    [
      { card: first, side: "A", at: [3, 3] },
      { card: "Marsh Raider", side: "B", at: enemyAt },
    ],
    { extra: [pieces], dice: [15, 15, 15, 15], choices },
  );

describe("ddm-battle-rules-2011.txt § Conditions (End of Next Turn): damage at the end of the enemy's next turn if it is not adjacent", () => {
  it("the branded raider that ends its next turn away from the giant takes 15 (50 → 35); one that stays beside it takes nothing", () => {
    const away = setUp("Dune Marker", [3, 4], ["power:Sand Brand", "end", "end"]);
    creatureTurn(away.g, "A1");
    expect(creature(away, "B1").effects.some((e) => e.kind === "delayed")).toBe(true);
    // Carried off between the turns (as a push would), so its own turn ends away from the giant.
    creature(away, "B1").space = { ...creature(away, "B1").space!, x: 3, y: 8 };
    creatureTurn(away.g, "B1");
    expect(creature(away, "B1").hp).toBe(35);
    expect(creature(away, "B1").effects.some((e) => e.kind === "delayed")).toBe(false);

    const beside = setUp("Dune Marker", [3, 4], ["power:Sand Brand", "end", "end"]);
    creatureTurn(beside.g, "A1");
    creatureTurn(beside.g, "B1");
    expect(creature(beside, "B1").hp).toBe(50);
    expect(creature(beside, "B1").effects.some((e) => e.kind === "delayed")).toBe(false);
    expect(logText(beside).some((t) => /takes no damage from Sand Brand/.test(t))).toBe(true);
  });
});

describe("ddm-battle-rules-2011.txt § Making an Attack: damage at the end of the enemy's next turn unless it attacked this creature that turn", () => {
  it("the raider that ends its turn without attacking the keeper takes 10 radiant (50 → 40); one that attacks the keeper takes nothing", () => {
    const idle = setUp("Oath Keeper", [3, 4], ["end", "use", "end"]);
    creatureTurn(idle.g, "A1");
    creatureTurn(idle.g, "B1");
    expect(creature(idle, "B1").hp).toBe(40);

    const striking = setUp("Oath Keeper", [3, 4], ["end", "use", "attack:Axe:A1", "end"]);
    creatureTurn(striking.g, "A1");
    creatureTurn(striking.g, "B1");
    expect(creature(striking, "A1").hp).toBe(55);
    expect(creature(striking, "B1").hp).toBe(50);
  });
});
