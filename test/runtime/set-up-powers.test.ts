// Set-up: multiple start areas, the set-up powers Scout, Wandering Monster and Delayed
// Appearance (named powers of content/ddm/core/named-powers.wb), and creatures that
// start off the map entering play later.
// ddm-battle-rules-2011.txt § Set-Up (Multiple Start Areas; Set-Up Powers: Scout,
// Wandering Monster; Delayed Appearance); spec A-08, A-35
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeGame, type Game } from "../../runtime/ddm/game.js";
import { placeIn } from "../../runtime/ddm/placing.js";
import { playRound } from "../../runtime/ddm/round.js";
import { newBattleState, setUp } from "../../runtime/ddm/setup.js";
import type { Decision } from "../../runtime/kernel/decisions.js";
import { scriptedDice } from "../../runtime/kernel/dice.js";
import { libraryWith } from "../library.js";

const card = (name: string, power: string) => `creature "${name}" {
  level 1  cost 5  unaligned  factions Wild
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 20
  attack melee basic "Jab": +1 vs AC; 5 damage
${power}
}
`;

const content: SourceFile = {
  path: "test/set-up.wb",
  text: `map "Three Areas" {
  size 12 x 12
  start A 0,0 to 1,0 and 10,0 to 11,0
  start B 0,11 to 11,11
  victory A 5,8 to 6,9
  victory B 5,2 to 6,3
  victory both 0,5 to 1,6
}
${card("Trail Scout", '  power "Scout"')}${card("Lost Wanderer", '  power "Wandering Monster"')}${card("Late Guest", '  power "Delayed Appearance"\n  power "Arrive": use at the start of any round after the first: place this creature in your start area')}${card("Plain Guard", "")}
warband "Scouts" {\n  creature "Trail Scout" x 2\n}
warband "Wanderers" {\n  creature "Lost Wanderer"\n}
warband "Guards" {\n  creature "Plain Guard" x 5\n}
warband "Latecomers" {\n  creature "Late Guest"\n  creature "Plain Guard"\n}
${["Scouts", "Wanderers", "Guards", "Latecomers"].map((w) => `battle "${w} Battle" {\n  scenario Assault\n  points 100\n  map "Three Areas"\n  side A "${w}"\n  side B "Guards"\n}\n`).join("")}`,
};

const lateNextRound: SourceFile = {
  path: "test/late.wb",
  text: `layer house "Late Joiners"\nhouse "Late Joiners" {\n  option "new creatures act this round" no\n}\n`,
};

const compiled = libraryWith(content, lateNextRound);
const ir = compiled.ir;

/** A battle before set-up; `pick` answers each decision (default: the first legal option), recorded in `asked`. */
function battle(name: string, pick: (d: Decision) => string | undefined = () => undefined, dice?: number[], houseRules: string[] = []) {
  const asked: Decision[] = [];
  const g: Game = makeGame(
    ir,
    newBattleState(ir, name, 5, houseRules),
    (d) => {
      asked.push(d);
      const id = pick(d);
      const i = id === undefined ? d.options.findIndex((o) => o.legal) : d.options.findIndex((o) => o.id === id && o.legal);
      if (i < 0) throw new Error(`no option ${id} for ${d.prompt}`);
      return i;
    },
    dice ? { dice: scriptedDice(dice) } : {},
  );
  return { g, asked };
}

const squaresOf = (d: Decision) => d.options.map((o) => o.id);

