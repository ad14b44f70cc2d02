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

const isArticle = (a: Atom): boolean => a.kind === "word" && articles.has(a.lower);

/** The atoms without articles; the same array when it has none. */
export function withoutArticles(atoms: Atom[]): Atom[] {
  return atoms.some(isArticle) ? atoms.filter((a) => !isArticle(a)) : atoms;
}

interface Trace {
  furthest: number;
  expected: Set<string>;
  /** Words that would have been accepted at the furthest point: literal words and slot vocabularies. */
  words: Set<string>;
}

const newTrace = (): Trace => ({ furthest: -1, expected: new Set(), words: new Set() });

/** What a word element expects, as failures say it: 'shift' or 'shifts'. */
const expectedWords = new WeakMap<PatternElement, string>();
function expectedOf(el: PatternElement & { kind: "word" }): string {
  let what = expectedWords.get(el);
  if (what === undefined) {
    what = `'${el.options.join("' or '")}'`;
    expectedWords.set(el, what);
  }
  return what;
}

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

/** Slots bound so far, newest first: shared by the branches of a backtracking search, made into a record only for a whole match. */
interface Bound {
  name: string;
  value: unknown;
  up: Bound | null;
}

function slotsOf(b: Bound | null, into: Record<string, unknown>): Record<string, unknown> {
  if (!b) return into;
  slotsOf(b.up, into);
  into[b.name] = b.value;
  return into;
}

/** A point the search reached: the next atom, the slots bound and the problems slots reported on the way. */
interface State {
  next: number;
  slots: Bound | null;
  problems: Problem[];
}

/** No problems: shared by every search, never changed (a slot's problems make a new list). */
const noProblems: Problem[] = [];

/** Called with each way the elements match, in order, and the point it reached; returns true to stop the search. */
type Found = (next: number, slots: Bound | null, problems: Problem[]) => boolean;

/** What is left to match after the elements at hand: the rest of an enclosing list (after an optional part), and what is left after that. */
interface Rest {
  els: PatternElement[];
  k: number;
  rest: Rest | null;
}

/**
 * Every way els[k…], then `rest`, match atoms from `next`, in order of preference (what
 * a backtracking search tries first), each handed to `found`. Failures are recorded in
 * `trace` as the search meets them. The point reached is passed as three arguments and
 * what is left as a list, not as objects and closures: the search takes many steps for
 * each phrase, and most lead nowhere.
 */
function seq(els: PatternElement[], k: number, rest: Rest | null, atoms: Atom[], next: number, slots: Bound | null, problems: Problem[], ctx: MatchContext, trace: Trace | null, found: Found): boolean {
  if (k === els.length) return rest ? seq(rest.els, rest.k, rest.rest, atoms, next, slots, problems, ctx, trace, found) : found(next, slots, problems);
  const el = els[k]!;
  const atom = atoms[next];
  switch (el.kind) {
    case "word":
      if (atom?.kind === "word" && el.options.includes(atom.lower)) return seq(els, k + 1, rest, atoms, next + 1, slots, problems, ctx, trace, found);
      if (trace) fail(trace, next, expectedOf(el), el.options);
      return false;
    case "sym":
      if (atom?.kind === "sym" && atom.text === el.text) return seq(els, k + 1, rest, atoms, next + 1, slots, problems, ctx, trace, found);
      if (trace) fail(trace, next, `'${el.text}'`);
      return false;
    case "group":
      if (atom?.kind === "group") {
        // The first way the inside matches whole; what fails inside is not the phrase's failure.
        const inner = wholeMatch(el.elements, withoutArticles(atom.atoms), slots, problems, ctx, null);
        if (inner) return seq(els, k + 1, rest, atoms, next + 1, inner.slots, inner.problems, ctx, trace, found);
      }
      if (trace) fail(trace, next, "a part in parentheses");
      return false;
    case "optional":
      return seq(el.elements, 0, { els, k: k + 1, rest }, atoms, next, slots, problems, ctx, trace, found) || seq(els, k + 1, rest, atoms, next, slots, problems, ctx, trace, found);
    case "slot": {
      const type = ctx.slotType(el.type);
      const results = atom ? type.match(atoms, next, ctx) : [];
      if (results.length === 0 && trace) fail(trace, next, type.expected, type.suggest?.(ctx) ?? []);
      for (let j = 0; j < results.length; j++) {
        const r = results[j]!;
        const all = r.problems?.length ? [...problems, ...r.problems] : problems;
        if (seq(els, k + 1, rest, atoms, r.next, { name: el.name, value: r.value, up: slots }, all, ctx, trace, found)) return true;
      }
      return false;
    }
  }
}

