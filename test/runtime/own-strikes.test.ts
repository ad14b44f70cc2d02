// Powers set off by this creature's own attacks: a natural roll that makes the attack a
// critical hit, a bonus on an attack declared on its own turn before it has moved, which
// then keeps it from moving for the rest of that turn, and a menu after a hit whose one
// entry is another attack against a different target.
// ddm-battle-rules-2011.txt § Activated Powers; § Making an Attack; § Attack Roll (Critical Hit);
// § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature, logText, type Placement } from "./arena.js";

const stats = (ac: number) => `level 5  cost 20  unaligned  factions Wild  keywords Human
  AC ${ac}  Fort 10  Ref 10  Will 10  speed 5  hp 40`;
const sword = `attack melee basic "Sword": +5 vs AC; 10 damage`;

// Made-up creatures, one power each (not bundled content).
const cards = {
  path: "test/own-strikes.wb",
  text: `creature "Brute Axeman" {
  ${stats(10)}
  ${sword}
  power "Heavy Finish": use when this creature rolls natural 18 or 19 with basic melee attack: that attack is a critical hit
}
creature "Iron Wall" {
  ${stats(30)}
  ${sword}
}
creature "Frost Mauler" {
  ${stats(10)}
  ${sword}
  attack melee "Tail Lash": +5 vs AC; 5 damage
  power "Three Heads": use when this creature hits enemy with melee attack while its turn: choose one push that enemy 3 or this creature makes melee attack against different target as immediate action or that enemy is Immobilized (save ends)
}
creature "Sly Clawer" {
  ${stats(10)}
  ${sword}
  power "Pounce" uses 2: immediate action, use when this creature attacks enemy that is either Slowed or taking ongoing poison damage with basic melee attack: this creature makes basic melee attack
}
creature "Calm Blade" {
  ${stats(10)}
  ${sword}
  power "Steady Hand" uses 2: use when this creature attacks with melee attack: that attack roll is natural 10
}
creature "Sky Steed" {
  ${stats(10)}
  ${sword}
  power "Steady Flight" uses 2: use when this creature or its rider declares melee attack: that attack roll is natural 10
}
creature "Guarded Target" {
  ${stats(16)}
  ${sword}
}
creature "Lucky Hexer" {
  ${stats(10)}
  ${sword}
  power "Second Throw" uses 1: use when this creature rolls attack roll: reroll that attack roll keeping the higher
}
creature "Straw Target" {
  ${stats(10)}
  ${sword}
}
creature "Still Striker" {
  ${stats(10)}
  ${sword}
  power "Poised Blow": use when this creature declares attack while on its turn if it did not move this turn: +10 damage on that attack and this creature cannot move until end of turn
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });
const attack = (a: ReturnType<typeof field>, by: string, name: string, target: string) => resolveAttack(a.g, by, attackOf(a, by, name), target);

describe("ddm-battle-rules-2011.txt § Attack Roll (Critical Hit): a natural 18 or 19 made a critical hit", () => {
  it("a natural 18 (+5 = 23) misses AC 30, but the power makes it a critical hit: 10 doubled, 40 → 20", () => {
    const a = field([
      { card: "Brute Axeman", side: "A", at: [5, 4] },
      { card: "Iron Wall", side: "B", at: [5, 5] },
    ], [18], ["use"]);
    attack(a, "A1", "Sword", "B1");
    expect(logText(a).some((t) => t.includes("a critical hit against Iron Wall (B1) after all"))).toBe(true);
    expect(creature(a, "B1").hp).toBe(20);
  });

  it("a natural 17 offers nothing and misses", () => {
    const a = field([
      { card: "Brute Axeman", side: "A", at: [5, 4] },
      { card: "Iron Wall", side: "B", at: [5, 5] },
    ], [17]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(0);
  });
});

describe("ddm-battle-rules-2011.txt § Activated Powers: a bonus on its own turn before it moves, then no moving", () => {
  it("attacking before moving: +10 damage (40 → 20), and no move is offered afterwards that turn", () => {
    const a = field([
      { card: "Still Striker", side: "A", at: [5, 4] },
      { card: "Straw Target", side: "B", at: [5, 5] },
    ], [15], ["attack:Sword:B1", "use", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(20);
    const after = a.decisions.filter((d) => d.kind !== "use-power").at(-1)!;
    expect(after.options.filter((o) => o.legal && o.id.startsWith("move:"))).toEqual([]);
  });

  it("after moving first, the power is not offered: 10 damage only", () => {
    const a = field([
      { card: "Still Striker", side: "A", at: [5, 3] },
      { card: "Straw Target", side: "B", at: [5, 5] },
    ], [15], ["move:5,4", "attack:Sword:B1", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(30);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(0);
  });

  it("an attack off its own turn gets no bonus", () => {
    const a = field([
      { card: "Still Striker", side: "A", at: [5, 4] },
      { card: "Straw Target", side: "B", at: [5, 5] },
    ], [15]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });
});

describe("ddm-battle-rules-2011.txt § Activated Powers (choosing among a power's effects): a menu after a hit", () => {
  it("the attack entry: a melee attack against a different target, the first one not offered (B1 30, B2 35)", () => {
    const a = field([
      { card: "Frost Mauler", side: "A", at: [5, 4] },
      { card: "Straw Target", side: "B", at: [5, 5] },
      { card: "Straw Target", side: "B", at: [4, 5] },
    ], [15, 15], ["attack:Sword:B1", "use", "2", "Tail Lash:B2", "decline", "end"]);
    creatureTurn(a.g, "A1");
    const offered = a.decisions.find((d) => d.kind === "power-attack")!;
    expect(offered.options.map((o) => o.id)).toEqual(["Sword:B2", "Tail Lash:B2", "decline"]);
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "B2").hp).toBe(35);
  });

  it("the entry chosen alone happens: Immobilized, no attack made", () => {
    const a = field([
      { card: "Frost Mauler", side: "A", at: [5, 4] },
      { card: "Straw Target", side: "B", at: [5, 5] },
      { card: "Straw Target", side: "B", at: [4, 5] },
    ], [15], ["attack:Sword:B1", "use", "3", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").effects.some((e) => e.name === "Immobilized")).toBe(true);
    expect(creature(a, "B2").hp).toBe(40);
  });
});

describe("ddm-battle-rules-2011.txt § Activated Powers: an attack at an enemy in a state, answered by one more attack", () => {
  it("at a Slowed enemy: one more basic attack (40 → 20)", () => {
    const a = field([
      { card: "Sly Clawer", side: "A", at: [5, 4] },
      { card: "Straw Target", side: "B", at: [5, 5], conditions: ["Slowed"] },
    ], [15, 15], ["use", "Sword:B1", "decline"]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(20);
  });

  it("at an enemy in neither state: nothing offered (40 → 30)", () => {
    const a = field([
      { card: "Sly Clawer", side: "A", at: [5, 4] },
      { card: "Straw Target", side: "B", at: [5, 5] },
    ], [15]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(30);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(0);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll: the natural roll set by a power, no d20 rolled", () => {
  it("a natural 10 (+5 = 15) hits AC 10 with no die rolled; the next attack, declined, rolls (a natural 1 misses)", () => {
    const a = field([
      { card: "Calm Blade", side: "A", at: [5, 4] },
      { card: "Straw Target", side: "B", at: [5, 5] },
    ], [1], ["use", "decline"]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(30);
    expect(a.dice.remaining()).toBe(1);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(30);
    expect(a.dice.remaining()).toBe(0);
  });

  it("the mount's power sets its rider's roll too: 10 + 5 = 15 misses AC 16 (no die rolled)", () => {
    const a = field([
      { card: "Sky Steed", side: "A", at: [5, 4] },
      { card: "Straw Target", side: "A", at: [4, 4] },
      { card: "Guarded Target", side: "B", at: [4, 5] },
    ], [], ["use"]);
    creature(a, "A2").riding = "A1";
    attack(a, "A2", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(a.decisions.filter((d) => d.kind === "use-power").map((d) => d.prompt.includes("Steady Flight"))).toEqual([true]);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll: the roll just made rolled again, the higher kept", () => {
  it("a natural 2 misses AC 16; rolled again, the 15 is kept: 15 + 5 hits (40 → 30)", () => {
    const a = field([
      { card: "Lucky Hexer", side: "A", at: [5, 4] },
      { card: "Guarded Target", side: "B", at: [5, 5] },
    ], [2, 15], ["use"]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("a lower second roll is not kept: 12 then 3, the 12 + 5 hits AC 16 (40 → 30)", () => {
    const a = field([
      { card: "Lucky Hexer", side: "A", at: [5, 4] },
      { card: "Guarded Target", side: "B", at: [5, 5] },
    ], [12, 3], ["use"]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(30);
    expect(logText(a).some((t) => t.includes("3 rolled again, the 12 kept"))).toBe(true);
  });
});
