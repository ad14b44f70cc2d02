// <warband-workbench>: the designer's workbench. Files on the left (bundled content and
// the user's own, kept in IndexedDB), the open file in Monaco in the middle, and on the
// right the card preview and the sandbox playing the compiled battle. The whole project
// (bundled content plus every user file) is compiled in a worker with each edit, so names
// resolve across files. Edits are saved a moment after typing stops, or at once with Ctrl+S.
import { css, html, LitElement, nothing } from "lit";
import type { IR } from "../../compiler/ir.js";
import type { Diagnostic } from "../../grammar/source.js";
import { bundledContent } from "./bundled-content.js";
import { isDiagnosticsReply, type CompileReply } from "./compile-messages.js";
import { CompilerClient } from "./compiler-client.js";
import { monaco } from "./editor/monaco.js";
import "./editor/warband-editor.js";
import type { EditEvent, RevealEvent, WarbandEditor } from "./editor/warband-editor.js";
import "./files/file-tree.js";
import type { DeletedEvent, OpenEvent, RenamedEvent, WarbandFileTree } from "./files/file-tree.js";
import { MemoryFileStore, type FileStore } from "./files/file-store.js";
import { IndexedDbFileStore } from "./files/indexeddb-store.js";
import { readJournal, writeJournal } from "./files/journal.js";
import { Project } from "./files/project.js";
import "./files/quick-open.js";
import type { WarbandQuickOpen } from "./files/quick-open.js";
import sampleCreatures from "./my-creatures.wb?raw";
import "./sandbox/warband-sandbox.js";
import { registerLanguageServices, type OpenFileEvent } from "./language/services.js";
import type { OutlineSymbol } from "../../compiler/services/index.js";
import "./preview/card-preview.js";
import "./conversion/monster-panel.js";
import type { WarbandMonsterPanel } from "./conversion/monster-panel.js";
import { setTheme, watchTheme, type Theme } from "./theme.js";

/** A new project starts with one file of the user's own. */
const STARTERS = [{ path: "my-creatures.wb", text: sampleCreatures }];
const OPEN_FILE_KEY = "warband.open-file";
/** Saving waits for a pause this long in typing; Ctrl+S does not wait. */
const SAVE_PAUSE_MS = 800;

type SaveState = "saved" | "unsaved" | "saving" | { failed: string };

function remembered(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // the open file is a convenience; nothing is lost without it
  }
}

async function openStore(): Promise<{ store: FileStore; warning: string }> {
  try {
    return { store: await IndexedDbFileStore.open(), warning: "" };
  } catch (e) {
    return { store: new MemoryFileStore(), warning: `Your files cannot be kept in this browser (${(e as Error).message}); export them before leaving.` };
  }
}

export class WarbandWorkbench extends LitElement {
  static override properties = {
    project: { state: true },
    openPath: { state: true },
    diagnostics: { state: true },
    ir: { state: true },
    outlines: { state: true },
    saveState: { state: true },
    theme: { state: true },
    warning: { state: true },
    monsterPanel: { state: true },
  };

  static override styles = css`
    :host {
      display: grid;
      grid-template-columns: minmax(12rem, 17rem) minmax(0, 1.25fr) minmax(0, 1fr);
      grid-template-rows: auto minmax(0, 1fr);
      height: 100vh;
    }
    header {
      grid-column: 1 / -1;
      display: flex;
      align-items: center;
      gap: 0.75rem;
      padding: 0.35rem 0.75rem;
      border-bottom: 1px solid var(--wb-border);
    }
    h1 {
      margin: 0;
      font-size: 1rem;
    }
    .save {
      margin-left: auto;
      font-size: 0.8rem;
      color: var(--wb-muted);
    }
    .save.failed,
    .warning {
      color: var(--wb-error);
    }
    .warning {
      font-size: 0.8rem;
    }
    button {
      font: inherit;
      font-size: 0.8rem;
      padding: 0.15rem 0.5rem;
      color: var(--wb-text);
      background: var(--wb-bg);
      border: 1px solid var(--wb-border);
      border-radius: 3px;
      cursor: pointer;
    }
    button:hover {
      background: var(--wb-hover);
    }
    :focus-visible {
      outline: 2px solid var(--wb-focus);
      outline-offset: 1px;
    }
    kbd {
      font-family: var(--wb-mono);
      font-size: 0.75rem;
    }
    nav,
    section,
    aside {
      display: flex;
      flex-direction: column;
      min-height: 0;
      min-width: 0;
      background: var(--wb-panel);
    }
    nav,
    section.code {
      border-right: 1px solid var(--wb-border);
    }
    h2 {
      margin: 0;
      padding: 0.4rem 0.75rem 0;
      font-size: 0.9rem;
      color: var(--wb-muted);
    }
    warband-file-tree,
    warband-editor,
    warband-sandbox {
      flex: 1;
      min-height: 0;
    }
    .card {
      flex: 0 1 auto;
      max-height: 45%;
      overflow: auto;
      border-bottom: 1px solid var(--wb-border);
    }
    .card .empty {
      margin: 0.4rem 0.75rem 0.6rem;
      font-size: 0.85rem;
      color: var(--wb-muted);
    }
    .read-only {
      display: flex;
      align-items: center;
      gap: 0.5rem;
      margin: 0;
      padding: 0.3rem 0.75rem;
      font-size: 0.8rem;
      color: var(--wb-muted);
      border-bottom: 1px solid var(--wb-border);
    }
    .loading {
      padding: 1rem;
      color: var(--wb-muted);
    }
    @media (max-width: 1000px) {
      :host {
        grid-template-columns: minmax(0, 1fr);
        grid-template-rows: auto 30vh 60vh auto;
        height: auto;
      }
      nav,
      section.code {
        border-right: none;
        border-bottom: 1px solid var(--wb-border);
      }
      aside {
        min-height: 80vh;
      }
    }
  `;

