// <warband-workbench>: the user's file in the editor, the compiler in a worker, and the
// sandbox playing the compiled battle. The bundled content is compiled with every
// edit so the user's names resolve against it; only the user's file shows markers.
import { css, html, LitElement } from "lit";
import type { IR } from "../../compiler/ir.js";
import type { Diagnostic } from "../../grammar/source.js";
import { bundledContent } from "./bundled-content.js";
import type { CompileReply } from "./compile-messages.js";
import { CompilerClient } from "./compiler-client.js";
import "./editor/warband-editor.js";
import type { EditEvent } from "./editor/warband-editor.js";
import sampleCreatures from "./my-creatures.wb?raw";
import "./sandbox/warband-sandbox.js";

const USER_FILE = "my-creatures.wb";

export class WarbandWorkbench extends LitElement {
  static override properties = {
    diagnostics: { state: true },
    ir: { state: true },
  };

  static override styles = css`
    :host {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      grid-template-rows: auto minmax(0, 1fr);
      height: 100vh;
    }
    h1 {
      grid-column: 1 / -1;
      margin: 0;
      padding: 0.5rem 0.75rem;
      font-size: 1rem;
      border-bottom: 1px solid var(--wb-border);
    }
    section {
      display: flex;
      flex-direction: column;
      min-height: 0;
      background: var(--wb-panel);
    }
    section + section {
      border-left: 1px solid var(--wb-border);
    }
    h2 {
      margin: 0;
      padding: 0.4rem 0.75rem 0;
      font-size: 0.9rem;
      color: var(--wb-muted);
    }
    warband-editor,
    warband-sandbox {
      flex: 1;
    }
    @media (max-width: 900px) {
      :host {
        grid-template-columns: minmax(0, 1fr);
        grid-template-rows: auto 50vh auto;
        height: auto;
      }
      section + section {
        border-left: none;
        border-top: 1px solid var(--wb-border);
        min-height: 80vh;
      }
    }
  `;

  /** Diagnostics for the user's file; null until the first compile answers. */
  declare diagnostics: Diagnostic[] | null;
  declare ir: IR | null;

  private readonly compiler = new CompilerClient((reply) => this.compiled(reply));

  constructor() {
    super();
    this.diagnostics = null;
    this.ir = null;
    this.compileUserFile(sampleCreatures);
  }

  private compileUserFile(text: string): void {
    this.compiler.compileSoon([...bundledContent, { path: USER_FILE, text }]);
  }

  private compiled({ diagnostics, ir }: CompileReply): void {
    this.diagnostics = diagnostics.filter((d) => d.file === USER_FILE);
    this.ir = ir;
  }

  override render() {
    return html`
      <h1>warband workbench</h1>
      <section aria-labelledby="rules-heading">
        <h2 id="rules-heading">Rules</h2>
        <warband-editor
          .path=${USER_FILE}
          .text=${sampleCreatures}
          .diagnostics=${this.diagnostics}
          @warband-edit=${(e: EditEvent) => this.compileUserFile(e.detail.text)}
        ></warband-editor>
      </section>
      <section aria-labelledby="sandbox-heading">
        <h2 id="sandbox-heading">Sandbox</h2>
        <warband-sandbox .ir=${this.ir}></warband-sandbox>
      </section>
    `;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.compiler.dispose();
  }
}

customElements.define("warband-workbench", WarbandWorkbench);

declare global {
  interface HTMLElementTagNameMap {
    "warband-workbench": WarbandWorkbench;
  }
}
