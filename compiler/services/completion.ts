// Completion. The grammar says which tokens may come next (chevrotain's
// computeContentAssist over the tokens before the cursor); the symbol table, the
// ruleset and the primitive registry say which words fill them. Snippets give whole
// cards and powers.
import type { IToken, TokenType } from "chevrotain";
import { warbandLexer } from "../../grammar/lexer.js";
import { warbandParser, type WarbandParser } from "../../grammar/parser.js";
import type { Range } from "../../grammar/source.js";
import { allTokens, keywordDocs, kw, Word } from "../../grammar/tokens.js";
import { compilePattern, describePattern, type PatternElement } from "../phrases/pattern.js";
import { families, familyDocs, registry, type Entry, type Family } from "../primitives/index.js";
import type { SymbolKind } from "../symbols.js";
import type { Analysis, Place } from "./analysis.js";

export type CompletionKind = "keyword" | "snippet" | "primitive" | "value" | SymbolKind;

export interface Completion {
  label: string;
  kind: CompletionKind;
  /** Text to insert; Monaco snippet syntax when `snippet` is set. */
  insertText: string;
  snippet: boolean;
  detail: string;
  /** Markdown. */
  documentation?: string;
  /** Lower sorts first. */
  sortText: string;
}

export interface CompletionList {
  /** The part of the word before the cursor that completion replaces. */
  range: Range;
  items: Completion[];
}

const keywordOf = new Map(keywordDocs.map((k) => [`Kw_${k.word}`, k]));
const statWords = new Set(keywordDocs.filter((k) => k.role === "stat" || k.role === "alignment").map((k) => k.word.toLowerCase()));

/**
 * A category token (StatName, Alignment…) stands for every keyword it contains. Word
 * is the exception: keywords may be used as plain words in phrases, but offering every
 * keyword wherever a word may go would bury the useful items.
 */
function expand(t: TokenType): TokenType[] {
  if (t === Word) return [t];
  const members = allTokens.filter((x) => x !== t && (x.CATEGORIES ?? []).includes(t));
  return members.length ? members : [t];
}

/** A whole creature card, with the stat line the compiler expects. */
const cardSnippets: Completion[] = [
  {
    label: "creature card",
    kind: "snippet",
    snippet: true,
    insertText: [
      'creature "${1:Name}" {',
      "  level ${2:1}  cost ${3:10}  ${4|unaligned,good,evil|}  factions ${5:Borderlands}  keywords ${6:Human}",
      "  AC ${7:15}  Fort ${8:13}  Ref ${9:13}  Will ${10:13}  speed ${11:6}  hp ${12:20}",
      '  attack melee basic "${13:Strike}": +${14:5} vs AC; ${15:5} damage',
      "}",
    ].join("\n"),
    detail: "a whole stat card",
    sortText: "0-card",
  },
  {
    label: "condition",
    kind: "snippet",
    snippet: true,
    insertText: "condition ${1:Name} {\n  ${2:cannot shift}\n}",
    detail: "a condition with its rules",
    sortText: "0-condition",
  },
];

const itemSnippets: Completion[] = [
  {
    label: "attack (melee)",
    kind: "snippet",
    snippet: true,
    insertText: 'attack melee "${1:Name}": +${2:5} vs ${3|AC,Fort,Ref,Will|}; ${4:5} damage',
    detail: "a melee attack",
    sortText: "0-attack-melee",
  },
  {
    label: "attack (ranged)",
    kind: "snippet",
    snippet: true,
    insertText: 'attack ranged ${1:6} "${2:Name}": +${3:5} vs ${4|AC,Fort,Ref,Will|}; ${5:5} damage',
    detail: "a ranged attack",
    sortText: "0-attack-ranged",
  },
  {
    label: "power",
    kind: "snippet",
    snippet: true,
    insertText: 'power "${1:Name}": ${2:+2 AC while bloodied}',
    detail: "a power: permission, modifier or trigger",
    sortText: "0-power",
  },
  {
    label: "power (triggered)",
    kind: "snippet",
    snippet: true,
    insertText: 'power "${1:Name}": ${2:whenever an enemy hits this creature}: ${3:this creature heals 5}',
    detail: "a triggered power: event, colon, effects",
    sortText: "0-power-trigger",
  },
  {
    label: "aura",
    kind: "snippet",
    snippet: true,
    insertText: 'aura ${1:1} "${2:Name}": ${3:enemies cannot shift}',
    detail: "an aura reaching N squares",
    sortText: "0-aura",
  },
];

