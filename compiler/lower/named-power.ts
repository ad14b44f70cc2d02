// Named powers: a power declared once outside any creature ("Sneak Attack N", "Reach N")
// and given to a card by its name alone: `power "Sneak Attack 10"`. A word of capital
// letters in the declared name that also appears in its body is a parameter; the use
// supplies a number for it. The card's power is the declared body with the number put
// in, lowered as if the card had said it (so its precedence tier is the card's), while
// its source lines stay those of the declaration, which `why` then cites.
// ddm-battle-rules-2011.txt § Powers and Effects (named powers such as Sneak Attack X, Reach N)
import type { Atom, NamedPowerAst, PowerAst } from "../../grammar/ast.js";
import type { Range } from "../../grammar/source.js";
import { closest, didYouMean, replaceFixes, Reporter } from "../diagnostics.js";
import type { PowerIR } from "../ir.js";
import type { LowerContext } from "./context.js";

interface NamedPower {
  ast: NamedPowerAst;
  /** Name words in lower case; parameters as { param }. */
  words: (string | { param: string })[];
  file: string;
  text: string;
}

function bodyWords(atoms: Atom[], out: Set<string>): void {
  for (const a of atoms) {
    if (a.kind === "word") out.add(a.text);
    else if (a.kind === "group") bodyWords(a.atoms, out);
  }
}

function nameWords(s: string): string[] {
  return s.trim().split(/\s+/).filter(Boolean);
}

export class NamedPowers {
  private readonly all: NamedPower[] = [];

  /** Adds a declaration; returns the earlier one of the same name, if any. */
  add(ast: NamedPowerAst, file: string, text: string): NamedPowerAst | null {
    const earlier = this.all.find((p) => p.ast.name.text.toLowerCase() === ast.name.text.toLowerCase());
    if (earlier) return earlier.ast;
    const used = new Set<string>();
    for (const seg of ast.power.body) for (const ph of [...(seg.head ?? []), ...seg.phrases]) bodyWords(ph.atoms, used);
    bodyWords(ast.power.header, used);
    const words = nameWords(ast.name.text).map((w) => (/^[A-Z]+$/.test(w) && used.has(w) ? { param: w } : w.toLowerCase()));
    this.all.push({ ast, words, file, text });
    return null;
  }

  names(): string[] {
    return this.all.map((p) => p.ast.name.text);
  }

  /** The named power a use's name stands for, with the numbers it gives the parameters. */
  find(name: string): { power: NamedPower; values: Map<string, number> } | null {
    const use = nameWords(name);
    for (const power of this.all) {
      if (power.words.length !== use.length) continue;
      const values = new Map<string, number>();
      const fits = power.words.every((w, i) => {
        const u = use[i]!;
        if (typeof w === "string") return w === u.toLowerCase();
        if (!/^\d+$/.test(u)) return false;
        values.set(w.param, Number(u));
        return true;
      });
      if (fits) return { power, values };
    }
    return null;
  }
}

/** A declared name with its parameters filled from the numbers of a use, in order. */
function withNumbers(declared: string, use: string): string {
  const numbers = nameWords(use).filter((w) => /^\d+$/.test(w));
  return nameWords(declared)
    .map((w) => (/^[A-Z]+$/.test(w) && numbers.length ? numbers.shift()! : w))
    .join(" ");
}

function substitute(atoms: Atom[], values: Map<string, number>): Atom[] {
  return atoms.map((a): Atom => {
    if (a.kind === "word" && values.has(a.text)) return { kind: "int", value: values.get(a.text)!, range: a.range };
    if (a.kind === "group") return { ...a, atoms: substitute(a.atoms, values) };
    return a;
  });
}

/** The declaration's power with numbers put in and the use's name (and its other header words, such as uses N). */
function instance(np: NamedPower, values: Map<string, number>, useName: string, useHeader: Atom[]): PowerAst {
  const p = np.ast.power;
  const header = substitute(p.header, values).map((a) => (a.kind === "string" ? { ...a, value: useName } : a));
  const extra = useHeader.filter((a) => a.kind !== "string");
  return {
    ...p,
    header: [...header, ...extra],
    body: p.body.map((seg) => ({
      ...seg,
      head: seg.head?.map((ph) => ({ ...ph, atoms: substitute(ph.atoms, values) })) ?? null,
      phrases: seg.phrases.map((ph) => ({ ...ph, atoms: substitute(ph.atoms, values) })),
    })),
  };
}

type LowerPower = (ctx: LowerContext, p: PowerAst, creature: string) => PowerIR | null;

/** A card's `power "Name 10"` with no body: the named power it stands for, lowered; problems are reported at the use. */
export function expandNamedPower(ctx: LowerContext, use: PowerAst, useName: string, useRange: Range, creature: string, lower: LowerPower): PowerIR | null {
  const found = ctx.namedPowers?.find(useName);
  if (!found) {
    const names = ctx.namedPowers?.names() ?? [];
    const suggestions = closest(useName, names);
    // The quick fix keeps the use's numbers: "Quick Stp 2" → "Quick Step 2".
    const nameAtom = use.header.find((a) => a.kind === "string");
    const fixes = nameAtom ? replaceFixes(nameAtom.range, suggestions.map((s) => withNumbers(s, useName)), true) : undefined;
    ctx.rep.error(
      "WB335",
      `"${useName}" has no body and is not a named power${didYouMean(suggestions)}; write the power after a colon, or declare the named power once (content/ddm/core/named-powers.wb)`,
      useRange,
      fixes,
    );
    return null;
  }
  // A declaration its own body has not been written for yet (WB335 where it stands): nothing to lower, and lowering
  // its bodiless instance would look the name up again without end.
  if (found.power.ast.power.body.length === 0) {
    ctx.rep.error("WB335", `"${useName}" names the named power "${found.power.ast.name.text}", which has no body yet`, useRange);
    return null;
  }
  const rep = new Reporter(found.power.file, found.power.text);
  const out = lower({ ...ctx, rep }, instance(found.power, found.values, useName, use.header), creature);
  for (const d of rep.diagnostics) ctx.rep.report(d.severity, d.code, `in named power "${found.power.ast.name.text}": ${d.message}`, useRange);
  return out;
}

/** Checks a declaration where it is written, with 1 for every parameter. */
export function checkNamedPower(ctx: LowerContext, ast: NamedPowerAst, lower: LowerPower): void {
  if (ast.power.body.length === 0) {
    ctx.rep.error("WB335", `the named power "${ast.name.text}" needs a body after a colon`, ast.range);
    return;
  }
  const probe = new NamedPowers();
  probe.add(ast, ctx.rep.file, ctx.rep.text);
  const sample = nameWords(ast.name.text)
    .map((w) => (/^[A-Z]+$/.test(w) ? "1" : w))
    .join(" ");
  const found = probe.find(sample);
  if (!found) return;
  lower({ ...ctx, symbols: ctx.symbols }, instance(found.power, found.values, ast.name.text, []), `named power ${ast.name.text}`);
}
