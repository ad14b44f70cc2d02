// The conversion tables are data a user copies and edits: the bundled ones must pass
// their schema, a broken copy must be refused with the place of the problem, and the
// generated validators must be up to date (run `npm run generate` if not).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tableValidatorsSource } from "../../converters/tables/generate.js";
import { check5eTable } from "../../converters/tables/validate.js";
import { roundTable } from "./monsters.js";

const bundled5e = () => JSON.parse(readFileSync("content/conversions/5e-to-ddm.json", "utf8")) as unknown;

describe("conversion tables", () => {
  it("generated validators are up to date", () => {
    expect(readFileSync("converters/tables/table-validators.generated.ts", "utf8")).toBe(tableValidatorsSource());
  });

  it("accepts the bundled 5e table and the tests' own table", () => {
    expect(check5eTable(bundled5e())).toMatchObject({ ok: true });
    expect(check5eTable(roundTable)).toMatchObject({ ok: true });
  });

  it("refuses a copy with a missing section, a wrong value and a broken pattern, naming where", () => {
    const noLevel = structuredClone(roundTable) as unknown as Record<string, unknown>;
    delete noLevel.level;
    const r1 = check5eTable(noLevel);
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.problems.join()).toContain("level");
    const badArea = structuredClone(roundTable) as unknown as { range: { areaAttacks: string } };
    badArea.range.areaAttacks = "cone";
    const r2 = check5eTable(badArea);
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.problems.join()).toContain("/range/areaAttacks");
    const badRegex = structuredClone(roundTable);
    badRegex.abilities.push({ match: "(unclosed", as: "text" });
    const r3 = check5eTable(badRegex);
    expect(r3).toEqual({ ok: false, problems: ["/abilities/2/match is not a valid regular expression"] });
  });
});
