// Attacks whose targets are named by what the battle remembers: "against targets damaged by
// this creature only", "… that attacked this creature only", "… that attacked this round only".
// Invented creatures; dice scripted. ddm-battle-rules-2011.txt § How to Choose Targets; § Making an Attack; § Damage
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { checkTargets } from "../../runtime/ddm/targeting.js";
import { arena, attackOf, type Arena } from "./arena.js";

const grudges: SourceFile = {
  path: "test/attack-memory.wb",
  text: `creature "Grudge Keeper" {
  level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 14  Fort 14  Ref 14  Will 14  speed 6  hp 60
  attack melee basic "Cudgel": +6 vs AC; 10 damage
  attack melee against targets damaged by this creature only "Finishing Blow": +8 vs AC; 20 damage
  attack melee against targets that attacked this creature only "Payback": +8 vs AC; 15 damage
  attack ranged sight against targets that attacked this round only "Reprisal Mark": automatic hit; slide 2
}
creature "Brawler" {
  level 3  cost 10  unaligned  factions Wild  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 50
  attack melee basic "Fist": +6 vs AC; 10 damage
}
`,
};

function field(dice: number[]): Arena {
  return arena(
    [
      { card: "Grudge Keeper", side: "A", at: [3, 3] },
      { card: "Brawler", side: "B", at: [3, 4] },
      { card: "Brawler", side: "B", at: [4, 4] },
    ],
    { dice, extra: [grudges] },
  );
}

const legal = (a: Arena, name: string) => checkTargets(a.g, "A1", attackOf(a, "A1", name)).filter((t) => t.ok).map((t) => t.target);

describe("ddm-battle-rules-2011.txt § How to Choose Targets: targets named by what happened before", () => {
  it("'damaged by this creature': only a target its earlier hit damaged; a miss leaves no mark", () => {
    const a = field([15, 2]);
    expect(legal(a, "Finishing Blow")).toEqual([]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Cudgel"), "B1");
    makeAttack(a.g, "A1", attackOf(a, "A1", "Cudgel"), "B2");
    expect(legal(a, "Finishing Blow")).toEqual(["B1"]);
  });

  it("'that attacked this creature': only a creature that made an attack roll against it, hit or miss", () => {
    const a = field([2]);
    makeAttack(a.g, "B2", attackOf(a, "B2", "Fist"), "A1");
    expect(legal(a, "Payback")).toEqual(["B2"]);
  });

  it("'that attacked this round': a creature that declared an attack this round, at anyone; not in the next round", () => {
    const a = field([2]);
    expect(legal(a, "Reprisal Mark")).toEqual([]);
    makeAttack(a.g, "B1", attackOf(a, "B1", "Fist"), "A1");
    expect(legal(a, "Reprisal Mark")).toEqual(["B1"]);
    a.g.state.round += 1;
    expect(legal(a, "Reprisal Mark")).toEqual([]);
  });
});
