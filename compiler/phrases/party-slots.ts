// Slots for triggers about attacks and damage: who takes part ("an adjacent Undead
// ally", "this creature or an ally", "an enemy within 5 squares") and which attacks
// count ("a basic melee attack", "a melee or ranged attack", "an opportunity attack").
// The values are read by compiler/primitives/parties.ts.
// ddm-battle-rules-2011.txt § Automatic Powers; § Keywords; § Making an Attack
import type { Atom } from "../../grammar/ast.js";
import type { MatchContext, SlotResult, SlotType } from "./match.js";
import { rankSlot } from "./rank-slot.js";

const word = (atoms: Atom[], i: number): string | null => {
  const a = atoms[i];
  return a?.kind === "word" ? a.lower : null;
};

/** Words that are never a keyword in a party ("an adjacent bloodied ally"). */
const stateWords = new Set(["adjacent", "bloodied", "each", "any", "other", "another", "that", "this", "ally", "allies", "enemy", "enemies", "creature", "creatures", "or", "and", "it"]);

/** A keyword written as on the card (capital letter, "non-" negates); an old keyword is read as the new one. */
function keywordAt(atoms: Atom[], i: number, ctx: MatchContext): { keyword: string; negated?: true } | null {
  const a = atoms[i];
  if (a?.kind !== "word" || !/^(?:[Nn]on-)?[A-Z]/.test(a.text)) return null;
  const neg = /^non-(.+)$/i.exec(a.text);
  const kw = neg ? neg[1]! : a.text;
  if (stateWords.has(kw.toLowerCase()) || ctx.vocab.conditions.has(kw.toLowerCase())) return null;
  const keyword = ctx.vocab.oldKeywords?.get(kw.toLowerCase()) ?? kw;
  return neg ? { keyword, negated: true } : { keyword };
}

const roles: Record<string, string> = { ally: "ally", enemy: "enemy", creature: "creature" };

