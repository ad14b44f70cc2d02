// The compiler and the language services, off the main thread so typing never waits
// for them. No schema validation here: the validator is a large Node-side file, and
// the CLI runs it. One Analysis is kept and reused while the files do not change; the
// compiler keeps what an edit did not touch (compiler/compile.ts, Compiler).
import { Compiler, type SourceFile } from "../../compiler/compile.js";
import { Analysis, services, type OutlineSymbol } from "../../compiler/services/index.js";
import { isServiceRequest, type CompileRequest, type DiagnosticsReply, type IrReply, type ServiceReply, type WorkerRequest } from "./compile-messages.js";
import { ChainmailCheck, isChainmailFile } from "./conversion/chainmail-files.js";

let current: Analysis | undefined;
const compiler = new Compiler();
// Files of Chainmail model cards are left out of the DDM project and checked against Chainmail.
const chainmail = new ChainmailCheck();

function sameFiles(a: Analysis, files: SourceFile[]): boolean {
  return a.texts.size === files.length && files.every((f) => a.texts.get(f.path) === f.text);
}

function analysisOf(all: SourceFile[]): Analysis {
  const files = all.filter((f) => !isChainmailFile(f));
  if (!current || !sameFiles(current, files)) current = new Analysis(files, compiler.compile(files));
  return current;
}

// Compiles queue behind each other while the worker is busy; only the newest is worth doing.
let pending: CompileRequest | undefined;

function compileNewest(): void {
  const request = pending;
  pending = undefined;
  if (!request) return;
  const started = performance.now();
  const a = analysisOf(request.files);
  const checked = [...a.result.diagnostics, ...chainmail.diagnostics(request.files.filter(isChainmailFile))];
  const diagnostics: DiagnosticsReply = { version: request.version, diagnostics: checked, workerMs: performance.now() - started };
  self.postMessage(diagnostics);
  const outlines: Record<string, OutlineSymbol[]> = {};
  for (const f of request.files) outlines[f.path] = services.outline(a, f.path);
  const ir: IrReply = { version: request.version, ir: a.result.ir, outlines };
  self.postMessage(ir);
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const m = event.data;
  if (!isServiceRequest(m)) {
    if (!pending) setTimeout(compileNewest, 0);
    pending = m;
    return;
  }
  let reply: ServiceReply;
  try {
    const run = services[m.service] as (a: Analysis, ...args: unknown[]) => unknown;
    reply = { id: m.id, result: run(analysisOf(m.files), ...(m.args as unknown[])) };
  } catch (e) {
    // A service bug must not take the editor down: the request fails, the worker lives on.
    reply = { id: m.id, error: e instanceof Error ? e.message : String(e) };
  }
  self.postMessage(reply);
};
