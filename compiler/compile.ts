// compile(files) → IR + diagnostics. Never throws on any input: syntax errors, unknown
// names and bad values all become diagnostics, and whatever is well-formed is lowered.
// Stages: parse → declare names → ruleset vocabulary → lower (actions and conditions
// first, since cards refer to them) → resolve cross-file names → validate the IR.
import type { DataBlockAst, Declaration, FileAst } from "../grammar/ast.js";
import { splitDeclarations } from "../grammar/chunks.js";
import { moveChunk, parseChunk, type ParsedChunk } from "../grammar/index.js";
import { shiftPositions, within, type Span } from "../grammar/shift.js";
import type { Diagnostic } from "../grammar/source.js";
import { closest, didYouMean, replaceFixes, Reporter } from "./diagnostics.js";
import { IR_VERSION, type ActionIR, type ConditionIR, type IR, type Layer } from "./ir.js";
import { lowerAction } from "./lower/action.js";
import { lowerCondition } from "./lower/condition.js";
import type { LowerContext } from "./lower/context.js";
import { lowerCreature, lowerPower } from "./lower/creature.js";
import { houseClaims, isClaimed, lowerHouseRules } from "./lower/house-rules.js";
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
import { declarationKind, fileLayer, SymbolTable, type SymbolDef, type SymbolRef } from "./symbols.js";

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
  /** The file's layer (`layer …`, else cards), looked up once. */
  layer: Layer;
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
    const layer = u.layer;
    // A house-rule pack's own versions of core rules are the pack's, not new names.
    const claimed = layer === "house" ? houseClaims(u.ast) : new Map();
    for (const d of u.ast.declarations) {
      const kind = declarationKind(d);
      if (!kind || d.kind === "layer") continue;
      if (isClaimed(claimed, d)) continue;
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

/** A schema violation as a diagnostic at the start of a file: a compiler bug, so it says so and asks to be reported. */
export function schemaViolation(problem: string, file: string): Diagnostic {
  const start = { offset: 0, line: 1, column: 1 };
  return { code: "WB900", severity: "error", message: `internal: the compiled IR does not match its schema (${problem}); please report this`, file, range: { start, end: start } };
}

/** Compiles once, from nothing: the command line's compile. It keeps nothing for a next time. */
export function compile(files: SourceFile[], options: CompileOptions = {}): CompileResult {
  return new Compiler(options, false).compile(files);
}

/** A file as last parsed: its text, its pieces by their text, and what they parsed to. */
interface ParsedFile {
  text: string;
  chunks: Map<string, ParsedChunk[]>;
  ast: FileAst;
  diagnostics: Diagnostic[];
}

/** What lowering one card did: its IR, its diagnostics and the names it declared and referred to, all owned by the cache. */
interface Lowered {
  ir: unknown;
  diagnostics: Diagnostic[];
  defs: SymbolDef[];
  refs: SymbolRef[];
  at: { offset: number; line: number };
  layer: Layer;
}

/**
 * Lowering a card, a condition, an action, a terrain, a map or a scenario reads only its
 * own text, its file and layer, and what these declare: the ruleset, conditions, actions,
 * terrains, named powers and house rules. Warbands, battles, tests, house rules and named
 * powers read more of the project (other cards' IR, whole files) and are lowered every
 * time; there are few of them.
 */
const ENVIRONMENT: ReadonlySet<Declaration["kind"]> = new Set(["ruleset", "condition", "action", "terrain", "named-power", "house", "layer"]);

/**
 * A compiler that remembers its last compile, for the editor: a file whose text did not
 * change is not parsed again, a changed file is split into its top-level declarations
 * (grammar/chunks.ts) and only the pieces whose text changed are parsed, and a card whose
 * text and surroundings did not change is not lowered again. Everything else (names
 * across files, warbands, battles, tests, cross-file references) is done in full every
 * time, so the result is the one a fresh compile gives (test/compiler/incremental.test.ts).
 * Kept results are moved to where their text now stands, in place: a result is good
 * until the next compile of the same Compiler.
 */
export class Compiler {
  private parsed = new Map<string, ParsedFile>();
  private lowered = new Map<Declaration, Lowered>();
  private environment = "";
  /** Counts for the tests: pieces parsed or kept, declarations lowered or kept, in the last compile. */
  readonly last = { chunksParsed: 0, chunksKept: 0, declarationsLowered: 0, declarationsKept: 0 };

  /** `keep` false: what is lowered is not copied into a cache (a single compile, or compiles whose cards change); parsed files are still kept. */
  constructor(
    private readonly options: CompileOptions = {},
    private readonly keep = true,
  ) {}

  private parseFile(f: SourceFile): ParsedFile {
    const kept = this.parsed.get(f.path);
    if (kept?.text === f.text) {
      this.last.chunksKept += kept.chunks.size;
      return kept;
    }
    const pool = kept?.chunks ?? new Map<string, ParsedChunk[]>();
    const chunks = new Map<string, ParsedChunk[]>();
    const declarations: Declaration[] = [];
    const diagnostics: Diagnostic[] = [];
    for (const c of splitDeclarations(f.text)) {
      let p = pool.get(c.text)?.pop();
      if (p) this.last.chunksKept++;
      else {
        p = parseChunk(c.text, f.path);
        this.last.chunksParsed++;
      }
      moveChunk(p, c.offset, c.line);
      chunks.set(c.text, [...(chunks.get(c.text) ?? []), p]);
      declarations.push(...p.declarations);
      diagnostics.push(...p.diagnostics);
    }
    const file: ParsedFile = { text: f.text, chunks, ast: { file: f.path, declarations }, diagnostics };
    this.parsed.set(f.path, file);
    return file;
  }

  /** Parses a file ahead of its compile (the card import parses each card's file as it is read); the next compile keeps the parse while the text is the same. */
  parse(f: SourceFile): void {
    this.parseFile(f);
  }

  /** The text everything a card reads besides itself is declared with; when it changes, no lowered card is kept. */
  private environmentOf(units: Unit[]): string {
    return units.map((u) => this.environmentPart(u)).join("\n");
  }

  /** A file's part of the environment, worked out again only when its syntax tree is new. */
  private environmentParts = new WeakMap<FileAst, string>();
  private environmentPart(u: Unit): string {
    let part = this.environmentParts.get(u.ast);
    if (part === undefined) {
      const decls = u.ast.declarations.filter((d) => ENVIRONMENT.has(d.kind));
      part = `${u.ast.file}\0${u.layer}\0` + decls.map((d) => u.rep.text.slice(d.range.start.offset, d.range.end.offset)).join("\0");
      this.environmentParts.set(u.ast, part);
    }
    return part;
  }

  /**
   * A declaration from a piece of text that was kept (so the same syntax tree, moved to
   * where it now stands), lowered before in the same layer and surroundings, is taken
   * from the cache and moved likewise.
   */
  private lowerCard<T>(u: Unit, symbols: SymbolTable, d: Declaration, next: Map<Declaration, Lowered>, lower: () => T): T {
    if (!this.keep) return lower();
    const file = u.ast.file;
    const layer = u.layer;
    let entry = this.lowered.get(d);
    if (entry?.layer !== layer) entry = undefined;
    if (entry) {
      this.last.declarationsKept++;
      const offset = d.range.start.offset - entry.at.offset;
      const lines = d.range.start.line - entry.at.line;
      shiftPositions(entry, offset, lines);
      entry.at = { offset: d.range.start.offset, line: d.range.start.line };
      u.rep.diagnostics.push(...entry.diagnostics);
      for (const def of entry.defs) symbols.define(def);
      for (const ref of entry.refs) symbols.refer(ref);
    } else {
      this.last.declarationsLowered++;
      const marks = [u.rep.diagnostics.length, symbols.defs.length, symbols.refs.length] as const;
      const ir = lower();
      const done = { ir, diagnostics: u.rep.diagnostics.slice(marks[0]), defs: symbols.defs.slice(marks[1]), refs: symbols.refs.slice(marks[2]) };
      // Kept only if it says nothing about other places (a named power it uses cites the
      // declaration's line and offset, which move on their own), and as a copy of its
      // own, since what this compile hands out may be changed by its user.
      const span: Span = { file, fromLine: d.range.start.line, toLine: d.range.end.line };
      if (within(done, span)) next.set(d, { ...structuredClone(done), at: { offset: d.range.start.offset, line: d.range.start.line }, layer });
      return ir;
    }
    next.set(d, entry);
    return entry.ir as T;
  }

  compile(files: SourceFile[]): CompileResult {
    Object.assign(this.last, { chunksParsed: 0, chunksKept: 0, declarationsLowered: 0, declarationsKept: 0 });
    const options = this.options;
    const units: Unit[] = [];
    const syntax: Diagnostic[] = [];
    for (const f of files) {
      const parsed = this.parseFile(f);
      syntax.push(...parsed.diagnostics);
      units.push({ ast: parsed.ast, rep: new Reporter(f.path, f.text), layer: fileLayer(parsed.ast) });
    }
    const paths = new Set(files.map((f) => f.path));
    for (const path of this.parsed.keys()) if (!paths.has(path)) this.parsed.delete(path);
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
    // The conditions and actions lowered so far, by name; made again only when more were lowered.
    let byName = { conditions: -1, actions: -1, maps: { conditions: new Map<string, ConditionIR>(), actions: new Map<string, ActionIR>() } };
    const soFar = () => {
      if (byName.conditions !== ir.conditions.length || byName.actions !== ir.actions.length) {
        byName = {
          conditions: ir.conditions.length,
          actions: ir.actions.length,
          maps: { conditions: new Map(ir.conditions.map((c) => [c.name.toLowerCase(), c])), actions: new Map(ir.actions.map((a) => [a.name.toLowerCase(), a])) },
        };
      }
      return byName.maps;
    };
    const contextOf = (u: Unit): LowerContext => ({ rep: u.rep, layer: u.layer, symbols, match, ruleset: ir.ruleset, ...soFar(), namedPowers });

    if (rulesetUnit) {
      const decl = rulesetUnit.ast.declarations.find((d): d is DataBlockAst => d.kind === "ruleset")!;
      ir.ruleset = lowerRuleset(contextOf(rulesetUnit), decl);
      vocab.damageTypes = byKey(ir.ruleset.damageTypes);
      vocab.defenses = byKey(ir.ruleset.defenses);
      vocab.sizes = byKey(ir.ruleset.sizes.map((s) => s.name));
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

    const environment = this.environmentOf(units);
    if (environment !== this.environment) this.lowered.clear();
    this.environment = environment;
    const lowered = new Map<Declaration, Lowered>();

    // Lowering order: what cards refer to comes first.
    const order: Declaration["kind"][] = ["action", "condition", "house", "named-power", "creature", "item", "model", "terrain", "map", "scenario", "warband", "battle", "test"];
    const refs: PendingRef[] = [];
    for (const kind of order) {
      for (const u of units) {
        if (!u.ast.declarations.some((d) => d.kind === kind)) continue;
        const ctx = contextOf(u);
        for (const d of u.ast.declarations) {
          if (d.kind !== kind || (d.kind !== "named-power" && !isFirstDefinition(symbols, u.ast.file, d))) continue;
          const kept = <T>(lower: () => T): T => this.lowerCard(u, symbols, d, lowered, lower);
          switch (d.kind) {
            case "action":
              ir.actions.push(kept(() => lowerAction(ctx, d)));
              break;
            case "condition":
              ir.conditions.push(kept(() => lowerCondition(ctx, d)));
              break;
            case "house":
              ir.houseRules.push(lowerHouseRules(ctx, d, u.ast));
              break;
            case "creature":
              ir.creatures.push(kept(() => lowerCreature(ctx, d)));
              break;
            case "named-power":
              checkNamedPower(ctx, d, lowerPower);
              break;
            case "item":
              ir.items.push(kept(() => lowerItem(ctx, d)));
              break;
            case "model":
              ir.models.push(kept(() => lowerModel(ctx, d)));
              break;
            case "terrain":
              ir.terrains.push(kept(() => lowerTerrain(ctx, d)));
              break;
            case "map":
              ir.maps.push(kept(() => lowerMap(ctx, d)));
              break;
            case "scenario":
              ir.scenarios.push(kept(() => lowerScenario(ctx, d)));
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

    // Only the cards of this compile are kept: the cache never outgrows the project.
    this.lowered = lowered;

    const repOf = new Map(units.map((u) => [u.ast.file, u.rep]));
    for (const r of refs) {
      const rep = repOf.get(r.file)!;
      symbols.refer({ kind: r.kind, name: r.name, file: r.file, range: r.range });
      if (symbols.lookup(r.kind, r.name)) continue;
      const sugg = closest(r.name, symbols.names(r.kind));
      rep.error("WB202", `there is no ${r.kind} named "${r.name}"${didYouMean(sugg)}`, r.range, replaceFixes(r.range, sugg, true));
    }

    // The first few messages are enough to report a compiler bug.
    const internal = (options.validate?.(ir) ?? []).slice(0, 3).map((message) => schemaViolation(message, files[0]?.path ?? "<input>"));
    const diagnostics = [...syntax, ...units.flatMap((u) => u.rep.diagnostics), ...internal].sort(
      (a, b) => a.file.localeCompare(b.file) || a.range.start.line - b.range.start.line || a.range.start.column - b.range.start.column,
    );
    return { ir, diagnostics, asts: units.map((u) => u.ast), symbols };
  }
}
