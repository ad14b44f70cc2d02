// New creatures a power puts on the battle map: its player picks a loaded card of the
// keyword and cost, it joins the power's warband where the power says ("in space of that
// enemy", "adjacent to this creature", "in your start area") and acts from the next round.
// In the space of a creature being destroyed it waits until that creature has left it.
// ddm-battle-rules-2011.txt § Powers and Effects (Summoning); § Set-Up (Delayed Appearance);
// § Legal Position; ../shared/spec/ddm-2011.md A-08
import { describe, expect, it } from "vitest";
import type { TriggerIR } from "../../compiler/ir.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { powersOf, usePower } from "../../runtime/ddm/powers.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const stats = (keyword: string, cost: number, hp: number) => `level 3  cost ${cost}  unaligned  factions Wild  keywords ${keyword}
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp ${hp}`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/new-creatures.wb",
  text: `creature "Cleaver" {
  ${stats("Orc", 20, 40)}
  attack melee basic "Cleave": +6 vs AC; 20 damage
}
creature "Bone Caller" {
  ${stats("Human", 20, 40)}
  attack melee basic "Rod": +6 vs AC; 5 damage
  power "Raise the Slain" type Summoning: use when enemy within 5 squares is destroyed: place new Ossuary creature with cost 9 or less in space of that enemy
}
creature "Seed Pod" {
  ${stats("Plant", 10, 20)}
  attack melee basic "Lash": +6 vs AC; 5 damage
  power "Burst Seeds": whenever this creature is destroyed: place new Sproutling ally in space of this creature
}
creature "Broodmother" {
  ${stats("Vermin", 20, 40)}
  attack melee basic "Bite": +6 vs AC; 5 damage
  power "Brood": minor action: place new Sproutling creature in your start area
}
creature "Ossuary Guard" {
  ${stats("Ossuary", 8, 20)}
  attack melee basic "Jab": +6 vs AC; 5 damage
}
creature "Ossuary Colossus" {
  ${stats("Ossuary", 30, 90)}
  attack melee basic "Stomp": +6 vs AC; 5 damage
}
creature "Sproutling" {
  ${stats("Plant", 4, 10)}
  attack melee basic "Thorn": +6 vs AC; 5 damage
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });

describe("ddm-battle-rules-2011.txt § Powers and Effects (Summoning): a new creature of a keyword and cost", () => {
  it("'place new Ossuary creature with cost 9 or less in space of that enemy': the Guard (cost 8, the Colossus costs 30) stands where the Orc fell", () => {
    const a = field([
      { card: "Cleaver", side: "A", at: [5, 4] },
      { card: "Cleaver", side: "B", at: [5, 5], hp: 20 },
      { card: "Bone Caller", side: "A", at: [2, 2] },
    ], [15], ["use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Cleave"), "B1");
    const raised = creature(a, "A3");
    expect([raised.card, raised.side, raised.space?.x, raised.space?.y, raised.hp, raised.actedThisRound]).toEqual(["Ossuary Guard", "A", 5, 5, 20, true]);
    // A Summoning power's creature is Summoned; the Pod's below is not.
    expect(raised.keywords).toEqual(["Summoned"]);
  });

  it("its own 'whenever this creature is destroyed: place new … in space of this creature' waits until the Pod has left its square", () => {
    const a = field([
      { card: "Cleaver", side: "A", at: [5, 4] },
      { card: "Seed Pod", side: "B", at: [5, 5] },
    ], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Cleave"), "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    const sprout = creature(a, "B2");
    expect([sprout.card, sprout.space?.x, sprout.space?.y, sprout.keywords]).toEqual(["Sproutling", 5, 5, undefined]);
  });

  it("'place new Sproutling creature in your start area' puts it in side A's start area (rows 0 and 1)", () => {
    const a = field([{ card: "Broodmother", side: "A", at: [5, 5] }], [], ["3,1"]);
    const p = powersOf(a.g, "A1")[0]!;
    usePower(a.g, "A1", p, p.clauses[0] as TriggerIR, {});
    const brood = creature(a, "A2");
    expect([brood.card, brood.owner, brood.space?.x, brood.space?.y]).toEqual(["Sproutling", creature(a, "A1").owner, 3, 1]);
  });

  it("no card fits ('with cost 2 or less'): nothing joins, and the log says so", () => {
    const a = field([{ card: "Broodmother", side: "A", at: [5, 5] }], [], []);
    const p = { ...powersOf(a.g, "A1")[0]! };
    const clause = p.clauses[0] as TriggerIR;
    const effect = { ...clause.effects[0]!, args: { ...clause.effects[0]!.args, cost: 2 } };
    usePower(a.g, "A1", p, { ...clause, effects: [effect] }, {});
    expect(a.g.state.creatures).toHaveLength(1);
    expect(a.g.state.log.some((e) => e.text.includes("no Sproutling creature with cost 2 or less"))).toBe(true);
  });
});
