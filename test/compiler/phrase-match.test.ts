// Phrase matching (compiler/phrases/match.ts) tries a phrase only against the patterns
// that can take its first atom. Whatever it skips, the answer must be the one trying every
// pattern in registry order gives: the first entry with a pattern that reads the whole
// phrase, and on failure what every pattern expected where matching stopped.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Atom } from "../../grammar/ast.js";
import { isFailure, matchPhrase, withoutArticles, type MatchContext, type Vocabulary } from "../../compiler/phrases/match.js";
import type { PatternElement } from "../../compiler/phrases/pattern.js";
import { slotTypes } from "../../compiler/phrases/slots.js";
import { compiledFamily, families } from "../../compiler/primitives/index.js";

const at = { offset: 0, line: 1, column: 1 };
const range = { start: at, end: at };
const word = (text: string): Atom => ({ kind: "word", text, lower: text.toLowerCase(), range });
const int = (value: number): Atom => ({ kind: "int", value, range });
const sign = (text: "+" | "-"): Atom => ({ kind: "sym", text, range });
const group = (atoms: Atom[]): Atom => ({ kind: "group", atoms, range });

const keyed = (names: string[]) => new Map(names.map((n) => [n.toLowerCase(), n]));
const vocab: Vocabulary = {
  damageTypes: keyed(["fire", "cold", "acid"]),
  defenses: keyed(["AC", "Fort", "Ref", "Will"]),
  conditions: keyed(["Dazed", "Slowed", "Immobilized"]),
  actions: keyed(["move", "shift", "opportunity attack"]),
  distanceUnit: "squares",
};
const ctx: MatchContext = { vocab, slotType: (name) => slotTypes[name]!, family: compiledFamily };

/** Positions after els[k…] can end, starting at atom i: an oracle that tries every way, written apart from the matcher. */
function ends(els: PatternElement[], k: number, atoms: Atom[], i: number): number[] {
  if (k === els.length) return [i];
  const el = els[k]!;
  const a = atoms[i];
  switch (el.kind) {
    case "word":
      return a?.kind === "word" && el.options.includes(a.lower) ? ends(els, k + 1, atoms, i + 1) : [];
    case "sym":
      return a?.kind === "sym" && a.text === el.text ? ends(els, k + 1, atoms, i + 1) : [];
    case "group": {
      if (a?.kind !== "group") return [];
      const inner = withoutArticles(a.atoms);
      return ends(el.elements, 0, inner, 0).includes(inner.length) ? ends(els, k + 1, atoms, i + 1) : [];
    }
    case "optional":
      return [...ends(el.elements, 0, atoms, i).flatMap((j) => ends(els, k + 1, atoms, j)), ...ends(els, k + 1, atoms, i)];
    case "slot":
      return a ? ctx.slotType(el.type).match(atoms, i, ctx).flatMap((r) => ends(els, k + 1, atoms, r.next)) : [];
  }
}

function oracle(family: string, raw: Atom[]): string | null {
  const atoms = withoutArticles(raw);
  for (const e of compiledFamily(family)) if (e.patterns.some((p) => ends(p.elements, 0, atoms, 0).includes(atoms.length))) return e.id;
  return null;
}

/** Sample atoms for a slot, so that instances of patterns often match. */
const slotSamples: Record<string, Atom[][]> = {
  int: [[int(2)]],
  signed: [[sign("+"), int(2)], [sign("-"), int(1)]],
  squares: [[int(3)], [int(3), word("squares")]],
  damageType: [[word("fire")]],
  damageTypeOrAll: [[word("all")], [word("cold")]],
  keyword: [[word("Undead")]],
  defense: [[word("AC")]],
  condition: [[word("dazed")]],
  action: [[word("shift")], [word("make"), word("opportunity"), word("attacks")]],
  attackKind: [[word("melee")]],
  stat: [[word("attack")], [word("AC")]],
  damage: [[int(10), word("damage")], [int(5), word("fire"), word("damage")]],
  duration: [[group([word("save"), word("ends")])], [word("until"), word("end"), word("of"), word("its"), word("next"), word("turn")]],
  subject: [[word("enemies")], [word("adjacent"), word("allies")], [word("this"), word("creature")]],
  gate: [[word("bloodied")]],
  modifier: [[sign("+"), int(2), word("AC")]],
  vp: [[int(10)]],
  string: [[{ kind: "string", value: "x", terminated: true, range }]],
};

