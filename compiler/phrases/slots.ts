// Slot types: the kinds of value a phrase pattern can hold, each with what it expects
// (for diagnostics and completion) and its JSON Schema (for compiler/schema).
import type { Atom } from "../../grammar/ast.js";
import type { DurationIR, UntilEvent } from "../ir.js";
import { alternativesSlot } from "./alternatives.js";
import { rankSlot } from "./rank-slot.js";
import { rollTableSlot } from "./roll-table.js";
import { matchPrefix, type MatchContext, type Problem, type SlotResult, type SlotType } from "./match.js";
import { attackFilterSlot, partySlot } from "./party-slots.js";

function word(atoms: Atom[], i: number): string | null {
  const a = atoms[i];
  return a?.kind === "word" ? a.lower : null;
}

function int(atoms: Atom[], i: number): number | null {
  const a = atoms[i];
  return a?.kind === "int" ? a.value : null;
}

const inchWords = new Set(["inch", "inches", "in"]);
const squareWords = new Set(["square", "squares"]);

const intSlot: SlotType = {
  name: "int",
  expected: "a number",
  schema: { type: "integer", minimum: 0 },
  match: (atoms, i) => {
    const n = int(atoms, i);
    return n === null ? [] : [{ value: n, next: i + 1 }];
  },
};

const signedSlot: SlotType = {
  name: "signed",
  expected: "a signed number such as +2 or -2",
  schema: { type: "integer" },
  match: (atoms, i) => {
    const s = atoms[i];
    const n = int(atoms, i + 1);
    if (s?.kind !== "sym" || (s.text !== "+" && s.text !== "-") || n === null) return [];
    return [{ value: s.text === "-" ? -n : n, next: i + 2 }];
  },
};

/** A distance: a number with an optional unit, checked against the ruleset's unit. */
const squaresSlot: SlotType = {
  name: "squares",
  expected: "a number of squares",
  schema: { type: "integer", minimum: 0 },
  match: (atoms, i, ctx) => {
    const n = int(atoms, i);
    if (n === null) return [];
    const unit = word(atoms, i + 1);
    const results: SlotResult[] = [];
    if (unit && (squareWords.has(unit) || inchWords.has(unit))) {
      const problems: Problem[] = [];
      const wantsInches = ctx.vocab.distanceUnit === "inches";
      if (inchWords.has(unit) !== wantsInches) {
        problems.push({
          code: "WB301",
          severity: "error",
          message: `this ruleset measures distance in ${ctx.vocab.distanceUnit}, not ${inchWords.has(unit) ? "inches" : "squares"}`,
          range: atoms[i + 1]!.range,
        });
      }
      results.push({ value: n, next: i + 2, problems });
    }
    results.push({ value: n, next: i + 1 });
    return results;
  },
};

function vocabularySlot(name: string, expected: string, pick: (ctx: MatchContext) => Map<string, string>): SlotType {
  return {
    name,
    expected,
    schema: { type: "string", minLength: 1 },
    match: (atoms, i, ctx) => {
      const w = word(atoms, i);
      const canonical = w === null ? undefined : pick(ctx).get(w);
      return canonical === undefined ? [] : [{ value: canonical, next: i + 1 }];
    },
    suggest: (ctx) => [...pick(ctx).values()],
  };
}

const damageTypeSlot = vocabularySlot("damageType", "a damage type", (ctx) => ctx.vocab.damageTypes);
const sizeSlot = vocabularySlot("size", "a size such as Medium", (ctx) => ctx.vocab.sizes ?? new Map());
const defenseSlot = vocabularySlot("defense", "a defence (AC, Fort, Ref, Will)", (ctx) => ctx.vocab.defenses);
/**
 * A condition by name; an old name (`old conditions Staggered as Dazed` in the ruleset)
 * is read as the new one, with a warning and a fix that writes the new name.
 * ddm-battle-rules-2011.txt § Appendix A (Enervated, Staggered)
 */
