// "push 1 AND this creature shifts 1 square closer to target": after the push the attacker
// shifts, and only squares nearer the target than it stands are offered (no staying);
// with none in reach it does not move.
// ddm-battle-rules-2011.txt § Move Actions (Shift); § Forced-Movement Effects (Push); § Powers and Effects
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/shift-closer.wb",
  text: `creature "Shield Pusher" {
  level 6  cost 20  unaligned  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Shove": +8 vs AC; 10 damage and push 1 and this creature shifts 1 closer to target
}
creature "Field Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

describe("'this creature shifts 1 closer to target' (ddm-battle-rules-2011.txt § Move Actions, Shift)", () => {
  it("pushed to 3,5, the guard is 2 away: the pusher is offered only squares 1 away from it and follows to one", () => {
    const a = arena(
      [
        { card: "Shield Pusher", side: "A", at: [3, 3] },
        { card: "Field Guard", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [15], choices: ["3,5", "3,4"] },
    );
    resolveAttack(a.g, "A1", cardOf(a.g, creature(a, "A1").card).attacks[0]!, "B1");
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 5 });
    const shift = a.decisions.find((d) => d.kind === "shift")!;
    expect(shift.options.some((o) => o.id === "stay")).toBe(false);
    expect(shift.options.map((o) => o.id).sort()).toEqual(["2,4", "3,4", "4,4"]);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 4 });
    expect(creature(a, "B1").hp).toBe(30);
  });
});
