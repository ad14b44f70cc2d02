// The card import on two threads, when asked for (`warband import ddm --two-threads`).
// Both read cards, taking the next few from a count they share (so each takes more while
// the other is slow): a worker thread (import-worker.ts) hands its drafts over, and the
// main thread, besides reading, loads the compiler and parses the library and each card's
// file as its draft is ready. Then the main thread compiles the whole list as the
// one-thread import does (import-compile.ts). A card's reading depends on its card alone,
// so the files, diagnostics and report are the same.
// Not the default: each thread compiles the readers and their expressions and remembers
// readings on its own, so two threads cost about 40% more CPU than one (6.9 s against
// 4.9 s for the 1,349 cards, median of 5 interleaved runs), and on this 2-core machine,
// shared and loaded, they took longer too (10.5 s wall against 6.6 s). They gain only on
// a machine with a core to spare.
import { Worker } from "node:worker_threads";
import type { OneScript } from "../../cli/one-script.js";
import type { Compiler } from "../../compiler/compile.js";
import type { Card } from "./card.js";
import { renderCard, type CardDraft, type RenderedCard } from "./card-render.js";
import type { ImportOptions } from "./import-compile.js";
import { cardsOf, pathsFor, type ImportResult } from "./import-outcome.js";

/** Cards a thread takes at a time: few, so that the threads finish together and the main thread lets the other's drafts in often. */
export const CHUNK = 8;

/**
 * The other thread's reading: it takes CHUNK cards at a time by adding to `next[0]`, hands
 * each chunk's drafts over with the index of its first card, and is done once it finds
 * no card left and has handed everything over.
 */
export type CardReader = (cards: Card[], next: Int32Array, take: (at: number, drafts: CardDraft[]) => void) => Promise<void>;

export interface ParallelOptions extends ImportOptions {
  /** Read on two threads; else everything on the main thread, as importCards (import.ts) does. */
  twoThreads?: boolean;
  /** Who reads beside the main thread: a worker thread, unless a test reads in place. */
  read?: CardReader;
  /** The one script the CLI runs as (cli/one-script.ts): the worker thread loads it too, with its code cache, rather than the modules. */
  script?: OneScript | null;
}

export async function importInParallel(records: unknown[], opts: ParallelOptions): Promise<ImportResult> {
  const { cards, skipped } = cardsOf(records);
  if (!opts.twoThreads) return (await import("./import.js")).importCards(records, opts);
  const paths = pathsFor(cards, opts.outDir);
  const next = new Int32Array(new SharedArrayBuffer(4));
  const drafts: CardDraft[] = new Array<CardDraft>(cards.length);
  const rendered: RenderedCard[] = new Array<RenderedCard>(cards.length);
  let ready = 0;
  let compiler: Compiler | null = null;
  // Drafts that come while the compiler loads wait here.
  const waiting: [number, CardDraft[]][] = [];
  const take = (at: number, batch: CardDraft[]) => {
    if (!compiler) return void waiting.push([at, batch]);
    batch.forEach((d, k) => {
      const r = renderCard(d);
      compiler!.parse({ path: paths[at + k]!, text: r.text });
      drafts[at + k] = d;
      rendered[at + k] = r;
    });
    ready += batch.length;
    opts.onProgress?.("read", ready, cards.length);
  };
  const reading = (opts.read ?? onWorker(opts.script ?? null))(cards, next, take);
  const [compile, { compileDrafts }, { draftCard }] = await Promise.all([import("../../compiler/compile.js"), import("./import-compile.js"), import("./card-file.js")]);
  compiler = new compile.Compiler({}, false);
  for (const f of opts.library) compiler.parse(f);
  for (const [at, batch] of waiting.splice(0)) take(at, batch);
  for (let at = Atomics.add(next, 0, CHUNK); at < cards.length; at = Atomics.add(next, 0, CHUNK)) {
    take(at, cards.slice(at, at + CHUNK).map(draftCard));
    // The other thread's drafts come in between.
    await new Promise((go) => setImmediate(go));
  }
  await reading;
  return compileDrafts(drafts, paths, skipped, opts, { compiler, rendered });
}

/** What the reading thread sends: a chunk's drafts, or, with no drafts, that it is done. */
export interface Handed {
  at: number;
  drafts: CardDraft[] | null;
}

/** What the reading thread is given: the cards, the count it shares, and the one script it loads, if any. */
export interface WorkerData {
  cards: Card[];
  next: Int32Array;
  script: OneScript | null;
}

const onWorker = (script: OneScript | null): CardReader => (cards, next, take) =>
  new Promise((resolve, reject) => {
    let done = false;
    const workerData: WorkerData = { cards, next, script };
    const worker = new Worker(new URL("./import-worker.js", import.meta.url), { workerData });
    worker.on("message", (m: Handed) => {
      if (!m.drafts) {
        done = true;
        return resolve();
      }
      try {
        take(m.at, m.drafts);
      } catch (e) {
        reject(e as Error);
      }
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (!done) reject(new Error(`the reading thread stopped before it was done (exit code ${code})`));
    });
  });
