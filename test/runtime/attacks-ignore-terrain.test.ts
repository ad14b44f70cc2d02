// "This creature's {r} attacks ignore forest terrain": its ranged attacks see through forest
// and get no cover from it (§ Forest: blocks sight through it, cover against ranged attacks);
// its melee attack and other creatures' attacks are as usual.
// ddm-battle-rules-2011.txt § Forest (or Market Stall); § Cover Against Ranged Attacks
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { coverReason } from "../../runtime/ddm/cover.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { arena, attackOf, type Placement } from "./arena.js";

const grove: SourceFile = {
  path: "test/grove-field.wb",
  text: `map "Grove Field" {
  size 12 x 12
  start A 0,0 to 11,0
  start B 0,11 to 11,11
  victory A 0,1
  victory B 11,1
  terrain forest 5,7
}
battle "Grove Arena" {
  scenario Assault
  points 100
  map "Grove Field"
  side A "Test A"
  side B "Test B"
}
creature "Bog Lurker" {
  level 6  cost 20  unaligned  factions Wild  keywords Plant
  AC 17  Fort 17  Ref 13  Will 15  speed 5  hp 60
  attack melee basic "Vine": +9 vs AC; 10 damage
  attack ranged 10 "Spore Shot": +8 vs Ref; 10 damage
  power "Native Soil": ignores "forest" terrain with ranged attacks
}
creature "Plain Archer" {
  level 4  cost 12  unaligned  factions Civilization  keywords Human
  AC 15  Fort 13  Ref 14  Will 13  speed 6  hp 30
  attack melee basic "Dagger": +5 vs AC; 5 damage
  attack ranged 10 "Shortbow": +7 vs AC; 10 damage
}
`,
};

const field = (placements: Placement[]) => arena(placements, { extra: [grove], battle: "Grove Arena" });

describe("§ Forest: ignored by its ranged attacks", () => {
  it("across the forest square the lurker may shoot the goblin; a plain archer in its place may not", () => {
    const lurker = field([
      { card: "Bog Lurker", side: "A", at: [2, 7] },
      { card: "Cinder Goblin Cutter", side: "B", at: [8, 7] },
    ]);
    expect(mayTarget(lurker.g, "A1", attackOf(lurker, "A1", "Spore Shot"), "B1").allowed).toBe(true);
    const archer = field([
      { card: "Plain Archer", side: "A", at: [2, 7] },
      { card: "Cinder Goblin Cutter", side: "B", at: [8, 7] },
    ]);
    expect(mayTarget(archer.g, "A1", attackOf(archer, "A1", "Shortbow"), "B1").allowed).toBe(false);
  });

  it("a goblin standing in the forest has cover against the archer's shot, none against the lurker's", () => {
    const lurker = field([
      { card: "Bog Lurker", side: "A", at: [2, 7] },
      { card: "Cinder Goblin Cutter", side: "B", at: [5, 7] },
      { card: "Plain Archer", side: "A", at: [2, 6] },
    ]);
    expect(coverReason(lurker.g, "A1", attackOf(lurker, "A1", "Spore Shot"), "B1")).toBeNull();
    expect(coverReason(lurker.g, "A2", attackOf(lurker, "A2", "Shortbow"), "B1")).not.toBeNull();
  });
});
