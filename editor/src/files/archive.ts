// The user's files as a zip archive and back (fflate). Export is deterministic: paths
// sorted, one fixed timestamp, so the same files always give the same bytes.
import { strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import type { UserFile } from "./file-store.js";

/** The earliest time a zip can record; any fixed time would do. */
const ZIP_EPOCH = new Date(1980, 0, 1);

export function zipFiles(files: UserFile[]): Uint8Array {
  const entries: Zippable = {};
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    entries[f.path] = [strToU8(f.text), { mtime: ZIP_EPOCH }];
  }
  return zipSync(entries, { level: 6 });
}

export interface Unzipped {
  files: UserFile[];
  /** Entries that are not text, with why. */
  unreadable: { path: string; reason: string }[];
}

/** The archive's files (folders are implied by paths); throws a readable error for a file that is not a zip. */
export function unzipFiles(bytes: Uint8Array): Unzipped {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch (e) {
    throw new Error(`not a zip archive this workbench can read (${(e as Error).message})`);
  }
  const out: Unzipped = { files: [], unreadable: [] };
  const utf8 = new TextDecoder("utf-8", { fatal: true });
  for (const [path, data] of Object.entries(entries)) {
    if (path.endsWith("/")) continue;
    try {
      out.files.push({ path, text: utf8.decode(data) });
    } catch {
      out.unreadable.push({ path, reason: "not UTF-8 text" });
    }
  }
  return out;
}

