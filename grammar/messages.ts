// Syntax error messages in the game's words instead of token type names.
import type { IParserErrorMessageProvider, IToken, TokenType } from "chevrotain";
import { EOF } from "./chevrotain.js";

const tokenLabels: Record<string, string> = {
  Newline: "the end of the line",
  RCurly: "'}'",
  LCurly: "'{'",
  LParen: "'('",
  RParen: "')'",
  Colon: "':'",
  Semicolon: "';'",
  Comma: "','",
  Plus: "'+'",
  Minus: "'-'",
  Word: "a word",
  Identifier: "a word",
  Integer: "a number",
  StringLiteral: 'a quoted name like "Goblin Cutter"',
  StatName: "a statistic (level, cost, hp, AC…)",
  MoveMode: "a movement mode (flight, burrow, phasing)",
  Alignment: "an alignment (good, evil, unaligned)",
  DataBlock: "a declaration (creature, condition, map, scenario…)",
  EOF: "the end of the file",
};

function label(t: TokenType): string {
  if (tokenLabels[t.name]) return tokenLabels[t.name]!;
  if (t.name.startsWith("Kw_")) return `'${t.name.slice(3)}'`;
  return t.name;
}

function shown(t: IToken): string {
  if (t.tokenType === EOF) return "the end of the file";
  if (t.tokenType.name === "Newline") return "the end of the line";
  return `'${t.image}'`;
}

function uniqueLabels(types: TokenType[]): string {
  const labels = [...new Set(types.map(label))];
  if (labels.length <= 1) return labels[0] ?? "something else";
  return `${labels.slice(0, -1).join(", ")} or ${labels[labels.length - 1]}`;
}

const ruleLabels: Record<string, string> = {
  declaration: "a declaration (creature, condition, map, scenario, warband, battle, layer…)",
  creatureItem: "a card line (a statistic, attack, power, aura or text)",
  stat: "a statistic",
  phrase: "some words",
  dataLine: "a line starting with a word",
  declName: "a name",
};

export const errorMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: ({ expected, actual }) => `expected ${label(expected)} but found ${shown(actual)}`,
  buildNotAllInputParsedMessage: ({ firstRedundant }) => `unexpected ${shown(firstRedundant)}`,
  buildNoViableAltMessage: ({ actual, ruleName }) =>
    `expected ${ruleLabels[ruleName] ?? ruleName} but found ${shown(actual[0]!)}`,
  buildEarlyExitMessage: ({ actual, ruleName, expectedIterationPaths }) =>
    `expected ${ruleLabels[ruleName] ?? uniqueLabels(expectedIterationPaths.map((p) => p[0]!))} but found ${shown(actual[0]!)}`,
};
