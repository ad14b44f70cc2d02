// Basic actions every creature has (move, shift), written as core-rule content:
// which slot they use, how far they go, whether they provoke.
// ddm-battle-rules-2011.txt § Move Actions
import type { DataBlockAst } from "../../grammar/ast.js";
import type { ActionIR } from "../ir.js";
import { atomText, src, type LowerContext } from "./context.js";

const slots = new Set(["attack", "move", "minor", "free"]);

export function lowerAction(ctx: LowerContext, d: DataBlockAst): ActionIR {
  const a: ActionIR = { name: d.name.text, layer: ctx.layer, slot: "move", squares: 0, provokes: false, countsAs: [], src: src(ctx, d.range) };
  for (const line of d.lines) {
    const key = line.key.lower;
    const [first, second] = line.atoms;
    if (key === "slot" && first?.kind === "word" && slots.has(first.lower)) a.slot = first.lower as ActionIR["slot"];
    else if (key === "squares" && first?.kind === "int") a.squares = first.value;
    else if (key === "squares" && first?.kind === "word" && first.lower === "speed") a.squares = "speed";
    else if (key === "provokes") a.provokes = true;
    else if (key === "counts" && first?.kind === "word" && first.lower === "as" && second?.kind === "word") a.countsAs.push(second.text);
    else ctx.rep.error("WB350", `an action has 'slot attack|move|minor|free', 'squares N|speed', 'provokes' and 'counts as <action>' — not ${atomText(line.key)}…`, line.range);
  }
  return a;
}
