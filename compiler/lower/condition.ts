// A condition, written as rules content: the restrictions and modifiers a creature
// has while it has the condition. ddm-battle-rules-2011.txt § Conditions
import type { ConditionAst } from "../../grammar/ast.js";
import type { ConditionIR } from "../ir.js";
import { lowerClauses } from "./clauses.js";
import { src, type LowerContext } from "./context.js";

export function lowerCondition(ctx: LowerContext, c: ConditionAst): ConditionIR {
  const out: ConditionIR = { name: c.name.text, layer: ctx.layer, permissions: [], modifiers: [], src: src(ctx, c.range) };
  for (const line of c.lines) {
    for (const { clause, range } of lowerClauses(ctx, line)) {
      if (clause.kind === "permission" && !clause.subject) out.permissions.push(clause);
      else if (clause.kind === "modifier") out.modifiers.push(clause);
      else
        ctx.rep.error(
          "WB380",
          "a condition holds rules about the creature that has it ('cannot move', 'speed 0', '-2 attack'), not triggers, texts or other subjects",
          range,
        );
    }
  }
  return out;
}
