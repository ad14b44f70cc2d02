// An attack's hit that makes one of the attacker's allies and the target trade spaces: the
// cards' "1 ally within 5 squares of this creature switches positions with target", written
// "one ally within 5 squares switches positions with target". Its player picks the ally
// (scripted choices); creatures of different sizes do not switch.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Place); § How to Choose Targets
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/switch-with.wb",
  text: `creature "Rift Binder" {
  level 5  cost 18  unaligned  factions Wild  keywords Elf
  AC 16  Fort 14  Ref 16  Will 16  speed 6  hp 40
  attack ranged 5 basic "Trading Hex": +20 vs Will; 5 damage and one ally within 5 squares switches positions with target
}
creature "Hill Ogre" {
  level 5  cost 15  unaligned  size Large  factions Wild  keywords Giant
  AC 15  Fort 17  Ref 12  Will 12  speed 6  hp 60
  attack melee reach 2 basic "Club": +8 vs AC; 10 damage
}
`,
};

describe("ddm-battle-rules-2011.txt § Forced-Movement Effects (Place): an ally and the target switch positions", () => {
  it("the goblin picked and the enemy hit trade squares; the binder stays", () => {
    const a = arena(
      [
        { card: "Rift Binder", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [6, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 6] },
      ],
      { extra: [cards], dice: [10], choices: ["A2"] },
    );
    makeAttack(a.g, "A1", cardOf(a.g, "Rift Binder").attacks[0]!, "B1");
    expect(creature(a, "B1").hp).toBe(creature(a, "B1").maxHp - 5);
    expect(creature(a, "A2").space).toMatchObject({ x: 3, y: 6 });
    expect(creature(a, "B1").space).toMatchObject({ x: 6, y: 3 });
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 3 });
  });

  it("a Large ogre hit does not switch with a Medium ally", () => {
    const a = arena(
      [
        { card: "Rift Binder", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [6, 3] },
        { card: "Hill Ogre", side: "B", at: [3, 6] },
      ],
      { extra: [cards], dice: [10], choices: ["A2"] },
    );
    makeAttack(a.g, "A1", cardOf(a.g, "Rift Binder").attacks[0]!, "B1");
    expect(creature(a, "A2").space).toMatchObject({ x: 6, y: 3 });
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 6 });
  });
});
