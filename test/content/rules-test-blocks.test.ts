// The test block itself: its diagnostics, and that the runner reports a wrong
// expectation or a missing choice at its own line instead of passing or crashing.
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { runRulesTest } from "../../runtime/ddm/rules-test.js";
import { libraryWith } from "../library.js";

const file = (text: string): SourceFile => ({ path: "test/blocks.wb", text });
const messages = (text: string) =>
  libraryWith(file(text))
    .diagnostics.filter((d) => d.file === "test/blocks.wb")
    .map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`);

describe("test blocks", () => {
  it("report unknown ids, conditions, cards and actions with did-you-mean, at line and column", () => {
    expect(
      messages(`test "typos" {
  creature A1 "Mire Archr" at 3,3 with Slowd
  when A2 moves to 4,4
  expect A1 may shfit
}
`),
    ).toEqual([
      '1:6 WB390 the test "typos" expects nothing: add an expect line',
      "2:15 WB202 there is no creature named \"Mire Archr\"; did you mean 'Mire Archer'?",
      "2:40 WB391 'Slowd' is not a condition; did you mean 'Slowed'?",
      "3:8 WB390 no creature A2 is placed in this test (placed: A1); did you mean 'A1'?",
      expect.stringMatching(/^4:17 WB390 expected an action \(.*\bshift\b.*\); did you mean 'shift'\?$/),
    ]);
  });

  it("a wrong expectation fails at its line with what was expected and what happened", () => {
    const r = libraryWith(
      file(`test "wrong" {
  creature A1 "Mire Archer" at 3,3
  creature B1 "Cinder Goblin Cutter" at 3,4
  dice 20
  when A1 attacks B1 with "Hatchet"
  expect B1 hp 15
  expect B1 may shift tier 4
}
`),
    );
    const outcome = runRulesTest(r.ir, r.ir.tests.find((t) => t.name === "wrong")!);
    expect(outcome.passed).toBe(false);
    expect(outcome.failures.map((f) => `${f.src!.line} ${f.message}`)).toEqual([
      "6 expected B1 hp 15, got 10",
      "7 expected B1 may shift at tier 4; the ruling: may shift 2 squares at tier 1 (Nimble Feet: can shift 2 squares)",
    ]);
  });

  it("a decision the test did not script stops it at the step, naming the options", () => {
    const r = libraryWith(
      file(`test "unscripted" {
  creature A1 "Cinder Goblin Cutter" at 3,3
  creature B1 "Mire Archer" at 3,4
  when A1 moves to 3,1
  expect A1 at 3,1
}
`),
    );
    const outcome = runRulesTest(r.ir, r.ir.tests[r.ir.tests.length - 1]!);
    expect(outcome.failures).toHaveLength(1);
    expect(outcome.failures[0]!.src!.line).toBe(4);
    expect(outcome.failures[0]!.message).toContain("opportunity attack");
    expect(outcome.failures[0]!.message).toContain("the options are attack, decline — add a choose line");
  });
});
