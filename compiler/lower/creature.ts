// A creature card: the stat lines, then attacks and powers.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card
import type { Atom, AttackAst, CreatureAst, PowerAst, StatAst } from "../../grammar/ast.js";
import type { Range } from "../../grammar/source.js";
// Halving hit points rounds down to a multiple of 5 (ddm-battle-rules-2011.txt § Hit Points, Round Down).
import { defaultBloodied } from "../../grammar/stat-values.js";
import { closest, didYouMean, replaceFixes } from "../diagnostics.js";
import type { AttackIR, AttackKind, AttackRangeIR, CreatureIR, EffectIR, FollowupIR, GateIR, IfHitIR, ModifierIR, PowerIR, PrimitiveIR, RenameIR } from "../ir.js";
import { matchPrefix } from "../phrases/match.js";
import { powerTypes } from "../phrases/slots.js";
import { lowerAttackModifier, lowerClauses, lowerEffects, lowerGate, lowerRecharge } from "./clauses.js";
import { checkAttacksNamed, checkLaterAttacksNamed } from "./attacks-named.js";
import { checkCardConditionsNamed, checkConditionClauses } from "./card-conditions.js";
import { expandNamedPower } from "./named-power.js";
import { atomsRange, atomText, src, type LowerContext } from "./context.js";

function endOfStats(c: CreatureAst): Range {
  const stats = c.items.filter((i) => i.kind === "stat");
  const last = stats[stats.length - 1];
  return last ? { start: last.range.end, end: last.range.end } : c.name.range;
}

function lowerStats(ctx: LowerContext, c: CreatureAst, out: CreatureIR): void {
  const seen = new Map<string, StatAst>();
  const rs = ctx.ruleset;
  for (const item of c.items) {
    if (item.kind !== "stat") continue;
    const key = item.key.lower;
    const earlier = seen.get(key);
    if (earlier && key !== "keywords" && key !== "factions") {
      ctx.rep.warning("WB321", `${item.key.text} is given twice; the later value wins`, item.range);
    }
    seen.set(key, item);
    const v = item.value?.value;
    switch (key) {
      case "level":
        out.level = v ?? 0;
        break;
      case "cost":
        out.cost = v ?? 0;
        break;
      case "hp":
        out.hp = v ?? 0;
        // Written without a number, the parser has said so already.
        if (item.value && out.hp <= 0) ctx.rep.error("WB302", "hit points must be more than 0", item.range);
        break;
      case "bloodied":
        out.bloodied = v ?? 0;
        break;
      case "champion":
        out.champion = v ?? null;
        if (out.champion !== null && out.champion < 1) ctx.rep.error("WB302", "a champion rating is at least 1", item.range);
        break;
      case "speed": {
        out.speed = v ?? 0;
        if (item.mode) {
          const mode = rs.movementModes.find((m) => m.toLowerCase() === item.mode!.lower);
          if (mode) out.modes = [mode];
          else ctx.rep.error("WB203", `'${item.mode.text}' is not a movement mode of ${rs.name}${didYouMean(closest(item.mode.text, rs.movementModes))}`, item.mode.range);
        }
        break;
      }
      case "size": {
        const w = item.words[0];
        const size = w && rs.sizes.find((s) => s.name.toLowerCase() === w.lower);
        if (size) {
          out.size = size.name;
          out.squares = size.squares;
        } else if (w) {
          const names = rs.sizes.map((s) => s.name);
          const sugg = closest(w.text, names);
          ctx.rep.error("WB203", `'${w.text}' is not a size (${names.join(", ")})${didYouMean(sugg)}`, w.range, replaceFixes(w.range, sugg));
        }
        break;
      }
      case "keywords":
        for (const w of item.words) out.keywords.push(renamedWord(ctx, "keyword", w.text, w.range) ?? w.text);
        break;
      case "factions":
        for (const w of item.words) {
          const f = rs.factions.find((x) => x.toLowerCase() === w.lower);
          if (f) out.factions.push(f);
          else {
            const sugg = closest(w.text, rs.factions);
            ctx.rep.error("WB203", `'${w.text}' is not a faction of ${rs.name} (${rs.factions.join(", ")})${didYouMean(sugg)}`, w.range, replaceFixes(w.range, sugg));
          }
        }
        break;
      case "unique":
        out.unique = true;
        break;
      case "good":
      case "evil":
      case "unaligned":
        out.alignment = key;
        break;
      default: {
        const d = rs.defenses.find((x) => x.toLowerCase() === key);
        if (d) out.defenses[d] = v ?? 0;
        else ctx.rep.error("WB203", `${item.key.text} is not a statistic of ${rs.name}`, item.key.range);
      }
    }
  }
  const at = endOfStats(c);
  const insert = (text: string) => [{ title: `Add ${text.trim()}`, edits: [{ range: at, text }] }];
  const required: [string, boolean][] = [
    ["level", seen.has("level")],
    ["cost", seen.has("cost")],
    ["hp", seen.has("hp")],
    ["speed", seen.has("speed")],
    ...rs.defenses.map((d): [string, boolean] => [d, out.defenses[d] !== undefined]),
  ];
  for (const [name, present] of required) {
    if (!present) ctx.rep.error("WB320", `"${c.name.text}" has no ${name}`, c.name.range, insert(`  ${name} 0`));
  }
  if (!seen.has("bloodied")) out.bloodied = defaultBloodied(out.hp);
  else if (out.bloodied > out.hp) ctx.rep.error("WB302", `the bloodied score (${out.bloodied}) is above the hit points (${out.hp})`, seen.get("bloodied")!.range);
  if (!seen.has("factions")) {
    ctx.rep.warning("WB320", `"${c.name.text}" has no factions, so no warband can field it`, c.name.range, insert(`  factions ${rs.factions[0] ?? ""}`));
  }
}

interface Header {
  name: string | null;
  nameRange: Range | null;
  uses: number | null;
  recharge: PrimitiveIR | null;
  /** "recharge when … or when …": the second trigger. */
  rechargeOr?: PrimitiveIR | null;
  /** "recharge as move action": the action that regains a use (attacks only). */
  rechargeAction: "attack" | "move" | "minor" | "turn" | null;
  /** "recharge as move action if no enemy is adjacent to it": the state that action asks. */
  rechargeGate: GateIR | null;
  rest: Atom[];
}

