// Movement modes in attacks: a move in a mode before the attack ("Move up to 5 squares
// with Burrow, then make an attack"), and a mode the attack takes away for a while.
// ddm-battle-rules-2011.txt § Movement Modes (Burrow, Flight); § Opportunity Attacks; § Making an Attack
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { modesOf } from "../../runtime/ddm/terrain.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { libraryWith } from "../library.js";
import { arena, creature, type Arena } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-approach-modes.wb",
  text: `creature "Tunnel Lurker" {
  level 6  cost 20  unaligned  factions Underdark  keywords Beast
  AC 15  Fort 14  Ref 13  Will 16  speed 5  hp 60
  attack melee basic "Bite": +8 vs AC; 5 damage
  attack melee after moving 5 with burrow "Ambush": +8 vs AC; 10 damage
  attack melee after moving 5 "Charge Out": +8 vs AC; 10 damage
}
creature "Field Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

function field(choices: string[]): Arena {
  return arena(
    [
      { card: "Tunnel Lurker", side: "A", at: [3, 3] },
      { card: "Field Guard", side: "B", at: [3, 4] },
      { card: "Field Guard", side: "B", at: [3, 7] },
    ],
    { extra: [cards], dice: [15], choices },
  );
}

describe("a move with a movement mode before the attack (ddm-battle-rules-2011.txt § Movement Modes)", () => {
  it("compiles the mode into the approach", () => {
    const ir = libraryWith(cards);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(ir.ir.creatures.find((c) => c.name === "Tunnel Lurker")!.attacks[1]!.approach).toEqual({ verb: "move", squares: 5, during: false, mode: "burrow" });
  });

  it("'after moving 5 with burrow': through the guard's square, provoking nothing, then the attack; the mode ends with the move", () => {
    const a = field(["attack:Ambush", "3,6", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 6 });
    expect(creature(a, "B2").hp).toBe(30);
    expect(a.decisions.some((d) => d.kind === "opportunity-attack")).toBe(false);
    expect(modesOf(a.g, creature(a, "A1")).burrow).toBe(false);
  });

  it("without the mode, leaving the guard's side provokes it", () => {
    const a = arena(
      [
        { card: "Tunnel Lurker", side: "A", at: [3, 3] },
        { card: "Field Guard", side: "B", at: [3, 4] },
        { card: "Field Guard", side: "B", at: [3, 0] },
      ],
      { extra: [cards], dice: [15], choices: ["attack:Charge Out", "3,1", "decline", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(a.decisions.some((d) => d.kind === "opportunity-attack")).toBe(true);
    expect(creature(a, "B2").hp).toBe(30);
  });
});

const clip: SourceFile = {
  path: "test/attack-lose-mode.wb",
  text: `creature "Net Thrower" {
  level 6  cost 20  unaligned  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 5  hp 60
  attack melee basic "Wing Clip": +8 vs AC; 5 damage and target loses flight until end of its next turn
}
creature "Sky Hawk" {
  level 3  cost 10  unaligned  factions Wild  keywords Beast
  AC 12  Fort 12  Ref 10  Will 12  speed 8 flight  hp 40
  attack melee basic "Talon": +5 vs AC; 5 damage
}
`,
};

describe("'target loses flight until end of its next turn' (ddm-battle-rules-2011.txt § Movement Modes)", () => {
  it("the hawk hit has no flight until the end of its next turn; its card's flight comes back then", () => {
    const a = arena(
      [
        { card: "Net Thrower", side: "A", at: [3, 3] },
        { card: "Sky Hawk", side: "B", at: [3, 4] },
      ],
      { extra: [clip], dice: [15], choices: ["end"] },
    );
    expect(modesOf(a.g, creature(a, "B1")).flight).toBe(true);
    resolveAttack(a.g, "A1", cardOf(a.g, creature(a, "A1").card).attacks[0]!, "B1");
    expect(modesOf(a.g, creature(a, "B1")).flight).toBe(false);
    creatureTurn(a.g, "B1");
    expect(modesOf(a.g, creature(a, "B1")).flight).toBe(true);
  });
});
