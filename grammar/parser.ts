// The warband grammar. Statements end at a newline; a line may continue after
// ":", ";", ",", "and" or inside parentheses. Card-level structure (declarations,
// stat lines, attack and power headers) is grammar; the words of a power or an
// effect are phrases, matched later against the registry of primitives
// (compiler/primitives), so that registry stays the single place that knows them.
import { CstParser } from "./chevrotain.js";
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
import { errorMessages } from "./messages.js";

export class WarbandParser extends CstParser {
  /**
   * `checked`: chevrotain checks the grammar as it builds the parser (ambiguous or
   * unreachable alternatives…). The shared parser skips these checks, which cost
   * start-up time; test/grammar/parser.test.ts builds a checked one.
   */
  constructor(checked = false) {
    // Nodes' offsets only: grammar/cst-to-ast.ts takes their lines and columns from their tokens, which is cheaper.
    super(allTokens, { recoveryEnabled: true, maxLookahead: 3, nodeLocationTracking: "onlyOffset", errorMessageProvider: errorMessages, skipValidations: !checked });
    this.performSelfAnalysis();
  }

  public file = this.RULE("file", () => {
    this.MANY(() => {
      this.OR([{ ALT: () => this.CONSUME(Newline) }, { ALT: () => this.SUBRULE(this.declaration) }]);
    });
  });

