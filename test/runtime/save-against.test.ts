// Powers that answer a saving throw by what it is against: "use when an adjacent enemy
// rolls a saving throw against ongoing fire damage: that save fails" (recharged once no
// enemy takes ongoing fire damage), and "use when an enemy ends the effects of Possession
// Ray" (its successful save against them). Invented creatures; dice scripted.
// ddm-battle-rules-2011.txt § Saving Throws; § Ongoing Damage; § Powers and Effects (Rechargeable Powers)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature, type Arena, type Placement } from "./arena.js";

const stats = `level 4  cost 15  unaligned  factions Wild  keywords Elemental
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40`;

const cards: SourceFile = {
  path: "test/save-against.wb",
  text: `creature "Flame Dancer" {
  ${stats}
  attack melee basic "Scimitar": +6 vs AC; 5 damage and ongoing 5 fire (save ends)
  attack melee "Frost Touch": +6 vs AC; 5 damage and ongoing 5 cold (save ends)
  power "Smother Hope" uses 1 recharge when no enemy is taking ongoing fire damage: use when adjacent enemy rolls saving throw against ongoing fire damage: that save fails
}
creature "Gaze Wraith" {
  ${stats}
  attack melee basic "Claw": +6 vs AC; 5 damage
  attack ranged 10 "Binding Gaze": +6 vs Will; 5 damage and Dazed (save ends)
  power "Lingering Grip": use when enemy succeeds on saving throw against "Binding Gaze": that enemy is Slowed until end of its next turn
}
creature "Club Brute" {
  ${stats}
  attack melee basic "Club": +6 vs AC; 5 damage
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [cards] });
const strike = (a: Arena, by: string, name: string, target: string) => resolveAttack(a.g, by, attackOf(a, by, name), target);
const effects = (a: Arena, id: string) => creature(a, id).effects.map((e) => `${e.kind}:${e.name}`);

describe("ddm-battle-rules-2011.txt § Saving Throws: a save against ongoing fire damage made to fail", () => {
  it("the brute's save against ongoing fire fails without a roll; once no enemy burns, the power is recharged", () => {
    const a = field([
      { card: "Flame Dancer", side: "A", at: [4, 4] },
      { card: "Club Brute", side: "B", at: [4, 5] },
    ], [15, 15], ["end", "use", "end"]);
    strike(a, "A1", "Scimitar", "B1");
    expect(effects(a, "B1")).toContain("ongoing:fire");
    // Its turn: 5 fire, then the save (the die would be 15) fails.
    creatureTurn(a.g, "B1");
    expect(effects(a, "B1")).toContain("ongoing:fire");
    expect(creature(a, "A1").spent["Smother Hope"]).toBe(1);
    // Next turn: 5 fire, the save (15) succeeds; no enemy burns, so the power recharges.
    creatureTurn(a.g, "B1");
    expect(effects(a, "B1")).not.toContain("ongoing:fire");
    expect(creature(a, "B1").hp).toBe(25);
    expect(creature(a, "A1").spent["Smother Hope"]).toBe(0);
  });

  it("a save against ongoing cold damage is not one against ongoing fire: it is rolled (15 succeeds)", () => {
    const a = field([
      { card: "Flame Dancer", side: "A", at: [4, 4] },
      { card: "Club Brute", side: "B", at: [4, 5] },
    ], [15, 15], ["end"]);
    strike(a, "A1", "Frost Touch", "B1");
    creatureTurn(a.g, "B1");
    expect(effects(a, "B1")).not.toContain("ongoing:cold");
  });
});

describe("ddm-battle-rules-2011.txt § Saving Throws: 'when an enemy ends the effects of Binding Gaze'", () => {
  it("the brute saves against the Dazed of Binding Gaze and is Slowed until the end of its next turn", () => {
    const a = field([
      { card: "Gaze Wraith", side: "A", at: [4, 4] },
      { card: "Club Brute", side: "B", at: [4, 8] },
    ], [15, 15], ["end", "use"]);
    strike(a, "A1", "Binding Gaze", "B1");
    expect(effects(a, "B1")).toContain("condition:Dazed");
    creatureTurn(a.g, "B1");
    expect(effects(a, "B1")).not.toContain("condition:Dazed");
    expect(effects(a, "B1")).toContain("condition:Slowed");
  });
});
