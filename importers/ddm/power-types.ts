// Power types a card prints in parentheses ("(Fear)", "Stunned (Fear, save ends)",
// "(Aura 5, Fear)", "Immobilized (Poison)"): taken out of the text before it is read, then written in the
// line's header as `type Fear`, so that "Immune Fear" has something to be immune to.
// ddm-battle-rules-2011.txt § Powers and Effects (Type)

/** The types the importer knows; a word here is a type only inside parentheses. */
const types = ["Fear", "Poison"];

/** The text without its printed types, and the types found. */
export function takeTypes(text: string): { text: string; types: string[] } {
  const found: string[] = [];
  let out = text;
  for (const t of types) {
    const before = out;
    out = out
      .replace(new RegExp(String.raw`\s*\(${t}\)`, "g"), "")
      .replace(new RegExp(String.raw`\(${t},\s*`, "g"), "(")
      .replace(new RegExp(String.raw`,\s*${t}\)`, "g"), ")");
    if (out !== before) found.push(t);
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