/** "[level N or lower|lower-level] [Size [or smaller|larger]] [adjacent] [bloodied|non-bloodied] [charging] [Condition [or Condition]] [Keyword [or Keyword [or Keyword]]] [champion|non-champion] ally|enemy|creature [adjacent to this creature] [within N squares | within reach [of this creature] | in sight [of this creature]] [in victory area]" */
function filtered(atoms: Atom[], i: number, ctx: MatchContext): SlotResult[] {
  const v: Record<string, unknown> = {};
  let j = i;
  // "level 5 or lower Undead ally", "lower-level ally": the card's level (or cost), or lower than the power's owner's.
  const rank = rankSlot.match(atoms, j, ctx)[0];
  if (rank) {
    v.rank = rank.value;
    j = rank.next;
  }
  // "Medium or smaller enemy": a size and those below (or above) it; "Small Beast ally": that size only.
  const size = ctx.vocab.sizes?.get(word(atoms, j) ?? "");
  const dir = word(atoms, j + 2);
  if (size && word(atoms, j + 1) === "or" && (dir === "smaller" || dir === "larger")) {
    v.size = { size, or: dir };
    j += 3;
  } else if (size) {
    v.size = { size };
    j += 1;
  }
  if (word(atoms, j) === "adjacent") {
    v.adjacent = true;
    j++;
  }
  if (word(atoms, j) === "bloodied") {
    v.bloodied = true;
    j++;
  } else if (word(atoms, j) === "non-bloodied") {
    // "an adjacent, non-bloodied ally": one above its bloodied value.
    v.notBloodied = true;
    j++;
  }
  // "a charging enemy": one making a charge right now (its move and its attack).
  if (word(atoms, j) === "charging") {
    v.charging = true;
    j++;
  }
  // "an Immobilized enemy", "a Slowed or Immobilized enemy": a condition it has (either of two).
  const cond = (at: number) => ctx.vocab.conditions.get(word(atoms, at) ?? "");
  if (cond(j)) {
    const conditions = [cond(j)!];
    j++;
    if (word(atoms, j) === "or" && cond(j + 1)) {
      conditions.push(cond(j + 1)!);
      j += 2;
    }
    v.conditions = conditions;
  }
  const k = keywordAt(atoms, j, ctx);
  if (k) {
    v.keyword = k;
    j++;
    if (word(atoms, j) === "or") {
      const k2 = keywordAt(atoms, j + 1, ctx);
      if (k2) {
        v.either = k2;
        j += 2;
        // "a Dragon or Goblin or Spawn enemy": any of three.
        const k3 = word(atoms, j) === "or" ? keywordAt(atoms, j + 1, ctx) : null;
        if (k3) {
          v.third = k3;
          j += 2;
        }
      }
    }
  }
  // "a champion ally", "a Dragon champion enemy": a creature whose card has a champion rating.
  if (word(atoms, j) === "champion") {
    v.champion = true;
    j++;
  } else if (word(atoms, j) === "non-champion") {
    // "a non-champion Orc enemy": one whose card has no champion rating.
    v.notChampion = true;
    j++;
  }
  let who = roles[word(atoms, j) ?? ""];
  if (!who) return [];
  j++;
  // "enemy or ally": any creature but this one.
  if (word(atoms, j) === "or" && roles[word(atoms, j + 1) ?? ""] && roles[word(atoms, j + 1)!] !== who) {
    who = "creature";
    j += 2;
  }
  v.who = who;
  const out: SlotResult[] = [{ value: { ...v }, next: j }];
  if (!v.adjacent && word(atoms, j) === "adjacent" && word(atoms, j + 1) === "to" && word(atoms, j + 2) === "this" && word(atoms, j + 3) === "creature") {
    v.adjacent = true;
    j += 4;
    out.unshift({ value: { ...v }, next: j });
  }
  const n = atoms[j + 1];
  if (word(atoms, j) === "within" && n?.kind === "int" && (word(atoms, j + 2) === "squares" || word(atoms, j + 2) === "square")) {
    v.within = n.value;
    j += 3;
    if (word(atoms, j) === "of" && word(atoms, j + 1) === "this" && word(atoms, j + 2) === "creature") j += 3;
    out.unshift({ value: { ...v }, next: j });
  }
  // "an enemy flanking this creature", "flanked by this creature", "an ally flanking with this creature" (§ Flanking).
  const flank = flankingAt(atoms, j);
  if (flank) {
    out.unshift({ value: { ...v, flanking: flank.how }, next: flank.next });
  }
  // "in sight": one this creature can see (line of sight, § Line of Sight).
  if (v.within === undefined && !v.adjacent && word(atoms, j) === "in" && word(atoms, j + 1) === "sight") {
    v.sight = true;
    j += 2;
    if (word(atoms, j) === "of" && word(atoms, j + 1) === "this" && word(atoms, j + 2) === "creature") j += 3;
    out.unshift({ value: { ...v }, next: j });
  }
  // "within reach": the squares this creature's melee attacks reach.
  if (v.within === undefined && !v.adjacent && word(atoms, j) === "within" && word(atoms, j + 1) === "reach") {
    v.reach = true;
    j += 2;
    if (word(atoms, j) === "of" && word(atoms, j + 1) === "this" && word(atoms, j + 2) === "creature") j += 3;
    out.unshift({ value: { ...v }, next: j });
  }
  // "an enemy occupying a victory area": one in a victory area of either side (§ Victory Areas).
  if ((word(atoms, j) === "in" || word(atoms, j) === "occupying") && word(atoms, j + 1) === "victory" && word(atoms, j + 2) === "area") {
    v.inVictoryArea = true;
    j += 3;
    out.unshift({ value: { ...v }, next: j });
  }
  return out;
}

/** "flanking this creature", "flanked by this creature", "flanking with this creature" at `j`. */
function flankingAt(atoms: Atom[], j: number): { how: "self" | "by-self" | "with-self"; next: number } | null {
  const w = word(atoms, j);
  const link = word(atoms, j + 1);
  const at = w === "flanking" ? (link === "with" ? j + 2 : j + 1) : w === "flanked" && link === "by" ? j + 2 : -1;
  if (at < 0 || word(atoms, at) !== "this" || word(atoms, at + 1) !== "creature") return null;
  const how = w === "flanked" ? "by-self" : link === "with" ? "with-self" : "self";
  return { how, next: at + 2 };
}