/**
 * Where the quoted name is in a header: a power's is its first string (the words after it
 * may quote counters or powers); an attack's is its last before "recharge", since its
 * header words come first and may quote them too ('while this creature has 1 or more
 * "soul" counters "Soul Burst"'). -1 when there is none.
 */
export function headerNameAt(atoms: Atom[], attack: boolean): number {
  if (!attack) return atoms.findIndex((a) => a.kind === "string");
  let at = -1;
  for (let i = 0; i < atoms.length; i++) {
    const a = atoms[i]!;
    if (a.kind === "word" && a.lower === "recharge") break;
    if (a.kind === "string") at = i;
  }
  return at;
}

/**
 * Pull the quoted name, "uses N" and "recharge when <trigger>" out of an attack or
 * power header. A rechargeable power without "uses" has one use
 * (ddm-battle-rules-2011.txt § Powers and Effects, Rechargeable Powers).
 */
function readHeader(ctx: LowerContext, atoms: Atom[], whole: Range, attack = false): Header {
  const h: Header = { name: null, nameRange: null, uses: null, recharge: null, rechargeAction: null, rechargeGate: null, rest: [] };
  const nameAt = headerNameAt(atoms, attack);
  for (let i = 0; i < atoms.length; i++) {
    const a = atoms[i]!;
    const by = atoms.slice(i + 1, i + 4).map((x) => (x.kind === "word" ? x.lower : ""));
    // "recharge as move action if no enemy is adjacent to it": the action, only in that state.
    const state = atoms.slice(i + 4);
    const gated = state.length > 1 && state[0]!.kind === "word" && state[0]!.lower === "if";
    if (a.kind === "word" && a.lower === "recharge" && by[0] === "as" && ["attack", "move", "minor"].includes(by[1]!) && by[2] === "action" && (state.length === 0 || gated)) {
      h.rechargeAction = by[1] as Header["rechargeAction"];
      if (gated) h.rechargeGate = lowerGate(ctx, state.slice(1), atomsRange(state.slice(1), whole));
      h.uses ??= 1;
      break;
    }
    // "recharge as replaces turn action": the whole turn is spent on it (ddm-battle-rules-2011.txt § Common Triggered Powers, Replaces Turn Actions).
    const last = atoms[i + 4];
    if (a.kind === "word" && a.lower === "recharge" && by.join(" ") === "as replaces turn" && last?.kind === "word" && last.lower === "action" && atoms.length === i + 5) {
      h.rechargeAction = "turn";
      h.uses ??= 1;
      break;
    }
    if (a.kind === "word" && a.lower === "recharge") {
      const cond = atoms.slice(i + 1);
      // "recharge when this creature misses with "Grip" attack or when no creature is affected by "Grip"": either regains a use.
      const or = cond.findIndex((x, k) => k > 1 && x.kind === "word" && x.lower === "or" && cond[k + 1]?.kind === "word" && (cond[k + 1] as { lower: string }).lower === "when");
      if (or > 0) {
        h.recharge = lowerRecharge(ctx, cond.slice(0, or), atomsRange(cond.slice(0, or), whole));
        h.rechargeOr = lowerRecharge(ctx, cond.slice(or + 1), atomsRange(cond.slice(or + 1), whole));
        h.uses ??= 1;
        break;
      }
      h.recharge = lowerRecharge(ctx, cond, atomsRange(atoms.slice(i), whole));
      h.uses ??= 1;
      break;
    }
    if (a.kind === "string" && i === nameAt) {
      h.name = a.value;
      h.nameRange = a.range;
    } else if (a.kind === "word" && a.lower === "uses") {
      const n = atoms[i + 1];
      if (n?.kind === "int" && n.value > 0) {
        h.uses = n.value;
        i++;
      } else ctx.rep.error("WB330", "'uses' needs a number of uses, e.g. 'uses 1'", a.range);
    } else h.rest.push(a);
  }
  return h;
}

const attackKinds = new Set(["melee", "ranged", "close", "area"]);

/** A power type after 'type', one the language knows ("Fear"). */
function powerType(a: Atom | undefined): string | null {
  return (a?.kind === "word" && powerTypes.find((t) => t.toLowerCase() === a.lower)) || null;
}
const closeShapes = new Set(["blast", "burst", "line"]);

interface AttackHeader {
  kind: AttackKind | null;
  basic: boolean;
  range: AttackRangeIR | null;
  repeat: number;
  repeatTargets: AttackIR["repeatTargets"];
  affects: AttackIR["affects"];
  action: AttackIR["action"];
  gate: AttackIR["gate"];
  targets: AttackIR["targets"];
  alsoTargets: GateIR[];
  ignoresInsubstantial: boolean;
  provokes: boolean | null;
  approach: AttackIR["approach"];
  oncePerTurn: boolean;
  onCharge: boolean;
  /** "usable on opportunity attacks": an opportunity attack may be made with it, as with a basic attack. */
  onOpportunity?: boolean;
  /** "by power only": made only when a power of its card says so, never as an action of its own. */
  byPower?: boolean;
  /** "reroll on miss": a missed roll is rolled once more. */
  rerollMiss?: boolean;
  /** "critical on 18": the natural roll from which it is a critical hit. */
  criticalFrom?: number;
  /** "against each enemy": one roll against every enemy it can target. */
  eachEnemy?: boolean;
  eachEntered?: boolean;
  /** "against one enemy entered": one roll against one of those its move passed through, its player choosing. */
  oneEntered?: boolean;
  perTarget?: number;
  spread?: number;
  targetsAllies?: boolean;
  /** "against each enemy adjacent to squares entered": those beside the path of its move. */
  besideEntered?: boolean;
  /** "best of 3": that many d20s are rolled for the attack roll and the highest is kept. */
  rolls?: number;
  types: string[];
}

