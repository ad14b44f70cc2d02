// SRD 5.1 monster → DDM creature card in the warband language.
// The scale follows the DDM cards' own maths (4e monster maths: AC ≈ level + 14,
// other defences ≈ level + 12, attack ≈ level + 5 vs AC and level + 3 vs the others,
// hit points and damage growing with level, in multiples of 5): ddm-2011.md § 1.1;
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card. Every number comes
// from the conversion table, and each departure from the source is written down.
// Browser-safe: no file access here.
import { asIdentifier, commentLines, quoted, shortened, slug } from "../card-text.js";
import type { ConvertedCard } from "../report.js";
import { clamp, lookup, roundTo } from "../scale.js";
import { knows, type TargetVocabulary } from "../vocabulary.js";
import { damagePerRound, readAttack, readMultiattack, total, type Attack5e, type DamagePart5e, type Rider5e } from "./actions.js";
import { armorClass, feet, modifier, type Monster5e, type MonsterAction } from "./monster.js";
import type { Table5e } from "./table.js";
import { legendaryPowers } from "./legendary.js";
import { crText, levelOf, typicalAt, type Typical } from "./level.js";

export { levelOf, typicalAt };

const physical = ["bludgeoning", "piercing", "slashing"];

export interface Convert5eOptions {
  table: Table5e;
  vocabulary: TargetVocabulary;
}

function alignmentOf(text: string, notes: string[]): "good" | "evil" | "unaligned" {
  const t = text.toLowerCase();
  if (/\(\d+%\)/.test(t)) {
    notes.push(`alignment "${text}" is split: unaligned`);
    return "unaligned";
  }
  if (/non-good/.test(t)) {
    notes.push(`alignment "${text}": evil`);
    return "evil";
  }
  if (/\bevil\b/.test(t) && !/non-evil/.test(t)) return "evil";
  if (/\bgood\b/.test(t)) return "good";
  return "unaligned";
}

interface Ctx {
  m: Monster5e;
  table: Table5e;
  vocab: TargetVocabulary;
  level: number;
  typical: Typical;
  hpRatio: number;
  notes: string[];
  fallbacks: string[];
  lines: string[];
}

/** The DDM damage for a 5e average, scaled against the typical damage per round of the monster's CR. */
function scaledDamage(c: Ctx, average: number): number {
  const t = c.table.damage;
  const expected = t.base + t.perLevel * c.level;
  return expected * Math.pow(Math.max(average, 0.5) / Math.max(c.typical.damage, 1), t.exponent);
}

/** "10 + 5 fire damage": the total split over the 5e damage types, each part a multiple of 5. */
function damageText(c: Ctx, amount: number, parts: DamagePart5e[]): { text: string; total: number } | null {
  const sum = total(parts);
  if (sum <= 0 || amount <= 0) return null;
  const byType = new Map<string, number>();
  for (const p of parts) {
    const mapped = p.type ? (c.table.damageTypes[p.type] ?? null) : null;
    const known = mapped ? knows(c.vocab.damageTypes, mapped) : null;
    if (mapped && !known) c.notes.push(`${mapped} damage is not a damage type of the ruleset: untyped`);
    const key = known ?? "";
    byType.set(key, (byType.get(key) ?? 0) + p.average);
  }
  const whole = roundTo(amount, 5);
  const typed = [...byType.entries()].filter(([k]) => k !== "").map(([type, v]) => ({ type, amount: roundTo((whole * v) / sum, 5, 0) }));
  const untyped = Math.max(0, whole - typed.reduce((s, p) => s + p.amount, 0));
  const shown = [...(untyped > 0 ? [{ type: "", amount: untyped }] : []), ...typed.filter((p) => p.amount > 0)];
  // All typed and each share rounded to nothing: the largest type takes the minimum 5.
  if (shown.length === 0) shown.push({ type: typed.sort((a, b) => (byType.get(b.type) ?? 0) - (byType.get(a.type) ?? 0))[0]?.type ?? "", amount: 5 });
  return { text: `${shown.map((p) => (p.type ? `${p.amount} ${p.type}` : String(p.amount))).join(" + ")} damage`, total: shown.reduce((s, p) => s + p.amount, 0) };
}

