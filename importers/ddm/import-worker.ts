// The reading thread of the card import (import-parallel.ts), started by
// reading-thread.ts: it loads the readers and the compiler as the main thread did, from
// the CLI's one script with its code cache (cli/one-script.ts), else as modules; then
// it waits for its job, reads its share of the cards from the end of the list and
// compiles it (otherThread, import-share.ts), handing over what the main thread needs.
import { parentPort, workerData } from "node:worker_threads";
import type { OneScript } from "../../cli/one-script.js";
import type { ThreadJob } from "./import-parallel.js";

const { script } = workerData as { script: OneScript | null };
const { otherThread } = script ? await (await import("../../cli/one-script.js")).runOneScript(script, false).cardImportThread() : await import("./import-share.js");
const job = await new Promise<ThreadJob>((take) => parentPort!.once("message", take));
await otherThread(job, (m) => parentPort!.postMessage(m));
