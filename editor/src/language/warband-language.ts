// The warband language as Monaco knows it: its id, file extension, colouring and the
// editing conveniences that follow from the grammar (comments, brackets, quotes).
import type * as Monaco from "monaco-editor/editor";
import { highlighting } from "./highlighting.js";

export const WARBAND_LANGUAGE = "warband";

export function registerWarbandLanguage(monaco: typeof Monaco): void {
  monaco.languages.register({ id: WARBAND_LANGUAGE, extensions: [".wb"], aliases: ["warband"] });
  monaco.languages.setMonarchTokensProvider(WARBAND_LANGUAGE, highlighting);
  monaco.languages.setLanguageConfiguration(WARBAND_LANGUAGE, {
    comments: { lineComment: "#" },
    brackets: [
      ["{", "}"],
      ["(", ")"],
    ],
    autoClosingPairs: [
      { open: "{", close: "}" },
      { open: "(", close: ")" },
      { open: '"', close: '"', notIn: ["string", "comment"] },
    ],
    surroundingPairs: [
      { open: "{", close: "}" },
      { open: "(", close: ")" },
      { open: '"', close: '"' },
    ],
  });
}