const conditionSlot: SlotType = {
  ...vocabularySlot("condition", "a condition such as Immobilized", (ctx) => ctx.vocab.conditions),
  match: (atoms, i, ctx) => {
    const w = word(atoms, i);
    const canonical = w === null ? undefined : ctx.vocab.conditions.get(w);
    if (canonical === undefined) return [];
    const renamed = ctx.vocab.oldConditions?.get(w!);
    if (!renamed) return [{ value: canonical, next: i + 1 }];
    const range = atoms[i]!.range;
    const message = `'${(atoms[i] as { text: string }).text}' is an old condition name: the 2011 rules read it as ${renamed} (Appendix A)`;
    return [{ value: renamed, next: i + 1, problems: [{ code: "WB342", severity: "warning", message, range, fixes: [{ title: `Write ${renamed}`, edits: [{ range, text: renamed }] }] }] }];
  },
  suggest: (ctx) => [...new Set(ctx.vocab.conditions.values())],
};
const actionLeads = new Set(["take", "make", "use", "any"]);

/**
 * An action by name, as rules say it: "shift", "take immediate actions", "make
 * opportunity attacks", "use activated powers". Names may be several words; a leading
 * take/make/use/any and a plural last word are read past.
 */
const actionSlot: SlotType = {
  name: "action",
  expected: "an action such as move or shift",
  schema: { type: "string", minLength: 1 },
  match: (atoms, i, ctx) => {
    let j = i;
    while (actionLeads.has(word(atoms, j) ?? "")) j++;
    const results: SlotResult[] = [];
    for (const [key, canonical] of ctx.vocab.actions) {
      const ws = key.split(/\s+/);
      const fits = ws.every((w, k) => {
        const a = word(atoms, j + k);
        return a === w || (k === ws.length - 1 && (a === `${w}s` || a === `${w}es`));
      });
      if (fits) results.push({ value: canonical, next: j + ws.length });
    }
    return results.sort((a, b) => b.next - a.next);
  },
  suggest: (ctx) => [...ctx.vocab.actions.values()],
};

/** Words a keyword filter never is: they say where or in what state a creature is, not what it is. */
const notKeywords = new Set(["adjacent", "each", "all", "other", "another", "any", "that", "this", "nearest", "bloodied", "enemy", "enemies", "ally", "allies", "creature", "creatures", "target", "targets"]);

/**
 * A creature keyword in a filter ("Undead allies"), written with a capital letter as on
 * the card; "non-Demon" negates it. Conditions and state words are not keywords.
 * ddm-battle-rules-2011.txt § Keywords
 */
const keywordSlot: SlotType = {
  name: "keyword",
  expected: "a creature keyword such as Undead or Goblin",
  schema: { type: "object", required: ["keyword"], properties: { keyword: { type: "string", minLength: 1 }, negated: { type: "boolean" } } },
  match: (atoms, i, ctx) => {
    const a = atoms[i];
    if (a?.kind !== "word" || !/^(?:[Nn]on-)?[A-Z]/.test(a.text)) return [];
    const neg = /^non-(.+)$/i.exec(a.text);
    const kw = neg ? neg[1]! : a.text;
    if (notKeywords.has(kw.toLowerCase()) || ctx.vocab.conditions.has(kw.toLowerCase())) return [];
    // An old keyword (Appendix A) is read as the new one, with a warning and a fix.
    const renamed = ctx.vocab.oldKeywords?.get(kw.toLowerCase());
    const keyword = renamed ?? kw;
    const value = neg ? { keyword, negated: true } : { keyword };
    if (!renamed) return [{ value, next: i + 1 }];
    const text = neg ? `${a.text.slice(0, a.text.length - kw.length)}${renamed}` : renamed;
    const message = `'${kw}' is an old keyword: the 2011 rules read it as ${renamed} (Appendix A)`;
    return [{ value, next: i + 1, problems: [{ code: "WB342", severity: "warning", message, range: a.range, fixes: [{ title: `Write ${text}`, edits: [{ range: a.range, text }] }] }] }];
  },
};

/**
 * What sets some creatures apart in a subject ("one adjacent Immobilized enemy", "bloodied
 * allies within 5 squares", "one Fey ally within 5 squares"): a keyword, a condition, bloodied or champion.
 * ddm-battle-rules-2011.txt § How to Choose Targets; § Keywords; § Conditions
 */
