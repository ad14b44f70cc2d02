// An attack usable only while its creature has counters, which spends one once the whole
// attack has resolved: 'attack close burst 1 while this creature has 1 or more "ember"
// counters "Name": …; hit or miss: remove 1 "ember" counter from this creature'. The
// header's own quoted counter name comes before the attack's name, which is the last one.
// The rulebook has no rule for counters (warband's reading: a count of each name).
// ddm-battle-rules-2011.txt § Powers and Effects; § Close Attacks
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAreaAttack } from "../../runtime/ddm/attack.js";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { actionOptions } from "../../runtime/ddm/turn.js";
import { arena, arenaContent, attackOf, creature } from "./arena.js";
import { trainingPost } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/counter-gated-attack.wb",
  text: `creature "Ash Reaper" {
  level 8  cost 30  evil  factions Underdark  keywords Giant
  AC 18  Fort 17  Ref 16  Will 16  speed 6  hp 70
  attack melee basic "Cleaver": +10 vs AC; 10 damage
  attack close burst 1 while this creature has 1 or more "ember" counters "Ember Burst": +10 vs Ref; 15 fire damage; hit or miss: remove 1 "ember" counter from this creature
}
`,
};

const field = (embers: number) => {
  const a = arena(
    [
      { card: "Ash Reaper", side: "A", at: [4, 4] },
      { card: "Training Post", side: "B", at: [4, 5] },
      { card: "Training Post", side: "B", at: [5, 5] },
    ],
    { extra: [cards, trainingPost], dice: [15, 2], choices: ["B1"] },
  );
  creature(a, "A1").counters = { ember: embers };
  a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1, taken: 0 };
  return a;
};

const burstOffered = (a: ReturnType<typeof field>) => actionOptions(a.g, "A1").some((o) => o.id.startsWith("attack:Ember Burst") && o.legal);

describe("an attack 'while this creature has 1 or more \"ember\" counters' that spends one (§ Powers and Effects)", () => {
  it("compiles with the attack named by its last quoted name", () => {
    const result = arenaContent(cards, trainingPost);
    expect(result.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
    expect(result.ir.creatures.find((c) => c.name === "Ash Reaper")!.attacks.map((x) => x.name)).toEqual(["Cleaver", "Ember Burst"]);
  });

  it("with no ember counter the burst is not offered; with one it is", () => {
    expect(burstOffered(field(0))).toBe(false);
    expect(burstOffered(field(1))).toBe(true);
  });

  it("one burst against two posts (B1 hit, B2 missed) spends one counter, not one per target", () => {
    const a = field(2);
    const burst = attackOf(a, "A1", "Ember Burst");
    const both = placements(a.g, "A1", burst).find((p) => p.targets.length === 2)!;
    resolveAreaAttack(a.g, "A1", burst, both);
    expect([creature(a, "B1").hp, creature(a, "B2").hp]).toEqual([85, 100]);
    expect(creature(a, "A1").counters).toEqual({ ember: 1 });
  });
});