/**
 * Who takes part in an attack or damage event, seen from the power's owner: this
 * creature, an ally, an enemy, any creature, this creature or an ally, with filters
 * (adjacent, within N squares, bloodied, a keyword or any of two or three).
 */
export const partySlot: SlotType = {
  name: "party",
  expected: "who: this creature, an ally, an enemy, a creature (adjacent, within N squares, a keyword…)",
  schema: {
    type: "object",
    required: ["who"],
    properties: {
      who: { enum: ["self", "ally", "enemy", "creature", "any", "self-or-ally", "self-or-rider", "chosen"] },
      name: { type: "string", minLength: 1 },
      adjacent: { const: true },
      bloodied: { const: true },
      notBloodied: { const: true },
      charging: { const: true },
      champion: { const: true },
      notChampion: { const: true },
      flanking: { enum: ["self", "by-self", "with-self"] },
      within: { type: "integer", minimum: 0 },
      reach: { const: true },
      sight: { const: true },
      inVictoryArea: { const: true },
      size: { type: "object", required: ["size"], properties: { size: { type: "string" }, or: { enum: ["smaller", "larger"] } } },
      rank: rankSlot.schema,
      conditions: { type: "array", items: { type: "string" }, minItems: 1 },
      keyword: { type: "object", required: ["keyword"], properties: { keyword: { type: "string" }, negated: { const: true } } },
      either: { type: "object", required: ["keyword"], properties: { keyword: { type: "string" }, negated: { const: true } } },
      third: { type: "object", required: ["keyword"], properties: { keyword: { type: "string" }, negated: { const: true } } },
    },
  },
  match: (atoms, i, ctx) => {
    const w0 = word(atoms, i);
    const w1 = word(atoms, i + 1);
    if (w0 === "this" && w1 === "creature") {
      // "this creature or its rider": the mount or the creature riding it (compiler/primitives/mounts.ts).
      if (word(atoms, i + 2) === "or" && word(atoms, i + 3) === "its" && word(atoms, i + 4) === "rider") return [{ value: { who: "self-or-rider" }, next: i + 5 }];
      if (word(atoms, i + 2) === "or") {
        const rest = filtered(atoms, i + 3, ctx).filter((r) => (r.value as { who: string }).who === "ally");
        if (rest.length) return rest.map((r) => ({ value: { ...(r.value as object), who: "self-or-ally" }, next: r.next }));
      }
      return [{ value: { who: "self" }, next: i + 2 }];
    }
    if (w0 === "any" && w1 === "creature") return [{ value: { who: "any" }, next: i + 2 }];
    // "creature chosen by \"Evil Eye\"": the one that power of this creature last chose (compiler/primitives/chosen.ts).
    const chosenName = atoms[i + 3];
    if (w0 === "creature" && w1 === "chosen" && word(atoms, i + 2) === "by" && chosenName?.kind === "string" && chosenName.value) return [{ value: { who: "chosen", name: chosenName.value }, next: i + 4 }];
    if (w0 === "ally" && w1 === "or" && word(atoms, i + 2) === "this" && word(atoms, i + 3) === "creature") return [{ value: { who: "self-or-ally" }, next: i + 4 }];
    return filtered(atoms, i, ctx);
  },
  suggest: () => ["this creature", "ally", "enemy", "adjacent ally", "this creature or ally", "this creature or its rider", "any creature", 'creature chosen by "Power"'],
};

const kindWords = new Set(["melee", "ranged", "close", "area"]);

/** "vs Will", "that targets AC" after the attack: the defence it is rolled against. */
function againstDefence(atoms: Atom[], j: number, ctx: MatchContext, v: Record<string, unknown>): SlotResult[] {
  const plain: SlotResult = { value: v, next: j };
  const at = word(atoms, j) === "vs" ? j + 1 : word(atoms, j) === "that" && word(atoms, j + 1) === "targets" ? j + 2 : -1;
  const defense = at < 0 ? undefined : ctx.vocab.defenses.get(word(atoms, at) ?? "");
  return defense ? [{ value: { ...v, defense }, next: at + 1 }, plain] : [plain];
}

