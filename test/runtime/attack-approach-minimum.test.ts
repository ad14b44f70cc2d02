// A move of at least N squares with an attack: the cards' "moves up to its speed (minimum
// 3 squares) and makes …", "Move exactly 4 squares, then make 1 attack". The move must
// use that much movement before an attack that follows it, or by the end of a move the
// attack is made during; a creature that cannot move that far first loses the attack.
// ddm-battle-rules-2011.txt § Move Actions (Move); § Making an Attack
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { libraryWith } from "../library.js";
import { arena, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-approach-minimum.wb",
  text: `creature "Dune Charger" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Horn": +8 vs AC; 5 damage
  attack melee after moving speed at least 3 "Long Rush": +8 vs AC; 20 damage
  attack melee during moving speed at least 2 "Swoop": +8 vs AC; 10 damage
}
creature "Field Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

describe("'after moving speed at least 3' (ddm-battle-rules-2011.txt § Move Actions; § Making an Attack)", () => {
  it("compiles the minimum into the approach", () => {
    const ir = libraryWith(cards);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const attacks = ir.ir.creatures.find((c) => c.name === "Dune Charger")!.attacks;
    expect(attacks[1]!.approach).toEqual({ verb: "move", squares: "speed", during: false, minimum: 3 });
    expect(attacks[2]!.approach).toEqual({ verb: "move", squares: "speed", during: true, minimum: 2 });
  });

  it("offers neither staying nor a square nearer than 3 squares of movement; the attack follows the move", () => {
    const a = arena(
      [
        { card: "Dune Charger", side: "A", at: [3, 2] },
        { card: "Field Guard", side: "B", at: [3, 6] },
      ],
      { extra: [cards], dice: [15], choices: ["attack:Long Rush", "3,5", "end"] },
    );
    creatureTurn(a.g, "A1");
    const move = a.decisions.find((d) => d.kind === "move")!;
    expect(move.options.some((o) => o.id === "stay")).toBe(false);
    expect(move.options.some((o) => o.id === "3,4")).toBe(false);
    expect(move.options.some((o) => o.id === "3,5")).toBe(true);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 5 });
    expect(creature(a, "B1").hp).toBe(20);
  });

  it("a creature that cannot move 3 squares first (Immobilized) loses the attack", () => {
    const a = arena(
      [
        { card: "Dune Charger", side: "A", at: [3, 5], conditions: ["Immobilized"] },
        { card: "Field Guard", side: "B", at: [3, 6] },
      ],
      { extra: [cards], dice: [15], choices: ["attack:Long Rush", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(a.g.state.log.some((e) => e.kind === "attack-lost" && e.text.includes("moved 0 of the 3 squares"))).toBe(true);
  });
});

describe("'during moving speed at least 2' (ddm-battle-rules-2011.txt § Move Actions; § Making an Attack)", () => {
  it("may attack before moving; the rest of the move must then make up the 2 squares (no staying)", () => {
    const a = arena(
      [
        { card: "Dune Charger", side: "A", at: [3, 5] },
        { card: "Field Guard", side: "B", at: [3, 6] },
      ],
      { extra: [cards], dice: [15], choices: ["attack:Swoop", "stay", "1,3", "decline", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(30);
    const rest = a.decisions.filter((d) => d.kind === "move")[1]!;
    expect(rest.prompt).toContain("move 2 to 6 squares");
    expect(rest.options.some((o) => o.id === "stay" || o.id === "3,4")).toBe(false);
    expect(creature(a, "A1").space).toMatchObject({ x: 1, y: 3 });
  });
});
