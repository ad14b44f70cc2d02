// The grammar loads chevrotain from its one-file build, copied by `npm run generate`
// (grammar/chevrotain-build.ts); the copy must be the installed chevrotain's.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chevrotainSource } from "../../grammar/chevrotain-build.js";

describe("chevrotain's one-file build", () => {
  it("is the installed chevrotain's (run `npm run generate` if this fails)", () => {
    expect(readFileSync("grammar/chevrotain.generated.ts", "utf8")).toBe(chevrotainSource());
  });
});
