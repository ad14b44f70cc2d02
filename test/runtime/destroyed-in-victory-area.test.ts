// "Use when this creature destroys an enemy occupying a victory area: you score 10 VP": the
// party is asked of the enemy where it stood when destroyed (either side's victory area);
// the destruction itself scores the enemy's cost as usual.
// ddm-battle-rules-2011.txt § Scenarios and Variants (Assault; victory areas); § Hit Points (Destroyed); § Champion Powers
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/destroyed-in-victory-area.wb",
  text: `creature "Vault Reaver" {
  level 8  cost 30  evil  factions Underdark  keywords Devil
  champion 2
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40
  attack melee basic "Glaive": +6 vs AC; 10 damage
  champion power "Toll of the Vault": use when this creature destroys enemy in victory area: you score 10 VP
}
creature "Straw Scout" {
  level 2  cost 7  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 20
  attack melee basic "Stick": +2 vs AC; 5 damage
}
`,
};

/** Side A's VP after the reaver (beside the scout) destroys it with a roll of 15; side A's victory area is 5,8 to 6,9. */
function vpAfterKill(reaver: [number, number], scout: [number, number]): { vp: number; offered: number } {
  const a = arena(
    [
      { card: "Vault Reaver", side: "A", at: reaver },
      { card: "Straw Scout", side: "B", at: scout, hp: 5 },
    ],
    { extra: [cards], choices: ["use"], dice: [15] },
  );
  resolveAttack(a.g, "A1", attackOf(a, "A1", "Glaive"), "B1");
  expect(creature(a, "B1").status).toBe("destroyed");
  return { vp: a.g.state.players[0]!.vp, offered: a.decisions.filter((d) => d.kind === "use-power").length };
}

describe("ddm-battle-rules-2011.txt § Victory areas: destroying an enemy that occupies one", () => {
  it("the scout destroyed in a victory area: its cost 7 and the power's 10 (17 VP)", () => {
    expect(vpAfterKill([4, 8], [5, 8])).toEqual({ vp: 17, offered: 1 });
  });

  it("the reaver in the victory area, the scout outside it: its cost 7 only, the power not offered", () => {
    expect(vpAfterKill([5, 8], [4, 8])).toEqual({ vp: 7, offered: 0 });
  });
});
