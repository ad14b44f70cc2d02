// Syntax colouring for the warband language, generated from the lexer's own token
// definitions (grammar/tokens.ts): a new keyword or a changed pattern there shows up
// here without an edit.
import type { languages } from "monaco-editor/editor";
import {
  Colon,
  Comma,
  Comment,
  Identifier,
  Integer,
  keywordDocs,
  LCurly,
  LParen,
  Minus,
  Plus,
  RCurly,
  RParen,
  Semicolon,
  StringLiteral,
  type KeywordRole,
} from "../../../grammar/tokens.js";
import type { TokenType } from "chevrotain";

/**
 * Standard Monaco token classes, chosen so that the built-in light and dark themes
 * already give each role its own colour.
 */
const tokenClassOf: Record<KeywordRole, string> = {
  declaration: "keyword",
  item: "keyword.flow",
  stat: "type",
  alignment: "variable.predefined",
  mode: "variable.predefined",
  joiner: "keyword",
};

function pattern(token: TokenType): RegExp {
  if (!(token.PATTERN instanceof RegExp)) throw new Error(`token ${token.name} has no regular expression to highlight with`);
  return token.PATTERN;
}

function wordsByRole(): Record<KeywordRole, string[]> {
  const words: Record<KeywordRole, string[]> = { declaration: [], item: [], stat: [], alignment: [], mode: [], joiner: [] };
  for (const k of keywordDocs) words[k.role].push(k.word);
  return words;
}

const roles = Object.keys(tokenClassOf) as KeywordRole[];

export const highlighting: languages.IMonarchLanguage = {
  // The lexer matches keywords whatever their case (HP, Hp, hp).
  ignoreCase: true,
  ...wordsByRole(),
  tokenizer: {
    root: [
      [pattern(Comment), "comment"],
      [pattern(StringLiteral), "string"],
      [pattern(Integer), "number"],
      [pattern(Plus), "operator"],
      [pattern(Minus), "operator"],
      [pattern(LCurly), "@brackets"],
      [pattern(RCurly), "@brackets"],
      [pattern(LParen), "@brackets"],
      [pattern(RParen), "@brackets"],
      [pattern(Colon), "delimiter"],
      [pattern(Semicolon), "delimiter"],
      [pattern(Comma), "delimiter"],
      [
        pattern(Identifier),
        { cases: { ...Object.fromEntries(roles.map((r) => [`@${r}`, tokenClassOf[r]])), "@default": "identifier" } },
      ],
    ],
  },
};
