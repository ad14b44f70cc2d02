// What every lowering step shares: the file's reporter and layer, the symbol table,
// the phrase-matching context and what has been lowered so far.
import type { Atom } from "../../grammar/ast.js";
import type { Range } from "../../grammar/source.js";
import { spanRanges, toSourceRef, type SourceRef } from "../../grammar/source.js";
import type { Reporter } from "../diagnostics.js";
import type { ActionIR, ConditionIR, Layer, RulesetIR } from "../ir.js";
import type { MatchContext } from "../phrases/match.js";
import type { SymbolTable } from "../symbols.js";
import type { NamedPowers } from "./named-power.js";

export interface LowerContext {
  rep: Reporter;
  layer: Layer;
  symbols: SymbolTable;
  match: MatchContext;
  ruleset: RulesetIR;
  conditions: Map<string, ConditionIR>;
  actions: Map<string, ActionIR>;
  /** Named powers declared in any file ("Sneak Attack N"), which a card gives by name alone. */
  namedPowers?: NamedPowers;
}

export function src(ctx: LowerContext, range: Range): SourceRef {
  return toSourceRef(ctx.rep.file, range);
}

export function atomsRange(atoms: Atom[], fallback: Range): Range {
  return atoms.length ? spanRanges(atoms[0]!.range, atoms[atoms.length - 1]!.range) : fallback;
}

export function atomText(a: Atom | undefined): string {
  if (!a) return "the end";
  switch (a.kind) {
    case "word":
      return `'${a.text}'`;
    case "int":
      return `'${a.value}'`;
    case "string":
      return `"${a.value}"`;
    case "sym":
      return `'${a.text}'`;
    case "group":
      return "'(…)'";
  }
}
