// Hover docs. A keyword shows what it is for; a phrase the compiler matched shows its
// registry entry's docs and rulebook citation; a permission shows its precedence tier;
// a declared name shows its definition.
import type { SourceRef } from "../../grammar/source.js";
import { keywordDocs } from "../../grammar/tokens.js";
import type { EffectIR, GateIR, IR, PermissionIR, PrimitiveIR, Tier } from "../ir.js";
import { describePattern, compilePattern } from "../phrases/pattern.js";
import { familyDocs, registry, type Entry, type Family } from "../primitives/index.js";
import { tokenRange, type Analysis, type Location, type Place } from "./analysis.js";
import { namedPowerAt, occurrenceAt } from "./navigation.js";

export interface Hover extends Location {
  /** Markdown. */
  contents: string[];
}

/** The precedence tiers, ddm-battle-rules-2011.txt § Core Rules and Exceptions. */
export const tierDocs: Record<Tier, string> = {
  0: "the core rules' own permission",
  1: "permissive card text; beaten by the core rules' restrictions",
  2: "a restriction in the core rules",
  3: "card text that names the restriction it breaks; beats the core rules",
  4: "restrictive card text; trumps every other rule",
};

const TIER_CITE = "ddm-battle-rules-2011.txt § Core Rules and Exceptions";

type Found = { src: SourceRef; doc: string[] };

function containsPos(src: SourceRef, line: number, column: number): boolean {
  if (line < src.line || line > src.endLine) return false;
  if (line === src.line && column < src.column) return false;
  if (line === src.endLine && column > src.endColumn) return false;
  return true;
}

function size(src: SourceRef): number {
  return (src.endLine - src.line) * 10_000 + (src.endColumn - src.column);
}

export function entryDoc(entry: Entry): string[] {
  const forms = entry.patterns.map((p) => `\`${describePattern(compilePattern(p))}\``).join(", ");
  return [
    `**${entry.id}** — ${entry.family} primitive (${familyDocs[entry.family].doc.replace(/\.$/, "").toLowerCase()})`,
    entry.summary,
    `Written: ${forms}. Example: \`${entry.example}\``,
    `Rulebook: *${entry.cite}*`,
  ];
}

function primitiveDoc(family: Family, p: PrimitiveIR): string[] {
  const entry = (registry[family] as Entry[]).find((e) => e.id === p.op);
  return entry ? entryDoc(entry) : [];
}

function permissionDoc(p: PermissionIR): string[] {
  const entry = registry.permission.find((e) => e.polarity === p.polarity);
  const breaks = p.breaks ? ` It names and breaks the ${p.breaks} rule.` : "";
  return [`**Tier ${p.tier}** (${p.layer} layer): ${tierDocs[p.tier]}.${breaks}`, `Precedence: *${TIER_CITE}*`, ...(entry ? entryDoc(entry).slice(1) : [])];
}

/** Every compiled phrase in the IR with the docs that explain it. */
function explained(ir: IR): Found[] {
  const out: Found[] = [];
  const prim = (family: Family, p: PrimitiveIR | null) => {
    if (p) out.push({ src: p.src, doc: primitiveDoc(family, p) });
  };
  const effect = (e: EffectIR) => {
    prim("effect", e);
    prim("subject", e.subject);
  };
  const gate = (g: GateIR | null) => prim("gate", g);
  const permission = (p: PermissionIR) => {
    out.push({ src: p.src, doc: permissionDoc(p) });
    prim("subject", p.subject);
    gate(p.gate);
  };
  for (const c of ir.creatures) {
    for (const at of c.attacks) [...at.hit, ...at.miss, ...at.hitOrMiss, ...(at.followup?.hit ?? [])].forEach(effect);
    for (const pw of c.powers) {
      for (const cl of pw.clauses) {
        if (cl.kind === "permission") permission(cl);
        else if (cl.kind === "modifier") {
          prim("modifier", cl);
          prim("subject", cl.subject);
          gate(cl.gate);
        } else if (cl.kind === "trigger") {
          prim("trigger", cl.event);
          gate(cl.gate);
          cl.effects.forEach(effect);
        }
      }
    }
  }
  for (const c of ir.conditions) {
    c.permissions.forEach(permission);
    for (const m of c.modifiers) prim("modifier", m);
  }
  for (const s of ir.scenarios) for (const r of s.rules) prim("scenario-rule", r);
  return out;
}

const explainedCache = new WeakMap<IR, Found[]>();

function declarationText(a: Analysis, file: string, range: { start: { offset: number }; end: { offset: number } }): string {
  const lines = (a.texts.get(file) ?? "").slice(range.start.offset, range.end.offset).split("\n");
  const shown = lines.length > 12 ? [...lines.slice(0, 12), "…"] : lines;
  return "```warband\n" + shown.join("\n") + "\n```";
}

function definitionDoc(a: Analysis, place: Place): string[] {
  const o = occurrenceAt(a, place);
  const named = o ? null : namedPowerAt(a, place);
  if (named) return [`**named power** ${named.name} — ${named.location.file}:${named.location.range.start.line}`, declarationText(a, named.location.file, named.declRange)];
  if (!o) return [];
  const def = a.result.symbols.lookup(o.kind, o.name);
  if (!def) return [];
  return [`**${o.kind}** ${def.name} — ${def.file}:${def.range.start.line}`, declarationText(a, def.file, def.declRange)];
}

export function hover(a: Analysis, place: Place): Hover | null {
  const token = a.tokenAt(place);
  if (!token || token.tokenType.name === "Comment") return null;
  const range = tokenRange(token);
  const contents: string[] = [];
  const kw = token.tokenType.name.startsWith("Kw_") ? keywordDocs.find((k) => k.word === token.tokenType.name.slice(3)) : undefined;
  if (kw) contents.push(`**${kw.word}** — ${kw.role}`, kw.doc);
  const { line, column } = range.start;
  let found = explainedCache.get(a.result.ir);
  if (!found) explainedCache.set(a.result.ir, (found = explained(a.result.ir)));
  const here = found.filter((f) => f.src.file === place.file && containsPos(f.src, line, column)).sort((x, y) => size(x.src) - size(y.src));
  if (here[0]) contents.push(...here[0].doc);
  contents.push(...definitionDoc(a, place));
  return contents.length ? { file: place.file, range, contents } : null;
}
