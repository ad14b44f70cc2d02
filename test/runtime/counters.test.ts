// Counters a power keeps on a creature (compiler/primitives/counters.ts, runtime/ddm/counters.ts):
// put on by a trigger, a trigger on reaching a count that then clears them, an attack's
// damage counted per counter, a power usable only while the creature has one, which spends it.
// The rulebook has no rule for counters (warband's reading: a count of each name, never below 0).
// ddm-battle-rules-2011.txt § Powers and Effects; § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { applyDamage, destroy } from "../../runtime/ddm/damage.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, arenaContent, creature } from "./arena.js";

// A made-up creature (not bundled content).
const content: SourceFile = {
  path: "test/counters.wb",
  text: `creature "Ember Jelly" {
  level 6  cost 20  unaligned  factions Wild  keywords Elemental
  AC 16  Fort 16  Ref 14  Will 14  speed 5  hp 80
  attack melee basic "Scalding Slap": +8 vs AC; 10 damage; with: +5 fire damage for each "heat" counter on this creature
  power "Soak Heat": whenever this creature would take fire damage: place 1 "heat" counter on this creature
  power "Vent": immediate action, whenever this creature has 3 or more "heat" counters: this creature takes 10 damage and enemies within 2 squares take 20 fire damage and remove all counters from this creature
  power "Drink Soul": minor action, while this creature has 1 or more "soul" counters: remove 1 "soul" counter from this creature and this creature heals 10
  power "Harvest": whenever adjacent enemy is destroyed: place 1 "soul" counter on this creature
}
`,
};

const fire = { creature: null, rule: "test fire", src: null };

describe("ddm-battle-rules-2011.txt § Powers and Effects: counters put on a creature and a trigger on their count", () => {
  it("compiles with no diagnostics", () => {
    expect(arenaContent(content).diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
  });

  it("each fire damage puts a heat counter on it; the third sets off Vent, which clears them", () => {
    const a = arena(
      [
        { card: "Ember Jelly", side: "A", at: [4, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] },
      ],
      { extra: [content] },
    );
    const jelly = creature(a, "A1");
    const goblin = creature(a, "B1");
    const goblinHp = goblin.hp;
    applyDamage(a.g, "A1", [{ amount: 5, type: "fire" }], fire);
    applyDamage(a.g, "A1", [{ amount: 5, type: "fire" }], fire);
    expect(jelly.counters).toEqual({ heat: 2 });
    expect(goblin.hp).toBe(goblinHp);
    applyDamage(a.g, "A1", [{ amount: 5, type: "fire" }], fire);
    // Vent: 15 fire damage taken, then 10 more; the adjacent goblin takes 20 fire; the counters are gone.
    expect(jelly.hp).toBe(80 - 15 - 10);
    expect(goblin.hp).toBe(Math.max(0, goblinHp - 20));
    expect(jelly.counters?.heat).toBe(0);
  });

  it("its attack deals +5 fire damage for each heat counter on it", () => {
    // d20 15 + 8 hits; 10 damage + 2 × 5 fire. (The target soaks the fire into a heat counter of its own.)
    const a = arena(
      [
        { card: "Ember Jelly", side: "A", at: [4, 4] },
        { card: "Ember Jelly", side: "B", at: [4, 5] },
      ],
      { extra: [content], dice: [15], choices: ["attack:Scalding Slap:B1", "end"] },
    );
    creature(a, "A1").counters = { heat: 2 };
    const target = creature(a, "B1");
    creatureTurn(a.g, "A1");
    expect(target.hp).toBe(80 - 20);
    expect(target.counters).toEqual({ heat: 1 });
  });
});

describe("ddm-battle-rules-2011.txt § Powers and Effects: a power usable only while the creature has a counter, spending it", () => {
  it("with no soul counter Drink Soul is refused; a destroyed adjacent enemy gives one; spending it heals 10", () => {
    const a = arena(
      [
        { card: "Ember Jelly", side: "A", at: [4, 4], hp: 50 },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] },
      ],
      { extra: [content], choices: ["end", "power:Drink Soul", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(a.decisions[0]!.options.find((o) => o.id === "power:Drink Soul")?.legal ?? false).toBe(false);
    destroy(a.g, "B1", { creature: "A1", rule: "test", src: null });
    expect(creature(a, "A1").counters).toEqual({ soul: 1 });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(60);
    expect(creature(a, "A1").counters).toEqual({ soul: 0 });
  });
});
