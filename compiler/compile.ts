// compile(files) → IR + diagnostics. Never throws on any input: syntax errors, unknown
// names and bad values all become diagnostics, and whatever is well-formed is lowered.
// Stages: parse → declare names → ruleset vocabulary → lower (actions and conditions
// first, since cards refer to them) → resolve cross-file names → validate the IR.
import type { DataBlockAst, Declaration, FileAst } from "../grammar/ast.js";
import { parse } from "../grammar/index.js";
import type { Diagnostic } from "../grammar/source.js";
import { closest, didYouMean, replaceFixes, Reporter } from "./diagnostics.js";
import { IR_VERSION, type IR } from "./ir.js";
import { lowerAction } from "./lower/action.js";
import { lowerCondition } from "./lower/condition.js";
import type { LowerContext } from "./lower/context.js";
import { lowerCreature, lowerPower } from "./lower/creature.js";
import { houseClaims, lowerHouseRules } from "./lower/house-rules.js";
import { lowerItem } from "./lower/item.js";
import { checkNamedPower, NamedPowers } from "./lower/named-power.js";
import { lowerMap } from "./lower/map.js";
import { lowerModel } from "./lower/model.js";
import { emptyRuleset, lowerRuleset } from "./lower/ruleset.js";
import { lowerRulesTest } from "./lower/rules-test.js";
import { lowerScenario } from "./lower/scenario.js";
import { lowerTerrain } from "./lower/terrain.js";
import { lowerBattle, lowerWarband, type PendingRef } from "./lower/warband.js";
import type { MatchContext, Vocabulary } from "./phrases/match.js";
import { slotTypes } from "./phrases/slots.js";
import { compiledFamily } from "./primitives/index.js";
import { declarationKind, fileLayer, SymbolTable } from "./symbols.js";

export interface SourceFile {
  path: string;
  text: string;
}

export interface CompileResult {
  ir: IR;
  diagnostics: Diagnostic[];
  asts: FileAst[];
  symbols: SymbolTable;
}

interface Unit {
  ast: FileAst;
  rep: Reporter;
}

function byKey(names: string[]): Map<string, string> {
  return new Map(names.map((n) => [n.toLowerCase(), n]));
}

function checkLayers(u: Unit): void {
  const layers = u.ast.declarations.filter((d) => d.kind === "layer");
  for (const [i, l] of layers.entries()) {
    if (l.kind !== "layer") continue;
    if (!["core", "house", "cards"].includes(l.layer.lower)) {
      u.rep.error("WB380", `the layer is core, house or cards, not '${l.layer.text}'`, l.layer.range);
    }
    if (i > 0 || u.ast.declarations[0] !== l) u.rep.error("WB380", "'layer' comes once, before the file's other declarations", l.range);
  }
}

function declare(units: Unit[], symbols: SymbolTable): void {
  for (const u of units) {
    const layer = fileLayer(u.ast);
    // A house-rule pack's own versions of core conditions are the pack's, not new names.
    const claimed = layer === "house" ? houseClaims(u.ast) : new Map();
    for (const d of u.ast.declarations) {
      const kind = declarationKind(d);
      if (!kind || d.kind === "layer") continue;
      if (d.kind === "condition" && claimed.has(d.name.text.toLowerCase())) continue;
      const earlier = symbols.define({ kind, name: d.name.text, file: u.ast.file, range: d.name.range, declRange: d.range, layer });
      if (earlier) {
        u.rep.error("WB201", `${kind} "${d.name.text}" is already declared at ${earlier.file}:${earlier.range.start.line}:${earlier.range.start.column}`, d.name.range);
      }
    }
  }
}

function isFirstDefinition(symbols: SymbolTable, file: string, d: Declaration): boolean {
  const kind = declarationKind(d);
  if (!kind || d.kind === "layer") return false;
  const def = symbols.lookup(kind, d.name.text);
  return def?.file === file && def.range.start.offset === d.name.range.start.offset;
}

export interface CompileOptions {
  /** Checks the IR against its schema; returns problems as text. The CLI passes compiler/schema/validate.ts. */
  validate?: (ir: IR) => string[];
}

