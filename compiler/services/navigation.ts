// Names across files: every place a declared name occurs, and from that go to
// definition, find references and rename. Definitions and the references the compiler
// resolved (warbands, battles) come from the symbol table; conditions and actions are
// named inside phrases, so their occurrences are the words that spell them.
import type { Range, TextEdit } from "../../grammar/source.js";
import type { SymbolKind } from "../symbols.js";
import { Analysis, tokenRange, within, type Location, type Place } from "./analysis.js";

export interface Occurrence extends Location {
  kind: SymbolKind;
  /** The name as the definition spells it. */
  name: string;
  declaration: boolean;
  /** Written as a quoted string. */
  quoted: boolean;
}

const phraseNamed: SymbolKind[] = ["condition", "action"];
const cache = new WeakMap<Analysis, Occurrence[]>();

export function occurrences(a: Analysis): Occurrence[] {
  const known = cache.get(a);
  if (known) return known;
  const { symbols } = a.result;
  const out: Occurrence[] = [];
  const taken = new Set<string>();
  const add = (o: Occurrence) => {
    const key = `${o.file}:${o.range.start.offset}`;
    if (taken.has(key)) return;
    taken.add(key);
    out.push(o);
  };
  const quotedAt = (file: string, offset: number) => a.texts.get(file)?.[offset] === '"';
  for (const d of symbols.defs) {
    add({ kind: d.kind, name: d.name, file: d.file, range: d.range, declaration: true, quoted: quotedAt(d.file, d.range.start.offset) });
  }
  for (const r of symbols.refs) {
    if (phraseNamed.includes(r.kind)) continue;
    const def = symbols.lookup(r.kind, r.name);
    if (!def) continue;
    add({ kind: r.kind, name: def.name, file: r.file, range: r.range, declaration: false, quoted: quotedAt(r.file, r.range.start.offset) });
  }
  // Conditions and actions: any plain word (outside comments and strings) that spells one.
  const byWord = new Map<string, { kind: SymbolKind; name: string }>();
  for (const kind of phraseNamed) for (const name of symbols.names(kind)) byWord.set(name.toLowerCase(), { kind, name });
  for (const file of a.texts.keys()) {
    for (const t of a.tokens(file)) {
      if (t.tokenType.name !== "Identifier") continue;
      const hit = byWord.get(t.image.toLowerCase());
      if (hit) add({ ...hit, file, range: tokenRange(t), declaration: false, quoted: false });
    }
  }
  cache.set(a, out);
  return out;
}

/**
 * The named power a card's `power "Quick Step 2"` gives, if the place is on such a name:
 * its words match the declaration's, a capital-letter parameter standing for a number.
 */
export function namedPowerAt(a: Analysis, place: Place): { name: string; location: Location; declRange: Range } | null {
  const token = a.tokenAt(place);
  if (token?.tokenType.name !== "StringLiteral") return null;
  const use = token.image.replace(/^"|"$/g, "").trim().split(/\s+/);
  for (const ast of a.result.asts) {
    for (const d of ast.declarations) {
      if (d.kind !== "named-power") continue;
      const words = d.name.text.trim().split(/\s+/);
      const fits = words.length === use.length && words.every((w, i) => (/^[A-Z]+$/.test(w) ? /^\d+$/.test(use[i]!) || use[i] === w : w.toLowerCase() === use[i]!.toLowerCase()));
      if (fits) return { name: d.name.text, location: { file: ast.file, range: d.name.range }, declRange: d.range };
    }
  }
  return null;
}

/** The name occurrence under a place, if any. */
export function occurrenceAt(a: Analysis, place: Place): Occurrence | undefined {
  return occurrences(a).find((o) => o.file === place.file && within(o.range, place.offset));
}

export function definition(a: Analysis, place: Place): Location | null {
  const o = occurrenceAt(a, place);
  if (!o) return namedPowerAt(a, place)?.location ?? null;
  const def = a.result.symbols.lookup(o.kind, o.name);
  return def ? { file: def.file, range: def.range } : o.declaration ? { file: o.file, range: o.range } : null;
}

/** Every occurrence of the name under the place, its definition first. */
export function references(a: Analysis, place: Place): Occurrence[] {
  const o = occurrenceAt(a, place);
  if (!o) return [];
  const same = occurrences(a).filter((x) => x.kind === o.kind && x.name.toLowerCase() === o.name.toLowerCase());
  return same.sort((x, y) => Number(y.declaration) - Number(x.declaration) || x.file.localeCompare(y.file) || x.range.start.offset - y.range.start.offset);
}

export interface FileEdits {
  file: string;
  edits: TextEdit[];
}

export type RenameResult = { ok: true; changes: FileEdits[] } | { ok: false; reason: string };

const bareName = /^[A-Za-z_][A-Za-z0-9_]*(?:['\u2019-][A-Za-z0-9_]+)*$/;

/** Where a rename may start: the name under the place and its range, or why not. */
export function renameTarget(a: Analysis, place: Place): { ok: true; location: Location; name: string } | { ok: false; reason: string } {
  const o = occurrenceAt(a, place);
  if (!o) return { ok: false, reason: "there is no declared name here" };
  return { ok: true, location: { file: o.file, range: o.range }, name: o.name };
}

/**
 * Renames the name under the place in every file. Quoted occurrences stay quoted; a
 * bare one is quoted only when the new name is not a single word.
 */
export function rename(a: Analysis, place: Place, newName: string): RenameResult {
  const name = newName.trim();
  if (!name || /["\n\\]/.test(name)) return { ok: false, reason: "a name cannot be empty or contain quotes or line breaks" };
  const all = references(a, place);
  if (!all.length) return { ok: false, reason: "there is no declared name here" };
  const { kind } = all[0]!;
  const clash = a.result.symbols.lookup(kind, name);
  if (clash && clash.name.toLowerCase() !== all[0]!.name.toLowerCase()) {
    return { ok: false, reason: `a ${kind} named "${clash.name}" already exists at ${clash.file}:${clash.range.start.line}` };
  }
  if (phraseNamed.includes(kind) && !bareName.test(name)) {
    return { ok: false, reason: `a ${kind} is named in phrases, so its name must be a single word` };
  }
  const byFile = new Map<string, TextEdit[]>();
  for (const o of all) {
    const text = o.quoted || !bareName.test(name) ? `"${name}"` : name;
    const edits = byFile.get(o.file) ?? [];
    edits.push({ range: o.range, text });
    byFile.set(o.file, edits);
  }
  return { ok: true, changes: [...byFile].map(([file, edits]) => ({ file, edits })) };
}
