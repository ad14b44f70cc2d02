// The ruleset block: the vocabulary cards are checked against (defences, damage
// types, factions, sizes, movement modes) and the dice the kernel rolls.
import type { DataBlockAst } from "../../grammar/ast.js";
import type { RulesetIR } from "../ir.js";
import { atomText, src, type LowerContext } from "./context.js";
import { intList, nameList } from "./data-line.js";

export function emptyRuleset(): RulesetIR {
  return { name: "(none)", defenses: [], damageTypes: [], factions: [], sizes: [], movementModes: [], die: 20, saveOn: 10, src: null };
}

export function lowerRuleset(ctx: LowerContext, d: DataBlockAst): RulesetIR {
  const r: RulesetIR = { ...emptyRuleset(), name: d.name.text, src: src(ctx, d.range) };
  for (const line of d.lines) {
    const key = line.key.lower;
    const first = line.atoms[0]?.kind === "word" ? line.atoms[0].lower : "";
    const names = (skip: number) => nameList(ctx, line.atoms.slice(skip)).map((n) => n.text);
    if (key === "defenses" || key === "defences") r.defenses = names(0);
    else if (key === "damage" && first === "types") r.damageTypes = names(1).map((t) => t.toLowerCase());
    else if (key === "factions") r.factions = names(0);
    else if (key === "movement" && first === "modes") r.movementModes = names(1).map((m) => m.toLowerCase());
    else if (key === "die") r.die = intList(ctx, line.atoms, line)[0] ?? 20;
    else if (key === "save" && first === "on") r.saveOn = intList(ctx, line.atoms.slice(1), line)[0] ?? 10;
    else if (key === "sizes") {
      for (let i = 0; i < line.atoms.length; i++) {
        const a = line.atoms[i]!;
        const n = line.atoms[i + 1];
        if (a.kind === "word" && n?.kind === "int") {
          r.sizes.push({ name: a.text, squares: n.value });
          i++;
        } else if (!(a.kind === "sym" && a.text === ",")) ctx.rep.error("WB350", `expected 'Name squares' pairs such as 'Large 2' but found ${atomText(a)}`, a.range);
      }
    } else ctx.rep.error("WB350", `a ruleset has defenses, damage types, factions, sizes, movement modes, die and save on — not '${line.key.text}'`, line.key.range);
  }
  return r;
}
