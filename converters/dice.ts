// Averages of dice expressions as D&D stat blocks print them ("2d6+5", "1d8 - 1", "12").

/** The average of an expression such as "2d10+8"; null when it is not a dice expression. */
export function averageOf(expr: string): number | null {
  const text = expr.replace(/\s+/g, "").replace(/[\u2013\u2212]/g, "-");
  if (!/^[+-]?(\d+(d\d+)?)([+-]\d+(d\d+)?)*$/i.test(text)) return null;
  let total = 0;
  for (const term of text.match(/[+-]?[^+-]+/g) ?? []) {
    const sign = term.startsWith("-") ? -1 : 1;
    const body = term.replace(/^[+-]/, "");
    const [count, sides] = body.toLowerCase().split("d");
    total += sign * (sides === undefined ? Number(count) : (Number(count) * (Number(sides) + 1)) / 2);
  }
  return total;
}
