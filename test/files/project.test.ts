// The project's files: the bundled content read-only, the user's files created, edited,
// saved, renamed, deleted and imported through a FileStore, and what the compiler sees.
import { describe, expect, it } from "vitest";
import { MemoryFileStore } from "../../editor/src/files/file-store.js";
import { copyPathOf, Project, ProjectError } from "../../editor/src/files/project.js";
import { normalizePath, pathProblem } from "../../editor/src/files/paths.js";
import { compile } from "../../compiler/compile.js";
import { librarySources } from "../library.js";

const bundled = [
  { path: "content/ddm/core/ruleset.wb", text: "# core\n" },
  { path: "content/ddm/creatures/wolf.wb", text: "# a wolf\n" },
];
const starter = { path: "my-creatures.wb", text: "# mine\n" };

async function fresh(store = new MemoryFileStore()) {
  return { store, project: await Project.open(store, bundled, [starter]) };
}

describe("paths of user files", () => {
  it("tidies slashes and dots", () => {
    expect(normalizePath(" ./a//b\\c.wb ")).toBe("a/b/c.wb");
  });
  it("refuses what cannot be a warband file, each with its reason", () => {
    expect(pathProblem("")).toMatch(/needs a name/);
    expect(pathProblem("a/../b.wb")).toMatch(/'\.\.'/);
    expect(pathProblem("notes.txt")).toMatch(/ends in \.wb/);
    expect(pathProblem("dir/.wb")).toMatch(/ends in \.wb/);
    expect(pathProblem("content/x.wb")).toMatch(/bundled content/);
    expect(pathProblem("a?.wb")).toMatch(/control characters/);
    expect(pathProblem("creatures/wolf.wb")).toBeNull();
  });
});

