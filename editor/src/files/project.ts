// The designer's project: the bundled content (read-only) and the user's own files,
// edited in memory and saved to a FileStore. A user file at a bundled file's path
// without "content/" is the user's copy of it and takes its place when compiling, so a
// copied creature can be changed without being declared twice.
import type { SourceFile } from "../../../compiler/compile.js";
import type { FileStore, UserFile } from "./file-store.js";
import { BUNDLED_ROOT, EXTENSION, folderOf, normalizePath, pathProblem } from "./paths.js";

export interface ProjectFile {
  path: string;
  text: string;
  bundled: boolean;
  /** Edited since the last save (user files only). */
  unsaved: boolean;
}

export interface ImportReport {
  added: string[];
  replaced: string[];
  skipped: { path: string; reason: string }[];
}

/** Thrown for a request the project refuses; the message is meant for the user. */
export class ProjectError extends Error {}

/** Where the user's copy of a bundled file goes. */
export function copyPathOf(bundledPath: string): string {
  return bundledPath.slice(BUNDLED_ROOT.length);
}

export class Project extends EventTarget {
  private readonly bundled: Map<string, string>;
  /** The user's files: text in the editor, and the text last saved. */
  private readonly mine = new Map<string, { text: string; saved: string }>();

  private constructor(
    private readonly store: FileStore,
    bundled: SourceFile[],
  ) {
    super();
    this.bundled = new Map(bundled.map((f) => [f.path, f.text]));
  }

  /** Loads the user's files; a store that was just created gets the starter files. */
  static async open(store: FileStore, bundled: SourceFile[], starters: UserFile[] = []): Promise<Project> {
    const project = new Project(store, bundled);
    if (store.fresh) for (const f of starters) await store.write(f);
    for (const { path, text } of await store.list()) project.mine.set(path, { text, saved: text });
    return project;
  }