/** The first way els match atoms whole, from the first atom, or null; a way that stops short fails there, at "the end of the phrase". */
function wholeMatch(els: PatternElement[], atoms: Atom[], slots: Bound | null, problems: Problem[], ctx: MatchContext, trace: Trace | null): State | null {
  let whole: State | null = null;
  seq(els, 0, null, atoms, 0, slots, problems, ctx, trace, (next, s, p) => {
    if (next === atoms.length) whole = { next, slots: s, problems: p };
    else if (trace) fail(trace, next, "the end of the phrase");
    return whole !== null;
  });
  return whole;
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
  /** The atoms any match must meet at the phrase's top level (its words, signs and groups outside optional parts), each as the keys that can stand for it. */
  needs: string[][];
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
  /** By the first atom (a word's lower case, a symbol's text, any group): the patterns that can start with it, the open ones among them. */
  byWord: Map<string, Candidate[]>;
  bySym: Map<string, Candidate[]>;
  byGroup: Candidate[] | undefined;
}

/** The lead keys (`w <word>`, `s <symbol>`, `g` for a group) a pattern's first atom can have from element k on, or null when it can be anything. */
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

/** The key of an atom as a pattern's literal elements see it: `w <word>`, `s <symbol>` or `g` for a group. */
function keyOf(a: Atom): string | null {
  return a.kind === "word" ? `w ${a.lower}` : a.kind === "sym" ? `s ${a.text}` : a.kind === "group" ? "g" : null;
}

/** The keys each literal element outside optional parts and groups can take: every match meets one atom of each. */
function needsOf(els: PatternElement[]): string[][] {
  const out: string[][] = [];
  for (const el of els) {
    if (el.kind === "word") out.push(el.options.map((o) => `w ${o}`));
    else if (el.kind === "sym") out.push([`s ${el.text}`]);
    else if (el.kind === "group") out.push(["g"]);
  }
  return out;
}

/** The keys of a phrase's atoms, worked out once per atom list. */
const keysOfAtoms = new WeakMap<Atom[], Set<string>>();
function keysOf(atoms: Atom[]): Set<string> {
  let keys = keysOfAtoms.get(atoms);
  if (!keys) {
    keys = new Set();
    for (const a of atoms) {
      const k = keyOf(a);
      if (k) keys.add(k);
    }
    keysOfAtoms.set(atoms, keys);
  }
  return keys;
}

/**
 * Whether a pattern may match these atoms (from any place): it cannot when a literal
 * element it always needs has nothing to meet. Most patterns that can take a phrase's
 * first atom are ruled out so (on the DDM cards, nine in ten), without a search.
 */
