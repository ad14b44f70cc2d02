// A choice in an attack's hit that the opponent makes: the cards' "20 psychic damage OR
// Stunned (opponent's choice)", written "opponent chooses 20 psychic damage or Stunned".
// The target's player picks (scripted choices); the attacker's player is never asked.
// ddm-battle-rules-2011.txt § Activated Powers; § Resolving Effects
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/opponent-choice.wb",
  text: `creature "Dread Herald" {
  level 6  cost 20  evil  factions Wild  keywords Undead
  AC 17  Fort 15  Ref 15  Will 17  speed 6  hp 40
  attack melee basic "Dread Touch": +20 vs Will; opponent chooses 10 psychic damage or Dazed
}
`,
};

function touched(choice: string) {
  const a = arena(
    [
      { card: "Dread Herald", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
    ],
    { extra: [cards], dice: [10], choices: [choice] },
  );
  makeAttack(a.g, "A1", cardOf(a.g, "Dread Herald").attacks[0]!, "B1");
  return a;
}

describe("ddm-battle-rules-2011.txt § Resolving Effects: the opponent's choice between effects", () => {
  it("the goblin's player takes the 10 damage", () => {
    const a = touched("1");
    expect(creature(a, "B1").hp).toBe(creature(a, "B1").maxHp - 10);
    expect(creature(a, "B1").effects).toEqual([]);
  });

  it("the goblin's player takes Dazed instead; the choice is theirs, not the herald's", () => {
    const a = touched("2");
    expect(creature(a, "B1").hp).toBe(creature(a, "B1").maxHp);
    expect(creature(a, "B1").effects.map((e) => e.name)).toEqual(["Dazed"]);
    const asked = a.g.state.log.filter((e) => e.kind === "choice" && e.data?.decision === "choose-effect");
    expect(asked.map((e) => e.data?.player)).toEqual([creature(a, "B1").owner]);
  });
});
