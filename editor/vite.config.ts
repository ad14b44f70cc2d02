// The workbench build. The page pulls grammar/, compiler/, runtime/ and content/ from
// the repository root, so the root is the editor folder but the file server may read
// the whole repository. Both servers listen on loopback only.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const editorDir = fileURLToPath(new URL(".", import.meta.url));
const repoDir = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root: editorDir,
  resolve: {
    alias: [
      // Monaco's stylesheet is hidden by its package exports map; the shadow root of
      // <warband-editor> needs it as a string. A regex so that "?inline" still matches.
      {
        find: /^monaco-editor-css(?=\?|$)/,
        replacement: fileURLToPath(new URL("../node_modules/monaco-editor/min/vs/editor/editor.main.css", import.meta.url)),
      },
    ],
  },
  worker: { format: "es" },
  build: {
    outDir: "dist",
    // Monaco alone is larger than Vite's default warning limit.
    chunkSizeWarningLimit: 4000,
  },
  server: { host: "127.0.0.1", port: 5173, fs: { allow: [repoDir] } },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
});
