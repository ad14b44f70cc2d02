// The page's side of the compiler worker: waits for a pause in typing, then compiles,
// and hands on only the newest result so stale diagnostics never flash back.
import type { SourceFile } from "../../compiler/compile.js";
import type { CompileReply, CompileRequest } from "./compile-messages.js";
import CompilerWorker from "./compiler.worker.ts?worker";

/** Long enough to skip keystrokes in a burst, short enough to feel live. */
const PAUSE_MS = 150;

export class CompilerClient {
  private readonly worker = new CompilerWorker();
  private version = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(onCompiled: (reply: CompileReply) => void) {
    this.worker.onmessage = (event: MessageEvent<CompileReply>) => {
      if (event.data.version === this.version) onCompiled(event.data);
    };
  }

  /** Compiles these files once typing pauses; a later call replaces an earlier one. */
  compileSoon(files: SourceFile[]): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const request: CompileRequest = { version: ++this.version, files };
      this.worker.postMessage(request);
    }, PAUSE_MS);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.worker.terminate();
  }
}
