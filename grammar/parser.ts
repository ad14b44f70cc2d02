// The warband grammar, and the AST it reads. Statements end at a newline; a line may
// continue after ":", ";", ",", "and" or inside parentheses. Card-level structure
// (declarations, stat lines, attack and power headers) is grammar; the words of a power
// or an effect are phrases, matched later against the registry of primitives
// (compiler/primitives), so that registry stays the single place that knows them.
//
// Each rule builds its part of the AST as it reads (chevrotain's embedded actions), into
// the list its caller gives it. Error recovery may abandon a rule part-way; the part it
// read still goes into the list (in a `finally`), so a card keeps the lines around a bad
// one and a power keeps the words before a missing parenthesis. Every list has a default:
// chevrotain first runs each rule once without input, to record the grammar, and what is
// built then is thrown away.
import type { IOrAlt, IToken, TokenType } from "chevrotain";
import type { Atom, Body, CreatureItem, DataBlockKind, DataLine, Declaration, Name, Phrase, PowerAst, Segment, StatAst, StringAtom } from "./ast.js";
import { EmbeddedActionsParser } from "./chevrotain.js";
import { errorMessages } from "./messages.js";
import type { Range } from "./source.js";
import { between, intAtom, span, stringAtom, symbol, tokenRange, unquote, usable, word } from "./token-atoms.js";
import {
  allTokens,
  Alignment,
  Colon,
  Comma,
  DataBlock,
  Integer,
  kw,
  LCurly,
  LParen,
  Minus,
  MoveMode,
  Newline,
  Plus,
  RCurly,
  RParen,
  Semicolon,
  StatName,
  StringLiteral,
  Word,
} from "./tokens.js";

interface StatTokens {
  key?: IToken;
  value?: IToken;
  upTo?: IToken;
  mode?: IToken;
  words: IToken[];
}

/** The declaration a named power declared outside any creature makes of its power line; it needs a quoted name. */
function namedPower(p: CreatureItem | undefined): Declaration | null {
  if (p?.kind !== "power" && p?.kind !== "aura") return null;
  const nameAtom = p.header.find((a): a is StringAtom => a.kind === "string");
  if (!nameAtom) return null;
  const power: PowerAst = { ...p, champion: false };
  return { kind: "named-power", keyword: p.keyword, name: { text: nameAtom.value, quoted: true, range: nameAtom.range }, power, range: p.range };
}

export class WarbandParser extends EmbeddedActionsParser {
  /**
   * `recovering`: after a syntax error the parser recovers and reads on, keeping what
   * it can; otherwise it stops at the first error, and is cheaper to build and to run.
   * `checked`: chevrotain checks the grammar as it builds the parser (ambiguous or
   * unreachable alternatives…). The shared parsers skip these checks, which cost
   * start-up time; test/grammar/parser.test.ts builds a checked one.
   */
  constructor(recovering = true, checked = false) {
    super(allTokens, { recoveryEnabled: recovering, maxLookahead: 3, errorMessageProvider: errorMessages, skipValidations: !checked });
    this.performSelfAnalysis();
  }

  /** The declarations these tokens make; syntax errors are left in `errors`. */
  read(tokens: IToken[]): Declaration[] {
    const declarations: Declaration[] = [];
    this.input = tokens;
    this.file(declarations);
    return declarations;
  }

  /** The range from this token to the last one read. */
  private from(first: IToken): Range {
    return between(first, this.LA(0));
  }

  public file = this.RULE("file", (declarations: Declaration[] = []) => {
    this.MANY(() => {
      this.OR([{ ALT: () => this.CONSUME(Newline) }, { ALT: () => this.SUBRULE(this.declaration, { ARGS: [declarations] }) }]);
    });
  });

