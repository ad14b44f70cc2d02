// "RECHARGE when that enemy is destroyed": a power that chose a creature ("choose 1 enemy"),
// or whose trigger named it, regains its use when that creature is destroyed, and not when
// another one is.
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § How to Choose Targets
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const hunter = {
  path: "test/grave-hunter.wb",
  text: `creature "Grave Hunter" {
  level 6  cost 20  evil  factions Wild  keywords Undead
  AC 17  Fort 15  Ref 15  Will 15  speed 6  hp 50
  attack melee basic "Scythe": +9 vs AC; 15 damage
  power "Death Mark" uses 1 recharge when creature chosen by "Death Mark" is destroyed: minor action: choose one enemy this creature can see and this creature gets +5 damage against that enemy until end of battle
}
creature "Grudge Keeper" {
  level 6  cost 20  evil  factions Wild  keywords Undead
  AC 17  Fort 15  Ref 15  Will 15  speed 6  hp 50
  attack melee basic "Scythe": +9 vs AC; 15 damage
  power "Grudge" uses 1 recharge when creature chosen by "Grudge" is destroyed: use when this creature hits enemy with attack: this creature gets +5 damage against that enemy until end of battle
}
`,
};

const field = (hp: number) => [
  { card: "Grave Hunter", side: "A" as const, at: [3, 3] as [number, number] },
  { card: "Cinder Goblin Cutter", side: "B" as const, at: [3, 4] as [number, number], hp },
  { card: "Cinder Goblin Cutter", side: "B" as const, at: [6, 6] as [number, number] },
];

describe("a recharge on the chosen creature's destruction", () => {
  it("the power marked B1, B1 is destroyed by the marked blow (15 + 5): the use comes back", () => {
    const a = arena(field(20), { extra: [hunter], dice: [15], choices: ["power:Death Mark", "B1", "attack:Scythe:B1", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "A1").spent["Death Mark"]).toBe(0);
  });

  it("the power marked B2, B1 is destroyed instead: the use stays spent", () => {
    // B1 has 15 hp left, so the unmarked blow destroys it.
    const a = arena(field(15), { extra: [hunter], dice: [15], choices: ["power:Death Mark", "B2", "attack:Scythe:B1", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "A1").spent["Death Mark"]).toBe(1);
  });

  it("a triggered power names the enemy hit: when that enemy is destroyed later, the use comes back", () => {
    // The first hit (15) leaves B1 at 5 and starts the grudge; the second (15 + 5) destroys it, and
    // the use is back before that hit's own trigger is offered (declined here).
    const placed = [
      { card: "Grudge Keeper", side: "A" as const, at: [3, 3] as [number, number] },
      { card: "Cinder Goblin Cutter", side: "B" as const, at: [3, 4] as [number, number] },
    ];
    const a = arena(placed, { extra: [hunter], dice: [15, 15], choices: ["attack:Scythe:B1", "use", "end", "attack:Scythe:B1", "decline", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").spent["Grudge"]).toBe(1);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "A1").spent["Grudge"]).toBe(0);
  });
});