const traitSlot: SlotType = {
  name: "trait",
  expected: "a keyword, a condition, 'bloodied' or 'champion'",
  schema: {
    oneOf: [
      { type: "object", required: ["keyword"], properties: { keyword: { type: "string", minLength: 1 }, negated: { type: "boolean" } } },
      { type: "object", required: ["condition"], properties: { condition: { type: "string", minLength: 1 } } },
      { type: "object", required: ["bloodied"], properties: { bloodied: { const: true } } },
      { type: "object", required: ["champion"], properties: { champion: { const: true } } },
    ],
  },
  match: (atoms, i, ctx) => {
    if (word(atoms, i) === "bloodied") return [{ value: { bloodied: true }, next: i + 1 }];
    // "one champion enemy": a creature with a champion rating (§ Champion Powers).
    if (word(atoms, i) === "champion") return [{ value: { champion: true }, next: i + 1 }];
    const c = conditionSlot.match(atoms, i, ctx);
    if (c.length) return c.map((r) => ({ ...r, value: { condition: r.value } }));
    return keywordSlot.match(atoms, i, ctx);
  },
};

/**
 * "Dazed or Stunned", "Kobold or Orc or Goblin": two or more traits joined by "or" (a
 * comma would end the clause), any one of which will do.
 * ddm-battle-rules-2011.txt § Keywords; § Conditions
 */
const traitListSlot: SlotType = {
  name: "traitList",
  expected: "keywords or conditions joined by 'or'",
  schema: { type: "array", minItems: 2, items: traitSlot.schema },
  match: (atoms, i, ctx) => {
    const items: unknown[] = [];
    const problems: Problem[] = [];
    let j = i;
    for (;;) {
      const one = traitSlot.match(atoms, j, ctx)[0];
      if (!one) return [];
      items.push(one.value);
      problems.push(...(one.problems ?? []));
      j = one.next;
      if (word(atoms, j) !== "or") break;
      j++;
    }
    return items.length >= 2 ? [{ value: items, next: j, problems }] : [];
  },
};

/** Which side of the power's owner a subject names: "ally"/"allies", "enemy"/"enemies", "creature"/"creatures" (either). */
const sideSlot: SlotType = {
  name: "side",
  expected: "ally, enemy or creature",
  schema: { enum: ["ally", "enemy", "creature"] },
  match: (atoms, i) => {
    const w = word(atoms, i);
    const side = w === "ally" || w === "allies" ? "ally" : w === "enemy" || w === "enemies" ? "enemy" : w === "creature" || w === "creatures" ? "creature" : null;
    return side ? [{ value: side, next: i + 1 }] : [];
  },
  suggest: () => ["ally", "enemy", "creature"],
};

/** A movement mode a power lends for one move ("moves up to its speed with Flight"). ddm-battle-rules-2011.txt § Movement Modes */
const movementModeSlot: SlotType = {
  name: "movementMode",
  expected: "flight, burrow or phasing",
  schema: { enum: ["flight", "burrow", "phasing"] },
  match: (atoms, i) => {
    const w = word(atoms, i);
    return w === "flight" || w === "burrow" || w === "phasing" ? [{ value: w, next: i + 1 }] : [];
  },
  suggest: () => ["flight", "burrow", "phasing"],
};

const damageTypeOrAllSlot: SlotType = {
  name: "damageTypeOrAll",
  expected: "a damage type or 'all'",
  schema: { type: "string", minLength: 1 },
  match: (atoms, i, ctx) => (word(atoms, i) === "all" ? [{ value: "all", next: i + 1 }] : damageTypeSlot.match(atoms, i, ctx)),
  suggest: (ctx) => ["all", ...damageTypeSlot.suggest!(ctx)],
};

const attackKindSlot: SlotType = {
  name: "attackKind",
  expected: "an attack kind (melee, ranged, close, area)",
  schema: { enum: ["melee", "ranged", "close", "area"] },
  match: (atoms, i) => {
    const w = word(atoms, i);
    return w === "melee" || w === "ranged" || w === "close" || w === "area" ? [{ value: w, next: i + 1 }] : [];
  },
  suggest: () => ["melee", "ranged", "close", "area"],
};