/** "that deals fire damage", "that deals cold or necrotic damage" after the attack: the damage types it deals (any of them). */
function dealing(atoms: Atom[], j: number, ctx: MatchContext, r: SlotResult): SlotResult[] {
  if (word(atoms, j) !== "that" || word(atoms, j + 1) !== "deals") return [r];
  const types: string[] = [];
  let k = j + 2;
  for (;;) {
    const t = ctx.vocab.damageTypes.get(word(atoms, k) ?? "");
    if (!t) return [r];
    types.push(t);
    if (word(atoms, k + 1) !== "or") break;
    k += 2;
  }
  return word(atoms, k + 1) === "damage" ? [{ value: { ...(r.value as object), dealing: types }, next: k + 2 }, r] : [r];
}

/** "attack other than basic melee attack": any attack but a basic one (of that kind), the cards' "a non-{b} attack". */
function otherThan(atoms: Atom[], j: number, r: SlotResult): SlotResult[] {
  if (word(atoms, j) !== "other" || word(atoms, j + 1) !== "than" || word(atoms, j + 2) !== "basic") return [r];
  const kind = kindWords.has(word(atoms, j + 3) ?? "") ? word(atoms, j + 3)! : null;
  const k = kind ? j + 4 : j + 3;
  return word(atoms, k) === "attack" ? [{ value: { ...(r.value as object), except: { basic: true, ...(kind ? { kinds: [kind] } : {}) } }, next: k + 1 }, r] : [r];
}

/** "attack", "basic melee attack", "melee or ranged attack", "opportunity attack", "charge attack", "\"Bite\" attack", "attack vs Will", "attack that deals fire damage", "attack by \"Defender\"". */
export const attackFilterSlot: SlotType = {
  name: "attackFilter",
  expected: "an attack such as 'melee attack', 'basic attack', 'melee or ranged attack' or 'opportunity attack'",
  schema: {
    type: "object",
    properties: {
      name: { type: "string", minLength: 1 },
      kinds: { type: "array", items: { enum: ["melee", "ranged", "close", "area"] }, minItems: 1 },
      basic: { const: true },
      opportunity: { const: true },
      charge: { const: true },
      defense: { type: "string" },
      dealing: { type: "array", items: { type: "string" }, minItems: 1 },
      except: { type: "object", required: ["basic"], properties: { basic: { const: true }, kinds: { type: "array", items: { enum: ["melee", "ranged", "close", "area"] }, minItems: 1 } } },
      power: { type: "string", minLength: 1 },
    },
  },
  match: (atoms, i, ctx) => {
    const v: Record<string, unknown> = {};
    let j = i;
    // "\"Mind Blast\" attack": one attack of the card, by name (the compiler checks the card has it).
    const named = atoms[j];
    if (named?.kind === "string" && named.value) return [{ value: { name: named.value }, next: word(atoms, j + 1) === "attack" ? j + 2 : j + 1 }];
    // "attack by \"Defender\"": the attack a power of the card makes (the compiler checks the card has that power).
    const power = atoms[j + 2];
    if (word(atoms, j) === "attack" && word(atoms, j + 1) === "by" && power?.kind === "string" && power.value) return [{ value: { power: power.value }, next: j + 3 }];
    if (word(atoms, j) === "opportunity" || word(atoms, j) === "charge") {
      v[word(atoms, j)!] = true;
      return word(atoms, j + 1) === "attack" ? [{ value: v, next: j + 2 }] : [];
    }
    if (word(atoms, j) === "basic") {
      v.basic = true;
      j++;
    }
    const kinds: string[] = [];
    while (kindWords.has(word(atoms, j) ?? "")) {
      kinds.push(word(atoms, j)!);
      j++;
      if (word(atoms, j) === "or" && kindWords.has(word(atoms, j + 1) ?? "")) j++;
      else break;
    }
    if (kinds.length) v.kinds = kinds;
    return word(atoms, j) === "attack" ? againstDefence(atoms, j + 1, ctx, v).flatMap((r) => dealing(atoms, r.next, ctx, r)).flatMap((r) => otherThan(atoms, r.next, r)) : [];
  },
  suggest: () => ["attack", "melee attack", "ranged attack", "basic melee attack", "melee or ranged attack", "opportunity attack", "attack other than basic melee attack"],
};
