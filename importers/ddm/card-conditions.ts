// Conditions a card defines ("Gulped: (Condition) Affected creature is removed from the
// battle map …") and the riders of its other powers that name them ("AND Gulped (see
// below)", "target is Gulped (ends when this creature takes cold damage, …)"). The
// definition becomes `power "Gulped" condition: …` (compiler/primitives/card-conditions.ts);
// while the card is read its name is one word the effect readers know (conditionName),
// written as the quoted name the language gives card conditions by, with the ending the
// definition says when the rider says none.
// ddm-battle-rules-2011.txt § Conditions (Duration, Until Trigger)
import type { Card } from "./card.js";
import { effectPart, modifierPhrases } from "./effects.js";
import { countOf, normalise, sentences, splitName } from "./text.js";

/** The conditions of the card being read: the one word each is read as, and its quoted name. */
let inScope = new Map<string, string>();

/** The quoted name of a condition the card being read defines, for the word it is read as; else null. */
export function cardConditionWord(w: string): string | null {
  return inScope.get(w.toLowerCase()) ?? null;
}

/** A line with each card condition's word left in it (inside a power's name taken from its text) written as the card's name again. */
export function conditionNamesRestored(line: string): string {
  return line.replace(/\bcardcondition[A-Za-z]+\b/g, (w) => cardConditionWord(w)?.slice(1, -1) ?? w);
}

/** The one word a card condition is read as while its card is read: found in no card text, lower case so that no reader takes it for a keyword. */
function wordOf(name: string): string {
  return `cardcondition${name.replace(/[^A-Za-z]/g, "")}`;
}

/** "(ends when this creature takes lightning damage, is first bloodied, or destroyed)" as the language's "until this creature …"; null if a part is none of those. */
function sourceEnding(said: string): string | null {
  const parts = said.split(/,? or |, /).map((p) => p.trim());
  const out: string[] = [];
  for (const p of parts) {
    const hurt = /^takes (?:(\w+) )?damage$/i.exec(p);
    if (hurt) out.push(`takes ${hurt[1] ? `${hurt[1].toLowerCase()} ` : ""}damage`);
    else if (/^(?:is |becomes )?(?:first )?bloodied$/i.test(p)) out.push("is bloodied");
    else if (/^(?:is )?destroyed$/i.test(p)) out.push("is destroyed");
    else return null;
  }
  return `until this creature ${out.join(" or ")}`;
}

const who = String.raw`(?:the )?(?:affected|afflicted) creature`;

/**
 * The definition's sentences as the condition's clauses, and the ending it says (for the
 * riders); null when a sentence is not one of the forms read here.
 */
export function conditionDefinition(name: string, text: string): { line: string; ending: string | null } | null {
  const m = /^\(condition\)\s*(.+)$/i.exec(text.trim());
  if (!m) return null;
  const body = m[1]!.replace(new RegExp(`\\b${who}'s\\b`, "gi"), "its").replace(new RegExp(`\\b${who}\\b`, "gi"), "it");
  const clauses: string[] = [];
  let ending: string | null = null;
  let removed = false;
  let returns = false;
  const stages: string[][] = [];
  for (const raw of sentences(body)) {
    const s = raw.trim().replace(/\.$/, "");
    let x: RegExpExecArray | null;
    if (/^it is removed from the battle map,? and (?:takes no turns|does not take (?:any )?turns)$/i.test(s)) removed = true;
    else if (/^when this condition ends, (?:place|put) it adjacent to the creature that caused (?:it|this condition)$/i.test(s)) returns = true;
    else if ((x = /^at (?:the )?end of each round, it takes (.+)$/i.exec(s))) {
      const hurt = effectPart(x[1]!, "");
      if (!hurt || !/ damage$/.test(hurt) || /ongoing/.test(hurt)) return null;
      clauses.push(`at end of round: this creature takes ${hurt}`);
    } else if ((x = /^at (?:the )?start of its turn, it and each ally adjacent to it takes? (.+)$/i.exec(s))) {
      const hurt = effectPart(x[1]!, "");
      if (!hurt || !/ damage$/.test(hurt) || /ongoing/.test(hurt)) return null;
      clauses.push(`at start of its turn: this creature takes ${hurt} and adjacent allies take ${hurt}`);
    } else if ((x = /^ends when it ends its turn (\d+) or more squares from (?:the creature that caused (?:this condition|it)|all ([A-Z][\w-]*) enemies)$/i.exec(s))) {
      ending = `until it ends its turn ${x[1]} or more squares from ${x[2] ? `all ${x[2]} enemies` : "this creature"}`;
    } else if ((x = /^it is (\w+)(?: and cannot take actions)?$/i.exec(s))) {
      const held = effectPart(x[1]!, "");
      if (!held || /\s/.test(held)) return null;
      clauses.push(`is ${held}`);
      if (/cannot take actions$/i.test(s)) clauses.push("cannot take actions");
    } else if ((x = /^it has (.+?) until (?:the )?end of (?:the )?battle$/i.exec(s)) && clauses.length === 0 && !ending) {
      // "has -5 Damage until end of battle": a modifier while it lasts, and it lasts the battle.
      const mods = modifierPhrases(x[1]!);
      if (!mods?.length || mods.some((m) => / while /.test(m))) return null;
      clauses.push(...mods);
      ending = "until end of battle";
    } else if ((x = /^an? ([A-Z][\w-]*) creature is (\w+) until (?:the )?end of (?:the )?battle instead$/i.exec(s)) && ending === "until end of battle" && clauses.length > 0) {
      // "An Arcane creature is Weakened until end of battle instead": the rules before it hold for the others.
      const held = effectPart(x[2]!, "");
      if (!held || /\s/.test(held) || clauses.some((c) => / while /.test(c))) return null;
      clauses.splice(0, clauses.length, ...clauses.map((c) => `${c} while not ${x![1]}`), `is ${held} while ${x[1]}`);
    } else if (/^ends when the creature that caused (?:this condition|it) is destroyed$/i.test(s)) ending = "until this creature is destroyed";
    else if (/^if it fails\b/i.test(s) && stages.length === 0) {
      const read = worseningStages(s);
      if (!read) return null;
      stages.push(...read);
    } else return null;
  }
  if (stages.length) {
    // Only rules that hold while it lasts can give way to the next stage's.
    if (removed || clauses.length === 0 || !clauses.every((c) => /^(?:is \w+|resist \d+ \w+)$/.test(c))) return null;
    const failed = (k: number, last: boolean) => `while it has failed ${k === 0 ? "no save" : `${k} ${last ? "or more saves" : k === 1 ? "save" : "saves"}`} against "${name}"`;
    const all = [clauses.splice(0), ...stages];
    all.forEach((stage, k) => clauses.push(...stage.map((c) => `${c} ${failed(k, k === all.length - 1)}`)));
  }
  // Off the map it takes no turns; the card says where it comes back.
  if (removed !== returns) return null;
  if (removed) clauses.unshift("removed from battle map returning adjacent to creature that caused it");
  return clauses.length ? { line: `power "${name}" condition: ${clauses.join("; ")}`, ending } : null;
}


