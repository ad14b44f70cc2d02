// Reading the atoms of data lines (maps, scenarios, warbands, battles, actions, rulesets).
import type { Atom, DataLine } from "../../grammar/ast.js";
import type { SquareIR } from "../ir.js";
import { atomText, type LowerContext } from "./context.js";

/** The words after the key up to the first non-word, lower-cased: "creature cost at most …" → ["cost","at","most"]. */
export function leadingWords(line: DataLine): string[] {
  const out: string[] = [];
  for (const a of line.atoms) {
    if (a.kind !== "word") break;
    out.push(a.lower);
  }
  return out;
}

/** Comma-separated numbers, e.g. "100, 200, 500". Reports anything else. */
export function intList(ctx: LowerContext, atoms: Atom[], line: DataLine): number[] {
  const out: number[] = [];
  for (const a of atoms) {
    if (a.kind === "int") out.push(a.value);
    else if (!(a.kind === "sym" && a.text === ",")) ctx.rep.error("WB350", `expected numbers separated by commas but found ${atomText(a)}`, a.range);
  }
  if (out.length === 0) ctx.rep.error("WB350", `'${line.key.text}' needs at least one number`, line.range);
  return out;
}

/** Comma-separated words or quoted names. */
export function nameList(ctx: LowerContext, atoms: Atom[]): { text: string; atom: Atom }[] {
  const out: { text: string; atom: Atom }[] = [];
  for (const a of atoms) {
    if (a.kind === "word" || a.kind === "string") out.push({ text: a.kind === "word" ? a.text : a.value, atom: a });
    else if (!(a.kind === "sym" && (a.text === "," || a.text === "and"))) ctx.rep.error("WB350", `expected names separated by commas but found ${atomText(a)}`, a.range);
  }
  return out;
}

/** "x,y" at atoms[i]; returns the square and the index after it. */
export function square(atoms: Atom[], i: number): { sq: SquareIR; next: number } | null {
  const x = atoms[i];
  const comma = atoms[i + 1];
  const y = atoms[i + 2];
  if (x?.kind === "int" && comma?.kind === "sym" && comma.text === "," && y?.kind === "int") return { sq: { x: x.value, y: y.value }, next: i + 3 };
  return null;
}

/** Rectangles "x,y to x,y" or single squares "x,y", separated by "and" or ";". */
export function rectangles(ctx: LowerContext, atoms: Atom[], line: DataLine): SquareIR[] {
  const out: SquareIR[] = [];
  let i = 0;
  while (i < atoms.length) {
    const a = square(atoms, i);
    if (!a) {
      ctx.rep.error("WB350", `expected a square as x,y (or x,y to x,y) but found ${atomText(atoms[i])}`, atoms[i]?.range ?? line.range);
      return out;
    }
    i = a.next;
    let b = a;
    const to = atoms[i];
    if (to?.kind === "word" && to.lower === "to") {
      const end = square(atoms, i + 1);
      if (!end) {
        ctx.rep.error("WB350", "expected the far corner as x,y after 'to'", to.range);
        return out;
      }
      b = end;
      i = end.next;
    }
    for (let y = Math.min(a.sq.y, b.sq.y); y <= Math.max(a.sq.y, b.sq.y); y++) {
      for (let x = Math.min(a.sq.x, b.sq.x); x <= Math.max(a.sq.x, b.sq.x); x++) out.push({ x, y });
    }
    const sep = atoms[i];
    if (sep?.kind === "sym" && (sep.text === "and" || sep.text === ";")) i++;
  }
  if (out.length === 0) ctx.rep.error("WB350", `'${line.key.text}' needs squares, e.g. 0,0 to 3,1`, line.range);
  return out;
}
