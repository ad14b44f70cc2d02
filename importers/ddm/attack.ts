// An Attacks-section entry ("Claw: (reach 2) +11 vs. AC; 20 damage AND push 1") into
// a warband attack line. The first entry is the basic attack; a "Reach N" power
// reaches every melee attack that does not print its own.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Attacks); § Making an Attack
import { effectList } from "./effects.js";
import { defenceName, quoted, sentences } from "./text.js";

export interface AttackContext {
  basic: boolean;
  uses: number | null;
  /** The card's Reach N, if any. */
  reach: number | null;
}

interface Shape {
  kind: "melee" | "ranged" | "close" | "area";
  header: string;
}

/** "(reach 2)", "(range 10)", "(sight)", "(burst 1)", "(radius 2 within 10)" → kind and header words. */
function shape(params: string | undefined, ctx: AttackContext): Shape | null {
  const reach = ctx.reach !== null && ctx.reach > 1 ? ` reach ${ctx.reach}` : "";
  if (params === undefined) return { kind: "melee", header: `melee${reach}` };
  const p = params.trim().toLowerCase();
  let m: RegExpExecArray | null;
  if ((m = /^reach (\d+)$/.exec(p))) return { kind: "melee", header: `melee reach ${m[1]}` };
  if ((m = /^range (\d+)$/.exec(p))) return { kind: "ranged", header: `ranged ${m[1]}` };
  if (p === "sight" || p === "range sight") return { kind: "ranged", header: "ranged sight" };
  if (p === "nearest" || p === "range nearest") return { kind: "ranged", header: "ranged nearest" };
  // Close shapes: blast, burst, line; old cards' large and small cones are blast 5 and blast 3.
  // ddm-battle-rules-2011.txt § Close Attacks; § Appendix A (cones)
  if ((m = /^(blast|burst|line) (\d+)$/.exec(p))) return { kind: "close", header: `close ${m[1]} ${m[2]}` };
  if (p === "large cone") return { kind: "close", header: "close blast 5" };
  if (p === "small cone") return { kind: "close", header: "close blast 3" };
  // ddm-battle-rules-2011.txt § Area Attacks
  if ((m = /^(?:radius|burst) (\d+) within (\d+|sight)(?: squares)?$/.exec(p))) return { kind: "area", header: `area radius ${m[1]} within ${m[2]}` };
  return null;
}

const rollRe = /^(?:\(([^()]*)\)\s*)?\+(\d+) vs\.? (AC|Fort\w*|Ref\w*|Will|DEF\((?:Fort|Ref|Will)\))\s*[;:,]\s*(.+)$/i;

/** The part after the name, as a warband attack line; null when it is not a form the language has. */
export function translateAttack(name: string, rest: string, ctx: AttackContext): string | null {
  const m = rollRe.exec(rest);
  if (!m) return null;
  const s = shape(m[1], ctx);
  const defence = defenceName(m[3]!);
  if (!s || !defence) return null;
  const [first, ...more] = sentences(m[4]!);
  if (!first) return null;
  let hitText = first;
  let missText: string | null = null;
  // "…; 20 damage, 10 damage on miss" keeps its miss effect in the same sentence.
  const inline = /^(.*?),\s*(.+?) on (?:a )?miss$/i.exec(first);
  if (inline) {
    hitText = inline[1]!;
    missText = inline[2]!;
  }
  for (const sentence of more) {
    const miss = /^(?:on (?:a )?miss|miss)\s*[,:]\s*(.+)$/i.exec(sentence);
    if (miss && missText === null) missText = miss[1]!;
    else return null;
  }
  const hit = effectList(hitText);
  const miss = missText === null ? "" : effectList(missText);
  if (hit === null || miss === null) return null;
  const basic = ctx.basic && (s.kind === "melee" || s.kind === "ranged") ? " basic" : "";
  const uses = ctx.uses ? ` uses ${ctx.uses}` : "";
  return `attack ${s.header}${basic} ${quoted(name)}${uses}: +${m[2]} vs ${defence}; ${hit}${miss ? `; miss: ${miss}` : ""}`;
}
