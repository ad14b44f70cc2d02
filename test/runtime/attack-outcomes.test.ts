// Riders that wait on what the attack did: a followup made only on a natural 16 or higher
// or only when the first hit bloodied its target ("followup if natural 16 or higher:",
// "followup if target becomes bloodied:"), and effects once a hit destroyed its target
// ("if target destroyed:"). Scripted dice decide each roll; a die left unused shows the
// followup was not rolled.
// ddm-battle-rules-2011.txt § Attack Roll (Followup Attack); § Hit Points (Bloodied, Destroyed); § Conditions
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { libraryWith } from "../library.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/outcomes.wb",
  text: `creature "Grave Duelist" {
  level 5  cost 18  unaligned  factions Wild  keywords Human
  AC 17  Fort 15  Ref 15  Will 15  speed 6  hp 50
  attack melee basic "Keen Blade": +20 vs AC; 5 damage; followup if natural 16 or higher: +20 vs Will; 10 damage
  attack melee "Cleaver": +20 vs AC; 20 damage; followup if target becomes bloodied: +20 vs AC; 10 damage
  attack melee "Gnash": +20 vs AC; 10 damage; if target destroyed: this creature is Immobilized
}
creature "Oak Warden" {
  level 5  cost 18  unaligned  factions Wild  keywords Plant
  AC 15  Fort 15  Ref 15  Will 15  speed 4  hp 60
  attack melee basic "Branch": +6 vs AC; 10 damage
}
`,
};
const extra = [cards];

/** The duelist beside an Oak Warden (60 hp, bloodied at 30). */
function duel(dice: number[], hp?: number) {
  return arena(
    [
      { card: "Grave Duelist", side: "A", at: [3, 3] },
      { card: "Oak Warden", side: "B", at: [3, 4], ...(hp !== undefined ? { hp } : {}) },
    ],
    { extra, dice },
  );
}
const attack = (a: ReturnType<typeof duel>, i: number) => cardOf(a.g, "Grave Duelist").attacks[i]!;

describe("ddm-battle-rules-2011.txt § Attack Roll (Followup Attack): a followup on an outcome of the first roll", () => {
  it("compiles the outcomes", () => {
    const r = libraryWith(cards);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const duelist = r.ir.creatures.find((c) => c.name === "Grave Duelist")!;
    expect(duelist.attacks[0]!.followup?.when).toEqual({ natural: 16 });
    expect(duelist.attacks[1]!.followup?.when).toEqual({ bloodies: true });
    expect(duelist.attacks[2]!.ifDestroyed?.[0]).toMatchObject({ op: "condition", args: { condition: "Immobilized" }, subject: { op: "self" } });
  });

  it("a natural 16 hits and the followup is rolled: 5 + 10 damage", () => {
    const a = duel([16, 10]);
    makeAttack(a.g, "A1", attack(a, 0), "B1");
    expect(creature(a, "B1").hp).toBe(45);
  });

  it("a natural 15 hits but no followup is rolled: 5 damage", () => {
    const a = duel([15, 10]);
    makeAttack(a.g, "A1", attack(a, 0), "B1");
    expect(creature(a, "B1").hp).toBe(55);
  });

  it("a hit that bloodies the target brings the followup; one that leaves it unbloodied, or hits it already bloodied, does not", () => {
    // 50 → 30: bloodied by the hit, so the followup deals 10 more.
    const fresh = duel([10, 10], 50);
    makeAttack(fresh.g, "A1", attack(fresh, 1), "B1");
    expect(creature(fresh, "B1").hp).toBe(20);
    // 60 → 40: not bloodied, no followup.
    const whole = duel([10, 10]);
    makeAttack(whole.g, "A1", attack(whole, 1), "B1");
    expect(creature(whole, "B1").hp).toBe(40);
    // 30 → 10: bloodied already, so the hit did not bloody it.
    const bloodied = duel([10, 10], 30);
    makeAttack(bloodied.g, "A1", attack(bloodied, 1), "B1");
    expect(creature(bloodied, "B1").hp).toBe(10);
  });
});

describe("ddm-battle-rules-2011.txt § Hit Points (Destroyed): effects once the hit destroyed its target", () => {
  it("the warden at 10 hp is destroyed and the duelist is Immobilized", () => {
    const a = duel([10], 10);
    makeAttack(a.g, "A1", attack(a, 2), "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "A1").effects.map((e) => e.name)).toEqual(["Immobilized"]);
  });

  it("a warden that survives the hit leaves the duelist free", () => {
    const a = duel([10]);
    makeAttack(a.g, "A1", attack(a, 2), "B1");
    expect(creature(a, "B1").status).toBe("in-play");
    expect(creature(a, "A1").effects).toEqual([]);
  });
});
