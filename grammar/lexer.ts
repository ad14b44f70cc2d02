import { Lexer } from "./chevrotain.js";
import { allTokens } from "./tokens.js";

// positionTracking "full" gives every token its line and column, which diagnostics and
// hover need; ensureOptimizations fails fast if a token pattern disables the fast path.
export const warbandLexer = new Lexer(allTokens, {
  positionTracking: "full",
  ensureOptimizations: true,
});