/** Named powers (declared once, given by name): `power "Quick Step ${1:N}"`, parameters as placeholders. */
function namedPowerItems(a: Analysis): Completion[] {
  return a.result.asts.flatMap((ast) =>
    ast.declarations.flatMap((d) => {
      if (d.kind !== "named-power") return [];
      let n = 1;
      const name = d.name.text.replace(/\b[A-Z]+\b/g, (w) => `\${${n++}:${w}}`);
      const text = (a.texts.get(ast.file) ?? "").slice(d.range.start.offset, d.range.end.offset);
      return [{ label: `power "${d.name.text}"`, kind: "snippet" as const, snippet: true, insertText: `power "${name}"`, detail: "named power", documentation: "```warband\n" + text + "\n```", sortText: `1-named-${d.name.text}` }];
    }),
  );
}

/** A registry pattern as a snippet: its required words, each slot a placeholder. */
function patternSnippet(elements: PatternElement[], counter = { n: 1 }): string {
  const parts: string[] = [];
  for (const e of elements) {
    if (e.kind === "word") parts.push(e.options[0]!);
    else if (e.kind === "sym") parts.push(e.text);
    else if (e.kind === "slot") parts.push(`\${${counter.n++}:${e.name}}`);
    else if (e.kind === "group") parts.push(`(${patternSnippet(e.elements, counter)})`);
  }
  // Signs stick to the number that follows them: "+${1:amount}".
  return parts.join(" ").replace(/([+-]) /g, "$1");
}

function primitiveItems(family: Family): Completion[] {
  return (registry[family] as Entry[]).flatMap((entry, i) =>
    entry.patterns.map((p, j) => {
      const pattern = compilePattern(p);
      return {
        label: describePattern(pattern),
        kind: "primitive" as const,
        snippet: true,
        insertText: patternSnippet(pattern.elements),
        detail: `${familyDocs[family].noun}: ${entry.id}`,
        documentation: `${entry.summary}\n\nExample: \`${entry.example}\`\n\nRulebook: *${entry.cite}*`,
        sortText: `2-${family}-${String(i).padStart(3, "0")}-${j}`,
      };
    }),
  );
}

function words(list: string[], kind: CompletionKind, detail: string, quote = false): Completion[] {
  return [...new Set(list)].map((w) => ({ label: w, kind, snippet: false, insertText: quote ? `"${w}"` : w, detail, sortText: `1-${w}` }));
}

function keywordItem(t: TokenType): Completion | null {
  const k = keywordOf.get(t.name);
  if (!k) return null;
  return { label: k.word, kind: "keyword", snippet: false, insertText: k.word, detail: k.role, documentation: k.doc, sortText: `3-${k.word}` };
}

/** A name being typed in quotes: a string that reaches the cursor without its closing quote. */
function isOpenString(t: IToken, offset: number): boolean {
  return t.tokenType.name === "StringLiteral" && (t.endOffset ?? -1) + 1 === offset && (t.image.length < 2 || !t.image.endsWith('"'));
}

/** Tokens from the start of the top-level declaration the cursor is in: the grammar can restart there. */
function tokensBefore(text: string, offset: number): { tokens: IToken[]; partial: IToken | undefined } {
  const tokens = warbandLexer.tokenize(text.slice(0, offset)).tokens;
  let partial: IToken | undefined;
  const last = tokens[tokens.length - 1];
  if (last && (last.endOffset ?? -1) + 1 === offset && (/^[A-Za-z_]/.test(last.image) || isOpenString(last, offset))) partial = tokens.pop();
  let depth = 0;
  let start = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.tokenType.name === "LCurly") depth++;
    else if (t.tokenType.name === "RCurly") depth = Math.max(0, depth - 1);
    else if (depth === 0 && t.tokenType.name === "Newline") start = i + 1;
  }
  return { tokens: tokens.slice(start), partial };
}

