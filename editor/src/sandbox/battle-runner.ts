// Playing the sandbox battle: which battle, which map, and advancing it by
// creature-turns. A battle is its record (battle, seed, choices made so far), so
// every step replays the record and lets two seeded random agents decide what is new.
import type { BattleIR, IR, MapIR } from "../../../compiler/ir.js";
import { randomLegalAgent } from "../../../runtime/agents/random-legal.js";
import { play, type BattleRecord, type PlayResult } from "../../../runtime/ddm/battle.js";

/** The bundled battle the sandbox opens with, when the content still declares it. */
const FAVOURITE_BATTLE = "First Blood";
const SEED = 1;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function battleToPlay(ir: IR): BattleIR | undefined {
  return ir.battles.find((b) => same(b.name, FAVOURITE_BATTLE)) ?? ir.battles[0];
}

export function mapOf(ir: IR, battle: BattleIR): MapIR | undefined {
  return ir.maps.find((m) => same(m.name, battle.map));
}

export function newRecord(battle: BattleIR): BattleRecord {
  return { battle: battle.name, seed: SEED, choices: [] };
}

/** Replays the record, then plays on until `turns` creature-turns have been taken (or the battle ends). */
export function playUntil(ir: IR, record: BattleRecord, turns: number): PlayResult {
  const agents = [randomLegalAgent(record.seed * 2 + 1), randomLegalAgent(record.seed * 2 + 2)];
  return play(ir, record, { agents, stopAfterTurns: turns });
}
