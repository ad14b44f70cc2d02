// The document outline: a file's declarations, and inside a creature its attacks and
// powers, each with the range of the whole item and of its name.
import type { Atom, CreatureItem, Declaration } from "../../grammar/ast.js";
import type { Range } from "../../grammar/source.js";
import type { Analysis } from "./analysis.js";
import { headerNameAt } from "../lower/creature.js";

export interface OutlineSymbol {
  /** What the item is: creature, condition, map…, or attack, power, aura inside a creature. */
  kind: string;
  name: string;
  range: Range;
  nameRange: Range;
  children: OutlineSymbol[];
}

function item(i: CreatureItem): OutlineSymbol | null {
  if (i.kind !== "attack" && i.kind !== "power" && i.kind !== "aura") return null;
  const n: Atom | undefined = i.header[headerNameAt(i.header, i.kind === "attack")];
  const name = n?.kind === "string" ? n.value : `(unnamed ${i.kind})`;
  return { kind: i.kind, name, range: i.range, nameRange: n?.range ?? i.keyword.range, children: [] };
}

function declaration(d: Declaration): OutlineSymbol {
  if (d.kind === "layer") return { kind: "layer", name: d.layer.text, range: d.range, nameRange: d.layer.range, children: [] };
  const children = d.kind === "creature" ? d.items.map(item).filter((x): x is OutlineSymbol => x !== null) : [];
  return { kind: d.kind, name: d.name.text, range: d.range, nameRange: d.name.range, children };
}

export function outline(a: Analysis, file: string): OutlineSymbol[] {
  const ast = a.result.asts.find((x) => x.file === file);
  return ast ? ast.declarations.map(declaration) : [];
}

/**
 * The creature a cursor is "on" for the card preview: the one whose declaration holds
 * the line, else the nearest one above it (the card stays put between creatures).
 */
export function creatureNear(symbols: OutlineSymbol[], line: number): string | null {
  let best: OutlineSymbol | undefined;
  for (const s of symbols) {
    if (s.kind !== "creature") continue;
    if (s.range.start.line <= line) best = s;
  }
  return best?.name ?? symbols.find((s) => s.kind === "creature")?.name ?? null;
}
