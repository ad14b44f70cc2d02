// One thread's part of the two-thread card import (import-parallel.ts). A thread takes
// chunks of cards from its end of the list until none is left, drafts each card and
// parses its file as it goes; then it compiles its share with the library
// (import-compile.ts). The reading thread does all of this in otherThread and hands
// its share over; the main thread does the same from the front and puts both together.
import { Compiler } from "../../compiler/compile.js";
import { draftCard } from "./card-file.js";
import { renderCard, type CardDraft, type RenderedCard } from "./card-render.js";
import { compileShare, type Prepared } from "./import-compile.js";
import { chunks, type Handed, type ThreadJob } from "./import-parallel.js";

/** The cards a thread took, from index `from` on, drafted, and (when it compiles them) rendered and parsed. */
export interface ReadShare {
  from: number;
  drafts: CardDraft[];
  prepared: Prepared;
}

/**
 * Takes chunks from this thread's end of the list until none is left, drafting each card
 * and rendering and parsing its file; `read` hears each chunk, and `between` is awaited
 * after each (the main thread lets the other thread's messages in then).
 */
export async function readShare(job: ThreadJob, fromEnd: boolean, read: (at: number, drafts: CardDraft[]) => void, between: () => Promise<void>): Promise<ReadShare> {
  const compiler = new Compiler({}, false);
  if (job.compile) for (const f of job.library) compiler.parse(f);
  const batches: [CardDraft[], RenderedCard[]][] = [];
  let from = fromEnd ? job.cards.length : 0;
  for (const [at, end] of chunks(job.taken, job.cards.length, fromEnd)) {
    const drafts = job.cards.slice(at, end).map(draftCard);
    const rendered = job.compile ? drafts.map(renderCard) : [];
    rendered.forEach((r, k) => compiler.parse({ path: job.paths[at + k]!, text: r.text }));
    batches.push([drafts, rendered]);
    if (fromEnd) from = at;
    read(at, drafts);
    await between();
  }
  // From the end, the chunks came last first.
  if (fromEnd) batches.reverse();
  return { from, drafts: batches.flatMap((b) => b[0]), prepared: { compiler, rendered: batches.flatMap((b) => b[1]) } };
}

/**
 * The reading thread's part: its share read from the end of the list, then, when the job
 * says so, compiled and handed over whole; else each chunk's drafts are handed over as
 * they are read, for the main thread to compile.
 */
export async function otherThread(job: ThreadJob, hand: (m: Handed) => void, between: () => Promise<void> = async () => {}): Promise<void> {
  const share = await readShare(job, true, (at, drafts) => hand(job.compile ? { kind: "read", count: drafts.length } : { kind: "drafts", at, drafts }), between);
  hand({ kind: "read-all" });
  if (!job.compile) return hand({ kind: "share", share: null });
  const paths = job.paths.slice(share.from, share.from + share.drafts.length);
  hand({ kind: "share", share: compileShare(share.drafts, paths, { outDir: job.outDir, library: job.library }, share.prepared) });
}