/**
 * "If it fails a saving throw to end this condition, it becomes Stunned (save ends)
 * instead"; in three stages, "if it fails 1 save against this effect, it is Weakened (save
 * ends) instead; if it fails 2 saves, it is Stunned and has Resist 5 All (save ends both)
 * instead": the
 * rules of each stage, in order, for the 1st, 2nd… failed save; null unless the stages
 * follow each other from the first save and each says what holds in the language's words.
 * The condition stays one effect, so the save that ends a stage is the condition's own.
 */
function worseningStages(sentence: string): string[][] | null {
  const stages: string[][] = [];
  for (const part of sentence.split(/;\s*(?=if it fails\b)/i)) {
    const m = /^if it fails (a|an|one|two|three|\d+) (?:saving throws?|saves?)(?: (?:to end|against) this (?:condition|effect))?,? it (?:is|becomes) (.+?)(?: \(save ends(?: both| all)?\))? instead$/i.exec(part.trim());
    const k = m ? Number(countOf(m[1]!)) : NaN;
    if (!m || k !== stages.length + 1) return null;
    const rules: string[] = [];
    for (const x of m[2]!.split(/,? and (?:has )?/i)) {
      const resist = /^(?:has )?resist (\d+) (\w+)$/i.exec(x.trim());
      const held = resist ? null : effectPart(x.trim(), "");
      if (resist) rules.push(`resist ${resist[1]} ${resist[2]!.toLowerCase()}`);
      else if (held && !/\s/.test(held)) rules.push(`is ${held}`);
      else return null;
    }
    stages.push(rules);
  }
  return stages;
}

export interface CardConditions {
  /** Per power of the card: the condition it defines, read; or null. */
  definitions: ({ name: string; line: string } | null)[];
  /** Per power of the card: its text with the card's conditions named as read, and the conditions it names. */
  texts: { text: string; names: string[] }[];
}

/**
 * The card's condition definitions that read, and each power's text with the riders that
 * name them rewritten: "Gulped (see below)" takes the definition's ending, "(ends when this
 * creature …)" becomes "until this creature …".
 */
export function cardConditions(card: Card): CardConditions {
  const definitions = card.powers.map((p) => {
    if (p.type === "ATTACK") return null;
    const { name, rest } = splitName(normalise(p.text));
    if (!name) return null;
    const d = conditionDefinition(name, rest);
    return d ? { name, line: d.line, ending: d.ending } : null;
  });
  const texts = card.powers.map((p, i) => {
    let text = normalise(p.text);
    const names: string[] = [];
    for (const d of definitions) {
      if (!d || definitions[i] === d) continue;
      const re = new RegExp(String.raw`\b${d.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\b(?:\s*\(see below\))?(?:\s*\(ends when this creature ([^)]+)\))?`, "g");
      text = text.replace(re, (all: string, ends: string | undefined, at: number, whole: string) => {
        names.push(d.name);
        const own = ends !== undefined ? sourceEnding(ends) : null;
        if (ends !== undefined && !own) return all;
        // A rider that prints no duration of its own gives the condition for as long as its definition says.
        const printed = /^\s*(?:\(save ends|until\b)/i.test(whole.slice(at + all.length));
        const ending = own ?? (printed ? null : d.ending);
        return `${wordOf(d.name)}${ending ? ` ${ending}` : ""}`;
      });
    }
    return { text, names: [...new Set(names)] };
  });
  return { definitions: definitions.map((d) => (d ? { name: d.name, line: d.line } : null)), texts };
}

/** Reads the card with its conditions' words known; they are forgotten after. */
export function withCardConditions<T>(c: CardConditions, read: () => T): T {
  const before = inScope;
  inScope = new Map(c.definitions.flatMap((d) => (d ? [[wordOf(d.name).toLowerCase(), `"${d.name}"`] as [string, string]] : [])));
  try {
    return read();
  } finally {
    inScope = before;
  }
}
