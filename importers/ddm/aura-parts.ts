// Auras of several effects, some of them triggered: "(aura 3) While in aura, allies have
// Resist 5 Necrotic and heal 5 HP each time they hit an enemy with a {m} attack", "(Aura 1)
// Enemies that enter a square in aura or that start a turn in aura take 10 damage", "(Aura 5)
// Bloodied allies and bloodied enemies take 10 necrotic damage when ending their turn in
// aura", "(aura 1) This creature and allies in aura have resist 10 fire; enemies in aura gain
// vulnerable 10 fire". Each part becomes an aura line of the same name: the modifiers in one,
// each trigger in its own (a triggered aura does nothing while its creature is inactive,
// runtime/ddm/events.ts), its creatures named by "within N squares".
// ddm-battle-rules-2011.txt § Continuous Powers (Aura); § Start of Turn Phase; § End of Turn Phase
import type { CardPower } from "./card.js";
import { effectsWithSubjects, modifierClause } from "./phrases.js";
import { quoted } from "./text.js";
import { attackTrigger, boostOwners } from "./triggered.js";

type Who = "enemy" | "ally" | "creature";

/** The creatures a part names: "allies", "Evil enemies", "bloodied allies and bloodied enemies", "this creature and allies". */
interface Party {
  who: Who;
  /** A keyword ("Evil") or "bloodied" before the noun. */
  trait: string | null;
  /** "This creature and allies": the aura's creature too. */
  self: boolean;
}

const plural: Record<Who, string> = { enemy: "enemies", ally: "allies", creature: "creatures" };

function partyOf(raw: string): Party | null {
  const t = raw.trim().replace(/^(?:each|all|any) /i, "");
  const self = /^this creature and /i.test(t);
  const rest = t.replace(/^this creature and (?:each |all )?/i, "");
  const one = String.raw`(?:(bloodied|[A-Z][\w'-]*) )?(enem(?:y|ies)|all(?:y|ies)|creatures?)`;
  const m = new RegExp(`^${one}(?: and (?:each )?${one})?$`, "i").exec(rest);
  if (!m) return null;
  const side = (w: string): Who => (/^enem/i.test(w) ? "enemy" : /^all/i.test(w) ? "ally" : "creature");
  // "enemies and allies": any creature but this one; both halves must name the same trait.
  if (m[4] && (m[1] ?? "").toLowerCase() !== (m[3] ?? "").toLowerCase()) return null;
  if (m[4] && side(m[2]!) === side(m[4])) return null;
  if (self && (m[4] || m[1])) return null;
  const trait = m[1] ? (/^bloodied$/i.test(m[1]) ? "bloodied" : m[1]) : null;
  return { who: m[4] ? "creature" : side(m[2]!), trait, self };
}

/** The party as a subject of an effect or modifier: "Evil enemies", "bloodied creatures". */
const subject = (p: Party) => `${p.trait ? `${p.trait} ` : ""}${plural[p.who]}`;

/** One part of the aura: modifiers (said of its creatures) or the lines of its triggers. */
type Part = { mods: string } | { triggers: string[] };

const kinds = "(melee|ranged|close|area)";

