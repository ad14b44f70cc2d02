// A power that makes one of the creature's attacks by name ("make 1 \"Web\" attack")
// names an attack of that creature's card; a name it does not have is an error, so the
// power is never lowered into something that does nothing in play.
// ddm-battle-rules-2011.txt § Making an Attack
import type { Range } from "../../grammar/source.js";
import type { CreatureIR, PowerIR } from "../ir.js";
import type { LowerContext } from "./context.js";

export function checkAttacksNamed(ctx: LowerContext, creature: CreatureIR, powers: [PowerIR, Range][]): void {
  const names = new Set(creature.attacks.map((a) => a.name.toLowerCase()));
  for (const [p, range] of powers) {
    for (const c of p.clauses) {
      if (c.kind !== "trigger") continue;
      for (const e of c.effects) {
        const name = e.args.name;
        if (e.op === "attacks-by-power" && typeof name === "string" && !names.has(name.toLowerCase())) {
          ctx.rep.error("WB336", `"${creature.name}" has no attack named "${name}" for this power to make`, range);
        }
      }
    }
  }
}
