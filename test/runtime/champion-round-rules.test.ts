// Champion powers that change a rule for a while: creatures never flanked, attacks of
// range sight cut to a number of squares, critical hits on a lower natural roll against
// the enemy a trigger named, combat advantage on every attack or none at all.
// ddm-battle-rules-2011.txt § Champion Powers; § Flanking; § Ranged Attacks; § Area Attacks;
// § Attack Roll (Critical Hit); § Combat Advantage
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { combatAdvantageReasons } from "../../runtime/ddm/combat-advantage.js";
import { startRound } from "../../runtime/ddm/round.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { criticalFromOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature } from "./arena.js";

const card = (name: string, power = "") => `creature "${name}" {
  level 6  cost 20  unaligned  factions Wild  keywords Human  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Mace": +7 vs AC; 10 damage
  attack ranged sight "Long Shot": +7 vs Ref; 5 damage
  attack area 1 within sight "Star Fall": +7 vs Ref; 5 damage
${power}
}
`;

const extra = [
  {
    path: "test/champion-round-rules.wb",
    text: [
      card("Shield Captain", '  champion power "Close Ranks": use at start of round: this creature cannot be flanked until end of round and allies cannot be flanked until end of round'),
      card("Fog Caller", '  champion power "Grey Veil": use at start of round: this creature gets range 4 for ranged or area attacks with range sight until end of round and creatures get range 4 for ranged or area attacks with range sight until end of round'),
      card("Vengeful Lord", '  champion power "Mark the Foe": use when enemy hits ally with melee attack: allies get critical hits on natural 17 or higher against that enemy until end of round'),
      card("Battle Seer", '  champion power "Open Guard": use at start of round: allies get combat advantage against any target until end of round'),
      card("Dread Marshal", '  champion power "Blind Rage": use at start of round: enemies cannot gain combat advantage until end of round'),
      card("Footman"),
    ].join(""),
  },
];

describe("§ Flanking: 'never considered to be flanked' until end of round", () => {
  it("two enemies on opposite sides of a creature of the warband do not flank it; others stay flankable", () => {
    const a = arena(
      [
        { card: "Shield Captain", side: "A", at: [0, 0] },
        { card: "Footman", side: "A", at: [5, 5] },
        { card: "Footman", side: "B", at: [5, 4] },
        { card: "Footman", side: "B", at: [5, 6] },
        { card: "Footman", side: "B", at: [9, 9] },
        { card: "Footman", side: "A", at: [9, 8] },
        { card: "Footman", side: "A", at: [9, 10] },
      ],
      { extra, choices: ["use"], dice: [7] },
    );
    startRound(a.g);
    expect(combatAdvantageReasons(a.g, "B1", "A2")).toEqual([]);
    // The enemy B3 is flanked by A3 and A4 as usual.
    expect(combatAdvantageReasons(a.g, "A3", "B3")).toHaveLength(1);
    // 7 + 7 = 14 misses AC 16 with no +2 for flanking.
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Mace"), "A2");
    expect(creature(a, "A2").hp).toBe(40);
  });
});

describe("§ Ranged Attacks, § Area Attacks: 'attacks with range sight have range 4 instead'", () => {
  it("a ranged attack of range sight reaches 4 squares only, on both sides, until the round ends", () => {
    const a = arena(
      [
        { card: "Fog Caller", side: "A", at: [0, 0] },
        { card: "Footman", side: "B", at: [0, 4] },
        { card: "Footman", side: "B", at: [0, 6] },
      ],
      { extra, choices: ["use"] },
    );
    const shot = attackOf(a, "A1", "Long Shot");
    expect(mayTarget(a.g, "A1", shot, "B2").allowed).toBe(true);
    startRound(a.g);
    expect(mayTarget(a.g, "A1", shot, "B1").allowed).toBe(true);
    expect(mayTarget(a.g, "A1", shot, "B2").allowed).toBe(false);
    // The enemy's own sight attacks are cut too.
    expect(mayTarget(a.g, "B2", attackOf(a, "B2", "Long Shot"), "A1").allowed).toBe(false);
  });

  it("an area attack within sight has its centre square within 4 squares", () => {
    const a = arena(
      [
        { card: "Fog Caller", side: "A", at: [0, 0] },
        { card: "Footman", side: "B", at: [0, 8] },
      ],
      { extra, choices: ["use"] },
    );
    const fall = attackOf(a, "A1", "Star Fall");
    expect(placements(a.g, "A1", fall).some((p) => p.targets.includes("B1"))).toBe(true);
    startRound(a.g);
    // Radius 1 around a centre at most 4 squares away cannot reach 8 squares.
    expect(placements(a.g, "A1", fall).some((p) => p.targets.includes("B1"))).toBe(false);
  });
});

describe("§ Attack Roll (Critical Hit): 'critical hits on natural 17-20 against that enemy'", () => {
  it("after an enemy hits an ally, every ally scores critical hits on 17 or more against that enemy only", () => {
    const a = arena(
      [
        { card: "Vengeful Lord", side: "A", at: [0, 0] },
        { card: "Footman", side: "A", at: [5, 5] },
        { card: "Footman", side: "B", at: [5, 6] },
        { card: "Footman", side: "B", at: [6, 4] },
      ],
      { extra, choices: ["use"], dice: [15, 17] },
    );
    const mace = attackOf(a, "A2", "Mace");
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Mace"), "A2");
    expect(creature(a, "A2").hp).toBe(30);
    expect(criticalFromOf(a.g, "A2", mace, "B1").value).toBe(17);
    expect(criticalFromOf(a.g, "A2", mace, "B2").value).toBe(20);
    // A natural 17 against that enemy is a critical hit: base damage doubled, 20.
    resolveAttack(a.g, "A2", mace, "B1");
    expect(creature(a, "B1").hp).toBe(20);
  });
});

describe("§ Combat Advantage: on every attack, or never", () => {
  it("'combat advantage on its attacks': an ally gains +2 against a target that gives no other reason", () => {
    const a = arena(
      [
        { card: "Battle Seer", side: "A", at: [0, 0] },
        { card: "Footman", side: "A", at: [5, 5] },
        { card: "Footman", side: "B", at: [5, 6] },
      ],
      { extra, choices: ["use"], dice: [7] },
    );
    expect(combatAdvantageReasons(a.g, "A2", "B1")).toEqual([]);
    startRound(a.g);
    expect(combatAdvantageReasons(a.g, "A2", "B1")).toHaveLength(1);
    // The owner gave it to its allies only.
    expect(combatAdvantageReasons(a.g, "A1", "B1")).toEqual([]);
    // 7 + 7 + 2 = 16 meets AC 16: a hit.
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Mace"), "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("'cannot gain combat advantage': a flanking enemy has none", () => {
    const a = arena(
      [
        { card: "Dread Marshal", side: "A", at: [0, 0] },
        { card: "Footman", side: "A", at: [5, 5] },
        { card: "Footman", side: "B", at: [5, 4] },
        { card: "Footman", side: "B", at: [5, 6] },
      ],
      { extra, choices: ["use"], dice: [7] },
    );
    expect(combatAdvantageReasons(a.g, "B1", "A2")).toHaveLength(1);
    startRound(a.g);
    expect(combatAdvantageReasons(a.g, "B1", "A2")).toEqual([]);
    // 7 + 7 = 14 misses AC 16 without the +2 flanking would give.
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Mace"), "A2");
    expect(creature(a, "A2").hp).toBe(40);
  });
});