export function compile(files: SourceFile[], options: CompileOptions = {}): CompileResult {
  const units: Unit[] = [];
  const syntax: Diagnostic[] = [];
  for (const f of files) {
    const parsed = parse(f.text, f.path);
    syntax.push(...parsed.diagnostics);
    units.push({ ast: parsed.ast, rep: new Reporter(f.path, f.text) });
  }
  units.forEach(checkLayers);
  const symbols = new SymbolTable();
  declare(units, symbols);

  const rulesetUnit = units.find((u) => u.ast.declarations.some((d) => d.kind === "ruleset"));
  const vocab: Vocabulary = {
    damageTypes: new Map(),
    defenses: new Map(),
    conditions: byKey(symbols.names("condition")),
    actions: byKey(symbols.names("action")),
    distanceUnit: "squares",
  };
  const match: MatchContext = {
    vocab,
    slotType: (name) => {
      const t = slotTypes[name];
      if (!t) throw new Error(`no slot type ${name}`);
      return t;
    },
    family: compiledFamily,
  };
  // Named powers first: cards anywhere may give them by name.
  const namedPowers = new NamedPowers();
  for (const u of units) {
    for (const d of u.ast.declarations) {
      if (d.kind !== "named-power") continue;
      const earlier = namedPowers.add(d, u.ast.file, u.rep.text);
      if (earlier) u.rep.error("WB201", `the named power "${d.name.text}" is already declared`, d.name.range);
    }
  }
  const ir: IR = { irVersion: IR_VERSION, ruleset: emptyRuleset(), conditions: [], actions: [], creatures: [], items: [], models: [], maps: [], scenarios: [], warbands: [], battles: [], houseRules: [], tests: [], terrains: [] };
  const contextOf = (u: Unit): LowerContext => ({
    rep: u.rep,
    layer: fileLayer(u.ast),
    symbols,
    match,
    ruleset: ir.ruleset,
    conditions: new Map(ir.conditions.map((c) => [c.name.toLowerCase(), c])),
    actions: new Map(ir.actions.map((a) => [a.name.toLowerCase(), a])),
    namedPowers,
  });

  if (rulesetUnit) {
    const decl = rulesetUnit.ast.declarations.find((d): d is DataBlockAst => d.kind === "ruleset")!;
    ir.ruleset = lowerRuleset(contextOf(rulesetUnit), decl);
    vocab.damageTypes = byKey(ir.ruleset.damageTypes);
    vocab.defenses = byKey(ir.ruleset.defenses);
    // Old condition names are read as the conditions the ruleset renames them to (Appendix A).
    for (const r of ir.ruleset.renamed ?? []) {
      if (r.kind === "keyword") (vocab.oldKeywords ??= new Map()).set(r.from.toLowerCase(), r.to);
      const to = r.kind === "condition" ? vocab.conditions.get(r.to.toLowerCase()) : undefined;
      if (!to) continue;
      vocab.conditions.set(r.from.toLowerCase(), to);
      (vocab.oldConditions ??= new Map()).set(r.from.toLowerCase(), to);
    }
  } else if (units.some((u) => u.ast.declarations.some((d) => d.kind === "creature" || d.kind === "model"))) {
    const u = units[0]!;
    const start = { offset: 0, line: 1, column: 1 };
    u.rep.error("WB210", "no ruleset is loaded: include the ruleset's core files (content/ddm/core)", { start, end: start });
  }

  // Lowering order: what cards refer to comes first.
  const order: Declaration["kind"][] = ["action", "condition", "house", "named-power", "creature", "item", "model", "terrain", "map", "scenario", "warband", "battle", "test"];
  const refs: PendingRef[] = [];
  for (const kind of order) {
    for (const u of units) {
      const ctx = contextOf(u);
      for (const d of u.ast.declarations) {
        if (d.kind !== kind || (d.kind !== "named-power" && !isFirstDefinition(symbols, u.ast.file, d))) continue;
        switch (d.kind) {
          case "action":
            ir.actions.push(lowerAction(ctx, d));
            break;
          case "condition":
            ir.conditions.push(lowerCondition(ctx, d));
            break;
          case "house":
            ir.houseRules.push(lowerHouseRules(ctx, d, u.ast));
            break;
          case "creature":
            ir.creatures.push(lowerCreature(ctx, d));
            break;
          case "named-power":
            checkNamedPower(ctx, d, lowerPower);
            break;
          case "item":
            ir.items.push(lowerItem(ctx, d));
            break;
          case "model":
            ir.models.push(lowerModel(ctx, d));
            break;
          case "terrain":
            ir.terrains.push(lowerTerrain(ctx, d));
            break;
          case "map":
            ir.maps.push(lowerMap(ctx, d));
            break;
          case "scenario":
            ir.scenarios.push(lowerScenario(ctx, d));
            break;
          case "warband":
            ir.warbands.push(lowerWarband(ctx, d, refs, ir));
            break;
          case "battle":
            ir.battles.push(lowerBattle(ctx, d, refs, ir));
            break;
          case "test":
            ir.tests.push(lowerRulesTest(ctx, d, refs));
            break;
        }
      }
    }
  }

  const repOf = new Map(units.map((u) => [u.ast.file, u.rep]));
  for (const r of refs) {
    const rep = repOf.get(r.file)!;
    symbols.refer({ kind: r.kind, name: r.name, file: r.file, range: r.range });
    if (symbols.lookup(r.kind, r.name)) continue;
    const sugg = closest(r.name, symbols.names(r.kind));
    rep.error("WB202", `there is no ${r.kind} named "${r.name}"${didYouMean(sugg)}`, r.range, replaceFixes(r.range, sugg, true));
  }

  // A schema violation is a compiler bug; the first few messages are enough to report it.
  const internal = (options.validate?.(ir) ?? []).slice(0, 3).map(
    (message): Diagnostic => ({
      code: "WB900",
      severity: "error",
      message: `internal: the compiled IR does not match its schema (${message}); please report this`,
      file: files[0]?.path ?? "<input>",
      range: { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } },
    }),
  );
  const diagnostics = [...syntax, ...units.flatMap((u) => u.rep.diagnostics), ...internal].sort(
    (a, b) => a.file.localeCompare(b.file) || a.range.start.line - b.range.start.line || a.range.start.column - b.range.start.column,
  );
  return { ir, diagnostics, asts: units.map((u) => u.ast), symbols };
}
