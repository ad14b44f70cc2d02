// Attack forms the card import reads beyond the basic roll and effects: restrictions
// on targets written before the roll, and riders of the attack's own.
// ddm-battle-rules-2011.txt § Making an Attack; § Combat Advantage
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { libraryWith } from "../library.js";
import { arena, creature, type Arena } from "./arena.js";

const riders: SourceFile = {
  path: "test/attack-riders.wb",
  text: `creature "Alley Cutter" {
  level 4  cost 15  unaligned  factions Wild  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 40
  attack melee basic "Knife": +8 vs AC; 10 damage
  attack melee against targets granting combat advantage only "Sap": +8 vs Fort; 10 damage and Dazed
}
creature "Plain Brute" {
  level 4  cost 15  unaligned  factions Wild  keywords Human
  AC 12  Fort 14  Ref 13  Will 16  speed 6  hp 80
  attack melee basic "Club": +6 vs AC; 10 damage
}
`,
};

const attack = (a: Arena, id: string, name: string) => cardOf(a.g, creature(a, id).card).attacks.find((x) => x.name === name)!;

describe("targets restricted before the roll", () => {
  it("compiles 'against targets granting combat advantage only' to the attack's target gate", () => {
    const ir = libraryWith(riders);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(ir.ir.creatures.find((c) => c.name === "Alley Cutter")!.attacks[1]!.targets).toMatchObject({ op: "granting-combat-advantage" });
  });

  it("'against targets granting combat advantage only' may target a flanked enemy only (ddm-battle-rules-2011.txt § Combat Advantage; § Flanking)", () => {
    const alone = arena(
      [
        { card: "Alley Cutter", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [3, 4] },
      ],
      { extra: [riders] },
    );
    expect(mayTarget(alone.g, "A1", attack(alone, "A1", "Sap"), "B1").allowed).toBe(false);
    const flanked = arena(
      [
        { card: "Alley Cutter", side: "A", at: [3, 3] },
        { card: "Alley Cutter", side: "A", at: [3, 5] },
        { card: "Plain Brute", side: "B", at: [3, 4] },
      ],
      { extra: [riders], dice: [15] },
    );
    expect(mayTarget(flanked.g, "A1", attack(flanked, "A1", "Sap"), "B1").allowed).toBe(true);
    resolveAttack(flanked.g, "A1", attack(flanked, "A1", "Sap"), "B1");
    expect(creature(flanked, "B1").hp).toBe(70);
    expect(creature(flanked, "B1").effects.map((e) => e.name)).toEqual(["Dazed"]);
  });
});