function mayMatch(c: Candidate, keys: Set<string>): boolean {
  for (let i = 0; i < c.needs.length; i++) {
    const options = c.needs[i]!;
    let met = false;
    for (let j = 0; j < options.length && !met; j++) met = keys.has(options[j]!);
    if (!met) return false;
  }
  return true;
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
  index = { all: [], open: [], byWord: new Map(), bySym: new Map(), byGroup: undefined };
  const leadsOf: (Set<string> | null)[] = [];
  for (const entry of entries) {
    for (const pattern of entry.patterns) {
      const ks = leads(pattern.elements, 0);
      index.all.push({ entry, pattern, order: index.all.length, leadFailures: ks ? leadFailures(pattern.elements, 0) : [], needs: needsOf(pattern.elements) });
      leadsOf.push(ks);
    }
  }
  // Each lead's list, made in one pass over the patterns: those it leads, and the open ones.
  const lists = new Map<string, Candidate[]>();
  for (const ks of leadsOf) for (const k of ks ?? []) lists.set(k, []);
  index.all.forEach((c, j) => {
    const ks = leadsOf[j];
    if (ks) for (const k of ks) lists.get(k)!.push(c);
    else {
      index.open.push(c);
      for (const list of lists.values()) list.push(c);
    }
  });
  for (const [key, list] of lists) {
    if (key === "g") index.byGroup = list;
    else (key.startsWith("w ") ? index.byWord : index.bySym).set(key.slice(2), list);
  }
  leadIndexes.set(entries, index);
  return index;
}

/** The patterns that can start with atoms[i], in registry order. */
function candidates(index: LeadIndex, atoms: Atom[], i: number): Candidate[] {
  const a = atoms[i];
  const list = a === undefined ? undefined : a.kind === "word" ? index.byWord.get(a.lower) : a.kind === "sym" ? index.bySym.get(a.text) : a.kind === "group" ? index.byGroup : undefined;
  return list ?? index.open;
}

/**
 * Match the whole phrase against a family. A phrase that matches is found without
 * noting what fails on the way; only a phrase that matches nothing is searched again,
 * noting every failure, to say what was expected where.
 */
export function matchPhrase(family: string, rawAtoms: Atom[], ctx: MatchContext): PhraseMatch | PhraseFailure {
  const atoms = withoutArticles(rawAtoms);
  return phraseMemo(ctx, family, atoms, "all", () => {
    const index = leadIndex(ctx.family(family));
    return firstWhole(index, atoms, ctx) ?? failureOf(index, atoms, ctx);
  });
}

/** The phrase's match in a family, or null when it has none: for a caller that does not report what was expected instead. */
export function firstMatch(family: string, rawAtoms: Atom[], ctx: MatchContext): PhraseMatch | null {
  const atoms = withoutArticles(rawAtoms);
  return phraseMemo(ctx, family, atoms, "first", () => firstWhole(leadIndex(ctx.family(family)), atoms, ctx));
}

/** The words of a phrase as the matcher reads them, without their places: two phrases saying the same match the same. */
function sayingOf(atoms: Atom[]): string {
  let out = "";
  for (const a of atoms) {
    if (a.kind === "group") out += `(${sayingOf(a.atoms)})\0`;
    else if (a.kind === "string") out += `${a.terminated ? '"' : "'"}${a.value}\0`;
    else if (a.kind === "int") out += `#${a.value}\0`;
    else out += `${a.kind === "word" ? "w" : "s"}${a.text}\0`;
  }
  return out;
}

/**
 * Matches by the compile's context, family and the phrase's words: cards say the same
 * phrases again and again (on the DDM card corpus a phrase is matched about four times
 * over). Only an outcome that names no place is kept (a failure, or a match whose slots
 * reported no problem, since a problem's range is the phrase's own); the slot values are
 * shared, so their callers read them and never change them, as matchPrefix's.
 */
const phraseMemos = new WeakMap<MatchContext, Map<string, PhraseMatch | PhraseFailure | null>>();

function phraseMemo<T extends PhraseMatch | PhraseFailure | null>(ctx: MatchContext, family: string, atoms: Atom[], how: string, match: () => T): T {
  let memo = phraseMemos.get(ctx);
  if (!memo) phraseMemos.set(ctx, (memo = new Map()));
  const key = `${how} ${family} ${sayingOf(atoms)}`;
  const kept = memo.get(key) as T | undefined;
  if (kept !== undefined) return kept && !isFailure(kept) ? ({ ...kept, slots: { ...kept.slots }, problems: [] } as T) : kept;
  const out = match();
  if (!out || isFailure(out) || out.problems.length === 0) memo.set(key, out);
  return out;
}

