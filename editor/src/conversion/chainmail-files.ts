// The workbench compiles the project under the DDM ruleset; a file of Chainmail `model`
// cards (a converted SRD 3.5 monster, say) is checked apart, against the bundled Chainmail
// ruleset, so its Chainmail words are not marked as DDM errors. It is checked, not played:
// there is no Chainmail runtime yet.
import { Compiler, type SourceFile } from "../../../compiler/compile.js";
import type { Diagnostic } from "../../../grammar/source.js";

const chainmailTexts = import.meta.glob<string>("../../../content/chainmail/core/**/*.wb", { query: "?raw", import: "default", eager: true });
export const chainmailCore: SourceFile[] = Object.entries(chainmailTexts).map(([path, text]) => ({ path: path.replace(/^(\.\.\/)+/, ""), text }));

/** A file that declares a Chainmail model card and no DDM creature. */
export function isChainmailFile(f: SourceFile): boolean {
  return /^model\s+"/m.test(f.text) && !/^creature\s+"/m.test(f.text);
}

/** Compiles Chainmail files against the Chainmail ruleset, keeping what an edit did not touch. */
export class ChainmailCheck {
  private readonly compiler = new Compiler();

  /** The diagnostics of these files (only theirs, not the ruleset's). */
  diagnostics(files: SourceFile[]): Diagnostic[] {
    if (files.length === 0) return [];
    const paths = new Set(files.map((f) => f.path));
    return this.compiler.compile([...chainmailCore, ...files]).diagnostics.filter((d) => paths.has(d.file));
  }
}