function conditionOf(c: Ctx, r: Rider5e, where: string): string | null {
  const mapped = c.table.conditions[r.condition];
  if (mapped === undefined || mapped === null) {
    c.notes.push(`${where}: ${r.condition} has no DDM equivalent and is dropped`);
    return null;
  }
  const known = knows(c.vocab.conditions, mapped);
  if (!known) {
    c.notes.push(`${where}: ${r.condition} → ${mapped}, which the loaded ruleset does not define yet; kept as text`);
    c.fallbacks.push(`${where}: ${mapped}`);
    c.lines.push(`  text ${quoted(`${where}: on a hit the target is also ${mapped}${r.duration === "save-ends" ? " (save ends)" : ""}.`)}`);
    return null;
  }
  if (r.duration === "lasting") c.notes.push(`${where}: ${r.condition} for its 5e duration → ${known} (save ends)`);
  return `${known}${r.duration === "next-turn" ? "" : " (save ends)"}`;
}

function attackLine(c: Ctx, a: Attack5e, basic: boolean, average: number, parts: DamagePart5e[]): string | null {
  const t = c.table;
  const asText = () => {
    c.fallbacks.push(a.area ? `${a.name} (${a.area})` : a.name);
    c.lines.push(`  text ${quoted(`${a.name}: ${shortened(a.action.desc ?? "")}`)}`);
    return null;
  };
  if (a.area && t.range.areaAttacks === "text") return asText();
  // The effects first: an action with nothing a card can do on a hit stays text.
  const notes: string[] = [];
  const effects: string[] = [];
  const dmg = damageText(c, scaledDamage(c, average), parts);
  if (dmg) effects.push(dmg.text);
  if (a.ongoing) {
    const amount = roundTo(scaledDamage(c, a.ongoing.average), 5);
    const mapped = a.ongoing.type ? (t.damageTypes[a.ongoing.type] ?? null) : null;
    const type = mapped ? knows(c.vocab.damageTypes, mapped) : null;
    effects.push(`ongoing ${amount}${type ? ` ${type}` : ""} (save ends)`);
    notes.push(`${a.name}: damage at the start of each of its turns → ongoing ${amount}${type ? ` ${type}` : ""} (save ends)`);
  }
  for (const r of a.riders) {
    const cond = conditionOf(c, r, a.name);
    if (cond && !effects.includes(cond)) effects.push(cond);
  }
  if (a.pushFeet > 0) effects.push(`push ${Math.max(1, Math.round(a.pushFeet / t.reach.feetPerSquare))}`);
  if (effects.length === 0) return asText();
  if (a.riderSave) notes.push(`${a.name}: the DC ${a.dc} saving throw against its riders is folded into the attack roll`);

  let kind: string = a.kind;
  let rangeSquares: number | null = null;
  let areaHeader: string | null = null;
  if (a.area && a.shape && t.range.areaAttacks === "close") {
    const size = clamp(Math.round(a.shape.feet / t.range.feetPerSquare), 1, t.range.areaMax);
    const capped = a.shape.feet / t.range.feetPerSquare > t.range.areaMax ? ` (capped at ${t.range.areaMax})` : "";
    if (a.shape.kind === "sphere") {
      const within = clamp(Math.round((a.rangeFeet && a.rangeFeet !== a.shape.feet ? a.rangeFeet : 60) / t.range.feetPerSquare), 1, t.range.max);
      const radius = clamp(Math.round(a.shape.feet / 2 / t.range.feetPerSquare), 1, t.range.areaMax);
      areaHeader = `area ${radius} within ${within}`;
      notes.push(`${a.name}: its ${a.area} becomes area ${radius} within ${within}`);
    } else {
      const shape = a.shape.kind === "cone" ? "blast" : a.shape.kind;
      areaHeader = `close ${shape} ${size}`;
      notes.push(`${a.name}: its ${a.area} becomes close ${shape} ${size}${capped}`);
    }
  } else if (a.area) {
    kind = "ranged";
    rangeSquares = clamp(Math.round((a.rangeFeet ?? 10) / t.range.feetPerSquare), 1, t.range.max);
    notes.push(`${a.name}: its area (${a.area}) becomes a ranged ${rangeSquares} attack against one target (close and area attacks are not built)`);
  } else if (kind === "ranged") {
    const ft = a.rangeFeet ?? 50;
    rangeSquares = clamp(Math.round(ft / t.range.feetPerSquare), 1, t.range.max);
    if (ft / t.range.feetPerSquare > t.range.max) notes.push(`${a.name}: range ${ft} ft capped at ${t.range.max} squares`);
  }
  let defense = "AC";
  let bonus: number;
  if (a.bonus !== null) bonus = c.level + t.attack.vsAC + t.attack.perPoint * (a.bonus - c.typical.attack);
  else {
    defense = t.saveDefenses[a.save ?? "dex"] ?? "Ref";
    if (!knows(c.vocab.defenses, defense)) defense = c.vocab.defenses[1] ?? "AC";
    bonus = c.level + t.attack.vsOther + t.attack.perPoint * ((a.dc ?? c.typical.dc) - c.typical.dc);
    notes.push(`${a.name}: DC ${a.dc} ${a.save?.toUpperCase()} saving throw → an attack vs ${defense}${a.action.dc?.success_type === "half" ? "; half damage on a success is dropped" : ""}`);
  }
  const header: string[] = areaHeader ? [areaHeader] : [kind];
  if (areaHeader) {
    // The shape is the whole header.
  } else if (kind === "melee") {
    const reach = Math.round(a.reachFeet / t.reach.feetPerSquare);
    if (reach > 1) header.push(`reach ${reach}`);
  } else header.push(String(rangeSquares));
  if (basic) header.push("basic");
  header.push(quoted(a.name));
  if (a.uses) {
    header.push(`uses ${a.uses.count}`);
    const recharge = a.uses.recharge ? t.recharge?.[a.uses.recharge] : undefined;
    if (recharge) {
      header.push(`recharge ${recharge}`);
      notes.push(`${a.name}: ${a.uses.why} → ${a.uses.count} use, recharge ${recharge} (recharge table)`);
    } else if (a.uses.recharge) notes.push(`${a.name}: ${a.uses.why} → ${a.uses.count} use, never regained (the table maps no recharge for it)`);
  }
  for (const n of a.notes) notes.push(`${a.name}: ${n}`);
  c.notes.push(...notes);
  const sign = bonus < 0 ? "-" : "+";
  return `  attack ${header.join(" ")}: ${sign}${Math.abs(Math.round(bonus))} vs ${defense}; ${effects.join(" and ")}`;
}

