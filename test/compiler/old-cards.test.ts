// Appendix A in the language: a card written with old keywords, condition names and cone
// areas compiles to the 2011 words, with a warning and a quick fix at each old word.
// ddm-battle-rules-2011.txt § Appendix A. Reading Old-Style Cards (Keywords; Enervated;
// Staggered; Large Cone; Small Cone)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature } from "../runtime/arena.js";
import { libraryWith } from "../library.js";

const oldCard: SourceFile = {
  path: "test/old-card.wb",
  text: `creature "Frost Adept" {
  level 4  cost 16  unaligned  factions Wild  keywords Human, Wizard
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Staff": +5 vs AC; 5 damage and Staggered
  attack close small cone "Frost Fan": +5 vs Ref; 10 cold damage and Enervated (save ends)
  attack close large cone "Blizzard": +5 vs Ref; 5 cold damage
  power "Arcane Bond": +2 attack against Wizard targets
}
`,
};

describe("ddm-battle-rules-2011.txt § Appendix A (old keywords, Staggered, Enervated, cones)", () => {
  const r = libraryWith(oldCard);
  const mine = r.diagnostics.filter((d) => d.file === oldCard.path);
  const card = r.ir.creatures.find((c) => c.name === "Frost Adept")!;

  it("reads the old words as the new ones: Wizard → Arcane (on the keyword line and in filters), Staggered → Dazed, Enervated → Weakened, small cone → blast 3, large cone → blast 5", () => {
    expect(mine.filter((d) => d.severity === "error")).toEqual([]);
    expect(card.keywords).toEqual(["Human", "Arcane"]);
    expect(card.attacks[0]!.hit[1]!.args.condition).toBe("Dazed");
    expect(card.attacks[1]!.hit[1]!.args.condition).toBe("Weakened");
    expect(card.attacks[1]!.kind).toBe("close");
    expect(card.attacks[1]!.range).toEqual({ kind: "blast", squares: 3 });
    expect(card.attacks[2]!.range).toEqual({ kind: "blast", squares: 5 });
    expect(JSON.stringify(card.powers[0]!.clauses[0])).toContain('"keyword":"Arcane"');
  });

  it("warns at each old word with a quick fix that writes the new word", () => {
    const at = (code: string) => mine.filter((d) => d.code === code).map((d) => `${d.range.start.line}:${d.range.start.column} ${d.fixes?.[0]?.edits[0]?.text}`);
    expect(at("WB342")).toEqual(["2:63 Arcane", "4:54 Dazed", "5:16 blast 3", "5:70 Weakened", "6:16 blast 5", "7:42 Arcane"]);
    expect(mine.find((d) => d.code === "WB342" && d.range.start.line === 4)!.message).toContain("'Staggered' is an old condition name: the 2011 rules read it as Dazed");
  });

  it("the renames are the ruleset's data, and the bundled content uses no old word", () => {
    expect(r.ir.ruleset.renamed?.filter((x) => x.kind === "keyword").map((x) => `${x.from}>${x.to}`)).toContain("Ranger>Martial");
    expect(r.diagnostics.filter((d) => d.code === "WB342" && d.file !== oldCard.path)).toEqual([]);
  });

  it("in play, the old Staggered is Dazed", () => {
    const a = arena([
      { card: "Frost Adept", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
    ], { dice: [15], extra: [oldCard] });
    resolveAttack(a.g, "A1", cardOf(a.g, "Frost Adept").attacks[0]!, "B1");
    expect(creature(a, "B1").effects.map((e) => e.name)).toEqual(["Dazed"]);
  });
});
