// Immediate interrupts resolve before their trigger, immediate reactions after it; a
// plain immediate action follows the rule option "immediate actions interrupt their trigger".
// ddm-battle-rules-2011.txt § Actions (Immediate Action); ../shared/spec/ddm-2011.md P-11
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { libraryWith } from "../library.js";
import { arena, creature, logText, type Placement } from "./arena.js";

// Made-up creatures: each heals 10 when hit, at a different time (not bundled content).
const guards: SourceFile = {
  path: "test/guards.wb",
  text: `creature "Vigil Knight" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Sword": +5 vs AC; 10 damage
  power "Brace": immediate interrupt, use when an enemy hits this creature: this creature heals 10
}
creature "Mend Squire" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Sword": +5 vs AC; 10 damage
  power "Rally": immediate reaction, use when an enemy hits this creature: this creature heals 10
}
creature "Plain Guard" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Sword": +5 vs AC; 10 damage
  power "Steady": immediate action, use when an enemy hits this creature: this creature heals 10
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { dice, choices, extra: [guards] });
// A 15 hits AC 10; the defender at full hit points (40) is hit for 10 and uses its power.
const hitOnce = (defender: string, option?: boolean) => {
  const a = field([
    { card: "Plain Guard", side: "A", at: [3, 3] },
    { card: defender, side: "B", at: [3, 4] },
  ], [15], ["use"]);
  if (option !== undefined) a.g.options.set("immediate actions interrupt their trigger", { name: "immediate actions interrupt their trigger", value: option, src: null });
  resolveAttack(a.g, "A1", cardOf(a.g, "Plain Guard").attacks[0]!, "B1");
  return a;
};

describe("ddm-battle-rules-2011.txt § Actions (Immediate Action): interrupts and reactions", () => {
  it("an immediate interrupt resolves before the hit: healing at full hit points does nothing, then the damage stands (40 → 30)", () => {
    const a = hitOnce("Vigil Knight");
    expect(creature(a, "B1").hp).toBe(30);
    const log = logText(a);
    expect(log.findIndex((t) => t.includes("uses Brace"))).toBeLessThan(log.findIndex((t) => t.includes("takes 10 damage")));
  });

  it("an immediate reaction resolves after the hit: the damage is healed (40 → 30 → 40)", () => {
    const a = hitOnce("Mend Squire");
    expect(creature(a, "B1").hp).toBe(40);
    const log = logText(a);
    expect(log.findIndex((t) => t.includes("uses Rally"))).toBeGreaterThan(log.findIndex((t) => t.includes("takes 10 damage")));
  });

  it("a plain immediate action interrupts by the core option, and reacts when a house rule sets it to no", () => {
    expect(creature(hitOnce("Plain Guard"), "B1").hp).toBe(30);
    expect(creature(hitOnce("Plain Guard", false), "B1").hp).toBe(40);
  });

  it("the card's words are kept in the compiled power: timing interrupt or reaction", () => {
    const ir = libraryWith(guards).ir;
    const timing = (name: string) => ir.creatures.find((c) => c.name === name)!.powers[0]!.clauses.map((c) => (c.kind === "trigger" ? (c.timing ?? "none") : c.kind));
    expect(timing("Vigil Knight")).toEqual(["interrupt"]);
    expect(timing("Mend Squire")).toEqual(["reaction"]);
    expect(timing("Plain Guard")).toEqual(["none"]);
    expect(ir.creatures.find((c) => c.name === "Vigil Knight")!.powers[0]!.action).toBe("immediate");
  });
});
