// Limits a card puts on a push, pull or slide: "slide 1 ending adjacent to this creature"
// (the card's "must end adjacent to this creature") stops only beside the attacker and is
// steered only where such an end is still in reach; "push 2 avoiding pits" (the card's
// "target cannot be pushed into a pit") never offers a pit square.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Push, Pull, Slide); § Pit
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, logText } from "./arena.js";
import { trainingPost } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/forced-limits.wb",
  text: `map "Sinkhole Field" {
  size 12 x 12
  start A 0,0 to 11,1
  start B 0,10 to 11,11
  victory A 5,8
  victory B 5,2
  terrain pit 3,6
}
warband "Sink A" {
  creature "Cinder Goblin Cutter"
}
warband "Sink B" {
  creature "Cinder Goblin Cutter"
}
battle "Sinkhole Test" {
  scenario Assault
  points 100
  map "Sinkhole Field"
  side A "Sink A"
  side B "Sink B"
}
creature "Lure Dancer" {
  level 6  cost 20  unaligned  factions Wild  keywords Fey
  AC 16  Fort 14  Ref 13  Will 15  speed 6  hp 60
  attack melee basic "Tap": +8 vs AC; slide 1
  attack melee "Feint": +8 vs Will; slide 1 ending adjacent to this creature
  attack ranged 10 "Far Feint": +8 vs Will; slide 1 ending adjacent to this creature
  attack melee "Shove": +8 vs AC; push 2
  attack melee "Careful Shove": +8 vs AC; push 2 avoiding pits
}
`,
};

const field = (target: [number, number], choices: string[] = ["stop"], dice = [15]) =>
  arena(
    [
      { card: "Lure Dancer", side: "A", at: [3, 4] },
      { card: "Training Post", side: "B", at: target },
    ],
    { extra: [cards, trainingPost], battle: "Sinkhole Test", dice, choices },
  );

const offered = (a: ReturnType<typeof field>) =>
  a.decisions
    .filter((d) => d.kind === "forced-move")[0]!
    .options.map((o) => o.id)
    .sort();

describe("'slide 1 ending adjacent to this creature' (§ Forced-Movement Effects, Slide)", () => {
  it("only squares beside the attacker are offered (not those a step farther), and stopping where it stands (beside it) is allowed", () => {
    const limited = field([3, 5], ["4,5"]);
    resolveAttack(limited.g, "A1", attackOf(limited, "A1", "Feint"), "B1");
    expect(offered(limited)).toEqual(["2,4", "2,5", "4,4", "4,5", "stop"]);
    expect(creature(limited, "B1").space).toMatchObject({ x: 4, y: 5 });
    // The plain slide also offers the squares a step away from the attacker.
    const plain = field([3, 5]);
    resolveAttack(plain.g, "A1", attackOf(plain, "A1", "Tap"), "B1");
    expect(offered(plain)).toEqual(expect.arrayContaining(["2,6", "4,6"]));
  });

  it("a target too far to end beside the attacker is not moved at all", () => {
    const far = field([3, 8], []);
    resolveAttack(far.g, "A1", attackOf(far, "A1", "Far Feint"), "B1");
    expect(far.decisions.filter((d) => d.kind === "forced-move")).toHaveLength(0);
    expect(creature(far, "B1").space).toMatchObject({ x: 3, y: 8 });
    expect(logText(far).some((t) => t.includes("is not moved: no square within 1 where the slide may end"))).toBe(true);
  });
});

describe("'push 2 avoiding pits' (§ Forced-Movement Effects, Push; § Pit)", () => {
  it("the pit square straight behind the target is not offered; the plain push offers it", () => {
    const careful = field([3, 5], ["2,6", "stop"]);
    resolveAttack(careful.g, "A1", attackOf(careful, "A1", "Careful Shove"), "B1");
    expect(offered(careful)).not.toContain("3,6");
    expect(offered(careful)).toEqual(expect.arrayContaining(["2,6", "4,6"]));
    expect(creature(careful, "B1").space).toMatchObject({ x: 2, y: 6 });
    // Into the pit: the followup attack (a miss here) follows (§ Pit).
    const plain = field([3, 5], ["3,6"], [15, 1]);
    resolveAttack(plain.g, "A1", attackOf(plain, "A1", "Shove"), "B1");
    expect(offered(plain)).toContain("3,6");
    expect(logText(plain).some((t) => t.startsWith("pit followup (Shove)"))).toBe(true);
  });
});
