// Champion powers used at the start of the round that give bonuses until its end, to
// creatures named in ways the basic subjects do not say: allies of either of two sizes
// and a keyword ("Medium or Small Stealth allies"), creatures of either side with any of
// several keywords ("Undead or Dragon creatures"), a defence higher against larger
// attackers, a bonus against targets the ally holding it flanks, and a bonus that counts
// only while the ally holding it stays near the champion that gave it.
// ddm-battle-rules-2011.txt § Champion Powers; § How to Choose Targets; § Keywords;
// § Bonuses and Penalties; § Flanking; § How to Read a Creature Stat Card (Size); § Counting Distance
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { startRound } from "../../runtime/ddm/round.js";
import { attackBonusOf, damageBonusOf, defenseOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature } from "./arena.js";

const card = (name: string, keywords: string, size = "Medium", power = "") => `creature "${name}" {
  level 6  cost 20  unaligned  size ${size}  factions Wild  keywords ${keywords}  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Mace": +7 vs AC; 10 damage
${power}
}
`;

const extra = [
  {
    path: "test/champion-round-bonuses.wb",
    text: [
      card("Shade Captain", "Human", "Medium", '  champion power "Veil Call": use at start of round: Medium or Small Stealth allies get +5 damage until end of round'),
      card("Bone Herald", "Human", "Medium", '  champion power "Grave Pact": use at start of round: this creature gets +2 attack until end of round and Undead or Dragon creatures get +2 attack until end of round'),
      card("Hold Warden", "Dwarf", "Medium", '  champion power "Shield Wall": use at start of round: Dwarf allies get +1 AC until end of round and Dwarf allies get +3 AC against larger targets until end of round'),
      card("Pack Marshal", "Human", "Medium", '  champion power "Close In": use at start of round: allies get +4 attack with melee attacks against targets it flanks until end of round'),
      card("Grove Keeper", "Human", "Medium", '  champion power "Wild Call": use at start of round: one Beast or Plant ally gets +2 AC until end of round'),
      card("Banner Knight", "Human", "Medium", '  champion power "Rally Cry": use at start of round: allies get +2 attack while within 5 squares of this creature until end of round'),
      card("Thorn Hound", "Beast"),
      card("Small Sneak", "Stealth", "Small"),
      card("Tall Sneak", "Stealth", "Large"),
      card("Plain Sneak", "Stealth"),
      card("Plain Soldier", "Human"),
      card("Bone Walker", "Undead"),
      card("Young Wyrm", "Dragon", "Large"),
      card("Hill Brute", "Giant", "Large"),
      card("Shield Dwarf", "Dwarf"),
    ].join(""),
  },
];

