// The card import on two threads (`warband import ddm`, when the machine has a core to
// spare, or `--threads 2`).
// Both threads read cards: the main thread from the front of the list, a worker thread
// (import-worker.ts) from its end, a few at a time, counting the cards taken on a count
// they share, so each takes more while the other is slow and they meet wherever that
// is. Then each compiles its share with the library (import-share.ts, import-compile.ts)
// and the main thread puts the shares together. A card's reading and compile depend on
// the library and its own card alone, so the files, diagnostics and report are the same
// as on one thread; but two cards of one name must be compiled together (the second is
// an error), so a list that has them is compiled whole on the main thread, the other
// thread handing over its drafts as it reads them.
// Each thread reads cards that stand together: neighbouring cards often print the same
// powers, which a thread reads once (card-file.ts and remembered.ts keep
// readings), so halves from each end cost about 5% less CPU than chunks taken in turn.
// Two threads cost more CPU than one: each compiles the readers and their expressions
// and remembers readings on its own, and on this machine each thread runs about 30%
// slower while the other runs. So they gain only with a core to spare (coreToSpare), and
// on a busy machine one thread is the faster.
import type { OneScript } from "../../cli/one-script.js";
import type { Card } from "./card.js";
import type { CardDraft } from "./card-render.js";
import type { CompiledShare, ImportOptions } from "./import-compile.js";
import { cardsOf, outcome, pathsFor, type ImportResult } from "./import-outcome.js";
import { ReadingThread, ReadingThreadFailed } from "./reading-thread.js";

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

/** What each thread is given: the cards and their paths, the count of those taken they share, the library, and whether each compiles its own share. */
export interface ThreadJob {
  cards: Card[];
  paths: string[];
  taken: Int32Array;
  library: ImportOptions["library"];
  outDir: string;
  compile: boolean;
}

/** What the reading thread says: a chunk read (or, when the main thread compiles everything, its drafts), that no card is left, and at the end its share compiled (or null). */
export type Handed =
  | { kind: "read"; count: number }
  | { kind: "drafts"; at: number; drafts: CardDraft[] }
  | { kind: "read-all" }
  | { kind: "share"; share: CompiledShare | null };

/** The reading thread: it does its part of the job (otherThread, import-share.ts), telling `hear` as it goes, and is done once it has handed its share over. */
export type OtherThread = (job: ThreadJob, hear: (m: Handed) => void) => Promise<void>;

export interface ParallelOptions extends ImportOptions {
  /** Read on two threads; else everything on the main thread, as importCards (import.ts) does. */
  twoThreads?: boolean;
  /** Who reads beside the main thread: a worker thread, unless a test reads in place. */
  other?: OtherThread;
  /** The one script the CLI runs as (cli/one-script.ts): the worker thread loads it too, with its code cache, rather than the modules. */
  script?: OneScript | null;
  /** The reading thread, when it was started ahead (reading-thread.ts); else it is started here. */
  readingThread?: ReadingThread | null;
  /** Hears why the reading thread failed, before the import is done again on one thread. */
  onThreadFailed?: (why: string) => void;
}

/** No two cards of one name (as the compiler tells names apart, whatever their capitals). */
function namesUnique(cards: Card[]): boolean {
  return new Set(cards.map((c) => c.name.toLowerCase())).size === cards.length;
}

/**
 * The import on two threads when asked for, else on one. The second thread only saves
 * time: if it fails, `onThreadFailed` hears why and the import is done on one thread,
 * with the same result.
 */
export async function importInParallel(records: unknown[], opts: ParallelOptions): Promise<ImportResult> {
  if (opts.twoThreads) {
    try {
      return await onTwoThreads(records, opts);
    } catch (e) {
      if (!(e instanceof ReadingThreadFailed)) throw e;
      opts.onThreadFailed?.(e.message);
    }
  } else void opts.readingThread?.worker.terminate();
  return (await import("./import.js")).importCards(records, opts);
}

async function onTwoThreads(records: unknown[], opts: ParallelOptions): Promise<ImportResult> {
  const { cards, skipped } = cardsOf(records);
  const paths = pathsFor(cards, opts.outDir);
  const job: ThreadJob = { cards, paths, taken: new Int32Array(new SharedArrayBuffer(4)), library: opts.library, outDir: opts.outDir, compile: namesUnique(cards) };
  let read = 0;
  const counted = (n: number) => opts.onProgress?.("read", (read += n), cards.length);
  // The other thread's drafts, when the main thread compiles them.
  const theirs: CardDraft[] = [];
  let allRead!: () => void;
  const readingDone = new Promise<void>((go) => (allRead = go));
  let shared!: (s: CompiledShare | null) => void;
  const theirShare = new Promise<CompiledShare | null>((go) => (shared = go));
  const other = (opts.other ?? onWorker(opts.readingThread ?? new ReadingThread(opts.script ?? null)))(job, (m) => {
    if (m.kind === "read") counted(m.count);
    else if (m.kind === "drafts") {
      m.drafts.forEach((d, k) => (theirs[m.at + k] = d));
      counted(m.drafts.length);
    } else if (m.kind === "read-all") allRead();
    else shared(m.share);
  });
  // Its failure is thrown where it is awaited, below; not reported meanwhile as unhandled.
  other.catch(() => {});
  const [{ readShare }, { compileDrafts, compileShare }] = await Promise.all([import("./import-share.js"), import("./import-compile.js")]);
  const mine = await readShare(job, false, (_, drafts) => counted(drafts.length), () => new Promise((go) => setImmediate(go)));
  // The compile's stages follow the reading's on the progress bar.
  await Promise.race([readingDone, other]);
  if (!job.compile) {
    await other;
    return compileDrafts([...mine.drafts, ...theirs.slice(mine.drafts.length)], paths, skipped, opts);
  }
  const own = compileShare(mine.drafts, paths.slice(0, mine.drafts.length), opts, mine.prepared);
  const [, their] = await Promise.all([other, theirShare]);
  return outcome([...own.compiled, ...their!.compiled], [...own.diagnostics, ...their!.diagnostics], skipped);
}

/** The reading thread as a worker thread, given its job now; its failure is a ReadingThreadFailed. */
const onWorker = (thread: ReadingThread): OtherThread => (job, hear) =>
  new Promise((resolve, reject) => {
    const failed = (why: string) => reject(new ReadingThreadFailed(`the reading thread ${why}`));
    if (thread.failed) return failed(`failed: ${thread.failed.message}`);
    let done = false;
    const worker = thread.worker;
    worker.postMessage(job);
    worker.on("message", (m: Handed) => {
      try {
        hear(m);
      } catch (e) {
        reject(e as Error);
      }
      if (m.kind === "share") {
        done = true;
        resolve();
      }
    });
    worker.once("error", (e) => failed(`failed: ${e.message}`));
    worker.once("exit", (code) => {
      if (!done) failed(`stopped before it was done (exit code ${code})`);
    });
  });
