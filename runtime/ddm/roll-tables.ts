// Rolls on a d20 table ("roll d20 on 1 to 10 (…) or on 11 to 20 (…)"): the die is rolled
// as the line resolves, and the row that holds the result takes the table's place.
// ddm-battle-rules-2011.txt § Powers and Effects; § Resolving Effects
import type { EffectIR } from "../../compiler/ir.js";
import { log, roll, type Game } from "./game.js";
import { creatureById, label } from "./state.js";

interface Row {
  from: number;
  to: number;
  effects: EffectIR[];
}

/** The effects of the row the d20 picks ([] when no row holds the result), logged with the roll. */
export function rollOnTable(g: Game, self: string, text: string, rows: Row[]): EffectIR[] {
  const r = roll(g, `${text} for ${label(creatureById(g.state, self))}`);
  const row = rows.find((x) => r >= x.from && r <= x.to);
  log(g, "table", `${label(creatureById(g.state, self))} rolls ${r} on the table: ${row ? row.effects.map((e) => e.text).join(" and ") : "no row, nothing happens"}`, { rule: text, src: null }, { creature: self, roll: r });
  return row?.effects ?? [];
}

/** The line with each d20 table replaced by the effects of the row rolled, in place. */
export function withRollsMade(g: Game, self: string, effects: EffectIR[]): EffectIR[] {
  if (!effects.some((e) => e.op === "roll-table")) return effects;
  return effects.flatMap((e) => (e.op === "roll-table" ? rollOnTable(g, self, e.text, e.args.rows as Row[]) : [e]));
}
