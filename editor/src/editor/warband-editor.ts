// <warband-editor>: one warband source file at a time in Monaco, with the compiler's
// diagnostics for that file shown as markers and counted in a status line. Each path
// keeps its own Monaco model (and so its undo history) while the user moves between files.
import { css, html, LitElement, unsafeCSS, type PropertyValues } from "lit";
import monacoCss from "monaco-editor-css?inline";
import type { Diagnostic } from "../../../grammar/source.js";
import { toMarker } from "../language/markers.js";
import { registerWarbandLanguage, WARBAND_LANGUAGE } from "../language/warband-language.js";
import { watchTheme } from "../theme.js";
import { monaco } from "./monaco.js";
import { exposeTestHook } from "./test-hook.js";

registerWarbandLanguage(monaco);

// Monaco has one theme for all its editors: follow the workbench's light or dark theme.
watchTheme((theme) => monaco.editor.setTheme(theme === "dark" ? "vs-dark" : "vs"));

/** Asks the workbench to show a line of a file (the sandbox's log entries and why-not verdicts fire it). */
export type RevealEvent = CustomEvent<{ file: string; line: number; column: number }>;

/** Fired on every change to the text; the detail is the file's path and its whole text. */
export type EditEvent = CustomEvent<{ path: string; text: string }>;

const MARKER_OWNER = "warband";

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export class WarbandEditor extends LitElement {
  static override properties = {
    path: { type: String },
    text: { type: String },
    readOnly: { type: Boolean, attribute: "read-only" },
    diagnostics: { attribute: false },
  };

  // Monaco's static stylesheet must live inside the shadow root; it colours itself.
  static override styles = [
    unsafeCSS(monacoCss),
    css`
      :host {
        display: flex;
        flex-direction: column;
        min-height: 0;
      }
      header {
        display: flex;
        justify-content: space-between;
        gap: 1rem;
        padding: 0.4rem 0.75rem;
        border-bottom: 1px solid var(--wb-border);
        font-size: 0.85rem;
      }
      .file {
        font-family: var(--wb-mono);
      }
      .errors {
        color: var(--wb-error);
      }
      .warnings {
        color: var(--wb-warning);
      }
      #code {
        flex: 1;
        min-height: 0;
      }
    `,
  ];

  declare path: string;
  /** The text a path opens with when it has no model yet (or its model is stale); after that Monaco's model holds the text. */
  declare text: string;
  /** Bundled content is shown but not edited. */
  declare readOnly: boolean;
  /** Diagnostics for this file; null until the first compile answers. */
  declare diagnostics: Diagnostic[] | null;

  private editor: monaco.editor.IStandaloneCodeEditor | undefined;

  constructor() {
    super();
    this.path = "untitled.wb";
    this.text = "";
    this.readOnly = false;
    this.diagnostics = null;
  }

  override render() {
    return html`
      <header>
        <span class="file">${this.path}</span>
        <span role="status">${this.status()}</span>
      </header>
      <div id="code"></div>
    `;
  }

  private status() {
    if (!this.diagnostics) return "Checking…";
    const errors = this.diagnostics.filter((d) => d.severity === "error").length;
    const warnings = this.diagnostics.filter((d) => d.severity === "warning").length;
    const errorText = html`<span class=${errors ? "errors" : ""}>${plural(errors, "error")}</span>`;
    const warningText = html`<span class=${warnings ? "warnings" : ""}>${plural(warnings, "warning")}</span>`;
    return html`${errorText}, ${warningText}`;
  }

  /** The model for a path: the one kept from an earlier visit, or a new one with `text`. */
  private modelFor(path: string, text: string): monaco.editor.ITextModel {
    const uri = monaco.Uri.file(path);
    const kept = monaco.editor.getModel(uri);
    if (kept) {
      // The file may have changed while it was not shown (an import replaced it).
      if (kept.getValue() !== text) kept.setValue(text);
      return kept;
    }
    const model = monaco.editor.createModel(text, WARBAND_LANGUAGE, uri);
    model.onDidChangeContent(() => {
      const detail = { path, text: model.getValue() };
      this.dispatchEvent(new CustomEvent("warband-edit", { detail, bubbles: true, composed: true }) satisfies EditEvent);
    });
    return model;
  }

  /** Forgets a path's model (the file was deleted or renamed), undo history included. */
  closeFile(path: string): void {
    const model = monaco.editor.getModel(monaco.Uri.file(path));
    if (model && this.editor?.getModel() === model) this.editor.setModel(null);
    model?.dispose();
  }

  override firstUpdated(): void {
    this.editor = monaco.editor.create(this.renderRoot.querySelector("#code") as HTMLElement, {
      model: this.modelFor(this.path, this.text),
      ariaLabel: `warband source ${this.path}`,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      // Enter accepts a suggestion only when that changes the text: a word typed whole
      // ("faction Wild") then Enter is a new line, whether or not the list that opens by
      // itself has come back from the worker yet.
      acceptSuggestionOnEnter: "smart",
      readOnly: this.readOnly,
      readOnlyMessage: { value: "Bundled content is read-only: copy it to your files to change it." },
    });
    exposeTestHook(monaco, this.editor);
  }

  override updated(changed: PropertyValues<this>): void {
    if (!this.editor) return;
    // A new path, or the shown file was closed (an import replaced it): show the path's model.
    if ((changed.has("path") && changed.get("path") !== undefined) || !this.editor.getModel()) {
      this.editor.setModel(this.modelFor(this.path, this.text));
      this.editor.updateOptions({ ariaLabel: `warband source ${this.path}` });
    }
    if (changed.has("readOnly")) this.editor.updateOptions({ readOnly: this.readOnly });
    const model = this.editor.getModel();
    if ((changed.has("diagnostics") || changed.has("path")) && model) {
      monaco.editor.setModelMarkers(model, MARKER_OWNER, (this.diagnostics ?? []).map((d) => toMarker(monaco, d)));
    }
  }

  /** Puts the cursor on a line of the shown file, scrolled to the middle, focused. False when another file is shown. */
  reveal(file: string, line: number, column: number): boolean {
    if (file !== this.path || !this.editor) return false;
    const position = { lineNumber: line, column };
    this.editor.setPosition(position);
    this.editor.revealPositionInCenter(position);
    this.editor.focus();
    return true;
  }

  /** Puts the keyboard in the text. */
  override focus(): void {
    this.editor?.focus();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const model of monaco.editor.getModels()) model.dispose();
    this.editor?.dispose();
    this.editor = undefined;
  }
}

customElements.define("warband-editor", WarbandEditor);

declare global {
  interface HTMLElementTagNameMap {
    "warband-editor": WarbandEditor;
  }
}