  /** Every file, bundled first, each group sorted by path. */
  files(): ProjectFile[] {
    const bundled = [...this.bundled].map(([path, text]) => ({ path, text, bundled: true, unsaved: false }));
    const mine = [...this.mine].map(([path, f]) => ({ path, text: f.text, bundled: false, unsaved: f.text !== f.saved }));
    const byPath = (a: ProjectFile, b: ProjectFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
    return [...bundled.sort(byPath), ...mine.sort(byPath)];
  }

  file(path: string): ProjectFile | undefined {
    const bundled = this.bundled.get(path);
    if (bundled !== undefined) return { path, text: bundled, bundled: true, unsaved: false };
    const mine = this.mine.get(path);
    return mine && { path, text: mine.text, bundled: false, unsaved: mine.text !== mine.saved };
  }

  /** What the compiler sees: the bundled content, less the files the user copied, and every user file. */
  sources(): SourceFile[] {
    const bundled = [...this.bundled]
      .filter(([path]) => !this.mine.has(copyPathOf(path)))
      .map(([path, text]) => ({ path, text }));
    return [...bundled, ...[...this.mine].map(([path, f]) => ({ path, text: f.text }))];
  }

  /** The user file that replaces a bundled one, if the user copied it. */
  copyOf(bundledPath: string): string | undefined {
    const path = copyPathOf(bundledPath);
    return this.mine.has(path) ? path : undefined;
  }

  userFiles(): UserFile[] {
    return this.files()
      .filter((f) => !f.bundled)
      .map(({ path, text }) => ({ path, text }));
  }

  /** The text of every edited file, by path. */
  unsavedTexts(): Record<string, string> {
    return Object.fromEntries([...this.mine].filter(([, f]) => f.text !== f.saved).map(([path, f]) => [path, f.text]));
  }

  hasUnsaved(): boolean {
    return [...this.mine.values()].some((f) => f.text !== f.saved);
  }

  /** A free name like untitled.wb, untitled-2.wb, … in a folder ("" for the top). */
  freshPath(folder = "", stem = "untitled"): string {
    const prefix = folder ? `${folder}/` : "";
    for (let n = 1; ; n++) {
      const path = `${prefix}${stem}${n === 1 ? "" : `-${n}`}${EXTENSION}`;
      if (!this.mine.has(path)) return path;
    }
  }

  /** The path as it will be stored, or a ProjectError saying why it cannot be. */
  checkNewPath(raw: string, allowExisting = false): string {
    const path = normalizePath(raw);
    const problem = pathProblem(path);
    if (problem) throw new ProjectError(problem);
    if (!allowExisting && this.mine.has(path)) throw new ProjectError(`${path} already exists`);
    if ([...this.mine.keys()].some((p) => p.startsWith(`${path}/`))) throw new ProjectError(`${path} is a folder`);
    if (this.mine.has(folderOf(path))) throw new ProjectError(`${folderOf(path)} is a file, not a folder`);
    return path;
  }

  async create(raw: string, text = ""): Promise<string> {
    const path = this.checkNewPath(raw);
    await this.store.write({ path, text });
    this.mine.set(path, { text, saved: text });
    this.changed();
    return path;
  }

  /** Copies a bundled file to the user's files (or finds the copy already made). */
  async copyBundled(bundledPath: string): Promise<string> {
    const text = this.bundled.get(bundledPath);
    if (text === undefined) throw new ProjectError(`${bundledPath} is not bundled content`);
    return this.copyOf(bundledPath) ?? this.create(copyPathOf(bundledPath), text);
  }

  /** Records an edit in memory; save() or saveAll() writes it. */
  edit(path: string, text: string): void {
    const file = this.mine.get(path);
    if (!file) throw new ProjectError(this.bundled.has(path) ? `${path} is bundled content and cannot be changed` : `no file ${path}`);
    if (file.text === text) return;
    file.text = text;
    this.changed();
  }

  /** Writes every edited file; returns the paths written. */
  async saveAll(): Promise<string[]> {
    const written: string[] = [];
    for (const [path, file] of this.mine) {
      if (file.text === file.saved) continue;
      const text = file.text;
      await this.store.write({ path, text });
      file.saved = text; // edits made while writing stay unsaved
      written.push(path);
    }
    if (written.length) this.changed();
    return written;
  }

  async rename(from: string, raw: string): Promise<string> {
    const file = this.mine.get(from);
    if (!file) throw new ProjectError(`no file ${from} among your files`);
    const to = normalizePath(raw);
    if (to === from) return from;
    this.checkNewPath(to);
    if (file.text !== file.saved) await this.store.write({ path: from, text: file.text });
    await this.store.rename(from, to);
    this.mine.delete(from);
    this.mine.set(to, { text: file.text, saved: file.text });
    this.changed();
    return to;
  }

  async remove(path: string): Promise<void> {
    if (!this.mine.has(path)) throw new ProjectError(`no file ${path} among your files`);
    await this.store.remove(path);
    this.mine.delete(path);
    this.changed();
  }

  /** The user's files under a folder, sorted. */
  filesUnder(folder: string): string[] {
    return [...this.mine.keys()].filter((p) => p.startsWith(`${folder}/`)).sort();
  }

  /**
   * Moves every file under a folder to another folder; returns each old path with its new
   * one. Refused whole, before anything moves, when any new path is bad or taken.
   */
  async renameFolder(from: string, raw: string): Promise<[string, string][]> {
    const to = normalizePath(raw);
    const moved = this.filesUnder(from);
    if (!moved.length) throw new ProjectError(`no folder ${from} among your files`);
    if (to === from) return [];
    if (to.startsWith(`${from}/`)) throw new ProjectError(`${from} cannot move into itself`);
    const pairs = moved.map((path): [string, string] => [path, `${to}/${path.slice(from.length + 1)}`]);
    for (const [, path] of pairs) this.checkNewPath(path);
    for (const [old, path] of pairs) await this.rename(old, path);
    return pairs;
  }

  /** Deletes every file under a folder; returns their paths. */
  async removeFolder(folder: string): Promise<string[]> {
    const gone = this.filesUnder(folder);
    for (const path of gone) await this.remove(path);
    return gone;
  }

  /** Adds files from a folder or an archive; a file at a path already taken replaces it. */
  async importFiles(files: UserFile[]): Promise<ImportReport> {
    const report: ImportReport = { added: [], replaced: [], skipped: [] };
    for (const f of files) {
      let path: string;
      try {
        path = this.checkNewPath(f.path, true);
      } catch (e) {
        report.skipped.push({ path: f.path, reason: (e as Error).message });
        continue;
      }
      (this.mine.has(path) ? report.replaced : report.added).push(path);
      await this.store.write({ path, text: f.text });
      this.mine.set(path, { text: f.text, saved: f.text });
    }
    if (report.added.length || report.replaced.length) this.changed();
    return report;
  }

  private changed(): void {
    this.dispatchEvent(new Event("change"));
  }
}