const headerHelp =
  "expected melee|ranged|close|area, basic, type <Type>, reach N, a range (N, sight, nearest), blast|burst|line N, area N within N|sight|nearest, make N attacks, same target, different targets, at most N per target, targets within N of each other, can target allies, enemies only, each creature, minor action, while <state>, against <state> targets only, against targets <state> only, ignores insubstantial, does not provoke, provokes, after moving N|speed|twice speed [at least N], after shifting N, during moving N|speed [at least N], once per turn, usable on charge, by power only, reroll on miss, critical on N, best of N, against each enemy, against each enemy entered, against one enemy entered, against each enemy adjacent to squares entered, uses N";

/**
 * The attack header, written as the card reads: `melee reach 2 basic`, `ranged 10`,
 * `close blast 3`, `close burst 1 enemies only`, `area 2 within 10`, `make 2 attacks`.
 * ddm-battle-rules-2011.txt § Melee Attacks; § Ranged Attacks; § Close Attacks; § Area Attacks; § Attack Roll (Repeated Attacks)
 */
function readAttackHeader(ctx: LowerContext, rest: Atom[]): AttackHeader {
  const h: AttackHeader = { kind: null, basic: false, range: null, repeat: 1, repeatTargets: "any", affects: null, action: "attack", gate: null, targets: null, alsoTargets: [], ignoresInsubstantial: false, provokes: null, approach: null, oncePerTurn: false, onCharge: false, types: [] };
  const word = (i: number) => (rest[i]?.kind === "word" ? (rest[i] as { lower: string }).lower : null);
  const int = (i: number) => (rest[i]?.kind === "int" ? (rest[i] as { value: number }).value : null);
  for (let i = 0; i < rest.length; i++) {
    const x = rest[i]!;
    const w = word(i);
    const n = int(i + 1);
    if (w && attackKinds.has(w) && h.kind === null) {
      h.kind = w as AttackKind;
      if (w === "area" && n !== null) {
        // area N within M | sight | nearest
        i++;
        const within = word(i + 1) === "within" ? (int(i + 2) ?? (word(i + 2) === "sight" || word(i + 2) === "nearest" ? (word(i + 2) as "sight" | "nearest") : null)) : null;
        if (within === null) ctx.rep.error("WB330", "an area attack says how far away its origin may be: 'area 2 within 10' (or within sight, within nearest)", x.range);
        else i += 2;
        h.range = { kind: "area", radius: n, within: within ?? 0 };
      }
    } else if (w === "basic") h.basic = true;
    else if (w && oldArea(ctx, rest, i)) {
      // An old area ("small cone"): read as the ruleset renames it ("blast 3"), with a warning (Appendix A).
      const { rename, length } = oldArea(ctx, rest, i)!;
      const [shape, size] = rename.to.toLowerCase().split(" ");
      const range = { start: x.range.start, end: rest[i + length - 1]!.range.end };
      if (shape && closeShapes.has(shape) && Number.isInteger(Number(size))) {
        h.kind ??= "close";
        h.range = { kind: shape as "blast" | "burst" | "line", squares: Number(size) };
        renamedWord(ctx, "area", rename.from, range);
      } else ctx.rep.error("WB330", `the ruleset renames '${rename.from}' to '${rename.to}', which is not blast, burst or line N`, range);
      i += length - 1;
    }
    else if (w && closeShapes.has(w) && n !== null) {
      h.kind ??= "close";
      h.range = { kind: w as "blast" | "burst" | "line", squares: n };
      i++;
    } else if (w === "reach" && n !== null) {
      h.range = { kind: "reach", squares: n };
      i++;
    } else if (x.kind === "int" && h.kind === "ranged") h.range = h.range?.kind === "nearest" ? { kind: "nearest", squares: x.value } : { kind: "range", squares: x.value };
    else if (w === "range" && n !== null) {
      h.range = { kind: "range", squares: n };
      i++;
    } else if (w === "nearest" && h.range?.kind === "range") {
      // "ranged 10 nearest": the nearest enemy in sight, if within 10 squares (cards' "(range 10, nearest)").
      h.range = { kind: "nearest", squares: h.range.squares };
    } else if (w === "sight" || w === "nearest") h.range = { kind: w };
    else if (w === "make" && n !== null && word(i + 2) === "attacks") {
      if (n < 1) ctx.rep.error("WB330", "'make N attacks' needs at least 1", x.range);
      h.repeat = Math.max(1, n);
      i += 2;
    } else if (w === "same" && word(i + 1) === "target") {
      h.repeatTargets = "same";
      i++;
    } else if (w === "different" && word(i + 1) === "targets") {
      h.repeatTargets = "different";
      i++;
    } else if (w === "can" && word(i + 1) === "target" && word(i + 2) === "allies") {
      // "can target allies": card text lifting the rule that attacks target enemies (§ How to Choose Targets).
      h.targetsAllies = true;
      i += 2;
    } else if (w === "at" && word(i + 1) === "most" && int(i + 2) !== null && word(i + 3) === "per" && word(i + 4) === "target") {
      // "at most 2 per target": the cards' "no more than two against a single target" (§ Attack Roll, Repeated Attacks).
      const most = int(i + 2)!;
      if (most < 1) ctx.rep.error("WB330", "'at most N per target' needs N of at least 1", x.range);
      else h.perTarget = most;
      i += 4;
    } else if (w === "targets" && word(i + 1) === "within" && int(i + 2) !== null && word(i + 3) === "of" && word(i + 4) === "each" && word(i + 5) === "other") {
      // "targets within 4 of each other": the cards' "targets within 4 squares of each other" ("adjacent to each other": within 1).
      const near = int(i + 2)!;
      if (near < 1) ctx.rep.error("WB330", "'targets within N of each other' needs N of at least 1", x.range);
      else h.spread = near;
      i += 5;
    } else if (w === "enemies" && word(i + 1) === "only") {
      h.affects = "enemies";
      i++;
    } else if (w === "each" && word(i + 1) === "creature") {
      h.affects = "creatures";
      i++;
    } else if (w === "against" && word(i + 1) === "each" && word(i + 2) === "enemy" && ["adjacent", "to", "squares", "entered"].every((x, k) => word(i + 3 + k) === x)) {
      // "… attack each enemy adjacent to squares the creature enters": those beside its path, each once.
      h.besideEntered = true;
      i += 6;
    } else if (w === "against" && word(i + 1) === "one" && word(i + 2) === "enemy" && word(i + 3) === "entered") {
      // "… make 1 attack against 1 enemy whose space is entered during that move": one of those it passed through.
      h.oneEntered = true;
      i += 3;
    } else if (w === "against" && word(i + 1) === "each" && word(i + 2) === "enemy" && word(i + 3) === "entered") {
      // "… against each enemy occupying squares entered during that move": those its move passed through.
      h.eachEntered = true;
      i += 3;
    } else if (w === "against" && word(i + 1) === "each" && word(i + 2) === "enemy") {
      // "Make 1 attack against each adjacent enemy": a roll against every enemy it can target (§ Attack Roll, Repeated Attacks).
      h.eachEnemy = true;
      i += 2;
    } else if (w === "best" && word(i + 1) === "of" && int(i + 2) !== null) {
      // "best of 3": the card's "roll 3d20 and use the highest result" (§ Attack Roll: the kept die is the natural roll).
      const rolls = int(i + 2)!;
      if (rolls < 2) ctx.rep.error("WB330", "'best of N' needs N of at least 2", x.range);
      else h.rolls = rolls;
      i += 2;
    } else if (w === "reroll" && word(i + 1) === "on" && word(i + 2) === "miss") {
      h.rerollMiss = true;
      i += 2;
    } else if (w === "critical" && word(i + 1) === "on" && int(i + 2) !== null) {
      // "scores critical hits on natural 18+": a wider critical range for this attack (§ Attack Roll, Critical Hit).
      const from = int(i + 2)!;
      if (from < 2 || from > ctx.ruleset.die) ctx.rep.error("WB330", `'critical on N' needs a natural roll from 2 to ${ctx.ruleset.die}`, x.range);
      else h.criticalFrom = from;
      i += 2;
    } else if (w === "against" && word(i + 1) === "targets") {
      // "against targets granting combat advantage only": the state after the noun.
      const m = matchPrefix("gate", rest, i + 2, ctx.match).find((r) => word(r.next) === "only");
      if (!m) {
        ctx.rep.error("WB330", "write 'against targets <state> only', e.g. against targets granting combat advantage only", x.range);
        continue;
      }
      const atoms = rest.slice(i + 2, m.next);
      addTargets(h, { op: m.entryId, args: m.slots, text: ctx.rep.textOf(atomsRange(atoms, x.range)), src: src(ctx, atomsRange(atoms, x.range)) });
      i = m.next;
    } else if (w === "while" || w === "against") {
      // "while bloodied" (usable only then); "against Living targets only" (who it can target or affect).
      const m = matchPrefix("gate", rest, i + 1, ctx.match).find((r) => w === "while" || (word(r.next) === "targets" && word(r.next + 1) === "only"));
      if (!m) {
        ctx.rep.error("WB330", w === "while" ? "'while' needs a state: while bloodied, while not bloodied, while charging…" : "write 'against <state> targets only', e.g. against Living targets only", x.range);
        continue;
      }
      const atoms = rest.slice(i + 1, m.next);
      const gate = { op: m.entryId, args: m.slots, text: ctx.rep.textOf(atomsRange(atoms, x.range)), src: src(ctx, atomsRange(atoms, x.range)) };
      if (w === "while") h.gate = gate;
      else addTargets(h, gate);
      i = w === "while" ? m.next - 1 : m.next + 1;
    } else if ((w === "after" || w === "during") && (word(i + 1) === "moving" || word(i + 1) === "shifting") && (int(i + 2) !== null || word(i + 2) === "speed" || (word(i + 2) === "twice" && word(i + 3) === "speed"))) {
      // "after moving 4", "after shifting 1", "during moving speed", "after moving twice speed" (§ Move Actions; the card's own sequence).
      const twice = word(i + 2) === "twice";
      h.approach = { verb: word(i + 1) === "moving" ? "move" : "shift", squares: int(i + 2) ?? (twice ? "twice speed" : "speed"), during: w === "during" };
      i += twice ? 3 : 2;
      // "after moving speed at least 2": the cards' "(minimum 2 squares)"; "after moving 4 at least 4": "move exactly 4 squares".
      if (word(i + 1) === "at" && word(i + 2) === "least" && int(i + 3) !== null) {
        const least = int(i + 3)!;
        if (least < 1 || (typeof h.approach.squares === "number" && least > h.approach.squares)) ctx.rep.error("WB330", `'at least ${least}' needs from 1 to the squares of the move`, rest[i + 3]!.range);
        else h.approach.minimum = least;
        i += 3;
      }
      // "after moving 6 with flight": the move is made in that movement mode (§ Movement Modes).
      const mode = word(i + 1) === "with" ? word(i + 2) : null;
      if (mode === "flight" || mode === "burrow") {
        h.approach.mode = mode;
        i += 2;
      }
    } else if (w === "once" && word(i + 1) === "per" && word(i + 2) === "turn") {
      h.oncePerTurn = true;
      i += 2;
    } else if (w === "usable" && word(i + 1) === "on" && word(i + 2) === "opportunity" && word(i + 3) === "attacks") {
      // An opportunity attack may be made with this attack, though § Opportunity Attacks names a basic attack (card text widening it).
      h.onOpportunity = true;
      i += 3;
    } else if (w === "usable" && word(i + 1) === "on" && word(i + 2) === "charge") {
      // A charge may make this attack, though § Charge names a basic melee attack (card text widening it).
      h.onCharge = true;
      i += 2;
    } else if (w === "by" && word(i + 1) === "power" && word(i + 2) === "only") {
      // An attack printed inside a power ("…: make an attack: +11 vs. AC; 10 damage"): the power makes it, no action does.
      h.byPower = true;
      i += 2;
    } else if (w === "does" && word(i + 1) === "not" && word(i + 2) === "provoke") {
      h.provokes = false;
      i += 2;
    } else if (w === "provokes") {
      h.provokes = true;
    } else if (w === "ignores" && word(i + 1) === "insubstantial") {
      h.ignoresInsubstantial = true;
      i++;
    } else if (w === "minor" && word(i + 1) === "action") {
      // An attack that costs a minor action (§ Actions, Minor Action).
      h.action = "minor";
      i++;
    } else if (w === "type" && powerType(rest[i + 1])) {
      // "type Fear": the power type the card prints in parentheses (§ Powers and Effects, Type).
      h.types.push(powerType(rest[i + 1])!);
      i++;
    } else ctx.rep.error("WB330", `${atomText(x)} is not understood in an attack header (${headerHelp})`, x.range);
  }
  return h;
}