/**
 * Power types the language knows, printed on cards in parentheses: "(Fear)". An attack
 * or power says `type Fear`; a creature may be "immune Fear".
 * ddm-battle-rules-2011.txt § Powers and Effects (Type)
 */
export const powerTypes = ["Fear", "Poison", "Summoning"];

const powerTypeSlot: SlotType = {
  name: "powerType",
  expected: `a power type (${powerTypes.join(", ")})`,
  schema: { enum: powerTypes },
  match: (atoms, i) => {
    const a = atoms[i];
    const t = a?.kind === "word" ? powerTypes.find((x) => x.toLowerCase() === a.lower) : undefined;
    return t ? [{ value: t, next: i + 1 }] : [];
  },
  suggest: () => powerTypes,
};

/** Statistics a modifier can change. */
const statSlot: SlotType = {
  name: "stat",
  expected: "a statistic (attack, damage, speed, actions, champion rating, a defence or defenses)",
  schema: { type: "string", minLength: 1 },
  match: (atoms, i, ctx) => {
    const w = word(atoms, i);
    if (w === null) return [];
    if (w === "attack" || w === "attacks") return [{ value: "attack", next: i + 1 }];
    if (w === "damage") return [{ value: "damage", next: i + 1 }];
    if (w === "speed") return [{ value: "speed", next: i + 1 }];
    if (w === "actions") return [{ value: "actions", next: i + 1 }];
    // "+1 champion rating": uses of champion powers per battle and the initiative test (§ Champion Powers).
    if (w === "champion" && word(atoms, i + 1) === "rating") return [{ value: "champion-rating", next: i + 2 }];
    if (w === "defenses" || w === "defences") return [{ value: "defenses", next: i + 1 }];
    if (w === "all" && (word(atoms, i + 1) === "defenses" || word(atoms, i + 1) === "defences")) return [{ value: "defenses", next: i + 2 }];
    const d = ctx.vocab.defenses.get(w);
    return d ? [{ value: d, next: i + 1 }] : [];
  },
  suggest: (ctx) => ["attack", "damage", "speed", "actions", "champion rating", "defenses", ...ctx.vocab.defenses.values()],
};

export interface DamagePart {
  amount: number;
  type: string | null;
}

/** "15 damage", "5 fire damage", "10 + 5 fire damage". */
const damageSlot: SlotType = {
  name: "damage",
  expected: "damage such as '10 damage' or '5 fire damage'",
  schema: {
    type: "array",
    minItems: 1,
    items: {
      type: "object",
      additionalProperties: false,
      required: ["amount", "type"],
      properties: { amount: { type: "integer", minimum: 0 }, type: { type: ["string", "null"] } },
    },
  },
  match: (atoms, i, ctx) => {
    const parts: DamagePart[] = [];
    let j = i;
    for (;;) {
      const n = int(atoms, j);
      if (n === null) return [];
      j++;
      const t = word(atoms, j);
      const type = t === null ? undefined : ctx.vocab.damageTypes.get(t);
      if (type !== undefined) j++;
      parts.push({ amount: n, type: type ?? null });
      const a = atoms[j];
      if (a?.kind === "sym" && a.text === "+") {
        j++;
        continue;
      }
      break;
    }
    return word(atoms, j) === "damage" ? [{ value: parts, next: j + 1 }] : [];
  },
};