describe("§ Champion Powers: bonuses until end of round to creatures named by several traits", () => {
  it("'Medium or Small Stealth allies' reaches Stealth allies of either size, not a Large one nor a Medium ally of another keyword", () => {
    const a = arena(
      [
        { card: "Shade Captain", side: "A", at: [0, 0] },
        { card: "Small Sneak", side: "A", at: [5, 5] },
        { card: "Plain Sneak", side: "A", at: [7, 7] },
        { card: "Tall Sneak", side: "A", at: [2, 8] },
        { card: "Plain Soldier", side: "A", at: [8, 2] },
        { card: "Plain Soldier", side: "B", at: [5, 6] },
      ],
      { extra, choices: ["use"], dice: [15] },
    );
    startRound(a.g);
    const mace = attackOf(a, "A2", "Mace");
    // The Small Stealth ally hits (15 + 7 against AC 16) for 10 + 5.
    resolveAttack(a.g, "A2", mace, "B1");
    expect(creature(a, "B1").hp).toBe(25);
    expect(damageBonusOf(a.g, "A3", mace, "B1").value).toBe(5);
    expect(damageBonusOf(a.g, "A4", mace, "B1").value).toBe(0);
    expect(damageBonusOf(a.g, "A5", mace, "B1").value).toBe(0);
    expect(damageBonusOf(a.g, "A1", mace, "B1").value).toBe(0);
  });

  it("'Undead or Dragon creatures' reaches enemies and allies with either keyword; 'this creature' gets it too", () => {
    const a = arena(
      [
        { card: "Bone Herald", side: "A", at: [0, 0] },
        { card: "Bone Walker", side: "A", at: [5, 5] },
        { card: "Plain Soldier", side: "A", at: [7, 7] },
        { card: "Young Wyrm", side: "B", at: [10, 10] },
        { card: "Plain Soldier", side: "B", at: [11, 8] },
      ],
      { extra, choices: ["use"] },
    );
    startRound(a.g);
    const mace = attackOf(a, "A1", "Mace");
    expect(attackBonusOf(a.g, "A1", mace).value).toBe(9);
    expect(attackBonusOf(a.g, "A2", mace).value).toBe(9);
    expect(attackBonusOf(a.g, "B1", mace).value).toBe(9);
    expect(attackBonusOf(a.g, "A3", mace).value).toBe(7);
    expect(attackBonusOf(a.g, "B2", mace).value).toBe(7);
  });

  it("'+1 AC (or +4 AC against larger enemies)': +4 against a Large attacker's attack, +1 against a Medium one's", () => {
    const a = arena(
      [
        { card: "Hold Warden", side: "A", at: [0, 0] },
        { card: "Shield Dwarf", side: "A", at: [5, 5] },
        { card: "Hill Brute", side: "B", at: [5, 6] },
        { card: "Plain Soldier", side: "B", at: [4, 5] },
      ],
      { extra, choices: ["use"], dice: [13] },
    );
    startRound(a.g);
    expect(defenseOf(a.g, "A2", "AC", "melee", false, "B1").value).toBe(20);
    expect(defenseOf(a.g, "A2", "AC", "melee", false, "B2").value).toBe(17);
    // 13 + 7 = 20 meets the Dwarf's AC 20 against the Large brute: a hit, 10 damage.
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Mace"), "A2");
    expect(creature(a, "A2").hp).toBe(30);
  });

  it("'against targets flanked by that ally': the ally holding the bonus must flank the target itself", () => {
    const a = arena(
      [
        { card: "Pack Marshal", side: "A", at: [0, 0] },
        { card: "Plain Soldier", side: "A", at: [5, 4] },
        { card: "Plain Soldier", side: "A", at: [5, 6] },
        { card: "Plain Soldier", side: "A", at: [4, 5] },
        { card: "Plain Soldier", side: "B", at: [5, 5] },
      ],
      { extra, choices: ["use"], dice: [5] },
    );
    startRound(a.g);
    const mace = attackOf(a, "A2", "Mace");
    // A2 and A3 stand on opposite sides of B1; A4 has no ally opposite it.
    expect(attackBonusOf(a.g, "A2", mace, "B1").value).toBe(11);
    expect(attackBonusOf(a.g, "A3", mace, "B1").value).toBe(11);
    expect(attackBonusOf(a.g, "A4", mace, "B1").value).toBe(7);
    // 5 + 11 hits AC 16 only with the bonus (combat advantage from flanking adds its own +2).
    resolveAttack(a.g, "A2", mace, "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("'a Beast or Plant ally' is one ally of either keyword anywhere on the map: with one such ally, no question is asked", () => {
    const a = arena(
      [
        { card: "Grove Keeper", side: "A", at: [0, 0] },
        { card: "Thorn Hound", side: "A", at: [11, 9] },
        { card: "Plain Soldier", side: "A", at: [1, 0] },
        { card: "Thorn Hound", side: "B", at: [11, 11] },
      ],
      { extra, choices: ["use"] },
    );
    startRound(a.g);
    expect(a.decisions.length).toBe(1);
    expect(defenseOf(a.g, "A2", "AC").value).toBe(18);
    expect(defenseOf(a.g, "A3", "AC").value).toBe(16);
    expect(defenseOf(a.g, "B1", "AC").value).toBe(16);
  });

  it("'allies get +2 attack while within 5 squares of this creature': counted from the champion, for each ally as it stands now", () => {
    const a = arena(
      [
        { card: "Banner Knight", side: "A", at: [0, 0] },
        { card: "Plain Soldier", side: "A", at: [4, 5] },
        { card: "Plain Soldier", side: "A", at: [9, 9] },
        { card: "Plain Soldier", side: "B", at: [4, 6] },
      ],
      { extra, choices: ["use"] },
    );
    startRound(a.g);
    const mace = attackOf(a, "A2", "Mace");
    expect(attackBonusOf(a.g, "A2", mace, "B1").value).toBe(7 + 2);
    expect(attackBonusOf(a.g, "A3", mace, "B1").value).toBe(7);
    expect(attackBonusOf(a.g, "A1", mace, "B1").value).toBe(7);
    // The champion walks off: 6 squares from the ally now, the bonus no longer counts (it lasts, but its state fails).
    creature(a, "A1").space = { x: 10, y: 10, size: 1 };
    expect(attackBonusOf(a.g, "A2", mace, "B1").value).toBe(7);
    expect(attackBonusOf(a.g, "A3", mace, "B1").value).toBe(7 + 2);
  });
});
