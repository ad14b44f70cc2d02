// The compiler, off the main thread so typing never waits for it. No schema
// validation here: the validator is a large Node-side file, and the CLI runs it.
import { compile } from "../../compiler/compile.js";
import type { CompileReply, CompileRequest } from "./compile-messages.js";

self.onmessage = (event: MessageEvent<CompileRequest>) => {
  const { version, files } = event.data;
  const { diagnostics, ir } = compile(files);
  const reply: CompileReply = { version, diagnostics, ir };
  self.postMessage(reply);
};
