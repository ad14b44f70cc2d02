// Writing warband source text: quoted names, comments and kept-as-text lines, so a
// converted card always lexes whatever characters its source data holds.

/** A quoted string of the language: quotes and backslashes escaped, one line. */
export function quoted(text: string): string {
  return `"${text.replace(/\s+/g, " ").trim().replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** Comment lines ("# …"), wrapped so no line runs past about 110 characters. */
export function commentLines(text: string, indent = ""): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.replace(/\s+/g, " ").trim().split(" ")) {
    if (line && line.length + word.length + 1 > 106) {
      out.push(`${indent}# ${line}`);
      line = `  ${word}`;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(`${indent}# ${line}`);
  return out;
}

/** A short form of prose for a `text "…"` line: its first sentence, cut at `max` characters. */
export function shortened(text: string, max = 180): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const sentence = clean.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? clean;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}

/** A file name from a monster name: lower case, hyphens. */
export function slug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-");
}

/** A word the language reads as one identifier (keywords, factions): letters, digits, inner hyphens. */
export function asIdentifier(text: string): string | null {
  const w = text
    .trim()
    .split(/[\s_]+/)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join("")
    .replace(/[^A-Za-z0-9'-]/g, "");
  return /^[A-Za-z][A-Za-z0-9]*(?:['-][A-Za-z0-9]+)*$/.test(w) ? w : null;
}
