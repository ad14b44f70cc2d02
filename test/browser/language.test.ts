// The language services in the workbench, in headless chromium: a completion accepted
// from the suggest widget, hover docs on a keyword and on a registry phrase, a creature
// renamed across the user's files (and refused where bundled content would change), a quick fix applied, and the
// card preview following the cursor and the text. Text and markers are read from
// Monaco's models through the page's test hook, since Monaco renders only lines in view.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cursorAt as moveCursor, lineText as textOfLine } from "./editor-cursor.js";
import { ARTIFACTS, haveChromium, openWorkbenchForTest, type WorkbenchPage } from "./workbench-page.js";


describe.skipIf(!haveChromium)("language services in chromium", () => {
  let wb: WorkbenchPage;
  let page: Page;

  beforeAll(async () => {
    wb = await openWorkbenchForTest({ clean: true });
    page = wb.page;
  });

  afterAll(async () => {
    await wb?.close();
  });

  const cursorAt = (text: string, offset?: number) => moveCursor(page, text, offset);
  const lineText = (line: number) => textOfLine(page, line);

  it("accepts a completion from the suggest widget: a condition name in an attack's hit effects", async () => {
    const line = await cursorAt("10 damage and Slowed (save ends)");
    await page.keyboard.type(", Immob");
    await page.keyboard.press("Control+Space");
    const row = page.locator("warband-editor .suggest-widget .monaco-list-row").filter({ hasText: "Immobilized" }).first();
    await row.waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/language-completion.png` });
    await page.keyboard.press("Enter");
    expect(await lineText(line)).toMatch(/Slowed \(save ends\), Immobilized$/);
    await page.waitForFunction(() => window.__warband!.markers().length === 0);
  });

  it("shows hover docs: a keyword's role and a registry phrase's docs with its rulebook citation", async () => {
    await cursorAt("hp 30", 0);
    await page.keyboard.press("Control+k");
    await page.keyboard.press("Control+i");
    const hover = page.locator("warband-editor .monaco-hover-content");
    await hover.filter({ hasText: "Hit points" }).waitFor();
    expect(await hover.textContent()).toContain("hp — stat");
    await page.keyboard.press("Escape");

    await cursorAt("Slowed (save ends)", 1);
    await page.keyboard.press("Control+k");
    await page.keyboard.press("Control+i");
    await hover.filter({ hasText: "ddm-battle-rules-2011.txt" }).waitFor();
    const text = await hover.textContent();
    expect(text).toContain("Gives the creature a condition");
    expect(text).toContain("ddm-battle-rules-2011.txt § Conditions (Duration)");
    expect(text).toContain("condition Slowed");
    await page.screenshot({ path: `${ARTIFACTS}/language-hover.png` });
    await page.keyboard.press("Escape");
  });

  it("applies a did-you-mean quick fix", async () => {
    const line = await cursorAt("power \"Pack Hunter\"");
    await page.keyboard.press("Enter");
    await page.keyboard.type('power "Drag": can shfit 1 square');
    await page.waitForFunction((l) => window.__warband!.markers().some((m) => m.line === l + 1), line);
    await cursorAt("shfit", 1);
    await page.keyboard.press("Control+.");
    const fix = page.locator("warband-editor .action-widget .monaco-list-row").filter({ hasText: "shift" }).first();
    await fix.waitFor();
    await page.keyboard.press("Enter");
    expect((await lineText(line + 1)).trim()).toBe('power "Drag": can shift 1 square');
    await page.waitForFunction((l) => !window.__warband!.markers().some((m) => m.line === l + 1), line);
  });

  it("shows the creature under the cursor as a stat card that follows the text", async () => {
    const card = page.locator("warband-card-preview");
    await cursorAt("hp 30", 0);
    await card.getByTestId("card-name").filter({ hasText: "Marsh Wolf" }).waitFor();
    expect(await card.getByTestId("card-hp").textContent()).toBe("30");
    expect(await card.getByTestId("card-attacks").textContent()).toContain("Bite");

    // Type a new hit point total: the card follows once the worker has compiled it.
    await cursorAt("hp 30", 3);
    await page.keyboard.press("Delete");
    await page.keyboard.press("Delete");
    await page.keyboard.type("45");
    await card.getByTestId("card-hp").filter({ hasText: /^45$/ }).waitFor();
    expect(await card.getByTestId("card-powers").textContent()).toContain("tier 1");
    await page.screenshot({ path: `${ARTIFACTS}/language-card.png` });
  });

  it("renames a creature across the user's files, goes to its definition in another file, and refuses to edit bundled content", async () => {
    const tree = page.locator("warband-file-tree");
    const editorPath = page.locator("warband-editor header .file");
    await tree.getByRole("button", { name: "New file" }).click();
    const input = tree.locator("input.rename");
    await input.waitFor();
    await input.fill("warbands/pack.wb");
    await input.press("Enter");
    await editorPath.filter({ hasText: /^warbands\/pack\.wb$/ }).waitFor();
    await page.evaluate(() => window.__warband!.editor.focus());
    await page.keyboard.type('warband "Pack" {\nfaction Wild\ncreature "Marsh Wolf" x 2\ncreature "Mire Archer"\n');
    await page.waitForFunction(() => window.__warband!.markers().length === 0 && window.__warband!.editor.getValue().includes("Mire Archer"));

    await cursorAt('"Marsh Wolf"', 3);
    await page.keyboard.press("F2");
    const rename = page.locator("warband-editor .rename-input");
    await rename.waitFor();
    await rename.fill("Bog Wolf");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.__warband!.editor.getValue().includes('creature "Bog Wolf" x 2'));
    const card = await page.evaluate(() => window.__warband!.monaco.editor.getModel(window.__warband!.monaco.Uri.file("my-creatures.wb"))!.getValue());
    expect(card).toContain('creature "Bog Wolf" {');
    expect(card).not.toContain("Marsh Wolf");
    await page.waitForFunction(() => window.__warband!.markers().length === 0);

    // F12 on the new name opens the other file at the creature's card.
    await cursorAt('"Bog Wolf"', 3);
    await page.keyboard.press("F12");
    await editorPath.filter({ hasText: /^my-creatures\.wb$/ }).waitFor();
    await page.waitForFunction(() => window.__warband!.editor.getModel()!.getLineContent(window.__warband!.editor.getPosition()!.lineNumber).includes('creature "Bog Wolf" {'));
    await page.locator("warband-card-preview").getByTestId("card-name").filter({ hasText: "Bog Wolf" }).waitFor();

    // A bundled creature's name is also in a read-only file: the rename is refused, nothing changes.
    await tree.locator(`[role=treeitem][data-key="file:warbands/pack.wb"]`).click();
    await editorPath.filter({ hasText: /^warbands\/pack\.wb$/ }).waitFor();
    await cursorAt('"Mire Archer"', 3);
    await page.keyboard.press("F2");
    await page.locator("warband-editor .monaco-editor-overlaymessage").filter({ hasText: "read-only files" }).waitFor();
    expect(await rename.isVisible()).toBe(false);
    expect(await page.evaluate(() => window.__warband!.editor.getValue())).toContain('creature "Mire Archer"');
    await page.screenshot({ path: `${ARTIFACTS}/language-rename.png` });
    expect(wb.pageErrors).toEqual([]);
    expect(wb.blocked).toEqual([]);
  });
});
