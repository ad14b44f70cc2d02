// A creature as a stat card, drawn in text from its compiled IR: name and level, the
// keyword and faction lines, defences, speed and hit points, then the Attacks,
// Powers and Champion sections. Powers kept as text are marked as doing nothing.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card
import type { AttackIR, AttackRangeIR, ClauseIR, CreatureIR, EffectIR, PowerIR } from "../compiler/index.js";

const WIDTH = 64;

function wrap(text: string, width: number, indent = ""): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = indent + word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

function spread(left: string, right: string): string {
  return `${left}${" ".repeat(Math.max(1, WIDTH - left.length - right.length))}${right}`;
}

function rangeText(r: AttackRangeIR, kind: string): string {
  switch (r.kind) {
    case "reach":
      return r.squares > 1 ? `reach ${r.squares}` : "";
    case "range":
      return `range ${r.squares}`;
    case "sight":
      return r.kind;
    case "nearest":
      return r.squares !== undefined ? `range ${r.squares}, nearest` : r.kind;
    case "area":
      return `area ${r.radius} within ${r.within}`;
    default:
      return kind === "close" ? `${r.kind} ${r.squares}` : "";
  }
}

const effects = (list: EffectIR[]) => list.map((e) => e.text).join(" and ");

function attackLines(a: AttackIR): string[] {
  const glyph = a.basic ? `${a.kind} basic` : a.kind;
  const shape = [rangeText(a.range, a.kind), a.affects === "enemies" ? "enemies only" : ""].filter(Boolean).join(", ");
  const repeat = a.repeat > 1 ? `make ${a.repeat} attacks${a.repeatTargets !== "any" ? ` (${a.repeatTargets} ${a.repeatTargets === "same" ? "target" : "targets"})` : ""}: ` : "";
  const uses = a.uses ? `${"☐".repeat(a.uses)} ` : "";
  const cost = a.action === "minor" ? "Minor action: " : "";
  const roll = a.automatic ? "automatic hit" : `+${a.bonus} vs. ${a.defense}`;
  let text = `${uses}[${glyph}] ${a.name}${shape ? ` (${shape})` : ""}: ${cost}${repeat}${roll}; ${effects(a.hit)}`;
  if (a.miss.length) text += `. Miss: ${effects(a.miss)}`;
  if (a.hitOrMiss.length) text += `. Hit or miss: ${effects(a.hitOrMiss)}`;
  if (a.followup) text += `. Followup: +${a.followup.bonus} vs. ${a.followup.defense}; ${effects(a.followup.hit)}`;
  return wrap(text, WIDTH - 2, "    ").map((l) => `  ${l}`);
}

function clauseText(c: ClauseIR): string {
  switch (c.kind) {
    case "text":
      return `${c.text}  [kept as text: does nothing in play]`;
    case "trigger":
    case "permission":
      return c.text;
    default:
      return (c as { text: string }).text;
  }
}

function powerLines(p: PowerIR): string[] {
  const uses = p.uses ? `${"☐".repeat(p.uses)} ` : "";
  const aura = p.aura !== null ? `(Aura ${p.aura}) ` : "";
  const body = p.clauses.map(clauseText).join("; ");
  const text = p.name && !(p.clauses.length === 1 && p.clauses[0]!.kind === "text") ? `${uses}${p.name}: ${aura}${body}` : `${uses}${aura}${body}`;
  return wrap(text, WIDTH - 2, "    ").map((l) => `  ${l}`);
}

/** Champion powers, when the IR marks them (the powers runtime adds the mark); otherwise every power is listed under Powers. */
function isChampion(p: PowerIR): boolean {
  return (p as PowerIR & { champion?: boolean }).champion === true;
}

export function cardLayout(c: CreatureIR): string {
  const rule = "─".repeat(WIDTH);
  const lines: string[] = [];
  lines.push(`┌${"─".repeat(WIDTH)}┐`);
  const body: string[] = [];
  body.push(spread(c.name.toUpperCase(), `Level ${c.level}`));
  const kws = [...c.keywords, ...(c.unique ? ["Unique"] : [])].join(", ");
  body.push(spread(kws || "—", `Cost ${c.cost}`));
  const align = c.alignment === "unaligned" ? "Unaligned" : c.alignment[0]!.toUpperCase() + c.alignment.slice(1);
  body.push(spread(`${align} · ${c.factions.join(", ")}`, c.champion ? `CR ${c.champion}` : ""));
  body.push(rule);
  body.push(Object.entries(c.defenses).map(([k, v]) => `${k} ${v}`).join("   "));
  const speed = `Speed ${c.modes.length ? `${c.modes.map((m) => m[0]!.toUpperCase()).join("")}` : ""}${c.speed}${c.modes.length ? ` (${c.modes.join(", ")})` : ""}`;
  body.push(`${speed}   HP ${c.hp}   Bloodied ${c.bloodied}${c.size !== "Medium" ? `   ${c.size}` : ""}`);
  body.push(rule);
  body.push("ATTACKS");
  for (const a of c.attacks) body.push(...attackLines(a));
  const champion = c.powers.filter(isChampion);
  const others = c.powers.filter((p) => !isChampion(p));
  if (others.length) {
    body.push(rule);
    body.push("POWERS");
    for (const p of others) body.push(...powerLines(p));
  }
  if (champion.length) {
    body.push(rule);
    body.push(`CHAMPION POWERS (CR ${c.champion ?? "?"})`);
    for (const p of champion) body.push(...powerLines(p));
  }
  for (const b of body) lines.push(`│${b.padEnd(WIDTH)}│`);
  lines.push(`└${"─".repeat(WIDTH)}┘`);
  return lines.join("\n");
}
