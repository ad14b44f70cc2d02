// A condition, written as rules content: the restrictions and modifiers a creature
// has while it has the condition, the conditions it includes ("includes Dazed") and
// whether it makes the creature inactive. ddm-battle-rules-2011.txt § Conditions
import type { Body, ConditionAst } from "../../grammar/ast.js";
import type { ConditionIR } from "../ir.js";
import { lowerClauses } from "./clauses.js";
import { src, type LowerContext } from "./context.js";

/** "includes Dazed, Immobilized" and "inactive" are lines of their own; everything else is a clause. */
function structuralLine(ctx: LowerContext, line: Body, out: ConditionIR): boolean {
  const seg = line[0];
  if (line.length !== 1 || !seg || seg.head) return false;
  const first = seg.phrases[0]?.atoms[0];
  if (first?.kind !== "word") return false;
  if (first.lower === "inactive" && seg.phrases.length === 1 && seg.phrases[0]!.atoms.length === 1) {
    out.inactive = true;
    return true;
  }
  if (first.lower !== "includes") return false;
  seg.phrases.forEach((p, i) => {
    const atoms = i === 0 ? p.atoms.slice(1) : p.atoms;
    const name = atoms.map((a) => (a.kind === "word" ? a.text : a.kind === "string" ? a.value : "")).join(" ").trim();
    if (!name) {
      ctx.rep.error("WB380", "'includes' names conditions, e.g. 'includes Dazed'", p.range);
      return;
    }
    out.includes.push(name);
    ctx.symbols.refer({ kind: "condition", name, file: ctx.rep.file, range: p.range });
    if (!ctx.symbols.lookup("condition", name)) ctx.rep.error("WB202", `there is no condition named "${name}"`, p.range);
  });
  return true;
}

export function lowerCondition(ctx: LowerContext, c: ConditionAst): ConditionIR {
  const out: ConditionIR = { name: c.name.text, layer: ctx.layer, permissions: [], modifiers: [], includes: [], inactive: false, src: src(ctx, c.range) };
  for (const line of c.lines) {
    if (structuralLine(ctx, line, out)) continue;
    for (const { clause, range } of lowerClauses(ctx, line)) {
      if (clause.kind === "permission" && !clause.subject) out.permissions.push(clause);
      else if (clause.kind === "modifier") out.modifiers.push(clause);
      else
        ctx.rep.error(
          "WB380",
          "a condition holds rules about the creature that has it ('cannot move', 'speed 0', '-2 attack', 'includes Dazed', 'inactive'), not triggers, texts or other subjects",
          range,
        );
    }
  }
  return out;
}
