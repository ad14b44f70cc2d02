// House-rule packs: a file in the house layer with one `house "Name" { … }` block that
// says which rule options it changes and which core rules it replaces or restricts:
// conditions, terrain types, actions and scenarios, the core rules written in the
// language (content/ddm/core), their "cannot" and "only" restrictions among them. The
// file's own blocks of those names are the new rules. A pack is inert until a battle
// names it (`house rules "Name"`), and two packs of one battle may not touch the same
// rule. The rules stack: core < house < cards.
import type { Atom, ConditionAst, DataBlockAst, DataLine, Declaration, FileAst } from "../../grammar/ast.js";
import type { Range } from "../../grammar/source.js";
import { closest, didYouMean } from "../diagnostics.js";
import type { HouseMode, HouseRulesIR, RuleOptionIR } from "../ir.js";
import { lowerAction } from "./action.js";
import { lowerCondition } from "./condition.js";
import { atomText, src, type LowerContext } from "./context.js";
import { ruleOption } from "./ruleset.js";
import { lowerScenario } from "./scenario.js";
import { lowerTerrain } from "./terrain.js";

/** The kinds of core rule a pack may replace or restrict: each is a declaration of the same keyword. */
export type HouseRuleKind = "condition" | "terrain" | "action" | "scenario";
const KINDS: readonly HouseRuleKind[] = ["condition", "terrain", "action", "scenario"];

/** A rule's key across packs and files: terrain types are written with hyphens (`blood-rock`), so "Blood Rock" names the same. */
export function houseRuleKey(kind: HouseRuleKind, name: string): string {
  const n = name.trim().toLowerCase();
  return `${kind}:${kind === "terrain" ? n.replace(/\s+/g, "-") : n}`;
}

interface Claim {
  mode: HouseMode;
  kind: HouseRuleKind;
  name: string;
  atom: Atom;
}

/** A `replaces|restricts <kind> Name` line read, or null when the line is not one. */
function claimOf(line: DataLine): Claim | null {
  const key = line.key.lower;
  const [what, name] = line.atoms;
  const text = name?.kind === "string" ? name.value : name?.kind === "word" ? name.text : null;
  const kind = what?.kind === "word" ? KINDS.find((k) => k === what.lower) : undefined;
  if ((key !== "replaces" && key !== "restricts") || !kind || !text || line.atoms.length !== 2) return null;
  return { mode: key, kind, name: text, atom: name! };
}

/** What a house file claims before any name is declared: the core rules it replaces or restricts, by houseRuleKey. */
export function houseClaims(ast: FileAst): Map<string, HouseMode> {
  const claims = new Map<string, HouseMode>();
  for (const d of ast.declarations) {
    if (d.kind !== "house") continue;
    for (const line of d.lines) {
      const claim = claimOf(line);
      if (claim) claims.set(houseRuleKey(claim.kind, claim.name), claim.mode);
    }
  }
  return claims;
}

/** Is this declaration of a house file the pack's own version of a core rule it claims? */
export function isClaimed(claims: Map<string, HouseMode>, d: Declaration): boolean {
  const kind = KINDS.find((k) => k === d.kind);
  return kind !== undefined && "name" in d && claims.has(houseRuleKey(kind, d.name.text));
}

export function lowerHouseRules(ctx: LowerContext, d: DataBlockAst, file: FileAst): HouseRulesIR {
  const pack: HouseRulesIR = { name: d.name.text, options: [], conditions: [], terrains: [], actions: [], scenarios: [], src: src(ctx, d.range) };
  if (ctx.layer !== "house") ctx.rep.error("WB381", `a house-rule pack belongs in a file that starts with 'layer house "${pack.name}"'`, d.keyword.range);
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
    const claim = claimOf(line);
    if (!claim) {
      ctx.rep.error("WB381", `write '${key} condition|terrain|action|scenario Name'`, line.range);
      continue;
    }
    const core = coreRule(ctx, claim);
    if (!core) continue;
    const own = file.declarations.find((x) => x.kind === claim.kind && "name" in x && houseRuleKey(claim.kind, x.name.text) === houseRuleKey(claim.kind, claim.name));
    if (!own) {
      ctx.rep.error("WB381", `the pack ${key} ${claim.kind} ${core} but this file declares no '${claim.kind} ${core} { … }'`, line.range);
      continue;
    }
    const at = src(ctx, line.range);
    const mode = claim.mode;
    if (own.kind === "condition") pack.conditions.push({ mode, condition: lowerCondition(ctx, own as ConditionAst), src: at });
    else if (own.kind === "terrain") pack.terrains.push({ mode, terrain: lowerTerrain(ctx, own as DataBlockAst), src: at });
    else if (own.kind === "action") {
      if (mode === "restricts") onlyRestrictions(ctx, own as DataBlockAst, ["slot", "squares"], "an action may add 'provokes', 'at most N per turn' and 'counts as …'");
      pack.actions.push({ mode, action: lowerAction(ctx, own as DataBlockAst), src: at });
    } else if (own.kind === "scenario") {
      if (mode === "restricts") onlyRestrictions(ctx, own as DataBlockAst, ["points", "creatures", "creature", "map"], "a scenario may add scoring, victory and warband rules");
      pack.scenarios.push({ mode, scenario: lowerScenario(ctx, own as DataBlockAst, mode === "restricts"), src: at });
    }
  }
  return pack;
}

/** The core rule a claim names, as declared; null (with a diagnostic and a did-you-mean) when there is none. */
function coreRule(ctx: LowerContext, claim: Claim): string | null {
  const cores = ctx.symbols.defs.filter((x) => x.kind === claim.kind && x.layer === "core" && !x.container);
  const core = cores.find((x) => houseRuleKey(claim.kind, x.name) === houseRuleKey(claim.kind, claim.name));
  if (core) return core.name;
  const known = cores.map((x) => x.name);
  ctx.rep.error("WB381", `there is no core ${claim.kind} named "${claim.name}" to ${claim.mode === "replaces" ? "replace" : "restrict"}${didYouMean(closest(claim.name, known))}`, claim.atom.range);
  return null;
}

/** A restricting block only adds restrictions: lines that would change the rule itself belong in a replacing one. */
function onlyRestrictions(ctx: LowerContext, d: DataBlockAst, changing: string[], may: string): void {
  for (const line of d.lines) {
    if (changing.includes(line.key.lower)) ctx.rep.error("WB381", `restricting ${may}; to change '${line.key.text}', replace the ${d.kind}`, line.range);
  }
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
    const rules = [
      ...p.options.map((o) => `option "${o.name}"`),
      ...p.conditions.map((c) => `condition ${c.condition.name}`),
      ...p.terrains.map((t) => `terrain ${t.terrain.name}`),
      ...p.actions.map((a) => `action "${a.action.name}"`),
      ...p.scenarios.map((s) => `scenario "${s.scenario.name}"`),
    ];
    for (const r of new Set(rules)) touched.set(r, [...(touched.get(r) ?? []), p.name]);
  }
  return [...touched].filter(([, by]) => by.length > 1).map(([rule, by]) => `${rule} is changed by both ${by.map((n) => `"${n}"`).join(" and ")}`);
}
