// The DDM card importer on cards written for these tests: what it structures, what it
// keeps as text, and that every file it writes compiles.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card; § Appendix A
import { describe, expect, it } from "vitest";
import { compileProject, type ModifierIR } from "../../compiler/index.js";
import { importCards } from "../../importers/ddm/import.js";
import { library, librarySources } from "../library.js";
import { marshStalker, oldGargoyle } from "./fixtures.js";

function imported(...cards: unknown[]) {
  return importCards(cards, { outDir: "out", library: librarySources() });
}

function compiled(text: string, path = "out/card.wb") {
  const r = compileProject([...librarySources(), { path, text }]);
  return { ir: r.ir, diagnostics: r.diagnostics.filter((d) => d.file === path) };
}

describe("warband import ddm", () => {
  it("turns attacks into attack lines: first is basic, a card's Reach N reaches its melee attacks, limit → uses, miss effects", () => {
    const r = imported(marshStalker);
    const card = r.cards[0]!;
    expect(card.path).toBe("out/marsh-stalker.wb");
    const { ir, diagnostics } = compiled(card.text, card.path);
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const c = ir.creatures.find((x) => x.name === "Marsh Stalker")!;
    const [spear, spit] = c.attacks;
    expect(spear).toMatchObject({ name: "Hooked Spear", kind: "melee", basic: true, range: { kind: "reach", squares: 2 }, bonus: 9, defense: "AC" });
    expect(spear!.hit.map((e) => [e.op, e.args])).toEqual([
      ["damage", { damage: [{ amount: 10, type: null }] }],
      ["push", { squares: 2 }],
    ]);
    expect(spit).toMatchObject({ kind: "ranged", basic: false, range: { kind: "range", squares: 6 }, defense: "Ref", uses: 1 });
    expect(spit!.hit.map((e) => e.op)).toEqual(["damage", "ongoing"]);
    expect(spit!.hit[1]).toMatchObject({ args: { amount: 5, type: "acid" }, duration: { kind: "save-ends" } });
    expect(spit!.miss.map((e) => e.args)).toEqual([{ damage: [{ amount: 5, type: "acid" }] }]);
    // Resist 10 Poison is a modifier the damage pipeline reads.
    const resist = c.powers.find((p) => p.name === "Resist 10 Poison")!.clauses[0] as ModifierIR;
    expect(resist).toMatchObject({ kind: "modifier", op: "resist", args: { amount: 10, type: "poison" } });
  });

  it("keeps a power it cannot read as verbatim text with a warning on its line, and does not count it structured", () => {
    const r = imported(marshStalker);
    const card = r.cards[0]!;
    const odd = marshStalker.powers[4]!.text;
    expect(card.text).toContain(`text "${odd}"`);
    const line = card.text.split("\n").findIndex((l) => l.includes(odd)) + 1;
    const { diagnostics } = compiled(card.text, card.path);
    expect(diagnostics.filter((d) => d.code === "WB340").map((d) => d.range.start.line)).toEqual([line]);
    expect(card.structured).toEqual([true, true, true, true, false]);
    expect(r.report).toMatchObject({ cards: 1, cardsFullyStructured: 0, powers: 5, powersStructured: 4, compileErrors: 0 });
    expect(r.report.powersByType.SPECIAL).toEqual({ total: 2, structured: 1 });
    expect(r.report.topUnstructured).toEqual([{ phrasing: "special: sometimes swaps places with a frog when", count: 1 }]);
  });

  it("reads old-style cards as Appendix A says: +N DEF(Fort) raises Fort, Flight goes on the speed line, old keywords renamed, alignment dropped", () => {
    const r = imported(oldGargoyle);
    const card = r.cards[0]!;
    const { ir } = compiled(card.text, card.path);
    const c = ir.creatures.find((x) => x.name === "Old Stone Watcher")!;
    expect(c.keywords).toEqual(["Elemental", "Construct"]);
    expect(c.unique).toBe(true);
    expect(c.modes).toEqual(["flight"]);
    expect(c.attacks[0]).toMatchObject({ defense: "Fort", bonus: 7 });
    const def = c.powers.find((p) => p.name === "+4 DEF(Fort)")!.clauses[0] as ModifierIR;
    expect(def).toMatchObject({ op: "bonus", args: { amount: 4, stat: "Fort" } });
    expect(compiled(imported(marshStalker).cards[0]!.text).ir.creatures.find((x) => x.name === "Marsh Stalker")!.keywords).toEqual(["Reptile", "Arcane"]);
  });

  it("folds a champion power printed as N/A on a card rated 0 (no champion power), and reads it as text on a rated champion", () => {
    // ddm-battle-rules-2011.txt § Champion Powers: a creature without a champion rating has no champion power.
    const unrated = { ...marshStalker, name: "Bog Hireling", championRating: 0, powers: [marshStalker.powers[0]!, { type: "CHAMPION" as const, text: "N/A" }] };
    const card = imported(unrated).cards[0]!;
    expect(card.structured).toEqual([true, true]);
    expect(card.text).toContain("# N/A: no champion power");
    expect(card.text).not.toContain("champion power \"");
    expect(compiled(card.text, card.path).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const rated = imported({ ...unrated, championRating: 2 }).cards[0]!;
    expect(rated.structured).toEqual([true, false]);
  });

  it("keeps a reading as text when the compiler says it does nothing in play, so the file still compiles", () => {
    const r = imported(oldGargoyle);
    const card = r.cards[0]!;
    const cloud = oldGargoyle.powers[3]!;
    // Whether close attacks are built decides which way this goes; either way no errors and an honest count.
    const { ir, diagnostics } = compiled(card.text, card.path);
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const asAttack = ir.creatures[ir.creatures.length - 1]!.attacks.some((a) => a.name === "Grit Cloud");
    expect(card.structured[3]).toBe(asAttack);
    if (!asAttack) expect(card.text).toContain(`text "${cloud.text}"`);
  });

  it("skips records that are not cards and says why", () => {
    const r = imported({ name: "No Stats" }, marshStalker, 7);
    expect(r.report.cards).toBe(1);
    expect(r.report.skippedRecords).toEqual([
      { index: 0, problem: "no number for level" },
      { index: 2, problem: "not an object" },
    ]);
  });

  it("checks the imported project against the IR schema once, every card in it, and reports a violation as an error on its card's file", () => {
    const libraryCreatures = library().ir.creatures.length;
    const checked: string[][] = [];
    const r = importCards([marshStalker, oldGargoyle], {
      outDir: "out",
      library: librarySources(),
      validate: (ir) => {
        checked.push(ir.creatures.slice(libraryCreatures).map((c) => c.name));
        const at = ir.creatures.findIndex((c) => c.name === "Old Stone Watcher");
        return [{ path: `/creatures/${at}/hp`, message: "must be integer" }];
      },
    });
    expect(checked.map((names) => [...names].sort())).toEqual([["Marsh Stalker", "Old Stone Watcher"]]);
    const internal = r.diagnostics.filter((d) => d.code === "WB900");
    expect(internal.map((d) => [d.file, d.severity])).toEqual([[r.cards[1]!.path, "error"]]);
    expect(internal[0]!.message).toContain("/hp must be integer");
    expect(r.report.compileErrors).toBe(1);
    // The schema itself finds nothing wrong in what the importer writes.
    expect(imported(marshStalker, oldGargoyle).report.compileErrors).toBe(0);
  });
});

describe("warband render", () => {
  it("draws the card from the IR: header lines, defences, attacks with their glyph words, powers, text marked as doing nothing", async () => {
    const { cardLayout } = await import("../../cli/card-layout.js");
    const r = imported(marshStalker);
    const { ir } = compiled(r.cards[0]!.text, r.cards[0]!.path);
    const out = cardLayout(ir.creatures.find((c) => c.name === "Marsh Stalker")!);
    const lines = out.split("\n").map((l) => l.replace(/^[│┌└]|[│┐┘]$/g, "").trimEnd());
    expect(lines[1]).toMatch(/^MARSH STALKER +Level 4$/);
    expect(lines[2]).toMatch(/^Reptile, Arcane +Cost 12$/);
    expect(lines[3]).toBe("Evil · Wild, Underdark");
    expect(lines).toContain("AC 17   Fort 15   Ref 14   Will 13");
    expect(lines).toContain("  [melee basic] Hooked Spear (reach 2): +9 vs. AC; 10 damage and");
    expect(out).toContain("☐ [ranged] Bog Spit (range 6)");
    expect(out).toContain("Resist 10 Poison: resist 10 poison");
    expect(out).toContain("[kept as text: does nothing in play]");
  });
});
