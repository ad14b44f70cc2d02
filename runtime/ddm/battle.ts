// Playing a battle. A battle is its content, battle name, seed and the choices made
// so far: replaying those reproduces the state exactly, which gives saving, sharing,
// undo and redo. Beyond the recorded choices, agents decide, or the battle waits.
import type { IR } from "../../compiler/ir.js";
import { AwaitingDecision, type Agent, type Decision } from "../kernel/decisions.js";
import type { Dice } from "../kernel/dice.js";
import { agentView, type BattleView } from "./agent-view.js";
import { makeGame, log } from "./game.js";
import { playRound } from "./round.js";
import { finish } from "./scoring.js";
import { newBattleState, setUp } from "./setup.js";
import type { BattleState } from "./state.js";

export interface BattleRecord {
  battle: string;
  seed: number;
  /** Option ids chosen so far, in order. */
  choices: string[];
  /** House-rule packs to play under besides the battle's own. */
  houseRules?: string[];
}

export interface PlayOptions {
  /** One agent per player, for decisions past the recorded choices; without agents the battle waits. */
  agents?: Agent<BattleView>[];
  /** Pause once this many creature-turns have been taken (counting from the start of the battle). */
  stopAfterTurns?: number;
  dice?: Dice;
}

export interface PlayResult {
  state: BattleState;
  /** Every choice made, recorded ones first: the record to replay this exact state. */
  choices: string[];
  /** The decision the battle is waiting for, if it stopped for one. */
  pending: Decision | null;
}

class Paused extends Error {}

export function play(ir: IR, record: BattleRecord, options: PlayOptions = {}): PlayResult {
  const state = newBattleState(ir, record.battle, record.seed, record.houseRules);
  const made: string[] = [];
  let next = 0;
  let view: BattleView | undefined;
  const g = makeGame(
    ir,
    state,
    (d) => {
      const recorded = record.choices[next];
      let index: number;
      if (recorded !== undefined) {
        index = d.options.findIndex((o) => o.id === recorded && o.legal);
        if (index < 0) throw new Error(`recorded choice "${recorded}" is not a legal option of: ${d.prompt}`);
        next++;
      } else if (options.agents) {
        if (options.stopAfterTurns !== undefined && state.turn >= options.stopAfterTurns && d.kind === "activate") throw new Paused();
        view ??= agentView(g);
        index = options.agents[d.player]!.choose(d, view);
      } else throw new AwaitingDecision(d);
      made.push(d.options[index]!.id);
      return index;
    },
    options.dice ? { dice: options.dice } : {},
  );
  try {
    setUp(g);
    while (state.phase !== "over") {
      if (state.round >= g.battle.maxRounds) {
        finish(g, null, `the battle is a draw: no winner after ${g.battle.maxRounds} rounds`);
        break;
      }
      playRound(g);
    }
  } catch (e) {
    if (e instanceof AwaitingDecision) return { state, choices: made, pending: e.decision };
    if (e instanceof Paused) return { state, choices: made, pending: null };
    throw e;
  }
  log(g, "end", `the battle ends after ${state.round} rounds and ${state.turn} creature-turns`);
  return { state, choices: made, pending: null };
}
