// The browser tests: they build the workbench, serve it on loopback and drive it in
// headless chromium. One file at a time, since each builds into editor/dist.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The tests build the workbench with Vite's API; under vitest's NODE_ENV=test that
    // would be a development build (Lit in dev mode). Test what ships.
    env: { NODE_ENV: "production" },
  },
});
