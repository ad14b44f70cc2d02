// The DDM card import on one thread: cards → warband files, checked by the compiler
// (import-compile.ts). `warband import ddm` reads the cards on a thread of their own
// while its main thread compiles (import-parallel.ts), with the same result.
import { draftCard } from "./card-file.js";
import { compileDrafts, type ImportOptions } from "./import-compile.js";
import { cardsOf, pathsFor, type ImportResult } from "./import-outcome.js";

export function importCards(records: unknown[], opts: ImportOptions): ImportResult {
  const { cards, skipped } = cardsOf(records);
  const drafts = cards.map((c, i) => {
    opts.onProgress?.("read", i + 1, cards.length);
    return draftCard(c);
  });
  return compileDrafts(drafts, pathsFor(cards, opts.outDir), skipped, opts);
}