/** The words of the current line before the cursor, lower-cased. */
function lineWords(tokens: IToken[]): string[] {
  let i = tokens.length;
  while (i > 0 && tokens[i - 1]!.tokenType.name !== "Newline" && tokens[i - 1]!.tokenType.name !== "LCurly") i--;
  return tokens.slice(i).map((t) => t.image.toLowerCase());
}

/** What names a data line wants after its key: `creature "…"` in a warband, `map "…"` in a battle. */
const dataLineNames: Record<string, Record<string, SymbolKind>> = {
  warband: { creature: "creature", creatures: "creature", scenario: "scenario" },
  battle: { map: "map", scenario: "scenario", side: "warband", house: "house" },
  test: { creature: "creature", map: "map", scenario: "scenario", house: "house" },
};

/**
 * A house-rule pack's lines: `replaces|restricts`, then the kind of core rule, then the
 * core rules of that kind (compiler/lower/house-rules.ts).
 */
function houseLineWords(a: Analysis, line: string[]): Completion[] {
  const [key, kind] = line;
  if (line.length === 0) return words(["option", "replaces", "restricts"], "keyword", "house-rule pack line");
  if (key !== "replaces" && key !== "restricts") return [];
  if (line.length === 1) return words(["condition", "terrain", "action", "scenario"], "keyword", `the kind of core rule it ${key}`);
  const kinds: Record<string, SymbolKind> = { condition: "condition", terrain: "terrain", action: "action", scenario: "scenario" };
  const wanted = line.length === 2 && kind ? kinds[kind] : undefined;
  if (!wanted) return [];
  const core = a.result.symbols.defs.filter((d) => d.kind === wanted && d.layer === "core" && !d.container).map((d) => d.name);
  // A name of one word is written bare (`replaces terrain fire`), one with spaces in quotes.
  const bare = (n: string) => /^[A-Za-z][\w-]*$/.test(n);
  return [...words(core.filter(bare), wanted, `core ${wanted}`), ...words(core.filter((n) => !bare(n)), wanted, `core ${wanted}`, true)];
}

/**
 * Inside quotes (`power "Sn|`, `creature "Mi|`): the names that fit there, each written
 * whole with its quotes over what is typed.
 */
function quotedNames(a: Analysis, tokens: IToken[], paths: ReturnType<WarbandParser["computeContentAssist"]>): Completion[] {
  const { symbols } = a.result;
  const line = lineWords(tokens);
  const blockKind = tokens[0]?.image.toLowerCase() ?? "";
  const out: Completion[] = [];
  for (const path of paths) {
    if (path.nextTokenType.name !== "StringLiteral") continue;
    const rules = path.ruleStack;
    if (rules.includes("dataLine")) {
      const key = line[0] ?? "";
      const wanted = dataLineNames[blockKind]?.[key];
      if (wanted && line.length >= (key === "side" ? 2 : 1)) out.push(...words(symbols.names(wanted), wanted, wanted, true));
    } else if (rules.includes("powerItem") && rules.includes("header") && (line[line.length - 1] === "power")) {
      // A card's power by name alone: the named powers, their parameters as placeholders.
      out.push(...namedPowerItems(a).map((c) => ({ ...c, label: c.label.replace(/^power /, ""), insertText: c.insertText.replace(/^power /, "") })));
    } else if (rules.includes("body") && line[line.length - 1] === "summon") {
      out.push(...words(symbols.names("creature"), "creature", "creature to summon", true));
    }
  }
  return out;
}

