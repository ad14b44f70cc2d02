// "Use at end of round while it occupies one of your victory areas: this creature is destroyed
// and one adjacent Devil creature gets +2 attack until end of battle" (the importer's reading of
// "destroy this creature, then 1 adjacent Devil has +2 Attack …"): used as the round ends, the
// creature is destroyed (its opponent scores its cost) and a Devil beside the space it left gets
// the bonus; it then holds no victory area when the areas score. The arena's map: side A scores
// in 5,8 to 6,9; Assault at 100 points awards 5 VP for holding one. Every creature and number is
// invented for this test. ddm-battle-rules-2011.txt § The Battle (Game Overview), step 7; § Hit
// Points (Destroyed); § Scenarios and Variants (Assault: Scoring Victory Points)
import { describe, expect, it } from "vitest";
import { endRound } from "../../runtime/ddm/round.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { attackBonusOf } from "../../runtime/ddm/values.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/end-of-round-self-destruction.wb",
  text: `creature "Pit Grub" {
  level 1  cost 4  evil  factions Wild  keywords Devil
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 10
  attack melee basic "Nip": +2 vs AC; 5 damage
  power "Sacrifice": use at end of round while it occupies one of your victory areas: this creature is destroyed and one adjacent Devil creature gets +2 attack until end of battle
}
creature "Pit Fiend Sergeant" {
  level 5  cost 16  evil  factions Wild  keywords Devil
  AC 15  Fort 15  Ref 15  Will 15  speed 6  hp 50
  attack melee basic "Fork": +8 vs AC; 10 damage
}
`,
};

describe("§ The Battle, step 7: a creature that destroys itself at the end of the round", () => {
  it("in its victory area: destroyed (B scores its 4), the adjacent Devil gets +2 attack to 10, and A holds no area", () => {
    const a = arena(
      [
        { card: "Pit Grub", side: "A", at: [5, 8] },
        { card: "Pit Fiend Sergeant", side: "A", at: [4, 7] },
        { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] },
      ],
      { extra: [cards], choices: ["use"] },
    );
    a.g.state.round = 1;
    const fork = cardOf(a.g, "Pit Fiend Sergeant").attacks[0]!;
    expect(attackBonusOf(a.g, "A2", fork, "B1").value).toBe(8);
    endRound(a.g);
    expect(creature(a, "A1").status).toBe("destroyed");
    expect(attackBonusOf(a.g, "A2", fork, "B1").value).toBe(10);
    expect(a.g.state.players.map((p) => p.vp)).toEqual([0, 4]);
  });

  it("outside its victory areas it is not usable: it stays, and nothing is scored", () => {
    const a = arena(
      [
        { card: "Pit Grub", side: "A", at: [0, 5] },
        { card: "Pit Fiend Sergeant", side: "A", at: [1, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] },
      ],
      { extra: [cards], choices: [] },
    );
    a.g.state.round = 1;
    endRound(a.g);
    expect(creature(a, "A1").status).toBe("in-play");
    expect(a.g.state.players.map((p) => p.vp)).toEqual([0, 0]);
  });
});
