// Runs the diagnostics corpus (test/corpus/README.md).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { codes, libraryWith } from "../library.js";

const dir = "test/corpus";
const files = readdirSync(dir).filter((f) => f.endsWith(".wb")).sort();

describe("diagnostics corpus", () => {
  for (const name of files) {
    it(name, () => {
      const path = join(dir, name);
      const text = readFileSync(path, "utf8");
      const expected = [...text.matchAll(/^# expect: (\d+:\d+ WB\d+)$/gm)].map((m) => m[1]!).sort();
      const result = libraryWith({ path, text });
      expect(codes(result, path).sort()).toEqual(expected);
      // Diagnostics about the library itself would mean a name clash the corpus file did not intend.
      expect(result.diagnostics.filter((d) => d.file !== path)).toEqual([]);
    });
  }
});
