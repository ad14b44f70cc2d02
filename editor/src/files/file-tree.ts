// <warband-file-tree>: the project's files as an ARIA tree (bundled content read-only,
// then the user's files), with the actions on them: new, rename (inline), delete (after
// asking), copy a bundled file to my files, import and export a folder or a zip. It works
// on the Project directly and tells the workbench what the editor must follow.
import { css, html, LitElement, nothing, type PropertyValues } from "lit";
import { buttonStyles } from "../button-styles.js";
import { unzipFiles, zipFiles } from "./archive.js";
import type { UserFile } from "./file-store.js";
import { canPickDirectory, download, filesFromFolderInput, pickFolderToRead, pickFolderToWrite, wasCancelled } from "./folder.js";
import { folderOf, nameOf, normalizePath } from "./paths.js";
import { ProjectError, type ImportReport, type Project } from "./project.js";
import { allFolderKeys, buildTree, fileKey, MINE_KEY, treeMove, userFolderKey, visibleRows, type TreeNode, type TreeRow } from "./tree-model.js";

/** A file or folder of the user's, which may be renamed or deleted. */
interface Entry {
  kind: "file" | "folder";
  path: string;
}

const keyOf = (entry: Entry) => (entry.kind === "file" ? fileKey(entry.path) : userFolderKey(entry.path));

/** Open this file in the editor; `focus` moves the keyboard there too. */
export type OpenEvent = CustomEvent<{ path: string; focus: boolean }>;
export type RenamedEvent = CustomEvent<{ from: string; to: string }>;
export type DeletedEvent = CustomEvent<{ path: string }>;

const ARCHIVE_NAME = "warband-files.zip";

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function importSummary(report: ImportReport, unreadable: number): string {
  const parts = [`Imported ${plural(report.added.length + report.replaced.length, "file")}`];
  if (report.replaced.length) parts.push(`${report.replaced.length} replaced`);
  const skipped = report.skipped.length + unreadable;
  if (skipped) parts.push(`${skipped} skipped (${report.skipped.map((s) => `${s.path}: ${s.reason}`).join("; ") || "not text"})`);
  return parts.join(", ");
}

export class WarbandFileTree extends LitElement {
  static override properties = {
    project: { attribute: false },
    openPath: { attribute: false },
    problems: { attribute: false },
    focusKey: { state: true },
    renaming: { state: true },
    renameError: { state: true },
    deleting: { state: true },
    message: { state: true },
  };

  static override styles = css`
    ${buttonStyles}
    :host {
      display: flex;
      flex-direction: column;
      min-height: 0;
      font-size: 0.85rem;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
      padding: 0.4rem 0.5rem;
      border-bottom: 1px solid var(--wb-border);
    }
    button {
      font-size: 0.8rem;
      padding: 0.15rem 0.45rem;
    }
    :focus-visible {
      outline: 2px solid var(--wb-focus);
      outline-offset: -2px;
    }
    [role="tree"] {
      flex: 1;
      overflow: auto;
      padding: 0.25rem 0;
      margin: 0;
    }
    [role="treeitem"] {
      display: flex;
      align-items: center;
      gap: 0.3rem;
      padding: 0.12rem 0.5rem 0.12rem calc(0.5rem + var(--level) * 0.9rem);
      white-space: nowrap;
      cursor: pointer;
      user-select: none;
    }
    [role="treeitem"]:hover {
      background: var(--wb-hover);
    }
    [role="treeitem"][aria-selected="true"] {
      background: var(--wb-selected);
    }
    .twisty {
      display: inline-block;
      width: 0.8rem;
      color: var(--wb-muted);
    }
    .root {
      font-weight: 600;
    }
    .bundled {
      color: var(--wb-muted);
    }
    .badge {
      margin-left: auto;
      font-size: 0.75rem;
    }
    .errors {
      color: var(--wb-error);
    }
    .copied {
      color: var(--wb-muted);
      font-style: italic;
    }
    input {
      font: inherit;
      flex: 1;
      min-width: 0;
      color: var(--wb-text);
      background: var(--wb-panel);
      border: 1px solid var(--wb-focus);
    }
    .problem {
      margin: 0.2rem 0.5rem;
      color: var(--wb-error);
    }
    [role="status"] {
      margin: 0;
      padding: 0.3rem 0.5rem;
      min-height: 1.2em;
      color: var(--wb-muted);
      border-top: 1px solid var(--wb-border);
    }
    dialog {
      color: var(--wb-text);
      background: var(--wb-panel);
      border: 1px solid var(--wb-border);
    }
    dialog::backdrop {
      background: rgb(0 0 0 / 0.3);
    }
    .hidden {
      display: none;
    }
  `;

