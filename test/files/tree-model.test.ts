// The file tree's rows and its keyboard, after the WAI-ARIA tree pattern.
import { describe, expect, it } from "vitest";
import { allFolderKeys, BUNDLED_KEY, buildTree, fileKey, MINE_KEY, treeMove, visibleRows } from "../../editor/src/files/tree-model.js";

const files = [
  { path: "content/ddm/creatures/wolf.wb", bundled: true },
  { path: "content/ddm/core/ruleset.wb", bundled: true },
  { path: "zeta.wb", bundled: false },
  { path: "maps/bog.wb", bundled: false },
];
const roots = buildTree(files);
const labels = (open: Set<string>) => visibleRows(roots, open).map((r) => `${"  ".repeat(r.level - 1)}${r.node.label}`);

describe("the file tree's rows", () => {
  it("puts bundled content and the user's files under two roots, folders first", () => {
    const open = new Set(allFolderKeys(roots));
    expect(labels(open)).toEqual([
      "Bundled content",
      "  ddm",
      "    core",
      "      ruleset.wb",
      "    creatures",
      "      wolf.wb",
      "My files",
      "  maps",
      "    bog.wb",
      "  zeta.wb",
    ]);
  });

  it("hides what is under closed folders and numbers each row within its siblings", () => {
    const rows = visibleRows(roots, new Set([MINE_KEY]));
    expect(rows.map((r) => r.node.label)).toEqual(["Bundled content", "My files", "maps", "zeta.wb"]);
    expect(rows.map((r) => [r.level, r.posInSet, r.setSize])).toEqual([
      [1, 1, 2],
      [1, 2, 2],
      [2, 1, 2],
      [2, 2, 2],
    ]);
  });
});

describe("the file tree's keyboard", () => {
  const open = new Set([MINE_KEY, "mine:maps"]);
  const rows = visibleRows(roots, open);
  const move = (from: string, key: string) => treeMove(rows, open, from, key);

  it("moves up and down through visible rows and stops at the ends", () => {
    expect(move(BUNDLED_KEY, "ArrowDown")).toEqual({ focus: MINE_KEY });
    expect(move(MINE_KEY, "ArrowUp")).toEqual({ focus: BUNDLED_KEY });
    expect(move(BUNDLED_KEY, "ArrowUp")).toBeNull();
    expect(move(fileKey("zeta.wb"), "ArrowDown")).toBeNull();
    expect(move(fileKey("maps/bog.wb"), "Home")).toEqual({ focus: BUNDLED_KEY });
    expect(move(BUNDLED_KEY, "End")).toEqual({ focus: fileKey("zeta.wb") });
  });

  it("opens a closed folder with Right, then enters it; Left closes it, then goes to the parent", () => {
    expect(move(BUNDLED_KEY, "ArrowRight")).toEqual({ open: BUNDLED_KEY });
    expect(move("mine:maps", "ArrowRight")).toEqual({ focus: fileKey("maps/bog.wb") });
    expect(move("mine:maps", "ArrowLeft")).toEqual({ close: "mine:maps" });
    expect(move(fileKey("maps/bog.wb"), "ArrowLeft")).toEqual({ focus: "mine:maps" });
    expect(move(fileKey("maps/bog.wb"), "ArrowRight")).toBeNull();
  });

  it("activates with Enter or Space and jumps by first letter, wrapping around", () => {
    expect(move(fileKey("zeta.wb"), "Enter")).toEqual({ activate: fileKey("zeta.wb") });
    expect(move(MINE_KEY, " ")).toEqual({ activate: MINE_KEY });
    expect(move(BUNDLED_KEY, "z")).toEqual({ focus: fileKey("zeta.wb") });
    expect(move(fileKey("zeta.wb"), "B")).toEqual({ focus: BUNDLED_KEY });
    expect(move(BUNDLED_KEY, "q")).toBeNull();
  });
});
