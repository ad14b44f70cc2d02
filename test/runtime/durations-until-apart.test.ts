// Durations that end on something other than a save or a turn: "(save ends) or until it
// takes damage" (whichever comes first), "until it is not adjacent to this creature" and
// "(save ends) or until it is 4 or more squares from this creature" (the effect's source
// and the creature part), ended at once when the source leaves play.
// ddm-battle-rules-2011.txt § Conditions (Duration: Save Ends; Until Trigger; Persistent); § Saving Throws
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { applyDamage, destroy } from "../../runtime/ddm/damage.js";
import { endOfTurnEffects } from "../../runtime/ddm/effects.js";
import { forcedMove } from "../../runtime/ddm/movement.js";
import { moveByPower } from "../../runtime/ddm/power-movement.js";
import { libraryWith } from "../library.js";
import { arena, type Arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/durations-until-apart.wb",
  text: `creature "Dream Moth" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Lulling Touch": +8 vs Will; Helpless (save ends) or until it takes damage
  attack melee "Clutch": +8 vs AC; Immobilized until it is not adjacent to this creature
  attack melee "Drone": +8 vs Will; Stunned (save ends) or until it is 4 or more squares from this creature
}
creature "Field Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

const cause = { creature: "A1", rule: "test", src: null };

function field(dice: number[], choices: string[] = []): Arena {
  return arena(
    [
      { card: "Dream Moth", side: "A", at: [3, 3] },
      { card: "Field Guard", side: "B", at: [3, 4] },
    ],
    { extra: [cards], dice, choices },
  );
}

function hit(a: Arena, name: string): void {
  resolveAttack(a.g, "A1", attackOf(a, "A1", name), "B1");
}

const has = (a: Arena, condition: string) => creature(a, "B1").effects.some((e) => e.kind === "condition" && e.name === condition);

describe("the durations compile (ddm-battle-rules-2011.txt § Conditions, Duration)", () => {
  it("'(save ends) or until it takes damage', 'until it is not adjacent to this creature', '… 4 or more squares from this creature'", () => {
    const ir = libraryWith(cards);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const attacks = ir.ir.creatures.find((c) => c.name === "Dream Moth")!.attacks;
    expect(attacks[0]!.hit[0]!.duration).toEqual({ kind: "save-ends", when: ["damaged"] });
    expect(attacks[1]!.hit[0]!.duration).toEqual({ kind: "until", when: ["apart"], away: 2 });
    expect(attacks[2]!.hit[0]!.duration).toEqual({ kind: "save-ends", when: ["apart"], away: 4 });
  });
});

describe("'(save ends) or until it takes damage' (ddm-battle-rules-2011.txt § Conditions, Duration; § Saving Throws)", () => {
  it("a failed save leaves the guard Helpless; damage then ends it", () => {
    const a = field([15, 4]);
    hit(a, "Lulling Touch");
    expect(has(a, "Helpless")).toBe(true);
    endOfTurnEffects(a.g, "B1");
    expect(has(a, "Helpless")).toBe(true);
    applyDamage(a.g, "B1", [{ amount: 5, type: null }], cause);
    expect(has(a, "Helpless")).toBe(false);
    expect(creature(a, "B1").hp).toBe(35);
  });

  it("a successful save ends it too, with no damage taken", () => {
    const a = field([15, 12]);
    hit(a, "Lulling Touch");
    endOfTurnEffects(a.g, "B1");
    expect(has(a, "Helpless")).toBe(false);
  });
});

describe("'until it is not adjacent to this creature' (ddm-battle-rules-2011.txt § Conditions, Duration: Until Trigger)", () => {
  it("lasts through the guard's turns while the moth stays beside it; ends when the moth moves away", () => {
    const a = field([15], ["3,1"]);
    hit(a, "Clutch");
    endOfTurnEffects(a.g, "B1");
    expect(has(a, "Immobilized")).toBe(true);
    moveByPower(a.g, "A1", "shift", 2, cause);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 1 });
    expect(has(a, "Immobilized")).toBe(false);
  });

  it("a push that leaves the guard beside the moth keeps it; the source destroyed ends it at once (Persistent: the ending became impossible)", () => {
    const a = field([15], ["4,4", "stop"]);
    hit(a, "Clutch");
    forcedMove(a.g, "B1", "slide", 1, cause);
    expect(creature(a, "B1").space).toMatchObject({ x: 4, y: 4 });
    expect(has(a, "Immobilized")).toBe(true);
    destroy(a.g, "A1", { creature: "B1", rule: "test", src: null });
    expect(has(a, "Immobilized")).toBe(false);
  });
});

describe("'(save ends) or until it is 4 or more squares from this creature' (§ Conditions, Duration)", () => {
  it("a push to 3 squares away keeps the guard Stunned; the fourth square ends it", () => {
    const a = field([15], ["3,5", "3,6", "3,7"]);
    hit(a, "Drone");
    forcedMove(a.g, "B1", "push", 2, cause);
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 6 });
    expect(has(a, "Stunned")).toBe(true);
    forcedMove(a.g, "B1", "push", 1, cause);
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 7 });
    expect(has(a, "Stunned")).toBe(false);
  });
});
