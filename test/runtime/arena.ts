// A test battlefield: the bundled library plus an open 12×12 map, creatures placed
// where a test says, scripted dice and scripted choices. Tests then call the rules
// procedures directly and assert what changed.
import type { CompileResult, SourceFile } from "../../compiler/index.js";
import { cardOf, makeGame, type Game } from "../../runtime/ddm/game.js";
import { positionState } from "../../runtime/ddm/position.js";
import type { Decision } from "../../runtime/kernel/decisions.js";
import { scriptedDice } from "../../runtime/kernel/dice.js";
import { libraryWith } from "../library.js";

export const arenaSource: SourceFile = {
  path: "test/arena.wb",
  text: `map "Test Field" {
  size 12 x 12
  start A 0,0 to 11,1
  start B 0,10 to 11,11
  victory A 5,8 to 6,9
  victory B 5,2 to 6,3
}
warband "Test A" {
  creature "Cinder Goblin Cutter"
}
warband "Test B" {
  creature "Cinder Goblin Cutter"
}
battle "Test Arena" {
  scenario Assault
  points 100
  map "Test Field"
  side A "Test A"
  side B "Test B"
}
`,
};

let cached: CompileResult | undefined;
export function arenaContent(...extra: SourceFile[]): CompileResult {
  if (extra.length) return libraryWith(arenaSource, ...extra);
  cached ??= libraryWith(arenaSource);
  return cached;
}

export interface Placement {
  card: string;
  side: "A" | "B";
  at: [number, number];
  hp?: number;
  conditions?: string[];
}

export interface ArenaOptions {
  dice?: number[];
  /** Option ids to choose, in order; a decision with no scripted choice left fails the test. */
  choices?: string[];
  extra?: SourceFile[];
  battle?: string;
  /** House-rule packs to play under (content/ddm/house-rules). */
  houseRules?: string[];
}

export interface Arena {
  g: Game;
  decisions: Decision[];
  dice: ReturnType<typeof scriptedDice>;
  id(card: string, side?: "A" | "B"): string;
}

export function arena(placements: Placement[], opts: ArenaOptions = {}): Arena {
  const compiled = arenaContent(...(opts.extra ?? []));
  const errors = compiled.diagnostics.filter((d) => d.severity === "error");
  if (errors.length) throw new Error(errors.map((d) => `${d.file}:${d.range.start.line}:${d.range.start.column} ${d.message}`).join("\n"));
  const ir = compiled.ir;
  const state = positionState(
    ir,
    opts.battle ?? "Test Arena",
    placements.map((p) => ({ card: p.card, side: p.side, x: p.at[0], y: p.at[1], ...(p.hp !== undefined ? { hp: p.hp } : {}), ...(p.conditions ? { conditions: p.conditions } : {}) })),
    { houseRules: opts.houseRules ?? [] },
  );
  const decisions: Decision[] = [];
  const choices = [...(opts.choices ?? [])];
  const dice = scriptedDice(opts.dice ?? []);
  const g = makeGame(
    ir,
    state,
    (d) => {
      decisions.push(d);
      const want = choices.shift();
      const i = d.options.findIndex((o) => o.id === want && o.legal);
      if (i < 0) throw new Error(`no scripted choice for "${d.prompt}" (wanted ${want}); legal: ${d.options.filter((o) => o.legal).map((o) => o.id).join(", ")}`);
      return i;
    },
    { dice },
  );
  return {
    g,
    decisions,
    dice,
    id: (card, side) => state.creatures.find((c) => c.card === card && (!side || c.side === side))!.id,
  };
}

export const creature = (a: Arena, id: string) => a.g.state.creatures.find((c) => c.id === id)!;
export const logText = (a: Arena) => a.g.state.log.map((e) => e.text);
/** The attack of that name on the card of the creature with that id. */
export const attackOf = (a: Arena, id: string, name: string) => cardOf(a.g, creature(a, id).card).attacks.find((x) => x.name === name)!;
