// Three workbench conveniences in headless chromium: the quick fix that adds a
// statistic's missing value (bloodied: half the hit points rounded down to a multiple of
// 5, ddm-battle-rules-2011.txt § Appendix A, Bloodied), completion inside a quoted name
// (a named power, a creature of a warband), and the card preview following a creature
// named on a warband line.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cursorAt, lineText } from "./editor-cursor.js";
import { ARTIFACTS, haveChromium, openWorkbenchForTest, type WorkbenchPage } from "./workbench-page.js";


describe.skipIf(!haveChromium)("quick fixes and quoted names in chromium", () => {
  let wb: WorkbenchPage;
  let page: Page;

  beforeAll(async () => {
    wb = await openWorkbenchForTest({ clean: true });
    page = wb.page;
  });

  afterAll(async () => {
    await wb?.close();
  });

  /** After an edit: the next compile's markers (the compile waits for a pause in typing, so the old ones would still show). */
  async function markersAfterEdit() {
    await page.evaluate(() => new Promise<void>((resolve) => addEventListener("warband-compiled", () => resolve(), { once: true })));
    return page.evaluate(() => window.__warband!.markers());
  }

  it("adds the missing bloodied value with a quick fix: hp 30 gives bloodied 15", async () => {
    const line = await cursorAt(page, "hp 30");
    await page.keyboard.type("  bloodied");
    await page.waitForFunction((l) => window.__warband!.markers().some((m) => m.line === l && m.code === "WB110"), line);
    const marker = await page.evaluate((l) => window.__warband!.markers().find((m) => m.line === l)!, line);
    expect(marker.message).toBe("bloodied needs its value: a number after it");
    await page.keyboard.press("Control+.");
    const fix = page.locator("warband-editor .action-widget .monaco-list-row").filter({ hasText: "Add the missing bloodied value: 15" }).first();
    await fix.waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/quick-fix-bloodied.png` });
    await page.keyboard.press("Enter");
    expect(await lineText(page, line)).toMatch(/hp 30  bloodied 15$/);
    expect(await markersAfterEdit()).toEqual([]);
    await page.locator("warband-card-preview").getByTestId("card-name").filter({ hasText: "Marsh Wolf" }).waitFor();
  });

  it('completes a named power inside quotes: power "Sn → "Sneak Attack N", its number a placeholder', async () => {
    const line = (await cursorAt(page, 'power "Pack Hunter"')) + 1;
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    // The list the editor opens by itself while "power" is typed (card-item snippets) is closed first.
    await page.keyboard.type("power");
    // It opens after the completion comes back from the worker: wait for it, so the Escape
    // does not come first and leave the list to open over the quote typed next.
    const suggest = page.locator("warband-editor .suggest-widget.visible");
    await suggest.waitFor({ timeout: 5_000 }).catch(() => undefined);
    await page.keyboard.press("Escape");
    await suggest.waitFor({ state: "hidden" });
    await page.keyboard.type(' "Sn'); // the editor closes the quote itself
    expect((await lineText(page, line)).trim()).toBe('power "Sn"');
    await page.keyboard.press("Control+Space");
    const row = page.locator("warband-editor .suggest-widget .monaco-list-row").filter({ hasText: "Sneak Attack N" }).first();
    await row.waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/completion-quoted-name.png` });
    await page.keyboard.press("Enter");
    expect((await lineText(page, line)).trim()).toBe('power "Sneak Attack N"');
    await page.keyboard.type("5"); // the placeholder N is selected
    await page.keyboard.press("Escape");
    expect((await lineText(page, line)).trim()).toBe('power "Sneak Attack 5"');
    expect(await markersAfterEdit()).toEqual([]);
  });

  it("completes a creature in a warband's quoted name and shows the card of the creature a warband line names", async () => {
    // The warband is put in whole (typing it would meet the editor's own suggestions); then the cursor goes between the empty quotes.
    await page.evaluate(() => {
      const { editor } = window.__warband!;
      const model = editor.getModel()!;
      const end = model.getFullModelRange().getEndPosition();
      model.applyEdits([{ range: { startLineNumber: end.lineNumber, startColumn: end.column, endLineNumber: end.lineNumber, endColumn: end.column }, text: '\nwarband "Fen" {\n  faction Wild\n  creature "Marsh Wolf"\n  creature ""\n}\n' }]);
    });
    await cursorAt(page, 'creature ""', 10);
    await page.keyboard.type("Mi");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Control+Space");
    const row = page.locator("warband-editor .suggest-widget .monaco-list-row").filter({ hasText: "Mire Archer" }).first();
    await row.waitFor();
    await page.keyboard.press("Enter");
    const line = await cursorAt(page, 'creature "Mire');
    expect((await lineText(page, line)).trim()).toBe('creature "Mire Archer"');
    expect(await markersAfterEdit()).toEqual([]);

    const card = page.locator("warband-card-preview");
    await card.getByTestId("card-name").filter({ hasText: "Mire Archer" }).waitFor();
    await cursorAt(page, 'creature "Marsh Wolf"', 12);
    await card.getByTestId("card-name").filter({ hasText: "Marsh Wolf" }).waitFor();
    await cursorAt(page, "faction Wild");
    // A line of the warband that names no creature: the card stays on the nearest creature above.
    await card.getByTestId("card-name").filter({ hasText: "Marsh Wolf" }).waitFor();
    await cursorAt(page, 'creature "Mire Archer"', 12);
    await card.getByTestId("card-name").filter({ hasText: "Mire Archer" }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/card-preview-warband-line.png` });
    expect(wb.pageErrors).toEqual([]);
    expect(wb.blocked).toEqual([]);
  });
});
