// What the page and the compiler worker say to each other.
import type { SourceFile } from "../../compiler/compile.js";
import type { IR } from "../../compiler/ir.js";
import type { Diagnostic } from "../../grammar/source.js";

export interface CompileRequest {
  /** Increases with every edit; a reply carries the version it was compiled from. */
  version: number;
  /** The whole project: the bundled content (less the files the user copied) and every user file, so names resolve across files. */
  files: SourceFile[];
}

export interface CompileReply {
  version: number;
  diagnostics: Diagnostic[];
  ir: IR;
}