  private declaration = this.RULE("declaration", (declarations: Declaration[] = []) => {
    const args = { ARGS: [declarations] as [Declaration[]] };
    this.OR([
      { ALT: () => this.SUBRULE(this.layerDecl, args) },
      { ALT: () => this.SUBRULE(this.creatureDecl, args) },
      { ALT: () => this.SUBRULE(this.itemDecl, args) },
      { ALT: () => this.SUBRULE(this.conditionDecl, args) },
      { ALT: () => this.SUBRULE(this.dataDecl, args) },
      // A named power ("Sneak Attack N") declared once, outside any creature; cards then say just its name.
      {
        ALT: () => {
          const power: CreatureItem[] = [];
          try {
            this.SUBRULE(this.powerItem, { ARGS: [power] });
          } finally {
            const d = namedPower(power[0]);
            if (d) declarations.push(d);
          }
        },
      },
    ]);
  });

  private layerDecl = this.RULE("layerDecl", (declarations: Declaration[] = []) => {
    const k = this.CONSUME(kw.layer!);
    const layer = this.CONSUME(Word);
    let label: IToken | undefined;
    this.OPTION(() => (label = this.CONSUME(StringLiteral)));
    if (usable(layer)) declarations.push({ kind: "layer", layer: word(layer), label: label ? stringAtom(label) : null, range: this.from(k) });
  });

  private declName = this.RULE("declName", (): Name => {
    let t!: IToken;
    this.OR([{ ALT: () => (t = this.CONSUME(StringLiteral)) }, { ALT: () => (t = this.CONSUME(Word)) }]);
    const quoted = t.tokenType === StringLiteral;
    return { text: quoted ? unquote(t.image).value : t.image, quoted, range: tokenRange(t) };
  });

  /**
   * `keyword name { … }`, the lines inside read by `line`; `done` makes the declaration,
   * also of a part. A name lost to error recovery loses the declaration.
   */
  private block(keyword: TokenType, line: () => void, done: (k: IToken, name: Name) => void): void {
    const k = this.CONSUME(keyword);
    const name = this.SUBRULE(this.declName) as Name | undefined;
    const outer = this.blockLine;
    this.blockLine = line;
    try {
      this.CONSUME(LCurly);
      this.MANY(() => {
        this.OR(this.blockLines);
      });
      this.CONSUME(RCurly);
    } finally {
      this.blockLine = outer;
      if (name) done(k, name);
    }
  }

  /** How the block being read reads a line. A block has many lines, so their alternatives are made once. */
  private blockLine: () => void = () => undefined;

  private blockLines: IOrAlt<unknown>[] = [{ ALT: () => this.CONSUME(Newline) }, { ALT: () => this.blockLine() }];

  /** A creature card, or an item card (the same lines: level range, cost, keywords, powers). */
  private card(keyword: TokenType, kind: "creature" | "item", declarations: Declaration[]): void {
    const items: CreatureItem[] = [];
    const args = { ARGS: [items] as [CreatureItem[]] };
    this.block(
      keyword,
      () => this.SUBRULE(this.creatureItem, args),
      (k, name) => declarations.push({ kind, keyword: word(k), name, items, range: this.from(k) }),
    );
  }

  private creatureDecl = this.RULE("creatureDecl", (declarations: Declaration[] = []) => this.card(kw.creature!, "creature", declarations));

  private itemDecl = this.RULE("itemDecl", (declarations: Declaration[] = []) => this.card(kw.item!, "item", declarations));

  private creatureItem = this.RULE("creatureItem", (items: CreatureItem[] = []) => {
    this.itemArgs.ARGS[0] = items;
    this.OR(this.itemAlternatives);
  });

  /** The list the item being read goes to, as its rule's argument. A card has many items, so their alternatives are made once. */
  private itemArgs: { ARGS: [CreatureItem[]] } = { ARGS: [[]] };