function keywordsOf(m: Monster5e, table: Table5e): string[] {
  const out: string[] = [];
  const add = (w: string) => {
    const id = asIdentifier(w);
    if (id && !out.includes(id)) out.push(id);
  };
  const type = m.type.toLowerCase();
  const swarm = type.startsWith("swarm");
  const baseType = swarm ? (type.match(/(\w+?)s?$/)?.[1] ?? type) : type;
  if (swarm) add("Swarm");
  for (const k of table.keywords[baseType] ?? [baseType]) add(k);
  for (const sub of (m.subtype ?? "").split(/,\s*/)) {
    const s = sub.trim().toLowerCase();
    if (!s || s.startsWith("any")) continue;
    for (const k of table.keywords[s] ?? [s]) add(k);
  }
  return out;
}

function factionsOf(m: Monster5e, table: Table5e, alignment: string, vocab: TargetVocabulary, notes: string[]): string[] {
  const type = m.type.toLowerCase().startsWith("swarm") ? "beast" : m.type.toLowerCase();
  const rule = table.factions.find((r) => (!r.type || r.type === type) && (!r.alignment || r.alignment === alignment));
  const factions = (rule?.factions ?? []).map((f) => knows(vocab.factions, f)).filter((f): f is string => f !== null);
  const out = factions.length ? factions : vocab.factions.slice(0, 1);
  notes.push(`factions ${out.join(", ")}: SRD 5.1 gives no environment, so they come from the type (${m.type}${rule?.alignment ? `, ${alignment}` : ""})`);
  return out;
}

