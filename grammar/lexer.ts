import { Lexer } from "./chevrotain.js";
import { allTokens } from "./tokens.js";

/**
 * positionTracking "full" gives every token its line and column, which diagnostics and
 * hover need; ensureOptimizations fails fast if a token pattern disables the fast path.
 * `checked`: chevrotain checks the token definitions first; the shared lexer skips these
 * checks, which cost start-up time, and test/grammar/parser.test.ts builds a checked one.
 */
export function makeLexer(checked = false): InstanceType<typeof Lexer> {
  return new Lexer(allTokens, { positionTracking: "full", ensureOptimizations: true, skipValidations: !checked });
}

export const warbandLexer = makeLexer();
