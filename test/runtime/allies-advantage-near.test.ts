// "Allies have combat advantage against targets adjacent to this creature": a reason for
// combat advantage its allies (of the keyword and size named) have against an enemy beside
// the power's owner, wherever the ally stands; not against an enemy away from the owner.
// ddm-battle-rules-2011.txt § Combat Advantage; § Continuous Powers
import { describe, expect, it } from "vitest";
import { combatAdvantageReasons } from "../../runtime/ddm/combat-advantage.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { damageBonusOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature } from "./arena.js";

const extra = [
  {
    path: "test/allies-advantage-near.wb",
    text: `creature "Howling Packlord" {
  level 5  cost 20  unaligned  factions Wild  keywords Beast
  AC 17  Fort 15  Ref 14  Will 13  speed 6  hp 50
  attack melee basic "Maul": +8 vs AC; 10 damage
  power "Pack Hunter": Small Beast allies has combat advantage against targets adjacent to this creature
}
creature "War Drummer" {
  level 3  cost 10  unaligned  factions Wild  keywords Goblin
  AC 15  Fort 13  Ref 14  Will 13  speed 6  hp 30
  attack melee basic "Stick": +5 vs AC; 5 damage
  power "Drum of Closing": allies +3 damage against targets adjacent to this creature
}
creature "Den Whelp" {
  level 2  cost 6  unaligned  size Small  factions Wild  keywords Beast
  AC 14  Fort 12  Ref 14  Will 11  speed 6  hp 20
  attack melee basic "Nip": +6 vs AC; 5 damage
}
creature "Hill Hound" {
  level 2  cost 6  unaligned  factions Wild  keywords Beast
  AC 14  Fort 12  Ref 14  Will 11  speed 6  hp 20
  attack melee basic "Nip": +6 vs AC; 5 damage
}
`,
  },
];

// A bonus "against targets adjacent to this creature" lent to allies is measured from the same owner.
describe("§ Bonuses and Penalties: an ally's bonus against enemies beside the owner", () => {
  const drummed = (drummer: [number, number]) =>
    arena(
      [
        { card: "War Drummer", side: "A", at: drummer },
        { card: "Hill Hound", side: "A", at: [4, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra },
    );
  it("with the drummer beside the enemy, the hound's Nip deals +3 against it", () => {
    const a = drummed([3, 3]);
    expect(damageBonusOf(a.g, "A2", attackOf(a, "A2", "Nip"), "B1").value).toBe(3);
  });
  it("with the drummer away, the hound beside the same enemy has no bonus", () => {
    const a = drummed([8, 8]);
    expect(damageBonusOf(a.g, "A2", attackOf(a, "A2", "Nip"), "B1").value).toBe(0);
  });
});

// The packlord at 3,3 beside the cutter at 3,4; the whelp (or hound) at 4,5, beside the cutter but not flanking it with the packlord.
const beside = (ally: string, lord: [number, number] = [3, 3]) =>
  arena(
    [
      { card: "Howling Packlord", side: "A", at: lord },
      { card: ally, side: "A", at: [4, 5] },
      { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
    ],
    { extra, dice: [8], choices: ["attack:Nip:B1", "end"] },
  );

describe("§ Combat Advantage: allies of the owner, against enemies beside it", () => {
  it("a Small Beast ally has it against the enemy beside the owner: a roll of 8 (+6, +2) hits AC 16", () => {
    const a = beside("Den Whelp");
    expect(combatAdvantageReasons(a.g, "A2", "B1")).toHaveLength(1);
    creatureTurn(a.g, "A2");
    expect(creature(a, "B1").hp).toBe(15);
  });

  it("a Medium Beast ally has not: the same roll misses", () => {
    const a = beside("Hill Hound");
    expect(combatAdvantageReasons(a.g, "A2", "B1")).toEqual([]);
    creatureTurn(a.g, "A2");
    expect(creature(a, "B1").hp).toBe(20);
  });

  it("with the owner away from that enemy, the Small Beast ally has none", () => {
    const a = beside("Den Whelp", [8, 8]);
    expect(combatAdvantageReasons(a.g, "A2", "B1")).toEqual([]);
  });
});
