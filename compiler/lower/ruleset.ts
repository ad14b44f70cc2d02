// The ruleset block: the vocabulary cards are checked against (defences, damage
// types, factions, sizes, movement modes) and the dice the kernel rolls.
import type { DataBlockAst, DataLine } from "../../grammar/ast.js";
import type { Atom } from "../../grammar/ast.js";
import type { RenameIR, RuleOptionIR, RulesetIR } from "../ir.js";
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
    else if (key === "old" && (first === "keywords" || first === "conditions" || first === "areas")) (r.renamed ??= []).push(...renames(ctx, line, first));
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
    } else ctx.rep.error("WB350", `a ruleset has defenses, damage types, factions, sizes, movement modes, die, save on, option, types, abilities and old keywords|conditions|areas lines — not '${line.key.text}'`, line.key.range);
  }
  return r;
}

/**
 * `old keywords Ranger as Martial, Wizard as Arcane`, `old areas small cone as blast 3`:
 * pairs of words (several words each for areas) joined by "as", separated by commas.
 * ddm-battle-rules-2011.txt § Appendix A. Reading Old-Style Cards
 */
function renames(ctx: LowerContext, line: DataLine, first: "keywords" | "conditions" | "areas"): RenameIR[] {
  const kind = first === "keywords" ? "keyword" : first === "conditions" ? "condition" : "area";
  const out: RenameIR[] = [];
  const pairs: Atom[][] = [[]];
  for (const a of line.atoms.slice(1)) {
    if (a.kind === "sym" && a.text === ",") pairs.push([]);
    else pairs[pairs.length - 1]!.push(a);
  }
  for (const p of pairs) {
    const as = p.findIndex((a) => a.kind === "word" && a.lower === "as");
    const text = (atoms: Atom[]) => atoms.map((a) => (a.kind === "word" ? a.text : a.kind === "int" ? String(a.value) : a.kind === "string" ? a.value : "")).join(" ");
    const from = text(p.slice(0, as));
    const to = text(p.slice(as + 1));
    if (as < 1 || !from || !to || p.some((a) => a.kind !== "word" && a.kind !== "int" && a.kind !== "string")) {
      ctx.rep.error("WB353", `an old ${kind} is renamed 'Old as New', pairs separated by commas, e.g. old keywords Ranger as Martial, Wizard as Arcane`, p[0]?.range ?? line.range);
      continue;
    }
    out.push({ kind, from, to, src: src(ctx, { start: p[0]!.range.start, end: p[p.length - 1]!.range.end }) });
  }
  return out;
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
