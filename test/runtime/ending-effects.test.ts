// Powers that end effects: one a save can end (its player picks among several), one
// ongoing damage, every condition and ongoing damage, a condition by name.
// ddm-battle-rules-2011.txt § Conditions (Duration); § Saving Throws; § Ongoing Damage
import { describe, expect, it } from "vitest";
import { addCondition, addOngoing } from "../../runtime/ddm/effects.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const medics = {
  path: "test/medics.wb",
  text: `creature "Field Medic" {
  level 4  cost 15  good  factions Civilization  keywords Human, Divine
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Mace": +6 vs AC; 5 damage
  power "Purge": minor action: end one effect that a save can end on one adjacent ally
  power "Cleanse": minor action: end all conditions on this creature and end all ongoing damage on this creature
  power "Steady": minor action: one adjacent ally heals 10 and one adjacent ally loses Stunned
  power "Shake Off": minor action: this creature heals 5 and end one ongoing damage on this creature
}
`,
};
const cause = { creature: null, rule: "the test", src: null };
const names = (a: ReturnType<typeof arena>, id: string) => creature(a, id).effects.map((e) => (e.kind === "ongoing" ? `ongoing ${e.name}` : e.name)).sort();

describe("powers that end effects", () => {
  it("'end one effect that a save can end' ends only a save-ends effect, the one its player picks of two", () => {
    const placed = () =>
      [
        { card: "Field Medic", side: "A" as const, at: [3, 3] as [number, number] },
        { card: "Cinder Goblin Cutter", side: "A" as const, at: [3, 4] as [number, number], conditions: ["Slowed", "Weakened"] },
      ];
    const weakened = creature(arena(placed(), { extra: [medics] }), "A2").effects.find((e) => e.name === "Weakened")!.id;
    const a = arena(placed(), { extra: [medics], choices: ["power:Purge", `effect:${weakened}`, "end"] });
    addCondition(a.g, "A2", "Dazed", { kind: "end-of-next-turn" }, cause);
    creatureTurn(a.g, "A1");
    expect(names(a, "A2")).toEqual(["Dazed", "Slowed"]);
    // Dazed (until end of its next turn) was never offered: a save cannot end it.
    const offered = a.decisions.find((d) => d.kind === "end-effect")!.options.map((o) => o.label);
    expect(offered.some((l) => /Dazed/.test(l))).toBe(false);
    expect(offered).toHaveLength(2);
  });

  it("'end all conditions … and end all ongoing damage' leaves the creature with neither", () => {
    const a = arena([{ card: "Field Medic", side: "A", at: [3, 3], conditions: ["Immobilized"] }], { extra: [medics], choices: ["power:Cleanse", "end"] });
    addCondition(a.g, "A1", "Dazed", { kind: "end-of-battle" }, cause);
    addOngoing(a.g, "A1", 5, "fire", cause);
    addOngoing(a.g, "A1", 5, "poison", cause);
    creatureTurn(a.g, "A1");
    expect(names(a, "A1")).toEqual([]);
  });

  it("'one adjacent ally heals 10 and … loses Stunned': the same ally, its Slowed kept", () => {
    const a = arena(
      [
        { card: "Field Medic", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [3, 4], hp: 5, conditions: ["Stunned", "Slowed"] },
      ],
      { extra: [medics], choices: ["power:Steady", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(names(a, "A2")).toEqual(["Slowed"]);
    expect(creature(a, "A2").hp).toBe(15);
  });

  it("'end one ongoing damage on this creature' ends the type its player picks, the other keeps burning", () => {
    const burning = () => {
      const a = arena([{ card: "Field Medic", side: "A", at: [3, 3] }], { extra: [medics], dice: [1], choices: ["power:Shake Off", `effect:${poison}`, "end"] });
      addOngoing(a.g, "A1", 5, "fire", cause);
      addOngoing(a.g, "A1", 10, "poison", cause);
      return a;
    };
    let poison = 0;
    poison = creature(burning(), "A1").effects.find((e) => e.name === "poison")!.id;
    const a = burning();
    creatureTurn(a.g, "A1");
    // The save against the fire (a scripted 1) fails: it burns on.
    expect(names(a, "A1")).toEqual(["ongoing fire"]);
    // 40 - 5 fire - 10 poison at the start of its turn, + 5 healed.
    expect(creature(a, "A1").hp).toBe(30);
  });
});
