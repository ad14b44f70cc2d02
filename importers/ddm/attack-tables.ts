// A d20 table inside an attack's hit: "25 damage AND roll a d20. 1-10: Slide target 2
// squares; 11-20: This creature teleports 2 squares", "for each target, roll 1d20 and apply
// the stated effect. 1-5: 15 thunder damage AND slide 2 squares 6-10: …". The die is rolled
// for each target hit, as its hit resolves (the language's roll table).
// ddm-battle-rules-2011.txt § Powers and Effects; § Resolving Effects

/** One row: the results it covers and its effects as card text. */
export interface TableRow {
  from: number;
  to: number;
  text: string;
}

const lead = /(?:^|\s+AND\s+|\s*[;,.]\s*)(?:for each target,?\s+)?roll (?:a |1|one )?d20(?:\s+and apply the (?:stated|indicated|following) effects?)?\s*[.:;]\s*(?=\d)/i;
const rowStart = /(\d+)\s*-\s*(\d+)\s*:\s*/g;

/**
 * The hit text before the table, and the table's rows; null when the text has no table
 * at its end, or its rows do not cover 1 to 20 in order without a gap.
 */
export function hitTable(text: string): { before: string; rows: TableRow[] } | null {
  const m = lead.exec(text);
  if (!m) return null;
  const body = text.slice(m.index + m[0].length);
  const starts = [...body.matchAll(rowStart)];
  if (starts.length < 2 || starts[0]!.index !== 0) return null;
  const rows: TableRow[] = [];
  let next = 1;
  for (let k = 0; k < starts.length; k++) {
    const s = starts[k]!;
    const from = Number(s[1]);
    const to = Number(s[2]);
    if (from !== next || to < from || to > 20) return null;
    next = to + 1;
    const end = k + 1 < starts.length ? starts[k + 1]!.index : body.length;
    const said = body.slice(s.index + s[0].length, end).trim().replace(/[.;,]$/, "").trim();
    if (!said) return null;
    rows.push({ from, to, text: said });
  }
  return next === 21 ? { before: text.slice(0, m.index).trim(), rows } : null;
}