  private declaration = this.RULE("declaration", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.layerDecl) },
      { ALT: () => this.SUBRULE(this.creatureDecl) },
      { ALT: () => this.SUBRULE(this.itemDecl) },
      { ALT: () => this.SUBRULE(this.conditionDecl) },
      { ALT: () => this.SUBRULE(this.dataDecl) },
      // A named power ("Sneak Attack N") declared once, outside any creature; cards then say just its name.
      { ALT: () => this.SUBRULE(this.powerItem) },
    ]);
  });

  private layerDecl = this.RULE("layerDecl", () => {
    this.CONSUME(kw.layer);
    this.CONSUME(Word);
    this.OPTION(() => this.CONSUME(StringLiteral));
  });

  private declName = this.RULE("declName", () => {
    this.OR([{ ALT: () => this.CONSUME(StringLiteral) }, { ALT: () => this.CONSUME(Word) }]);
  });

  private creatureDecl = this.RULE("creatureDecl", () => {
    this.CONSUME(kw.creature);
    this.SUBRULE(this.declName);
    this.CONSUME(LCurly);
    this.MANY(() => {
      this.OR([{ ALT: () => this.CONSUME(Newline) }, { ALT: () => this.SUBRULE(this.creatureItem) }]);
    });
    this.CONSUME(RCurly);
  });

  /** An item card: the same lines as a creature card (level range, cost, keywords, powers). */
  private itemDecl = this.RULE("itemDecl", () => {
    this.CONSUME(kw.item);
    this.SUBRULE(this.declName);
    this.CONSUME(LCurly);
    this.MANY(() => {
      this.OR([{ ALT: () => this.CONSUME(Newline) }, { ALT: () => this.SUBRULE(this.creatureItem) }]);
    });
    this.CONSUME(RCurly);
  });

  private creatureItem = this.RULE("creatureItem", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.attackItem) },
      // Before the stat line: "champion power" is a power, "champion" alone a statistic with no number.
      { ALT: () => this.SUBRULE(this.powerItem), IGNORE_AMBIGUITIES: true },
      { ALT: () => this.SUBRULE(this.statLine) },
      { ALT: () => this.SUBRULE(this.textItem) },
    ]);
  });

  private statLine = this.RULE("statLine", () => {
    this.AT_LEAST_ONE(() => this.SUBRULE(this.stat));
  });

  private stat = this.RULE("stat", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(StatName);
          // Written without its number, the statistic still parses so the rest of the card
          // does; the parser reports it (grammar/stat-values.ts) with a fix that adds one.
          this.OPTION3(() => {
            this.CONSUME(Integer);
            // A range, for an item's levels: "level 1-10".
            this.OPTION2(() => {
              this.CONSUME(Minus);
              this.CONSUME3(Integer);
            });
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw.speed);
          this.OPTION4(() => {
            this.CONSUME2(Integer);
            this.OPTION(() => this.CONSUME(MoveMode));
          });
        },
      },
      {
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME(kw.keywords) }, { ALT: () => this.CONSUME(kw.factions) }]);
          this.SUBRULE(this.wordList);
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw.size);
          this.CONSUME2(Word);
        },
      },
      { ALT: () => this.CONSUME(kw.unique) },
      { ALT: () => this.CONSUME(Alignment) },
    ]);
  });

  private wordList = this.RULE("wordList", () => {
    this.CONSUME(Word);
    this.MANY(() => {
      this.CONSUME(Comma);
      this.CONSUME2(Word);
    });
  });

  private attackItem = this.RULE("attackItem", () => {
    this.CONSUME(kw.attack);
    this.SUBRULE(this.header);
    this.CONSUME(Colon);
    this.MANY(() => this.CONSUME(Newline));
    this.SUBRULE(this.body);
  });

  private powerItem = this.RULE("powerItem", () => {
    this.OR([
      { ALT: () => this.CONSUME(kw.power) },
      { ALT: () => this.CONSUME(kw.aura) },
      {
        // "champion power": a champion's power, spent from its champion rating.
        ALT: () => {
          this.CONSUME(kw.champion);
          this.CONSUME2(kw.power);
        },
      },
    ]);
    this.SUBRULE(this.header);
    // Without a body, `power "Sneak Attack 10"` names a named power declared elsewhere.
    this.OPTION(() => {
      this.CONSUME(Colon);
      this.MANY(() => this.CONSUME(Newline));
      this.SUBRULE(this.body);
    });
  });

  private textItem = this.RULE("textItem", () => {
    this.CONSUME(kw.text);
    this.CONSUME(StringLiteral);
  });

  /** Everything between an attack or power keyword and its colon: name, range, uses… */
  private header = this.RULE("header", () => {
    this.MANY(() => this.SUBRULE(this.atom));
  });

  /** Segments separated by ";" — an attack's roll, its hit effects, a "miss:" clause. */
  private body = this.RULE("body", () => {
    this.SUBRULE(this.segment);
    this.MANY(() => {
      this.CONSUME(Semicolon);
      this.MANY2(() => this.CONSUME(Newline));
      this.SUBRULE2(this.segment);
    });
  });

  /** "head: tail" (a trigger and its effects, a "miss:" label) or just a list of phrases. */
  private segment = this.RULE("segment", () => {
    this.SUBRULE(this.phraseList);
    this.OPTION(() => {
      this.CONSUME(Colon);
      this.MANY(() => this.CONSUME(Newline));
      this.SUBRULE2(this.phraseList);
    });
  });

  private phraseList = this.RULE("phraseList", () => {
    this.SUBRULE(this.phrase);
    this.MANY(() => {
      this.OR([{ ALT: () => this.CONSUME(Comma) }, { ALT: () => this.CONSUME(kw.and) }]);
      this.MANY2(() => this.CONSUME(Newline));
      this.SUBRULE2(this.phrase);
    });
  });

  private phrase = this.RULE("phrase", () => {
    this.AT_LEAST_ONE(() => this.SUBRULE(this.atom));
  });

  private atom = this.RULE("atom", () => {
    this.OR([
      { ALT: () => this.CONSUME(Word) },
      { ALT: () => this.CONSUME(Integer) },
      { ALT: () => this.CONSUME(StringLiteral) },
      { ALT: () => this.CONSUME(Plus) },
      { ALT: () => this.CONSUME(Minus) },
      { ALT: () => this.SUBRULE(this.group) },
    ]);
  });

  /** Parentheses: "(save ends)". Inside them newlines and separators are plain content. */
  private group = this.RULE("group", () => {
    this.CONSUME(LParen);
    this.MANY(() => {
      this.OR([
        { ALT: () => this.SUBRULE(this.atom) },
        { ALT: () => this.CONSUME(Comma) },
        { ALT: () => this.CONSUME(kw.and) },
        { ALT: () => this.CONSUME(Colon) },
        { ALT: () => this.CONSUME(Semicolon) },
        { ALT: () => this.CONSUME(Newline) },
      ]);
    });
    this.CONSUME(RParen);
  });

  private conditionDecl = this.RULE("conditionDecl", () => {
    this.CONSUME(kw.condition);
    this.SUBRULE(this.declName);
    this.CONSUME(LCurly);
    this.MANY(() => {
      this.OR([{ ALT: () => this.CONSUME(Newline) }, { ALT: () => this.SUBRULE(this.body) }]);
    });
    this.CONSUME(RCurly);
  });

  /** map, scenario, warband, battle, action, ruleset: a name and lines of data. */
  private dataDecl = this.RULE("dataDecl", () => {
    this.CONSUME(DataBlock);
    this.SUBRULE(this.declName);
    this.CONSUME(LCurly);
    this.MANY(() => {
      this.OR([{ ALT: () => this.CONSUME(Newline) }, { ALT: () => this.SUBRULE(this.dataLine) }]);
    });
    this.CONSUME(RCurly);
  });

  private dataLine = this.RULE("dataLine", () => {
    this.CONSUME(Word);
    this.MANY(() => {
      this.OR([
        { ALT: () => this.SUBRULE(this.atom) },
        { ALT: () => this.CONSUME(Comma) },
        { ALT: () => this.CONSUME(kw.and) },
        { ALT: () => this.CONSUME(Colon) },
      ]);
    });
  });
}

let shared: WarbandParser | undefined;

/**
 * One shared instance, built when first needed: self-analysis is the expensive part,
 * parsing is cheap. A compile of files without syntax errors never needs it
 * (grammar/direct-parser.ts reads them).
 */
export function warbandParser(): WarbandParser {
  return (shared ??= new WarbandParser());
}