  declare project: Project | undefined;
  /** The file in the editor, marked as selected. */
  declare openPath: string;
  /** Errors per file path, from the last compile. */
  declare problems: ReadonlyMap<string, number>;
  declare focusKey: string;
  declare renaming: Entry | null;
  declare renameError: string | null;
  declare deleting: Entry | null;
  declare message: string;

  private open = new Set<string>();
  private knownFolders = new Set<string>();
  private readonly onProjectChange = () => this.requestUpdate();

  constructor() {
    super();
    this.openPath = "";
    this.problems = new Map();
    this.focusKey = MINE_KEY;
    this.renaming = null;
    this.renameError = null;
    this.deleting = null;
    this.message = "";
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("project")) {
      (changed.get("project") as Project | undefined)?.removeEventListener("change", this.onProjectChange);
      this.project?.addEventListener("change", this.onProjectChange);
    }
    if (changed.has("openPath") && this.openPath) this.focusKey = fileKey(this.openPath);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.project?.removeEventListener("change", this.onProjectChange);
  }

  /** The tree's roots; a folder seen for the first time starts open. */
  private roots(): TreeNode[] {
    const roots = buildTree(this.project?.files() ?? []);
    for (const key of allFolderKeys(roots)) {
      if (!this.knownFolders.has(key)) {
        this.knownFolders.add(key);
        this.open.add(key);
      }
    }
    return roots;
  }

  /** Puts the keyboard on the tree's current row. */
  focusTree(): void {
    this.updateComplete.then(() => this.currentRow()?.focus());
  }

  private currentRow(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]');
  }

  private focusOn(key: string): void {
    this.focusKey = key;
    this.focusTree();
  }

  private dispatch<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private activate(node: TreeNode, focusEditor: boolean): void {
    if (node.kind === "file") {
      this.dispatch("warband-open", { path: node.path, focus: focusEditor });
    } else {
      if (this.open.has(node.key)) this.open.delete(node.key);
      else this.open.add(node.key);
      this.requestUpdate();
    }
  }

  private onKeydown(e: KeyboardEvent, rows: TreeRow[]): void {
    if (this.renaming || e.altKey || e.ctrlKey || e.metaKey) return;
    const row = rows.find((r) => r.node.key === this.focusKey);
    const entry = this.selectedEntry();
    if (entry && e.key === "F2") return this.consume(e, () => this.startRename(entry));
    if (entry && e.key === "Delete") return this.consume(e, () => this.askDelete(entry));
    const move = treeMove(rows, this.open, this.focusKey, e.key);
    if (!move) return;
    this.consume(e, () => {
      if ("focus" in move) this.focusOn(move.focus);
      else if ("open" in move) this.open.add(move.open);
      else if ("close" in move) this.open.delete(move.close);
      else if (row) this.activate(row.node, e.key === "Enter");
      this.requestUpdate();
    });
  }

  private consume(e: Event, act: () => void): void {
    e.preventDefault();
    e.stopPropagation();
    act();
  }

  /** The user's folder the focused row is in, where a new file goes. */
  private focusedFolder(): string {
    const key = this.focusKey;
    if (key.startsWith("mine:")) return key.slice("mine:".length);
    if (key.startsWith("file:")) {
      const path = key.slice("file:".length);
      if (!this.project?.file(path)?.bundled) return folderOf(path);
    }
    return "";
  }

  /** The user's file or folder under the focus, if it is one. */
  private selectedEntry(): Entry | null {
    const key = this.focusKey;
    if (key.startsWith("mine:")) return { kind: "folder", path: key.slice("mine:".length) };
    if (!key.startsWith("file:")) return null;
    const file = this.project?.file(key.slice("file:".length));
    return file && !file.bundled ? { kind: "file", path: file.path } : null;
  }

  private selectedBundledFile(): string | null {
    const key = this.focusKey;
    if (!key.startsWith("file:")) return null;
    const file = this.project?.file(key.slice("file:".length));
    return file?.bundled ? file.path : null;
  }

  async newFile(): Promise<void> {
    if (!this.project) return;
    const path = await this.project.create(this.project.freshPath(this.focusedFolder()));
    this.dispatch("warband-open", { path, focus: false });
    this.startRename({ kind: "file", path });
  }

  private startRename(entry: Entry): void {
    this.renaming = entry;
    this.renameError = null;
    this.focusKey = keyOf(entry);
    this.updateComplete.then(() => {
      const input = this.renderRoot.querySelector<HTMLInputElement>("input.rename");
      if (!input) return;
      input.focus();
      // Select the name without its folder (and a file's without its extension): what one usually retypes.
      const name = nameOf(entry.path);
      const start = entry.path.length - name.length;
      input.setSelectionRange(start, entry.kind === "file" ? start + name.lastIndexOf(".") : entry.path.length);
    });
  }

  private async commitRename(input: HTMLInputElement): Promise<void> {
    const entry = this.renaming;
    if (!entry || !this.project) return;
    try {
      const moved: [string, string][] =
        entry.kind === "file"
          ? [[entry.path, await this.project.rename(entry.path, input.value)]]
          : await this.project.renameFolder(entry.path, input.value);
      this.renaming = null;
      const changed = moved.filter(([from, to]) => from !== to);
      for (const [from, to] of changed) this.dispatch("warband-renamed", { from, to });
      const to = entry.kind === "file" ? moved[0]![1] : normalizePath(input.value);
      this.message = changed.length ? `Renamed ${entry.path} to ${to}` : "";
      this.focusOn(keyOf({ kind: entry.kind, path: changed.length ? to : entry.path }));
    } catch (e) {
      if (!(e instanceof ProjectError)) throw e;
      this.renameError = e.message;
    }
  }

  private cancelRename(): void {
    const entry = this.renaming;
    this.renaming = null;
    this.renameError = null;
    if (entry) this.focusOn(keyOf(entry));
  }

  private askDelete(entry: Entry): void {
    this.deleting = entry;
    this.updateComplete.then(() => this.renderRoot.querySelector<HTMLDialogElement>("dialog")?.showModal());
  }

  private deleteQuestion(): string {
    const entry = this.deleting;
    if (!entry) return "";
    if (entry.kind === "file") return `Delete ${entry.path}? This cannot be undone.`;
    const count = this.project?.filesUnder(entry.path).length ?? 0;
    return `Delete the folder ${entry.path} and the ${plural(count, "file")} in it? This cannot be undone.`;
  }

  private async confirmDelete(yes: boolean): Promise<void> {
    const entry = this.deleting;
    this.renderRoot.querySelector<HTMLDialogElement>("dialog")?.close();
    this.deleting = null;
    if (!yes || !entry || !this.project) return this.focusTree();
    const rows = visibleRows(this.roots(), this.open);
    const at = rows.findIndex((r) => r.node.key === keyOf(entry));
    const gone = entry.kind === "file" ? (await this.project.remove(entry.path), [entry.path]) : await this.project.removeFolder(entry.path);
    for (const path of gone) this.dispatch("warband-deleted", { path });
    this.message = `Deleted ${entry.path}`;
    const after = visibleRows(this.roots(), this.open);
    this.focusOn(after[Math.min(at, after.length - 1)]?.node.key ?? MINE_KEY);
  }

  private async copyToMine(bundledPath: string): Promise<void> {
    if (!this.project) return;
    const path = await this.project.copyBundled(bundledPath);
    this.message = `Copied to my files as ${path}; it takes the bundled file's place`;
    this.dispatch("warband-open", { path, focus: false });
    this.focusOn(fileKey(path));
  }

  private async importFiles(files: UserFile[], unreadable = 0): Promise<void> {
    if (!this.project) return;
    const report = await this.project.importFiles(files);
    this.message = importSummary(report, unreadable);
    for (const path of report.replaced) this.dispatch("warband-replaced", { path });
  }

  private async importFolder(): Promise<void> {
    if (!canPickDirectory()) return this.renderRoot.querySelector<HTMLInputElement>("#folder-input")?.click();
    try {
      await this.importFiles(await pickFolderToRead());
    } catch (e) {
      if (!wasCancelled(e)) this.message = `Could not read the folder: ${(e as Error).message}`;
    }
  }

  private async onFolderInput(input: HTMLInputElement): Promise<void> {
    if (input.files?.length) await this.importFiles(await filesFromFolderInput(input.files));
    input.value = "";
  }

  private async onZipInput(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    try {
      const { files, unreadable } = unzipFiles(new Uint8Array(await file.arrayBuffer()));
      await this.importFiles(files, unreadable.length);
    } catch (e) {
      this.message = `Could not import ${file.name}: ${(e as Error).message}`;
    }
  }

  private async exportZip(): Promise<void> {
    if (!this.project) return;
    await this.project.saveAll();
    const files = this.project.userFiles();
    download(zipFiles(files), ARCHIVE_NAME, "application/zip");
    this.message = `Exported ${plural(files.length, "file")} as ${ARCHIVE_NAME}`;
  }

  private async exportFolder(): Promise<void> {
    if (!this.project) return;
    if (!canPickDirectory()) return this.exportZip();
    await this.project.saveAll();
    const files = this.project.userFiles();
    try {
      const folder = await pickFolderToWrite(files);
      this.message = `Exported ${plural(files.length, "file")} to the folder ${folder}`;
    } catch (e) {
      if (!wasCancelled(e)) this.message = `Could not write the folder: ${(e as Error).message}`;
    }
  }

  override render() {
    const roots = this.roots();
    const rows = visibleRows(roots, this.open);
    if (!rows.some((r) => r.node.key === this.focusKey)) this.focusKey = rows[0]?.node.key ?? MINE_KEY;
    const entry = this.selectedEntry();
    const bundledFile = this.selectedBundledFile();
    return html`
      <div class="actions" role="group" aria-label="File actions">
        <button @click=${() => this.newFile()} title="New file in the selected folder">New file</button>
        <button ?disabled=${!entry} @click=${() => entry && this.startRename(entry)} title="Rename the file or folder (F2)">Rename</button>
        <button ?disabled=${!entry} @click=${() => entry && this.askDelete(entry)} title="Delete the file or folder (Delete)">Delete</button>
        <button ?disabled=${!bundledFile} @click=${() => bundledFile && this.copyToMine(bundledFile)}>Copy to my files</button>
      </div>
      <div class="actions" role="group" aria-label="Import and export">
        <button @click=${() => this.importFolder()}>Import folder</button>
        <button @click=${() => this.renderRoot.querySelector<HTMLInputElement>("#zip-input")?.click()}>Import zip</button>
        <button @click=${() => this.exportZip()}>Export zip</button>
        <button @click=${() => this.exportFolder()}>Export folder</button>
        <input id="folder-input" class="hidden" type="file" webkitdirectory multiple aria-label="Folder to import" @change=${(e: Event) => this.onFolderInput(e.target as HTMLInputElement)} />
        <input id="zip-input" class="hidden" type="file" accept=".zip,application/zip" aria-label="Zip to import" @change=${(e: Event) => this.onZipInput(e.target as HTMLInputElement)} />
      </div>
      <div role="tree" aria-label="Project files" @keydown=${(e: KeyboardEvent) => this.onKeydown(e, rows)}>
        ${rows.map((row) => this.renderRow(row))}
      </div>
      ${this.renameError ? html`<p class="problem" role="alert">${this.renameError}</p>` : nothing}
      <p role="status">${this.message}</p>
      <dialog aria-labelledby="delete-question" @cancel=${() => this.confirmDelete(false)}>
        <p id="delete-question">${this.deleteQuestion()}</p>
        <button @click=${() => this.confirmDelete(true)}>Delete</button>
        <button autofocus @click=${() => this.confirmDelete(false)}>Cancel</button>
      </dialog>
    `;
  }

  private renderRow(row: TreeRow) {
    const { node } = row;
    const isFolder = node.kind !== "file";
    const expanded = isFolder ? this.open.has(node.key) : undefined;
    const file = isFolder ? undefined : this.project?.file(node.path);
    const errors = this.problems.get(node.path) ?? 0;
    const copy = node.bundled && !isFolder ? this.project?.copyOf(node.path) : undefined;
    const classes = [node.kind === "root" ? "root" : "", node.bundled && node.kind !== "root" ? "bundled" : ""].join(" ");
    return html`
      <div
        role="treeitem"
        class=${classes}
        style="--level:${row.level - 1}"
        tabindex=${node.key === this.focusKey ? 0 : -1}
        aria-level=${row.level}
        aria-setsize=${row.setSize}
        aria-posinset=${row.posInSet}
        aria-expanded=${expanded === undefined ? nothing : String(expanded)}
        aria-selected=${isFolder ? nothing : String(node.path === this.openPath)}
        data-key=${node.key}
        @focus=${() => (this.focusKey = node.key)}
        @click=${() => {
          this.focusKey = node.key;
          this.activate(node, false);
        }}
        @dblclick=${() => !isFolder && this.dispatch("warband-open", { path: node.path, focus: true })}
      >
        <span class="twisty" aria-hidden="true">${isFolder ? (expanded ? "▾" : "▸") : ""}</span>
        ${this.renaming && keyOf(this.renaming) === node.key
          ? html`<input
              class="rename"
              aria-label="New path for ${this.renaming.path}"
              aria-invalid=${this.renameError ? "true" : "false"}
              .value=${this.renaming.path}
              @click=${(e: Event) => e.stopPropagation()}
              @keydown=${(e: KeyboardEvent) => {
                e.stopPropagation();
                if (e.key === "Enter") this.commitRename(e.target as HTMLInputElement);
                if (e.key === "Escape") this.cancelRename();
              }}
              @blur=${(e: Event) => this.renaming && this.commitRename(e.target as HTMLInputElement)}
            />`
          : html`<span class="name">${node.label}</span>`}
        ${file?.unsaved ? html`<span class="badge" title="unsaved changes" aria-label="unsaved">●</span>` : nothing}
        ${errors ? html`<span class="badge errors" aria-label=${plural(errors, "error")}>${errors}</span>` : nothing}
        ${copy ? html`<span class="badge copied" title="your copy ${copy} takes its place">copied</span>` : nothing}
      </div>
    `;
  }
}

customElements.define("warband-file-tree", WarbandFileTree);

declare global {
  interface HTMLElementTagNameMap {
    "warband-file-tree": WarbandFileTree;
  }
}