  declare project: Project | null;
  declare openPath: string;
  /** Diagnostics of the whole project; null until the first compile answers. */
  declare diagnostics: Diagnostic[] | null;
  declare ir: IR | null;
  declare outlines: Record<string, OutlineSymbol[]> | null;
  declare saveState: SaveState;
  declare theme: Theme;
  declare warning: string;
  /** The "Add a D&D monster" panel is showing (it stays in the page once opened, keeping its search). */
  declare monsterPanel: boolean | null;

  private readonly compiler = new CompilerClient((reply) => this.compiled(reply));
  // Completion, hover, rename… for every warband model; an edit they make to a file that is
  // not open (a rename) reaches the project like typing does; bundled files stay as they are.
  private readonly languageServices = registerLanguageServices(monaco, this.compiler, {
    readOnly: (path) => this.project?.file(path)?.bundled ?? false,
    edited: (path, text) => this.edited({ path, text }),
  });
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private shownDiagnostics: { from: Diagnostic[]; path: string; list: Diagnostic[] } | undefined;
  private stopWatchingTheme: (() => void) | undefined;
  private readonly onKeydown = (e: KeyboardEvent) => this.shortcut(e);
  /** Go to definition in another file opens it here, so the tree and the editor agree. */
  private readonly onOpenFile = (e: OpenFileEvent) => {
    if (!this.project?.file(e.detail.path)) return;
    e.preventDefault();
    this.open({ path: e.detail.path, focus: true });
  };
  /** The page is hidden or going away: journal what is unsaved at once, then save. */
  private readonly onLeave = (e: Event) => {
    if ((e.type !== "pagehide" && document.visibilityState !== "hidden") || !this.project?.hasUnsaved()) return;
    writeJournal(this.project.unsavedTexts());
    void this.saveNow();
  };

  constructor() {
    super();
    this.project = null;
    this.openPath = "";
    this.diagnostics = null;
    this.ir = null;
    this.outlines = null;
    this.saveState = "saved";
    this.theme = "light";
    this.warning = "";
    this.monsterPanel = null;
    void this.load();
  }

  private async load(): Promise<void> {
    const { store, warning } = await openStore();
    this.warning = warning;
    const project = await Project.open(store, bundledContent, STARTERS);
    // Edits the last visit journalled but may not have saved: the user's words come back.
    for (const [path, text] of Object.entries(readJournal())) if (project.file(path)?.bundled === false) project.edit(path, text);
    project.addEventListener("change", () => this.projectChanged());
    const wanted = remembered(OPEN_FILE_KEY);
    this.openPath = (wanted && project.file(wanted) ? wanted : project.userFiles()[0]?.path) ?? bundledContent[0]?.path ?? "";
    this.project = project;
    this.projectChanged();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Capture, so the workbench's shortcuts win over the browser's (Ctrl+S saves the page).
    window.addEventListener("keydown", this.onKeydown, { capture: true });
    window.addEventListener("warband-open-file", this.onOpenFile as EventListener);
    document.addEventListener("visibilitychange", this.onLeave);
    window.addEventListener("pagehide", this.onLeave);
    this.stopWatchingTheme = watchTheme((theme) => (this.theme = theme));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("keydown", this.onKeydown, { capture: true });
    window.removeEventListener("warband-open-file", this.onOpenFile as EventListener);
    document.removeEventListener("visibilitychange", this.onLeave);
    window.removeEventListener("pagehide", this.onLeave);
    this.stopWatchingTheme?.();
    clearTimeout(this.saveTimer);
    this.languageServices.dispose();
    this.compiler.dispose();
  }

