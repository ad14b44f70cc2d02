// What the page and the compiler worker say to each other.
import type { SourceFile } from "../../compiler/compile.js";
import type { IR } from "../../compiler/ir.js";
import type { OutlineSymbol, ServiceArgs, ServiceName } from "../../compiler/services/index.js";
import type { Diagnostic } from "../../grammar/source.js";

export interface CompileRequest {
  /** Increases with every edit; a reply carries the version it was compiled from. */
  version: number;
  /** The whole project: the bundled content (less the files the user copied) and every user file, so names resolve across files. */
  files: SourceFile[];
}

/**
 * A compile's answer comes in two messages: the diagnostics first (small, so the markers
 * show at once), then the IR and the outlines for the card preview and the sandbox.
 */
export interface DiagnosticsReply {
  version: number;
  diagnostics: Diagnostic[];
  /** Milliseconds the worker spent compiling (bench/editor.ts). */
  workerMs: number;
}

export interface IrReply {
  version: number;
  ir: IR;
  /** Each file's declarations, for the card preview and the outline. */
  outlines: Record<string, OutlineSymbol[]>;
}

export type CompileReply = DiagnosticsReply | IrReply;

/** A language service call (compiler/services) on the project as the page has it now. */
export interface ServiceRequest<S extends ServiceName = ServiceName> {
  id: number;
  service: S;
  args: ServiceArgs<S>;
  files: SourceFile[];
}

export interface ServiceReply {
  id: number;
  result?: unknown;
  error?: string;
}

export type WorkerRequest = CompileRequest | ServiceRequest;
export type WorkerReply = CompileReply | ServiceReply;

export function isServiceRequest(m: WorkerRequest): m is ServiceRequest {
  return "service" in m;
}

export function isDiagnosticsReply(m: CompileReply): m is DiagnosticsReply {
  return "diagnostics" in m;
}

export function isServiceReply(m: WorkerReply): m is ServiceReply {
  return "id" in m;
}
