// Match a phrase against a registry family and turn failures into diagnostics that say
// what was expected where, with "did you mean" fixes for a mistyped first word.
import type { Atom } from "../../grammar/ast.js";
import type { Range } from "../../grammar/source.js";
import { closest, didYouMean, replaceFixes } from "../diagnostics.js";
import type { PrimitiveIR } from "../ir.js";
import { isFailure, matchPhrase, withoutArticles } from "../phrases/match.js";
import { compiledFamily, familyDocs } from "../primitives/index.js";
import type { Family } from "../primitives/index.js";
import { atomsRange, atomText, src, type LowerContext } from "./context.js";

export interface Matched {
  op: string;
  slots: Record<string, unknown>;
  range: Range;
  text: string;
}

/** First literal words of every pattern in a family: what a phrase of that family can start with. */
function leadingWords(family: Family): string[] {
  const out: string[] = [];
  for (const e of compiledFamily(family)) {
    for (const p of e.patterns) {
      const first = p.elements[0];
      if (first?.kind === "word") out.push(...first.options);
    }
  }
  return out;
}

function listExpected(expected: string[]): string {
  const shown = expected.slice(0, 6);
  if (shown.length <= 1) return shown[0] ?? "something else";
  return `${shown.slice(0, -1).join(", ")} or ${shown[shown.length - 1]}`;
}

export function matchOrReport(ctx: LowerContext, family: Family, atoms: Atom[], whole: Range): Matched | null {
  const range = atomsRange(atoms, whole);
  const m = matchPhrase(family, atoms, ctx.match);
  if (!isFailure(m)) {
    for (const p of m.problems) ctx.rep.report(p.severity, p.code, p.message, p.range, p.fixes);
    return { op: m.entryId, slots: m.slots, range, text: ctx.rep.textOf(range) };
  }
  const stripped = withoutArticles(atoms);
  const bad = stripped[m.at];
  const text = ctx.rep.textOf(range);
  if (m.at === 0 && bad?.kind === "word") {
    const suggestions = closest(bad.text, [...leadingWords(family), ...m.words]);
    const known = compiledFamily(family).map((e) => e.id).join(", ");
    ctx.rep.error(
      "WB310",
      `'${text}' is not ${familyDocs[family].noun} warband knows (${familyDocs[family].title.toLowerCase()}: ${known})${didYouMean(suggestions)}`,
      range,
      replaceFixes(bad.range, suggestions),
    );
    return null;
  }
  const at = bad ? bad.range : { start: range.end, end: range.end };
  const found = bad ? `found ${atomText(bad)}` : "the phrase ends here";
  const suggestions = bad?.kind === "word" ? closest(bad.text, m.words) : [];
  ctx.rep.error("WB310", `expected ${listExpected(m.expected)} but ${found} (in '${text}')${didYouMean(suggestions)}`, at, bad ? replaceFixes(bad.range, suggestions) : undefined);
  return null;
}

/** A matched phrase as IR, without the slots a caller has moved elsewhere (subject, duration…). */
export function toPrimitive(ctx: LowerContext, m: Matched, omit: string[] = []): PrimitiveIR {
  const args: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(m.slots)) if (!omit.includes(k)) args[k] = v;
  return { op: m.op, args, text: m.text, src: src(ctx, m.range) };
}

/** A nested family value (subject, gate) as IR. */
export function nested(ctx: LowerContext, m: Matched, slot: string): PrimitiveIR | null {
  const v = m.slots[slot] as { op: string; args: Record<string, unknown> } | undefined;
  return v ? { op: v.op, args: v.args, text: m.text, src: src(ctx, m.range) } : null;
}
