// Basic actions every creature has (move, shift), written as core-rule content:
// which slot they use, how far they go, whether they provoke.
// ddm-battle-rules-2011.txt § Move Actions
import type { Atom, DataBlockAst } from "../../grammar/ast.js";
import type { ActionIR } from "../ir.js";
import { atomText, src, type LowerContext } from "./context.js";

const slots = new Set(["attack", "move", "minor", "free", "immediate", "none"]);

/** An action's name as written after "counts as": one or more words, or a quoted name. */
function actionWords(atoms: Atom[]): string {
  return atoms.map((x) => (x.kind === "word" ? x.text : x.kind === "string" ? x.value : "")).join(" ").trim();
}

export function lowerAction(ctx: LowerContext, d: DataBlockAst): ActionIR {
  const a: ActionIR = { name: d.name.text, layer: ctx.layer, slot: "move", perTurn: null, squares: 0, provokes: false, countsAs: [], src: src(ctx, d.range) };
  for (const line of d.lines) {
    const key = line.key.lower;
    const [first, second] = line.atoms;
    if (key === "slot" && first?.kind === "word" && slots.has(first.lower)) a.slot = first.lower as ActionIR["slot"];
    else if (key === "squares" && first?.kind === "int") a.squares = first.value;
    else if (key === "squares" && first?.kind === "word" && first.lower === "speed") a.squares = "speed";
    else if (key === "provokes") a.provokes = true;
    else if (key === "counts" && first?.kind === "word" && first.lower === "as" && line.atoms.length > 1) {
      const name = actionWords(line.atoms.slice(1));
      a.countsAs.push(name);
      ctx.symbols.refer({ kind: "action", name, file: ctx.rep.file, range: line.range });
    }
    else if (key === "at" && first?.kind === "word" && first.lower === "most" && second?.kind === "int" && line.atoms.slice(2).map((x) => (x.kind === "word" ? x.lower : "")).join(" ") === "per turn")
      a.perTurn = second.value;
    else ctx.rep.error("WB350", `an action has 'slot attack|move|minor|free', 'squares N|speed', 'provokes' and 'counts as <action>', 'at most N per turn' — not ${atomText(line.key)}…`, line.range);
  }
  return a;
}