function speedOf(c: Ctx): { text: string; flight: boolean } {
  const t = c.table.speed;
  const walk = feet(c.m.speed.walk);
  const fly = feet(c.m.speed.fly);
  const burrow = feet(c.m.speed.burrow);
  const swim = feet(c.m.speed.swim);
  const climb = feet(c.m.speed.climb);
  const squares = (ft: number, max: number) => clamp(Math.round(ft / t.feetPerSquare), t.min, max);
  const flight = knows(c.vocab.movementModes, "flight");
  const burrowMode = knows(c.vocab.movementModes, "burrow");
  if (fly > 0 && flight && fly >= walk) {
    const s = squares(fly, t.flightMax);
    c.notes.push(`speed ${s} flight from fly ${fly} ft${fly / t.feetPerSquare > t.flightMax ? ` (capped at ${t.flightMax})` : ""}; walking ${walk} ft is not kept`);
    return { text: `speed ${s} flight`, flight: true };
  }
  if (burrow > 0 && burrowMode && walk <= burrow * 2) {
    const s = squares(Math.max(walk, burrow), t.max);
    c.notes.push(`speed ${s} burrow from walk ${walk} ft and burrow ${burrow} ft: a burrowing creature always burrows in DDM`);
    return { text: `speed ${s} burrow`, flight: false };
  }
  const base = walk > 0 ? walk : Math.max(swim, climb, fly, burrow);
  const s = squares(base, t.max);
  if (walk / t.feetPerSquare > t.max) c.notes.push(`speed ${walk} ft capped at ${t.max} squares`);
  if (walk === 0) c.notes.push(`no walking speed: speed ${s} from its other movement`);
  if (fly > 0) c.notes.push(`fly ${fly} ft is slower than walking and is not kept`);
  if (burrow > 0) c.notes.push(`burrow ${burrow} ft is not kept: it walks much faster`);
  if (climb > 0) c.notes.push(`climb ${climb} ft dropped: DDM has no climbing`);
  return { text: `speed ${s}`, flight: false };
}

function defensesOf(c: Ctx): { AC: number; Fort: number; Ref: number; Will: number } {
  const t = c.table.defenses;
  const m = c.m;
  const saveProf = (ab: string) => (m.proficiencies ?? []).some((p) => p.proficiency.index === `saving-throw-${ab}`) ? 1 : 0;
  const side = (a: number, b: number, abA: string, abB: string) => Math.max(modifier(a) + 2 * saveProf(abA), modifier(b) + 2 * saveProf(abB));
  const sides = [side(m.strength, m.constitution, "str", "con"), side(m.dexterity, m.intelligence, "dex", "int"), side(m.wisdom, m.charisma, "wis", "cha")] as const;
  // Measured from +2, or (centre "mean") from the monster's own mean: then the three average level + other, and the abilities only say which is strong.
  const centre = t.centre === "mean" ? (sides[0] + sides[1] + sides[2]) / 3 : 2;
  const other = (best: number) => Math.round(c.level + t.other + t.perAbilityPoint * (best - centre));
  const ac = Math.round(c.level + t.ac + t.acPerPoint * (armorClass(m) - c.typical.ac));
  return { AC: ac, Fort: other(sides[0]), Ref: other(sides[1]), Will: other(sides[2]) };
}

interface Defensive {
  powers: string[];
  hpFactor: number;
}