describe("a project", () => {
  it("seeds a fresh store with the starter files, and not a store that has files", async () => {
    const { project, store } = await fresh();
    expect(project.userFiles()).toEqual([starter]);
    expect(await store.list()).toEqual([starter]);
    const again = await Project.open(new MemoryFileStore([{ path: "other.wb", text: "" }]), bundled, [starter]);
    expect(again.userFiles().map((f) => f.path)).toEqual(["other.wb"]);
  });

  it("lists bundled files first, read-only", async () => {
    const { project } = await fresh();
    expect(project.files().map((f) => [f.path, f.bundled])).toEqual([
      ["content/ddm/core/ruleset.wb", true],
      ["content/ddm/creatures/wolf.wb", true],
      ["my-creatures.wb", false],
    ]);
    expect(() => project.edit("content/ddm/core/ruleset.wb", "x")).toThrow(ProjectError);
  });

  it("creates files under free names and refuses taken or bad ones", async () => {
    const { project, store } = await fresh();
    expect(project.freshPath()).toBe("untitled.wb");
    await project.create(project.freshPath(), "a");
    expect(project.freshPath()).toBe("untitled-2.wb");
    expect(project.freshPath("creatures")).toBe("creatures/untitled.wb");
    await expect(project.create("untitled.wb")).rejects.toThrow("untitled.wb already exists");
    await expect(project.create("untitled.wb/x.wb")).rejects.toThrow("is a file, not a folder");
    await expect(project.create("content/mine.wb")).rejects.toThrow(/bundled content/);
    expect((await store.list()).map((f) => f.path).sort()).toEqual(["my-creatures.wb", "untitled.wb"]);
  });

  it("keeps edits in memory until saved, then writes only what changed", async () => {
    const { project, store } = await fresh();
    project.edit("my-creatures.wb", "# changed\n");
    expect(project.file("my-creatures.wb")?.unsaved).toBe(true);
    expect(project.hasUnsaved()).toBe(true);
    expect(project.unsavedTexts()).toEqual({ "my-creatures.wb": "# changed\n" });
    expect(await store.list()).toEqual([starter]);
    expect(await project.saveAll()).toEqual(["my-creatures.wb"]);
    expect(await store.list()).toEqual([{ path: "my-creatures.wb", text: "# changed\n" }]);
    expect(project.hasUnsaved()).toBe(false);
    expect(project.unsavedTexts()).toEqual({});
    expect(await project.saveAll()).toEqual([]);
  });

  it("renames with the unsaved text and deletes, in the store too", async () => {
    const { project, store } = await fresh();
    project.edit("my-creatures.wb", "# edited\n");
    expect(await project.rename("my-creatures.wb", "creatures/pack.wb")).toBe("creatures/pack.wb");
    expect(await store.list()).toEqual([{ path: "creatures/pack.wb", text: "# edited\n" }]);
    await expect(project.rename("creatures/pack.wb", "bad.txt")).rejects.toThrow(/ends in \.wb/);
    await project.remove("creatures/pack.wb");
    expect(await store.list()).toEqual([]);
    expect(project.userFiles()).toEqual([]);
  });

  it("renames and deletes a folder with every file under it", async () => {
    const { project, store } = await fresh();
    await project.create("wolves/grey.wb", "# grey\n");
    await project.create("wolves/pups/small.wb", "# small\n");
    await project.create("wolvesden.wb", "# not in the folder\n");
    expect(await project.renameFolder("wolves", "packs/wolves")).toEqual([
      ["wolves/grey.wb", "packs/wolves/grey.wb"],
      ["wolves/pups/small.wb", "packs/wolves/pups/small.wb"],
    ]);
    expect((await store.list()).map((f) => f.path).sort()).toEqual(["my-creatures.wb", "packs/wolves/grey.wb", "packs/wolves/pups/small.wb", "wolvesden.wb"]);
    await expect(project.renameFolder("packs", "packs/inner")).rejects.toThrow("cannot move into itself");
    await expect(project.renameFolder("packs", "content")).rejects.toThrow(/bundled content/);
    await project.create("herd/wolves/grey.wb");
    await expect(project.renameFolder("packs", "herd")).rejects.toThrow("herd/wolves/grey.wb already exists");
    expect(project.filesUnder("packs")).toHaveLength(2); // refused whole: nothing moved
    expect(await project.removeFolder("packs")).toEqual(["packs/wolves/grey.wb", "packs/wolves/pups/small.wb"]);
    expect((await store.list()).map((f) => f.path).sort()).toEqual(["herd/wolves/grey.wb", "my-creatures.wb", "wolvesden.wb"]);
  });

  it("copies a bundled file beside the user's files, and the copy takes its place in the compile", async () => {
    const { project } = await fresh();
    const copy = await project.copyBundled("content/ddm/creatures/wolf.wb");
    expect(copy).toBe(copyPathOf("content/ddm/creatures/wolf.wb"));
    expect(copy).toBe("ddm/creatures/wolf.wb");
    expect(await project.copyBundled("content/ddm/creatures/wolf.wb")).toBe(copy);
    expect(project.copyOf("content/ddm/creatures/wolf.wb")).toBe(copy);
    expect(project.sources().map((f) => f.path).sort()).toEqual(["content/ddm/core/ruleset.wb", "ddm/creatures/wolf.wb", "my-creatures.wb"]);
  });

  it("imports files, replacing same paths and skipping what cannot be a user file", async () => {
    const { project, store } = await fresh();
    const report = await project.importFiles([
      { path: "my-creatures.wb", text: "# imported\n" },
      { path: "./maps/bog.wb", text: "# bog\n" },
      { path: "README.md", text: "hello" },
      { path: "content/ddm/core/ruleset.wb", text: "# sneaky\n" },
    ]);
    expect(report.added).toEqual(["maps/bog.wb"]);
    expect(report.replaced).toEqual(["my-creatures.wb"]);
    expect(report.skipped.map((s) => s.path)).toEqual(["README.md", "content/ddm/core/ruleset.wb"]);
    expect((await store.list()).find((f) => f.path === "my-creatures.wb")?.text).toBe("# imported\n");
  });
});

describe("names resolve across the project's files", () => {
  it("a battle in one user file uses a creature declared in another", async () => {
    // The real bundled content beside two user files.
    const project = await Project.open(new MemoryFileStore(), librarySources(), [
      { path: "creatures/marsh-wolf.wb", text: 'creature "Marsh Wolf" {\n  level 3  cost 12  unaligned  factions Wild  keywords Beast\n  AC 17  Fort 15  Ref 15  Will 13  speed 8  hp 30\n  attack melee basic "Bite": +7 vs AC; 10 damage\n}\n' },
      { path: "warbands/pack.wb", text: 'warband "Pack" {\n  faction Wild\n  creature "Marsh Wolf" x 2\n}\n' },
    ]);
    const { diagnostics, ir } = compile(project.sources());
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(ir.creatures.some((c) => c.name === "Marsh Wolf")).toBe(true);
    const typo = await project.importFiles([{ path: "warbands/pack.wb", text: 'warband "Pack" {\n  faction Wild\n  creature "Marsh Wolff" x 2\n}\n' }]);
    expect(typo.replaced).toEqual(["warbands/pack.wb"]);
    const again = compile(project.sources()).diagnostics.filter((d) => d.file === "warbands/pack.wb" && d.severity === "error");
    expect(again.map((d) => d.message).join("\n")).toMatch(/Marsh Wolf/);
  });
});
