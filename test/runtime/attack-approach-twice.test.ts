// A move of twice the creature's speed before an attack: the cards' "moves up to twice its
// Speed (minimum 6 squares), then attacks an adjacent target". The move may use up to twice
// the creature's speed in squares, then the attack follows from where it stands.
// ddm-battle-rules-2011.txt § Move Actions (Move); § Making an Attack
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { libraryWith } from "../library.js";
import { arena, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-approach-twice.wb",
  text: `creature "Dune Stalker" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 13  Will 16  speed 3  hp 60
  attack melee basic "Horn": +8 vs AC; 5 damage
  attack melee after moving twice speed at least 4 "Long Pounce": +8 vs AC; 20 damage
  attack melee after moving speed "Short Pounce": +8 vs AC; 10 damage
}
creature "Field Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

/** The stalker 7 squares from the guard, its turn played with these choices (one die: 15). */
const field = (choices: string[]) =>
  arena(
    [
      { card: "Dune Stalker", side: "A", at: [3, 0] },
      { card: "Field Guard", side: "B", at: [3, 7] },
    ],
    { extra: [cards], dice: [15], choices },
  );

describe("'after moving twice speed' (ddm-battle-rules-2011.txt § Move Actions; § Making an Attack)", () => {
  it("compiles twice the speed into the approach", () => {
    const ir = libraryWith(cards);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const attacks = ir.ir.creatures.find((c) => c.name === "Dune Stalker")!.attacks;
    expect(attacks[1]!.approach).toEqual({ verb: "move", squares: "twice speed", during: false, minimum: 4 });
  });

  it("a speed-3 creature may move 6 squares, then attack; 'after moving speed' reaches only 3", () => {
    const a = field(["attack:Long Pounce", "3,6", "end"]);
    creatureTurn(a.g, "A1");
    const move = a.decisions.find((d) => d.kind === "move")!;
    expect(move.options.some((o) => o.id === "3,6")).toBe(true);
    expect(move.options.some((o) => o.id === "3,7")).toBe(false);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 6 });
    expect(creature(a, "B1").hp).toBe(20);

    const short = field(["attack:Short Pounce", "3,3", "end"]);
    creatureTurn(short.g, "A1");
    const reach = short.decisions.find((d) => d.kind === "move")!;
    expect(reach.options.some((o) => o.id === "3,3")).toBe(true);
    expect(reach.options.some((o) => o.id === "3,4")).toBe(false);
  });
});