const durationWords: [string[], DurationIR][] = [
  [["until", "end", "of", "its", "next", "turn"], { kind: "end-of-next-turn" }],
  [["until", "end", "of", "next", "turn"], { kind: "end-of-next-turn" }],
  [["until", "end", "of", "its", "turn"], { kind: "end-of-turn" }],
  [["until", "start", "of", "its", "next", "turn"], { kind: "start-of-next-turn" }],
  [["until", "end", "of", "this", "creature's", "next", "turn"], { kind: "end-of-next-turn", of: "source" }],
  [["until", "start", "of", "this", "creature's", "next", "turn"], { kind: "start-of-next-turn", of: "source" }],
  [["until", "end", "of", "this", "creature's", "turn"], { kind: "end-of-turn", of: "source" }],
  [["until", "end", "of", "turn"], { kind: "end-of-current-turn" }],
  [["until", "start", "of", "your", "next", "turn"], { kind: "start-of-your-next-turn" }],
  [["until", "end", "of", "next", "round"], { kind: "end-of-round", next: true }],
  [["until", "end", "of", "round"], { kind: "end-of-round" }],
  [["until", "end", "of", "battle"], { kind: "end-of-battle" }],
  // Until the affected creature acts: the longer wordings first, as the first that fits is taken.
  [["until", "it", "moves", "or", "attacks"], { kind: "until", when: ["moves", "attacks"] }],
  [["until", "it", "attacks"], { kind: "until", when: ["attacks"] }],
  [["until", "after", "it", "attacks"], { kind: "until", when: ["attacks"] }],
  [["until", "it", "makes", "attack"], { kind: "until", when: ["attacks"] }],
  [["until", "after", "it", "makes", "attack"], { kind: "until", when: ["attacks"] }],
  [["until", "after", "it", "hits", "with", "attack"], { kind: "until", when: ["hits"] }],
  [["until", "after", "it", "hits"], { kind: "until", when: ["hits"] }],
  [["until", "it", "hits"], { kind: "until", when: ["hits"] }],
  // Until it attacks the effect's source: "-4 attack until it targets this creature with an attack".
  [["until", "it", "targets", "this", "creature", "with", "attack"], { kind: "until", when: ["targets-source"] }],
  [["until", "it", "targets", "this", "creature"], { kind: "until", when: ["targets-source"] }],
  [["until", "it", "attacks", "this", "creature"], { kind: "until", when: ["targets-source"] }],
  [["until", "it", "moves"], { kind: "until", when: ["moves"] }],
  [["until", "it", "takes", "damage"], { kind: "until", when: ["damaged"] }],
  [["until", "it", "is", "attacked"], { kind: "until", when: ["attacked"] }],
  // Until the affected creature becomes bloodied; "first" changes nothing, as a creature is bloodied once.
  [["until", "it", "becomes", "bloodied"], { kind: "until", when: ["bloodied"] }],
  [["until", "it", "is", "first", "bloodied"], { kind: "until", when: ["bloodied"] }],
  [["until", "it", "is", "bloodied"], { kind: "until", when: ["bloodied"] }],
  [["until", "they", "become", "bloodied"], { kind: "until", when: ["bloodied"] }],
  [["until", "they", "are", "first", "bloodied"], { kind: "until", when: ["bloodied"] }],
  [["until", "they", "are", "bloodied"], { kind: "until", when: ["bloodied"] }],
  // Until it and the effect's source part: "Immobilized until it is not adjacent to this creature".
  [["until", "it", "is", "not", "adjacent", "to", "this", "creature"], { kind: "until", when: ["apart"], away: 2 }],
];

/**
 * "until it is 4 or more squares from this creature": apart by that many squares; after
 * "(save ends)", "or until …" adds an "until" ending to the save ("(save ends) or until it
 * takes damage"). The words' duration and the atom after them, or null.
 */
