// "Move up to its speed and make 1 attack against 1 enemy whose space is entered during that
// move": one roll, against the one of the enemies it passed through that its player picks,
// wherever the move ends; none entered, no attack.
// ddm-battle-rules-2011.txt § Move Actions (Move); § Movement Modes; § Making an Attack
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { libraryWith } from "../library.js";
import { arena, creature } from "./arena.js";

// Made-up creatures (not bundled content).
const cards: SourceFile = {
  path: "test/attack-passing-one.wb",
  text: `creature "Frost Bull" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Horn": +8 vs AC; 5 damage
  attack melee during moving speed against one enemy entered "Stampede": +8 vs Ref; 10 cold damage and Dazed
  power "Overrun": can move through enemies
}
creature "Field Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

const guards = [3, 5].map((y) => ({ card: "Field Guard", side: "B" as const, at: [3, y] as [number, number] }));

describe("'during moving speed against one enemy entered' (ddm-battle-rules-2011.txt § Movement Modes; § Making an Attack)", () => {
  it("compiles", () => {
    const ir = libraryWith(cards);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(ir.ir.creatures.find((c) => c.name === "Frost Bull")!.attacks[1]).toMatchObject({ oneEntered: true, approach: { verb: "move", squares: "speed", during: true } });
  });

  it("passing through two guards, its player picks the second: a roll of 15 + 8 hits Ref 10 for 10 (40 → 30) and Dazes it; the first is not attacked (40)", () => {
    const a = arena([{ card: "Frost Bull", side: "A", at: [3, 2] }, ...guards], { extra: [cards], dice: [15], choices: ["attack:Stampede", "3,7", "decline", "decline", "decline", "decline", "decline", "decline", "B2", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 7 });
    expect(creature(a, "B2").hp).toBe(30);
    expect(creature(a, "B2").effects.some((e) => e.kind === "condition" && e.name === "Dazed")).toBe(true);
    expect(creature(a, "B1").hp).toBe(40);
    expect(a.decisions.find((d) => d.kind === "attack-target")?.options.map((o) => o.id).sort()).toEqual(["B1", "B2"]);
  });

  it("a move that enters no enemy's space makes no attack", () => {
    const a = arena([{ card: "Frost Bull", side: "A", at: [3, 2] }, ...guards], { extra: [cards], dice: [15], choices: ["attack:Stampede", "6,2", "decline", "decline", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(creature(a, "B2").hp).toBe(40);
    expect(a.g.state.log.some((e) => e.kind === "attack-lost" && e.text.includes("entered no enemy's space"))).toBe(true);
  });
});
