// The DDM importer's reading of less common attack phrasings (power types, choices inside
// attacks, attacks naming other attacks, counted bonuses, two target states), on wording
// written for these tests: each reading must compile to IR that acts.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Attacks); § Making an Attack
import { describe, expect, it } from "vitest";
import type { AttackIR } from "../../compiler/index.js";
import { compileProject } from "../../compiler/index.js";
import type { Card } from "../../importers/ddm/card.js";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";
import { marshStalker } from "./fixtures.js";

/** Import one card with these Attacks-section entries: each entry's lines (null when kept as text) and the compiled attacks. */
function read(...attacks: string[]): { lines: (string[] | null)[]; ir: AttackIR[] } {
  const card: Card = { ...marshStalker, name: "Test Prowler", alignment: "NEUTRAL", keywords: ["Beast"], powers: attacks.map((text) => ({ type: "ATTACK" as const, text })) };
  const r = importCards([card], { outDir: "out", library: librarySources() });
  const out = r.cards[0]!;
  const compiled = compileProject([...librarySources(), { path: out.path, text: out.text }]);
  expect(compiled.diagnostics.filter((d) => d.file === out.path && d.severity === "error")).toEqual([]);
  return { lines: out.draft.powers.map((p, i) => (out.structured[i] ? p.lines! : null)), ir: compiled.ir.creatures.find((c) => c.name === "Test Prowler")!.attacks };
}

describe("power types printed in parentheses (§ Powers and Effects, Type)", () => {
  it("'Immobilized (Poison)' and '(Poison, save ends)': the attack is of type Poison, its effects as printed", () => {
    const { lines, ir } = read("Barb: +9 vs. AC; 10 damage.", "Venom Quill: (range 6) +8 vs. Fortitude; 5 + 5 poison damage AND Immobilized (Poison).", "Sap: +8 vs. Fortitude; 5 damage AND -2 Speed (Poison, save ends).");
    expect(lines.slice(1)).toEqual([
      ['attack ranged 6 "Venom Quill" type Poison: +8 vs Fort; 5 + 5 poison damage and Immobilized'],
      ['attack melee "Sap" type Poison: +8 vs Fort; 5 damage and -2 speed (save ends)'],
    ]);
    expect(ir[1]!.types).toEqual(["Poison"]);
  });
});
