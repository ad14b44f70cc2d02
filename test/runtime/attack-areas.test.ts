// Close attacks (blast, burst, line) and area attacks: who is in the area, a separate
// roll against each, allies included unless the card says "enemies only".
// ddm-battle-rules-2011.txt § Close Attacks; § Area Attacks; § Opportunity Attacks
import { describe, expect, it } from "vitest";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { resolveAreaAttack } from "../../runtime/ddm/attack.js";
import { actionOptions } from "../../runtime/ddm/turn.js";
import { libraryWith } from "../library.js";
import { arena, attackOf, creature, logText, type Placement } from "./arena.js";
import { combatFixtures } from "./combat-fixtures.js";

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [combatFixtures] });

describe("the language: close and area attacks read like the card", () => {
  it("compiles blast, burst with 'enemies only', line and area … within …", () => {
    const ir = libraryWith(combatFixtures).ir;
    const attack = (card: string, name: string) => ir.creatures.find((c) => c.name === card)!.attacks.find((a) => a.name === name)!;
    expect(attack("Ember Drake", "Cinder Breath")).toMatchObject({ kind: "close", range: { kind: "blast", squares: 2 }, affects: null });
    expect(attack("Whirl Dancer", "Whirl")).toMatchObject({ kind: "close", range: { kind: "burst", squares: 1 }, affects: "enemies" });
    expect(attack("Storm Caller", "Bolt")).toMatchObject({ kind: "close", range: { kind: "line", squares: 4 } });
    expect(attack("Storm Caller", "Thunderclap")).toMatchObject({ kind: "area", range: { kind: "area", radius: 1, within: 10 } });
  });

  it("an area attack without its range is an error with a line and column", () => {
    const r = libraryWith({ path: "bad.wb", text: 'creature "X" {\n  level 1 cost 5 unaligned factions Wild\n  AC 10 Fort 10 Ref 10 Will 10 speed 6 hp 10\n  attack area 2 "Cloud": +5 vs Fort; 5 damage\n}\n' });
    const d = r.diagnostics.find((x) => x.file === "bad.wb" && x.code === "WB330")!;
    expect(d.message).toContain("area 2 within 10");
    expect(d.range.start.line).toBe(4);
  });
});

describe("ddm-battle-rules-2011.txt § Close Attacks (Burst)", () => {
  it("a burst 1 'enemies only' rolls once against each adjacent enemy and skips allies", () => {
    const a = field([
      { card: "Whirl Dancer", side: "A", at: [4, 4] },
      { card: "Whirl Dancer", side: "A", at: [5, 4] },
      { card: "Ember Drake", side: "B", at: [3, 3] },
      { card: "Ember Drake", side: "B", at: [4, 5] },
      { card: "Ember Drake", side: "B", at: [7, 7] },
    ], [15, 1], ["B1"]);
    const [p] = placements(a.g, "A1", attackOf(a, "A1", "Whirl"));
    expect(p!.targets).toEqual(["B1", "B2"]);
    resolveAreaAttack(a.g, "A1", attackOf(a, "A1", "Whirl"), p!);
    expect([creature(a, "B1").hp, creature(a, "B2").hp, creature(a, "A2").hp]).toEqual([55, 60, 40]);
    expect(logText(a).filter((t) => t.startsWith("d20 attack roll"))).toHaveLength(2);
  });
});

