// Triggers about flanking and conceal: "an enemy flanking this creature attacks it", "an
// enemy flanked by this creature attacks an ally", "an ally flanking with this creature
// scores a critical hit" (the pair on opposite sides of the creature attacked), and "an
// enemy fails a Conceal roll against this creature" (its hit turned into a miss by conceal).
// ddm-battle-rules-2011.txt § Flanking; § Attack Roll (Conceal); § Activated Powers
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Elf
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/flank-conceal.wb",
  text: `creature "Ring Guard" {
  ${stats}
  attack melee basic "Blade": +6 vs AC; 5 damage
  power "Back Cut": immediate action, use when enemy flanking this creature declares attack against this creature: this creature makes basic melee attack against that enemy
}
creature "Pack Fencer" {
  ${stats}
  attack melee basic "Rapier": +6 vs AC; 5 damage
  power "Press the Flank": immediate action, use when enemy flanked by this creature attacks ally: this creature makes basic melee attack against that enemy
}
creature "Twin Lancer" {
  ${stats}
  attack melee basic "Lance": +6 vs AC; 5 damage
  power "Shared Opening": immediate action, use when ally flanking with this creature scores critical hit: this creature makes basic melee attack against target
}
creature "Blur Stalker" {
  ${stats}
  attack melee basic "Claw": +6 vs AC; 5 damage
  power "Shimmer": conceal 11
  power "Slip Aside": whenever enemy fails conceal roll against this creature: this creature makes basic melee attack against that enemy
}
creature "Plain Brawler" {
  ${stats}
  attack melee basic "Fist": +6 vs AC; 5 damage
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });
const hpLost = (a: ReturnType<typeof field>, id: string) => creature(a, id).maxHp - creature(a, id).hp;
const used = (a: ReturnType<typeof field>) => a.decisions.filter((d) => d.kind === "use-power").length;

describe("ddm-battle-rules-2011.txt § Flanking: triggers that ask who flanks whom", () => {
  it("'enemy flanking this creature declares attack against this creature': the flanker is struck back, a lone attacker is not", () => {
    const a = field([
      { card: "Ring Guard", side: "A", at: [5, 5] },
      { card: "Plain Brawler", side: "B", at: [5, 4] },
      { card: "Plain Brawler", side: "B", at: [5, 6] },
    ], [15, 15, 15], ["use", "Blade:B1"]);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Fist"), "A1");
    expect(hpLost(a, "B1")).toBe(5);
    expect(hpLost(a, "A1")).toBe(5);
    const b = field([
      { card: "Ring Guard", side: "A", at: [5, 5] },
      { card: "Plain Brawler", side: "B", at: [5, 4] },
      { card: "Plain Brawler", side: "B", at: [6, 5] },
    ], [15]);
    resolveAttack(b.g, "B1", attackOf(b, "B1", "Fist"), "A1");
    expect(used(b)).toBe(0);
    expect(hpLost(b, "B1")).toBe(0);
  });

  it("'enemy flanked by this creature attacks ally': only an enemy this creature flanks (an ally on its far side) draws the attack", () => {
    const a = field([
      { card: "Pack Fencer", side: "A", at: [5, 4] },
      { card: "Plain Brawler", side: "A", at: [5, 6] },
      { card: "Plain Brawler", side: "B", at: [5, 5] },
    ], [15, 15], ["use", "Rapier:B1"]);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Fist"), "A2");
    expect(hpLost(a, "B1")).toBe(5);
    const b = field([
      { card: "Pack Fencer", side: "A", at: [5, 4] },
      { card: "Plain Brawler", side: "A", at: [6, 5] },
      { card: "Plain Brawler", side: "B", at: [5, 5] },
    ], [15]);
    resolveAttack(b.g, "B1", attackOf(b, "B1", "Fist"), "A2");
    expect(used(b)).toBe(0);
    expect(hpLost(b, "B1")).toBe(0);
  });

  it("'ally flanking with this creature scores critical hit': the partner across the target answers; a critical hit from an ally not flanking with it does nothing", () => {
    const a = field([
      { card: "Twin Lancer", side: "A", at: [5, 4] },
      { card: "Plain Brawler", side: "A", at: [5, 6] },
      { card: "Plain Brawler", side: "B", at: [5, 5] },
    ], [20, 15], ["use", "Lance:B1"]);
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Fist"), "B1");
    expect(hpLost(a, "B1")).toBe(10 + 5);
    const b = field([
      { card: "Twin Lancer", side: "A", at: [5, 4] },
      { card: "Plain Brawler", side: "A", at: [6, 5] },
      { card: "Plain Brawler", side: "B", at: [5, 5] },
    ], [20]);
    resolveAttack(b.g, "A2", attackOf(b, "A2", "Fist"), "B1");
    expect(used(b)).toBe(0);
    expect(hpLost(b, "B1")).toBe(10);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Conceal): a hit conceal turns into a miss", () => {
  it("conceal 11 and a conceal roll of 4: the hit misses and the stalker strikes back; a roll of 12 lets the hit stand and nothing follows", () => {
    const a = field([
      { card: "Blur Stalker", side: "A", at: [5, 5] },
      { card: "Plain Brawler", side: "B", at: [5, 6] },
    ], [15, 4, 15], ["Claw:B1"]);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Fist"), "A1");
    expect(hpLost(a, "A1")).toBe(0);
    expect(hpLost(a, "B1")).toBe(5);
    const b = field([
      { card: "Blur Stalker", side: "A", at: [5, 5] },
      { card: "Plain Brawler", side: "B", at: [5, 6] },
    ], [15, 12]);
    resolveAttack(b.g, "B1", attackOf(b, "B1", "Fist"), "A1");
    expect(hpLost(b, "A1")).toBe(5);
    expect(hpLost(b, "B1")).toBe(0);
  });

  it("a plain miss (the roll below the defence) is no failed conceal roll: nothing follows", () => {
    const a = field([
      { card: "Blur Stalker", side: "A", at: [5, 5] },
      { card: "Plain Brawler", side: "B", at: [5, 6] },
    ], [2]);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Fist"), "A1");
    expect(hpLost(a, "A1")).toBe(0);
    expect(hpLost(a, "B1")).toBe(0);
  });
});
