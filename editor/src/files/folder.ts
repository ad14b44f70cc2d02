// The user's files to and from a folder on disk: the File System Access API's directory
// picker where the browser has it, else an <input type=file webkitdirectory> to read and
// a zip download to write.
import type { UserFile } from "./file-store.js";

// The directory picker is not in TypeScript's DOM library yet; these are the parts used.
interface DirectoryHandle {
  readonly kind: "directory";
  readonly name: string;
  values(): AsyncIterable<DirectoryHandle | FileHandle>;
  getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<DirectoryHandle>;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<FileHandle>;
}
interface FileHandle {
  readonly kind: "file";
  readonly name: string;
  getFile(): Promise<File>;
  createWritable(): Promise<{ write(data: string): Promise<void>; close(): Promise<void> }>;
}
type DirectoryPicker = (options?: { mode?: "read" | "readwrite"; id?: string }) => Promise<DirectoryHandle>;

function picker(): DirectoryPicker | undefined {
  return (window as unknown as { showDirectoryPicker?: DirectoryPicker }).showDirectoryPicker;
}

export function canPickDirectory(): boolean {
  return picker() !== undefined;
}

/** The user closed the picker: not an error to report. */
export function wasCancelled(e: unknown): boolean {
  return e instanceof DOMException && e.name === "AbortError";
}

async function readDirectory(dir: DirectoryHandle, prefix: string, out: UserFile[]): Promise<void> {
  for await (const entry of dir.values()) {
    const path = `${prefix}${entry.name}`;
    if (entry.kind === "directory") await readDirectory(entry, `${path}/`, out);
    else out.push({ path, text: await (await entry.getFile()).text() });
  }
}

/** Every file under a folder the user picks, with paths relative to it. */
export async function pickFolderToRead(): Promise<UserFile[]> {
  const dir = await picker()!({ mode: "read", id: "warband-files" });
  const files: UserFile[] = [];
  await readDirectory(dir, "", files);
  return files;
}

/** Writes the files into a folder the user picks, making subfolders as needed. */
export async function pickFolderToWrite(files: UserFile[]): Promise<string> {
  const root = await picker()!({ mode: "readwrite", id: "warband-files" });
  for (const f of files) {
    const parts = f.path.split("/");
    let dir = root;
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
    const writable = await (await dir.getFileHandle(parts[parts.length - 1]!, { create: true })).createWritable();
    await writable.write(f.text);
    await writable.close();
  }
  return root.name;
}

/**
 * The files an <input webkitdirectory> gave, relative to the folder chosen: the browser
 * names each "chosen-folder/sub/file.wb", and the chosen folder is not part of the project.
 */
export async function filesFromFolderInput(list: FileList | File[]): Promise<UserFile[]> {
  return Promise.all(
    [...list].map(async (file) => {
      const relative = file.webkitRelativePath || file.name;
      const slash = relative.indexOf("/");
      return { path: slash < 0 ? relative : relative.slice(slash + 1), text: await file.text() };
    }),
  );
}

/** Offers bytes as a download. */
export function download(bytes: Uint8Array | string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  a.click();
  // The download starts from the click; the URL must outlive that turn of the event loop.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
