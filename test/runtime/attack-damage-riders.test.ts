// Riders that change an attack's base damage: replacement damage against a target in a
// state, and typed bonus damage against one, added after the critical doubling.
// ddm-battle-rules-2011.txt § Applying Damage (Base Damage; Critical Hits; Bonus and Penalty Damage); § Resistance and Vulnerability
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { libraryWith } from "../library.js";
import { arena, type Arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-damage-riders.wb",
  text: `creature "Dawn Paladin" {
  level 6  cost 20  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Holy Blade": +8 vs AC; 10 damage and +10 radiant damage against Evil targets
  attack melee "Pinning Claw": +8 vs AC; 10 damage and 20 damage instead against Immobilized targets and Slowed
}
creature "Ash Ghoul" {
  level 3  cost 10  evil  factions Underdark  keywords Undead
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 80
  attack melee basic "Claw": +5 vs AC; 5 damage
}
creature "Sun Ghoul" {
  level 3  cost 10  evil  factions Underdark  keywords Undead
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 80
  attack melee basic "Claw": +5 vs AC; 5 damage
  power "Sun Skin": resist 5 radiant
}
creature "Field Hand" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 80
  attack melee basic "Hoe": +5 vs AC; 5 damage
}
`,
};


function duel(target: string, dice: number[], conditions: string[] = []): Arena {
  return arena(
    [
      { card: "Dawn Paladin", side: "A", at: [3, 3] },
      { card: target, side: "B", at: [3, 4], conditions },
    ],
    { extra: [cards], dice },
  );
}

describe("typed bonus damage against a target in a state (§ Applying Damage, Bonus and Penalty Damage)", () => {
  it("compiles after the base damage", () => {
    const ir = libraryWith(cards);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(ir.ir.creatures.find((c) => c.name === "Dawn Paladin")!.attacks[0]!.hit[1]).toMatchObject({ op: "bonus-damage-against", args: { amount: 10, type: "radiant" } });
  });

  it("an Evil target takes 10 + 10 radiant; an unaligned one 10", () => {
    const evil = duel("Ash Ghoul", [15]);
    resolveAttack(evil.g, "A1", attackOf(evil, "A1", "Holy Blade"), "B1");
    expect(creature(evil, "B1").hp).toBe(60);
    const plain = duel("Field Hand", [15]);
    resolveAttack(plain.g, "A1", attackOf(plain, "A1", "Holy Blade"), "B1");
    expect(creature(plain, "B1").hp).toBe(70);
  });

  it("a critical hit doubles the base damage only: 20 + 10 radiant (§ Critical Hits)", () => {
    const a = duel("Ash Ghoul", [20]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Holy Blade"), "B1");
    expect(creature(a, "B1").hp).toBe(50);
  });

  it("the bonus is part of the same damage: Resist 5 radiant takes 5 off it once (§ Resistance and Vulnerability)", () => {
    const a = duel("Sun Ghoul", [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Holy Blade"), "B1");
    expect(creature(a, "B1").hp).toBe(65);
  });
});

describe("damage instead against a target in a state (§ Applying Damage, Base Damage)", () => {
  it("an Immobilized target takes 20, doubled on a critical hit; another takes 10; the effects after it follow", () => {
    const held = duel("Field Hand", [15], ["Immobilized"]);
    resolveAttack(held.g, "A1", attackOf(held, "A1", "Pinning Claw"), "B1");
    expect(creature(held, "B1").hp).toBe(60);
    expect(creature(held, "B1").effects.map((e) => e.name)).toEqual(["Immobilized", "Slowed"]);
    const crit = duel("Field Hand", [20], ["Immobilized"]);
    resolveAttack(crit.g, "A1", attackOf(crit, "A1", "Pinning Claw"), "B1");
    expect(creature(crit, "B1").hp).toBe(40);
    const free = duel("Field Hand", [15]);
    resolveAttack(free.g, "A1", attackOf(free, "A1", "Pinning Claw"), "B1");
    expect(creature(free, "B1").hp).toBe(70);
  });
});
