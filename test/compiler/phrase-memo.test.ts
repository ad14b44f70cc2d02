// A phrase said again in the same compile takes the outcome of its first match
// (compiler/phrases/match.ts): the same IR wherever it is said, and a warning a slot
// reports (an old keyword, ddm-battle-rules-2011.txt § Appendix A, Keywords) still at
// each place the phrase stands, never at the first one's.
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { libraryWith } from "../library.js";

const card = (name: string, path: string, extra = ""): SourceFile => ({
  path,
  text: `creature "${name}" {
  level 3  cost 10  unaligned  factions Wild  keywords Human
  AC 15  Fort 12  Ref 13  Will 12  speed 6  hp 30
  attack melee basic "Cudgel": +6 vs AC; 5 damage
${extra}  power "Sworn Foe": +2 attack against Warlock targets
  power "Thick Hide": +1 AC while bloodied
}
`,
});

describe("a phrase matched again in one compile (§ Appendix A, Keywords)", () => {
  const first = card("Marsh Warden", "test/warden.wb");
  // The second card says the phrases a line lower.
  const second = card("Fen Warden", "test/fen/warden.wb", "  power \"Fen Step\": can shift 2 squares\n");
  const r = libraryWith(first, second);
  const wardens = ["Marsh Warden", "Fen Warden"].map((n) => r.ir.creatures.find((c) => c.name === n)!);
  const withoutSrc = (v: unknown) => JSON.parse(JSON.stringify(v, (k, x: unknown) => (k === "src" ? undefined : x)));

  it("lowers each card's powers alike: the old keyword read as Arcane, +1 AC while bloodied", () => {
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(JSON.stringify(wardens[0]!.powers[0]!.clauses[0])).toContain('"keyword":"Arcane"');
    expect(withoutSrc(wardens[1]!.powers.slice(1))).toEqual(withoutSrc(wardens[0]!.powers));
    // Each clause still cites its own card's file and line.
    expect(wardens.map((w) => [w.powers.at(-1)!.src?.file, w.powers.at(-1)!.src?.line])).toEqual([
      ["test/warden.wb", 6],
      ["test/fen/warden.wb", 7],
    ]);
  });

  it("warns of the old keyword on each card, at that card's word", () => {
    const warnings = r.diagnostics.filter((d) => d.code === "WB342").map((d) => `${d.file}:${d.range.start.line}:${d.range.start.column}`);
    expect(warnings).toEqual(["test/fen/warden.wb:6:40", "test/warden.wb:5:40"]);
  });
});
