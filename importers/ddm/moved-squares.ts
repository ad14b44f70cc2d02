// Powers earned by moving in a turn: far ("If this creature moves at least 4 squares during its turn"), or into terrain
// ("if it … enters forest terrain on its turn"). Moving far: "If this creature moves at least 4 squares during
// its turn, it has Conceal 6 until end of this creature's next turn". Squares "moved" in a
// turn are the counted distance from the square it began the turn in, not the path walked
// (ddm-battle-rules-2011.txt § Common Triggered Powers, 'Movement' Triggers; the gate
// moved-from-start of compiler/primitives/state-gates.ts); the benefit holds while it stands
// that far, and one "until end of its next turn" is given as the turn ends there, so it
// outlasts the turn it was earned in.
import type { CardPower } from "./card.js";
import { terrainType } from "./continuous-states.js";
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

/** "it occupies forest terrain at start of its turn", "it enters forest terrain on its turn": the moment, in the language's words; null if neither. */
function terrainMoment(said: string): string | null {
  const start = /^(?:it |this creature )?(?:occupies|is in) ([a-z -]+?) terrain at (?:the )?start of its turn$/i.exec(said.trim());
  const entered = start ? null : /^(?:it |this creature )?enters ([a-z -]+?) terrain (?:on|during) its turn$/i.exec(said.trim());
  const type = start ? terrainType(start[1]!) : entered ? terrainType(entered[1]!) : null;
  if (!type) return null;
  return start ? `at start of its turn while occupying ${type} terrain` : `whenever this creature enters ${type} terrain while on its turn`;
}

/**
 * "+2 Speed until end of turn if it occupies forest terrain at start of its turn or enters
 * forest terrain on its turn": the modifiers for the rest of that turn, from either moment
 * (one power: a second use adds nothing, § Bonuses and Penalties, Duplicate Effects).
 * ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Start of Turn Phase; § Moving
 */
export const terrainEarned: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const m = /^(.+?),? until (?:the )?end of (?:(?:its|this creature's|the) )?turn,? (?:if|whenever|when) (.+)$/i.exec(t);
  if (!m) return null;
  const clause = timedModifiers(m[1]!);
  const moments = m[2]!.split(/,? or (?=(?:it |this creature )?(?:occupies|is in|enters)\b)/i).map(terrainMoment);
  if (!clause || / while /.test(clause) || !moments.every((x): x is string => x !== null)) return null;
  const head = `power ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}`;
  const gets = clause.split(" and ").map((x) => `this creature gets ${x} until end of turn`).join(" and ");
  return moments.map((x) => `${head}: ${x}: ${gets}`);
};
