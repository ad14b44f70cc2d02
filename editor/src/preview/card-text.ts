// How the parts of a compiled creature read on its stat card. Plain functions of the
// IR, so the card shows what the compiler understood rather than what was typed.
import type { AttackIR, ClauseIR, CreatureIR, EffectIR, PowerIR } from "../../../compiler/ir.js";

export function attackRange(a: AttackIR): string {
  switch (a.range.kind) {
    case "reach":
      return a.range.squares > 1 ? `reach ${a.range.squares}` : "";
    case "range":
      return `range ${a.range.squares}`;
    case "sight":
      return "sight";
    case "nearest":
      return a.range.squares !== undefined ? `range ${a.range.squares}, nearest` : "nearest";
    case "blast":
    case "burst":
    case "line":
      return `${a.range.kind} ${a.range.squares}`;
    case "area":
      return `area ${a.range.radius} within ${a.range.within}`;
  }
}

function effects(list: EffectIR[]): string {
  return list.map((e) => e.text).join(", ");
}

export function attackLine(a: AttackIR): string {
  const sign = a.bonus < 0 ? "−" : "+";
  const hit = effects(a.hit);
  const miss = a.miss.length ? `; miss: ${effects(a.miss)}` : "";
  const times = a.repeat > 1 ? `${a.repeat} attacks: ` : "";
  const f = a.followup;
  const followup = f ? `; followup ${f.bonus < 0 ? "−" : "+"}${Math.abs(f.bonus)} vs ${f.defense}${f.hit.length ? `; ${effects(f.hit)}` : ""}` : "";
  return `${times}${sign}${Math.abs(a.bonus)} vs ${a.defense}${hit ? `; ${hit}` : ""}${miss}${followup}`;
}

/** A clause as written, with its "while …" state when the compiler kept that apart. */
export function clauseText(c: ClauseIR): string {
  const gate = c.kind === "permission" || c.kind === "modifier" || c.kind === "trigger" ? c.gate : null;
  if (!gate || c.text.includes(gate.text)) return c.text;
  return `${c.text} ${/^while\b/i.test(gate.text) ? "" : "while "}${gate.text}`;
}

export function powerHeading(p: PowerIR): string {
  const parts = [p.name ?? "Power"];
  if (p.aura !== null) parts.push(`aura ${p.aura}`);
  if (p.uses !== null) parts.push(`${p.uses}/battle`);
  return parts.join(" · ");
}

/** "Medium Undead Giant": the size and the keywords, as the card's type line prints them. */
export function typeLine(c: CreatureIR): string {
  return [c.size, ...c.keywords].filter(Boolean).join(" ");
}
