// "Move up to 4 squares and make 1 attack against each enemy occupying squares entered
// during that move": only a creature that may pass through enemies (Flight over ones
// without it, Burrow, Phasing) enters their squares; each enemy it entered is attacked
// once, wherever the move ends; a walker blocked by them attacks no one.
// ddm-battle-rules-2011.txt § Move Actions (Move); § Movement Modes (Flight); § Making an Attack
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { libraryWith } from "../library.js";
import { arena, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-passing.wb",
  text: `creature "Ember Drake" {
  level 6  cost 20  unaligned  factions Wild  keywords Dragon
  AC 15  Fort 14  Ref 13  Will 16  speed 6 flight  hp 60
  attack melee basic "Claw": +8 vs AC; 5 damage
  attack melee during moving 4 against each enemy entered "Fiery Pass": +8 vs AC; 10 fire damage
}
creature "Ground Drake" {
  level 6  cost 20  unaligned  factions Wild  keywords Dragon
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Claw": +8 vs AC; 5 damage
  attack melee during moving 4 against each enemy entered "Fiery Pass": +8 vs AC; 10 fire damage
}
creature "Field Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

const rows = ([3, 5] as const).flatMap((y) => [2, 3, 4].map((x) => ({ card: "Field Guard", side: "B" as const, at: [x, y] as [number, number] })));

describe("'during moving 4 against each enemy entered' (ddm-battle-rules-2011.txt § Movement Modes; § Making an Attack)", () => {
  it("compiles", () => {
    const ir = libraryWith(cards);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(ir.ir.creatures.find((c) => c.name === "Ember Drake")!.attacks[1]).toMatchObject({ eachEntered: true, approach: { verb: "move", squares: 4, during: true } });
  });

  it("a flier crossing two rows of guards attacks the one it passed over in each row, once each, from where it ends", () => {
    const a = arena([{ card: "Ember Drake", side: "A", at: [3, 2] }, ...rows], { extra: [cards], dice: [15, 15], choices: ["attack:Fiery Pass", "3,6", "decline", "decline", "decline", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 6 });
    const hit = ["B1", "B2", "B3", "B4", "B5", "B6"].filter((b) => creature(a, b).hp < 40);
    expect(hit).toHaveLength(2);
    expect(hit.map((b) => creature(a, b).space!.y).sort()).toEqual([3, 5]);
    expect(hit.every((b) => creature(a, b).hp === 30)).toBe(true);
  });

  it("a walker cannot enter the guards' squares: moving elsewhere, it attacks no one", () => {
    const a = arena([{ card: "Ground Drake", side: "A", at: [3, 2] }, ...rows], { extra: [cards], dice: [15], choices: ["attack:Fiery Pass", "3,0", "decline", "decline", "decline", "end"] });
    creatureTurn(a.g, "A1");
    expect(["B1", "B2", "B3", "B4", "B5", "B6"].every((b) => creature(a, b).hp === 40)).toBe(true);
    expect(a.g.state.log.some((e) => e.kind === "attack-lost" && e.text.includes("entered no enemy's space"))).toBe(true);
  });
});
