// A statistic written without its number: one error at the statistic, the rest of the
// card still read, and a quick fix that adds the value — for bloodied, half the hit
// points rounded down to a multiple of 5 (ddm-battle-rules-2011.txt § Appendix A,
// Bloodied; § Hit Points).
import { describe, expect, it } from "vitest";
import type { CreatureAst } from "../../grammar/ast.js";
import { parse } from "../../grammar/index.js";

const card = (lines: string[]) => `creature "X" {\n${lines.map((l) => `  ${l}\n`).join("")}}\n`;

function applyFix(text: string, fix: { edits: { range: { start: { offset: number }; end: { offset: number } }; text: string }[] }): string {
  const e = fix.edits[0]!;
  return text.slice(0, e.range.start.offset) + e.text + text.slice(e.range.end.offset);
}

describe("a statistic without its number", () => {
  it("bloodied with no number: fixed to half the hit points rounded down to a multiple of 5 (hp 35 → 15)", () => {
    const text = card(["level 4  cost 20", "AC 16  hp 35  bloodied", "speed 6"]);
    const r = parse(text, "x.wb");
    expect(r.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`)).toEqual(["3:17 WB110 bloodied needs its value: a number after it"]);
    const fix = r.diagnostics[0]!.fixes![0]!;
    expect(fix.title).toBe("Add the missing bloodied value: 15 (half the hit points, rounded down to a multiple of 5)");
    const fixed = applyFix(text, fix);
    expect(fixed).toContain("hp 35  bloodied 15\n");
    expect(parse(fixed, "x.wb").diagnostics).toEqual([]);
  });

  it("reads the hit points written after bloodied too (hp 60 → 30), and a lone line keeps the rest of the card", () => {
    const text = card(["level 6", "bloodied", "hp 60", 'attack melee "Pick": +11 vs AC; 15 damage']);
    const r = parse(text, "x.wb");
    expect(r.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code}`)).toEqual(["3:3 WB110"]);
    expect(applyFix(text, r.diagnostics[0]!.fixes![0]!)).toContain("  bloodied 30\n");
    const c = r.ast.declarations[0] as CreatureAst;
    expect(c.items.map((i) => (i.kind === "stat" ? `${i.key.text}=${i.value?.value ?? "?"}` : i.kind))).toEqual(["level=6", "bloodied=?", "hp=60", "attack"]);
  });

  it("hp with no number: twice a written bloodied score, else the card snippet's 20", () => {
    const withBloodied = parse(card(["bloodied 25  hp"]), "x.wb").diagnostics;
    expect(withBloodied[0]!.fixes![0]!.title).toBe("Add the missing hp value: 50 (twice the bloodied score)");
    const alone = parse(card(["hp", "AC 15"]), "x.wb").diagnostics;
    expect(alone.map((d) => [d.message, d.fixes![0]!.edits[0]!.text])).toEqual([["hp needs its value: a number after it", " 20"]]);
  });

  it("keeps 'champion power' a champion power and 'champion 2' a rating", () => {
    const r = parse(card(["champion 2", 'champion power "Rally": use when an ally is hit: +1 AC']), "x.wb");
    expect(r.diagnostics).toEqual([]);
    const c = r.ast.declarations[0] as CreatureAst;
    expect(c.items.map((i) => i.kind)).toEqual(["stat", "power"]);
  });
});
