// "Slowed (move action ends)": its creature may spend its move action on its turn to end
// the effect (or its attack action, which a move action may replace). ddm-battle-rules-2011.txt § Conditions
// (Duration: Attack/Move action ends)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, type Arena } from "./arena.js";
import { strawTarget } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/action-endings.wb",
  text: `creature "Frost Binder" {
  level 6  cost 20  unaligned  factions Wild  keywords Elemental
  AC 16  Fort 15  Ref 14  Will 16  speed 6  hp 60
  attack melee basic "Frost Clamp": +8 vs Will; 10 cold damage and Slowed (move action ends)
}
`,
};

function field(choices: string[]): Arena {
  const a = arena(
    [
      { card: "Frost Binder", side: "A", at: [3, 3] },
      { card: "Straw Target", side: "B", at: [3, 4] },
    ],
    { extra: [cards, strawTarget], dice: [15], choices },
  );
  resolveAttack(a.g, "A1", cardOf(a.g, "Frost Binder").attacks[0]!, "B1");
  return a;
}

describe("'(move action ends)' (§ Conditions, Duration)", () => {
  it("the Slowed target spends its move action to end it; no save is rolled for it at its turn's end", () => {
    const a = field(["shake:1", "end"]);
    expect(creature(a, "B1").effects.map((e) => e.name)).toEqual(["Slowed"]);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").effects).toEqual([]);
    expect(a.g.state.log.some((l) => /is no longer Slowed \(it spent its move action to end it\)/.test(l.text))).toBe(true);
  });

  it("after a move, its attack action stands in for a second move action (§ Take Actions Phase, Substitute Actions): it still ends it", () => {
    // It moves away from the Binder, which declines the opportunity attack.
    const a = field(["move:3,6", "decline", "shake:1", "end"]);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 6 });
    expect(creature(a, "B1").effects).toEqual([]);
    // Both actions spent, nothing but the end of the turn was left to choose.
    const last = a.decisions[a.decisions.length - 1]!;
    expect(last.options.filter((o) => o.legal && o.id.startsWith("attack:"))).toEqual([]);
  });
});
