// The ruleset block: the vocabulary cards are checked against (defences, damage
// types, factions, sizes, movement modes) and the dice the kernel rolls.
import type { DataBlockAst, DataLine } from "../../grammar/ast.js";
import type { RuleOptionIR, RulesetIR } from "../ir.js";
import { atomText, src, type LowerContext } from "./context.js";
import { intList, nameList } from "./data-line.js";

export function emptyRuleset(): RulesetIR {
  return { name: "(none)", defenses: [], damageTypes: [], factions: [], sizes: [], movementModes: [], die: 20, saveOn: 10, creatureTypes: [], abilities: [], options: [], src: null };
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
    else if (key === "types") r.creatureTypes.push(...names(0).map((t) => t.toLowerCase()));
    else if (key === "abilities") r.abilities.push(...names(0));
    else if (key === "option") {
      const o = ruleOption(ctx, line);
      if (o && r.options.some((x) => x.name === o.name)) ctx.rep.error("WB351", `the option "${o.name}" is given twice`, line.range);
      else if (o) r.options.push(o);
    } else if (key === "sizes") {
      for (let i = 0; i < line.atoms.length; i++) {
        const a = line.atoms[i]!;
        const n = line.atoms[i + 1];
        if (a.kind === "word" && n?.kind === "int") {
          r.sizes.push({ name: a.text, squares: n.value });
          i++;
        } else if (!(a.kind === "sym" && a.text === ",")) ctx.rep.error("WB350", `expected 'Name squares' pairs such as 'Large 2' but found ${atomText(a)}`, a.range);
      }
    } else ctx.rep.error("WB350", `a ruleset has defenses, damage types, factions, sizes, movement modes, die, save on, option, types and abilities lines — not '${line.key.text}'`, line.key.range);
  }
  return r;
}

/** `option "name" 3` or `option "name" yes|no`; also read by house-rule packs. */
export function ruleOption(ctx: LowerContext, line: DataLine): RuleOptionIR | null {
  const [name, value, extra] = line.atoms;
  const read = (): number | boolean | null => {
    if (value?.kind === "int") return value.value;
    if (value?.kind === "sym" && (value.text === "+" || value.text === "-") && extra?.kind === "int") return value.text === "-" ? -extra.value : extra.value;
    if (value?.kind === "word" && (value.lower === "yes" || value.lower === "no")) return value.lower === "yes";
    return null;
  };
  const v = read();
  const tooLong = line.atoms.length > (value?.kind === "sym" ? 3 : 2);
  if (name?.kind !== "string" || v === null || tooLong) {
    ctx.rep.error("WB351", 'an option is written option "name" followed by a number or yes/no, e.g. option "flanking bonus" 2', line.range);
    return null;
  }
  return { name: name.value, value: v, src: src(ctx, line.range) };
}
