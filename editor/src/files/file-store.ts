// Where the user's own files live: a flat set of paths ("creatures/wolf.wb") with their
// text. Folders are only the slashes in the paths. Two implementations: in memory (for
// Node tests) and IndexedDB (in the browser, so files survive a reload).

export interface UserFile {
  path: string;
  text: string;
}

export interface FileStore {
  /** Every stored file, in no particular order. */
  list(): Promise<UserFile[]>;
  /** Creates or replaces the file at this path. */
  write(file: UserFile): Promise<void>;
  /** Moves a file's text to another path in one step; nothing changes if either part fails. */
  rename(from: string, to: string): Promise<void>;
  remove(path: string): Promise<void>;
  /** True when the store was just created empty, so the project may seed a first file. */
  readonly fresh: boolean;
}

export class MemoryFileStore implements FileStore {
  private readonly files = new Map<string, string>();
  readonly fresh: boolean;

  constructor(files: UserFile[] = []) {
    this.fresh = files.length === 0;
    for (const f of files) this.files.set(f.path, f.text);
  }

  async list(): Promise<UserFile[]> {
    return [...this.files].map(([path, text]) => ({ path, text }));
  }

  async write({ path, text }: UserFile): Promise<void> {
    this.files.set(path, text);
  }

  async rename(from: string, to: string): Promise<void> {
    const text = this.files.get(from);
    if (text === undefined) throw new Error(`no file at ${from}`);
    this.files.delete(from);
    this.files.set(to, text);
  }

  async remove(path: string): Promise<void> {
    this.files.delete(path);
  }
}
