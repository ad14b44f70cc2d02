// Runs a rules test written in the language: sets up its position on its map (or an
// open field), plays its steps with its scripted dice and choices, and checks each
// expectation where it is written. A runtime error inside a step is a failure of that
// step, reported at its line, never a crash of the runner.
import type { BattleIR, IR, MapIR, RulesTestIR, TestExpectIR, TestStepIR } from "../../compiler/ir.js";
import type { SourceRef } from "../../grammar/source.js";
import type { Decision } from "../kernel/decisions.js";
import { scriptedDice } from "../kernel/dice.js";
import type { LogEntry } from "../kernel/trace.js";
import { makeGame, type Game } from "./game.js";
import { mayAct } from "./permissions.js";
import { positionState } from "./position.js";
import { endRound } from "./round.js";
import { creatureById } from "./state.js";
import { creatureTurn } from "./turn.js";
import { defenseOf, speedOf } from "./values.js";

export interface TestFailure {
  message: string;
  src: SourceRef | null;
}

export interface TestOutcome {
  name: string;
  src: SourceRef;
  passed: boolean;
  failures: TestFailure[];
  /** The trace of what happened, for a failing test's report. */
  log: LogEntry[];
}

const OPEN_FIELD = "(open field)";

/** The open 12 × 12 field a test stands on when it names no map: side A starts on the top two rows, side B on the bottom two. */
function openField(t: RulesTestIR): MapIR {
  const rows = (y0: number) => Array.from({ length: 24 }, (_, i) => ({ x: i % 12, y: y0 + Math.floor(i / 12) }));
  return {
    name: OPEN_FIELD,
    width: 12,
    height: 12,
    walls: [],
    wallLines: [],
    startAreas: [
      { side: "A", squares: rows(0), src: t.src },
      { side: "B", squares: rows(10), src: t.src },
    ],
    victoryAreas: [],
    terrain: [],
    src: t.src,
  };
}

/** The content with a battle for this test: its scenario, map and house rules, two sides and no warbands of their own. */
function testContent(ir: IR, t: RulesTestIR): { ir: IR; battle: string } {
  const scenario = ir.scenarios.find((s) => s.name.toLowerCase() === t.scenario.toLowerCase());
  const name = `test: ${t.name}`;
  const battle: BattleIR = {
    name,
    scenario: t.scenario,
    points: t.points ?? scenario?.pointLimits[0] ?? 100,
    map: t.map ?? OPEN_FIELD,
    sides: ["A", "B"].map((side) => ({ side, warband: `${name} (${side})` })),
    maxRounds: 50,
    houseRules: t.houseRules,
    src: t.src,
  };
  const warbands = battle.sides.map((s) => ({ name: s.warband, faction: null, creatures: [], items: [], points: null, scenario: null, src: t.src }));
  return {
    ir: { ...ir, maps: t.map ? ir.maps : [...ir.maps, openField(t)], battles: [...ir.battles, battle], warbands: [...ir.warbands, ...warbands] },
    battle: name,
  };
}

/** Plays recorded choices; an action decision with none left ends the turn. */
function chooserFor(queue: string[]): (d: Decision) => number {
  return (d) => {
    const want = queue[0];
    const i = want === undefined ? -1 : d.options.findIndex((o) => o.id === want && o.legal);
    if (i >= 0) {
      queue.shift();
      return i;
    }
    if (d.kind === "action") {
      const end = d.options.findIndex((o) => o.id === "end" && o.legal);
      if (want === undefined && end >= 0) return end;
    }
    const legal = d.options.filter((o) => o.legal).map((o) => o.id);
    const illegal = want !== undefined ? d.options.find((o) => o.id === want) : undefined;
    const why = illegal?.why ? ` (${want} is not allowed: ${illegal.why})` : want !== undefined ? ` (${want} is not an option)` : "";
    throw new Error(`no scripted choice for "${d.prompt}"${why}; the options are ${legal.join(", ")} — add a choose line`);
  };
}

