// A d20 table whose rows say no creature, applied to one the lead names: "Roll 1d20, and
// apply the resulting effect to an adjacent enemy: 1-10 Debuff. -2 attack until end of its
// next turn. 11-15 Distract. Slide 1 square. 16-20 Disable. Enemy grants combat advantage
// until end of its next turn." Each row's name ("Debuff.") is dropped and its effect said
// of that creature; a row it cannot say so is left as printed (and so not read).
// ddm-battle-rules-2011.txt § Powers and Effects

/** "Roll 1d20, and apply the resulting effect to an adjacent enemy:": the creature named, or null when the lead is not that. */
export function appliedTo(lead: string): string | null {
  const m = /^roll (?:1d20|a d20|d20|1 d20),? and apply the (?:resulting|rolled) effect to (an? (?:adjacent )?(?:enemy|ally|creature)(?: within \d+ squares(?: of this creature)?)?)\s*:\s*$/i.exec(lead.trim());
  return m ? m[1]!.replace(/^an? /i, "one ") : null;
}

/** One row's text said of `who` ("one adjacent enemy"): its name dropped, its effect given that subject. */
export function appliedRow(row: string, who: string): string {
  const t = row.trim().replace(/^[A-Z][\w'-]*\.\s+/, "").replace(/\.$/, "");
  // "-2 attack until end of its next turn": a modifier it has.
  if (/^[+-]\d/.test(t)) return `${who} has ${t}`;
  // "Slide 1 square", "push 2 squares": it is moved.
  const moved = /^(push|pull|slide) ((?:up to )?\d+ squares?)$/i.exec(t);
  if (moved) return `${moved[1]} ${who} ${moved[2]}`;
  // "Enemy grants combat advantage …", "Target is Dazed …": the creature the lead named.
  const named = /^(?:the )?(?:enemy|ally|creature|target|it) (.+)$/i.exec(t);
  if (named) return `${who} ${named[1]}`;
  // "Dazed until end of its next turn": a condition it gains.
  if (/^[A-Z][a-z]+ (?:until .+|\(save ends\))$/.test(t)) return `${who} is ${t}`;
  return t;
}
