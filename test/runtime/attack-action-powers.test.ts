// An Attacks-section entry that makes other attacks of the card, read as a power used as
// an attack action: it costs the attack action, and each attack it makes is resolved as
// the card says.
// ddm-battle-rules-2011.txt § Actions (Attack Action); § Making an Attack
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";
import { strawTarget } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/attack-action-powers.wb",
  text: `creature "Twin Fang" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Claw": +8 vs AC; 10 damage
  attack melee "Bite": +8 vs AC; 15 damage
  power "Twin Strike": attack action: this creature makes "Claw" attack and this creature makes "Bite" attack
}
`,
};

describe("a power used as an attack action that makes two attacks of the card (ddm-battle-rules-2011.txt § Actions)", () => {
  it("Claw then Bite against the target, 10 + 15; the attack action is spent, so no attack is offered after", () => {
    const a = arena(
      [
        { card: "Twin Fang", side: "A", at: [3, 3] },
        { card: "Straw Target", side: "B", at: [3, 4] },
      ],
      { extra: [cards, strawTarget], dice: [15, 15], choices: ["power:Twin Strike", "Claw:B1", "Bite:B1", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(75);
    const last = a.decisions[a.decisions.length - 1]!;
    expect(last.options.filter((o) => o.id.startsWith("attack:") && o.legal)).toEqual([]);
  });
});

const ring: SourceFile = {
  path: "test/attack-action-ring.wb",
  text: `creature "Cinder Adept" {
  level 6  cost 20  unaligned  factions Wild  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Staff": +8 vs AC; 10 damage
  power "Cinder Ring": attack action: adjacent enemies takes 5 fire damage
}
`,
};

describe("a power used as an attack action whose effects simply happen (ddm-battle-rules-2011.txt § How to Read a Creature Stat Card, Attacks)", () => {
  it("each adjacent enemy takes 5 without a roll, one 2 squares away takes none; the attack action is spent", () => {
    const a = arena(
      [
        { card: "Cinder Adept", side: "A", at: [3, 3] },
        { card: "Straw Target", side: "B", at: [3, 4] },
        { card: "Straw Target", side: "B", at: [2, 3] },
        { card: "Straw Target", side: "B", at: [3, 6] },
      ],
      { extra: [ring, strawTarget], dice: [], choices: ["power:Cinder Ring", "end"] },
    );
    const full = creature(a, "B3").hp;
    creatureTurn(a.g, "A1");
    expect([creature(a, "B1").hp, creature(a, "B2").hp, creature(a, "B3").hp]).toEqual([full - 5, full - 5, full]);
    const last = a.decisions[a.decisions.length - 1]!;
    expect(last.options.filter((o) => (o.id.startsWith("attack:") || o.id.startsWith("power:")) && o.legal)).toEqual([]);
  });
});
