// The reading thread of the card import (import-parallel.ts): takes a few cards at a time
// from the end of the list, counting them on the count it shares with the main thread,
// and hands their drafts over. It loads
// the readers as the main thread did: from the CLI's one script with its code cache
// (cli/one-script.ts), else as modules.
import { parentPort, workerData } from "node:worker_threads";
import { chunks, type Handed, type WorkerData } from "./import-parallel.js";

const { cards, taken, script } = workerData as WorkerData;
const { draftCard } = script ? await (await import("../../cli/one-script.js")).runOneScript(script, false).cardReading() : await import("./card-file.js");
const hand = (h: Handed) => parentPort!.postMessage(h);
for (const [at, end] of chunks(taken, cards.length, true)) hand({ at, drafts: cards.slice(at, end).map(draftCard) });
hand({ at: cards.length, drafts: null });
