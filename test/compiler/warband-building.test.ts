// Warband-building powers read by the warband check: a raised creature limit, and
// cards that keep other creatures of a keyword, or other champions, out of their warband.
// ddm-battle-rules-2011.txt § Building a Warband (Warband Restrictions; Number of Creatures); ../shared/spec/ddm-2011.md V-03
import { describe, expect, it } from "vitest";
import { libraryWith } from "../library.js";

const cards = `creature "Rally Horn Goblin" {
  level 2  cost 6  evil  factions Wild  keywords Goblin
  AC 14  Fort 12  Ref 13  Will 12  speed 6  hp 10
  attack melee basic "Spear": +4 vs AC; 5 damage
  power "Strength in Numbers": increase your warband's creature limit by 2
}
creature "Lone Wyrm" {
  level 10  cost 40  evil  factions Wild  keywords Dragon  champion 1
  AC 22  Fort 20  Ref 18  Will 18  speed 6  hp 100
  attack melee basic "Bite": +12 vs AC; 20 damage
  power "Jealous": your warband may not include other Dragon creatures
}
creature "Sole Captain" {
  level 6  cost 20  evil  factions Wild  keywords Human
  AC 18  Fort 16  Ref 16  Will 16  speed 6  hp 50
  attack melee basic "Sword": +8 vs AC; 10 damage
  power "Domineering": your warband cannot include other champions
}
creature "Shambling Husk" {
  level 1  cost 4  evil  factions Wild  keywords Undead
  AC 12  Fort 12  Ref 10  Will 10  speed 4  hp 10
  attack melee basic "Claw": +3 vs AC; 5 damage
  power "Mob 3"
}
creature "Ash Drake" {
  level 6  cost 20  evil  factions Wild  keywords Dragon
  AC 18  Fort 16  Ref 16  Will 16  speed 6  hp 50
  attack melee basic "Claw": +8 vs AC; 10 damage
}
`;

function check(body: string) {
  const file = { path: "test/building.wb", text: cards + body };
  const r = libraryWith(file);
  return r.diagnostics.filter((d) => d.file === file.path).map((d) => `${d.code} ${d.message}`);
}

describe("§ Building a Warband (Number of Creatures): powers that raise the creature limit", () => {
  it("two creatures that each raise the limit by 2 let an Assault warband at 200 points field 14 creatures, not 15", () => {
    expect(check(`warband "Swarm" {\n  faction Wild\n  points 200\n  creature "Rally Horn Goblin" x 2\n  creature "Cinder Goblin Cutter" x 12\n}\n`)).toEqual([]);
    expect(check(`warband "Swarm" {\n  faction Wild\n  points 200\n  creature "Rally Horn Goblin" x 2\n  creature "Cinder Goblin Cutter" x 13\n}\n`)).toEqual([
      'WB371 the warband "Swarm" has 15 creatures; Assault at 200 points allows at most 14 (10 raised by 4 by its creatures\' powers)',
    ]);
  });

  it("the limit still binds past the raise, and the message says why the limit is what it is", () => {
    const out = check(`warband "Too Many" {\n  faction Wild\n  points 200\n  creature "Rally Horn Goblin"\n  creature "Cinder Goblin Cutter" x 12\n}\n`);
    expect(out).toEqual(['WB371 the warband "Too Many" has 13 creatures; Assault at 200 points allows at most 12 (10 raised by 2 by its creatures\' powers)']);
  });
});

describe("§ Building a Warband (Number of Creatures): 'Mob N', N of a card counted as one", () => {
  it("at 100 points (at most 8), 7 goblins and 3 husks count as 8; a fourth husk makes 9", () => {
    expect(check(`warband "Horde" {\n  faction Wild\n  points 100\n  creature "Shambling Husk" x 3\n  creature "Cinder Goblin Cutter" x 7\n}\n`)).toEqual([]);
    expect(check(`warband "Horde" {\n  faction Wild\n  points 100\n  creature "Shambling Husk" x 4\n  creature "Cinder Goblin Cutter" x 7\n}\n`)).toEqual([
      'WB371 the warband "Horde" has 11 creatures, counted as 9; Assault at 100 points allows at most 8',
    ]);
  });
});

describe("§ Building a Warband (Warband Restrictions): cards that keep others out", () => {
  it("'may not include other Dragon creatures': another Dragon is refused, other creatures are not", () => {
    expect(check(`warband "Hoard" {\n  faction Wild\n  points 100\n  creature "Lone Wyrm"\n  creature "Cinder Goblin Cutter"\n}\n`)).toEqual([]);
    expect(check(`warband "Hoard" {\n  faction Wild\n  points 100\n  creature "Lone Wyrm"\n  creature "Ash Drake"\n}\n`)).toEqual([
      "WB371 Ash Drake cannot join this warband: Lone Wyrm's warband may not include other Dragon creatures",
    ]);
  });

  it("'cannot include other champions': a champion beside it is refused", () => {
    expect(check(`warband "Band" {\n  faction Wild\n  points 100\n  creature "Sole Captain"\n  creature "Lone Wyrm"\n}\n`)).toEqual([
      "WB371 Lone Wyrm cannot join this warband: Sole Captain's warband may not include other champions",
    ]);
  });
});
