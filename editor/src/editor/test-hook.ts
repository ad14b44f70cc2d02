// A handle for the browser tests: they read markers from Monaco's model rather than
// from the DOM, because Monaco only renders the lines in view.
import type * as Monaco from "monaco-editor/editor";
import { summarize, type MarkerSummary } from "../language/markers.js";

export interface WarbandTestHook {
  monaco: typeof Monaco;
  editor: Monaco.editor.IStandaloneCodeEditor;
  /** The markers on the open file, in document order. */
  markers(): MarkerSummary[];
  /** Milliseconds from navigation start to the editor being ready for typing (bench/editor.ts). */
  readyAt: number;
}

declare global {
  interface Window {
    __warband?: WarbandTestHook;
  }
}

export function exposeTestHook(monaco: typeof Monaco, editor: Monaco.editor.IStandaloneCodeEditor): void {
  window.__warband = {
    monaco,
    editor,
    readyAt: window.__warband?.readyAt ?? performance.now(),
    markers: () => {
      const resource = editor.getModel()?.uri;
      if (!resource) return [];
      return monaco.editor
        .getModelMarkers({ resource })
        .map((m) => summarize(monaco, m))
        .sort((a, b) => a.line - b.line || a.column - b.column);
    },
  };
}
