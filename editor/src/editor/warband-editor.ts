// <warband-editor>: one warband source file in Monaco, with the compiler's diagnostics
// for that file shown as markers and counted in a status line.
import { css, html, LitElement, unsafeCSS, type PropertyValues } from "lit";
import monacoCss from "monaco-editor-css?inline";
import type { Diagnostic } from "../../../grammar/source.js";
import { toMarker } from "../language/markers.js";
import { registerWarbandLanguage, WARBAND_LANGUAGE } from "../language/warband-language.js";
import { monaco } from "./monaco.js";
import { exposeTestHook } from "./test-hook.js";

registerWarbandLanguage(monaco);

// Monaco has one theme for all its editors: follow the system's light or dark scheme.
const darkScheme = matchMedia("(prefers-color-scheme: dark)");
const followColourScheme = () => monaco.editor.setTheme(darkScheme.matches ? "vs-dark" : "vs");
followColourScheme();
darkScheme.addEventListener("change", followColourScheme);

/** Fired on every change to the text; the detail is the whole file. */
export type EditEvent = CustomEvent<{ text: string }>;

const MARKER_OWNER = "warband";

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export class WarbandEditor extends LitElement {
  static override properties = {
    path: { type: String },
    text: { type: String },
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
  /** The text the editor opens with; after that Monaco's model holds the text. */
  declare text: string;
  /** Diagnostics for this file; null until the first compile answers. */
  declare diagnostics: Diagnostic[] | null;

  private editor: monaco.editor.IStandaloneCodeEditor | undefined;

  constructor() {
    super();
    this.path = "untitled.wb";
    this.text = "";
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

  override firstUpdated(): void {
    const model = monaco.editor.createModel(this.text, WARBAND_LANGUAGE, monaco.Uri.file(this.path));
    this.editor = monaco.editor.create(this.renderRoot.querySelector("#code") as HTMLElement, {
      model,
      ariaLabel: `warband source ${this.path}`,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
    });
    model.onDidChangeContent(() => {
      const detail = { text: model.getValue() };
      this.dispatchEvent(new CustomEvent("warband-edit", { detail, bubbles: true, composed: true }) satisfies EditEvent);
    });
    exposeTestHook(monaco, this.editor);
  }

  override updated(changed: PropertyValues<this>): void {
    const model = this.editor?.getModel();
    if (changed.has("diagnostics") && model) {
      monaco.editor.setModelMarkers(model, MARKER_OWNER, (this.diagnostics ?? []).map((d) => toMarker(monaco, d)));
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.editor?.getModel()?.dispose();
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
