// The rules tests written as content (`test` blocks under content/), each run as a
// vitest test: a failing expectation fails here with its file, line and message.
import { describe, expect, it } from "vitest";
import { runRulesTest } from "../../runtime/ddm/rules-test.js";
import { library } from "../library.js";

const { ir } = library();

describe("rules tests in content/ddm", () => {
  it("there are rules tests to run", () => {
    expect(ir.tests.length).toBeGreaterThan(0);
  });

  for (const t of ir.tests) {
    it(`${t.name} (${t.src.file}:${t.src.line})`, () => {
      const outcome = runRulesTest(ir, t);
      expect(outcome.failures.map((f) => `${f.src?.file}:${f.src?.line} ${f.message}`)).toEqual([]);
    });
  }
});
