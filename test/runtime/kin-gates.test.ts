// States of the allies beside a creature: an ally with both keywords ("+1 attack while
// adjacent to Elf Fey ally", the rise of "+2, or +3 if the ally is both"), allies whose card
// has a power named ("while adjacent to ally with \"Shield Line\"", "against targets adjacent
// to 2 or more allies with \"Gang Up\"": the owner's allies beside the target).
// ddm-battle-rules-2011.txt § Keywords; § How to Choose Targets (adjacent); § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { attackBonusOf, damageBonusOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature } from "./arena.js";

const cards = {
  path: "test/kin-gate-creatures.wb",
  text: `creature "Grove Warden" {
  level 5  cost 16  good  factions Wild  keywords Elf
  AC 16  Fort 14  Ref 15  Will 14  speed 6  hp 40
  attack melee basic "Spear": +6 vs AC; 10 damage
  power "Kith": +2 attack while adjacent to Elf or Fey ally and +2 attack while adjacent to Elf Fey ally
}
creature "Moon Sprite" {
  level 3  cost 9  good  factions Wild  keywords Elf, Fey
  AC 15  Fort 12  Ref 15  Will 13  speed 6  hp 20
  attack melee basic "Thorn": +5 vs AC; 5 damage
}
creature "Wood Elf Scout" {
  level 3  cost 9  good  factions Wild  keywords Elf
  AC 15  Fort 12  Ref 15  Will 13  speed 6  hp 20
  attack melee basic "Knife": +5 vs AC; 5 damage
}
creature "Pack Raider" {
  level 3  cost 9  evil  factions Wild  keywords Gnoll
  AC 15  Fort 13  Ref 13  Will 12  speed 6  hp 30
  attack melee basic "Flail": +5 vs AC; 5 damage
  power "Shield Line": +5 damage with melee attacks while adjacent to ally with "Shield Line"
  power "Gang Up": +10 damage with melee attacks against targets adjacent to 2 or more allies with "Gang Up"
}
`,
};

describe("§ Keywords: next to an ally of either keyword, or of both", () => {
  it("+2 beside an Elf only, +4 beside an Elf Fey: a roll of 5 (5 + 6 + 2 = 13) misses AC 15, then (5 + 6 + 4 = 15) hits", () => {
    const a = arena(
      [
        { card: "Grove Warden", side: "A", at: [3, 3] },
        { card: "Wood Elf Scout", side: "A", at: [2, 3] },
        { card: "Pack Raider", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [5, 5] },
    );
    const spear = attackOf(a, "A1", "Spear");
    expect(attackBonusOf(a.g, "A1", spear, "B1").value).toBe(8);
    resolveAttack(a.g, "A1", spear, "B1");
    expect(creature(a, "B1").hp).toBe(30);
    creature(a, "A2").card = "Moon Sprite";
    expect(attackBonusOf(a.g, "A1", spear, "B1").value).toBe(10);
    resolveAttack(a.g, "A1", spear, "B1");
    expect(creature(a, "B1").hp).toBe(20);
  });
});

describe("§ How to Choose Targets: allies with a power named", () => {
  it("+5 beside another raider; +10 more against a target two other raiders stand beside: 5 + 5 + 10 = 20", () => {
    const a = arena(
      [
        { card: "Pack Raider", side: "B", at: [3, 3] },
        { card: "Pack Raider", side: "B", at: [4, 4] },
        { card: "Pack Raider", side: "B", at: [2, 4] },
        { card: "Grove Warden", side: "A", at: [3, 4] },
      ],
      { extra: [cards], dice: [15] },
    );
    const flail = attackOf(a, "B1", "Flail");
    expect(damageBonusOf(a.g, "B1", flail, "A1").value).toBe(15);
    resolveAttack(a.g, "B1", flail, "A1");
    expect(creature(a, "A1").hp).toBe(20);
    creature(a, "B3").space = { x: 8, y: 8, size: 1 };
    expect(damageBonusOf(a.g, "B1", flail, "A1").value).toBe(5);
  });
});