function defensiveOf(c: Ctx): Defensive {
  const t = c.table;
  const m = c.m;
  const powers: string[] = [];
  let hpFactor = 1;
  const resistAmount = roundTo(lookup(t.resist.byLevel, c.level), 5);
  const vulnAmount = roundTo(lookup(t.vulnerable.byLevel, c.level), 5);
  const typed = (list: string[] | undefined, kind: "resist" | "immune" | "vulnerable") => {
    for (const entry of list ?? []) {
      const e = entry.toLowerCase();
      if (physical.some((p) => e.includes(p))) {
        if (kind === "vulnerable") {
          c.notes.push(`vulnerability to ${entry} dropped: DDM weapon damage is untyped`);
          continue;
        }
        const f = kind === "immune" ? t.hp.physicalImmunity : t.hp.physicalResistance;
        hpFactor = Math.max(hpFactor, f);
        c.notes.push(`${kind === "immune" ? "immunity" : "resistance"} to ${entry}: DDM weapon damage is untyped, so hit points × ${f} instead`);
        continue;
      }
      const mapped = t.damageTypes[e];
      const type = mapped ? knows(c.vocab.damageTypes, mapped) : null;
      if (!type) {
        c.fallbacks.push(`${kind} ${entry}`);
        c.lines.push(`  text ${quoted(`${kind === "immune" ? "Immune to" : kind === "resist" ? "Resists" : "Vulnerable to"} ${entry}.`)}`);
        continue;
      }
      powers.push(kind === "immune" ? `immune ${type}` : kind === "resist" ? `resist ${resistAmount} ${type}` : `vulnerable ${vulnAmount} ${type}`);
    }
  };
  typed(m.damage_immunities, "immune");
  typed(m.damage_resistances, "resist");
  typed(m.damage_vulnerabilities, "vulnerable");
  if ((m.damage_resistances ?? []).length) c.notes.push(`5e resistance halves damage; DDM resist ${resistAmount} at level ${c.level} (resist table)`);
  return { powers, hpFactor };
}

function specialAbilities(c: Ctx, ddmHp: number, keywords: string[]): void {
  for (const s of c.m.special_abilities ?? []) {
    const rule = c.table.abilities.find((r) => new RegExp(r.match, "i").test(s.name));
    const as = rule?.as ?? "text";
    if (as === "omit") {
      c.notes.push(`${s.name} left off: ${rule?.note ?? "no effect on a DDM battlefield"}`);
      continue;
    }
    if (as === "aquatic") {
      if (!keywords.includes("Aquatic")) keywords.push("Aquatic");
      c.notes.push(`${s.name} → keyword Aquatic`);
      continue;
    }
    if (as === "regeneration") {
      const n = (s.desc ?? "").match(/regains (\d+) hit points/i);
      if (n) {
        const heal = roundTo((Number(n[1]) * ddmHp * c.table.regeneration.share) / Math.max(c.m.hit_points, 1), 5);
        c.lines.push(`  power ${quoted(s.name)}: at the start of its turn: this creature heals ${heal}`);
        c.notes.push(`${s.name}: regains ${n[1]} hp → heals ${heal}; what stops it (fire, acid, radiant…) is not kept`);
        continue;
      }
    }
    c.fallbacks.push(s.name);
    c.lines.push(`  text ${quoted(`${s.name}: ${shortened(s.desc ?? "")}`)}`);
  }
}

function otherActions(c: Ctx, list: MonsterAction[] | undefined, label: string): void {
  for (const a of list ?? []) {
    c.fallbacks.push(`${a.name}${label ? ` (${label})` : ""}`);
    c.lines.push(`  text ${quoted(`${a.name}${label ? ` (${label})` : ""}: ${shortened(a.desc ?? "")}`)}`);
  }
}

