// The workbench's project files in headless chromium: new, save (Ctrl+S) and reload,
// rename and delete, copying bundled content to my files, names resolving across files,
// a zip export/import round trip, a folder import, quick open, the theme remembered, and
// the file tree driven from the keyboard. One build and one browser for the whole file;
// the scenarios run in order on one page, each leaving the state the next one reads.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { haveChromium, openWorkbench, type WorkbenchPage } from "./workbench-page.js";

const ARTIFACTS = "test/artifacts";

/** The user's files as IndexedDB holds them, sorted by path. */
function storedFiles(page: Page): Promise<{ path: string; text: string }[]> {
  return page.evaluate(
    () =>
      new Promise<{ path: string; text: string }[]>((resolve, reject) => {
        const open = indexedDB.open("warband");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("files").objectStore("files").getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { path: string; text: string }[]).sort((a, b) => a.path.localeCompare(b.path)));
          };
        };
      }),
  );
}

/** The key of the tree row that has the keyboard focus, through the shadow roots. */
function focusedRow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute("role") === "treeitem" ? el.getAttribute("data-key") : null;
  });
}

describe.skipIf(!haveChromium)("project files in chromium", () => {
  let workbench: WorkbenchPage;
  let page: Page;
  /** Folders and archives made on disk for the import tests. */
  let scratch: string;

  beforeAll(async () => {
    workbench = await openWorkbench();
    page = workbench.page;
    scratch = mkdtempSync(join(tmpdir(), "warband-files-"));
    mkdirSync(ARTIFACTS, { recursive: true });
  });

  afterAll(async () => {
    await workbench?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const tree = () => page.locator("warband-file-tree");
  const row = (key: string) => tree().locator(`[role=treeitem][data-key="${key}"]`);
  const editorPath = () => page.locator("warband-editor header .file");
  const editorStatus = () => page.locator("warband-editor [role=status]");
  const saveState = () => page.locator("[data-testid=save-state]");
  const treeStatus = () => tree().locator("[role=status]");
  const editorText = () => page.evaluate(() => window.__warband!.editor.getValue());
  /**
   * Types at the end of the file through the editor's own "type" command, with no Enter
   * key: a suggest list that opened by itself after a word (after "Wild" in "faction
   * Wild") takes an Enter as accepting it and swallows the newline, depending on when the
   * worker's completion comes back. Text typed in one piece is not auto-closed, so it
   * carries its own closing brace.
   */
  async function typeIntoEditor(text: string): Promise<void> {
    await page.evaluate((typed) => {
      const { editor } = window.__warband!;
      const model = editor.getModel()!;
      editor.setPosition({ lineNumber: model.getLineCount(), column: model.getLineMaxColumn(model.getLineCount()) });
      editor.focus();
      editor.trigger("test", "type", { text: typed });
    }, text);
  }
  async function reload(): Promise<void> {
    await page.reload();
    await page.waitForFunction(() => window.__warband !== undefined);
  }

  it("starts with the bundled content and one file of the user's own, open in the editor", async () => {
    await row("root:bundled").waitFor();
    expect(await row("file:content/ddm/creatures/hollow-brute.wb").count()).toBe(1);
    await editorPath().filter({ hasText: /^my-creatures\.wb$/ }).waitFor();
    expect(await storedFiles(page)).toEqual([{ path: "my-creatures.wb", text: expect.stringContaining('creature "Marsh Wolf"') }]);
  });

  it("creates a file named inline, compiles it with the others, saves it with Ctrl+S and keeps it over a reload", async () => {
    await tree().getByRole("button", { name: "New file" }).click();
    const input = tree().locator("input.rename");
    await input.waitFor();
    expect(await input.inputValue()).toBe("untitled.wb");
    await input.fill("warbands/pack.wb");
    await input.press("Enter");
    await row("file:warbands/pack.wb").waitFor();
    await editorPath().filter({ hasText: /^warbands\/pack\.wb$/ }).waitFor();

    // A warband of the creature declared in my-creatures.wb: a name across files.
    // The empty file already showed 0 errors: the count is read after the warband's own compile.
    const compiled = page.evaluate(() => new Promise<void>((resolve) => addEventListener("warband-compiled", () => resolve(), { once: true })));
    await typeIntoEditor('warband "Pack" {\nfaction Wild\ncreature "Marsh Wolf" x 2\n}\n');
    await compiled;
    await editorStatus().filter({ hasText: /^0 errors, 0 warnings$/ }).waitFor();
    await page.keyboard.press("Control+s");
    await saveState().filter({ hasText: "All changes saved" }).waitFor();
    const saved = (await storedFiles(page)).find((f) => f.path === "warbands/pack.wb");
    expect(saved?.text).toContain('creature "Marsh Wolf" x 2');

    // A misspelt creature is an error in this file, counted on its row too.
    await page.evaluate(() => {
      const { editor } = window.__warband!;
      const model = editor.getModel()!;
      const at = model.findMatches("Marsh Wolf", false, false, false, null, false)[0]!.range;
      editor.setSelection(at);
      editor.focus();
    });
    await page.keyboard.type("Marsh Wulf");
    await editorStatus().filter({ hasText: /^1 error/ }).waitFor();
    expect(await row("file:warbands/pack.wb").locator(".errors").textContent()).toBe("1");

    // An edit, then a reload at once, before the pause that saves: the journal keeps it.
    await typeIntoEditor("# kept");
    expect(await saveState().textContent()).toBe("Unsaved changes");
    await reload();
    await editorPath().filter({ hasText: /^warbands\/pack\.wb$/ }).waitFor();
    expect(await editorText()).toContain('creature "Marsh Wulf" x 2');
    expect(await editorText()).toContain("# kept");
    await saveState().filter({ hasText: "All changes saved" }).waitFor();
    expect((await storedFiles(page)).find((f) => f.path === "warbands/pack.wb")?.text).toContain("Marsh Wulf");
    expect(await row("file:my-creatures.wb").count()).toBe(1);
  });

  it("renames a file with F2 and deletes one with Delete after asking, and both survive a reload", async () => {
    await row("file:warbands/pack.wb").click();
    await row("file:warbands/pack.wb").press("F2");
    const input = tree().locator("input.rename");
    await input.fill("bad name.txt");
    await input.press("Enter");
    await tree().locator("[role=alert]").filter({ hasText: "ends in .wb" }).waitFor();
    await input.fill("warbands/wolves.wb");
    await input.press("Enter");
    await row("file:warbands/wolves.wb").waitFor();
    expect(await row("file:warbands/pack.wb").count()).toBe(0);
    await editorPath().filter({ hasText: /^warbands\/wolves\.wb$/ }).waitFor();

    await tree().getByRole("button", { name: "New file" }).click();
    await tree().locator("input.rename").press("Escape");
    await row("file:warbands/untitled.wb").waitFor();
    expect(await focusedRow(page)).toBe("file:warbands/untitled.wb");
    await page.keyboard.press("Delete");
    const dialog = tree().locator("dialog");
    await dialog.filter({ hasText: "Delete warbands/untitled.wb?" }).waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await row("file:warbands/untitled.wb").waitFor({ state: "detached" });

    await reload();
    expect((await storedFiles(page)).map((f) => f.path)).toEqual(["my-creatures.wb", "warbands/wolves.wb"]);
    await row("file:warbands/wolves.wb").waitFor();
    expect(await row("file:warbands/untitled.wb").count()).toBe(0);
  });

  it("opens bundled content read-only and copies it to my files, where the copy replaces it", async () => {
    const bundled = row("file:content/ddm/creatures/hollow-brute.wb");
    await bundled.click();
    await editorPath().filter({ hasText: "content/ddm/creatures/hollow-brute.wb" }).waitFor();
    expect(await page.evaluate(() => window.__warband!.editor.getOption(window.__warband!.monaco.editor.EditorOption.readOnly))).toBe(true);

    // The bar over the read-only editor offers the copy as well as the tree does.
    await page.locator("warband-workbench .read-only").getByRole("button", { name: "Copy to my files" }).click();
    await row("file:ddm/creatures/hollow-brute.wb").waitFor();
    await editorPath().filter({ hasText: /^ddm\/creatures\/hollow-brute\.wb$/ }).waitFor();
    expect(await bundled.locator(".copied").count()).toBe(1);
    expect(await page.evaluate(() => window.__warband!.editor.getOption(window.__warband!.monaco.editor.EditorOption.readOnly))).toBe(false);
    // Declared once: the copy takes the bundled file's place, so no "already declared".
    await editorStatus().filter({ hasText: /^0 errors/ }).waitFor();
    expect((await storedFiles(page)).map((f) => f.path)).toContain("ddm/creatures/hollow-brute.wb");

    // And from the tree's own button.
    await row("file:content/ddm/creatures/mire-archer.wb").click();
    await tree().getByRole("button", { name: "Copy to my files" }).click();
    await row("file:ddm/creatures/mire-archer.wb").waitFor();
    await editorPath().filter({ hasText: /^ddm\/creatures\/mire-archer\.wb$/ }).waitFor();
  });

  it("exports the user's files as a zip and imports them back after a delete", async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), tree().getByRole("button", { name: "Export zip" }).click()]);
    expect(download.suggestedFilename()).toBe("warband-files.zip");
    const entries = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(Object.keys(entries).sort()).toEqual(["ddm/creatures/hollow-brute.wb", "ddm/creatures/mire-archer.wb", "my-creatures.wb", "warbands/wolves.wb"]);
    expect(strFromU8(entries["warbands/wolves.wb"]!)).toContain("Marsh Wulf");
    const zipPath = join(scratch, "export.zip");
    writeFileSync(zipPath, readFileSync((await download.path())!));

    await row("file:warbands/wolves.wb").click();
    await tree().getByRole("button", { name: "Delete" }).click();
    await tree().locator("dialog").getByRole("button", { name: "Delete" }).click();
    await row("file:warbands/wolves.wb").waitFor({ state: "detached" });

    await tree().locator("#zip-input").setInputFiles(zipPath);
    await treeStatus().filter({ hasText: "Imported 4 files, 3 replaced" }).waitFor();
    await row("file:warbands/wolves.wb").click();
    await editorPath().filter({ hasText: /^warbands\/wolves\.wb$/ }).waitFor();
    expect(await editorText()).toContain("Marsh Wulf");
    expect((await storedFiles(page)).map((f) => f.path)).toEqual(["ddm/creatures/hollow-brute.wb", "ddm/creatures/mire-archer.wb", "my-creatures.wb", "warbands/wolves.wb"]);
  });

  it("imports a folder through the folder input, skipping what is not a warband file, then renames and deletes that folder", async () => {
    const folder = join(scratch, "designs");
    mkdirSync(join(folder, "maps"), { recursive: true });
    writeFileSync(join(folder, "maps", "bog.wb"), "# a bog\n");
    writeFileSync(join(folder, "notes.txt"), "not warband\n");
    await tree().locator("#folder-input").setInputFiles(folder);
    await treeStatus().filter({ hasText: "Imported 1 file" }).waitFor();
    expect(await treeStatus().textContent()).toContain("notes.txt");
    await row("file:maps/bog.wb").waitFor();

    // A folder of the user's is renamed and deleted like a file, with all it holds.
    await row("mine:maps").click();
    await row("mine:maps").press("F2");
    const input = tree().locator("input.rename");
    expect(await input.inputValue()).toBe("maps");
    await input.fill("terrain/maps");
    await input.press("Enter");
    await row("file:terrain/maps/bog.wb").waitFor();
    expect(await row("file:maps/bog.wb").count()).toBe(0);
    expect(await focusedRow(page)).toBe("mine:terrain/maps");
    await page.keyboard.press("ArrowLeft"); // closes terrain/maps
    await page.keyboard.press("ArrowLeft"); // to its parent folder, terrain
    expect(await focusedRow(page)).toBe("mine:terrain");
    await page.keyboard.press("Delete");
    const dialog = tree().locator("dialog");
    await dialog.filter({ hasText: "Delete the folder terrain and the 1 file in it?" }).waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await row("file:terrain/maps/bog.wb").waitFor({ state: "detached" });
    expect((await storedFiles(page)).some((f) => f.path.includes("bog"))).toBe(false);
  });

  it("exports to and imports from a folder through the directory picker", async () => {
    // Headless chromium cannot answer the native picker: stand in a directory handle
    // kept in memory, with the parts of the File System Access API the workbench uses.
    await page.evaluate(() => {
      type Dir = { kind: "directory"; name: string; entries: Map<string, Dir | Fil> };
      type Fil = { kind: "file"; name: string; text: string };
      const dir = (name: string): Dir => ({ kind: "directory", name, entries: new Map() });
      const handle = (d: Dir): unknown => ({
        kind: "directory",
        name: d.name,
        async *values() {
          for (const e of d.entries.values()) yield e.kind === "directory" ? handle(e) : fileHandle(e);
        },
        async getDirectoryHandle(name: string) {
          if (!d.entries.has(name)) d.entries.set(name, dir(name));
          return handle(d.entries.get(name) as Dir);
        },
        async getFileHandle(name: string) {
          if (!d.entries.has(name)) d.entries.set(name, { kind: "file", name, text: "" });
          return fileHandle(d.entries.get(name) as Fil);
        },
      });
      const fileHandle = (f: Fil) => ({
        kind: "file",
        name: f.name,
        getFile: async () => new File([f.text], f.name),
        createWritable: async () => ({ write: async (text: string) => void (f.text = text), close: async () => {} }),
      });
      const root = dir("exported");
      const w = window as unknown as Record<string, unknown>;
      w.pickedFolder = root;
      w.showDirectoryPicker = async () => handle(root);
      w.listFolder = () => {
        const out: [string, string][] = [];
        const walk = (d: Dir, prefix: string) => {
          for (const e of d.entries.values()) e.kind === "directory" ? walk(e, `${prefix}${e.name}/`) : out.push([`${prefix}${e.name}`, e.text]);
        };
        walk(root, "");
        return out.sort();
      };
    });
    await tree().getByRole("button", { name: "Export folder" }).click();
    await treeStatus().filter({ hasText: "to the folder exported" }).waitFor();
    const written = await page.evaluate(() => (window as unknown as { listFolder(): [string, string][] }).listFolder());
    expect(written.map(([path]) => path)).toEqual((await storedFiles(page)).map((f) => f.path));
    expect(written.find(([path]) => path === "warbands/wolves.wb")?.[1]).toContain("Marsh Wulf");

    // The same folder, with one file changed on disk, imported back: that file is replaced,
    // and the editor shows the new text if it is open.
    await row("file:warbands/wolves.wb").click();
    await editorPath().filter({ hasText: /^warbands\/wolves\.wb$/ }).waitFor();
    await page.evaluate(() => {
      const root = (window as unknown as { pickedFolder: { entries: Map<string, { entries: Map<string, { text: string }> }> } }).pickedFolder;
      root.entries.get("warbands")!.entries.get("wolves.wb")!.text = 'warband "Pack" {\n  faction Wild\n  creature "Marsh Wolf" x 3\n}\n';
    });
    await tree().getByRole("button", { name: "Import folder" }).click();
    await treeStatus().filter({ hasText: /^Imported \d+ files, \d+ replaced$/ }).waitFor();
    await page.waitForFunction(() => window.__warband!.editor.getValue().includes("x 3"));
    await editorStatus().filter({ hasText: /^0 errors/ }).waitFor();
  });

  it("opens a file by name with Ctrl+P", async () => {
    await page.locator("warband-workbench").press("Control+p");
    const input = page.locator("warband-quick-open input");
    await input.waitFor();
    await page.keyboard.type("ashford");
    await page.keyboard.press("Enter");
    await editorPath().filter({ hasText: "content/ddm/maps/ashfall-ford.wb" }).waitFor();
  });

  it("walks the file tree from the keyboard with a visible focus", async () => {
    await page.keyboard.press("Control+Shift+E");
    expect(await focusedRow(page)).toBe("file:content/ddm/maps/ashfall-ford.wb");
    const outline = await page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      const style = getComputedStyle(el!);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toBe("solid 2px");

    await page.keyboard.press("ArrowLeft"); // to the maps folder
    expect(await focusedRow(page)).toBe("bundled:ddm/maps");
    await page.keyboard.press("ArrowLeft"); // close it
    expect(await row("bundled:ddm/maps").getAttribute("aria-expanded")).toBe("false");
    expect(await row("file:content/ddm/maps/ashfall-ford.wb").count()).toBe(0);
    await page.keyboard.press("ArrowRight"); // open it again
    await page.keyboard.press("ArrowRight"); // into it
    expect(await focusedRow(page)).toBe("file:content/ddm/maps/ashfall-ford.wb");
    await page.keyboard.press("Home");
    expect(await focusedRow(page)).toBe("root:bundled");
    await page.keyboard.press("End"); // folders come before files, so the last row is a top-level file
    expect(await focusedRow(page)).toBe("file:my-creatures.wb");
    await page.keyboard.press("ArrowUp");
    expect(await focusedRow(page)).toBe("file:warbands/wolves.wb");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter"); // opens it and moves the keyboard to the editor
    await editorPath().filter({ hasText: /^my-creatures\.wb$/ }).waitFor();
    await page.waitForFunction(() => window.__warband!.editor.hasTextFocus());
    await page.screenshot({ path: `${ARTIFACTS}/files-tree.png` });
  });

  it("switches to the dark theme, Monaco too, and remembers it over a reload", async () => {
    const toggle = page.getByRole("button", { name: "Dark theme" });
    const before = await page.evaluate(() => document.documentElement.dataset.theme);
    expect(before).toBe("light"); // headless chromium prefers light
    await toggle.click();
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await page.locator("warband-editor .monaco-editor.vs-dark").waitFor();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe("rgb(23, 24, 27)");

    await reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await page.locator("warband-editor .monaco-editor.vs-dark").waitFor();
    expect(await background()).toBe("rgb(23, 24, 27)");
    await page.screenshot({ path: `${ARTIFACTS}/files-dark.png` });
    await page.getByRole("button", { name: "Dark theme" }).click();
    await page.locator("warband-editor .monaco-editor.vs").waitFor();

    expect(workbench.pageErrors).toEqual([]);
    expect(workbench.blocked).toEqual([]);
  });
});
