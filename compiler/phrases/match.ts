// Matching source phrases against the phrase patterns of a registry family.
// Backtracking over optional parts and multi-length slots; the first entry (in
// registry order) whose pattern consumes the whole phrase wins. On failure the
// furthest point any pattern reached, and what it expected there, becomes the
// diagnostic and the completion list.
import type { Atom } from "../../grammar/ast.js";
import type { Fix, Range } from "../../grammar/source.js";
import { compilePattern, type Pattern, type PatternElement } from "./pattern.js";

export interface Problem {
  code: string;
  message: string;
  range: Range;
  severity: "error" | "warning";
  fixes?: Fix[];
}

export interface SlotResult {
  value: unknown;
  next: number;
  problems?: Problem[];
}

export interface SlotType {
  name: string;
  /** What the slot wants, as a person would say it: "a number of squares". */
  expected: string;
  /** JSON Schema of the slot's value in the IR. */
  schema: object;
  /** Every way the slot can match starting at atoms[i]; longest first. */
  match(atoms: Atom[], i: number, ctx: MatchContext): SlotResult[];
  /** Words worth offering in completion, given the context. */
  suggest?(ctx: MatchContext): string[];
}

/** The words a ruleset and the symbol table make meaningful; all maps are keyed by lower case. */
export interface Vocabulary {
  damageTypes: Map<string, string>;
  defenses: Map<string, string>;
  conditions: Map<string, string>;
  actions: Map<string, string>;
  distanceUnit: "squares" | "inches";
  /** Old condition names (lower case) and the conditions the rules read them as (the ruleset's `old conditions` lines). */
  oldConditions?: Map<string, string>;
  /** Old keywords (lower case) and the keywords the rules read them as (`old keywords` lines). */
  oldKeywords?: Map<string, string>;
  /** The ruleset's sizes, smallest first. */
  sizes?: Map<string, string>;
}

export interface MatchableEntry {
  id: string;
  patterns: Pattern[];
}

export interface MatchContext {
  vocab: Vocabulary;
  slotType(name: string): SlotType;
  family(name: string): readonly MatchableEntry[];
}

export const articles = new Set(["a", "an", "the"]);

export function withoutArticles(atoms: Atom[]): Atom[] {
  return atoms.filter((a) => !(a.kind === "word" && articles.has(a.lower)));
}

interface Trace {
  furthest: number;
  expected: Set<string>;
  /** Words that would have been accepted at the furthest point: literal words and slot vocabularies. */
  words: Set<string>;
}

const newTrace = (): Trace => ({ furthest: -1, expected: new Set(), words: new Set() });

function fail(trace: Trace, at: number, what: string, words: readonly string[] = []): void {
  if (at > trace.furthest) {
    trace.furthest = at;
    trace.expected = new Set([what]);
    trace.words = new Set(words);
  } else if (at === trace.furthest) {
    trace.expected.add(what);
    for (const w of words) trace.words.add(w);
  }
}

interface State {
  next: number;
  slots: Record<string, unknown>;
  problems: Problem[];
}

function* seq(els: PatternElement[], k: number, atoms: Atom[], st: State, ctx: MatchContext, trace: Trace): Generator<State> {
  if (k === els.length) {
    yield st;
    return;
  }
  const el = els[k]!;
  const i = st.next;
  const atom = atoms[i];
  switch (el.kind) {
    case "word":
      if (atom?.kind === "word" && el.options.includes(atom.lower)) {
        yield* seq(els, k + 1, atoms, { ...st, next: i + 1 }, ctx, trace);
      } else fail(trace, i, `'${el.options.join("' or '")}'`, el.options);
      return;
    case "sym":
      if (atom?.kind === "sym" && atom.text === el.text) yield* seq(els, k + 1, atoms, { ...st, next: i + 1 }, ctx, trace);
      else fail(trace, i, `'${el.text}'`);
      return;
    case "group":
      if (atom?.kind === "group") {
        const inner = withoutArticles(atom.atoms);
        const innerTrace = newTrace();
        for (const r of seq(el.elements, 0, inner, { next: 0, slots: st.slots, problems: st.problems }, ctx, innerTrace)) {
          if (r.next === inner.length) {
            yield* seq(els, k + 1, atoms, { next: i + 1, slots: r.slots, problems: r.problems }, ctx, trace);
            return;
          }
        }
      }
      fail(trace, i, "a part in parentheses");
      return;
    case "optional":
      for (const r of seq(el.elements, 0, atoms, st, ctx, trace)) yield* seq(els, k + 1, atoms, r, ctx, trace);
      yield* seq(els, k + 1, atoms, st, ctx, trace);
      return;
    case "slot": {
      const type = ctx.slotType(el.type);
      const results = atom ? type.match(atoms, i, ctx) : [];
      if (results.length === 0) fail(trace, i, type.expected, type.suggest?.(ctx) ?? []);
      for (const r of results) {
        const slots = { ...st.slots, [el.name]: r.value };
        yield* seq(els, k + 1, atoms, { next: r.next, slots, problems: [...st.problems, ...(r.problems ?? [])] }, ctx, trace);
      }
      return;
    }
  }
}

export interface PhraseMatch {
  entryId: string;
  pattern: Pattern;
  slots: Record<string, unknown>;
  problems: Problem[];
}

export interface PhraseFailure {
  /** Index of the atom where matching could go no further (atoms.length = the phrase ended too soon). */
  at: number;
  expected: string[];
  /** Words that would have fitted there, for "did you mean" and completion. */
  words: string[];
}

/** A pattern of a family, with its entry, its place in the family and how it fails on a first atom it cannot take. */
interface Candidate {
  entry: MatchableEntry;
  pattern: Pattern;
  order: number;
  /** What the pattern expects first, as `seq` reports it on a first atom none of its leads take. */
  leadFailures: [what: string, words: readonly string[]][];
}

