// Card rules of the attack roll and its aftermath: the attacker's choice of two defences,
// the highest of several d20s, and effects on each creature attacked once every roll of
// the action has resolved.
// ddm-battle-rules-2011.txt § Attack Roll; § Close Attacks (Multiple Targets); § Forced-Movement Effects (Push)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { resolveAreaAttack, resolveAttack } from "../../runtime/ddm/attack.js";
import { libraryWith } from "../library.js";
import { type Arena, arena, attackOf, creature, logText } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-rolls.wb",
  text: `creature "Storm Knight" {
  level 6  cost 20  unaligned  factions Wild  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Spark Blade": +8 vs AC or Ref; 10 damage
  attack melee best of 3 "Many Blades": +8 vs AC; 10 damage
  attack close blast 2 "Tail Sweep": +8 vs Ref; 10 damage; after all attacks: push 2
}
creature "Iron Wall" {
  level 3  cost 10  unaligned  factions Wild  keywords Construct
  AC 20  Fort 12  Ref 10  Will 12  speed 5  hp 100
  attack melee basic "Slam": +5 vs AC; 5 damage
}
`,
};


function duel(dice: number[], extra: { card: string; side: "A" | "B"; at: [number, number] }[] = [], choices: string[] = []): Arena {
  return arena([{ card: "Storm Knight", side: "A", at: [3, 3] }, { card: "Iron Wall", side: "B", at: [3, 4] }, ...extra], { extra: [cards], dice, choices });
}

describe("'+8 vs AC or Ref': the attacker's choice of defence (card text; ddm-battle-rules-2011.txt § Attack Roll)", () => {
  it("compiles the second defence", () => {
    const ir = libraryWith(cards);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(ir.ir.creatures.find((c) => c.name === "Storm Knight")!.attacks[0]).toMatchObject({ defense: "AC", defenseOr: "Ref" });
  });

  it("against AC 20 and Ref 10 the roll goes against Ref: 5 + 8 = 13 hits", () => {
    const a = duel([5]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Spark Blade"), "B1");
    expect(creature(a, "B1").hp).toBe(90);
    expect(logText(a).some((t) => t.includes("vs Ref 10 — hit"))).toBe(true);
  });
});

describe("'best of 3': the highest of three d20s is the natural roll (card text; § Attack Roll)", () => {
  it("rolls 3, 20 and 4: the 20 is kept, a critical hit", () => {
    const a = duel([3, 20, 4]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Many Blades"), "B1");
    expect(creature(a, "B1").hp).toBe(80);
  });

  it("rolls 2, 11 and 5: 11 + 8 = 19 misses AC 20", () => {
    const a = duel([2, 11, 5]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Many Blades"), "B1");
    expect(creature(a, "B1").hp).toBe(100);
  });
});

describe("'after all attacks:': each creature attacked, hit or missed, once every roll has resolved (§ Close Attacks)", () => {
  it("both targets of the blast are pushed 2 after both rolls, the missed one too", () => {
    const a = duel([15, 1], [{ card: "Iron Wall", side: "B", at: [4, 4] }], ["B1", "3,5", "3,6", "5,5", "6,6"]);
    const p = placements(a.g, "A1", attackOf(a, "A1", "Tail Sweep")).find((x) => x.targets.length === 2 && x.targets.includes("B1") && x.targets.includes("B2"))!;
    resolveAreaAttack(a.g, "A1", attackOf(a, "A1", "Tail Sweep"), p);
    expect(creature(a, "B1").hp + creature(a, "B2").hp).toBe(190);
    const log = logText(a);
    const lastRoll = Math.max(...log.map((t, i) => (t.includes("Tail Sweep:") && t.includes(" vs Ref ") ? i : -1)));
    const pushes = log.map((t, i) => (/is pushed 2 squares/.test(t) ? i : -1)).filter((i) => i >= 0);
    expect(pushes).toHaveLength(2);
    expect(pushes.every((i) => i > lastRoll)).toBe(true);
  });
});
