import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/browser/**"],
    // Whole simulated battles run inside some tests; on a busy 2-core machine they can
    // take seconds. This is a hang guard, not a speed check (bench/ measures speed).
    testTimeout: 60_000,
  },
});
