// Power types a card prints in parentheses ("(Fear)", "Stunned (Fear, save ends)",
// "(Aura 5, Fear)", "Immobilized (Poison)"): taken out of the text before it is read, then written in the
// line's header as `type Fear`, so that "Immune Fear" has something to be immune to.
// ddm-battle-rules-2011.txt § Powers and Effects (Type)

/** The types the importer knows; a word here is a type only inside parentheses. */
const types = ["Fear", "Poison", "Summoning"];

/** Each type's printings, made once: alone in parentheses, first in a list, later in a list. */
const printings = types.map((type) => ({
  type,
  alone: new RegExp(String.raw`\s*\(${type}\)`, "g"),
  // "(Fear; save ends both)": the type before a semicolon too.
  first: new RegExp(String.raw`\(${type}[,;]\s*`, "g"),
  later: new RegExp(String.raw`,\s*${type}\)`, "g"),
}));

/** The text without its printed types, and the types found. */
export function takeTypes(text: string): { text: string; types: string[] } {
  const found: string[] = [];
  let out = text;
  for (const p of printings) {
    // Most texts print no type: the word is looked for before its printings are.
    if (!out.includes(p.type)) continue;
    const before = out;
    out = out.replace(p.alone, "").replace(p.first, "(").replace(p.later, ")");
    if (out !== before) found.push(p.type);
  }
  return { text: out.replace(/\s+([.;,])/g, "$1").trim(), types: found };
}

const header = /^((?:champion )?power|aura \d+|attack [^"]*?) ?("(?:[^"\\]|\\.)*")/;

/** Reads the text without its types, then writes the types into each line's header. */
export function withTypes(text: string, read: (text: string) => string[] | null): string[] | null {
  const { text: rest, types: found } = takeTypes(text);
  const lines = read(rest);
  if (!lines || found.length === 0) return lines;
  const typed = lines.map((l) => l.replace(header, (_, head: string, name: string) => `${head} ${name}${found.map((t) => ` type ${t}`).join("")}`));
  return typed.every((l, i) => l !== lines[i]) ? typed : null;
}
