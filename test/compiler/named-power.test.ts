// Named powers: declared once, given to a card by name with its number.
// ddm-battle-rules-2011.txt § Powers and Effects (named powers such as Sneak Attack X)
import { describe, expect, it } from "vitest";
import type { TriggerIR } from "../../compiler/index.js";
import { libraryWith } from "../library.js";
import { thornHide } from "../importers/fixtures.js";

const card = (powers: string) => ({
  path: "test/briar.wb",
  text: `creature "Briar Knight" {
  level 3  cost 10  unaligned  factions Wild
  AC 16  Fort 14  Ref 13  Will 13  speed 5  hp 30
  attack melee basic "Thorn Blade": +6 vs AC; 10 damage
${powers}
}
`,
});

describe("named powers", () => {
  it("expand at the card with the card's number; the power keeps the card's name and cites the declaration", () => {
    const r = libraryWith(thornHide, card('  power "Thorn Hide 10"'));
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const p = r.ir.creatures.find((c) => c.name === "Briar Knight")!.powers[0]!;
    expect(p.name).toBe("Thorn Hide 10");
    expect(p.layer).toBe("cards");
    const t = p.clauses[0] as TriggerIR;
    expect(t.event!.op).toBe("hit-by");
    expect(t.effects[0]).toMatchObject({ op: "damage", args: { damage: [{ amount: 10, type: null }] }, subject: { op: "that-enemy" } });
    expect(t.src.file).toBe("test/thorn-hide.wb");
  });

  it("gives a permission on a card the card's tier (1), though it is declared in the core layer", () => {
    const r = libraryWith(card('  power "Quick Step 2"'));
    const p = r.ir.creatures.find((c) => c.name === "Briar Knight")!.powers[0]!;
    expect(p.clauses[0]).toMatchObject({ kind: "permission", polarity: "can", verb: "shift", squares: 2, tier: 1 });
  });

  it("reports a name that is no named power at the use, with a did-you-mean", () => {
    const r = libraryWith(thornHide, card('  power "Thorn Hid 10"'));
    const d = r.diagnostics.filter((x) => x.file === "test/briar.wb" && x.severity === "error");
    expect(d.map((x) => [x.code, x.range.start.line])).toEqual([["WB335", 5]]);
    expect(d[0]!.message).toContain("did you mean 'Thorn Hide N'");
  });

  it("a declaration whose body lost its colon (\"Thorn Hide N\"bloodied) is reported at the declaration and at each use, not expanded without end", () => {
    const bare = { path: "test/bare.wb", text: 'power "Thorn Hide N"bloodied N squares\n' };
    const r = libraryWith(bare, card('  power "Thorn Hide 10"'));
    expect(r.diagnostics.filter((x) => x.code === "WB335").map((x) => [x.file, x.range.start.line])).toEqual([
      ["test/bare.wb", 1],
      ["test/briar.wb", 5],
    ]);
  });

  it("reports a problem inside the declaration where it is declared", () => {
    const bad = { path: "test/bad.wb", text: 'layer core\npower "Odd Gift N": whenever the moon rises: this creature heals N\n' };
    const r = libraryWith(bad);
    expect(r.diagnostics.filter((x) => x.file === "test/bad.wb").map((x) => [x.code, x.range.start.line])).toEqual([["WB310", 2]]);
  });
});
