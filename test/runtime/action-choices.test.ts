// Effects of powers used as actions: one of two effects the power's player picks ("heals 5,
// or one condition on that ally ends"), a wider critical range given to an ally for a while,
// and enemies pulled next to the creature, then each attacked with a basic attack.
// ddm-battle-rules-2011.txt § Activated Powers; § Conditions (Duration); § Critical Hits;
// § Forced-Movement Effects (Pull); § Basic Attacks
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/horn-and-chain.wb",
  text: `creature "Horn Bearer" {
  level 4  cost 15  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Mace": +6 vs AC; 5 damage
  power "Healing Horn": minor action: either one adjacent ally heals 5 or end one condition on one adjacent ally
  power "Keen Edge": minor action: one adjacent ally scores critical hits on natural 18 or higher with melee attacks until end of battle
}
creature "Chain Hauler" {
  level 6  cost 20  evil  factions Wild  keywords Ogre
  AC 17  Fort 18  Ref 14  Will 14  speed 5  hp 60
  attack melee basic "Hook": +9 vs AC; 10 damage
  power "Come Hither": replaces attack action: pull enemies within 5 squares adjacent and this creature makes basic melee attack against adjacent enemies
}
`,
};

describe("choices and pulls of powers used as actions", () => {
  it("'either … heals 5 or end one condition on …': the picked alternative alone happens, and only the one condition picked ends", () => {
    const placed = [
      { card: "Horn Bearer", side: "A" as const, at: [3, 3] as [number, number] },
      { card: "Cinder Goblin Cutter", side: "A" as const, at: [3, 4] as [number, number], hp: 10, conditions: ["Dazed", "Slowed"] },
      { card: "Cinder Goblin Cutter", side: "B" as const, at: [9, 9] as [number, number] },
    ];
    const a = arena(placed, { extra: [cards], choices: ["power:Healing Horn", "2", "effect:2", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A2").effects.map((e) => e.name)).toEqual(["Dazed"]);
    expect(creature(a, "A2").hp).toBe(10);
    const b = arena(placed, { extra: [cards], choices: ["power:Healing Horn", "1", "end"] });
    creatureTurn(b.g, "A1");
    expect(creature(b, "A2").hp).toBe(15);
    expect(creature(b, "A2").effects.map((e) => e.name)).toEqual(["Dazed", "Slowed"]);
  });

  it("'one adjacent ally scores critical hits on natural 18 or higher with melee attacks until end of battle': its 18 is a critical hit", () => {
    const placed = [
      { card: "Horn Bearer", side: "A" as const, at: [3, 3] as [number, number] },
      { card: "Cinder Goblin Cutter", side: "A" as const, at: [3, 4] as [number, number] },
      { card: "Cinder Goblin Cutter", side: "B" as const, at: [3, 5] as [number, number] },
    ];
    // Short Blade deals 5; a critical hit doubles it (§ Critical Hits).
    const a = arena(placed, { extra: [cards], dice: [18], choices: ["power:Keen Edge", "end", "attack:Short Blade:B1", "end"] });
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "A2");
    expect(creature(a, "B1").hp).toBe(10);
    const b = arena(placed, { extra: [cards], dice: [18], choices: ["end", "attack:Short Blade:B1", "end"] });
    creatureTurn(b.g, "A1");
    creatureTurn(b.g, "A2");
    expect(creature(b, "B1").hp).toBe(15);
  });

  it("'pull enemies within 5 squares adjacent and … basic melee attack against adjacent enemies': each pulled enemy is attacked once", () => {
    // B1 3 squares away and B2 4 away are pulled next to A1; B3, 7 away, stays. Two hooks: 15 hits, 2 misses.
    const a = arena(
      [
        { card: "Chain Hauler", side: "A", at: [5, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 6] },
        { card: "Cinder Goblin Cutter", side: "B", at: [9, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 10] },
      ],
      { extra: [cards], dice: [15, 2], choices: ["power:Come Hither", "5,5", "5,4", "8,3", "7,3", "6,3", "Hook:B1", "Hook:B2", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").space).toMatchObject({ x: 5, y: 4 });
    expect(creature(a, "B2").space).toMatchObject({ x: 6, y: 3 });
    expect(creature(a, "B3").space).toMatchObject({ x: 5, y: 10 });
    expect([creature(a, "B1").hp, creature(a, "B2").hp, creature(a, "B3").hp]).toEqual([10, 20, 20]);
  });
});
