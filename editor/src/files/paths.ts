// What a user file's path may be. Paths are slash-separated and relative; the bundled
// content owns content/, so user files never shadow it by accident (a copy lives at the
// bundled path without content/, see project.ts).

export const BUNDLED_ROOT = "content/";
export const EXTENSION = ".wb";

/** Tidies what a person typed or an archive held: backslashes, "./", leading and doubled slashes. */
export function normalizePath(raw: string): string {
  return raw
    .trim()
    .replace(/\\/g, "/")
    .split("/")
    .filter((part) => part !== "" && part !== ".")
    .join("/");
}

/** Why a (normalized) path cannot hold a user file, or null when it can. */
export function pathProblem(path: string): string | null {
  if (path === "") return "a file needs a name";
  if (path.split("/").some((part) => part === "..")) return "'..' cannot be part of a path";
  if (/[\u0000-\u001f<>:"|?*]/.test(path)) return 'a path cannot hold control characters or any of < > : " | ? *';
  if (!path.endsWith(EXTENSION) || path.split("/").pop() === EXTENSION) return `a warband file's name ends in ${EXTENSION}`;
  if (path.startsWith(BUNDLED_ROOT)) return `${BUNDLED_ROOT} holds the bundled content; choose another folder`;
  return null;
}

/** The folder part of a path, "" at the top. */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}

export function nameOf(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}
