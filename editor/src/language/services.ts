// The language services (compiler/services, run in the compiler worker) wired into
// Monaco's providers: completion, hover, quick fixes, go to definition, references,
// rename, formatting and the outline. Every answer is computed on the text the model
// has when it asks; an answer that arrives after a further edit is dropped.
import type * as Monaco from "monaco-editor/editor";
import type { Completion, CompletionKind, FileEdits, OutlineSymbol } from "../../../compiler/services/index.js";
import type { Range } from "../../../grammar/source.js";
import type { CompilerClient } from "../compiler-client.js";
import { WARBAND_LANGUAGE } from "./warband-language.js";

/** The project path a model holds: models are named Uri.file(path). */
export function pathOf(model: Monaco.editor.ITextModel): string {
  return model.uri.path.replace(/^\//, "");
}

export function toMonacoRange(r: Range): Monaco.IRange {
  return { startLineNumber: r.start.line, startColumn: r.start.column, endLineNumber: r.end.line, endColumn: r.end.column };
}

/** Fired on window before the editor opens another file for go to definition; a file tree may handle it and call preventDefault. */
export type OpenFileEvent = CustomEvent<{ path: string; line: number; column: number }>;

export interface LanguageServiceOptions {
  /** Files that must not change (bundled content): a rename that would edit one is refused. */
  readOnly?: (path: string) => boolean;
  /** Told of every edit to a warband model, including files no editor shows (a rename's). */
  edited?: (path: string, text: string) => void;
}

export function registerLanguageServices(monaco: typeof Monaco, client: CompilerClient, options: LanguageServiceOptions = {}): Monaco.IDisposable {
  const { languages } = monaco;

  /** After the page has opened a file, put the cursor where the definition is. */
  function revealWhenShown(resource: Monaco.Uri, at: { line: number; column: number }, frames = 30): void {
    const editor = monaco.editor.getEditors().find((e) => e.getModel()?.uri.toString() === resource.toString());
    if (editor) {
      editor.setPosition({ lineNumber: at.line, column: at.column });
      editor.revealPositionInCenter({ lineNumber: at.line, column: at.column });
    } else if (frames > 0) requestAnimationFrame(() => revealWhenShown(resource, at, frames - 1));
  }
  const uriOf = (path: string) => monaco.Uri.file(path);

  /** Cross-file answers point into files that may have no model yet; Monaco needs one to show or edit them. */
  function ensureModel(path: string): Monaco.editor.ITextModel | null {
    const existing = monaco.editor.getModel(uriOf(path));
    if (existing) return existing;
    const file = client.current().find((f) => f.path === path);
    return file ? monaco.editor.createModel(file.text, WARBAND_LANGUAGE, uriOf(path)) : null;
  }

  // The models are the truth for every file that has one; an edit to any of them (a
  // rename, a quick fix in another file) recompiles.
  client.overlay = (files) =>
    files.map((f) => {
      const model = monaco.editor.getModel(uriOf(f.path));
      return model && !model.isDisposed() ? { path: f.path, text: model.getValue() } : f;
    });
  const watched = new WeakSet<Monaco.editor.ITextModel>();
  const watch = (model: Monaco.editor.ITextModel) => {
    if (watched.has(model) || model.getLanguageId() !== WARBAND_LANGUAGE) return;
    watched.add(model);
    model.onDidChangeContent(() => {
      options.edited?.(pathOf(model), model.getValue());
      client.compileSoon();
    });
  };
  monaco.editor.getModels().forEach(watch);

  /** Runs a service for a model; undefined if the model changed meanwhile. */
  async function ask<T>(model: Monaco.editor.ITextModel, run: () => Promise<T>): Promise<T | undefined> {
    const version = model.getVersionId();
    const result = await run();
    return model.isDisposed() || model.getVersionId() !== version ? undefined : result;
  }

  const place = (model: Monaco.editor.ITextModel, position: Monaco.IPosition) => ({ file: pathOf(model), offset: model.getOffsetAt(position) });

  const kindOf: Record<string, Monaco.languages.CompletionItemKind> = {
    keyword: languages.CompletionItemKind.Keyword,
    snippet: languages.CompletionItemKind.Snippet,
    primitive: languages.CompletionItemKind.Function,
    value: languages.CompletionItemKind.EnumMember,
    creature: languages.CompletionItemKind.Class,
    condition: languages.CompletionItemKind.Event,
    action: languages.CompletionItemKind.Method,
    map: languages.CompletionItemKind.Module,
    scenario: languages.CompletionItemKind.Module,
    warband: languages.CompletionItemKind.Struct,
    battle: languages.CompletionItemKind.Module,
  } satisfies Partial<Record<CompletionKind, Monaco.languages.CompletionItemKind>>;

  const suggestion = (c: Completion, range: Monaco.IRange): Monaco.languages.CompletionItem => ({
    label: c.label,
    kind: kindOf[c.kind] ?? languages.CompletionItemKind.Text,
    detail: c.detail,
    ...(c.documentation ? { documentation: { value: c.documentation } } : {}),
    insertText: c.insertText,
    ...(c.snippet ? { insertTextRules: languages.CompletionItemInsertTextRule.InsertAsSnippet } : {}),
    // Filter on the words the item inserts, placeholders read as their names.
    filterText: c.insertText.replace(/\$\{\d+[:|]([^}|]*)[^}]*\}/g, "$1"),
    sortText: c.sortText,
    range,
  });

  const workspaceEdit = (changes: FileEdits[]): Monaco.languages.WorkspaceEdit => ({
    edits: changes.flatMap(({ file, edits }) => {
      const model = ensureModel(file);
      if (!model) return [];
      return edits.map((e) => ({ resource: model.uri, textEdit: { range: toMonacoRange(e.range), text: e.text }, versionId: undefined }));
    }),
  });

  const symbolKind = (kind: string): Monaco.languages.SymbolKind =>
    ({
      creature: languages.SymbolKind.Class,
      condition: languages.SymbolKind.Event,
      action: languages.SymbolKind.Function,
      attack: languages.SymbolKind.Method,
      power: languages.SymbolKind.Property,
      aura: languages.SymbolKind.Property,
      map: languages.SymbolKind.Module,
      scenario: languages.SymbolKind.Module,
      warband: languages.SymbolKind.Struct,
      battle: languages.SymbolKind.Namespace,
      ruleset: languages.SymbolKind.Package,
    })[kind] ?? languages.SymbolKind.Object;

  const documentSymbol = (s: OutlineSymbol): Monaco.languages.DocumentSymbol => ({
    name: s.name,
    detail: s.kind,
    kind: symbolKind(s.kind),
    tags: [],
    range: toMonacoRange(s.range),
    selectionRange: toMonacoRange(s.nameRange),
    children: s.children.map(documentSymbol),
  });

  const disposables: Monaco.IDisposable[] = [
    monaco.editor.onDidCreateModel(watch),
    languages.registerCompletionItemProvider(WARBAND_LANGUAGE, {
      async provideCompletionItems(model, position) {
        const list = await ask(model, () => client.request("completion", place(model, position)));
        if (!list) return { suggestions: [], incomplete: true };
        const range = toMonacoRange(list.range);
        return { suggestions: list.items.map((c) => suggestion(c, range)) };
      },
    }),
    languages.registerHoverProvider(WARBAND_LANGUAGE, {
      async provideHover(model, position) {
        const h = await ask(model, () => client.request("hover", place(model, position)));
        return h ? { range: toMonacoRange(h.range), contents: h.contents.map((value) => ({ value })) } : null;
      },
    }),
    languages.registerCodeActionProvider(
      WARBAND_LANGUAGE,
      {
        async provideCodeActions(model, range, context) {
          const start = model.getOffsetAt({ lineNumber: range.startLineNumber, column: range.startColumn });
          const end = model.getOffsetAt({ lineNumber: range.endLineNumber, column: range.endColumn });
          const fixes = await ask(model, () => client.request("codeActions", pathOf(model), start, end));
          const actions = (fixes ?? []).map(
            (f): Monaco.languages.CodeAction => ({
              title: f.title,
              kind: "quickfix",
              isPreferred: f.preferred,
              diagnostics: context.markers.filter((m) => m.code === f.code || (typeof m.code === "object" && m.code?.value === f.code)),
              edit: workspaceEdit([{ file: pathOf(model), edits: f.edits }]),
            }),
          );
          return { actions, dispose() {} };
        },
      },
      { providedCodeActionKinds: ["quickfix"] },
    ),
    languages.registerDefinitionProvider(WARBAND_LANGUAGE, {
      async provideDefinition(model, position) {
        const loc = await ask(model, () => client.request("definition", place(model, position)));
        if (!loc || !ensureModel(loc.file)) return null;
        return { uri: uriOf(loc.file), range: toMonacoRange(loc.range) };
      },
    }),
    languages.registerReferenceProvider(WARBAND_LANGUAGE, {
      async provideReferences(model, position, context) {
        const all = await ask(model, () => client.request("references", place(model, position)));
        return (all ?? [])
          .filter((o) => context.includeDeclaration || !o.declaration)
          .filter((o) => ensureModel(o.file))
          .map((o) => ({ uri: uriOf(o.file), range: toMonacoRange(o.range) }));
      },
    }),
    languages.registerRenameProvider(WARBAND_LANGUAGE, {
      async provideRenameEdits(model, position, newName) {
        const r = await ask(model, () => client.request("rename", place(model, position), newName));
        if (!r) return { edits: [], rejectReason: "the file changed while renaming; try again" };
        if (!r.ok) return { edits: [], rejectReason: r.reason };
        // Checked again: the files may have changed since the name was asked for.
        if (r.changes.some((c) => options.readOnly?.(c.file))) return { edits: [], rejectReason: "the name is written in read-only files" };
        return workspaceEdit(r.changes);
      },
      // Refusals come here, before the name is asked for: Monaco shows this phase's reason beside the cursor.
      async resolveRenameLocation(model, position) {
        const nowhere = new monaco.Range(1, 1, 1, 1);
        const [t, all] = (await ask(model, () => Promise.all([client.request("renameTarget", place(model, position)), client.request("references", place(model, position))]))) ?? [];
        if (!t || !all) return { range: nowhere, text: "", rejectReason: "the file changed; try again" };
        if (!t.ok) return { range: nowhere, text: "", rejectReason: t.reason };
        const locked = [...new Set(all.map((o) => o.file).filter((f) => options.readOnly?.(f)))];
        if (locked.length) return { range: nowhere, text: "", rejectReason: `"${t.name}" is also written in read-only files (${locked.join(", ")}): copy them to your files to rename it` };
        return { range: toMonacoRange(t.location.range), text: t.name };
      },
    }),
    languages.registerDocumentFormattingEditProvider(WARBAND_LANGUAGE, {
      async provideDocumentFormattingEdits(model) {
        const text = await ask(model, () => client.request("format", pathOf(model)));
        if (text === undefined || text === model.getValue()) return [];
        return [{ range: model.getFullModelRange(), text }];
      },
    }),
    languages.registerDocumentSymbolProvider(WARBAND_LANGUAGE, {
      async provideDocumentSymbols(model) {
        const symbols = await ask(model, () => client.request("outline", pathOf(model)));
        return (symbols ?? []).map(documentSymbol);
      },
    }),
    // Go to definition in another file: let the page (its file tree) open it, or show it in the same editor.
    monaco.editor.registerEditorOpener({
      openCodeEditor(source, resource, selectionOrPosition) {
        const path = resource.path.replace(/^\//, "");
        const at = selectionOrPosition && "startLineNumber" in selectionOrPosition
          ? { line: selectionOrPosition.startLineNumber, column: selectionOrPosition.startColumn }
          : { line: selectionOrPosition?.lineNumber ?? 1, column: selectionOrPosition?.column ?? 1 };
        const event: OpenFileEvent = new CustomEvent("warband-open-file", { detail: { path, ...at }, cancelable: true });
        if (!window.dispatchEvent(event)) {
          revealWhenShown(resource, at);
          return true;
        }
        const model = monaco.editor.getModel(resource);
        if (!model) return false;
        source.setModel(model);
        source.setPosition({ lineNumber: at.line, column: at.column });
        source.revealPositionInCenter({ lineNumber: at.line, column: at.column });
        return true;
      },
    }),
  ];
  return { dispose: () => disposables.forEach((d) => d.dispose()) };
}
