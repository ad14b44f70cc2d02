// Moving what was read from a piece of a file to where the piece now stands: every
// source position (Pos) and source reference (SourceRef) inside a value is moved by an
// offset and a number of lines, in place. Pieces start at the beginning of a line, so
// columns never change. Positions shared by several ranges are moved once. Given a file,
// source references into other files stay where they are (a card's named power cites
// the file that declares it).

function isPos(o: Record<string, unknown>): boolean {
  return typeof o["offset"] === "number" && typeof o["line"] === "number" && typeof o["column"] === "number";
}

function isSourceRef(o: Record<string, unknown>): boolean {
  return typeof o["file"] === "string" && typeof o["line"] === "number" && typeof o["endLine"] === "number";
}

export function shiftPositions(root: unknown, offset: number, lines: number, file?: string): void {
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
      if (moved.has(o) || (file !== undefined && o["file"] !== file)) continue;
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
