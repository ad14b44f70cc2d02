// "Use when this creature is destroyed: it is not destroyed instead; it is destroyed at end of
// its next turn or if it takes damage": the power, in the window before the creature is
// destroyed, keeps it in play at the hit points it has until the first of the two; and one
// that gives up an ally within some squares to stay in play; a last burst on the creatures
// adjacent to it. Invented creatures; dice scripted.
// ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Resolving Effects (Cancellation Effects)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature, logText, type Arena, type Placement } from "./arena.js";

const stats = `level 4  cost 15  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40`;

const cards: SourceFile = {
  path: "test/destroyed-later.wb",
  text: `creature "Club Brute" {
  ${stats}
  attack melee basic "Club": +6 vs AC; 20 damage
}
creature "Grim Berserker" {
  ${stats}
  attack melee basic "Axe": +6 vs AC; 10 damage
  power "Last Stand" uses 1: use when this creature would be destroyed: this creature is not destroyed until end of its next turn or until it takes damage
}
creature "Oath Keeper" {
  level 4  cost 15  unaligned  factions Wild  keywords Orc  champion 2
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Mace": +6 vs AC; 10 damage
  champion power "Hold the Line": use when ally would be destroyed: that ally is not destroyed until end of its next turn or until it takes damage
}
creature "Pact Keeper" {
  ${stats}
  attack melee basic "Sickle": +6 vs AC; 10 damage
  power "Blood Pact" uses 1: use when this creature would be destroyed while within 6 squares of Goblin ally: choose one Goblin ally within 6 squares and that ally is destroyed and this creature has 10 hp instead of being destroyed
}
creature "Radiant Naga" {
  ${stats}
  attack melee basic "Tail": +6 vs AC; 10 damage
  power "Last Flare": immediate action, use when this creature is destroyed: adjacent non-Undead creatures take 10 damage and adjacent Undead creatures take 20 damage and push adjacent creatures 1
}
creature "Grave Brute" {
  level 4  cost 15  evil  factions Wild  keywords Undead
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Club": +6 vs AC; 20 damage
}
creature "Goblin Thrall" {
  level 1  cost 5  unaligned  factions Wild  keywords Goblin
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 20
  attack melee basic "Knife": +4 vs AC; 5 damage
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [cards] });
const club = (a: Arena, by: string, target: string) => resolveAttack(a.g, by, attackOf(a, by, "Club"), target);

describe("ddm-battle-rules-2011.txt § Hit Points (Destroyed): not destroyed until end of its next turn or until it takes damage", () => {
  it("the berserker at 0 hp stays in play, then is destroyed at the end of its next turn", () => {
    const a = field([
      { card: "Club Brute", side: "A", at: [4, 4] },
      { card: "Grim Berserker", side: "B", at: [4, 5], hp: 20 },
    ], [15], ["use", "end"]);
    club(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(0);
    expect(creature(a, "B1").status).toBe("in-play");
    expect(logText(a).some((t) => t.includes("destroyed at the end of its next turn or when it takes damage"))).toBe(true);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
  });

  it("damage before its next turn destroys it at once (the power used once)", () => {
    const a = field([
      { card: "Club Brute", side: "A", at: [4, 4] },
      { card: "Grim Berserker", side: "B", at: [4, 5], hp: 20 },
    ], [15, 15], ["use"]);
    club(a, "A1", "B1");
    expect(creature(a, "B1").status).toBe("in-play");
    club(a, "A1", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });

  it("a champion keeps an ally so: the ally stays in play at -10 hp until it is damaged", () => {
    const a = field([
      { card: "Club Brute", side: "A", at: [4, 4] },
      { card: "Club Brute", side: "B", at: [4, 5], hp: 10 },
      { card: "Oath Keeper", side: "B", at: [8, 8] },
    ], [15, 15], ["use", "decline"]);
    club(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(-10);
    expect(creature(a, "B1").status).toBe("in-play");
    club(a, "A1", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
  });
});

describe("ddm-battle-rules-2011.txt § Hit Points (Destroyed): 'if there is a Goblin ally within 6 squares: destroy that ally; this creature has 10 HP instead'", () => {
  it("the keeper at 0 hp gives up the thrall beside it and stays in play at 10 hp", () => {
    const a = field([
      { card: "Club Brute", side: "A", at: [4, 4] },
      { card: "Pact Keeper", side: "B", at: [4, 5], hp: 20 },
      { card: "Goblin Thrall", side: "B", at: [4, 8] },
    ], [15], ["use", "B2"]);
    club(a, "A1", "B1");
    expect(creature(a, "B1").status).toBe("in-play");
    expect(creature(a, "B1").hp).toBe(10);
    expect(creature(a, "B2").status).toBe("destroyed");
  });

  it("with no Goblin ally within 6 squares the pact cannot be used: the keeper is destroyed", () => {
    const a = field([
      { card: "Club Brute", side: "A", at: [4, 4] },
      { card: "Pact Keeper", side: "B", at: [4, 5], hp: 20 },
      { card: "Goblin Thrall", side: "B", at: [4, 12] },
    ], [15]);
    club(a, "A1", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "B2").status).toBe("in-play");
  });
});

describe("ddm-battle-rules-2011.txt § Hit Points (Destroyed): a last burst on the creatures adjacent to it", () => {
  it("the naga, destroyed, deals 10 to the living brute and 20 to the undead one, and pushes each 1 square", () => {
    const a = field([
      { card: "Club Brute", side: "A", at: [4, 4] },
      { card: "Grave Brute", side: "A", at: [4, 6] },
      { card: "Radiant Naga", side: "B", at: [4, 5], hp: 20 },
    ], [15], ["use", "4,3", "4,7"]);
    club(a, "A1", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "A1").hp).toBe(30);
    expect(creature(a, "A2").hp).toBe(20);
    expect(creature(a, "A1").space).toEqual({ x: 4, y: 3, size: 1 });
    expect(creature(a, "A2").space).toEqual({ x: 4, y: 7, size: 1 });
  });
});