  private projectChanged(): void {
    if (!this.project) return;
    this.compiler.compileSoon(this.project.sources());
    if (this.project.hasUnsaved()) {
      this.saveState = "unsaved";
      clearTimeout(this.saveTimer);
      this.saveTimer = setTimeout(() => void this.saveNow(), SAVE_PAUSE_MS);
    }
    this.requestUpdate();
  }

  /** Writes every edited file to the store now. */
  async saveNow(): Promise<void> {
    clearTimeout(this.saveTimer);
    if (!this.project?.hasUnsaved()) return;
    this.saveState = "saving";
    try {
      await this.project.saveAll();
      writeJournal(this.project.unsavedTexts());
      this.saveState = this.project.hasUnsaved() ? "unsaved" : "saved";
    } catch (e) {
      this.saveState = { failed: (e as Error).message };
    }
  }

  private shortcut(e: KeyboardEvent): void {
    const mod = e.ctrlKey || e.metaKey;
    if (!mod || e.altKey) return;
    const key = e.key.toLowerCase();
    if (key === "s" && !e.shiftKey) {
      e.preventDefault();
      void this.saveNow();
    } else if (key === "p" && !e.shiftKey) {
      e.preventDefault();
      this.quickOpen()?.show();
    } else if (key === "e" && e.shiftKey) {
      e.preventDefault();
      this.tree()?.focusTree();
    }
  }

  private tree = () => this.renderRoot.querySelector<WarbandFileTree>("warband-file-tree");
  private editor = () => this.renderRoot.querySelector<WarbandEditor>("warband-editor");
  private quickOpen = () => this.renderRoot.querySelector<WarbandQuickOpen>("warband-quick-open");

  /** The diagnostics come first, then the IR and outlines (editor/src/compile-messages.ts). */
  private compiled(reply: CompileReply): void {
    if (isDiagnosticsReply(reply)) this.diagnostics = reply.diagnostics;
    else {
      this.ir = reply.ir;
      this.outlines = reply.outlines;
    }
  }

  private open({ path, focus }: OpenEvent["detail"]): void {
    if (!this.project?.file(path)) return;
    this.openPath = path;
    remember(OPEN_FILE_KEY, path);
    if (focus) this.updateComplete.then(() => this.editor()?.updateComplete).then(() => this.editor()?.focus());
  }

  /** The sandbox asks to show a source line: open its file, then put the cursor there. */
  private reveal({ file, line, column }: RevealEvent["detail"]): void {
    this.open({ path: file, focus: false });
    this.updateComplete.then(() => this.editor()?.updateComplete).then(() => this.editor()?.reveal(file, line, column));
  }

  private edited({ path, text }: EditEvent["detail"]): void {
    const file = this.project?.file(path);
    if (file && !file.bundled) this.project!.edit(path, text);
  }

  private renamed({ from, to }: RenamedEvent["detail"]): void {
    this.editor()?.closeFile(from);
    if (this.openPath === from) this.open({ path: to, focus: false });
  }

  private deleted({ path }: DeletedEvent["detail"]): void {
    this.editor()?.closeFile(path);
    if (this.openPath !== path || !this.project) return;
    const next = this.project.userFiles()[0]?.path ?? bundledContent[0]?.path ?? "";
    this.open({ path: next, focus: false });
  }

  /** An import replaced a file: the editor must show the new text, not its old model. */
  private replaced(path: string): void {
    this.editor()?.closeFile(path);
    this.editor()?.requestUpdate();
  }

  /** The open file's diagnostics, the same array until a compile answers, so markers are not reset on every keystroke. */
  private diagnosticsOf(path: string): Diagnostic[] | null {
    if (!this.diagnostics) return null;
    const cached = this.shownDiagnostics;
    if (cached?.from === this.diagnostics && cached.path === path) return cached.list;
    const list = this.diagnostics.filter((d) => d.file === path);
    this.shownDiagnostics = { from: this.diagnostics, path, list };
    return list;
  }

  private async copyOpenFile(): Promise<void> {
    const path = await this.project?.copyBundled(this.openPath);
    if (path) this.open({ path, focus: true });
  }