/** A state the attack's targets must be in: the first is `targets`, any more must hold too (cards' "Medium or smaller Immobilized target only"). */
function addTargets(h: AttackHeader, gate: GateIR): void {
  if (h.targets) h.alsoTargets.push(gate);
  else h.targets = gate;
}

/** The ruleset's rename of an old area starting at rest[i] ("small cone"), and how many words it spans. */
function oldArea(ctx: LowerContext, rest: Atom[], i: number): { rename: RenameIR; length: number } | null {
  for (const r of ctx.ruleset.renamed ?? []) {
    if (r.kind !== "area") continue;
    const words = r.from.toLowerCase().split(/\s+/);
    if (words.every((w, k) => rest[i + k]?.kind === "word" && (rest[i + k] as { lower: string }).lower === w)) return { rename: r, length: words.length };
  }
  return null;
}

/**
 * An old word of the kind (`old keywords Ranger as Martial` in the ruleset): the new word,
 * after a warning with a fix that writes it; null when the word is not an old one.
 * ddm-battle-rules-2011.txt § Appendix A. Reading Old-Style Cards
 */
function renamedWord(ctx: LowerContext, kind: RenameIR["kind"], text: string, range: Range): string | null {
  const r = (ctx.ruleset.renamed ?? []).find((x) => x.kind === kind && x.from.toLowerCase() === text.toLowerCase());
  if (!r) return null;
  ctx.rep.warning("WB342", `'${text}' is an old ${kind}: the 2011 rules read it as ${r.to} (Appendix A)`, range, [{ title: `Write ${r.to}`, edits: [{ range, text: r.to }] }]);
  return r.to;
}