/** An instance of a pattern, choosing among words, optional parts and slot samples by the choices. */
function instance(els: PatternElement[], pick: () => number): Atom[] {
  return els.flatMap((el): Atom[] => {
    switch (el.kind) {
      case "word":
        return [word(el.options[pick() % el.options.length]!)];
      case "sym":
        return [sign(el.text)];
      case "group":
        return [group(instance(el.elements, pick))];
      case "optional":
        return pick() % 2 ? instance(el.elements, pick) : [];
      case "slot": {
        const samples = slotSamples[el.type] ?? [[word("x")]];
        return samples[pick() % samples.length]!;
      }
    }
  });
}

const allWords = [...new Set(families.flatMap((f) => compiledFamily(f).flatMap((e) => e.patterns.flatMap((p) => instance(p.elements, () => 0)))).filter((a) => a.kind === "word").map((a) => (a as { text: string }).text))];

/** Every pattern of every family, filled in several ways, and each of those with one word changed. */
function instances(): { family: string; atoms: Atom[] }[] {
  const out: { family: string; atoms: Atom[] }[] = [];
  let seed = 1;
  const pick = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  for (const family of families) {
    for (const p of compiledFamily(family).flatMap((e) => e.patterns)) {
      for (let k = 0; k < 6; k++) {
        const atoms = instance(p.elements, pick);
        out.push({ family, atoms });
        if (atoms.length) out.push({ family, atoms: atoms.map((a, i) => (i === pick() % atoms.length ? word(allWords[pick() % allWords.length]!) : a)) });
      }
    }
  }
  return out;
}

describe("phrase matching against the registry", () => {
  it("finds the first entry, in registry order, with a pattern that reads the whole phrase", () => {
    const cases = instances();
    const found = cases.filter(({ family, atoms }) => {
      const m = matchPhrase(family, atoms, ctx);
      expect(isFailure(m) ? null : m.entryId, `${family}: ${atoms.map((a) => ("text" in a ? a.text : a.kind)).join(" ")}`).toBe(oracle(family, atoms));
      return !isFailure(m);
    });
    // Most instances of patterns match, so the comparison is mostly about which entry wins.
    expect(found.length).toBeGreaterThan(cases.length / 3);
  });

  it("agrees with trying every pattern on words of the registry in any order", () => {
    const soup = fc.record({ family: fc.constantFrom(...families), words: fc.array(fc.constantFrom(...allWords), { maxLength: 6 }) });
    fc.assert(
      fc.property(soup, ({ family, words }) => {
        const m = matchPhrase(family, words.map(word), ctx);
        expect(isFailure(m) ? null : m.entryId).toBe(oracle(family, words.map(word)));
      }),
      { numRuns: 2000 },
    );
  });

  it("on a first word no pattern takes, expects what every pattern's first word is, in registry order", () => {
    for (const family of families) {
      const m = matchPhrase(family, [word("zzzz"), word("damage")], ctx);
      if (!isFailure(m)) throw new Error(`${family} matched nonsense`);
      expect(m.at).toBe(0);
      const firstWords = compiledFamily(family)
        .flatMap((e) => e.patterns)
        .map((p) => p.elements[0])
        .filter((el) => el?.kind === "word")
        .map((el) => `'${(el as { options: string[] }).options.join("' or '")}'`);
      // Every pattern that begins with a word says so at the first atom, in order, after any expectation met earlier.
      const listed = m.expected.filter((e) => firstWords.includes(e));
      expect(listed).toEqual([...new Set(firstWords)]);
    }
  });
});
