// The page's side of the compiler worker: waits for a pause in typing, then compiles,
// and hands on only a result compiled from the newest text, so stale diagnostics never
// flash back. Language services are asked for on the same worker, on the newest text.
import type { SourceFile } from "../../compiler/compile.js";
import type { ServiceArgs, ServiceName, ServiceResult } from "../../compiler/services/index.js";
import { isDiagnosticsReply, isServiceReply, type CompileReply, type CompileRequest, type ServiceRequest, type WorkerReply } from "./compile-messages.js";
import CompilerWorker from "./compiler.worker.ts?worker";

/** Long enough to skip keystrokes in a burst, short enough to feel live. */
const PAUSE_MS = 150;

/**
 * Fired on window when a compile's result is handed on, with the times (performance.now())
 * of its last edit, of posting it to the worker and of the reply, and the worker's own
 * time: bench/editor.ts reports the typing pause and the work after it apart.
 */
export type CompiledEvent = CustomEvent<{ editedAt: number; sentAt: number; repliedAt: number; workerMs: number }>;

export class CompilerClient {
  private readonly worker = new CompilerWorker();
  /** Counts edits, not compiles: a reply for any older text is stale even if it was the last one sent. */
  private version = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private files: SourceFile[] = [];
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  /** Lets the editor put its models' text over the project's (a rename may edit files no one else holds). */
  overlay: (files: SourceFile[]) => SourceFile[] = (files) => files;
  private editedAt = 0;
  private sentAt = 0;

  constructor(private readonly onCompiled: (reply: CompileReply) => void) {
    this.worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const m = event.data;
      if (isServiceReply(m)) {
        const w = this.waiting.get(m.id);
        this.waiting.delete(m.id);
        if (m.error !== undefined) w?.reject(new Error(m.error));
        else w?.resolve(m.result);
      } else if (m.version === this.version) {
        if (!isDiagnosticsReply(m)) return this.onCompiled(m);
        const detail = { editedAt: this.editedAt, sentAt: this.sentAt, repliedAt: performance.now(), workerMs: m.workerMs };
        this.onCompiled(m);
        dispatchEvent(new CustomEvent("warband-compiled", { detail }) satisfies CompiledEvent);
      }
    };
  }

  /** The project as the services see it: the last files given, under the overlay. */
  current(): SourceFile[] {
    return this.overlay(this.files);
  }

  /** Compiles these files once typing pauses; a later call replaces an earlier one. */
  compileSoon(files: SourceFile[] = this.files, pauseMs = PAUSE_MS): void {
    this.files = files;
    this.editedAt = performance.now();
    const version = ++this.version;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.sentAt = performance.now();
      const request: CompileRequest = { version, files: this.current() };
      this.worker.postMessage(request);
    }, pauseMs);
  }

  /** Asks the worker's language services about the project as it is now. */
  request<S extends ServiceName>(service: S, ...args: ServiceArgs<S>): Promise<ServiceResult<S>> {
    const id = ++this.nextId;
    const message: ServiceRequest<S> = { id, service, args, files: this.current() };
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage(message);
    });
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.worker.terminate();
    for (const w of this.waiting.values()) w.reject(new Error("the compiler worker was closed"));
    this.waiting.clear();
  }
}
