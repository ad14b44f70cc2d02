// The reading thread of the card import (import-parallel.ts): it reads its share of the
// cards from the end of the list and compiles it (otherThread, import-share.ts), handing
// over what the main thread needs. It loads the readers and the compiler as the main
// thread did: from the CLI's one script with its code cache (cli/one-script.ts), else
// as modules.
import { parentPort, workerData } from "node:worker_threads";
import type { ThreadJob } from "./import-parallel.js";

const job = workerData as ThreadJob;
const { otherThread } = job.script ? await (await import("../../cli/one-script.js")).runOneScript(job.script, false).cardImportThread() : await import("./import-share.js");
await otherThread(job, (m) => parentPort!.postMessage(m));
