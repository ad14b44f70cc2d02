// The card import on two threads, when asked for (`warband import ddm --two-threads`).
// Both read cards: the main thread from the front of the list, a worker thread
// (import-worker.ts) from its end, a few at a time, counting the cards taken on a count
// they share, so each takes more while the other is slow and they meet wherever that
// is. The worker hands its drafts over, and the main thread, besides reading, loads the
// compiler and parses the library and each card's file as its draft is ready. Then the
// main thread compiles the whole list as the one-thread import does
// (import-compile.ts). A card's reading depends on its card alone, so the files,
// diagnostics and report are the same.
// Each thread reads cards that stand together: neighbouring cards often print the same
// powers, which a thread reads once (card-file.ts and remembered.ts keep
// readings), so halves from each end cost about 5% less CPU than chunks taken in turn.
// Not the default: each thread compiles the readers and their expressions and remembers
// readings on its own, so two threads cost about 30% more CPU than one (3.1 s against
// 2.4 s for the 1,349 cards, median of 6 interleaved runs at load average 5), and on
// this 2-core machine, shared and loaded, they took longer too (3.3 s wall against
// 2.6 s). They gain only on a machine with a core to spare.
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
 * The chunks a thread reads, as [first, end) indices into the list of `total` cards: from
 * the front or from the end, CHUNK at a time, each taken by adding to `taken[0]`, the
 * count the threads share, until none is left. The two ends never overlap, since
 * together they take no more than the whole list.
 */
export function* chunks(taken: Int32Array, total: number, fromEnd: boolean): Generator<[number, number]> {
  let mine = 0;
  for (let before = Atomics.add(taken, 0, CHUNK); before < total; before = Atomics.add(taken, 0, CHUNK)) {
    const got = Math.min(CHUNK, total - before);
    yield fromEnd ? [total - mine - got, total - mine] : [mine, mine + got];
    mine += got;
  }
}

/**
 * The other thread's reading: it takes the chunks from the end of the list (`chunks`),
 * hands each chunk's drafts over with the index of its first card, and is done once it
 * finds no card left and has handed everything over.
 */
export type CardReader = (cards: Card[], taken: Int32Array, take: (at: number, drafts: CardDraft[]) => void) => Promise<void>;

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
  const taken = new Int32Array(new SharedArrayBuffer(4));
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
  const reading = (opts.read ?? onWorker(opts.script ?? null))(cards, taken, take);
  const [compile, { compileDrafts }, { draftCard }] = await Promise.all([import("../../compiler/compile.js"), import("./import-compile.js"), import("./card-file.js")]);
  compiler = new compile.Compiler({}, false);
  for (const f of opts.library) compiler.parse(f);
  for (const [at, batch] of waiting.splice(0)) take(at, batch);
  for (const [at, end] of chunks(taken, cards.length, false)) {
    take(at, cards.slice(at, end).map(draftCard));
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

/** What the reading thread is given: the cards, the count of those taken it shares, and the one script it loads, if any. */
export interface WorkerData {
  cards: Card[];
  taken: Int32Array;
  script: OneScript | null;
}

const onWorker = (script: OneScript | null): CardReader => (cards, taken, take) =>
  new Promise((resolve, reject) => {
    let done = false;
    const workerData: WorkerData = { cards, taken, script };
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
