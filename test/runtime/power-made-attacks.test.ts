// Attacks printed inside a power ("Use when this creature hits: make an attack, +8 vs. AC;
// 10 damage"): written as an attack of the card `by power only`, which the power makes
// and no action can. It is rolled and resolved as any attack (ddm-battle-rules-2011.txt
// § Making an Attack); it is never one of the options of an attack action (§ Attack
// Actions, Use an Attack: the card's Attacks section; § Powers and Effects).
import { describe, expect, it } from "vitest";
import { actionOptions } from "../../runtime/ddm/turn.js";
import { codes, libraryWith } from "../library.js";
import { creature } from "./arena.js";
import { attackNow, fieldOf, tenDefences } from "./made-up-cards.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/power-made-attacks.wb",
  text: `creature "Raking Cat" {
  ${tenDefences(40)}
  attack melee basic "Claw": +6 vs AC; 10 damage
  attack melee "Rake" by power only: +8 vs AC; 10 damage
  power "Rake": immediate action, use when this creature hits with basic melee attack: this creature makes "Rake" attack against target
}
creature "Ember Husk" {
  ${tenDefences(20)}
  attack melee basic "Slam": +6 vs AC; 5 damage
  attack close burst 1 "Cinder Burst" by power only: +8 vs Ref; 10 fire damage; miss: 5 fire damage
  power "Cinder Burst": immediate action, use when this creature is destroyed: this creature makes "Cinder Burst" attack
}
creature "Brute" {
  ${tenDefences(40)}
  attack melee basic "Club": +6 vs AC; 20 damage
}
`,
};

const field = fieldOf(cards);

describe("ddm-battle-rules-2011.txt § Making an Attack: an attack printed inside a triggered power", () => {
  it("'use when this creature hits with a basic melee attack: +8 vs AC; 10 damage against the same creature': Claw hits (15 + 6), then Rake hits (12 + 8): 20 damage in all", () => {
    const a = field([
      { card: "Raking Cat", side: "A", at: [5, 4] },
      { card: "Brute", side: "B", at: [5, 5] },
    ], [15, 12], ["use", "Rake:B1"]);
    attackNow(a, "A1", "Claw", "B1");
    expect(creature(a, "B1").hp).toBe(20);
  });

  it("its own roll decides: Claw hits (15 + 6) and Rake misses (1 + 8 against AC 10), so only Claw's 10 damage lands", () => {
    const a = field([
      { card: "Raking Cat", side: "A", at: [5, 4] },
      { card: "Brute", side: "B", at: [5, 5] },
    ], [15, 1], ["use", "Rake:B1"]);
    attackNow(a, "A1", "Claw", "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("'use when this creature is destroyed: (burst 1) +8 vs Ref; 10 fire damage; miss: 5 fire damage': the Husk's burst as it falls hits one adjacent Brute (14 + 8) and misses the other (1 + 8), which takes the miss damage", () => {
    const a = field([
      { card: "Brute", side: "A", at: [5, 4] },
      { card: "Ember Husk", side: "B", at: [5, 5] },
      { card: "Brute", side: "A", at: [5, 6] },
    ], [15, 14, 1], ["use", "Cinder Burst:burst", "A1"]);
    attackNow(a, "A1", "Club", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect([creature(a, "A1").hp, creature(a, "A2").hp]).toEqual([30, 35]);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Actions (Use an Attack): an attack 'by power only' is no attack action", () => {
  it("on its own turn the Cat may take Claw against the adjacent Brute but not Rake, refused as made only by its power", () => {
    const a = field([
      { card: "Raking Cat", side: "A", at: [5, 4] },
      { card: "Brute", side: "B", at: [5, 5] },
    ], []);
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    const options = actionOptions(a.g, "A1");
    expect(options.some((o) => o.id === "attack:Claw:B1" && o.legal)).toBe(true);
    const rake = options.filter((o) => o.id.startsWith("attack:Rake"));
    expect(rake).toEqual([{ id: "attack:Rake", label: "Rake", legal: false, why: expect.stringContaining("made only by its card's power") }]);
  });
});

describe("an attack 'by power only' checked as it compiles", () => {
  it("cannot also be the basic attack (made as the attack action) nor recharged by an action: WB330 at the header", () => {
    const r = libraryWith({
      path: "test/by-power-basic.wb",
      text: `creature "Odd Cat" {\n  ${tenDefences(40)}\n  attack melee basic "Claw" by power only: +6 vs AC; 10 damage\n}\n`,
    });
    expect(codes(r, "test/by-power-basic.wb")).toEqual(["4:10 WB330"]);
  });
});
