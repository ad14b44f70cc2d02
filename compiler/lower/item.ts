// An item card: its level range, cost, the keywords its bearer needs and its powers.
// ddm-battle-rules-2011.txt § How to Read an Item Stat Card
import type { ItemAst } from "../../grammar/ast.js";
import type { ItemIR } from "../ir.js";
import { src, type LowerContext } from "./context.js";
import { lowerPower } from "./creature.js";

export function lowerItem(ctx: LowerContext, d: ItemAst): ItemIR {
  const out: ItemIR = { name: d.name.text, minLevel: 0, maxLevel: 1000, cost: 0, keywords: [], powers: [], src: src(ctx, d.range) };
  for (const item of d.items) {
    if (item.kind === "stat") {
      const key = item.key.lower;
      if (key === "level" && item.value) {
        out.minLevel = item.value.value;
        out.maxLevel = item.upTo?.value ?? item.value.value;
        if (out.maxLevel < out.minLevel) ctx.rep.error("WB302", `the level range ${out.minLevel}-${out.maxLevel} is empty`, item.range);
      } else if (key === "cost" && item.value) out.cost = item.value.value;
      else if (key === "keywords") out.keywords.push(...item.words.map((w) => w.text));
      else ctx.rep.error("WB390", `an item has 'level N-M', 'cost N', 'keywords …' and powers — not ${item.key.text}`, item.range);
    } else if (item.kind === "power" || item.kind === "aura") {
      const p = lowerPower(ctx, item, out.name);
      if (p) out.powers.push(p);
    } else ctx.rep.error("WB390", "an item holds powers; write its attacks as powers of the bearer", item.range);
  }
  if (out.powers.length === 0) ctx.rep.warning("WB390", `the item "${out.name}" has no powers`, d.name.range);
  return out;
}