function check(g: Game, e: TestExpectIR): string | null {
  const s = g.state;
  const got = (what: string, want: unknown, have: unknown) => (JSON.stringify(want) === JSON.stringify(have) ? null : `expected ${what} ${String(want)}, got ${String(have)}`);
  switch (e.what) {
    case "hp":
      return got(`${e.creature} hp`, e.value, creatureById(s, e.creature).hp);
    case "at": {
      const sp = creatureById(s, e.creature).space;
      return got(`${e.creature} at`, `${e.square.x},${e.square.y}`, sp ? `${sp.x},${sp.y}` : "nowhere");
    }
    case "has":
    case "lacks": {
      const has = creatureById(s, e.creature).effects.some((x) => x.kind === "condition" && x.name.toLowerCase() === e.condition.toLowerCase());
      return has === (e.what === "has") ? null : `expected ${e.creature} ${e.what === "has" ? "to have" : "not to have"} ${e.condition}`;
    }
    case "destroyed":
    case "in-play":
      return got(`${e.creature} to be`, e.what, creatureById(s, e.creature).status);
    case "may": {
      const r = mayAct(g, e.creature, e.action);
      const decider = r.verdicts.find((v) => v.status === "decides");
      const said = `${r.allowed ? "may" : "may not"} ${e.action}${r.squares !== null ? ` ${r.squares} squares` : ""} at tier ${r.tier}${decider ? ` (${decider.rule}: ${decider.text})` : ""}`;
      const ok = r.allowed === e.allowed && (e.squares === null || r.squares === e.squares) && (e.tier === null || r.tier === e.tier);
      return ok ? null : `expected ${e.creature} ${e.allowed ? "may" : "may not"} ${e.action}${e.squares !== null ? ` ${e.squares} squares` : ""}${e.tier !== null ? ` at tier ${e.tier}` : ""}; the ruling: ${said}`;
    }
    case "value": {
      const v = e.stat.toLowerCase() === "speed" ? speedOf(g, e.creature) : defenseOf(g, e.creature, e.stat);
      return got(`${e.creature} ${e.stat}`, e.value, v.value);
    }
    case "vp": {
      const p = s.players.find((x) => x.side === e.side);
      return p ? got(`side ${e.side} VP`, e.value, p.vp) : `there is no side ${e.side}`;
    }
    case "winner":
      return got("the winner", e.side ?? "none", s.winner === null ? "none" : s.players[s.winner]!.side);
    case "log":
      return s.log.some((x) => x.text.includes(e.text)) ? null : `expected the log to say "${e.text}"`;
  }
}

function runStep(g: Game, step: TestStepIR, queue: string[]): string | null {
  if (step.kind === "expect") return check(g, step.expect);
  if (step.kind === "end-of-round") {
    endRound(g);
    return null;
  }
  queue.push(...step.choices);
  if (creatureById(g.state, step.creature).status !== "in-play") return `${step.creature} is destroyed and takes no turn`;
  creatureTurn(g, step.creature);
  const unused = queue.splice(0);
  return unused.length ? `these choices were never offered in ${step.creature}'s turn: ${unused.join(", ")}` : null;
}

export function runRulesTest(content: IR, t: RulesTestIR): TestOutcome {
  const failures: TestFailure[] = [];
  const queue: string[] = [];
  let g: Game | null = null;
  try {
    const { ir, battle } = testContent(content, t);
    const placements = t.creatures.map((c) => ({ card: c.card, id: c.id, side: c.id[0]!, x: c.at.x, y: c.at.y, ...(c.hp !== null ? { hp: c.hp } : {}), conditions: c.conditions }));
    g = makeGame(ir, positionState(ir, battle, placements, { houseRules: [] }), chooserFor(queue), { dice: scriptedDice(t.dice) });
  } catch (e) {
    return { name: t.name, src: t.src, passed: false, failures: [{ message: `cannot set up the test: ${(e as Error).message}`, src: t.src }], log: [] };
  }
  for (const step of t.steps) {
    let problem: string | null;
    try {
      problem = runStep(g, step, queue);
    } catch (e) {
      problem = (e as Error).message;
    }
    if (problem) {
      failures.push({ message: problem, src: step.src });
      // Later steps build on this one; the first failure of a play step ends the test.
      if (step.kind !== "expect") break;
    }
  }
  return { name: t.name, src: t.src, passed: failures.length === 0, failures, log: g.state.log };
}
