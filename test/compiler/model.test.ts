// The Chainmail model card: a `model` declaration checked against the Chainmail
// ruleset's vocabulary (chainmail-comprehensive-rules-2002.txt § 200–215 Model Cards,
// § 701.2 Special Abilities).
import { describe, expect, it } from "vitest";
import { compileProject } from "../../compiler/index.js";
import { codes, library, sourcesUnder } from "../library.js";

const withChainmail = (text: string) => compileProject([...sourcesUnder("content/chainmail"), { path: "m.wb", text }]);

describe("model cards (chainmail-comprehensive-rules-2002.txt § 200–215)", () => {
  it("lowers every statistic, attack and special ability of the bundled model", () => {
    const r = compileProject(sourcesUnder("content/chainmail"));
    expect(r.diagnostics).toEqual([]);
    expect(r.ir.models[0]).toMatchObject({
      name: "Ridge Warden",
      cost: 9,
      faction: "Mordengard",
      alignment: "good",
      type: "humanoid",
      subtype: "Dwarf",
      level: 1,
      speed: 4,
      armor: 16,
      health: 2,
      save: 4,
      melee: { bonus: 4, damage: [{ amount: 2, type: null }], range: null, uses: null },
      ranged: { bonus: 2, damage: [{ amount: 1, type: null }], range: 6, uses: 1 },
    });
    expect(r.ir.models[0]!.specials.map((s) => [s.ability, s.value, s.word])).toEqual([
      ["Reach 1", null, null],
      ["Fight TYPE +N", 1, "Orc"],
    ]);
  });

  it("reports bad lines with their place and a did-you-mean, and keeps the rest", () => {
    const r = withChainmail(`model "Bad" {
  cost 5
  faction Narsh
  type vile humanoid
  level 1
  speed 6 hover
  armor 12
  health 1
  save +1
  melee +2 damage two
  special Scarry 3
  special Resist fire 4
}
`);
    expect(codes(r, "m.wb")).toEqual(["1:7 WB334", "3:3 WB203", "4:8 WB352", "6:11 WB203", "10:19 WB352", "11:3 WB203"]);
    expect(r.diagnostics.find((d) => d.range.start.line === 11)!.message).toContain("did you mean 'Scary'");
    expect(r.ir.models.find((m) => m.name === "Bad")!.specials).toMatchObject([{ ability: "Resist ENERGY N", word: "fire", value: 4 }]);
  });

  it("says which statistics a model lacks", () => {
    const r = withChainmail('model "Thin" {\n  cost 1\n  melee +1 damage 1\n}\n');
    expect(r.diagnostics.filter((d) => d.code === "WB320").map((d) => d.message)).toEqual(["\"Thin\" has no type", "\"Thin\" has no level", "\"Thin\" has no speed", "\"Thin\" has no armor", "\"Thin\" has no health", "\"Thin\" has no save"]);
  });

  it("leaves the DDM library as it was: no models, no Chainmail vocabulary", () => {
    expect(library().ir.models).toEqual([]);
    expect(library().ir.ruleset.abilities).toEqual([]);
  });
});