/** "+11 vs AC": the roll that opens an attack or a followup; "automatic hit" for an attack that hits without one (§ Attack Roll, Automatic Hit). */
function readRoll(ctx: LowerContext, allAtoms: Atom[], where: Range, automatic = false): { bonus: number; defense: string; defenseOr?: string; automatic?: true } | null {
  // "+12 vs AC or Ref": the attacker's choice of two defences (card text).
  const or = automatic && allAtoms.length === 6 && allAtoms[4]?.kind === "word" && allAtoms[4].lower === "or" ? allAtoms[5]! : null;
  const other = or?.kind === "word" ? ctx.ruleset.defenses.find((d) => d.toLowerCase() === or.lower) : undefined;
  if (or && !other) ctx.rep.error("WB331", `'${atomText(or)}' is not a defence (${ctx.ruleset.defenses.join(", ")})`, or.range);
  const rollAtoms = or ? allAtoms.slice(0, 4) : allAtoms;
  const [sign, bonus, vs, def] = rollAtoms;
  if (automatic && rollAtoms.length === 2 && sign?.kind === "word" && sign.lower === "automatic" && bonus?.kind === "word" && bonus.lower === "hit") {
    return { bonus: 0, defense: ctx.ruleset.defenses[0] ?? "AC", automatic: true };
  }
  const defense = def?.kind === "word" ? ctx.ruleset.defenses.find((d) => d.toLowerCase() === def.lower) : undefined;
  if (sign?.kind !== "sym" || (sign.text !== "+" && sign.text !== "-") || bonus?.kind !== "int" || vs?.kind !== "word" || vs.lower !== "vs" || !defense || rollAtoms.length !== 4) {
    const sugg = def?.kind === "word" && !defense ? closest(def.text, ctx.ruleset.defenses) : [];
    ctx.rep.error(
      "WB331",
      `an attack starts with its roll, e.g. "+11 vs AC"${def?.kind === "word" && !defense ? `: '${def.text}' is not a defence (${ctx.ruleset.defenses.join(", ")})${didYouMean(sugg)}` : ""}`,
      def?.kind === "word" && !defense ? def.range : where,
      def?.kind === "word" ? replaceFixes(def.range, sugg) : undefined,
    );
    return null;
  }
  return { bonus: sign.text === "-" ? -bonus.value : bonus.value, defense, ...(other && other !== defense ? { defenseOr: other } : {}) };
}

/** "if 2 hit" or "if both hit" as an attack body label: the count, else null. */
function hitCountLabel(label: Atom[]): number | null {
  const [w, n, h] = label;
  if (label.length !== 3 || w?.kind !== "word" || w.lower !== "if" || h?.kind !== "word" || (h.lower !== "hit" && h.lower !== "hits")) return null;
  if (n?.kind === "int") return n.value;
  return n?.kind === "word" && n.lower === "both" ? 2 : null;
}

/**
 * "followup if natural 16 or higher", "followup if target becomes bloodied": a followup
 * made only on that outcome of the first roll; {} for a plain "followup"; null for any
 * other label. ddm-battle-rules-2011.txt § Attack Roll (Followup Attack)
 */
function followupLabel(label: Atom[]): { when?: FollowupIR["when"] } | null {
  const words = label.map((x) => (x.kind === "word" ? x.lower : x.kind === "int" ? String(x.value) : "?"));
  if (words[0] !== "followup") return null;
  const rest = words.slice(1).join(" ");
  if (rest === "") return {};
  const natural = /^if natural (\d+) or higher$/.exec(rest);
  if (natural) return { when: { natural: Number(natural[1]) } };
  return rest === "if target becomes bloodied" ? { when: { bloodies: true } } : null;
}

