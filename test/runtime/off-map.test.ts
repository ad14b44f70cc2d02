// Creatures a power takes off the battle map and puts back (compiler/primitives/off-map.ts,
// runtime/ddm/off-map.ts): a creature removing itself on its turn and coming back at the
// start of the next round beside the space it left, a reserve held off the map at set-up,
// a power placing one of them within N squares of its owner (then it attacks and counts as
// having activated), and one placed far from every enemy.
// ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance; Set-Up Powers); § Forced-Movement
// Effects (Place; Legal Position); § The Battle (Game Overview), step 6
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeGame } from "../../runtime/ddm/game.js";
import { startRound } from "../../runtime/ddm/round.js";
import { newBattleState, setUp } from "../../runtime/ddm/setup.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { runEffects } from "../../runtime/ddm/effects.js";
import { powersOf } from "../../runtime/ddm/powers.js";
import type { Decision } from "../../runtime/kernel/decisions.js";
import { arena, arenaContent, creature } from "./arena.js";

// Made-up creatures (not bundled content).
const content: SourceFile = {
  path: "test/off-map.wb",
  text: `creature "Stone Swimmer" {
  level 4  cost 12  unaligned  factions Wild  keywords Elemental
  AC 14  Fort 14  Ref 12  Will 12  speed 5  hp 40
  attack melee basic "Grinding Bite": +6 vs AC; 10 damage
  power "Sink Away": minor action: remove this creature from battle map
  power "Rise Again": use at start of round while off battle map: place this creature in legal space nearest to its previous space and this creature makes basic attack with +2 attack
}
creature "Gate Walker" {
  level 4  cost 12  unaligned  factions Wild  keywords Fey
  AC 14  Fort 14  Ref 12  Will 12  speed 5  hp 40
  attack melee basic "Thorn": +6 vs AC; 10 damage
  power "Fey Step": use at start of its turn: this creature heals 15 and remove this creature from battle map; use at start of round while off battle map: place this creature in one of your victory areas
}
creature "Beast Caller" {
  level 4  cost 12  unaligned  factions Wild  keywords Human
  AC 14  Fort 14  Ref 12  Will 12  speed 5  hp 40
  attack melee basic "Staff": +6 vs AC; 10 damage
  power "Held Back": use during setup: up to 2 Beast or Dragon allies with cost 10 or less start battle off battle map
  power "Call the Beast": replaces attack action: choose one ally held in reserve and place that ally within 3 squares of this creature and that ally makes basic attack and that ally is considered to have activated this round
}
creature "Pit Caller" {
  level 4  cost 12  unaligned  factions Wild  keywords Human
  AC 14  Fort 14  Ref 12  Will 12  speed 5  hp 40
  attack melee basic "Staff": +6 vs AC; 10 damage
  power "Demon Door": use at end of round: choose one Demon ally off battle map and place that ally in square 6 or more squares from all enemies
}
creature "Ash Hound" {
  level 2  cost 8  unaligned  factions Wild  keywords Beast
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Bite": +5 vs AC; 5 damage
}
creature "Great Hound" {
  level 6  cost 14  unaligned  factions Wild  keywords Beast
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 50
  attack melee basic "Maul": +7 vs AC; 10 damage
}
creature "Small Fiend" {
  level 2  cost 8  unaligned  factions Wild  keywords Demon
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Claw": +5 vs AC; 5 damage
}
creature "Plain Guard" {
  level 2  cost 8  unaligned  factions Wild  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 5  hp 30
  attack melee basic "Spear": +3 vs AC; 5 damage
}
warband "Callers" {\n  creature "Beast Caller"\n  creature "Ash Hound"\n  creature "Great Hound"\n}
warband "Guards" {\n  creature "Plain Guard"\n}
battle "Reserve Battle" {\n  scenario Assault\n  points 100\n  map "Test Field"\n  side A "Callers"\n  side B "Guards"\n}
`,
};

// The arena's map (test/runtime/arena.ts) with these creatures.
const compiled = arenaContent(content);

