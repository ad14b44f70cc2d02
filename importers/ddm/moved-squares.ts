// Powers earned by moving far in a turn: "If this creature moves at least 4 squares during
// its turn, it has Conceal 6 until end of this creature's next turn". Squares "moved" in a
// turn are the counted distance from the square it began the turn in, not the path walked
// (ddm-battle-rules-2011.txt § Common Triggered Powers, 'Movement' Triggers; the gate
// moved-from-start of compiler/primitives/state-gates.ts); the benefit holds while it stands
// that far, and one "until end of its next turn" is given as the turn ends there, so it
// outlasts the turn it was earned in.
import type { CardPower } from "./card.js";
import { timedModifiers } from "./phrases.js";
import { quoted } from "./text.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

const movedFar =
  /^(?:if|whenever|once) (?:this creature|it) (?:moves|has moved|moved) (?:at least (\d+)|(\d+) or more) squares (?:during|on|in) (?:its|this|a) turn,? (?:it|this creature) (?:has|gains|gets) (.+?),? until (?:the )?end of (?:(its|this creature's) next turn|(?:(?:its|this creature's|that|the) )?turn)$/i;

/**
 * "If this creature moves at least 4 squares during its turn, it has Conceal 6 until end
 * of this creature's next turn": the modifiers while it has moved that far this turn and,
 * for "next turn", again from the end of that turn to the end of its next.
 */
export const movedSquares: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const m = movedFar.exec(t);
  if (!m) return null;
  const clause = timedModifiers(m[3]!);
  if (!clause || / while /.test(clause)) return null;
  const gate = `${m[1] ?? m[2]} or more squares from its starting position`;
  const head = `power ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}`;
  const mods = clause.split(" and ");
  const lines = [`${head}: ${mods.map((x) => `${x} while ${gate}`).join(" and ")}`];
  if (m[4]) lines.push(`${head}: at end of its turn while ${gate}: ${mods.map((x) => `this creature gets ${x} until end of its next turn`).join(" and ")}`);
  return lines;
};
