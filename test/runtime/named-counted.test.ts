// "+5 damage for each other creature named \"Bone Sentinel\"": every other creature in play
// whose card has that name counts, ally or enemy; the attacker itself and destroyed ones do not.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Name); § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature, type Placement } from "./arena.js";

const cards = {
  path: "test/named-counted.wb",
  text: `creature "Bone Sentinel" {
  level 6  cost 20  unaligned  factions Underdark  keywords Undead
  AC 18  Fort 16  Ref 15  Will 16  speed 5  hp 50
  attack melee basic "Grave Touch": +8 vs AC; 10 damage; with: +5 damage for each other creature named "Bone Sentinel"
}
creature "Shield Bearer" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 16  Fort 14  Ref 12  Will 12  speed 5  hp 80
  attack melee basic "Bash": +5 vs AC; 5 damage
}
`,
};

function field(others: Placement[]) {
  const a = arena([{ card: "Bone Sentinel", side: "A", at: [3, 3] }, { card: "Shield Bearer", side: "B", at: [3, 4] }, ...others], { extra: [cards], dice: [15] });
  a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
  return a;
}
const bearer = (a: ReturnType<typeof field>) => a.g.state.creatures.find((c) => c.card === "Shield Bearer")!.id;
const touch = (a: ReturnType<typeof field>) => cardOf(a.g, "Bone Sentinel").attacks[0]!;

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties: a bonus counted by card name", () => {
  it("an allied and an enemy Bone Sentinel elsewhere on the map: 10 + 5 + 5 = 20 damage", () => {
    const a = field([
      { card: "Bone Sentinel", side: "A", at: [10, 10] },
      { card: "Bone Sentinel", side: "B", at: [12, 2] },
    ]);
    makeAttack(a.g, "A1", touch(a), bearer(a));
    expect(creature(a, bearer(a)).hp).toBe(60);
  });

  it("alone, the attacker does not count itself, nor a Shield Bearer: 10 damage", () => {
    const a = field([{ card: "Shield Bearer", side: "A", at: [9, 9] }]);
    makeAttack(a.g, "A1", touch(a), bearer(a));
    expect(creature(a, bearer(a)).hp).toBe(70);
  });

  it("a destroyed Bone Sentinel is no longer in play and does not count: 10 + 5 = 15 damage", () => {
    const a = field([
      { card: "Bone Sentinel", side: "A", at: [10, 10] },
      { card: "Bone Sentinel", side: "A", at: [12, 12] },
    ]);
    const fallen = a.g.state.creatures.filter((c) => c.card === "Bone Sentinel" && c.id !== "A1")[0]!;
    fallen.status = "destroyed";
    fallen.space = null;
    makeAttack(a.g, "A1", touch(a), bearer(a));
    expect(creature(a, bearer(a)).hp).toBe(65);
  });
});