describe("ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance): a creature removing itself and coming back", () => {
  it("compiles with no diagnostics", () => {
    expect(compiled.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
  });

  it("off the map on its turn it takes no more actions; at the next round's start it comes back where it left and attacks with +2", () => {
    // d20 4 + 6 + 2 = 12 hits AC 12; without the +2 it would miss.
    const a = arena(
      [
        { card: "Stone Swimmer", side: "A", at: [4, 4] },
        { card: "Plain Guard", side: "B", at: [4, 5] },
      ],
      { extra: [content], dice: [4], choices: ["power:Sink Away", "use", "Grinding Bite:B1"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toBeNull();
    expect(creature(a, "A1").status).toBe("in-play");
    // The turn ended with the removal: no second action was asked for.
    expect(a.decisions.filter((d) => d.kind === "action")).toHaveLength(1);
    startRound(a.g);
    expect(creature(a, "A1").space).toMatchObject({ x: 4, y: 4 });
    expect(creature(a, "B1").hp).toBe(20);
  });

  it("healed and gone at the start of its turn, it comes back at the next round's start in one of its own side's victory areas", () => {
    const a = arena(
      [
        { card: "Gate Walker", side: "A", at: [2, 2], hp: 20 },
        { card: "Plain Guard", side: "B", at: [9, 9] },
      ],
      { extra: [content], choices: ["use", "use", "5,8"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1")).toMatchObject({ hp: 35, space: null });
    startRound(a.g);
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 8 });
    // Side A's victory area is 5,8 to 6,9 on the test field; side B's (5,2 to 6,3) is not offered.
    const offered = a.decisions.filter((d) => d.kind === "place").flatMap((d) => d.options.map((o) => o.id));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((id) => ["5,8", "6,8", "5,9", "6,9"].includes(id))).toBe(true);
  });

  it("its space taken meanwhile, it comes back in the nearest legal position", () => {
    const a = arena(
      [
        { card: "Stone Swimmer", side: "A", at: [4, 4] },
        { card: "Plain Guard", side: "B", at: [8, 8] },
      ],
      { extra: [content], choices: ["power:Sink Away", "use", "4,3", "decline"] },
    );
    creatureTurn(a.g, "A1");
    creature(a, "B1").space = { x: 4, y: 4, size: 1 };
    startRound(a.g);
    expect(creature(a, "A1").space).toMatchObject({ x: 4, y: 3 });
    // Only the positions one square from the space it left were offered.
    const offered = a.decisions.find((d) => d.kind === "place")!.options.map((o) => o.id.split(",").map(Number) as [number, number]);
    expect(offered.every(([x, y]) => Math.max(Math.abs(x - 4), Math.abs(y - 4)) === 1)).toBe(true);
  });
});

function setUpReserve(picks: string[]) {
  const asked: Decision[] = [];
  const g = makeGame(compiled.ir, newBattleState(compiled.ir, "Reserve Battle", 5, []), (d) => {
    asked.push(d);
    if (d.kind === "hold-in-reserve") return d.options.findIndex((o) => o.id === (picks.shift() ?? "done"));
    if (d.kind === "use-power") return d.options.findIndex((o) => o.id === "use");
    return d.options.findIndex((o) => o.legal);
  });
  setUp(g);
  const of = (card: string) => g.state.creatures.find((c) => c.card === card)!;
  return { g, asked, of };
}

describe("ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers; Delayed Appearance): a reserve held off the map", () => {
  it("only creatures of the keyword and cost are offered; the one chosen starts off the map, held by the power's owner", () => {
    const { asked, of } = setUpReserve(["A2"]);
    const offered = asked.find((d) => d.kind === "hold-in-reserve")!.options.map((o) => o.id);
    // The Great Hound costs 14, over the cap of 10; the caller itself is never offered.
    expect(offered).toEqual(["A2", "done"]);
    expect(of("Ash Hound").space).toBeNull();
    expect(of("Ash Hound").heldBy).toBe(of("Beast Caller").id);
    expect(of("Great Hound").space).not.toBeNull();
  });

  it("choosing none keeps every creature on the map", () => {
    const { of } = setUpReserve(["done"]);
    expect(of("Ash Hound").space).not.toBeNull();
    expect(of("Ash Hound").heldBy).toBeUndefined();
  });
});

describe("ddm-battle-rules-2011.txt § Forced-Movement Effects (Place): a reserve creature put on the map by a power", () => {
  it("the held creature is placed within 3 squares of the caller, attacks, and takes no turn this round", () => {
    // d20 12 + 5 = 17 hits AC 12: Bite deals 5.
    const a = arena(
      [
        { card: "Beast Caller", side: "A", at: [4, 4] },
        { card: "Ash Hound", side: "A", at: [0, 0] },
        { card: "Plain Guard", side: "B", at: [4, 7] },
      ],
      { extra: [content], dice: [12], choices: ["power:Call the Beast", "4,6", "Bite:B1", "end"] },
    );
    const hound = creature(a, "A2");
    hound.space = null;
    hound.heldBy = "A1";
    a.g.state.phase = "turns";
    creatureTurn(a.g, "A1");
    expect(hound.space).toMatchObject({ x: 4, y: 6 });
    const place = a.decisions.find((d) => d.kind === "place")!;
    // Every square offered is within 3 squares of the caller at 4,4.
    expect(place.options.every((o) => o.id.split(",").map(Number).every((n, i) => Math.abs(n - [4, 4][i]!) <= 3))).toBe(true);
    expect(creature(a, "B1").hp).toBe(25);
    expect(hound.actedThisRound).toBe(true);
  });

  it("a creature off the map that no reserve power holds is not one 'held in reserve': nothing is placed", () => {
    const a = arena(
      [
        { card: "Beast Caller", side: "A", at: [4, 4] },
        { card: "Ash Hound", side: "A", at: [0, 0] },
        { card: "Plain Guard", side: "B", at: [4, 7] },
      ],
      { extra: [content], choices: ["power:Call the Beast", "end"] },
    );
    creature(a, "A2").space = null;
    creatureTurn(a.g, "A1");
    expect(creature(a, "A2").space).toBeNull();
  });

  it("a Demon off the map is placed only where every enemy is 6 or more squares away", () => {
    const a = arena(
      [
        { card: "Pit Caller", side: "A", at: [4, 4] },
        { card: "Small Fiend", side: "A", at: [0, 0] },
        { card: "Plain Guard", side: "B", at: [4, 7] },
      ],
      { extra: [content], choices: ["11,0"] },
    );
    creature(a, "A2").space = null;
    const door = powersOf(a.g, "A1").find((p) => p.name === "Demon Door")!;
    const clause = door.clauses.find((c) => c.kind === "trigger")!;
    runEffects(a.g, clause.kind === "trigger" ? clause.effects : [], "A1", {}, "Demon Door");
    expect(creature(a, "A2").space).toMatchObject({ x: 11, y: 0 });
    const offered = a.decisions.find((d) => d.kind === "place")!.options.map((o) => o.id.split(",").map(Number) as [number, number]);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every(([x, y]) => Math.max(Math.abs(x - 4), Math.abs(y - 7)) >= 6)).toBe(true);
  });
});