/**
 * A family's patterns by what their first atom can be, each list in registry order: a
 * phrase is tried only against the patterns that can take its first atom, instead of
 * every pattern of the family. Built once per family list (the registry's are fixed).
 */
interface LeadIndex {
  all: Candidate[];
  /** Patterns that may start with anything (a slot first, or nothing required). */
  open: Candidate[];
  /** By lead key (leadKey): the patterns that can start with such an atom, the open ones among them. */
  byLead: Map<string, Candidate[]>;
}

const leadKey = (a: Atom | undefined): string | null => (a === undefined ? null : a.kind === "word" ? `w ${a.lower}` : a.kind === "sym" ? `s ${a.text}` : a.kind === "group" ? "g" : null);

/** The lead keys a pattern's first atom can have from element k on, or null when it can be anything. */
function leads(els: PatternElement[], k: number): Set<string> | null {
  const el = els[k];
  if (!el) return null;
  switch (el.kind) {
    case "word":
      return new Set(el.options.map((o) => `w ${o}`));
    case "sym":
      return new Set([`s ${el.text}`]);
    case "group":
      return new Set(["g"]);
    case "slot":
      return null;
    case "optional": {
      const inside = leads(el.elements, 0);
      const after = leads(els, k + 1);
      return inside && after ? new Set([...inside, ...after]) : null;
    }
  }
}

/** The failures `seq` reports, in order, when elements from k (whose leads are known) meet a first atom they cannot take. */
function leadFailures(els: PatternElement[], k: number): [string, readonly string[]][] {
  const el = els[k];
  if (!el || el.kind === "slot") return [];
  switch (el.kind) {
    case "word":
      return [[`'${el.options.join("' or '")}'`, el.options]];
    case "sym":
      return [[`'${el.text}'`, []]];
    case "group":
      return [["a part in parentheses", []]];
    case "optional":
      return [...leadFailures(el.elements, 0), ...leadFailures(els, k + 1)];
  }
}

const leadIndexes = new WeakMap<readonly MatchableEntry[], LeadIndex>();

function leadIndex(entries: readonly MatchableEntry[]): LeadIndex {
  let index = leadIndexes.get(entries);
  if (index) return index;
  index = { all: [], open: [], byLead: new Map() };
  const keyed: [Candidate, Set<string> | null][] = [];
  for (const entry of entries) {
    for (const pattern of entry.patterns) {
      const ks = leads(pattern.elements, 0);
      keyed.push([{ entry, pattern, order: keyed.length, leadFailures: ks ? leadFailures(pattern.elements, 0) : [] }, ks]);
    }
  }
  for (const [c, ks] of keyed) {
    index.all.push(c);
    if (!ks) index.open.push(c);
  }
  const keys = new Set(keyed.flatMap(([, ks]) => (ks ? [...ks] : [])));
  for (const key of keys) index.byLead.set(key, keyed.filter(([, ks]) => !ks || ks.has(key)).map(([c]) => c));
  leadIndexes.set(entries, index);
  return index;
}

/** The patterns that can start with atoms[i], in registry order. */
function candidates(index: LeadIndex, atoms: Atom[], i: number): Candidate[] {
  const key = leadKey(atoms[i]);
  return (key === null ? undefined : index.byLead.get(key)) ?? index.open;
}

/** Match the whole phrase against a family. */
export function matchPhrase(family: string, rawAtoms: Atom[], ctx: MatchContext): PhraseMatch | PhraseFailure {
  const atoms = withoutArticles(rawAtoms);
  const index = leadIndex(ctx.family(family));
  const trace = newTrace();
  // The patterns left out fail on the first atom; what they expect there counts while no
  // pattern got further, so it is added in registry order, as trying them would.
  let skipped = 0;
  const passOver = (upTo: number) => {
    if (trace.furthest <= 0) for (let j = skipped; j < upTo; j++) for (const [what, words] of index.all[j]!.leadFailures) fail(trace, 0, what, words);
  };
  for (const c of candidates(index, atoms, 0)) {
    passOver(c.order);
    skipped = c.order + 1;
    for (const r of seq(c.pattern.elements, 0, atoms, { next: 0, slots: {}, problems: [] }, ctx, trace)) {
      if (r.next === atoms.length) return { entryId: c.entry.id, pattern: c.pattern, slots: r.slots, problems: r.problems };
      fail(trace, r.next, "the end of the phrase");
    }
  }
  passOver(index.all.length);
  return { at: Math.max(trace.furthest, 0), expected: [...trace.expected], words: [...trace.words] };
}

/** Every way a family can match a prefix of atoms from i: used by slots such as subject and gate. */
export function matchPrefix(family: string, atoms: Atom[], i: number, ctx: MatchContext): { entryId: string; slots: Record<string, unknown>; next: number; problems: Problem[] }[] {
  const out: { entryId: string; slots: Record<string, unknown>; next: number; problems: Problem[] }[] = [];
  const trace = newTrace();
  for (const { entry, pattern } of candidates(leadIndex(ctx.family(family)), atoms, i)) {
    for (const r of seq(pattern.elements, 0, atoms, { next: i, slots: {}, problems: [] }, ctx, trace)) {
      if (r.next > i) out.push({ entryId: entry.id, slots: r.slots, next: r.next, problems: r.problems });
    }
  }
  return out.sort((a, b) => b.next - a.next);
}

export function isFailure(m: PhraseMatch | PhraseFailure): m is PhraseFailure {
  return (m as PhraseFailure).expected !== undefined;
}

export function compilePatterns(sources: string[]): Pattern[] {
  return sources.map(compilePattern);
}