function lowerAttack(ctx: LowerContext, a: AttackAst, creature: string): AttackIR | null {
  const headerRange = atomsRange(a.header, a.keyword.range);
  const h = readHeader(ctx, a.header, headerRange, true);
  if (!h.name) {
    ctx.rep.error("WB330", 'an attack needs a quoted name, e.g. attack melee basic "Claw": …', headerRange);
    return null;
  }
  ctx.symbols.define({ kind: "attack", name: h.name, file: ctx.rep.file, range: h.nameRange!, declRange: a.range, layer: ctx.layer, container: creature });
  const { kind, basic, range, repeat, repeatTargets, perTarget, spread, targetsAllies, affects, action, gate, targets, alsoTargets, ignoresInsubstantial, provokes, approach, oncePerTurn, onCharge, onOpportunity, byPower, rerollMiss, criticalFrom, eachEnemy, eachEntered, oneEntered, besideEntered, rolls, types } = readAttackHeader(ctx, h.rest);
  if (eachEntered && (kind !== "melee" || approach?.verb !== "move" || repeat > 1 || eachEnemy)) ctx.rep.error("WB330", "'against each enemy entered' is written on a melee attack made once with a move: 'during moving 4 against each enemy entered'", headerRange);
  if (oneEntered && (kind !== "melee" || approach?.verb !== "move" || repeat > 1 || eachEnemy || eachEntered)) ctx.rep.error("WB330", "'against one enemy entered' is written on a melee attack made once with a move: 'during moving speed against one enemy entered'", headerRange);
  if (besideEntered && (kind !== "melee" || approach?.verb !== "move" || repeat > 1 || eachEnemy || eachEntered)) ctx.rep.error("WB330", "'against each enemy adjacent to squares entered' is written on a melee attack made once with a move: 'during moving speed against each enemy adjacent to squares entered'", headerRange);
  if (eachEnemy && (kind === "close" || kind === "area" || repeat > 1)) ctx.rep.error("WB330", "'against each enemy' is written on a melee or ranged attack made once (close and area attacks reach every creature in the area anyway)", headerRange);
  if (approach && kind === "area") ctx.rep.error("WB330", "moving before or during an attack is written on melee, ranged and close attacks", headerRange);
  if (!kind) {
    ctx.rep.error("WB330", `"${h.name}" needs an attack kind: melee, ranged, close or area`, headerRange, [
      { title: "Make it a melee attack", edits: [{ range: { start: a.keyword.range.end, end: a.keyword.range.end }, text: " melee" }] },
    ]);
    return null;
  }
  if (kind === "melee" && range && range.kind !== "reach") ctx.rep.error("WB330", "a melee attack takes 'reach N', not a range", headerRange);
  if (kind === "ranged" && (!range || !["range", "sight", "nearest"].includes(range.kind))) {
    ctx.rep.error("WB330", `the ranged attack "${h.name}" needs a range: a number of squares, sight or nearest`, headerRange);
    return null;
  }
  if (kind === "close" && (!range || !closeShapes.has(range.kind))) {
    ctx.rep.error("WB330", `the close attack "${h.name}" needs its shape: blast N, burst N or line N`, headerRange);
    return null;
  }
  if (kind === "area" && range?.kind !== "area") {
    ctx.rep.error("WB330", `the area attack "${h.name}" needs its size and range: area 2 within 10`, headerRange);
    return null;
  }
  if ((onCharge || gate?.op === "charging") && kind !== "melee") ctx.rep.error("WB330", "a charge ends with a melee attack: 'usable on charge' and 'while charging' go on melee attacks", headerRange);
  if (onOpportunity && kind !== "melee" && kind !== "ranged") ctx.rep.error("WB330", "an opportunity attack is a melee or ranged attack: 'usable on opportunity attacks' goes on those", headerRange);
  if (byPower && (basic || onCharge || h.rechargeAction)) ctx.rep.error("WB330", "an attack 'by power only' is made by its card's power alone: not basic, not usable on charge, not recharged as an action", headerRange);
  if (affects && kind !== "close" && kind !== "area") ctx.rep.error("WB330", "'enemies only' and 'each creature' describe close and area attacks", headerRange);
  if (targetsAllies && (kind === "close" || kind === "area")) ctx.rep.error("WB330", "'can target allies' goes on melee and ranged attacks (close and area attacks say 'each creature')", headerRange);
  if (repeat === 1 && (perTarget !== undefined || spread !== undefined)) ctx.rep.error("WB330", "'at most N per target' and 'targets within N of each other' go with 'make N attacks'", headerRange);
  if (repeatTargets === "same" && spread !== undefined) ctx.rep.error("WB330", "'targets within N of each other' needs more than one target: not with 'same target'", headerRange);
  if (repeat === 1 && repeatTargets !== "any") ctx.rep.error("WB330", "'same target' and 'different targets' go with 'make N attacks'", headerRange);
  const [rollSeg, ...effectSegs] = a.body;
  const rollPhrase = rollSeg && rollSeg.head === null && rollSeg.phrases.length === 1 ? rollSeg.phrases[0]! : null;
  const roll = readRoll(ctx, rollPhrase?.atoms ?? [], rollPhrase?.range ?? a.range, true);
  if (!roll) return null;
  const hit: EffectIR[] = [];
  const miss: EffectIR[] = [];
  const hitOrMiss: EffectIR[] = [];
  const critical: EffectIR[] = [];
  const ifDestroyed: EffectIR[] = [];
  const ifNotDestroyed: EffectIR[] = [];
  const afterAll: EffectIR[] = [];
  const modifiers: ModifierIR[] = [];
  let withLine = false;
  let followup: FollowupIR | null = null;
  let ifHit: IfHitIR | null = null;
  // Unlabelled segments belong to the last label: the hit line, "miss:", or "followup:" (whose first phrase is its roll).
  let bucket: EffectIR[] = hit;
  for (const seg of effectSegs) {
    const label = seg.head?.length === 1 ? seg.head[0]!.atoms : undefined;
    const labelWords = label?.every((x) => x.kind === "word") ? label.map((x) => (x as { lower: string }).lower).join(" ") : null;
    const followupWhen = label ? followupLabel(label) : null;
    const labelWord = followupWhen ? "followup" : labelWords === "hit or miss" ? "hit-or-miss" : labelWords === "after all attacks" ? "after-all" : labelWords === "if target destroyed" ? "if-destroyed" : labelWords === "if target not destroyed" ? "if-not-destroyed" : labelWords;
    // "if 2 hit:" / "if both hit:": riders on a target that N of the repeated attacks hit (§ Attack Roll, Repeated Attacks).
    const count = label ? hitCountLabel(label) : null;
    if (count !== null) {
      if (count < 2 || count > repeat) ctx.rep.error("WB331", `'if ${count} hit:' needs 'make N attacks' with N of at least ${Math.max(2, count)}`, seg.range);
      else if (ifHit) ctx.rep.error("WB331", "an attack has one 'if N hit:' line", seg.range);
      else {
        ifHit = { count, effects: [], src: src(ctx, seg.range) };
        bucket = ifHit.effects;
        bucket.push(...lowerEffects(ctx, seg.phrases));
      }
      continue;
    }
    if (seg.head && labelWord !== "hit" && labelWord !== "miss" && labelWord !== "followup" && labelWord !== "hit-or-miss" && labelWord !== "critical" && labelWord !== "after-all" && labelWord !== "if-destroyed" && labelWord !== "if-not-destroyed" && labelWord !== "with") {
      ctx.rep.error(
        "WB331",
        "inside an attack, a colon labels 'hit:', 'miss:', 'hit or miss:', 'after all attacks:', 'critical:', 'if target destroyed:', 'if target not destroyed:', 'if 2 hit:', 'with:' or 'followup:' (also 'followup if natural 16 or higher:', 'followup if target becomes bloodied:')",
        seg.range,
      );
      continue;
    }
    // "with:" bonuses of this attack's own roll and damage (cards' "+1 attack for each Kobold ally within 6 squares"), up to the next label.
    if (seg.head) withLine = labelWord === "with";
    if (withLine) {
      for (const p of seg.phrases) {
        const m = lowerAttackModifier(ctx, p);
        if (m) modifiers.push(m);
      }
      continue;
    }
    if (labelWord === "followup") {
      const [first, ...more] = seg.phrases;
      const fr = readRoll(ctx, first?.atoms ?? [], first?.range ?? seg.range);
      if (!fr) continue;
      if (followup) ctx.rep.error("WB331", "an attack has one followup", seg.range);
      followup = { ...fr, hit: lowerEffects(ctx, more), ...(followupWhen?.when ? { when: followupWhen.when } : {}), src: src(ctx, seg.range) };
      bucket = followup.hit;
      continue;
    }
    if (labelWord === "hit") bucket = hit;
    if (labelWord === "miss") bucket = miss;
    // Effects that follow the roll whatever its result (§ Attack Roll; cards' "Hit or miss, …").
    if (labelWord === "hit-or-miss") bucket = hitOrMiss;
    // Effects of a critical hit besides the hit's own (cards' "On critical hit, …"; § Attack Roll, Critical Hit).
    if (labelWord === "critical") bucket = critical;
    // Effects once a hit has destroyed its target (cards' "if this attack destroys the target, …").
    if (labelWord === "if-destroyed") bucket = ifDestroyed;
    // Effects once the roll has resolved with the target still in play, hit or miss (cards' "…; otherwise, …" after "if target is destroyed").
    if (labelWord === "if-not-destroyed") bucket = ifNotDestroyed;
    // Effects on each target attacked, hit or missed, once every roll of the action has resolved (cards' "after all attacks are resolved").
    if (labelWord === "after-all") bucket = afterAll;
    bucket.push(...lowerEffects(ctx, seg.phrases));
  }
  if (followup?.when && "natural" in followup.when && (followup.when.natural < 2 || followup.when.natural > ctx.ruleset.die)) ctx.rep.error("WB331", `'followup if natural N or higher' needs N from 2 to ${ctx.ruleset.die}`, a.range);
  for (const e of [...hit, ...miss, ...hitOrMiss, ...critical, ...ifDestroyed, ...ifNotDestroyed, ...afterAll, ...(followup?.hit ?? []), ...(ifHit?.effects ?? [])]) {
    // "+10 damage if both hit" counts the hits of 'make N attacks' (§ Attack Roll, Repeated Attacks).
    const needed = e.op === "bonus-damage-if-hits" ? ((e.args.count as number | undefined) ?? 2) : 0;
    if (needed && (needed < 2 || needed > repeat)) ctx.rep.error("WB331", `'damage if ${needed} hit' needs 'make N attacks' with N of at least ${Math.max(2, needed)}`, a.range);
    if (e.op === "damage") {
      for (const p of e.args.damage as { amount: number }[]) {
        if (p.amount % 5 !== 0) ctx.rep.warning("WB303", `damage on the DDM scale comes in multiples of 5 (${p.amount})`, a.range);
      }
    }
  }
  return {
    name: h.name,
    kind,
    basic,
    range: range ?? { kind: "reach", squares: 1 },
    bonus: roll.bonus,
    defense: roll.defense,
    hit,
    miss,
    hitOrMiss,
    automatic: roll.automatic === true,
    action,
    oncePerTurn,
    gate,
    ...(onCharge ? { onCharge } : {}),
    ...(onOpportunity ? { onOpportunity } : {}),
    ...(byPower ? { byPower } : {}),
    ...(ifHit ? { ifHit } : {}),
    ...(critical.length ? { critical } : {}),
    ...(ifDestroyed.length ? { ifDestroyed } : {}),
    ...(ifNotDestroyed.length ? { ifNotDestroyed } : {}),
    ...(rerollMiss ? { rerollMiss } : {}),
    ...(criticalFrom !== undefined ? { criticalFrom } : {}),
    ...(rolls !== undefined ? { rolls } : {}),
    ...(roll.defenseOr ? { defenseOr: roll.defenseOr } : {}),
    ...(afterAll.length ? { afterAll } : {}),
    ...(eachEnemy ? { eachEnemy } : {}),
    ...(eachEntered ? { eachEntered } : {}),
    ...(oneEntered ? { oneEntered } : {}),
    ...(besideEntered ? { besideEntered } : {}),
    targets,
    ...(alsoTargets.length ? { alsoTargets } : {}),
    ignoresInsubstantial,
    provokes,
    approach,
    rechargeAction: h.rechargeAction,
    ...(h.rechargeGate ? { rechargeGate: h.rechargeGate } : {}),
    uses: h.uses,
    recharge: h.recharge,
    ...(h.rechargeOr ? { rechargeOr: h.rechargeOr } : {}),
    repeat,
    repeatTargets,
    ...(perTarget !== undefined ? { perTarget } : {}),
    ...(spread !== undefined ? { spread } : {}),
    ...(targetsAllies ? { targetsAllies: true as const } : {}),
    affects,
    followup,
    ...(types.length ? { types } : {}),
    ...(modifiers.length ? { modifiers } : {}),
    src: src(ctx, a.range),
  };
}

