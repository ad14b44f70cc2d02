// Triggers on moving and activating, with their interrupt windows: an immediate
// interrupt acts before the creature enters the square, starts its shift or begins its
// turn; other powers act after. A power with no condition is offered before its
// creature moves into each square and at the start and end of every creature's turn.
// ddm-battle-rules-2011.txt § Actions (Immediate Action); § Common Triggered Powers (Default Condition);
// § Moving; § Taking a Turn (a creature's turn is an activation)
import { describe, expect, it } from "vitest";
import { walk } from "../../runtime/ddm/movement.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, logText, type Arena, type Placement } from "./arena.js";

const pieces = {
  path: "test/move-windows.wb",
  text: `creature "Road Runner" {
  level 2  cost 8  unaligned  factions Civilization  keywords Human
  AC 14  Fort 13  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Club": +4 vs AC; 5 damage
}
creature "Vine Sentry" {
  level 3  cost 10  unaligned  factions Wild  keywords Plant
  AC 14  Fort 13  Ref 12  Will 12  speed 4  hp 30
  attack melee basic "Lash": +4 vs AC; 5 damage
  power "Snapping Vines": immediate interrupt, use when an enemy enters a square adjacent to this creature: that enemy is Immobilized (save ends)
}
creature "Bramble Sentry" {
  level 3  cost 10  unaligned  factions Wild  keywords Plant
  AC 14  Fort 13  Ref 12  Will 12  speed 4  hp 30
  attack melee basic "Lash": +4 vs AC; 5 damage
  power "Grasping Roots": immediate reaction, use when an enemy enters a square adjacent to this creature: that enemy is Immobilized (save ends)
}
creature "Thorn Hedge" {
  level 3  cost 10  unaligned  factions Wild  keywords Plant
  AC 14  Fort 13  Ref 12  Will 12  speed 4  hp 30
  attack melee basic "Lash": +4 vs AC; 5 damage
  power "Parting Thorns": whenever an enemy moves out of a square adjacent to this creature: that enemy takes 5 damage
}
creature "Shift Warden" {
  level 3  cost 10  unaligned  factions Wild  keywords Human
  AC 14  Fort 13  Ref 12  Will 12  speed 5  hp 30
  attack melee basic "Blade": +4 vs AC; 5 damage
  power "Hold Fast": immediate interrupt, use when an adjacent enemy shifts: that enemy is Immobilized until end of its turn
}
creature "Ambush Lurker" {
  level 3  cost 10  unaligned  factions Wild  keywords Beast
  AC 14  Fort 13  Ref 12  Will 12  speed 5  hp 30
  attack melee basic "Bite": +4 vs AC; 5 damage
  power "Pounce": immediate interrupt, use when an adjacent enemy activates: that enemy takes 5 damage
}
creature "Patient Lurker" {
  level 3  cost 10  unaligned  factions Wild  keywords Beast
  AC 14  Fort 13  Ref 12  Will 12  speed 5  hp 30
  attack melee basic "Bite": +4 vs AC; 5 damage
  power "Late Pounce": immediate reaction, use when an adjacent enemy activates: that enemy takes 5 damage
}
creature "Quick Sprite" {
  level 2  cost 8  unaligned  factions Wild  keywords Fey
  AC 14  Fort 12  Ref 14  Will 12  speed 6  hp 20
  attack melee basic "Prick": +4 vs AC; 5 damage
  power "Blink Away" uses 1: immediate action: this creature teleports 3
  power "Second Breath": free action: this creature heals 5
}
`,
};

const field = (placements: Placement[], choices: string[] = [], dice: number[] = []) => arena(placements, { extra: [pieces], choices, dice });
const sq = (x: number, y: number) => ({ x, y, size: 1 });
const go = (a: Arena, id: string, path: [number, number][], provokes = true) => walk(a.g, id, path.map(([x, y]) => sq(x, y)), provokes, { creature: id, rule: provokes ? "moves" : "shifts", src: null });

describe("ddm-battle-rules-2011.txt § Actions (Immediate Action): entering a square adjacent to a creature", () => {
  it("an immediate interrupt acts before the square is entered: the runner, Immobilized, stays at 3,2 (the square before)", () => {
    const a = field([{ card: "Road Runner", side: "A", at: [3, 0] }, { card: "Vine Sentry", side: "B", at: [3, 4] }], ["use"]);
    go(a, "A1", [
      [3, 1],
      [3, 2],
      [3, 3],
    ]);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 2 });
    expect(creature(a, "A1").effects.map((e) => e.name)).toEqual(["Immobilized"]);
    expect(logText(a).some((t) => t.includes("stops before entering 3,3"))).toBe(true);
  });

  it("an immediate reaction acts once the square is entered: the runner stands at 3,3, Immobilized, and goes no further", () => {
    const a = field([{ card: "Road Runner", side: "A", at: [3, 0] }, { card: "Bramble Sentry", side: "B", at: [3, 4] }], ["use"]);
    go(a, "A1", [
      [3, 1],
      [3, 2],
      [3, 3],
      [2, 3],
    ]);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 3 });
    expect(creature(a, "A1").effects.map((e) => e.name)).toEqual(["Immobilized"]);
  });

  it("a square that is not adjacent does not trigger it: nothing is offered on the way from 3,0 to 3,2", () => {
    const a = field([{ card: "Road Runner", side: "A", at: [3, 0] }, { card: "Vine Sentry", side: "B", at: [3, 4] }]);
    go(a, "A1", [
      [3, 1],
      [3, 2],
    ]);
    expect(a.decisions).toHaveLength(0);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 2 });
  });
});