  private itemAlternatives: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.attackItem, this.itemArgs) },
    // Before the stat line: "champion power" is a power, "champion" alone a statistic with no number.
    { ALT: () => this.SUBRULE(this.powerItem, this.itemArgs), IGNORE_AMBIGUITIES: true },
    { ALT: () => this.SUBRULE(this.statLine, this.itemArgs) },
    { ALT: () => this.SUBRULE(this.textItem, this.itemArgs) },
  ];

  private statLine = this.RULE("statLine", (items: CreatureItem[] = []) => {
    this.AT_LEAST_ONE(() => this.SUBRULE(this.stat, { ARGS: [items] }));
  });

  private stat = this.RULE("stat", (items: CreatureItem[] = []) => {
    const s: StatTokens = (this.statRead = { words: [] });
    try {
      this.OR(this.statAlternatives);
    } finally {
      if (s.key) {
        const number = (t: IToken | undefined) => (usable(t) ? intAtom(t) : null);
        const stat: StatAst = { kind: "stat", key: word(s.key), value: number(s.value), upTo: number(s.upTo), mode: s.mode ? word(s.mode) : null, words: s.words.filter(usable).map(word), range: this.from(s.key) };
        items.push(stat);
      }
    }
  });

  /** The tokens of the statistic being read. A card has many, so the alternatives below are made once. */
  private statRead: StatTokens = { words: [] };

  private statAlternatives: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.statRead.key = this.CONSUME(StatName);
        // Written without its number, the statistic still parses so the rest of the card
        // does; the parser reports it (grammar/stat-values.ts) with a fix that adds one.
        this.OPTION3(() => {
          this.statRead.value = this.CONSUME(Integer);
          // A range, for an item's levels: "level 1-10".
          this.OPTION2(() => {
            this.CONSUME(Minus);
            this.statRead.upTo = this.CONSUME3(Integer);
          });
        });
      },
    },
    {
      ALT: () => {
        this.statRead.key = this.CONSUME(kw.speed!);
        this.OPTION4(() => {
          this.statRead.value = this.CONSUME2(Integer);
          this.OPTION(() => (this.statRead.mode = this.CONSUME(MoveMode)));
        });
      },
    },
    {
      ALT: () => {
        this.OR2([{ ALT: () => (this.statRead.key = this.CONSUME(kw.keywords!)) }, { ALT: () => (this.statRead.key = this.CONSUME(kw.factions!)) }]);
        this.SUBRULE(this.wordList, { ARGS: [this.statRead.words] });
      },
    },
    {
      ALT: () => {
        this.statRead.key = this.CONSUME(kw.size!);
        this.statRead.words.push(this.CONSUME2(Word));
      },
    },
    { ALT: () => (this.statRead.key = this.CONSUME(kw.unique!)) },
    { ALT: () => (this.statRead.key = this.CONSUME(Alignment)) },
  ];

  private wordList = this.RULE("wordList", (words: IToken[] = []) => {
    words.push(this.CONSUME(Word));
    this.MANY(() => {
      this.CONSUME(Comma);
      words.push(this.CONSUME2(Word));
    });
  });

  private attackItem = this.RULE("attackItem", (items: CreatureItem[] = []) => {
    const k = this.CONSUME(kw.attack!);
    const header: Atom[] = [];
    const body: Body = [];
    try {
      this.SUBRULE(this.header, { ARGS: [header] });
      this.CONSUME(Colon);
      this.MANY(() => this.CONSUME(Newline));
      this.SUBRULE(this.body, { ARGS: [body] });
    } finally {
      items.push({ kind: "attack", keyword: word(k), header, body, range: this.from(k) });
    }
  });

  private powerItem = this.RULE("powerItem", (items: CreatureItem[] = []) => {
    let k: IToken | undefined;
    const header: Atom[] = [];
    const body: Body = [];
    try {
      this.OR([
        { ALT: () => (k = this.CONSUME(kw.power!)) },
        { ALT: () => (k = this.CONSUME(kw.aura!)) },
        {
          // "champion power": a champion's power, spent from its champion rating.
          ALT: () => {
            k = this.CONSUME(kw.champion!);
            this.CONSUME2(kw.power!);
          },
        },
      ]);
      this.SUBRULE(this.header, { ARGS: [header] });
      // Without a body, `power "Sneak Attack 10"` names a named power declared elsewhere.
      this.OPTION(() => {
        this.CONSUME(Colon);
        this.MANY(() => this.CONSUME(Newline));
        this.SUBRULE(this.body, { ARGS: [body] });
      });
    } finally {
      if (k) {
        const keyword = word(k);
        items.push({ kind: keyword.lower === "aura" ? "aura" : "power", keyword, champion: keyword.lower === "champion", header, body, range: this.from(k) });
      }
    }
  });

  private textItem = this.RULE("textItem", (items: CreatureItem[] = []) => {
    const k = this.CONSUME(kw.text!);
    const s = this.CONSUME(StringLiteral);
    if (usable(s)) items.push({ kind: "text", keyword: word(k), text: stringAtom(s), range: between(k, s) });
  });

  /** Everything between an attack or power keyword and its colon: name, range, uses… */
  private header = this.RULE("header", (atoms: Atom[] = []) => {
    const outer = this.atoms;
    this.atoms = atoms;
    try {
      this.MANY(this.atom);
    } finally {
      this.atoms = outer;
    }
  });

  /** Segments separated by ";" — an attack's roll, its hit effects, a "miss:" clause. */
  private body = this.RULE("body", (segments: Segment[] = []) => {
    this.SUBRULE(this.segment, { ARGS: [segments] });
    this.MANY(() => {
      this.CONSUME(Semicolon);
      this.MANY2(() => this.CONSUME(Newline));
      this.SUBRULE2(this.segment, { ARGS: [segments] });
    });
  });

  /** "head: tail" (a trigger and its effects, a "miss:" label) or just a list of phrases. */
  private segment = this.RULE("segment", (segments: Segment[] = []) => {
    const first: Phrase[] = [];
    let second: Phrase[] | null = null;
    try {
      this.SUBRULE(this.phraseList, { ARGS: [first] });
      this.OPTION(() => {
        this.CONSUME(Colon);
        this.MANY(() => this.CONSUME(Newline));
        second = [];
        this.SUBRULE2(this.phraseList, { ARGS: [second] });
      });
    } finally {
      const head = second ? first : null;
      const phrases: Phrase[] = second ?? first;
      const all = head ? [...head, ...phrases] : phrases;
      if (all.length > 0) segments.push({ head, phrases, range: span(all[0]!.range, all[all.length - 1]!.range) });
    }
  });

  private phraseList = this.RULE("phraseList", (phrases: Phrase[] = []) => {
    this.SUBRULE(this.phrase, { ARGS: [phrases] });
    this.MANY(() => {
      this.OR(this.phraseSeparators);
      this.MANY2(() => this.CONSUME(Newline));
      this.SUBRULE2(this.phrase, { ARGS: [phrases] });
    });
  });

  private phraseSeparators: IOrAlt<unknown>[] = [{ ALT: () => this.CONSUME(Comma) }, { ALT: () => this.CONSUME(kw.and!) }];

  private phrase = this.RULE("phrase", (phrases: Phrase[] = []) => {
    const outer = this.atoms;
    const atoms: Atom[] = (this.atoms = []);
    try {
      this.AT_LEAST_ONE(this.atom);
    } finally {
      this.atoms = outer;
      if (atoms.length > 0) phrases.push({ atoms, range: span(atoms[0]!.range, atoms[atoms.length - 1]!.range) });
    }
  });

  /**
   * The list the atoms being read go to: a header's, a phrase's, a group's or a data
   * line's. An atom is the commonest thing read, so its alternatives are made once.
   */
  private atoms: Atom[] = [];

  /** A word, a number, a quoted name, a sign or a part in parentheses. */
  private atomAlternatives: IOrAlt<unknown>[] = [
    { ALT: () => this.atoms.push(word(this.CONSUME(Word))) },
    { ALT: () => this.atoms.push(intAtom(this.CONSUME(Integer))) },
    { ALT: () => this.atoms.push(stringAtom(this.CONSUME(StringLiteral))) },
    { ALT: () => this.atoms.push(symbol(this.CONSUME(Plus), "+")) },
    { ALT: () => this.atoms.push(symbol(this.CONSUME(Minus), "-")) },
    { ALT: () => this.SUBRULE(this.group) },
  ];

  private atom = () => this.OR(this.atomAlternatives);

  /** Parentheses: "(save ends)". Inside them newlines and separators are plain content. */
  private group = this.RULE("group", () => {
    const outer = this.atoms;
    const open = this.CONSUME(LParen);
    const inside: Atom[] = (this.atoms = []);
    try {
      this.MANY(() => this.OR(this.groupContent));
      this.CONSUME(RParen);
    } finally {
      this.atoms = outer;
      outer.push({ kind: "group", atoms: inside, range: this.from(open) });
    }
  });

  private groupContent: IOrAlt<unknown>[] = [
    ...this.atomAlternatives,
    { ALT: () => this.atoms.push(symbol(this.CONSUME(Comma), ",")) },
    { ALT: () => this.atoms.push(symbol(this.CONSUME(kw.and!), "and")) },
    { ALT: () => this.atoms.push(symbol(this.CONSUME(Colon), ":")) },
    { ALT: () => this.atoms.push(symbol(this.CONSUME(Semicolon), ";")) },
    { ALT: () => this.CONSUME(Newline) },
  ];

  private conditionDecl = this.RULE("conditionDecl", (declarations: Declaration[] = []) => {
    const lines: Body[] = [];
    this.block(
      kw.condition!,
      () => {
        const line: Body = [];
        lines.push(line);
        this.SUBRULE(this.body, { ARGS: [line] });
      },
      (k, name) => declarations.push({ kind: "condition", keyword: word(k), name, lines: lines.filter((l) => l.length > 0), range: this.from(k) }),
    );
  });

  /** map, scenario, warband, battle, action, ruleset: a name and lines of data. */
  private dataDecl = this.RULE("dataDecl", (declarations: Declaration[] = []) => {
    const lines: DataLine[] = [];
    this.block(
      DataBlock,
      () => this.SUBRULE(this.dataLine, { ARGS: [lines] }),
      (k, name) => {
        const keyword = word(k);
        declarations.push({ kind: keyword.lower as DataBlockKind, keyword, name, lines, range: this.from(k) });
      },
    );
  });

  private dataLine = this.RULE("dataLine", (lines: DataLine[] = []) => {
    const key = word(this.CONSUME2(Word));
    const outer = this.atoms;
    const atoms: Atom[] = (this.atoms = []);
    try {
      this.MANY(() => this.OR(this.dataLineContent));
    } finally {
      this.atoms = outer;
      lines.push({ key, atoms, range: span(key.range, (atoms[atoms.length - 1] ?? key).range) });
    }
  });

  private dataLineContent: IOrAlt<unknown>[] = [
    ...this.atomAlternatives,
    { ALT: () => this.atoms.push(symbol(this.CONSUME(Comma), ",")) },
    { ALT: () => this.atoms.push(symbol(this.CONSUME(kw.and!), "and")) },
    { ALT: () => this.atoms.push(symbol(this.CONSUME(Colon), ":")) },
  ];
}

let quick: WarbandParser | undefined;
let recovering: WarbandParser | undefined;

/**
 * The shared parsers, each built when first needed (self-analysis is the expensive
 * part, parsing is cheap): one that stops at the first syntax error, for the common case
 * of text without any, and one that recovers, for text with some.
 */
export function warbandParser(recovery: boolean): WarbandParser {
  return recovery ? (recovering ??= new WarbandParser(true)) : (quick ??= new WarbandParser(false));
}