export function lowerPower(ctx: LowerContext, p: PowerAst, creature: string): PowerIR | null {
  const h = readHeader(ctx, p.header, atomsRange(p.header, p.keyword.range));
  if (p.body.length === 0) {
    if (h.name) return expandNamedPower(ctx, p, h.name, p.range, creature, lowerPower);
    ctx.rep.error("WB335", 'a power needs a quoted name and a body after a colon, e.g. power "Nimble Feet": can shift 2 squares', p.range);
    return null;
  }
  let aura: number | null = null;
  const rest = [...h.rest];
  if (p.kind === "aura") {
    const r = rest.shift();
    if (r?.kind !== "int") {
      ctx.rep.error("WB332", "an aura needs its size in squares, e.g. aura 1 \"Grasping Ash\": …", p.keyword.range);
      return null;
    }
    aura = r.value;
  }
  const types: string[] = [];
  let condition = false;
  for (let i = 0; i < rest.length; i++) {
    const x = rest[i]!;
    const t = x.kind === "word" && x.lower === "type" ? powerType(rest[i + 1]) : null;
    if (t) {
      types.push(t);
      i++;
    } else if (x.kind === "word" && x.lower === "condition" && p.kind === "power" && !p.champion) condition = true;
    else ctx.rep.warning("WB332", `${atomText(x)} is not understood in a power header and is ignored`, x.range);
  }
  if (condition && !h.name) ctx.rep.error("WB337", 'a condition a card defines needs its quoted name: power "Swallowed Whole" condition: …', p.range);
  if (h.name) ctx.symbols.define({ kind: "power", name: h.name, file: ctx.rep.file, range: h.nameRange!, declRange: p.range, layer: ctx.layer, container: creature });
  const lowered = lowerClauses(ctx, p.body);
  const clauses = lowered.map((c) => c.clause);
  if (clauses.length === 0) return null;
  const action = lowered.find((c) => c.action)?.action ?? null;
  const champion = p.champion;
  if (champion && !clauses.some((c) => c.kind === "trigger" && c.activation === "activated")) {
    ctx.rep.error("WB335", "a champion power is activated: write it 'champion power \"Name\": use when …: …'", p.range);
  }
  // '"Fog Bank" lasts until end of round', 'while "Fog Bank" lasts': a power lasts by its own name (primitives/lasting.ts).
  for (const c of clauses) {
    if (c.kind !== "trigger") continue;
    for (const x of [...c.effects, ...(c.gate ? [c.gate] : [])]) {
      if (x.op === "power-lasts" && x.args.power !== h.name) ctx.rep.error("WB336", `a power lasts by its own name: "${String(x.args.power)}" is not ${h.name ? `"${h.name}"` : "this unnamed power"}`, p.range);
    }
  }
  if (aura !== null) {
    for (const c of clauses) {
      if ((c.kind === "permission" || c.kind === "modifier") && !c.subject) {
        ctx.rep.warning("WB333", "say whom the aura reaches, e.g. 'enemies cannot shift' or 'allies +1 AC'", p.range);
      }
    }
  }
  checkConditionClauses(ctx, clauses, condition, p.range);
  return { name: h.name, aura, uses: h.uses, clauses, layer: ctx.layer, action, champion, recharge: h.recharge, ...(h.rechargeOr ? { rechargeOr: h.rechargeOr } : {}), ...(h.rechargeAction ? { rechargeAction: h.rechargeAction } : {}), ...(h.rechargeGate ? { rechargeGate: h.rechargeGate } : {}), ...(types.length ? { types } : {}), ...(condition ? { condition: true as const } : {}), src: src(ctx, p.range) };
}

