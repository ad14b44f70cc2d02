// Mount powers that name a size ("a Medium or smaller Goblin ally as a rider", "a Small
// Kobold"), two keywords ("Elf or Human"), an alignment besides ("a Good Medium Human or
// Dwarf creature") and several riders ("up to 2 … allies as riders"): the rulebook leaves
// the kinds and number of riders to the power.
// ddm-battle-rules-2011.txt § Mounts and Riders (Mount, Dismount); ../shared/spec/ddm-2011.md § 8.7
import { describe, expect, it } from "vitest";
import { mountOptions, takeMountAction } from "../../runtime/ddm/mounts.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, type Placement } from "./arena.js";

const steeds = {
  path: "test/steeds.wb",
  text: `creature "Test Battle Platform" {
  level 6  cost 20  unaligned  size Large  factions Wild  keywords Construct
  AC 16  Fort 16  Ref 12  Will 12  speed 6  hp 60
  attack melee basic "Ram": +6 vs AC; 10 damage
  power "Platform": can have up to 2 Medium or smaller Goblin or Kobold allies as riders
}
creature "Test Kobold Steed" {
  level 2  cost 6  unaligned  size Large  factions Wild  keywords Beast
  AC 14  Fort 14  Ref 14  Will 12  speed 8  hp 30
  attack melee basic "Bite": +4 vs AC; 5 damage
  power "Kobold Mount": can have a Small Kobold ally as a rider
}
creature "Test Paladin Steed" {
  level 4  cost 12  good  size Large  factions Civilization  keywords Beast
  AC 15  Fort 15  Ref 13  Will 13  speed 8  hp 40
  attack melee basic "Hoof": +5 vs AC; 10 damage
  power "Holy Saddle": may have a Good Medium Human or Dwarf creature as a rider
}
creature "Test Squire" {
  level 2  cost 6  good  factions Civilization  keywords Human
  AC 14  Fort 12  Ref 12  Will 12  speed 6  hp 20
  attack melee basic "Sword": +4 vs AC; 5 damage
}
creature "Test Renegade" {
  level 2  cost 6  evil  factions Civilization  keywords Human
  AC 14  Fort 12  Ref 12  Will 12  speed 6  hp 20
  attack melee basic "Sword": +4 vs AC; 5 damage
}
creature "Test Kobold" {
  level 1  cost 4  unaligned  size Small  factions Wild  keywords Kobold
  AC 13  Fort 11  Ref 13  Will 11  speed 6  hp 10
  attack melee basic "Jab": +3 vs AC; 5 damage
}
creature "Test Goblin Brute" {
  level 4  cost 12  unaligned  size Large  factions Wild  keywords Goblin
  AC 15  Fort 15  Ref 12  Will 12  speed 5  hp 40
  attack melee basic "Club": +6 vs AC; 10 damage
}
`,
};

const field = (placements: Placement[], choices: string[] = []) => {
  const a = arena(placements, { extra: [steeds], choices });
  return a;
};
const mountIds = (a: ReturnType<typeof field>, id: string) => {
  a.g.state.active = { creature: id, attack: 1, move: 1, minor: 1 };
  return mountOptions(a.g, id).filter((o) => o.legal).map((o) => o.id);
};

describe("ddm-battle-rules-2011.txt § Mounts and Riders: mount powers that name a size and several riders", () => {
  it("'Medium or smaller Goblin or Kobold allies': a Medium Goblin and a Small Kobold may ride, a Large Goblin may not", () => {
    const a = field([
      { card: "Test Battle Platform", side: "A", at: [4, 4] },
      { card: "Cinder Goblin Cutter", side: "A", at: [3, 4] },
      { card: "Test Kobold", side: "A", at: [6, 4] },
      { card: "Test Goblin Brute", side: "A", at: [4, 6] },
    ]);
    expect(mountIds(a, "A2")).toEqual(["mount:A1"]);
    expect(mountIds(a, "A3")).toEqual(["mount:A1"]);
    expect(mountIds(a, "A4")).toEqual([]);
  });

  it("'a Good Medium Human or Dwarf creature': a Good Human may ride; an Evil Human and a Goblin may not", () => {
    const a = field([
      { card: "Test Paladin Steed", side: "A", at: [4, 4] },
      { card: "Test Squire", side: "A", at: [3, 4] },
      { card: "Test Renegade", side: "A", at: [6, 4] },
      { card: "Cinder Goblin Cutter", side: "A", at: [4, 6] },
    ]);
    expect(mountIds(a, "A2")).toEqual(["mount:A1"]);
    expect(mountIds(a, "A3")).toEqual([]);
    expect(mountIds(a, "A4")).toEqual([]);
  });

  it("'a Small Kobold': only that size", () => {
    const a = field([
      { card: "Test Kobold Steed", side: "A", at: [4, 4] },
      { card: "Test Kobold", side: "A", at: [3, 4] },
      { card: "Cinder Goblin Cutter", side: "A", at: [6, 4] },
    ]);
    expect(mountIds(a, "A2")).toEqual(["mount:A1"]);
    expect(mountIds(a, "A3")).toEqual([]);
  });

  it("'up to 2 … as riders': two riders share the mount's space and move with it; a third may not mount", () => {
    const a = field([
      { card: "Test Battle Platform", side: "A", at: [4, 4] },
      { card: "Cinder Goblin Cutter", side: "A", at: [3, 4] },
      { card: "Test Kobold", side: "A", at: [6, 4] },
      { card: "Cinder Goblin Cutter", side: "A", at: [4, 6] },
    ], ["move:4,1", "end"]);
    for (const id of ["A2", "A3"]) {
      a.g.state.active = { creature: id, attack: 1, move: 1, minor: 1 };
      expect(takeMountAction(a.g, id, "mount:A1")).toBe(true);
    }
    expect([creature(a, "A2").riding, creature(a, "A3").riding]).toEqual(["A1", "A1"]);
    expect(mountIds(a, "A4")).toEqual([]);
    a.g.state.active = null;
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 4, y: 1 });
    expect(creature(a, "A2").space).toEqual(creature(a, "A1").space);
    expect(creature(a, "A3").space).toEqual(creature(a, "A1").space);
  });
});
