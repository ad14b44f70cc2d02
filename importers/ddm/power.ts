// Powers (Special, Ability and Champion sections) into warband power lines. Each
// reading is a phrase form of the card text; the words it produces are the
// language's own, matched by the compiler against the primitive registry. A text no
// reading fits is kept verbatim by the caller.
// ddm-battle-rules-2011.txt § Powers and Effects; § Champion Powers; § Appendix A
import { rechargePhrase } from "./attack.js";
import type { CardPower } from "./card.js";
import { damageTypes } from "./effects.js";
import { effectsWithSubjects, modifierClause, triggerPhrase } from "./phrases.js";
import { quoted, sentences } from "./text.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

const plain = (b: string) => b.replace(/[.;]+$/, "").trim();
const typo: Record<string, string> = { lighting: "lightning" };
const typeWord = (w: string) => typo[w.toLowerCase()] ?? w.toLowerCase();

/** The power's header: quoted name (the card's, or its text when it has none) and limited uses. */
function header(name: string | null, body: string, power: CardPower): string {
  const uses = power.limit ? ` uses ${power.limit}` : "";
  // A power printed without a name (champion powers often) is named by its opening words.
  return `${quoted(name ?? (plain(body).split(/[:.;]/)[0] ?? "").slice(0, 60).trim())}${uses}`;
}

/** "Resist 20 Fire", "Resist 10 Necrotic, Poison", "Vulnerable 5 radiant", "Immune Poison": damage types. */
const damageDefences: Reading = (name, body, power) => {
  const b = plain(body);
  const m = /^(resist|vulnerable) (\d+) ([\w ,]+)$/i.exec(b) ?? /^(immune)() ([\w ,]+)$/i.exec(b);
  if (!m) return null;
  const types = m[3]!.split(/\s*,\s*|\s+and\s+|\s+or\s+/).map(typeWord);
  if (!types.every((t) => damageTypes.has(t) || (t === "all" && m[1]!.toLowerCase() !== "immune"))) return null;
  const verb = m[1]!.toLowerCase();
  return [`power ${header(name, body, power)}: ${types.map((t) => (verb === "immune" ? `immune ${t}` : `${verb} ${m[2]} ${t}`)).join(" and ")}`];
};

/** "Immune Stunned", "Immune Dazed, Confused": conditions the creature never gains (ddm-battle-rules-2011.txt § Immune). */
const conditionImmunity: Reading = (name, body, power) => {
  const m = /^immune ([A-Za-z ,]+)$/i.exec(plain(body));
  if (!m) return null;
  const names = m[1]!.split(/\s*,\s*|\s+and\s+/);
  return [`power ${header(name, body, power)}: ${names.map((n) => `immune ${n}`).join(" and ")}`];
};

/**
 * Old cards' "+N DEF(Fort)" raises one defence; a plain "+N DEF" raises Fort, Ref and Will.
 * ddm-battle-rules-2011.txt § Appendix A (Defenses)
 */
const oldDefence: Reading = (name, body, power) => {
  const b = plain(body);
  let m = /^([+-]\d+) DEF\((Fort|Ref|Will)\)$/i.exec(b);
  if (m) return [`power ${header(name, body, power)}: ${m[1]} ${m[2]}`];
  m = /^([+-]\d+) DEF$/i.exec(b);
  if (m) return [`power ${header(name, body, power)}: ${m[1]} Fort and ${m[1]} Ref and ${m[1]} Will`];
  return null;
};

/** A bare keyword power ("Conceal 5", "Hide", "Sneak Attack 10"): the named power of that name, declared once in the core rules. */
const namedPower: Reading = (name, body, power) => {
  if (name !== null) return null;
  const b = plain(body);
  if (!/^[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*){0,3}(?: \d+)?$/.test(b)) return null;
  return [`power ${quoted(b)}${power.limit ? ` uses ${power.limit}` : ""}`];
};

/** "(Aura 2) Enemies in aura have -2 Attack", "Aura 1: allies +1 AC" → aura N. */
const aura: Reading = (name, body, power) => {
  const m = /^\(?aura (\d+)\)?[:;,.]?\s+(.+)$/i.exec(body.trim());
  if (!m) return null;
  const text = plain(m[2]!)
    .replace(/\b(in|within) (the |this )?aura\b/gi, "")
    .replace(/\s+/g, " ");
  const clause = modifierClause(text);
  if (!clause) return null;
  return [`aura ${m[1]} ${header(name, body, power)}: ${clause}`];
};

