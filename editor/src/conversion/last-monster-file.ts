// The monster data file the user last converted from, kept in IndexedDB beside the project
// files (a database of its own, so the project's schema is untouched), so the panel offers
// it again after a reload without asking for the file.

const DATABASE = "warband-monster-files";
const FILES = "files";
const LAST = "last";

export interface MonsterFile {
  /** The file's name as the user picked it. */
  name: string;
  text: string;
}

function database(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(FILES);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The last used file, or null when there is none or this browser keeps nothing. */
export async function readLastMonsterFile(): Promise<MonsterFile | null> {
  try {
    const db = await database();
    const request = db.transaction(FILES, "readonly").objectStore(FILES).get(LAST);
    const file = await new Promise<unknown>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    const f = file as Partial<MonsterFile> | undefined;
    return typeof f?.name === "string" && typeof f.text === "string" ? { name: f.name, text: f.text } : null;
  } catch {
    return null;
  }
}

/** Remembers the file; false when this browser cannot keep it (the conversion still works). */
export async function rememberMonsterFile(file: MonsterFile): Promise<boolean> {
  try {
    const db = await database();
    const tx = db.transaction(FILES, "readwrite");
    tx.objectStore(FILES).put({ name: file.name, text: file.text }, LAST);
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error("aborted"));
    });
    db.close();
    return true;
  } catch {
    return false;
  }
}
