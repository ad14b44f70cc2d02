// The file tree as data: two roots (the bundled content and the user's files), folders
// from the slashes in paths, the rows a person can see given which folders are open, and
// where each key of the WAI-ARIA tree pattern moves the focus. No DOM here, so the
// keyboard behaviour is tested in Node.
import { BUNDLED_ROOT } from "./paths.js";

export type NodeKind = "root" | "folder" | "file";

export interface TreeNode {
  key: string;
  label: string;
  kind: NodeKind;
  /** A file's full path; a folder's path inside its group ("" for a root). */
  path: string;
  bundled: boolean;
  children: TreeNode[];
}

export interface TreeRow {
  node: TreeNode;
  level: number;
  parent: TreeNode | undefined;
  posInSet: number;
  setSize: number;
}

export const BUNDLED_KEY = "root:bundled";
export const MINE_KEY = "root:mine";

export const fileKey = (path: string) => `file:${path}`;
export const userFolderKey = (path: string) => `mine:${path}`;

function folderNode(key: string, label: string, path: string, bundled: boolean): TreeNode {
  return { key, label, kind: path === "" && key.startsWith("root:") ? "root" : "folder", path, bundled, children: [] };
}

function place(root: TreeNode, relative: string, fullPath: string): void {
  const parts = relative.split("/");
  let at = root;
  for (const [i, part] of parts.slice(0, -1).entries()) {
    const path = parts.slice(0, i + 1).join("/");
    const key = root.bundled ? `bundled:${path}` : userFolderKey(path);
    let next = at.children.find((c) => c.key === key);
    if (!next) at.children.push((next = folderNode(key, part, path, root.bundled)));
    at = next;
  }
  at.children.push({ key: fileKey(fullPath), label: parts[parts.length - 1]!, kind: "file", path: fullPath, bundled: root.bundled, children: [] });
}

function sortFoldersFirst(node: TreeNode): void {
  node.children.sort((a, b) => Number(a.kind === "file") - Number(b.kind === "file") || a.label.localeCompare(b.label));
  node.children.forEach(sortFoldersFirst);
}

/** The two roots; bundled paths lose their content/ prefix, which the root stands for. */
export function buildTree(files: { path: string; bundled: boolean }[]): TreeNode[] {
  const bundled = folderNode(BUNDLED_KEY, "Bundled content", "", true);
  const mine = folderNode(MINE_KEY, "My files", "", false);
  for (const f of files) {
    if (f.bundled) place(bundled, f.path.startsWith(BUNDLED_ROOT) ? f.path.slice(BUNDLED_ROOT.length) : f.path, f.path);
    else place(mine, f.path, f.path);
  }
  sortFoldersFirst(bundled);
  sortFoldersFirst(mine);
  return [bundled, mine];
}

/** Every folder and root key, for a tree that starts fully open. */
export function allFolderKeys(roots: TreeNode[]): string[] {
  const out: string[] = [];
  const walk = (n: TreeNode) => {
    if (n.kind === "file") return;
    out.push(n.key);
    n.children.forEach(walk);
  };
  roots.forEach(walk);
  return out;
}

/** The rows in view, top to bottom: children show only under open folders. */
export function visibleRows(roots: TreeNode[], open: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (nodes: TreeNode[], level: number, parent: TreeNode | undefined) => {
    nodes.forEach((node, i) => {
      rows.push({ node, level, parent, posInSet: i + 1, setSize: nodes.length });
      if (node.kind !== "file" && open.has(node.key)) walk(node.children, level + 1, node);
    });
  };
  walk(roots, 1, undefined);
  return rows;
}

/** What a key press in the tree does. */
export type TreeMove =
  | { focus: string }
  | { open: string }
  | { close: string }
  | { activate: string }
  | null;

/**
 * The WAI-ARIA tree pattern: Up and Down move between visible rows; Right opens a closed
 * folder or enters an open one; Left closes an open folder or goes to the parent; Home
 * and End go to the ends; Enter and Space activate (open a file, toggle a folder); a
 * letter jumps to the next row whose name starts with it.
 */
export function treeMove(rows: TreeRow[], open: ReadonlySet<string>, current: string, key: string): TreeMove {
  const at = rows.findIndex((r) => r.node.key === current);
  if (at < 0) return rows[0] ? { focus: rows[0].node.key } : null;
  const row = rows[at]!;
  const isFolder = row.node.kind !== "file";
  switch (key) {
    case "ArrowDown":
      return rows[at + 1] ? { focus: rows[at + 1]!.node.key } : null;
    case "ArrowUp":
      return at > 0 ? { focus: rows[at - 1]!.node.key } : null;
    case "ArrowRight":
      if (!isFolder) return null;
      if (!open.has(row.node.key)) return { open: row.node.key };
      return row.node.children[0] ? { focus: row.node.children[0].key } : null;
    case "ArrowLeft":
      if (isFolder && open.has(row.node.key)) return { close: row.node.key };
      return row.parent ? { focus: row.parent.key } : null;
    case "Home":
      return { focus: rows[0]!.node.key };
    case "End":
      return { focus: rows[rows.length - 1]!.node.key };
    case "Enter":
    case " ":
      return { activate: row.node.key };
    default: {
      if (key.length !== 1 || !/\S/.test(key)) return null;
      const letter = key.toLowerCase();
      for (let i = 1; i <= rows.length; i++) {
        const candidate = rows[(at + i) % rows.length]!;
        if (candidate.node.label.toLowerCase().startsWith(letter)) return { focus: candidate.node.key };
      }
      return null;
    }
  }
}
