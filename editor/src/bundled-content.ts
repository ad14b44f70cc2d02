// The bundled DDM content (core rules, creatures, maps, battles), compiled beside the
// user's file so that its names resolve and the sandbox has a battle to play.
import type { SourceFile } from "../../compiler/compile.js";

const texts = import.meta.glob<string>("../../content/ddm/**/*.wb", { query: "?raw", import: "default", eager: true });

/** Paths as the CLI prints them (content/ddm/…), so diagnostics read the same everywhere. */
export const bundledContent: SourceFile[] = Object.entries(texts).map(([path, text]) => ({
  path: path.replace(/^(\.\.\/)+/, ""),
  text,
}));
