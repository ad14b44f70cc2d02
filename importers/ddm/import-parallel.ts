// The card import on two threads: a worker thread reads the cards (import-worker.ts) while
// the main thread loads the compiler, parses the library and then each card's file as its
// draft arrives; the compile then finds every file parsed. The main thread compiles the
// whole list as the one-thread import does (import-compile.ts), so the files, diagnostics
// and report are the same. The reading thread does work the main thread would have done,
// and no work twice: it costs about the CPU of the one-thread import, and saves the time
// the compiler takes to load and parse.
import { Worker } from "node:worker_threads";
import type { Card } from "./card.js";
import { renderCard, type CardDraft, type RenderedCard } from "./card-render.js";
import type { ImportOptions } from "./import-compile.js";
import { cardsOf, pathsFor, type ImportResult } from "./import-outcome.js";

/** Below this many cards, starting a thread (about 0.3 s CPU: Node and the readers) costs more than it saves. */
const LEAST_CARDS = 100;

/** Reads the cards in order, handing over their drafts a batch at a time; done once every card is handed over. */
export type CardReader = (cards: Card[], take: (drafts: CardDraft[]) => void) => Promise<void>;

export interface ParallelOptions extends ImportOptions {
  /** Everything on the main thread, as importCards (import.ts) does. */
  oneThread?: boolean;
  /** Who reads the cards: a worker thread, unless a test reads them in place. */
  read?: CardReader;
}

export async function importInParallel(records: unknown[], opts: ParallelOptions): Promise<ImportResult> {
  const { cards, skipped } = cardsOf(records);
  if (opts.oneThread || (cards.length < LEAST_CARDS && !opts.read)) return (await import("./import.js")).importCards(records, opts);
  const paths = pathsFor(cards, opts.outDir);
  const drafts: CardDraft[] = [];
  const rendered: RenderedCard[] = [];
  // Drafts that come while the compiler loads wait here.
  const waiting: CardDraft[][] = [];
  let take = (batch: CardDraft[]) => void waiting.push(batch);
  const reading = (opts.read ?? onWorker)(cards, (batch) => take(batch));
  const [{ Compiler }, { compileDrafts }] = await Promise.all([import("../../compiler/compile.js"), import("./import-compile.js")]);
  const compiler = new Compiler({}, false);
  for (const f of opts.library) compiler.parse(f);
  take = (batch) => {
    for (const d of batch) {
      const r = renderCard(d);
      compiler.parse({ path: paths[drafts.length]!, text: r.text });
      drafts.push(d);
      rendered.push(r);
    }
    opts.onProgress?.("read", drafts.length, cards.length);
  };
  waiting.splice(0).forEach(take);
  await reading;
  return compileDrafts(drafts, paths, skipped, opts, { compiler, rendered });
}

function onWorker(cards: Card[], take: (drafts: CardDraft[]) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let handed = 0;
    const worker = new Worker(new URL("./import-worker.js", import.meta.url), { workerData: cards });
    worker.on("message", (batch: CardDraft[]) => {
      handed += batch.length;
      try {
        take(batch);
      } catch (e) {
        reject(e as Error);
      }
      if (handed === cards.length) resolve();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (handed < cards.length) reject(new Error(`the reading thread stopped after ${handed} of ${cards.length} cards (exit code ${code})`));
    });
  });
}
