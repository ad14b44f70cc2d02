// "If this creature moves at least 4 squares during its turn, it has Conceal 6 until end of
// its next turn", as the importer writes it: squares "moved" are the counted distance from
// where it began the turn, the benefit while it stands that far and, from the end of that
// turn, until the end of its next. Invented creatures.
// ddm-battle-rules-2011.txt § Common Triggered Powers ('Movement' Triggers); § Attack Roll (Conceal)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { concealAgainst } from "../../runtime/ddm/attack.js";
import { walk } from "../../runtime/ddm/movement.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf } from "./arena.js";

const pieces: SourceFile = {
  path: "test/moved-squares.wb",
  text: `creature "Dusk Runner" {
  level 3  cost 12  unaligned  factions Wild  keywords Shadow
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Knife": +5 vs AC; 5 damage
  power "Fading Stride": conceal 6 while 4 or more squares from its starting position
  power "Fading Stride": at end of its turn while 4 or more squares from its starting position: this creature gets conceal 6 until end of its next turn
}
creature "Bow Watcher" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack ranged 10 basic "Bow": +5 vs AC; 5 damage
}
`,
};

const conceal = (a: ReturnType<typeof arena>) => concealAgainst(a.g, "B1", attackOf(a, "B1", "Bow"), "A1")?.value ?? 0;

describe("ddm-battle-rules-2011.txt § Common Triggered Powers ('Movement' Triggers): 'moves at least 4 squares during its turn'", () => {
  it("4 squares: conceal 6 after its turn and through its next turn, then none", () => {
    const a = arena(
      [
        { card: "Dusk Runner", side: "A", at: [1, 1] },
        { card: "Bow Watcher", side: "B", at: [10, 10] },
      ],
      { extra: [pieces], choices: ["move:1,5", "end", "end", "end"] },
    );
    expect(conceal(a)).toBe(0);
    creatureTurn(a.g, "A1");
    expect(conceal(a)).toBe(6);
    creatureTurn(a.g, "B1");
    expect(conceal(a)).toBe(6);
    // Its next turn, standing still: the lasting conceal holds to that turn's end, and nothing renews it.
    creatureTurn(a.g, "A1");
    expect(conceal(a)).toBe(0);
  });

  it("3 squares: no conceal", () => {
    const a = arena(
      [
        { card: "Dusk Runner", side: "A", at: [1, 1] },
        { card: "Bow Watcher", side: "B", at: [10, 10] },
      ],
      { extra: [pieces], choices: ["move:1,4", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(conceal(a)).toBe(0);
  });

  it("on its turn: 4 squares walked that end 3 from where it began give nothing; one more square, 4 away, gives conceal 6", () => {
    const a = arena(
      [
        { card: "Dusk Runner", side: "A", at: [1, 1] },
        { card: "Bow Watcher", side: "B", at: [10, 10] },
      ],
      { extra: [pieces] },
    );
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1, taken: 0, startSpace: { x: 1, y: 1, size: 1 } };
    const cause = { creature: "A1", rule: "test", src: null };
    walk(a.g, "A1", [{ x: 1, y: 2, size: 1 }, { x: 1, y: 3, size: 1 }, { x: 1, y: 4, size: 1 }, { x: 2, y: 4, size: 1 }], true, cause);
    expect(conceal(a)).toBe(0);
    walk(a.g, "A1", [{ x: 2, y: 5, size: 1 }], false, cause);
    expect(conceal(a)).toBe(6);
  });
});
