// Attack riders that move the attacker or call others' attacks, and attacks that may target
// allies: "this creature teleports to square adjacent to target", "can target allies",
// "target provokes opportunity attacks from Undead creatures", "one ally adjacent to target
// makes opportunity attack against target". Invented creatures; dice and choices scripted.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Teleport); § How to Choose Targets; § Opportunity Attacks
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { checkTargets } from "../../runtime/ddm/targeting.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const movers: SourceFile = {
  path: "test/rider-movers.wb",
  text: `creature "Rift Caller" {
  level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 14  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Rod": +4 vs AC; 5 damage
  attack ranged 8 "Blink Strike": +5 vs AC; 10 damage and this creature teleports to square adjacent to target
  attack ranged 5 can target allies "Mending Ray": +5 vs Will; target teleports 2
  attack ranged 6 "Grave Call": +5 vs Will; target provokes opportunity attacks from Undead creatures
  attack ranged 6 "Beckon Blade": +5 vs AC; 5 damage and one ally adjacent to target makes opportunity attack against target
  attack melee reach 2 "Long Sweep": +5 vs AC; 10 damage and 20 damage instead if target is adjacent to this creature
  attack melee "Cleave Through": +5 vs AC; 10 damage and one other adjacent enemy takes 5 damage
  attack melee make 2 attacks same target "Twin Maul": +5 vs AC; 5 damage; if both hit: this creature makes basic melee attack against different target
}
creature "Grave Hound" {
  level 3  cost 10  unaligned  factions Wild  keywords Undead
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 50
  attack melee basic "Gnaw": +6 vs AC; 10 damage
}
creature "Toll Guard" {
  level 3  cost 10  unaligned  factions Wild  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 50
  attack melee basic "Halberd": +6 vs AC; 10 damage
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [movers] });

describe("ddm-battle-rules-2011.txt § Forced-Movement Effects (Teleport): to a square adjacent to the target", () => {
  it("on a hit the attacker is teleported to a square beside the target, its player choosing among those only", () => {
    const a = field([
      { card: "Rift Caller", side: "A", at: [3, 3] },
      { card: "Toll Guard", side: "B", at: [3, 8] },
    ], [15], ["3,7"]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Blink Strike"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
    const offered = a.decisions.find((d) => d.kind === "place")!.options.map((o) => o.id);
    // The eight squares around B1 at 3,8 (the map is 12 squares high).
    expect(offered.sort()).toEqual(["2,7", "2,8", "2,9", "3,7", "3,9", "4,7", "4,8", "4,9"]);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 7 });
  });
});

describe("ddm-battle-rules-2011.txt § How to Choose Targets: 'can target allies'", () => {
  it("an ally is a legal target of the attack, the attacker itself is not; other attacks still refuse allies", () => {
    const a = field([
      { card: "Rift Caller", side: "A", at: [3, 3] },
      { card: "Toll Guard", side: "A", at: [3, 5] },
      { card: "Toll Guard", side: "B", at: [5, 5] },
    ]);
    const legal = (name: string) => checkTargets(a.g, "A1", attackOf(a, "A1", name)).filter((t) => t.ok).map((t) => t.target).sort();
    expect(legal("Mending Ray")).toEqual(["A2", "B1"]);
    expect(legal("Grave Call")).toEqual(["B1"]);
  });
});

describe("ddm-battle-rules-2011.txt § Opportunity Attacks: provoked by an attack's rider", () => {
  it("'provokes opportunity attacks from Undead creatures': only the Undead beside the target are offered one", () => {
    const a = field([
      { card: "Rift Caller", side: "A", at: [3, 3] },
      { card: "Toll Guard", side: "B", at: [3, 7] },
      { card: "Grave Hound", side: "A", at: [3, 8] },
      { card: "Toll Guard", side: "A", at: [4, 7] },
    ], [15, 15], ["attack"]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Grave Call"), "B1");
    const offers = a.decisions.filter((d) => d.kind === "opportunity-attack");
    expect(offers).toHaveLength(1);
    expect(offers[0]!.prompt).toContain("Grave Hound");
    expect(creature(a, "B1").hp).toBe(40);
  });

  it("'one ally adjacent to target makes opportunity attack against target': the chosen ally attacks, nothing else provoked", () => {
    const a = field([
      { card: "Rift Caller", side: "A", at: [3, 3] },
      { card: "Toll Guard", side: "B", at: [3, 7] },
      { card: "Toll Guard", side: "A", at: [4, 7] },
    ], [15, 15], ["attack"]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Beckon Blade"), "B1");
    // 5 from the ranged hit, 10 from the ally's opportunity attack.
    expect(creature(a, "B1").hp).toBe(35);
    expect(a.decisions.filter((d) => d.kind === "opportunity-attack")).toHaveLength(1);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks): 'if both hit', a basic attack against another target", () => {
  it("both hits on one target give a basic melee attack against a different one; one miss gives none", () => {
    const placements: Placement[] = [
      { card: "Rift Caller", side: "A", at: [3, 3] },
      { card: "Toll Guard", side: "B", at: [3, 4] },
      { card: "Toll Guard", side: "B", at: [4, 4] },
    ];
    const both = field(placements, [15, 15, 15], ["Rod:B2"]);
    makeAttack(both.g, "A1", attackOf(both, "A1", "Twin Maul"), "B1");
    // 5 + 5 on B1; the Rod's 5 on B2, never on B1 again.
    expect([creature(both, "B1").hp, creature(both, "B2").hp]).toEqual([40, 45]);
    const one = field(placements, [15, 2]);
    makeAttack(one.g, "A1", attackOf(one, "A1", "Twin Maul"), "B1");
    expect([creature(one, "B1").hp, creature(one, "B2").hp]).toEqual([45, 50]);
  });
});

describe("ddm-battle-rules-2011.txt § Applying Damage (Base Damage): 'instead if target is adjacent to this creature'", () => {
  it("the larger base damage against a target beside the attacker, the printed one against a target 2 squares away", () => {
    const a = field([
      { card: "Rift Caller", side: "A", at: [3, 3] },
      { card: "Toll Guard", side: "B", at: [3, 4] },
      { card: "Toll Guard", side: "B", at: [5, 3] },
    ], [15, 15]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Long Sweep"), "B1");
    makeAttack(a.g, "A1", attackOf(a, "A1", "Long Sweep"), "B2");
    expect([creature(a, "B1").hp, creature(a, "B2").hp]).toEqual([30, 40]);
  });
});

describe("ddm-battle-rules-2011.txt § How to Choose Targets: 'one other adjacent enemy'", () => {
  it("damage to an enemy beside the attacker other than the target; with the target alone beside it, no one else", () => {
    const two = field([
      { card: "Rift Caller", side: "A", at: [3, 3] },
      { card: "Toll Guard", side: "B", at: [3, 4] },
      { card: "Toll Guard", side: "B", at: [4, 4] },
    ], [15]);
    makeAttack(two.g, "A1", attackOf(two, "A1", "Cleave Through"), "B1");
    expect([creature(two, "B1").hp, creature(two, "B2").hp]).toEqual([40, 45]);
    const alone = field([
      { card: "Rift Caller", side: "A", at: [3, 3] },
      { card: "Toll Guard", side: "B", at: [3, 4] },
    ], [15]);
    makeAttack(alone.g, "A1", attackOf(alone, "A1", "Cleave Through"), "B1");
    expect(creature(alone, "B1").hp).toBe(40);
  });
});