describe("ddm-battle-rules-2011.txt § Moving: leaving an adjacent square", () => {
  it("'moves out of a square adjacent': 5 damage on leaving 3,3 for 3,2 (a shift provokes nothing but still triggers it)", () => {
    const a = field([{ card: "Road Runner", side: "A", at: [3, 3] }, { card: "Thorn Hedge", side: "B", at: [3, 4] }]);
    go(a, "A1", [[3, 2]], false);
    expect(creature(a, "A1").hp).toBe(25);
    expect(creature(a, "A1").effects).toHaveLength(0);
  });
});

describe("ddm-battle-rules-2011.txt § Actions (Immediate Action): 'use when an adjacent enemy shifts' as an interrupt", () => {
  it("the enemy is Immobilized before its shift begins and does not move", () => {
    const a = field([{ card: "Road Runner", side: "A", at: [3, 3] }, { card: "Shift Warden", side: "B", at: [3, 4] }], ["use"]);
    go(a, "A1", [[3, 2]], false);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 3 });
    expect(logText(a).some((t) => t.includes("stops before moving"))).toBe(true);
  });

  it("a move is not a shift: nothing is offered", () => {
    const a = field([{ card: "Road Runner", side: "A", at: [3, 3] }, { card: "Shift Warden", side: "B", at: [3, 4] }], ["decline"]);
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    go(a, "A1", [[4, 3]]);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(0);
  });
});

describe("ddm-battle-rules-2011.txt § Taking a Turn: 'use when an adjacent enemy activates'", () => {
  const ongoing = (lurker: string, choices: string[]) => {
    // The save at the end of the turn: 15, the ongoing damage ends.
    const a = field([{ card: "Road Runner", side: "A", at: [3, 3] }, { card: lurker, side: "B", at: [3, 4] }], choices, [15]);
    creature(a, "A1").effects.push({ id: 99, kind: "ongoing", name: "fire", amount: 5, duration: "save-ends", source: null, rule: "test", src: null });
    creatureTurn(a.g, "A1");
    return a;
  };
  const order = (a: Arena) => [logText(a).findIndex((t) => t.includes("uses")), logText(a).findIndex((t) => t.includes("(5 fire)"))];

  it("an interrupt acts before the turn goes on, before the ongoing damage of its start", () => {
    const a = ongoing("Ambush Lurker", ["use", "end"]);
    const [power, burn] = order(a);
    expect(power).toBeGreaterThan(0);
    expect(power).toBeLessThan(burn);
    expect(creature(a, "A1").hp).toBe(20);
  });

  it("a reaction acts at the start of its turn, after the ongoing damage", () => {
    const a = ongoing("Patient Lurker", ["use", "end"]);
    const [power, burn] = order(a);
    expect(power).toBeGreaterThan(burn);
    expect(creature(a, "A1").hp).toBe(20);
  });
});

describe("ddm-battle-rules-2011.txt § Common Triggered Powers (Default Condition): powers that state no condition", () => {
  it("before moving into a square: Blink Away is offered before the first square; used, it teleports the sprite and the move stops", () => {
    // Second Breath, with no condition either, is offered beside it.
    const a = field([{ card: "Quick Sprite", side: "A", at: [3, 3] }], ["use", "decline", "6,3"]);
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    go(a, "A1", [
      [3, 4],
      [3, 5],
    ]);
    expect(a.decisions[0]).toMatchObject({ player: 0, kind: "use-power" });
    expect(a.decisions[0]!.prompt).toContain("Blink Away");
    expect(creature(a, "A1").space).toMatchObject({ x: 6, y: 3 });
  });

  it("declined before each square, it is offered again before the next", () => {
    const a = field([{ card: "Quick Sprite", side: "A", at: [3, 3] }], ["decline", "decline", "decline", "decline"]);
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    go(a, "A1", [
      [3, 4],
      [3, 5],
    ]);
    expect(a.decisions.map((d) => d.prompt.includes("Blink Away"))).toEqual([true, false, true, false]);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 5 });
  });

  it("at the start of another creature's turn: B's sprite may use its free power, once that turn", () => {
    const a = field([{ card: "Road Runner", side: "A", at: [0, 0] }, { card: "Quick Sprite", side: "B", at: [8, 8], hp: 10 }], ["decline", "use", "end", "decline"]);
    creatureTurn(a.g, "A1");
    // Start of A1's turn: Blink Away (declined), Second Breath (used); at its end only Blink Away is offered.
    expect(a.decisions.map((d) => `${d.player} ${d.kind}`)).toEqual(["1 use-power", "1 use-power", "0 action", "1 use-power"]);
    expect(a.decisions[3]!.prompt).toContain("Blink Away");
    expect(creature(a, "B1").hp).toBe(15);
  });
});
