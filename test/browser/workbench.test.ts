// The workbench in headless chromium: a typo in the user's creature becomes a marker
// from the compiler worker and goes away once fixed; the sandbox plays a creature-turn
// of the bundled battle. Markers are read from Monaco's model through the page's test
// hook (window.__warband), since Monaco renders only the lines in view.
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM, haveChromium, openWorkbench, type WorkbenchPage } from "./workbench-page.js";

const SCREENSHOT = "test/artifacts/workbench.png";

const browserRequired = Boolean(process.env.CI || process.env.WARBAND_REQUIRE_BROWSER);

if (!haveChromium && !browserRequired) {
  process.stderr.write(
    [
      "",
      "################################################################",
      `#  BROWSER TESTS SKIPPED: chromium not found at ${CHROMIUM}`,
      "#  Install it with:  apt-get install -y chromium",
      "#  (set WARBAND_REQUIRE_BROWSER=1 to make this a failure)",
      "################################################################",
      "",
    ].join("\n"),
  );
}

it.runIf(!haveChromium && browserRequired)("finds chromium, which CI and WARBAND_REQUIRE_BROWSER require", () => {
  expect.fail(`chromium not found at ${CHROMIUM}; CI or WARBAND_REQUIRE_BROWSER requires the browser tests: apt-get install -y chromium`);
});

describe.skipIf(!haveChromium)("workbench in chromium", () => {
  let wb: WorkbenchPage;
  let page: Page;

  beforeAll(async () => {
    wb = await openWorkbench();
    page = wb.page;
  });

  afterAll(async () => {
    await wb?.close();
  });

  const status = () => page.locator("warband-editor [role=status]");

  it("marks a typo in the user's creature as the compiler reports it, and clears it once fixed", async () => {
    await status().filter({ hasText: /^0 errors, 0 warnings$/ }).waitFor();

    // A new attack line under the creature's basic attack, typed as a person would.
    const line = await page.evaluate(() => {
      const { editor } = window.__warband!;
      const model = editor.getModel()!;
      const basic = model.findMatches("attack melee basic", false, false, false, null, false)[0]!.range.startLineNumber;
      editor.setPosition({ lineNumber: basic, column: model.getLineMaxColumn(basic) });
      editor.focus();
      return basic + 1;
    });
    await page.keyboard.press("Enter");
    await page.keyboard.type('attack melee "Gore": +5 vs AX; 5 damage');
    const typed = await page.evaluate((l) => window.__warband!.editor.getModel()!.getLineContent(l), line);
    expect(typed.trim()).toBe('attack melee "Gore": +5 vs AX; 5 damage');

    await page.waitForFunction((l) => window.__warband!.markers().some((m) => m.code === "WB331" && m.line === l), line);
    const marker = (await page.evaluate(() => window.__warband!.markers())).find((m) => m.code === "WB331")!;
    expect(marker).toMatchObject({ severity: "error", line, column: typed.indexOf("AX") + 1 });
    expect(marker.message).toContain("'AX' is not a defence");
    await status().filter({ hasText: /^1 error, 0 warnings$/ }).waitFor();

    // Replace AX with AC, again from the keyboard.
    await page.evaluate((l) => {
      const { editor, monaco } = window.__warband!;
      const column = editor.getModel()!.getLineContent(l).indexOf("AX") + 1;
      editor.setSelection(new monaco.Selection(l, column, l, column + 2));
      editor.focus();
    }, line);
    await page.keyboard.type("AC");
    await page.waitForFunction((l) => !window.__warband!.markers().some((m) => m.line === l), line);
    await status().filter({ hasText: /^0 errors, 0 warnings$/ }).waitFor();
  });

  it("plays the next creature-turn of the bundled battle in the sandbox", async () => {
    const sandbox = page.locator("warband-sandbox");
    const turns = sandbox.locator("[data-testid=turns]");
    const logEntries = sandbox.locator("ol[role=log] li");
    await turns.waitFor();
    expect(await sandbox.locator("svg .creature").count()).toBeGreaterThan(0);
    const turnsBefore = Number(await turns.textContent());
    const entriesBefore = await logEntries.count();

    await page.getByRole("button", { name: "Play next turn" }).click();

    // The AI plays for the person until a later creature-turn has started (the opponent's turns may come between).
    await expect.poll(async () => Number(await turns.textContent()), { timeout: 15_000 }).toBeGreaterThan(turnsBefore);
    expect(await logEntries.count()).toBeGreaterThan(entriesBefore);
    expect(await sandbox.locator("ol[role=log]").textContent()).toContain("starts its turn");

    mkdirSync("test/artifacts", { recursive: true });
    await page.screenshot({ path: SCREENSHOT });
    expect(wb.pageErrors).toEqual([]);
    expect(wb.blocked).toEqual([]);
  });
});