/**
 * The loops over a family's patterns and their parts count, not `for … of` or callbacks:
 * they run for every phrase of every card, mostly in code V8 has not optimized
 * (cli/v8-tuning.ts), where each step of an iterator and each callback is an allocation.
 */
function firstWhole(index: LeadIndex, atoms: Atom[], ctx: MatchContext): PhraseMatch | null {
  const keys = keysOf(atoms);
  const list = candidates(index, atoms, 0);
  for (let k = 0; k < list.length; k++) {
    const c = list[k]!;
    if (!mayMatch(c, keys)) continue;
    const whole = wholeMatch(c.pattern.elements, atoms, null, noProblems, ctx, null);
    if (whole) return { entryId: c.entry.id, pattern: c.pattern, slots: slotsOf(whole.slots, {}), problems: [...whole.problems] };
  }
  return null;
}

/** Where a phrase that matches no pattern of the family went furthest, and what was expected there. */
function failureOf(index: LeadIndex, atoms: Atom[], ctx: MatchContext): PhraseFailure {
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
    wholeMatch(c.pattern.elements, atoms, null, noProblems, ctx, trace);
  }
  passOver(index.all.length);
  return { at: Math.max(trace.furthest, 0), expected: [...trace.expected], words: [...trace.words] };
}

export interface PrefixMatch {
  entryId: string;
  slots: Record<string, unknown>;
  next: number;
  problems: Problem[];
}

/**
 * What matchPrefix found, by the compile's context, the atoms and where it started: a
 * family slot (subject, gate) is asked about the same atoms at the same place by every
 * pattern that opens with it and again when a failure is searched for, about seven
 * times over on the DDM card corpus. The answers are shared, so their callers read them
 * and never change them.
 */
const prefixMemo = new WeakMap<MatchContext, WeakMap<Atom[], Map<string, readonly PrefixMatch[]>>>();

/** Every way a family can match a prefix of atoms from i: used by slots such as subject and gate. */
export function matchPrefix(family: string, atoms: Atom[], i: number, ctx: MatchContext): readonly PrefixMatch[] {
  let byAtoms = prefixMemo.get(ctx);
  if (!byAtoms) prefixMemo.set(ctx, (byAtoms = new WeakMap()));
  let memo = byAtoms.get(atoms);
  if (!memo) byAtoms.set(atoms, (memo = new Map()));
  const key = `${i} ${family}`;
  let out = memo.get(key);
  if (!out) memo.set(key, (out = prefixMatches(family, atoms, i, ctx)));
  return out;
}

function prefixMatches(family: string, atoms: Atom[], i: number, ctx: MatchContext): PrefixMatch[] {
  const out: PrefixMatch[] = [];
  const keys = keysOf(atoms);
  const list = candidates(leadIndex(ctx.family(family)), atoms, i);
  let entry: MatchableEntry;
  const found: Found = (next, slots, problems) => {
    if (next > i) out.push({ entryId: entry.id, slots: slotsOf(slots, {}), next, problems: [...problems] });
    return false;
  };
  for (let k = 0; k < list.length; k++) {
    const c = list[k]!;
    if (!mayMatch(c, keys)) continue;
    entry = c.entry;
    // What fails on the way is not asked for here: no trace.
    seq(c.pattern.elements, 0, null, atoms, i, null, noProblems, ctx, null, found);
  }
  return out.sort((a, b) => b.next - a.next);
}

export function isFailure(m: PhraseMatch | PhraseFailure): m is PhraseFailure {
  return (m as PhraseFailure).expected !== undefined;
}

export function compilePatterns(sources: string[]): Pattern[] {
  return sources.map(compilePattern);
}
