// The language services by name: what the editor's compiler worker answers. Each takes
// the current Analysis first; the rest of its arguments travel in a worker message.
import { codeActions } from "./code-actions.js";
import { completion } from "./completion.js";
import { format } from "./format.js";
import { hover } from "./hover.js";
import { definition, references, rename, renameTarget } from "./navigation.js";
import { outline } from "./outline.js";
import type { Analysis } from "./analysis.js";

export { Analysis, type Location, type Place } from "./analysis.js";
export type { CodeAction } from "./code-actions.js";
export type { Completion, CompletionKind, CompletionList } from "./completion.js";
export type { Hover } from "./hover.js";
export type { FileEdits, Occurrence, RenameResult } from "./navigation.js";
export { creatureNear, type OutlineSymbol } from "./outline.js";

export const services = {
  completion,
  hover,
  definition,
  references,
  renameTarget,
  rename,
  outline,
  codeActions,
  format: (a: Analysis, file: string) => format(a.texts.get(file) ?? ""),
};

export type Services = typeof services;
export type ServiceName = keyof Services;
/** A service's arguments after the Analysis. */
export type ServiceArgs<S extends ServiceName> = Services[S] extends (a: Analysis, ...rest: infer R) => unknown ? R : never;
export type ServiceResult<S extends ServiceName> = ReturnType<Services[S]>;