export function lowerCreature(ctx: LowerContext, c: CreatureAst): CreatureIR {
  // The largest one-square size (Medium in DDM) is the default.
  const medium = ctx.ruleset.sizes.filter((s) => s.squares === 1).pop() ?? { name: "Medium", squares: 1 };
  const out: CreatureIR = {
    name: c.name.text,
    level: 0,
    cost: 0,
    alignment: "unaligned",
    factions: [],
    keywords: [],
    size: medium.name,
    squares: medium.squares,
    unique: false,
    champion: null,
    defenses: {},
    speed: 0,
    modes: [],
    hp: 0,
    bloodied: 0,
    attacks: [],
    powers: [],
    src: src(ctx, c.range),
  };
  lowerStats(ctx, c, out);
  const lowered: [PowerIR, Range][] = [];
  const attacks: [AttackIR, Range][] = [];
  for (const item of c.items) {
    if (item.kind === "attack") {
      const a = lowerAttack(ctx, item, out.name);
      if (a) out.attacks.push(a);
      if (a) attacks.push([a, item.range]);
    } else if (item.kind === "power" || item.kind === "aura") {
      const p = lowerPower(ctx, item, out.name);
      if (p) out.powers.push(p);
      if (p) lowered.push([p, item.range]);
    } else if (item.kind === "text") {
      ctx.rep.warning("WB340", "kept as text: this power is not structured, so it does nothing in play", item.range);
      out.powers.push({ name: null, aura: null, uses: null, clauses: [{ kind: "text", text: item.text.value, src: src(ctx, item.range) }], layer: ctx.layer, action: null, champion: false, recharge: null, src: src(ctx, item.range) });
    }
  }
  checkAttacksNamed(ctx, out, lowered);
  checkCardConditionsNamed(ctx, out, [...attacks, ...lowered]);
  checkLaterAttacksNamed(ctx, out, attacks);
  if (out.attacks.length === 0) ctx.rep.warning("WB334", `"${out.name}" has no attacks it can use`, c.name.range);
  return out;
}

