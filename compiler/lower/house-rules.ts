// House-rule packs: a file in the house layer with one `house "Name" { … }` block that
// says which rule options it changes and which core conditions it replaces or
// restricts; the file's own conditions of those names are the new rules. A pack is
// inert until a battle names it (`house rules "Name"`), and two packs of one battle may
// not touch the same rule. The rules stack: core < house < cards.
import type { Atom, ConditionAst, DataBlockAst, DataLine, FileAst } from "../../grammar/ast.js";
import type { Range } from "../../grammar/source.js";
import { closest, didYouMean } from "../diagnostics.js";
import type { HouseConditionIR, HouseRulesIR, RuleOptionIR } from "../ir.js";
import { lowerCondition } from "./condition.js";
import { atomText, src, type LowerContext } from "./context.js";
import { ruleOption } from "./ruleset.js";

export type HouseMode = HouseConditionIR["mode"];

/** A `replaces|restricts condition Name` line read, or null when the line is not one. */
function conditionClaim(line: DataLine): { mode: HouseMode; name: string; atom: Atom } | null {
  const key = line.key.lower;
  const [what, name] = line.atoms;
  const text = name?.kind === "string" ? name.value : name?.kind === "word" ? name.text : null;
  if ((key !== "replaces" && key !== "restricts") || what?.kind !== "word" || what.lower !== "condition" || !text || line.atoms.length !== 2) return null;
  return { mode: key, name: text, atom: name! };
}

/** What a house file claims before any name is declared: core conditions it replaces or restricts, by lower-cased name. */
export function houseClaims(ast: FileAst): Map<string, HouseMode> {
  const claims = new Map<string, HouseMode>();
  for (const d of ast.declarations) {
    if (d.kind !== "house") continue;
    for (const line of d.lines) {
      const claim = conditionClaim(line);
      if (claim) claims.set(claim.name.toLowerCase(), claim.mode);
    }
  }
  return claims;
}

export function lowerHouseRules(ctx: LowerContext, d: DataBlockAst, file: FileAst): HouseRulesIR {
  const pack: HouseRulesIR = { name: d.name.text, options: [], conditions: [], src: src(ctx, d.range) };
  if (ctx.layer !== "house") ctx.rep.error("WB381", `a house-rule pack belongs in a file that starts with 'layer house "${pack.name}"'`, d.keyword.range);
  const ownConditions = file.declarations.filter((x): x is ConditionAst => x.kind === "condition");
  for (const line of d.lines) {
    const key = line.key.lower;
    if (key === "option") {
      const o = ruleOption(ctx, line);
      if (o) addOption(ctx, pack, o, line.range);
      continue;
    }
    if (key !== "replaces" && key !== "restricts") {
      ctx.rep.error("WB381", `a house-rule pack has option, replaces and restricts lines — not ${atomText(line.key)}`, line.key.range);
      continue;
    }
    const claim = conditionClaim(line);
    if (!claim) {
      ctx.rep.error("WB381", `write '${key} condition Name'`, line.range);
      continue;
    }
    const text = claim.name;
    const core = ctx.conditions.get(text.toLowerCase());
    if (!core) {
      const known = [...ctx.conditions.values()].map((c) => c.name);
      ctx.rep.error("WB381", `there is no core condition named "${text}" to ${key === "replaces" ? "replace" : "restrict"}${didYouMean(closest(text, known))}`, claim.atom.range);
      continue;
    }
    const own = ownConditions.find((c) => c.name.text.toLowerCase() === text.toLowerCase());
    if (!own) {
      ctx.rep.error("WB381", `the pack ${key} ${core.name} but this file declares no 'condition ${core.name} { … }'`, line.range);
      continue;
    }
    pack.conditions.push({ mode: claim.mode, condition: lowerCondition(ctx, own), src: src(ctx, line.range) });
  }
  return pack;
}

function addOption(ctx: LowerContext, pack: HouseRulesIR, o: RuleOptionIR, range: Range): void {
  const core = ctx.ruleset.options.find((x) => x.name.toLowerCase() === o.name.toLowerCase());
  if (!core) {
    const names = ctx.ruleset.options.map((x) => x.name);
    ctx.rep.error("WB381", `the ruleset has no option "${o.name}"${didYouMean(closest(o.name, names))}`, range);
  } else if (typeof core.value !== typeof o.value) {
    ctx.rep.error("WB381", `the option "${core.name}" takes ${typeof core.value === "number" ? "a number" : "yes or no"}`, range);
  } else pack.options.push({ ...o, name: core.name });
}

/** The rules two or more of these packs both touch, as readable lines; empty when they can stand together. */
export function houseRuleConflicts(packs: HouseRulesIR[]): string[] {
  const touched = new Map<string, string[]>();
  for (const p of packs) {
    const rules = [...p.options.map((o) => `option "${o.name}"`), ...p.conditions.map((c) => `condition ${c.condition.name}`)];
    for (const r of new Set(rules)) touched.set(r, [...(touched.get(r) ?? []), p.name]);
  }
  return [...touched].filter(([, by]) => by.length > 1).map(([rule, by]) => `${rule} is changed by both ${by.map((n) => `"${n}"`).join(" and ")}`);
}
