// Attacks an attack's own effects make after it: the attack again (up to a maximum per
// turn, against the same or a different target) and a basic attack, each made once the
// attack has resolved, as part of the same action.
// ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks); § Basic Attacks
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { libraryWith } from "../library.js";
import { type Arena, arena, attackOf, creature, logText } from "./arena.js";
import { strawTarget } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/attack-repeats.wb",
  text: `creature "Blade Dancer" {
  level 6  cost 20  unaligned  factions Wild  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Slash": +8 vs AC; 5 damage
  attack melee "Whirling Blades" uses 1: +8 vs AC; 10 damage and then make this attack again (maximum 3 per turn)
  attack melee "Frenzy": +8 vs AC; 5 damage and then make this attack again against the same target
  attack melee "Sweep": +8 vs AC; 5 damage and then repeat this attack against a different target (maximum 2 per turn)
  attack melee "Cuff": +8 vs AC; 5 damage and then make a basic melee attack (maximum 1 per turn)
}
`,
};


function field(dice: number[], choices: string[], two = false): Arena {
  return arena(
    [
      { card: "Blade Dancer", side: "A", at: [3, 3] },
      { card: "Straw Target", side: "B", at: [3, 4] },
      ...(two ? [{ card: "Straw Target", side: "B" as const, at: [4, 4] as [number, number] }] : []),
    ],
    { extra: [cards, strawTarget], dice, choices },
  );
}

describe("an attack made again by its own effect (ddm-battle-rules-2011.txt § Attack Roll, Repeated Attacks)", () => {
  it("compiles to the effect with its maximum", () => {
    const ir = libraryWith(cards);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const blades = ir.ir.creatures.find((c) => c.name === "Blade Dancer")!.attacks[1]!;
    expect(blades.hit[1]).toMatchObject({ op: "then-attack-again", args: { max: 3 } });
  });

  it("'maximum 3 per turn' makes three attacks in all, the first included, and the repeats spend no use", () => {
    // Three hits of 10, then the effect stops at its maximum: no fourth die is rolled.
    const a = field([15, 15, 15], ["0", "0"]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Whirling Blades"), "B1");
    expect(creature(a, "B1").hp).toBe(70);
    expect(creature(a, "A1").spent["Whirling Blades"]).toBe(1);
    expect(logText(a).some((t) => t.includes("makes no more Whirling Blades this turn"))).toBe(true);
  });

  it("the repeat comes after the attack: a miss queues nothing, so the chain ends", () => {
    const a = field([15, 2], ["0"]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Whirling Blades"), "B1");
    expect(creature(a, "B1").hp).toBe(90);
  });

  it("'against the same target' without a maximum goes on while it hits, against that target only", () => {
    const a = field([15, 15, 15, 1], ["0", "0", "0"], true);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Frenzy"), "B1");
    expect(creature(a, "B1").hp).toBe(85);
    expect(creature(a, "B2").hp).toBe(100);
    // Only B1 was ever offered.
    expect(a.decisions.every((d) => d.options.filter((o) => o.id !== "decline").length === 1)).toBe(true);
  });

  it("'against a different target' offers only a creature the chain has not attacked", () => {
    const a = field([15, 15], ["0"], true);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Sweep"), "B1");
    expect(creature(a, "B1").hp).toBe(95);
    expect(creature(a, "B2").hp).toBe(95);
    expect(a.decisions[0]!.options.map((o) => o.label)).toEqual(["Sweep → Straw Target (B2)", "decline"]);
  });

  it("'then make a basic melee attack (maximum 1 per turn)': one basic attack after it; its player may decline", () => {
    const a = field([15, 15], ["0"]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Cuff"), "B1");
    expect(creature(a, "B1").hp).toBe(90);
    const b = field([15], ["decline"]);
    makeAttack(b.g, "A1", attackOf(b, "A1", "Cuff"), "B1");
    expect(creature(b, "B1").hp).toBe(95);
  });
});