describe("§ Set-Up: start areas", () => {
  it("compiles the set-up powers as named powers with no diagnostics", () => {
    expect(compiled.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
    const scout = ir.creatures.find((c) => c.name === "Trail Scout")!;
    expect(scout.powers[0]!.clauses.map((c) => (c.kind === "modifier" ? c.op : c.kind))).toEqual(["scout"]);
  });

  it("Multiple Start Areas: a creature may go in any region of its side's start area", () => {
    const { g, asked } = battle("Guards Battle");
    setUp(g);
    const first = asked.find((d) => d.kind === "place")!;
    // Start A is 0,0 to 1,0 and 10,0 to 11,0: both regions are offered, nothing else.
    expect(squaresOf(first)).toEqual(["0,0", "1,0", "10,0", "11,0"]);
  });

  it("a creature that does not fit goes as close to the start area as possible", () => {
    const { g, asked } = battle("Guards Battle");
    setUp(g);
    // The fifth guard of side A finds all four start squares taken: it is offered the free squares next to them.
    // (The fourth guard had one square left, so it was placed without a question.)
    const fifth = asked.find((d) => d.kind === "place" && d.prompt.includes("(A5)"))!;
    expect(squaresOf(fifth)).toEqual(["2,0", "9,0", "0,1", "1,1", "2,1", "9,1", "10,1", "11,1"]);
    expect(g.state.creatures.filter((c) => c.side === "A").every((c) => c.space !== null)).toBe(true);
  });
});

describe("§ Set-Up (Scout)", () => {
  it("a Scout may set up in a victory area with no creature in it instead of its start area (spec A-35)", () => {
    const { g, asked } = battle("Scouts Battle", (d) => (d.kind === "place" && asked.filter((x) => x.kind === "place").length === 1 ? "5,2" : undefined));
    setUp(g);
    const [first, second] = asked.filter((d) => d.kind === "place");
    // Start squares, then every victory area: A (5,8-6,9), B (5,2-6,3) and A&B (0,5-1,6).
    expect(squaresOf(first!)).toEqual(expect.arrayContaining(["0,0", "11,0", "5,2", "6,3", "5,8", "0,5", "1,6"]));
    expect(g.state.creatures.find((c) => c.id === "A1")!.space).toMatchObject({ x: 5, y: 2 });
    // The second Scout: victory area B now holds a creature, so only A and A&B remain.
    expect(squaresOf(second!)).toEqual(expect.arrayContaining(["5,8", "0,5"]));
    expect(squaresOf(second!).filter((s) => ["5,2", "6,2", "5,3", "6,3"].includes(s))).toEqual([]);
    expect(g.state.log.find((e) => e.kind === "place" && e.data?.creature === "A1")!.rule).toBe("Scout");
  });
});

describe("§ Set-Up (Wandering Monster)", () => {
  it("a d20 picks one of the three victory areas (1-6, 7-12, 13-18; 19-20 rolled again) and the creature sets up inside it", () => {
    const { g, asked } = battle("Wanderers Battle", () => undefined, [19, 8]);
    setUp(g);
    const rolls = g.state.log.filter((e) => e.kind === "roll").map((e) => e.data!.value);
    expect(rolls).toEqual([19, 8]);
    // 8 is the second range: victory area B, 5,2 to 6,3.
    expect(squaresOf(asked.find((d) => d.kind === "place")!)).toEqual(["5,2", "6,2", "5,3", "6,3"]);
    expect(g.state.creatures.find((c) => c.id === "A1")!.space).toMatchObject({ x: 5, y: 2 });
  });
});

describe("§ Set-Up (Delayed Appearance)", () => {
  const useIt = (d: Decision) => (d.kind === "use-power" ? "use" : d.kind === "action" ? "end" : undefined);

  it("starts off the map, takes no turn in round 1, enters at the start of round 2 and takes its turn", () => {
    const { g, asked } = battle("Latecomers Battle", useIt);
    setUp(g);
    const late = g.state.creatures.find((c) => c.card === "Late Guest")!;
    expect(late.space).toBeNull();
    expect(late.status).toBe("in-play");
    expect(g.state.log.some((e) => e.kind === "off-map" && e.text.includes("Delayed Appearance"))).toBe(true);
    playRound(g);
    const turns = () => g.state.log.filter((e) => e.kind === "turn").map((e) => e.data!.creature);
    expect(turns()).not.toContain(late.id);
    expect(asked.some((d) => d.kind === "use-power")).toBe(false); // "after the first": not in round 1
    playRound(g);
    expect(asked.filter((d) => d.kind === "use-power").map((d) => d.player)).toEqual([0]);
    expect(late.space).not.toBeNull();
    // It entered in start area A (0,0-1,0 or 10,0-11,0) and took a turn in round 2.
    expect([0, 1, 10, 11]).toContain(late.space!.x);
    expect(late.space!.y).toBe(0);
    expect(g.state.log.some((e) => e.kind === "place" && e.text.includes("enters play") && e.rule === "Arrive")).toBe(true);
    expect(turns().filter((id) => id === late.id)).toHaveLength(1);
  });

  it("entering during the round's turns: acts this round, or from the next with the option 'new creatures act this round' off (spec A-08)", () => {
    for (const [houseRules, acted] of [[[], false], [["Late Joiners"], true]] as const) {
      const { g } = battle("Latecomers Battle", useIt, undefined, [...houseRules]);
      setUp(g);
      const late = g.state.creatures.find((c) => c.card === "Late Guest")!;
      g.state.round = 1;
      g.state.phase = "turns";
      placeIn(g, late.id, "start area", { creature: late.id, rule: "Arrive", src: null });
      expect(late.space).not.toBeNull();
      expect(late.actedThisRound).toBe(acted);
    }
  });
});