describe("ddm-battle-rules-2011.txt § Close Attacks (Blast)", () => {
  it("a blast 2 next to the attacker catches enemies and allies in it, never the attacker; every roll comes before any damage", () => {
    const a = field([
      { card: "Ember Drake", side: "A", at: [4, 4] },
      { card: "Whirl Dancer", side: "A", at: [5, 5] },
      { card: "Whirl Dancer", side: "B", at: [6, 5] },
    ], [15, 15], ["A2"]);
    const breath = attackOf(a, "A1", "Cinder Breath");
    const p = placements(a.g, "A1", breath).find((x) => x.targets.length === 2)!;
    expect(p.targets).toEqual(["A2", "B1"]);
    resolveAreaAttack(a.g, "A1", breath, p);
    expect([creature(a, "A1").hp, creature(a, "A2").hp, creature(a, "B1").hp]).toEqual([60, 30, 30]);
    const kinds = a.g.state.log.map((e) => e.kind).filter((k) => k === "roll-result" || k === "damage");
    expect(kinds).toEqual(["roll-result", "roll-result", "damage", "damage"]);
  });

  it("no blast reaches an enemy four squares away", () => {
    const a = field([
      { card: "Ember Drake", side: "A", at: [4, 4] },
      { card: "Whirl Dancer", side: "B", at: [8, 4] },
    ]);
    expect(placements(a.g, "A1", attackOf(a, "A1", "Cinder Breath"))).toEqual([]);
  });
});

describe("ddm-battle-rules-2011.txt § Close Attacks (Line)", () => {
  it("a line 4 enters every creature along its path; one merely touched at a corner is not affected", () => {
    const a = field([
      { card: "Storm Caller", side: "A", at: [2, 2] },
      { card: "Whirl Dancer", side: "B", at: [4, 2] },
      { card: "Whirl Dancer", side: "B", at: [6, 2] },
    ]);
    const all = placements(a.g, "A1", attackOf(a, "A1", "Bolt"));
    expect(all.some((p) => p.targets.join() === "B1,B2")).toBe(true);
    const far = field([
      { card: "Storm Caller", side: "A", at: [2, 2] },
      { card: "Whirl Dancer", side: "B", at: [7, 2] },
    ]);
    expect(placements(far.g, "A1", attackOf(far, "A1", "Bolt"))).toEqual([]);
  });
});

describe("ddm-battle-rules-2011.txt § Area Attacks", () => {
  it("an area 1 within 10 may include the attacker itself, and it provokes adjacent enemies", () => {
    const a = field([
      { card: "Storm Caller", side: "A", at: [4, 4] },
      { card: "Whirl Dancer", side: "B", at: [5, 4] },
    ], [15, 15, 15, 15], ["attack", "A1"]);
    const clap = attackOf(a, "A1", "Thunderclap");
    const p = placements(a.g, "A1", clap).find((x) => x.targets.includes("A1") && x.targets.includes("B1"))!;
    expect(p).toBeDefined();
    resolveAreaAttack(a.g, "A1", clap, p);
    expect(logText(a).some((t) => t.includes("makes an opportunity attack on Storm Caller (A1)"))).toBe(true);
    expect(creature(a, "A1").hp).toBe(50 - 5 - 10);
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("the attack's options in a turn are its distinct placements", () => {
    const a = field([
      { card: "Ember Drake", side: "A", at: [4, 4] },
      { card: "Whirl Dancer", side: "B", at: [6, 4] },
    ]);
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    const ids = actionOptions(a.g, "A1").filter((o) => o.legal && o.id.startsWith("attack:Cinder Breath:"));
    expect(ids).toHaveLength(1);
    // The option carries the blast's squares, so the workbench map can show the area: a
    // blast 2 is 2 by 2, and the enemy's square is one of them.
    expect(ids[0]!.squares).toHaveLength(4);
    expect(ids[0]!.squares).toContainEqual({ x: 6, y: 4 });
  });

  it("an area 1 placement covers its 3-by-3 squares", () => {
    const a = field([
      { card: "Storm Caller", side: "A", at: [4, 4] },
      { card: "Whirl Dancer", side: "B", at: [8, 4] },
    ]);
    const [p] = placements(a.g, "A1", attackOf(a, "A1", "Thunderclap"));
    expect(p!.targets).toEqual(["B1"]);
    const centre = Number(/^area-(\d+)\.(\d+)$/.exec(p!.id)![1]);
    expect(p!.squares).toHaveLength(9);
    expect(p!.squares).toContainEqual({ x: 8, y: 4 });
    expect(p!.squares).toContainEqual({ x: centre + 1, y: 4 });
  });
});