export function convert5e(m: Monster5e, opts: Convert5eOptions): ConvertedCard {
  const { table, vocabulary: vocab } = opts;
  const notes: string[] = [];
  const typical = typicalAt(table, m.challenge_rating);
  const level = levelOf(m, table, typical, notes);
  const c: Ctx = { m, table, vocab, level, typical, hpRatio: m.hit_points / Math.max(typical.hp, 1), notes, fallbacks: [], lines: [] };
  const alignment = alignmentOf(m.alignment, notes);
  const factions = factionsOf(m, table, alignment, vocab, notes);
  const keywords = keywordsOf(m, table);
  if (feet(m.speed.swim) > 0 && !keywords.includes("Aquatic")) {
    keywords.push("Aquatic");
    notes.push(`swim ${feet(m.speed.swim)} ft → keyword Aquatic (moves through rivers normally)`);
  }
  const size = knows(vocab.sizes, m.size) ?? "Medium";
  const defensive = defensiveOf(c);
  const expectedHp = table.hp.base + table.hp.perLevel * level;
  const hp = roundTo(expectedHp * Math.pow(c.hpRatio, table.hp.exponent) * defensive.hpFactor, 5);
  notes.push(`hp ${hp}: ${expectedHp} for level ${level}, scaled by its ${m.hit_points} hp against the CR's typical ${Math.round(typical.hp)}`);
  const d = defensesOf(c);
  const speed = speedOf(c);

  // Attacks: the basic attack carries the whole multiattack routine.
  const attacks = (m.actions ?? []).filter((a) => !/^multiattack/i.test(a.name)).map((a) => ({ a, atk: readAttack(a) }));
  const read = attacks.map((x) => x.atk).filter((x): x is Attack5e => x !== null);
  const multi = readMultiattack(m);
  const round = damagePerRound(read, multi);
  if (round.note) notes.push(round.note);
  const weapon = read.filter((x) => x.bonus !== null && x.parts.length > 0 && !x.uses);
  const basicAtk = [...weapon].sort((x, y) => (x.kind === "melee" ? 0 : 1) - (y.kind === "melee" ? 0 : 1) || total(y.parts) - total(x.parts))[0];
  const attackLines: string[] = [];
  let basicDamage = 0;
  if (basicAtk) {
    const fold = round.note !== null && basicAtk.kind === "melee";
    const line = attackLine(c, basicAtk, true, fold ? round.average : total(basicAtk.parts), fold ? round.parts : basicAtk.parts);
    if (line) attackLines.push(line);
    basicDamage = roundTo(scaledDamage(c, fold ? round.average : total(basicAtk.parts)), 5);
  }
  for (const { a, atk } of attacks) {
    if (atk === basicAtk) continue;
    if (!atk) {
      otherActions(c, [a], "");
      continue;
    }
    const line = attackLine(c, atk, false, total(atk.parts), atk.parts);
    if (line) attackLines.push(line);
  }
  if (m.actions?.some((a) => /^multiattack/i.test(a.name)) && !round.note) {
    const desc = multi?.desc ?? "";
    c.fallbacks.push("Multiattack");
    c.lines.push(`  text ${quoted(`Multiattack: ${shortened(desc)}`)}`);
  }
  specialAbilities(c, hp, keywords);
  otherActions(c, m.reactions, "reaction");
  let champion: number | null = null;
  if (m.legendary_actions?.length) {
    champion = Math.max(1, Math.round(lookup(table.champion.byLevel, level)));
    const use = table.champion.legendaryUse;
    if (use) {
      const basicKind = basicAtk && attackLines.some((l) => / basic /.test(l)) ? basicAtk.kind : null;
      const legendary = legendaryPowers({ actions: m.legendary_actions, use, basicKind, speed: Number(speed.text.match(/\d+/)?.[0] ?? 6) });
      notes.push(`champion ${champion}: legendary (champion table); its legendary actions become champion powers where DDM can say them`);
      notes.push(...legendary.notes);
      c.fallbacks.push(...legendary.fallbacks);
      c.lines.push(...legendary.lines);
    } else {
      notes.push(`champion ${champion}: legendary (champion table); its legendary actions are kept as text`);
      otherActions(c, m.legendary_actions, "legendary action");
    }
  }
  const senses = Object.entries(m.senses ?? {})
    .filter(([k]) => k !== "passive_perception")
    .map(([k, v]) => `${k} ${Math.round(feet(v) / table.reach.feetPerSquare)}`);
  if (senses.length) {
    c.fallbacks.push("Senses");
    c.lines.push(`  text ${quoted(`Senses (squares): ${senses.join(", ")}.`)}`);
  }
  const immunities = (m.condition_immunities ?? []).map((x) => x.index);
  if (immunities.length) {
    const mapped = [...new Set(immunities.map((i) => table.conditions[i]).filter((x): x is string => !!x))];
    c.fallbacks.push("Condition immunities");
    c.lines.push(`  text ${quoted(`Condition immunities: ${immunities.join(", ")}${mapped.length ? ` (cannot be ${mapped.join(" or ")})` : ""}.`)}`);
  }

  // Cost: the level's price, moved by how much it deals and withstands against the level's
  // norm; twice the damage or twice the hit points ≈ 40% more (chainmail-rulebook-2001.txt
  // § Deriving Costs for New Models, applied here to DDM points).
  const expectedDamage = table.damage.base + table.damage.perLevel * level;
  const e = table.cost.exponent;
  const costRaw =
    lookup(table.cost.byLevel, level) *
    Math.pow(hp / expectedHp, e) *
    Math.pow(Math.max(basicDamage, 5) / expectedDamage, e) *
    (speed.flight ? 1 + table.cost.flight : 1);
  const cost = Math.max(1, Math.round(costRaw));
  notes.push(`cost ${cost}: ${Math.round(lookup(table.cost.byLevel, level))} for level ${level}, moved for hit points and damage against the level's norm${speed.flight ? " and for flight" : ""}`);

  const powers = defensive.powers.length ? [`  power "Resistances": ${defensive.powers.join(", ")}`] : [];
  const first = [`level ${level}`, `cost ${cost}`, alignment, `factions ${factions.join(", ")}`];
  if (keywords.length) first.push(`keywords ${keywords.join(", ")}`);
  const second = [`size ${size}`];
  if (champion !== null) second.push(`champion ${champion}`);
  const stats = [`AC ${d.AC}`, `Fort ${d.Fort}`, `Ref ${d.Ref}`, `Will ${d.Will}`, speed.text, `hp ${hp}`];
  const header = [
    `# ${m.name}: converted by warband convert 5e from SRD 5.1 (CR ${crText(m.challenge_rating)}, ${m.size} ${m.type}${m.subtype ? ` (${m.subtype})` : ""}, ${m.alignment}).`,
    "# Derived from the System Reference Document 5.1 by Wizards of the Coast LLC (CC-BY-4.0); see NOTICE.",
    "# Approximations:",
    ...notes.flatMap((n) => commentLines(`- ${n}`)),
  ];
  const text = [
    ...header,
    `creature ${quoted(m.name)} {`,
    `  ${first.join("  ")}`,
    `  ${second.join("  ")}`,
    `  ${stats.join("  ")}`,
    ...attackLines,
    ...powers,
    ...c.lines,
    "}",
    "",
  ].join("\n");
  const basicLine = attackLines.find((l) => / basic /.test(l)) ?? attackLines[0] ?? "";
  const bonusMatch = basicLine.match(/: ([+-]\d+) vs/);
  return {
    name: m.name,
    file: `${slug(m.name)}.wb`,
    text,
    stats: { level, cost, hp, AC: d.AC, Fort: d.Fort, Ref: d.Ref, Will: d.Will, attack: bonusMatch ? Number(bonusMatch[1]) : null, damage: basicAtk ? basicDamage : null, speed: speed.text },
    approximations: notes,
    fallbacks: c.fallbacks,
  };
}
