// The user's files in IndexedDB: one object store keyed by path. Every operation is its
// own transaction, so a rename (delete + put) is all or nothing.
import type { FileStore, UserFile } from "./file-store.js";

const DATABASE = "warband";
const FILES = "files";

function done(request: IDBRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error("the transaction was aborted"));
  });
}

export class IndexedDbFileStore implements FileStore {
  private constructor(
    private readonly db: IDBDatabase,
    readonly fresh: boolean,
  ) {}

  static open(name = DATABASE): Promise<IndexedDbFileStore> {
    return new Promise((resolve, reject) => {
      let fresh = false;
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = (event) => {
        fresh = event.oldVersion === 0;
        request.result.createObjectStore(FILES, { keyPath: "path" });
      };
      request.onsuccess = () => resolve(new IndexedDbFileStore(request.result, fresh));
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error("the file database is held open by another tab with an older version"));
    });
  }

  async list(): Promise<UserFile[]> {
    const request = this.db.transaction(FILES, "readonly").objectStore(FILES).getAll();
    await done(request);
    return (request.result as UserFile[]).map(({ path, text }) => ({ path, text }));
  }

  async write({ path, text }: UserFile): Promise<void> {
    const tx = this.db.transaction(FILES, "readwrite");
    tx.objectStore(FILES).put({ path, text });
    await committed(tx);
  }

  async rename(from: string, to: string): Promise<void> {
    const tx = this.db.transaction(FILES, "readwrite");
    const files = tx.objectStore(FILES);
    const read = files.get(from);
    read.onsuccess = () => {
      const file = read.result as UserFile | undefined;
      if (!file) return tx.abort();
      files.delete(from);
      files.put({ path: to, text: file.text });
    };
    await committed(tx);
  }

  async remove(path: string): Promise<void> {
    const tx = this.db.transaction(FILES, "readwrite");
    tx.objectStore(FILES).delete(path);
    await committed(tx);
  }
}
