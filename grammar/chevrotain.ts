// chevrotain as the grammar uses it at run time, from its one-file build (see
// grammar/chevrotain-build.ts), typed by its package. Every run-time use of chevrotain
// goes through here, so there is one EOF token and one set of classes.
import type * as Chevrotain from "chevrotain";
import * as build from "./chevrotain.generated.js";

const chevrotain = build as unknown as typeof Chevrotain;
export const { createToken, EmbeddedActionsParser, EOF, Lexer } = chevrotain;
