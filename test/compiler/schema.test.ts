// The published JSON Schema and its ahead-of-time validator are generated from the
// registry; they must be up to date, accept the compiled library and reject bad IR.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateIr, type IR } from "../../compiler/index.js";
import { families, registry } from "../../compiler/primitives/index.js";
import { irSchemaText, irValidatorSource } from "../../compiler/schema/generate.js";
import { library } from "../library.js";

describe("IR schema", () => {
  it("is up to date with the registry (run `npm run schema` and `npm run generate` if this fails)", () => {
    expect(readFileSync("compiler/schema/ir.schema.json", "utf8")).toBe(irSchemaText());
    expect(readFileSync("compiler/schema/ir-validator.generated.js", "utf8")).toBe(irValidatorSource());
  });

  it("names each primitive once in its family (one schema definition per id, or IR using it fails to validate)", () => {
    for (const f of families) {
      const ids = registry[f].map((e) => e.id);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i), f).toEqual([]);
    }
  });

  it("accepts the compiled library", () => {
    expect(validateIr(library().ir)).toEqual([]);
  });

  it("rejects IR with an unknown tier, and an effect with arguments its registry entry does not declare", () => {
    const bad = structuredClone(library().ir) as IR;
    const sentinel = bad.creatures.find((c) => c.name === "Ashfall Sentinel")!;
    (sentinel.powers[0]!.clauses[0] as { tier: number }).tier = 7;
    expect(validateIr(bad).length).toBeGreaterThan(0);
    const bad2 = structuredClone(library().ir) as IR;
    bad2.creatures[0]!.attacks[0]!.hit[0]!.args = { squares: 2 };
    expect(validateIr(bad2).length).toBeGreaterThan(0);
  });

  it("picks a clause's definition by its kind: a clause of no kind, of an unknown kind, or with a field its kind lacks is rejected", () => {
    const clauseOf = (ir: IR) => ir.creatures.find((c) => c.name === "Ashfall Sentinel")!.powers[0]!.clauses as unknown as Record<string, unknown>[];
    expect(validateIr(library().ir)).toEqual([]);
    for (const change of [(c: Record<string, unknown>) => delete c["kind"], (c: Record<string, unknown>) => (c["kind"] = "rule"), (c: Record<string, unknown>) => (c["activation"] = "automatic")]) {
      const bad = structuredClone(library().ir) as IR;
      change(clauseOf(bad)[0]!);
      expect(validateIr(bad).length).toBeGreaterThan(0);
    }
    const notObject = structuredClone(library().ir) as IR;
    (clauseOf(notObject) as unknown[])[0] = "can shift";
    expect(validateIr(notObject).length).toBeGreaterThan(0);
  });

  it("checks what every primitive of a family carries once for the family: an effect without its text, or with a field no primitive has, is rejected", () => {
    const without = structuredClone(library().ir) as IR;
    delete (without.creatures[0]!.attacks[0]!.hit[0] as { text?: string }).text;
    expect(validateIr(without)).toEqual(["/creatures/0/attacks/0/hit/0 must have required property 'text'"]);
    const extra = structuredClone(library().ir) as IR;
    Object.assign(extra.creatures[0]!.attacks[0]!.hit[0]!, { tier: 2 });
    expect(validateIr(extra)).toEqual(["/creatures/0/attacks/0/hit/0 must NOT have additional properties"]);
  });
});