export function completion(a: Analysis, place: Place): CompletionList {
  const text = a.texts.get(place.file) ?? "";
  const { tokens, partial } = tokensBefore(text, place.offset);
  const startOffset = partial?.startOffset ?? place.offset;
  const paths = warbandParser(false).computeContentAssist("file", tokens);
  if (partial && isOpenString(partial, place.offset)) {
    // A closing quote the editor already put after the cursor stays, and the item does not write another.
    const closed = text[place.offset] === '"';
    const items = dedupe(quotedNames(a, tokens, paths)).map((c) => (closed ? { ...c, insertText: c.insertText.replace(/"$/, "") } : c));
    return { range: { start: a.pos(place.file, startOffset), end: a.pos(place.file, place.offset) }, items };
  }
  const range = { start: a.pos(place.file, startOffset), end: a.pos(place.file, place.offset) };
  const items = new Map<string, Completion>();
  const add = (list: Iterable<Completion | null>) => {
    for (const c of list) if (c && !items.has(`${c.kind}:${c.label}`)) items.set(`${c.kind}:${c.label}`, c);
  };
  const { symbols, ir } = a.result;
  const line = lineWords(tokens);
  const blockKind = tokens[0]?.image.toLowerCase() ?? "";
  for (const path of paths) {
    const rules = path.ruleStack;
    const rule = rules[rules.length - 1];
    if (rule === "declName") continue;
    for (const t of expand(path.nextTokenType)) {
      if (t.name.startsWith("Kw_")) {
        // The grammar lets a card item follow another on the same line; offer items only
        // where a person starts one: a new line, or further along a stat line.
        const onStatLine = statWords.has(line[0] ?? "") && rules.includes("statLine");
        if (line.length > 0 && !onStatLine) continue;
        if (t === kw.creature && rules[1] === "declaration" && rules.length === 3) add(cardSnippets);
        if ((t === kw.attack || t === kw.power) && rules.includes("creatureItem")) add([...itemSnippets, ...namedPowerItems(a)]);
        add([keywordItem(t)]);
        continue;
      }
      if (t.name !== "Word" && t.name !== "Identifier" && t.name !== "StringLiteral") continue;
      if (rule === "dataLine" || rules.includes("dataLine")) {
        const key = line[0] ?? "";
        const wanted = dataLineNames[blockKind]?.[key];
        if (wanted && line.length >= (key === "side" ? 2 : 1)) add(words(symbols.names(wanted), wanted, wanted, true));
        if (blockKind === "scenario" && line.length === 0) add(primitiveItems("scenario-rule"));
        if (blockKind === "terrain" && line.length === 0) add(primitiveItems("terrain-rule"));
        if (blockKind === "house") add(houseLineWords(a, line));
        continue;
      }
      if (rules.includes("body") || rules.includes("header")) {
        const prev = line[line.length - 1];
        if (prev === "vs") {
          add(words(ir.ruleset.defenses, "value", "defence"));
          continue;
        }
        if (prev === "while") {
          add(primitiveItems("gate"));
          add(words(symbols.names("condition"), "condition", "condition"));
          continue;
        }
        if (rules.includes("header")) continue;
        for (const f of families) if (f !== "scenario-rule" && f !== "terrain-rule" && f !== "gate") add(primitiveItems(f));
        add(words(symbols.names("condition"), "condition", "condition"));
        add(words(symbols.names("action"), "action", "action"));
        add(words(ir.ruleset.damageTypes, "value", "damage type"));
      }
      if (rules.includes("wordList")) {
        const key = line.find((w) => w === "factions" || w === "keywords");
        if (key === "factions" || line.includes("factions")) add(words(ir.ruleset.factions, "value", "faction"));
        if (key === "keywords") add(words(ir.creatures.flatMap((c) => c.keywords), "value", "creature keyword"));
      }
      if (rule === "stat" && line[line.length - 1] === "size") add(words(ir.ruleset.sizes.map((s) => s.name), "value", "size"));
    }
  }
  return { range, items: [...items.values()] };
}

function dedupe(list: Completion[]): Completion[] {
  return [...new Map(list.map((c) => [`${c.kind}:${c.label}`, c])).values()];
}
