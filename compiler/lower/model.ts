// A Chainmail model card: lines of data checked against the ruleset's vocabulary
// (factions, types, energies, special-ability templates).
// chainmail-comprehensive-rules-2002.txt § 200–215 (Model Statistics); chainmail-2002.md § 1.1
//
//   model "Ogre Trooper" {
//     cost 12  (one line per statistic)
//     faction "Drazen's Horde"        faction none for a model of no faction
//     type evil giant (Ogre)          alignment, type, optional subtype
//     level 4
//     speed 6                         speed 6 flight for an F-speed
//     armor 16
//     health 6
//     save +3
//     melee +8 damage 2               damage parts: 2 + 1 fire, 1 blunt, 1 magic
//     ranged +1 damage 1 range 6 uses 1
//     special Reach 1                 one special ability per line, from the ruleset's templates
//     text "Rock Throwing: …"         kept as text; does nothing in play
//   }
import type { Atom, DataBlockAst, DataLine } from "../../grammar/ast.js";
import { closest, didYouMean } from "../diagnostics.js";
import type { ModelAttackIR, ModelIR, ModelSpecialIR, RulesetIR } from "../ir.js";
import { atomText, src, type LowerContext } from "./context.js";

const alignments = new Set(["good", "evil", "neutral"]);
const damageFlags = new Set(["blunt", "magic"]);

function words(atoms: Atom[]): string[] {
  return atoms.map((a) => (a.kind === "word" ? a.text : a.kind === "string" ? a.value : ""));
}

/** A signed or bare whole number at atoms[i]: "+3", "-2", "4". */
function signed(atoms: Atom[], i: number): { value: number; next: number } | null {
  const a = atoms[i];
  const n = atoms[i + 1];
  if (a?.kind === "int") return { value: a.value, next: i + 1 };
  if (a?.kind === "sym" && (a.text === "+" || a.text === "-") && n?.kind === "int") return { value: a.text === "-" ? -n.value : n.value, next: i + 2 };
  return null;
}

interface TemplateMatch {
  value: number | null;
  word: string | null;
}

/**
 * Matches atoms against an ability template: literal words; N a number; +N a signed
 * number; ENERGY a damage type of the ruleset; TYPE one word; ATTACK the remaining words.
 */
export function matchTemplate(template: string, atoms: Atom[], ruleset: RulesetIR): TemplateMatch | null {
  const tokens = template.split(/\s+/);
  const out: TemplateMatch = { value: null, word: null };
  let i = 0;
  for (const [k, t] of tokens.entries()) {
    const a = atoms[i];
    if (t === "N") {
      if (a?.kind !== "int") return null;
      out.value = a.value;
      i++;
    } else if (t === "+N" || t === "-N" || t === "+/-N") {
      const s = signed(atoms, i);
      if (!s || atoms[i]?.kind === "int") return null;
      out.value = s.value;
      i = s.next;
    } else if (t === "ENERGY") {
      if (a?.kind !== "word" || !ruleset.damageTypes.includes(a.lower)) return null;
      out.word = a.lower;
      i++;
    } else if (t === "TYPE") {
      if (a?.kind !== "word") return null;
      out.word = a.text;
      i++;
    } else if (t === "ATTACK" && k === tokens.length - 1) {
      const rest = atoms.slice(i);
      if (rest.length === 0 || rest.some((x) => x.kind !== "word")) return null;
      out.word = words(rest).join(" ");
      i = atoms.length;
    } else if (/^\d+$/.test(t)) {
      if (a?.kind !== "int" || a.value !== Number(t)) return null;
      i++;
    } else {
      if (a?.kind !== "word" || a.lower !== t.toLowerCase()) return null;
      i++;
    }
  }
  return i === atoms.length ? out : null;
}

function readAttack(ctx: LowerContext, line: DataLine): ModelAttackIR | null {
  const atoms = line.atoms;
  const bonus = signed(atoms, 0);
  if (!bonus || atoms[bonus.next]?.kind !== "word" || (atoms[bonus.next] as { lower: string }).lower !== "damage") {
    ctx.rep.error("WB352", `a ${line.key.text} line reads '${line.key.text} +4 damage 2'`, line.range);
    return null;
  }
  const attack: ModelAttackIR = { bonus: bonus.value, damage: [], flags: [], range: null, uses: null };
  let i = bonus.next + 1;
  for (;;) {
    const n = atoms[i];
    if (n?.kind !== "int") {
      ctx.rep.error("WB352", `expected a damage score after ${atomText(atoms[i - 1])}`, n?.range ?? line.range);
      return null;
    }
    i++;
    let type: string | null = null;
    while (atoms[i]?.kind === "word") {
      const w = (atoms[i] as { lower: string }).lower;
      if (ctx.ruleset.damageTypes.includes(w) && type === null) type = w;
      else if (damageFlags.has(w)) attack.flags.includes(w) || attack.flags.push(w);
      else break;
      i++;
    }
    attack.damage.push({ amount: n.value, type });
    const plus = atoms[i];
    if (plus?.kind === "sym" && plus.text === "+") {
      i++;
      continue;
    }
    break;
  }
  while (i < atoms.length) {
    const a = atoms[i]!;
    const n = atoms[i + 1];
    if (a.kind === "word" && (a.lower === "range" || a.lower === "uses") && n?.kind === "int") {
      if (a.lower === "range") attack.range = n.value;
      else attack.uses = n.value;
      i += 2;
    } else {
      ctx.rep.error("WB352", `${atomText(a)} is not understood here (expected range N or uses N)`, a.range);
      return null;
    }
  }
  if (line.key.lower === "ranged" && attack.range === null) ctx.rep.error("WB352", "a ranged attack needs its range in inches: range 24", line.range);
  return attack;
}

