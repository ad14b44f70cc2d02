// An attack's effect that needs the target in a state: the cards' "AND if target is Medium
// or smaller, this creature and target switch positions", written "this creature switches
// positions with Medium or smaller target". A Large target stays where it is.
// ddm-battle-rules-2011.txt § Applying Damage (Additional Effects); § Forced-Movement Effects (Place)
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/if-target.wb",
  text: `creature "Whirl Dancer" {
  level 4  cost 15  unaligned  factions Wild  keywords Elf
  AC 17  Fort 14  Ref 16  Will 14  speed 6  hp 40
  attack melee basic "Spin Cut": +8 vs Ref; 10 damage and this creature switches positions with Medium or smaller target
}
creature "Field Guard" {
  level 2  cost 8  unaligned  factions Wild  keywords Human
  AC 14  Fort 13  Ref 12  Will 12  speed 5  hp 40
  attack melee basic "Pike": +4 vs AC; 5 damage
}
creature "Hill Ogre" {
  level 5  cost 15  unaligned  size Large  factions Wild  keywords Giant
  AC 15  Fort 17  Ref 12  Will 12  speed 6  hp 60
  attack melee reach 2 basic "Club": +8 vs AC; 10 damage
}
`,
};

describe("ddm-battle-rules-2011.txt § Applying Damage (Additional Effects): an effect only on a target in a state", () => {
  it("the Medium guard takes 10 and trades squares with the dancer", () => {
    const a = arena(
      [
        { card: "Whirl Dancer", side: "A", at: [3, 3] },
        { card: "Field Guard", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [15] },
    );
    makeAttack(a.g, "A1", cardOf(a.g, "Whirl Dancer").attacks[0]!, "B1");
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 4 });
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 3 });
  });

  it("the Large ogre takes 10 and neither moves", () => {
    const a = arena(
      [
        { card: "Whirl Dancer", side: "A", at: [3, 3] },
        { card: "Hill Ogre", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [15] },
    );
    makeAttack(a.g, "A1", cardOf(a.g, "Whirl Dancer").attacks[0]!, "B1");
    expect(creature(a, "B1").hp).toBe(50);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 3 });
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 4 });
  });
});
