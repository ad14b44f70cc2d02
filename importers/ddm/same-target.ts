// Several attacks of one power, the later one "against the same target": "Make a Morningstar
// attack and a Crossbow attack against the same target", "Make a ranged attack, then shift 1
// square, then make a basic melee attack against the same target". The last attack is made
// against the creature the line's earlier attack targeted (compiler/primitives/activated.ts,
// attack-against-same-target). ddm-battle-rules-2011.txt § Making an Attack; § Powers and Effects

/** The effects with the last attack said "against same target", or null when the text is not such a list. */
export function againstSameTarget(text: string, read: (text: string) => string | null): string | null {
  const m = /^(.+?),? (?:all |both )?against the same target\.?$/i.exec(text.trim());
  if (!m) return null;
  // "Make a Morningstar attack and a Crossbow attack": the second attack's verb said again.
  const body = m[1]!.replace(/^((?:this creature )?makes? (?:a|an|1|one) .+? attack),? and (?:a|an|1|one) /i, "$1 and make a ");
  const effects = read(body);
  if (!effects || / (?:either|or|roll d20) /.test(` ${effects} `)) return null;
  const attacks = effects.match(/\bthis creature makes [^]*? attack\b/g) ?? [];
  const last = /^(.* and )(this creature makes (?:"(?:[^"\\]|\\.)*"|basic(?: (?:melee|ranged))?|melee|ranged) attack)$/.exec(effects);
  if (attacks.length < 2 || !last || / against | including /.test(last[2]!)) return null;
  return `${last[1]}${last[2]} against same target`;
}
