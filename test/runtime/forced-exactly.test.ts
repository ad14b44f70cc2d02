// Forced movement of an exact distance: "pull target exactly 2 squares". Where forced
// movement is normally "up to" its distance and its chooser may stop early, this one goes
// the whole way unless no square is left to enter.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Push, Pull, Slide)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";
import { trainingPost } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/forced-exactly.wb",
  text: `creature "Siren Lurer" {
  level 6  cost 20  unaligned  factions Wild  keywords Fey
  AC 16  Fort 14  Ref 13  Will 15  speed 6  hp 60
  attack ranged 5 basic "Beckon": +8 vs Will; pull 2
  attack ranged 5 "Compel": +8 vs Will; pull exactly 2
}
`,
};

const field = (dice: number[], choices: string[]) =>
  arena(
    [
      { card: "Siren Lurer", side: "A", at: [3, 1] },
      { card: "Training Post", side: "B", at: [3, 5] },
    ],
    { extra: [cards, trainingPost], dice, choices },
  );

describe("'pull exactly 2' (ddm-battle-rules-2011.txt § Forced-Movement Effects, Pull)", () => {
  it("offers no stop before the second square, so the target ends 2 squares closer; 'pull 2' may stop after 1", () => {
    const exact = field([15], ["3,4", "3,3"]);
    resolveAttack(exact.g, "A1", attackOf(exact, "A1", "Compel"), "B1");
    const steps = exact.decisions.filter((d) => d.kind === "forced-move");
    expect(steps).toHaveLength(2);
    expect(steps.every((d) => d.options.every((o) => o.id !== "stop"))).toBe(true);
    expect(creature(exact, "B1").space).toMatchObject({ x: 3, y: 3 });

    const plain = field([15], ["3,4", "stop"]);
    resolveAttack(plain.g, "A1", attackOf(plain, "A1", "Beckon"), "B1");
    expect(plain.decisions.filter((d) => d.kind === "forced-move")[0]!.options.some((o) => o.id === "stop")).toBe(true);
    expect(creature(plain, "B1").space).toMatchObject({ x: 3, y: 4 });
  });

  it("a miss moves nothing", () => {
    const miss = field([1], []);
    resolveAttack(miss.g, "A1", attackOf(miss, "A1", "Compel"), "B1");
    expect(miss.decisions.filter((d) => d.kind === "forced-move")).toHaveLength(0);
    expect(creature(miss, "B1").space).toMatchObject({ x: 3, y: 5 });
  });
});
