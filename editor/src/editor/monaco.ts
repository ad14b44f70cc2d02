// Monaco, lean: the core editor API plus the features the workbench uses, and only the
// base editor worker (no TypeScript, CSS, HTML or JSON language workers). Some
// features' register modules miss their main part in 0.57; those are imported directly.
import * as monaco from "monaco-editor/editor";
import "monaco-editor/features/bracketMatching/register";
import "monaco-editor/features/codeAction/register";
import "monaco-editor/features/codicon/register";
import "monaco-editor/features/comment/register";
import "monaco-editor/features/contextmenu/register";
import "monaco-editor/features/documentSymbols/register";
import "monaco-editor/features/format/register";
import "monaco-editor/features/gotoError/register";
import "monaco-editor/features/gotoSymbol/register";
// The register module above brings only Ctrl+click; F12, Shift+F12 and peek live here.
import "monaco-editor/editor/contrib/gotoSymbol/browser/goToCommands";
import "monaco-editor/features/hover/register";
import "monaco-editor/features/quickOutline/register";
import "monaco-editor/features/referenceSearch/register";
import "monaco-editor/features/rename/register";
import "monaco-editor/features/snippet/register";
// features/suggest/register brings only inline completions; this is the suggest widget.
import "monaco-editor/editor/contrib/suggest/browser/suggestController";
// Ctrl+M makes Tab move focus out of the editor instead of indenting: keyboard users need a way out.
import "monaco-editor/features/toggleTabFocusMode/register";
import "monaco-editor/features/wordHighlighter/register";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";

self.MonacoEnvironment = { getWorker: () => new EditorWorker() };

export { monaco };