function untilWords(atoms: Atom[], i: number, ctx: MatchContext): { value: Extract<DurationIR, { kind: "until" }>; next: number } | null {
  const far = ["until", "it", "is", null, "or", "more", "squares", "from", "this", "creature"];
  if (far.every((w, k) => (w === null ? int(atoms, i + k) !== null : word(atoms, i + k) === w))) {
    const n = int(atoms, i + 3)!;
    return n >= 2 ? { value: { kind: "until", when: ["apart"], away: n }, next: i + far.length } : null;
  }
  // "until it ends its turn farther from this creature": farther than where it started that turn, asked as its turn ends.
  const farther = ["until", "it", "ends", "its", "turn", "farther", "from", "this", "creature"];
  if (farther.every((w, k) => word(atoms, i + k) === w)) return { value: { kind: "until", when: ["turn-end-farther"] }, next: i + farther.length };
  // "until it ends its turn 10 or more squares from this creature | from all Shadow enemies": asked as its turn ends.
  const turnEnd = ["until", "it", "ends", "its", "turn", null, "or", "more", "squares", "from"];
  if (turnEnd.every((w, k) => (w === null ? int(atoms, i + k) !== null : word(atoms, i + k) === w))) {
    const n = int(atoms, i + 5)!;
    const j = i + turnEnd.length;
    if (n >= 2 && word(atoms, j) === "this" && word(atoms, j + 1) === "creature") return { value: { kind: "until", when: ["turn-end-apart"], away: n }, next: j + 2 };
    const kw = atoms[j + 1];
    if (n >= 2 && word(atoms, j) === "all" && kw?.kind === "word" && /^[A-Z]/.test(kw.text) && word(atoms, j + 2) === "enemies") return { value: { kind: "until", when: ["turn-end-apart"], away: n, awayFrom: kw.text }, next: j + 3 };
    return null;
  }
  // "until it makes a melee attack": only an attack of that kind ends it (its next melee attack).
  const kind = word(atoms, i + 3);
  if (["until", "it", "makes"].every((w, k) => word(atoms, i + k) === w) && word(atoms, i + 4) === "attack" && (kind === "melee" || kind === "ranged" || kind === "close" || kind === "area")) {
    return { value: { kind: "until", when: ["attacks"], attackKind: kind }, next: i + 5 };
  }
  // "until it is hit by a melee attack": the next hit on it ends it, by an attack of that kind when one is named.
  if (["until", "it", "is", "hit"].every((w, k) => word(atoms, i + k) === w)) {
    const hitBy = word(atoms, i + 5);
    if (word(atoms, i + 4) === "by" && (hitBy === "melee" || hitBy === "ranged" || hitBy === "close" || hitBy === "area") && word(atoms, i + 6) === "attack") {
      return { value: { kind: "until", when: ["is-hit"], attackKind: hitBy }, next: i + 7 };
    }
    return { value: { kind: "until", when: ["is-hit"] }, next: i + 4 };
  }
  for (const [ws, d] of durationWords) {
    if (d.kind === "until" && ws.every((w, k) => word(atoms, i + k) === w)) return { value: d, next: i + ws.length };
  }
  return word(atoms, i) === "until" ? sourceEvents(atoms, i + 1, ctx) : null;
}

/**
 * Until something befalls the creature whose power gave it: "until this creature is
 * destroyed", "until this creature takes lightning damage or is bloodied or is destroyed",
 * "until this creature is hit by an attack" (ends at the first of them).
 * ddm-battle-rules-2011.txt § Conditions (Duration: Until Trigger)
 */
function sourceEvents(atoms: Atom[], i: number, ctx: MatchContext): { value: Extract<DurationIR, { kind: "until" }>; next: number } | null {
  if (word(atoms, i) !== "this" || word(atoms, i + 1) !== "creature") return null;
  const when: UntilEvent[] = [];
  let damageType: string | undefined;
  let j = i + 2;
  for (;;) {
    if (word(atoms, j) === "is" && word(atoms, j + 1) === "destroyed") {
      when.push("source-destroyed");
      j += 2;
    } else if (word(atoms, j) === "is" && word(atoms, j + 1) === "hit") {
      when.push("source-hit");
      j += word(atoms, j + 2) === "by" && word(atoms, j + 3) === "attack" ? 4 : 2;
    } else if ((word(atoms, j) === "is" || word(atoms, j) === "becomes") && word(atoms, j + 1) === "bloodied") {
      when.push("source-bloodied");
      j += 2;
    } else if (word(atoms, j) === "takes" && word(atoms, j + 2) === "damage" && damageType === undefined) {
      const t = word(atoms, j + 1);
      damageType = t === null ? undefined : ctx.vocab.damageTypes.get(t);
      if (damageType === undefined) return null;
      when.push("source-damaged");
      j += 3;
    } else if (word(atoms, j) === "takes" && word(atoms, j + 1) === "damage" && damageType === undefined) {
      when.push("source-damaged");
      j += 2;
    } else if (["ends", "its", "turn", "not", "adjacent", "to", "it"].every((w, k) => word(atoms, j + k) === w)) {
      // "until this creature ends its turn not adjacent to it": asked as the source's own turn ends.
      when.push("source-turn-end-apart");
      j += 7;
    } else return null;
    if (word(atoms, j) !== "or") break;
    j++;
  }
  return { value: { kind: "until", when: [...new Set(when)], ...(damageType ? { damageType } : {}) }, next: j };
}

