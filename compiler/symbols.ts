// The project's symbol table: every declared name across all files, where it is
// declared, and every place it is referred to (for go-to-definition, references
// and rename in the editor).
import type { Declaration, FileAst } from "../grammar/ast.js";
import type { Range } from "../grammar/source.js";
import type { Layer } from "./ir.js";

export type SymbolKind = "model" | "item" | "creature" | "condition" | "action" | "map" | "scenario" | "warband" | "battle" | "ruleset" | "house" | "test" | "power" | "attack" | "terrain";

export interface SymbolDef {
  kind: SymbolKind;
  name: string;
  file: string;
  /** The range of the name itself. */
  range: Range;
  /** The whole declaration. */
  declRange: Range;
  layer: Layer;
  /** For powers and attacks: the creature they belong to. */
  container?: string;
}

export interface SymbolRef {
  kind: SymbolKind;
  name: string;
  file: string;
  range: Range;
}

export class SymbolTable {
  readonly defs: SymbolDef[] = [];
  readonly refs: SymbolRef[] = [];
  private byKey = new Map<string, SymbolDef>();

  private static key(kind: SymbolKind, name: string): string {
    return `${kind}:${name.toLowerCase()}`;
  }

  /** Adds a definition; returns the earlier one if the name is already taken. */
  define(def: SymbolDef): SymbolDef | null {
    const k = SymbolTable.key(def.kind, def.name) + (def.container ? `@${def.container.toLowerCase()}` : "");
    const earlier = this.byKey.get(k);
    this.defs.push(def);
    if (earlier) return earlier;
    this.byKey.set(k, def);
    return null;
  }

  lookup(kind: SymbolKind, name: string): SymbolDef | undefined {
    return this.byKey.get(SymbolTable.key(kind, name));
  }

  names(kind: SymbolKind): string[] {
    return this.defs.filter((d) => d.kind === kind && !d.container).map((d) => d.name);
  }

  refer(ref: SymbolRef): void {
    this.refs.push(ref);
  }
}

const declKinds: Record<string, SymbolKind> = {
  creature: "creature",
  item: "item",
  condition: "condition",
  action: "action",
  map: "map",
  scenario: "scenario",
  warband: "warband",
  battle: "battle",
  ruleset: "ruleset",
  house: "house",
  test: "test",
  model: "model",
  terrain: "terrain",
};

export function declarationKind(d: Declaration): SymbolKind | null {
  return declKinds[d.kind] ?? null;
}

/** The layer a file declares with `layer …`, or cards. */
export function fileLayer(ast: FileAst): Layer {
  const l = ast.declarations.find((d) => d.kind === "layer");
  if (l?.kind !== "layer") return "cards";
  const w = l.layer.lower;
  return w === "core" || w === "house" ? w : "cards";
}
