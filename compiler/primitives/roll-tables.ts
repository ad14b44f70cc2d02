// A roll on a d20 table: "roll d20 on 1 to 10 (slide 2) or on 11 to 20 (this creature
// teleports 2)". The die is rolled as the line resolves; the effects of the row whose
// range holds the result take the table's place in the line, and a result no row names
// does nothing. ddm-battle-rules-2011.txt § Powers and Effects; § Resolving Effects
import type { EffectEntry } from "./entry.js";

const rollTable: EffectEntry = {
  family: "effect",
  id: "roll-table",
  patterns: ["roll d20 {rows:rollTable}"],
  summary:
    "Rolls a d20 and applies the effects of the row whose range holds the result (rows joined by 'or', several effects of a row in parentheses); a result in no row does nothing.",
  cite: "ddm-battle-rules-2011.txt § Powers and Effects; § Resolving Effects",
  example: 'roll d20 on 1 to 10 (recharge "Fire Breath") or on 11 to 20 (this creature heals 10)',
  defaultSubject: "target",
  apply: (args, host, target, cause) => host.rollTable?.(target, args.rows as { from: number; to: number; effects: unknown[] }[], cause),
};

export const rollTableEntries: EffectEntry[] = [rollTable];
