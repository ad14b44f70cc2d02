// Phrase patterns, the notation registry entries use to say how they are written:
//   words        literal words, case-insensitive; "take|takes" gives alternatives
//   {name:type}  a slot filled by a slot type (compiler/phrases/slots.ts)
//   [ … ]        optional part
//   ( … )        a parenthesised group in the source, e.g. "(save ends)"
//   + -          the signs
// Articles (a, an, the) are ignored in source phrases, so patterns never mention them.

export type PatternElement =
  | { kind: "word"; options: string[] }
  | { kind: "sym"; text: "+" | "-" }
  | { kind: "slot"; name: string; type: string }
  | { kind: "optional"; elements: PatternElement[] }
  | { kind: "group"; elements: PatternElement[] };

export interface Pattern {
  source: string;
  elements: PatternElement[];
}

function tokenize(source: string): string[] {
  const out: string[] = [];
  const re = /\{[^}]*\}|[[\]()+-]|[^\s[\]()+{}-]+/g;
  for (const m of source.matchAll(re)) out.push(m[0]);
  return out;
}

export function compilePattern(source: string): Pattern {
  const tokens = tokenize(source);
  let i = 0;
  function seq(close: string | null): PatternElement[] {
    const els: PatternElement[] = [];
    while (i < tokens.length) {
      const t = tokens[i++]!;
      if (t === close) return els;
      if (t === "[") els.push({ kind: "optional", elements: seq("]") });
      else if (t === "(") els.push({ kind: "group", elements: seq(")") });
      else if (t === "+" || t === "-") els.push({ kind: "sym", text: t });
      else if (t.startsWith("{")) {
        const [name, type] = t.slice(1, -1).split(":");
        if (!name || !type) throw new Error(`bad slot ${t} in pattern "${source}"`);
        els.push({ kind: "slot", name, type });
      } else els.push({ kind: "word", options: t.toLowerCase().split("|") });
    }
    if (close) throw new Error(`unclosed ${close === "]" ? "[" : "("} in pattern "${source}"`);
    return els;
  }
  return { source, elements: seq(null) };
}

/** How a pattern reads to a person, for completion and docs: slots become <name>. */
export function describePattern(p: Pattern): string {
  const show = (els: PatternElement[]): string =>
    els
      .map((e) => {
        switch (e.kind) {
          case "word":
            return e.options.join("|");
          case "sym":
            return e.text;
          case "slot":
            return `<${e.name}>`;
          case "optional":
            return `[${show(e.elements)}]`;
          case "group":
            return `(${show(e.elements)})`;
        }
      })
      .join(" ");
  return show(p.elements);
}
