// "Replaces turn: move up to its speed and make 1 attack against each enemy adjacent to
// squares entered during that move": the whole move, then one roll against each enemy next
// to a square the move entered, each once, in the order reached, wherever the move ends;
// an enemy next only to the square it started in is not attacked. The attack is the power's
// own ("by power only"), made by a power that takes the whole turn.
// ddm-battle-rules-2011.txt § Move Actions (Move); § Making an Attack; § Actions (Replaces Turn)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { libraryWith } from "../library.js";
import { arena, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-beside-path.wb",
  text: `creature "Cinder Wheel" {
  level 6  cost 20  unaligned  factions Wild  keywords Elemental
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Slam": +8 vs AC; 5 damage
  attack melee during moving speed against each enemy adjacent to squares entered by power only "Ember Wheel": +8 vs Ref; 10 fire damage
  power "Ember Wheel": replaces turn: this creature makes "Ember Wheel" attack
}
creature "Field Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

// The wheel rolls 3,3 → 7,7 (the one 4-square path: 4,4 5,5 6,6 7,7). B1 at 6,4 is next to 5,5 and
// B2 at 8,6 to 7,7; B3 at 2,2 is next only to the starting square 3,3; B4 at 9,9 is 2 squares from 7,7.
const guards = [
  { card: "Field Guard", side: "B" as const, at: [6, 4] as [number, number] },
  { card: "Field Guard", side: "B" as const, at: [8, 6] as [number, number] },
  { card: "Field Guard", side: "B" as const, at: [2, 2] as [number, number] },
  { card: "Field Guard", side: "B" as const, at: [9, 9] as [number, number] },
];
const wheel = { card: "Cinder Wheel", side: "A" as const, at: [3, 3] as [number, number] };

describe("'during moving speed against each enemy adjacent to squares entered' (ddm-battle-rules-2011.txt § Move Actions; § Making an Attack)", () => {
  it("compiles", () => {
    const ir = libraryWith(cards);
    expect(ir.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
    expect(ir.ir.creatures.find((c) => c.name === "Cinder Wheel")!.attacks[1]).toMatchObject({ besideEntered: true, byPower: true, approach: { verb: "move", squares: "speed", during: true } });
  });

  it("attacks each enemy next to the path once, in the order reached, and not one next only to its starting square", () => {
    const a = arena([wheel, ...guards], { extra: [cards], dice: [15, 15], choices: ["power:Ember Wheel", "Ember Wheel:move", "7,7", "decline", "decline", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 7, y: 7 });
    expect(["B1", "B2", "B3", "B4"].map((b) => creature(a, b).hp)).toEqual([30, 30, 40, 40]);
  });

  it("each roll is its own: the first enemy reached hit, the second missed", () => {
    const a = arena([wheel, ...guards], { extra: [cards], dice: [15, 1], choices: ["power:Ember Wheel", "Ember Wheel:move", "7,7", "decline", "decline", "end"] });
    creatureTurn(a.g, "A1");
    expect(["B1", "B2"].map((b) => creature(a, b).hp)).toEqual([30, 40]);
  });

  it("a wheel that stays where it is enters no square and attacks no one", () => {
    const a = arena([wheel, ...guards], { extra: [cards], dice: [15], choices: ["power:Ember Wheel", "Ember Wheel:move", "stay", "end"] });
    creatureTurn(a.g, "A1");
    expect(["B1", "B2", "B3", "B4"].map((b) => creature(a, b).hp)).toEqual([40, 40, 40, 40]);
    expect(a.g.state.log.some((e) => e.kind === "attack-lost" && e.text.includes("Ember Wheel"))).toBe(true);
  });
});
