// SRD 3.5 monster → Chainmail model card in the warband language, after
// chainmail-rulebook-2001.txt § Chapter 6: Dungeons & Dragons Conversion:
// level = Hit Dice; speed = feet ÷ 5 inches; armor = AC; health = hit points ÷ 5;
// attack and damage = attack bonus and average damage ÷ 5 (a rounding of .4–.5 moves
// the attack by 1); save = the average of the three saves (+2 for dwarves); multiple
// attacks → Extra Melee Attack; Large creatures are Scary (Hit Dice − 4); creatures of
// Intelligence 1–2 are Wild Troops; named abilities become Chainmail abilities.
// Browser-safe: no file access here.
import { commentLines, quoted, shortened, slug } from "../card-text.js";
import { averageOf } from "../dice.js";
import type { ConvertedCard } from "../report.js";
import { clamp } from "../scale.js";
import { knows, type TargetVocabulary } from "../vocabulary.js";
import { entries, hitDiceOf, modifier35, type Monster35, type ParsedAttack35 } from "./monster.js";
import type { Table35 } from "./table.js";

export interface Convert35Options {
  table: Table35;
  vocabulary: TargetVocabulary;
}

const numberToken = /^\d+$/;
const signedToken = /^[+-]\d+$/;

/** Does a special-ability line fit one of the ruleset's templates (compiler/lower/model.ts reads them the same way)? */
export function fitsTemplate(text: string, vocab: TargetVocabulary): boolean {
  const tokens = text.split(/\s+/);
  return vocab.abilities.some((template) => {
    const ts = template.split(/\s+/);
    let i = 0;
    for (const [k, t] of ts.entries()) {
      const tok = tokens[i];
      if (t === "ATTACK" && k === ts.length - 1) return i < tokens.length && tokens.slice(i).every((w) => /^[A-Za-z][\w'-]*$/.test(w));
      if (tok === undefined) return false;
      const ok =
        t === "N" ? numberToken.test(tok) : t === "+N" ? signedToken.test(tok) : t === "ENERGY" ? vocab.damageTypes.includes(tok.toLowerCase()) : t === "TYPE" ? /^[A-Za-z][\w'-]*$/.test(tok) : tok.toLowerCase() === t.toLowerCase();
      if (!ok) return false;
      i++;
    }
    return i === tokens.length;
  });
}

interface Ctx {
  m: Monster35;
  t: Table35;
  vocab: TargetVocabulary;
  notes: string[];
  fallbacks: string[];
  specials: string[];
  texts: string[];
}

function addSpecial(c: Ctx, line: string, source: string): void {
  if (c.specials.includes(line)) return;
  if (fitsTemplate(line, c.vocab)) c.specials.push(line);
  else {
    c.fallbacks.push(source);
    c.texts.push(source);
    c.notes.push(`${source}: '${line}' is not a special ability of the ruleset; kept as text`);
  }
}

function alignmentOf(text: string | null | undefined): "good" | "evil" | "neutral" {
  const t = (text ?? "").toLowerCase();
  if (/\bevil\b/.test(t)) return "evil";
  if (/\bgood\b/.test(t)) return "good";
  return "neutral";
}

/** Average damage of a stat-block damage entry: "1d6+8 plus slime" → 11.5, with energy riders "plus 1d6 fire" apart. */
function damageOf(text: string, energies: Record<string, string>): { base: number; energy: { amount: number; type: string }[]; riders: string[] } {
  const parts = text.split(/\s+plus\s+/i);
  const base = averageOf(parts[0]!.replace(/\/.*$/, "").replace(/\s.*$/, "")) ?? 0;
  const energy: { amount: number; type: string }[] = [];
  const riders: string[] = [];
  for (const p of parts.slice(1)) {
    const m = p.match(/^(\d+d\d+(?:[+-]\d+)?|\d+)\s+(acid|cold|electricity|fire|sonic)\b/i);
    if (m && energies[m[2]!.toLowerCase()]) energy.push({ amount: averageOf(m[1]!) ?? 0, type: energies[m[2]!.toLowerCase()]! });
    else riders.push(p.trim());
  }
  return { base, energy, riders };
}

interface AttackScore {
  bonus: number;
  damage: string;
  count: number;
  riders: string[];
  names: string[];
}

/** One Chainmail attack from the 3.5 attacks of a kind: the best bonus, the average damage ÷ 5. */
function attackScore(c: Ctx, list: ParsedAttack35[], kind: "melee" | "ranged"): AttackScore | null {
  if (list.length === 0) return null;
  const t = c.t;
  const primary = list[0]!;
  let bonus = primary.bonus[0] ?? 0;
  let count = 0;
  let weighted = 0;
  let energy = 0;
  let energyType: string | null = null;
  const riders: string[] = [];
  for (const a of list) {
    const d = damageOf(a.damage, t.energies);
    const n = Math.max(1, a.count) * Math.max(1, kind === "melee" ? a.bonus.length : 1);
    // "Weigh the damage of the better attack more heavily" (§ Multiple Attacks): the primary counts double.
    const w = a === primary && list.length > 1 ? 2 : 1;
    count += n;
    weighted += d.base * w * n;
    for (const e of d.energy) {
      energy = Math.max(energy, e.amount);
      energyType = e.type;
    }
    riders.push(...d.riders.map((r) => `${a.name}: plus ${r}`));
  }
  const weights = list.reduce((s, a) => s + (a === primary && list.length > 1 ? 2 : 1) * Math.max(1, a.count) * Math.max(1, kind === "melee" ? a.bonus.length : 1), 0);
  const average = weighted / Math.max(weights, 1);
  const exact = average / t.damage.hitPointsPerDamage;
  let damage = Math.max(t.damage.min, Math.round(exact));
  const off = damage - exact;
  if (Math.abs(off) >= 0.4 && damage === Math.round(exact)) {
    bonus -= Math.sign(off) * t.damage.attackPerRounding;
    c.notes.push(`${kind} damage ${average.toFixed(1)} ÷ 5 = ${exact.toFixed(1)} rounded to ${damage}, so the ${kind} attack is ${off > 0 ? "1 lower" : "1 higher"}`);
  } else if (damage !== Math.round(exact)) c.notes.push(`${kind} damage ${average.toFixed(1)} ÷ 5 = ${exact.toFixed(1)} raised to the minimum ${damage}`);
  if (list.length > 1 || count > 1) c.notes.push(`${kind}: ${list.map((a) => `${a.count > 1 ? `${a.count} ` : ""}${a.name} ${a.bonus.map((b) => (b >= 0 ? `+${b}` : String(b))).join("/")}`).join(", ")} → one attack at ${bonus >= 0 ? "+" : ""}${bonus} with the primary counted double in the average`);
  const energyText = energy > 0 && energyType ? ` + ${Math.max(1, Math.round(energy / t.damage.hitPointsPerDamage))} ${energyType}` : "";
  if (energyText) c.notes.push(`${kind}: extra ${energyType} damage ${energy.toFixed(1)} ÷ 5 as bonus energy damage`);
  damage = Math.max(damage, 0);
  return { bonus, damage: `${damage}${energyText}`, count, riders, names: list.map((a) => a.name) };
}

function factionOf(c: Ctx, alignment: string, type: string): string | null {
  const env = (c.m.environment ?? "").toLowerCase();
  const subtypes = (c.m.derived.subtypes ?? []).map((s) => s.toLowerCase());
  const rule = c.t.factions.find((r) => (!r.type || r.type === type) && (!r.subtype || subtypes.includes(r.subtype.toLowerCase())) && (!r.alignment || r.alignment === alignment) && (!r.environment || new RegExp(r.environment, "i").test(env)));
  const faction = rule?.faction ? knows(c.vocab.factions, rule.faction) : null;
  c.notes.push(
    faction
      ? `faction ${faction} from ${[rule?.environment ? `environment "${c.m.environment}"` : "", rule?.type ? `type ${type}` : "", rule?.subtype ? `subtype ${rule.subtype}` : "", rule?.alignment ? alignment : ""].filter(Boolean).join(", ")} (faction table)`
      : "no faction: cross-faction in every warband",
  );
  return faction;
}

function dc(c: Ctx): number {
  const d = c.m.derived;
  return 10 + Math.floor((hitDiceOf(c.m)?.hd ?? 1) / 2) + modifier35(d.con);
}

function specialsOf(c: Ctx): void {
  const t = c.t;
  const d = c.m.derived;
  const list = [...entries(c.m.special_attacks), ...entries(c.m.special_qualities), ...entries(c.m.feats).map((f) => f.replace(/\s*\(.*\)$/, "").replace(/\s*b$/, ""))];
  let carry = "";
  for (const raw of list) {
    let e = raw.replace(/\s*\((?:Ex|Su|Sp)\)/gi, "").trim();
    const lower = e.toLowerCase();
    // "resistance to cold 10 and fire 10", "immunity to acid, cold": later entries continue the first.
    const lead = lower.match(/^(resistance to|immunity to|vulnerability to)\s/);
    if (lead) carry = lead[1]!;
    else if (carry && /^(and )?[a-z-]+( \d+)?$/.test(lower) && !t.specials.some((s) => new RegExp(s.match, "i").test(lower))) e = `${carry} ${e.replace(/^and /i, "")}`;
    else carry = "";
    for (const part of lead || carry ? e.split(/\s+and\s+/i).map((p, i) => (i === 0 || /^(resistance|immunity|vulnerability) to/i.test(p) ? p : `${carry || lead![1]} ${p}`)) : [e]) {
      const omit = t.omit.find((o) => new RegExp(o.match, "i").test(part));
      if (omit) {
        c.notes.push(`${part} left off: ${omit.note}`);
        continue;
      }
      const rule = t.specials.find((s) => new RegExp(s.match, "i").test(part));
      if (!rule) {
        c.fallbacks.push(part);
        c.texts.push(part);
        continue;
      }
      const m = part.match(new RegExp(rule.match, "i"))!;
      const number = [...m].slice(1).reverse().find((g) => g !== undefined && /^\d+$/.test(g));
      let value: number | null = null;
      if (rule.rating === "value") value = Number(number);
      else if (rule.rating === "fifth") value = Math.max(1, Math.round(Number(number) / 5));
      else if (rule.rating === "inches") value = Math.round(Number(number) / t.speed.feetPerInch);
      else if (rule.rating === "dc") value = dc(c);
      else if (rule.rating === "dice") value = Math.max(1, Math.round((Number(number) * 3.5) / t.damage.hitPointsPerDamage));
      else if (rule.rating === "bonus") value = Number(number);
      let line = rule.ability.replace(/\$(\d)/g, (_, k: string) => (m[Number(k)] ?? "").toLowerCase());
      if (value !== null) line = line.replace(/\+N\b/, `${value >= 0 ? "+" : ""}${value}`).replace(/\bN\b/, String(value));
      if (rule.note) c.notes.push(`${part} → ${line}: ${rule.note}`);
      addSpecial(c, line, part);
    }
  }
  const type = (d.type ?? "").toLowerCase();
  if (type === "undead") addSpecial(c, "Undead Creature", "undead type");
  if (type === "construct") addSpecial(c, "Construct Creature", "construct type");
  if (type === "elemental") addSpecial(c, "Elemental Creature", "elemental type");
  if (d.int === null || (typeof d.int === "number" && d.int < t.wildBelowIntelligence)) {
    addSpecial(c, "Wild Troop", "Intelligence");
    c.notes.push(`Wild Troop: Intelligence ${d.int ?? "—"} (§ Troop Type)`);
  }
  const size = d.size ?? "";
  const hd = Math.round(hitDiceOf(c.m)?.hd ?? 1);
  if (t.scary.sizes.includes(size) && hd - t.scary.belowHitDice >= 1) {
    addSpecial(c, `Scary ${hd - t.scary.belowHitDice}`, "size");
    c.notes.push(`Scary ${hd - t.scary.belowHitDice}: ${size}, Hit Dice ${hd} − ${t.scary.belowHitDice} (§ Morale Effects)`);
  }
  if (Number(d.reach_ft ?? 5) >= 10) {
    addSpecial(c, "Reach 1", "reach");
    c.notes.push(`Reach 1: reach ${d.reach_ft} ft`);
  }
  if ((d.burrow_ft ?? 0) > 0) addSpecial(c, `Burrow ${Math.round(d.burrow_ft! / t.speed.feetPerInch)}`, "burrow speed");
}

export function convert35(m: Monster35, opts: Convert35Options): ConvertedCard {
  const { table: t, vocabulary: vocab } = opts;
  const d = m.derived;
  const c: Ctx = { m, t, vocab, notes: [], fallbacks: [], specials: [], texts: [] };
  const alignment = alignmentOf(m.alignment);
  if (!m.alignment) c.notes.push("no alignment given: neutral");
  const rawType = (d.type ?? "").toLowerCase();
  const mapped = t.types[rawType];
  const type = mapped && vocab.creatureTypes.includes(mapped) ? mapped : (vocab.creatureTypes.find((x) => x === "beast") ?? vocab.creatureTypes[0] ?? rawType);
  if (!mapped || !vocab.creatureTypes.includes(mapped)) c.notes.push(`type '${d.type ?? "none"}' has no Chainmail type: ${type}`);
  const subtype = (d.subtypes ?? []).find((s) => /^[A-Za-z][\w' -]*$/.test(s)) ?? null;
  const faction = factionOf(c, alignment, type);
  const { hd, hp } = hitDiceOf(m)!;
  const level = clamp(Math.round(hd), t.level.min, t.level.max);
  if (level !== hd) c.notes.push(`level ${level} from ${hd} Hit Dice${hd < t.level.min ? " (a level is at least 1)" : hd > t.level.max ? ` (capped at ${t.level.max})` : ""}`);
  // Speed: feet ÷ 5 inches; a flier uses its fly speed with an F prefix (§ Speed).
  const walk = d.speed_ft ?? 0;
  const fly = d.fly_ft ?? 0;
  let speed = Math.round(walk / t.speed.feetPerInch);
  let flight = false;
  if (fly > 0 && knows(vocab.movementModes, "flight") && fly >= walk) {
    speed = Math.min(t.speed.flightMax, Math.round(fly / t.speed.feetPerInch));
    flight = true;
    c.notes.push(`speed ${speed} flight from fly ${fly} ft${fly / t.speed.feetPerInch > t.speed.flightMax ? ` (capped at ${t.speed.flightMax})` : ""}`);
  }
  if ((d.swim_ft ?? 0) > 0 && speed > 0) c.notes.push(`swim ${d.swim_ft} ft not kept: Chainmail has no swimming`);
  if ((d.climb_ft ?? 0) > 0) c.notes.push(`climb ${d.climb_ft} ft not kept: Chainmail has no climbing`);
  if (speed === 0 && (d.swim_ft ?? 0) > 0) {
    speed = Math.round(d.swim_ft! / t.speed.feetPerInch);
    c.notes.push(`no land speed: speed ${speed} from swim ${d.swim_ft} ft`);
  }
  // Health: hit points ÷ 5; a creature of 1 or 2 hit points gets 1 health and 1 less armor (§ Health).
  let armor = d.ac ?? 10;
  let health = Math.max(t.health.min, Math.round(hp / t.health.hitPointsPerHealth));
  if (hp <= 2) {
    health = 1;
    armor -= 1;
    c.notes.push(`${hp} hit points: health 1 and armor ${armor} (1 less for rounding up so much)`);
  } else if (health !== Math.round(hp / t.health.hitPointsPerHealth)) c.notes.push(`health raised to the minimum ${health}`);
  // Save: the average of the three saves; +2 for dwarves (§ Save).
  const saves = [d.fort, d.ref, d.will].filter((s): s is number => typeof s === "number");
  let save = saves.length ? Math.round(saves.reduce((a, b) => a + b, 0) / saves.length) : 0;
  if (saves.length < 3) c.notes.push(`save from ${saves.length} of the three saves`);
  if ((d.subtypes ?? []).some((s) => /dwarf/i.test(s)) || /dwarf/i.test(m.name)) {
    save += t.save.dwarfBonus;
    c.notes.push(`save +${t.save.dwarfBonus} for a dwarf`);
  }
  const attacks = d.full_attack_parsed ?? [];
  const melee = attackScore(c, attacks.filter((a) => a.kind.startsWith("melee")), "melee");
  const rangedList = attacks.filter((a) => a.kind.startsWith("ranged"));
  const ranged = attackScore(c, rangedList, "ranged");
  if (!attacks.length) c.notes.push("no attacks could be read from the stat block");
  if (melee && melee.count > 1) {
    addSpecial(c, melee.count > 2 ? `Extra Melee Attack ${melee.count - 1}` : "Extra Melee Attack", "multiple attacks");
    c.notes.push(`${melee.count} melee attacks → Extra Melee Attack${melee.count > 2 ? ` ${melee.count - 1}` : ""} (§ Multiple Attacks)`);
  }
  let rangedLine: string | null = null;
  if (ranged) {
    const thrown = rangedList.some((a) => t.ranged.thrown.some((w) => a.name.toLowerCase().includes(w)));
    const inches = thrown ? t.ranged.thrownInches : t.ranged.projectileInches;
    rangedLine = `ranged ${ranged.bonus >= 0 ? "+" : ""}${ranged.bonus} damage ${ranged.damage} range ${inches}${thrown ? " uses 1" : ""}`;
    c.notes.push(`ranged: ${thrown ? `thrown, ${inches} inches, one shot` : `projectile, ${inches} inches, no limit`} (§ Ranged Attack and Damage)`);
    if (ranged.count > 1) addSpecial(c, "Extra Ranged Attack", "multiple ranged attacks");
  }
  for (const r of [...(melee?.riders ?? []), ...(ranged?.riders ?? [])]) {
    c.fallbacks.push(r);
    c.texts.push(r);
  }
  specialsOf(c);
  // Cost: the rulebook gives no formula, only its rule of thumb: twice the damage or
  // twice the health ≈ 40% more (§ Deriving Costs for New Models), measured here from a
  // reference model (cost 8, health 2, damage 2).
  const dmgPerTurn = (melee ? Number(melee.damage.split(" ")[0]) * melee.count : 0) || (ranged ? Number(ranged.damage.split(" ")[0]) : 1);
  const k = t.cost;
  const cost = Math.max(k.min, Math.round(k.referenceCost * Math.pow(health / k.referenceHealth, k.exponent) * Math.pow(Math.max(dmgPerTurn, 0.5) / k.referenceDamage, k.exponent)));
  c.notes.push(`cost ${cost}: no formula in the rulebook; its rule of thumb (×1.4 for twice the damage or health) against a cost-8 model of health 2 and damage 2`);
  const header = [
    `# ${m.name}: converted by warband convert 3.5 from SRD 3.5 (${m.size_type ?? "?"}, ${m.hit_dice ?? "?"}, CR ${m.challenge_rating ?? "?"}).`,
    "# Open Game Content derived from the System Reference Document v3.5 (OGL 1.0a); see NOTICE.",
    "# Approximations:",
    ...c.notes.flatMap((n) => commentLines(`- ${n}`)),
  ];
  const lines = [
    `  cost ${cost}`,
    `  faction ${faction ? (/^[A-Za-z]+$/.test(faction) ? faction : quoted(faction)) : "none"}`,
    `  type ${alignment} ${type}${subtype ? ` (${subtype})` : ""}`,
    `  level ${level}`,
    `  speed ${speed}${flight ? " flight" : ""}`,
    `  armor ${armor}`,
    `  health ${health}`,
    `  save ${save >= 0 ? "+" : ""}${save}`,
  ];
  if (melee) lines.push(`  melee ${melee.bonus >= 0 ? "+" : ""}${melee.bonus} damage ${melee.damage}`);
  if (rangedLine) lines.push(`  ${rangedLine}`);
  for (const s of c.specials) lines.push(`  special ${s}`);
  const texts = c.texts.filter((x, i) => c.texts.findIndex((y) => y.toLowerCase() === x.toLowerCase()) === i);
  for (const x of texts) lines.push(`  text ${quoted(shortened(x))}`);
  const text = [...header, `model ${quoted(m.name)} {`, ...lines, "}", ""].join("\n");
  return {
    name: m.name,
    file: `${slug(m.name)}.wb`,
    text,
    stats: { level, cost, speed, armor, health, save, melee: melee ? melee.bonus : null, damage: melee ? melee.damage : null },
    approximations: c.notes,
    fallbacks: c.fallbacks,
  };
}