  private problemsByFile(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const d of this.diagnostics ?? []) if (d.severity === "error") counts.set(d.file, (counts.get(d.file) ?? 0) + 1);
    return counts;
  }

  override render() {
    const project = this.project;
    const file = project?.file(this.openPath);
    return html`
      <header>
        <h1>warband workbench</h1>
        ${this.warning ? html`<span class="warning" role="alert">${this.warning}</span>` : nothing}
        <span class="save ${typeof this.saveState === "object" ? "failed" : ""}" role="status" data-testid="save-state">${this.saveText()}</span>
        <button @click=${() => this.quickOpen()?.show()} title="Open a file by name">Open file… <kbd>Ctrl+P</kbd></button>
        <button id="monster-toggle" aria-expanded=${String(this.monsterPanel === true)} aria-controls="monster-panel" @click=${() => this.toggleMonsterPanel()}>Add a D&amp;D monster</button>
        <button aria-pressed=${String(this.theme === "dark")} @click=${() => setTheme(this.theme === "dark" ? "light" : "dark")}>Dark theme</button>
      </header>
      <nav aria-label="Files">
        <h2>Files</h2>
        ${project
          ? html`<warband-file-tree
              .project=${project}
              .openPath=${this.openPath}
              .problems=${this.problemsByFile()}
              @warband-open=${(e: OpenEvent) => this.open(e.detail)}
              @warband-renamed=${(e: RenamedEvent) => this.renamed(e.detail)}
              @warband-deleted=${(e: DeletedEvent) => this.deleted(e.detail)}
              @warband-replaced=${(e: CustomEvent<{ path: string }>) => this.replaced(e.detail.path)}
            ></warband-file-tree>`
          : html`<p class="loading">Loading your files…</p>`}
      </nav>
      <section class="code" aria-label="Editor">
        ${file?.bundled
          ? html`<p class="read-only">
              Bundled content, read-only.
              <button @click=${() => this.copyOpenFile()}>Copy to my files</button>
            </p>`
          : nothing}
        ${file
          ? html`<warband-editor
              .path=${file.path}
              .text=${file.text}
              .readOnly=${file.bundled}
              .diagnostics=${this.diagnosticsOf(file.path)}
              @warband-edit=${(e: EditEvent) => this.edited(e.detail)}
            ></warband-editor>`
          : html`<p class="loading">${project ? "No file is open: pick one on the left, or make a new one." : "Loading…"}</p>`}
      </section>
      <aside aria-label="Preview and sandbox">
        ${this.monsterPanel !== null
          ? html`<warband-monster-panel
              id="monster-panel"
              role="region"
              aria-labelledby="monster-heading"
              ?hidden=${!this.monsterPanel}
              .project=${project}
              .ir=${this.ir}
              .diagnostics=${this.diagnostics}
              @warband-open=${(e: OpenEvent) => this.open(e.detail)}
              @warband-replaced=${(e: CustomEvent<{ path: string }>) => this.replaced(e.detail.path)}
              @warband-close=${() => this.toggleMonsterPanel()}
            ></warband-monster-panel>`
          : nothing}
        <section class="card" aria-labelledby="card-heading">
          <h2 id="card-heading">Card</h2>
          ${this.renderCardPreview()}
        </section>
        <section aria-labelledby="sandbox-heading">
          <h2 id="sandbox-heading">Sandbox</h2>
          <warband-sandbox .ir=${this.ir} @warband-reveal=${(e: RevealEvent) => this.reveal(e.detail)}></warband-sandbox>
        </section>
      </aside>
      <warband-quick-open
        .paths=${project?.files().map((f) => f.path) ?? []}
        @warband-open=${(e: OpenEvent) => this.open(e.detail)}
      ></warband-quick-open>
    `;
  }

  /** Shows or hides the "Add a D&D monster" panel; the keyboard follows it in and back out. */
  private toggleMonsterPanel(): void {
    this.monsterPanel = !this.monsterPanel;
    void this.updateComplete.then(() => {
      if (this.monsterPanel) this.renderRoot.querySelector<WarbandMonsterPanel>("warband-monster-panel")?.focusFirst();
      else this.renderRoot.querySelector<HTMLElement>("#monster-toggle")?.focus();
    });
  }

  /**
   * The card preview (editor/src/preview): the creature under the cursor, from the IR
   * and each file's outline; it follows the cursor itself.
   */
  private renderCardPreview() {
    return html`<warband-card-preview .ir=${this.ir} .outlines=${this.outlines}></warband-card-preview>`;
  }

  private saveText(): string {
    const s = this.saveState;
    if (typeof s === "object") return `Could not save: ${s.failed}`;
    return { saved: "All changes saved", unsaved: "Unsaved changes", saving: "Saving…" }[s];
  }
}

customElements.define("warband-workbench", WarbandWorkbench);

declare global {
  interface HTMLElementTagNameMap {
    "warband-workbench": WarbandWorkbench;
  }
}