function readSpecial(ctx: LowerContext, line: DataLine): ModelSpecialIR | null {
  const text = words(line.atoms).join(" ").trim() || atomText(line.atoms[0]);
  for (const ability of ctx.ruleset.abilities) {
    const m = matchTemplate(ability, line.atoms, ctx.ruleset);
    if (m) return { ability, text: ctx.rep.textOf(line.range).replace(/^special\s+/i, ""), value: m.value, word: m.word, src: src(ctx, line.range) };
  }
  const names = ctx.ruleset.abilities.map((a) => a.split(/\s+/).filter((t) => !/^(N|\+N|ENERGY|TYPE|ATTACK)$/.test(t)).join(" "));
  ctx.rep.error("WB203", `'${text}' is not a special ability of ${ctx.ruleset.name} (keep it with text "…")${didYouMean(closest(text, names))}`, line.range);
  return null;
}

export function lowerModel(ctx: LowerContext, d: DataBlockAst): ModelIR {
  const rs = ctx.ruleset;
  const m: ModelIR = {
    name: d.name.text,
    cost: 0,
    faction: null,
    alignment: "neutral",
    type: "",
    subtype: null,
    level: 0,
    speed: 0,
    modes: [],
    armor: 0,
    health: 0,
    save: 0,
    melee: null,
    ranged: null,
    specials: [],
    texts: [],
    src: src(ctx, d.range),
  };
  const seen = new Set<string>();
  for (const line of d.lines) {
    const key = line.key.lower;
    const first = line.atoms[0];
    if (seen.has(key) && !["special", "text"].includes(key)) ctx.rep.warning("WB321", `${line.key.text} is given twice; the later value wins`, line.range);
    seen.add(key);
    const whole = () => {
      if (first?.kind === "int" && line.atoms.length === 1) return first.value;
      ctx.rep.error("WB352", `'${line.key.text}' takes one whole number`, line.range);
      return 0;
    };
    switch (key) {
      case "cost":
      case "level":
      case "armor":
      case "health":
        m[key] = whole();
        if ((key === "level" || key === "health") && m[key] < 1) ctx.rep.error("WB302", `a model's ${key} is at least 1`, line.range);
        break;
      case "save": {
        const s = signed(line.atoms, 0);
        if (s && s.next === line.atoms.length) m.save = s.value;
        else ctx.rep.error("WB352", "a save reads 'save +3'", line.range);
        break;
      }
      case "speed": {
        m.speed = first?.kind === "int" ? first.value : 0;
        const mode = line.atoms[1];
        if (first?.kind !== "int" || line.atoms.length > 2) ctx.rep.error("WB352", "a speed reads 'speed 6' or 'speed 6 flight'", line.range);
        else if (mode?.kind === "word") {
          const known = rs.movementModes.find((x) => x === mode.lower);
          if (known) m.modes = [known];
          else ctx.rep.error("WB203", `'${mode.text}' is not a movement mode of ${rs.name}${didYouMean(closest(mode.text, rs.movementModes))}`, mode.range);
        }
        break;
      }
      case "faction": {
        const name = words(line.atoms).join(" ").trim();
        if (name.toLowerCase() === "none") break;
        const known = rs.factions.find((f) => f.toLowerCase() === name.toLowerCase());
        if (known) m.faction = known;
        else ctx.rep.error("WB203", `'${name}' is not a faction of ${rs.name} (${rs.factions.join(", ")})${didYouMean(closest(name, rs.factions))}`, line.range);
        break;
      }
      case "type": {
        const al = first?.kind === "word" ? first.lower : "";
        if (!alignments.has(al)) {
          ctx.rep.error("WB352", "a type line starts with the alignment: type evil giant", first?.range ?? line.range);
          break;
        }
        m.alignment = al as ModelIR["alignment"];
        const rest = line.atoms.slice(1);
        const group = rest[rest.length - 1];
        if (group?.kind === "group") {
          m.subtype = words(group.atoms).join(" ").trim() || null;
          rest.pop();
        }
        const type = words(rest).join(" ").toLowerCase();
        if (rs.creatureTypes.includes(type)) m.type = type;
        else ctx.rep.error("WB203", `'${type}' is not a type of ${rs.name}${didYouMean(closest(type, rs.creatureTypes))}`, rest[0]?.range ?? line.range);
        break;
      }
      case "melee":
      case "ranged":
        m[key] = readAttack(ctx, line);
        break;
      case "special": {
        const s = readSpecial(ctx, line);
        if (s) m.specials.push(s);
        break;
      }
      case "text":
        if (first?.kind === "string" && line.atoms.length === 1) {
          ctx.rep.warning("WB340", "kept as text: this ability is not structured, so it does nothing in play", line.range);
          m.texts.push({ kind: "text", text: first.value, src: src(ctx, line.range) });
        } else ctx.rep.error("WB352", 'text takes one quoted text: text "…"', line.range);
        break;
      default:
        ctx.rep.error("WB352", `a model has cost, faction, type, level, speed, armor, health, save, melee, ranged, special and text lines — not '${line.key.text}'`, line.key.range);
    }
  }
  for (const k of ["cost", "type", "level", "speed", "armor", "health", "save"]) {
    if (!seen.has(k)) ctx.rep.error("WB320", `"${m.name}" has no ${k}`, d.name.range);
  }
  if (!m.melee && !m.ranged) ctx.rep.warning("WB334", `"${m.name}" has no attacks it can use`, d.name.range);
  return m;
}