function partOf(text: string, size: number): Part[] | null {
  const said = text.trim().replace(/\s+/g, " ").replace(/[.;)]+$/, "").replace(/^while (?:with)?in (?:the )?aura,? /i, "");
  // "… while this creature is bloodied": its triggers fire only then (the gate is the aura's creature's own state).
  const gate = /,? while this creature is (not )?bloodied$/i.exec(said);
  if (gate) {
    const read = partOf(said.slice(0, gate.index), size);
    const when = ` while this creature is ${gate[1] ? "not " : ""}bloodied`;
    if (!read || !read.every((p) => "triggers" in p && p.triggers.every((l) => l.startsWith("whenever ")))) return null;
    return read.map((p) => ({ triggers: (p as { triggers: string[] }).triggers.map((l) => l.replace(/: /, `${when}: `)) }));
  }
  const t = said;
  // "Whenever this creature declares a BASIC attack, each enemy in aura takes 5 thunder damage": a trigger whose effect reaches the aura.
  let m = /^whenever (.+?), (.+)$/i.exec(t);
  if (m) {
    const inAura = (x: string) => x.replace(/ (?:with)?in (?:the )?aura\b/gi, ` within ${size} squares`);
    const trigger = attackTrigger(inAura(m[1]!));
    const effect = trigger ? effectsWithSubjects(inAura(m[2]!)) : null;
    return trigger && effect ? [{ triggers: [`whenever ${trigger}: ${effect}`] }] : null;
  }
  // "Enemies in aura have -2 Attack when taking an attack action that does not include this creature as a target": a penalty on each such attack, said when it is declared.
  m = /^(.+?) (?:in (?:the )?aura )?(?:have|has|gets?) ([+-]\d+ attack) (?:when|whenever|while) (taking|making|declaring) (an? .+)$/i.exec(t);
  if (m) {
    const p = partyOf(m[1]!);
    const verb = `${m[3]!.toLowerCase().replace(/ing$/, "")}es`;
    const trigger = p && !p.self ? attackTrigger(`${p.trait ? `${p.trait} ` : ""}${p.who} within ${size} squares ${verb} ${m[4]}`) : null;
    const effect = trigger && /^\S.* (?:declares|makes|attacks|targets)\b/.test(trigger) ? boostOwners(trigger, `${m[2]!.toLowerCase()} on that attack`) : null;
    return effect ? [{ triggers: [`whenever ${trigger}: ${effect}`] }] : null;
  }
  // "<creatures> have -2 Attack and -2 to all defenses and take 10 radiant damage at …": the modifiers, then the rest as its own part.
  m = /^(.+?) (?:in (?:the )?aura )?(?:have|has|gains?) (.+?),? and (takes?|heals?) (.+)$/i.exec(t);
  if (m) {
    const mods = partOf(`${m[1]} have ${m[2]}`, size);
    const rest = partOf(`${m[1]} ${m[3]} ${m[4]}`, size);
    return mods && rest ? [...mods, ...rest] : null;
  }
  // "<creatures> that enter a square in aura or that start a turn in aura take 10 damage" (one moment alone: power.ts).
  m = /^(.+?) (?:in (?:the )?aura )?that (enter a square|start (?:a|their|its) turns?)(?: in (?:the )?aura)?,? or that (enter a square|start (?:a|their|its) turns?) in (?:the )?aura,? takes? (.+)$/i.exec(t);
  if (m) {
    const p = partyOf(m[1]!);
    if (!p || p.self || p.trait) return null;
    const lines: string[] = [];
    for (const moment of [m[2], m[3]].filter((x): x is string => !!x)) {
      const effect = effectsWithSubjects(`that ${p.who} takes ${m[4]}`);
      if (!effect) return null;
      const trigger = /^enter/i.test(moment) ? `${p.who} enters square within ${size} squares` : `${p.who} starts its turn within ${size} squares`;
      lines.push(`whenever ${trigger}: ${effect}`);
    }
    return [{ triggers: lines }];
  }
  // "<creatures> take 10 necrotic damage when ending their turn in aura", "… whenever starting a turn in aura".
  m = /^(.+?) (?:in (?:the )?aura )?takes? (.+?) (?:when|whenever|each time) (ending|starting|they (?:end|start)) (?:a|their|its) turns? in (?:the )?aura$/i.exec(t);
  if (m) {
    const p = partyOf(m[1]!);
    const effect = effectsWithSubjects(`that ${p?.who} takes ${m[2]}`);
    if (!p || p.self || !effect || (p.trait && p.trait !== "bloodied")) return null;
    const moment = /end/i.test(m[3]!) ? "ends" : "starts";
    return [{ triggers: [`whenever ${p.trait ? "bloodied " : ""}${p.who} ${moment} its turn within ${size} squares: ${effect}`] }];
  }
  // "<creatures> take 10 radiant damage at start of each of this creature's turns": all of them, at once.
  m = /^(.+?) (?:in (?:the )?aura )?takes? (.+?) at (?:the )?(start|end) of each of this creature's turns$/i.exec(t);
  if (m) {
    const p = partyOf(m[1]!);
    const effect = p && !p.self ? effectsWithSubjects(`${subject(p)} within ${size} squares take ${m[2]}`) : null;
    return effect ? [{ triggers: [`at ${m[3]!.toLowerCase()} of its turn: ${effect}`] }] : null;
  }
  // "<creatures> heal 5 HP each time they hit an enemy with a {m} attack", "… whenever hitting with a {m} attack".
  m = new RegExp(`^(.+?) (?:in (?:the )?aura )?heals? (\\d+)(?: hp| hit points)? (?:each time (?:they|it) hits?|whenever (?:they|it) hits?|whenever hitting)(?: an enemy)? with an? ${kinds} attack$`, "i").exec(t);
  if (m) {
    const p = partyOf(m[1]!);
    if (!p || p.self || p.trait) return null;
    return [{ triggers: [`whenever ${p.who} within ${size} squares hits with ${m[3]!.toLowerCase()} attack: that ${p.who} heals ${m[2]}`] }];
  }
  // "<creatures> have resist 10 fire and resist 5 radiant": modifiers of the aura.
  m = /^(.+?) (?:in (?:the )?aura )?((?:have|has|gains?|are|is) .+)$/i.exec(t);
  if (m) {
    const p = partyOf(m[1]!);
    if (!p) return null;
    const theirs = modifierClause(`${subject(p)} ${m[2]}`);
    if (!theirs || / while /.test(theirs)) return null;
    if (!p.self) return [{ mods: theirs }];
    // "This creature and allies": each modifier said of this creature too (an aura's "allies" are the others).
    const each = theirs.split(" and ");
    const lead = `${subject(p)} `;
    if (!each.every((x) => x.startsWith(lead))) return null;
    return [{ mods: [...each.map((x) => `this creature ${x.slice(lead.length)}`), ...each].join(" and ") }];
  }
  return null;
}

/**
 * "(aura N) …" whose parts are each read: at least one of them a trigger or naming this
 * creature with the others (the plain auras are read in power.ts and continuous.ts).
 */
export function auraParts(name: string | null, body: string, power: CardPower): string[] | null {
  const m = /^\(aura (\d+)\)\s*(.+)$/i.exec(body.trim());
  if (!m || !name) return null;
  const size = Number(m[1]);
  const parts: Part[] = [];
  for (const sentence of m[2]!.split(/;\s*|\.\s+(?=[A-Z])/)) {
    const read = partOf(sentence, size);
    if (!read) return null;
    parts.push(...read);
  }
  const mods = parts.flatMap((p) => ("mods" in p ? [p.mods] : []));
  const triggers = parts.flatMap((p) => ("triggers" in p ? p.triggers : []));
  if (triggers.length === 0 && !/^this creature and /i.test(m[2]!.replace(/^while in aura,? /i, ""))) return null;
  // Several lines of one power: a limit of uses would be counted on each, so only a power of one line keeps it.
  if (power.limit && (mods.length ? 1 : 0) + triggers.length > 1) return null;
  const head = `aura ${size} ${quoted(name)}${power.limit ? ` uses ${power.limit}` : ""}`;
  return [...(mods.length ? [`${head}: ${mods.join(" and ")}`] : []), ...triggers.map((t) => `${head}: ${t}`)];
}
