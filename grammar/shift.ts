// Moving what was read from a piece of a file to where the piece now stands: every
// source position (Pos) and source reference (SourceRef) inside a value is moved by an
// offset and a number of lines, in place. Pieces start at the beginning of a line, so
// columns never change. Positions shared by several ranges are moved once.

function isPos(o: Record<string, unknown>): boolean {
  return typeof o["offset"] === "number" && typeof o["line"] === "number" && typeof o["column"] === "number";
}

function isSourceRef(o: Record<string, unknown>): boolean {
  return typeof o["file"] === "string" && typeof o["line"] === "number" && typeof o["endLine"] === "number";
}

export function shiftPositions(root: unknown, offset: number, lines: number): void {
  if (offset === 0 && lines === 0) return;
  const moved = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null) continue;
    if (Array.isArray(v)) {
      for (const x of v) if (typeof x === "object" && x !== null) stack.push(x);
      continue;
    }
    const o = v as Record<string, unknown>;
    if (isPos(o)) {
      if (moved.has(o)) continue;
      moved.add(o);
      o["offset"] = (o["offset"] as number) + offset;
      o["line"] = (o["line"] as number) + lines;
      continue;
    }
    if (isSourceRef(o)) {
      if (moved.has(o)) continue;
      moved.add(o);
      o["line"] = (o["line"] as number) + lines;
      o["endLine"] = (o["endLine"] as number) + lines;
      continue;
    }
    for (const k in o) {
      const x = o[k];
      if (typeof x === "object" && x !== null) stack.push(x);
    }
  }
}

/** A file's lines from one to another, both included. */
export interface Span {
  file: string;
  fromLine: number;
  toLine: number;
}

function inSpan(span: Span, file: unknown, line: unknown): boolean {
  return file === span.file && typeof line === "number" && span.fromLine <= line && line <= span.toLine;
}

/** Whether every source reference inside a value, and every diagnostic or symbol's range, lies in the span. */
export function within(root: unknown, span: Span): boolean {
  const stack: unknown[] = [root];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null) continue;
    if (Array.isArray(v)) {
      stack.push(...v);
      continue;
    }
    const o = v as Record<string, unknown>;
    if (isSourceRef(o)) {
      if (!inSpan(span, o["file"], o["line"]) || !inSpan(span, o["file"], o["endLine"])) return false;
      continue;
    }
    // A diagnostic or a symbol: a file and a range.
    const range = o["range"] as { start?: { line?: unknown } } | undefined;
    if (typeof o["file"] === "string" && range?.start && !inSpan(span, o["file"], range.start.line)) return false;
    for (const k in o) stack.push(o[k]);
  }
  return true;
}