/** "(save ends)" or a turn's end followed by "or until …": both endings in one duration, whichever comes first. */
function saveOrUntil(atoms: Atom[], i: number, save: DurationIR, ctx: MatchContext): { value: DurationIR; next: number } {
  const u = word(atoms, i) === "or" ? untilWords(atoms, i + 1, ctx) : null;
  if (!u) return { value: save, next: i };
  const { when, away, attackKind, damageType, awayFrom } = u.value;
  return { value: { ...save, when, ...(away ? { away } : {}), ...(attackKind ? { attackKind } : {}), ...(damageType ? { damageType } : {}), ...(awayFrom ? { awayFrom } : {}) } as DurationIR, next: u.next };
}

/** "(save ends)", "(save ends both)", "until end of its next turn"… */
const durationSlot: SlotType = {
  name: "duration",
  expected: "a duration such as (save ends) or 'until end of its next turn'",
  schema: {
    type: "object",
    required: ["kind"],
    properties: {
      kind: { enum: ["save-ends", "end-of-next-turn", "end-of-turn", "start-of-next-turn", "end-of-current-turn", "start-of-your-next-turn", "end-of-round", "end-of-battle", "until"] },
      of: { const: "source" },
      both: { const: true },
      next: { const: true },
      when: { type: "array", minItems: 1, items: { enum: ["attacks", "attacked", "moves", "damaged", "hits", "is-hit", "bloodied", "move-action", "attack-action", "targets-source", "apart", "source-destroyed", "source-bloodied", "source-damaged", "source-hit", "turn-end-apart", "turn-end-farther", "source-turn-end-apart"] } },
      damageType: { type: "string", minLength: 1 },
      awayFrom: { type: "string", minLength: 1 },
      away: { type: "integer", minimum: 2 },
      attackKind: { enum: ["melee", "ranged", "close", "area"] },
    },
  },
  match: (atoms, i, ctx) => {
    const a = atoms[i];
    if (a?.kind === "group") {
      const ws = a.atoms.map((x) => (x.kind === "word" ? x.lower : "?"));
      if (ws[0] === "save" && ws[1] === "ends" && ws.length === 2) return [saveOrUntil(atoms, i + 1, { kind: "save-ends" }, ctx)];
      // "(move action ends)": its creature may end it by spending that action (§ Conditions, Duration).
      if ((ws[0] === "move" || ws[0] === "attack") && ws[1] === "action" && ws[2] === "ends" && ws.length === 3) return [{ value: { kind: "until", when: [`${ws[0]}-action`] }, next: i + 1 }];
      if (ws[0] === "save" && ws[1] === "ends" && ws.length === 3 && (ws[2] === "both" || ws[2] === "all")) return [saveOrUntil(atoms, i + 1, { kind: "save-ends", both: true }, ctx)];
      return [];
    }
    const u = untilWords(atoms, i, ctx);
    if (u) return [u];
    for (const [ws, d] of durationWords) {
      // "until end of turn or until it makes a ranged attack": the turn's end or the attack, whichever comes first.
      if (ws.every((w, k) => word(atoms, i + k) === w)) return [d.kind === "end-of-battle" ? { value: d, next: i + ws.length } : saveOrUntil(atoms, i + ws.length, d, ctx)];
    }
    return [];
  },
  suggest: () => [
    "(save ends)",
    "until end of its next turn",
    "until start of its next turn",
    "until end of this creature's next turn",
    "until end of turn",
    "until end of round",
    "until it attacks",
    "until it moves",
    "until it takes damage",
    "until it is attacked",
    "until it becomes bloodied",
    "until it makes a melee attack",
    "until it is hit by a melee attack",
    "until end of turn or until it makes a ranged attack",
    "until it is not adjacent to this creature",
    "until it is 4 or more squares from this creature",
    "(save ends) or until it takes damage",
    "(save ends) or until this creature ends its turn not adjacent to it",
    "(move action ends)",
  ],
};

/** Durations that end at a moment of the battle (a creature-turn's start or end, the round's end, the battle's end): no save, nothing a creature does. */
const spanWords = durationWords.filter(([, d]) => d.kind !== "until" && d.kind !== "start-of-your-next-turn");