/** Action-cost powers: "Minor action: …", "Replaces attack action: …", "Immediate action, use when …: …". */
const actionCosts: [RegExp, string][] = [
  [/^minor action[:;,.]\s*/i, "minor action"],
  [/^move action[:;,.]\s*/i, "move action"],
  [/^free action[:;,.]\s*/i, "free action"],
  [/^(?:replaces attack action|attack action)[:;,.]\s*/i, "replaces attack action"],
  [/^replaces move action[:;,.]\s*/i, "replaces move action"],
  [/^replaces turn[:;,.]\s*/i, "replaces turn"],
];

const actionCost: Reading = (name, body, power) => {
  for (const [re, cost] of actionCosts) {
    const m = re.exec(body.trim());
    if (!m) continue;
    const effects = effectsWithSubjects(body.trim().slice(m[0].length));
    if (!effects) return null;
    return [`power ${header(name, body, power)}: ${cost}: ${effects}`];
  }
  return null;
};

/**
 * Triggered powers: automatic "Whenever X: Y" and activated "Use when X: Y"; immediate
 * actions say so first. ddm-battle-rules-2011.txt § Automatic Powers; § Activated Powers; § Immediate Actions
 */
const triggered: Reading = (name, body, power) => {
  const m =
    /^(?:(immediate(?: action)?)[,:;]?\s+)?(whenever|use when|use after|when|use at|at)\s+(.+?)\s*[:;,]\s+(.+)$/i.exec(body.trim()) ??
    // Champion powers often end the trigger with a full stop: "Use when an ally becomes bloodied. That ally heals 10 HP."
    /^()(use when|use at)\s+([^.:;]+?)\.\s+(.+)$/i.exec(body.trim());
  if (!m) return null;
  const activated = /^use/i.test(m[2]!) || m[1] !== undefined;
  const found = triggerPhrase(`${/^(use at|at)$/i.test(m[2]!) ? "at " : ""}${m[3]!}`);
  if (!found) return null;
  // "use when" already says when; "at the start of its turn" keeps its "at" only when automatic.
  const trigger = activated ? found.replace(/^at /, "") : found;
  const rest = sentences(m[4]!);
  if (rest.length !== 1) return null;
  const effects = effectsWithSubjects(rest[0]!);
  if (!effects) return null;
  const lead = m[1] ? "immediate action, use when" : activated ? "use when" : "whenever";
  const keyword = power.type === "CHAMPION" ? "champion power" : "power";
  return [`${keyword} ${header(name, body, power)}: ${lead} ${trigger}: ${effects}`];
};

/** Continuous modifiers and permissions: "+2 AC while bloodied", "Can shift 2 squares", "Allies within 5 squares have +1 Attack". */
const continuous: Reading = (name, body, power) => {
  const s = sentences(body.trim());
  if (s.length !== 1) return null;
  const clause = modifierClause(plain(s[0]!));
  if (!clause) return null;
  return [`power ${header(name, body, power)}: ${clause}`];
};

export const readings: Reading[] = [damageDefences, oldDefence, conditionImmunity, aura, actionCost, triggered, continuous, namedPower];

function read(name: string | null, body: string, power: CardPower): string[] | null {
  for (const r of readings) {
    const out = r(name, body, power);
    if (out) return out;
  }
  return null;
}

/** A trailing "RECHARGE when …" goes into the header (ddm-battle-rules-2011.txt § Powers and Effects, Rechargeable Powers). */
export function translatePower(name: string | null, body: string, power: CardPower): string[] | null {
  const r = /^(.*?)[.;]?\s*RECHARGE (when .+|at .+?)\.*$/i.exec(body.trim());
  if (!r) return read(name, body, power);
  const recharge = rechargePhrase(r[2]!);
  const out = recharge ? read(name, r[1]!, power) : null;
  if (!out || !recharge) return null;
  const first = out[0]!.replace(/^((?:champion )?power|aura \d+) ("(?:[^"\\]|\\.)*"(?: uses \d+)?)/, `$1 $2${recharge}`);
  return first === out[0] ? null : [first, ...out.slice(1)];
}
