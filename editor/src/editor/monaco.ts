// Monaco, lean: the core editor API plus the few features the workbench uses, and
// only the base editor worker (no TypeScript, CSS, HTML or JSON language workers).
import * as monaco from "monaco-editor/editor";
import "monaco-editor/features/bracketMatching/register";
import "monaco-editor/features/codicon/register";
import "monaco-editor/features/comment/register";
import "monaco-editor/features/gotoError/register";
import "monaco-editor/features/hover/register";
// Ctrl+M makes Tab move focus out of the editor instead of indenting: keyboard users need a way out.
import "monaco-editor/features/toggleTabFocusMode/register";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";

self.MonacoEnvironment = { getWorker: () => new EditorWorker() };

export { monaco };
