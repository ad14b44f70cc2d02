// A power that makes several attacks, the last "against the same target": it is offered only
// against the creature the earlier attack of that use targeted, and is skipped when no earlier
// attack was made in that use.
// ddm-battle-rules-2011.txt § Making an Attack; § Powers and Effects; § Actions (Attack Action)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";
import { strawTarget } from "./test-creatures.js";

// Made-up creatures (not bundled content).
const cards: SourceFile = {
  path: "test/same-target-attacks.wb",
  text: `creature "Hook Raider" {
  level 6  cost 20  unaligned  factions Wild  keywords Orc
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Hook": +8 vs AC; 10 damage
  attack ranged 6 "Dart": +8 vs AC; 5 damage
  power "Hook and Dart": replaces attack action: this creature makes "Hook" attack and this creature makes "Dart" attack against same target
}
`,
};

const promptOf = (a: ReturnType<typeof arena>, needle: RegExp) => a.decisions.find((d) => needle.test(d.prompt));

describe("ddm-battle-rules-2011.txt § Making an Attack: a second attack against the same target", () => {
  it("Hook hits B1 (15 + 8 vs AC 12), then Dart is offered against B1 only, not B2 beside it, and hits: 10 + 5 (both decline the opportunity attack the ranged attack provokes)", () => {
    const a = arena(
      [
        { card: "Hook Raider", side: "A", at: [3, 3] },
        { card: "Straw Target", side: "B", at: [3, 4] },
        { card: "Straw Target", side: "B", at: [4, 4] },
      ],
      { extra: [cards, strawTarget], dice: [15, 15], choices: ["power:Hook and Dart", "Hook:B1", "Dart:B1", "decline", "decline", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(85);
    expect(creature(a, "B2").hp).toBe(100);
    const dart = promptOf(a, /make "Dart" attack/)!;
    expect(dart.options.map((o) => o.id)).toEqual(["Dart:B1", "decline"]);
  });

  it("when the first attack is declined, the second has no target and is not made", () => {
    const a = arena(
      [
        { card: "Hook Raider", side: "A", at: [3, 3] },
        { card: "Straw Target", side: "B", at: [3, 4] },
      ],
      { extra: [cards, strawTarget], dice: [], choices: ["power:Hook and Dart", "decline", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(100);
    expect(promptOf(a, /make "Dart" attack/)).toBeUndefined();
    expect(a.g.state.log.some((e) => /has no earlier target/.test(e.text))).toBe(true);
  });
});