/** "until start of its next turn", "until end of round", "until end of battle": how long something laid on the map lasts. */
const spanSlot: SlotType = {
  name: "span",
  expected: "a duration that ends at a turn's start or end, the round's end or the battle's end, such as 'until start of its next turn'",
  schema: {
    type: "object",
    required: ["kind"],
    properties: { kind: { enum: [...new Set(spanWords.map(([, d]) => d.kind))] }, of: { const: "source" }, next: { const: true } },
  },
  match: (atoms, i) => {
    for (const [ws, d] of spanWords) {
      if (ws.every((w, k) => word(atoms, i + k) === w)) return [{ value: d, next: i + ws.length }];
    }
    return [];
  },
  suggest: () => ["until start of its next turn", "until end of its next turn", "until end of turn", "until end of round", "until end of battle"],
};

/** A slot filled by another registry family (subject, gate): the value is { op, args }. */
function familySlot(name: string, family: string, expected: string): SlotType {
  return {
    name,
    expected,
    schema: { type: "object", required: ["op", "args"], properties: { op: { type: "string" }, args: { type: "object" } } },
    match: (atoms, i, ctx) =>
      matchPrefix(family, atoms, i, ctx).map((m) => ({ value: { op: m.entryId, args: m.slots }, next: m.next, problems: m.problems })),
  };
}

/** Victory points: a number, "cost", or one number per point limit ("5, 10, 25" is written "5 10 25" here). */
const vpSlot: SlotType = {
  name: "vp",
  expected: "victory points: a number, 'cost', or one number per point limit",
  schema: {
    oneOf: [
      { type: "object", required: ["kind"], properties: { kind: { const: "cost" }, plus: { type: "integer" }, times: { type: "integer" } } },
      { type: "object", required: ["kind", "byLimit"], properties: { kind: { const: "fixed" }, byLimit: { type: "array", items: { type: "integer" }, minItems: 1 } } },
    ],
  },
  match: (atoms, i) => {
    if (word(atoms, i) === "cost") {
      const plus = atoms[i + 1]?.kind === "sym" && (atoms[i + 1] as { text: string }).text === "+" ? int(atoms, i + 2) : null;
      return plus === null ? [{ value: { kind: "cost" }, next: i + 1 }] : [{ value: { kind: "cost", plus }, next: i + 3 }];
    }
    if (word(atoms, i) === "double" && word(atoms, i + 1) === "cost") return [{ value: { kind: "cost", times: 2 }, next: i + 2 }];
    const byLimit: number[] = [];
    let j = i;
    for (;;) {
      const n = int(atoms, j);
      if (n === null) break;
      byLimit.push(n);
      j++;
      if (atoms[j]?.kind === "sym" && (atoms[j] as { text: string }).text === ",") j++;
      else break;
    }
    return byLimit.length ? [{ value: { kind: "fixed", byLimit }, next: j }] : [];
  },
};

const stringSlot: SlotType = {
  name: "string",
  expected: "a quoted text",
  schema: { type: "string" },
  match: (atoms, i) => {
    const a = atoms[i];
    return a?.kind === "string" ? [{ value: a.value, next: i + 1 }] : [];
  },
};

export const slotTypes: Record<string, SlotType> = Object.fromEntries(
  [
    intSlot,
    signedSlot,
    squaresSlot,
    damageTypeSlot,
    damageTypeOrAllSlot,
    keywordSlot,
    traitSlot,
    traitListSlot,
    rankSlot,
    sideSlot,
    movementModeSlot,
    defenseSlot,
    sizeSlot,
    conditionSlot,
    actionSlot,
    attackKindSlot,
    powerTypeSlot,
    statSlot,
    damageSlot,
    durationSlot,
    spanSlot,
    familySlot("subject", "subject", "who it affects (this creature, enemies, adjacent enemies…)"),
    familySlot("gate", "gate", "a state such as bloodied or a condition"),
    familySlot("modifier", "modifier", "a modifier such as +2 attack"),
    vpSlot,
    stringSlot,
    alternativesSlot,
    rollTableSlot,
    partySlot,
    attackFilterSlot,
  ].map((s) => [s.name, s]),
);
