// "Add a D&D monster" in headless chromium: upload an SRD 5.1-shaped file (three monsters
// invented for this test, test/fixtures/srd-5.1-shaped-monsters.json), search it, convert
// one into conversions/<name>.wb, which opens, compiles without errors and has its
// approximations and kept-as-text abilities listed; after a reload the last used file is
// offered again and a second monster converts from the keyboard alone. An SRD 3.5-shaped
// file (the invented giant of test/converters/monsters.ts) becomes a Chainmail model,
// checked against the Chainmail ruleset; read as SRD 5.1 instead, it is refused clearly.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bogBrute } from "../converters/monsters.js";
import { ARTIFACTS, haveChromium, openWorkbenchForTest, type WorkbenchPage } from "./workbench-page.js";

const FIXTURE = "test/fixtures/srd-5.1-shaped-monsters.json";

describe.skipIf(!haveChromium)("Add a D&D monster panel", () => {
  let wb: WorkbenchPage;
  let page: Page;

  beforeAll(async () => {
    wb = await openWorkbenchForTest();
    page = wb.page;
  });

  afterAll(async () => {
    await wb?.close();
  });

  const panel = () => page.locator("warband-monster-panel");
  const openModel = () => page.evaluate(() => ({ uri: window.__warband!.editor.getModel()!.uri.path, text: window.__warband!.editor.getModel()!.getValue() }));
  const focusedId = () => page.evaluate(() => document.querySelector("warband-workbench")?.shadowRoot?.querySelector("warband-monster-panel")?.shadowRoot?.activeElement?.id ?? null);

  it("converts a searched monster into a new file that opens, compiles without errors and lists its warnings", async () => {
    await page.locator("warband-editor [role=status]").filter({ hasText: /^0 errors/ }).waitFor();
    await page.getByRole("button", { name: "Add a D&D monster" }).click();
    await panel().waitFor();
    // Nothing remembered yet: the keyboard lands on the file picker.
    await expect.poll(focusedId).toBe("file");

    await panel().locator("#file").setInputFiles(FIXTURE);
    await expect.poll(() => panel().locator("[data-testid=monster-source]").textContent()).toBe("srd-5.1-shaped-monsters.json: 3 monsters, read as SRD 5.1.");
    expect(await panel().locator("#monsters option").count()).toBe(3);

    await panel().locator("#search").fill("bramble");
    expect(await panel().locator("#monsters option").allTextContents()).toEqual(["Bramble Stalker — CR 2 Medium plant"]);
    await expect.poll(() => panel().locator("#convert").textContent()).toContain("Convert to conversions/bramble-stalker.wb");
    await panel().locator("#search").press("Enter");

    // The new file is open in the editor.
    await expect.poll(async () => (await openModel()).uri, { timeout: 15_000 }).toContain("conversions/bramble-stalker.wb");
    const { text } = await openModel();
    expect(text).toContain('creature "Bramble Stalker" {');
    expect(text).toMatch(/attack melee reach 2 basic "Lash": \+\d+ vs AC; \d+ damage/);

    // It compiles without errors; its two kept-as-text lines are the warnings.
    await page.locator("warband-editor [role=status]").filter({ hasText: /^0 errors, 2 warnings$/ }).waitFor({ timeout: 15_000 });
    const markers = await page.evaluate(() => window.__warband!.markers());
    expect(markers.filter((m) => m.severity === "error")).toEqual([]);
    expect(markers.filter((m) => m.code === "WB340")).toHaveLength(2);
    await expect.poll(() => panel().locator("[data-testid=conversion-compiled]").textContent()).toContain("Compiled: 0 errors, 2 warnings.");
    expect(await panel().locator("[data-testid=conversion-diagnostics] li").count()).toBe(2);

    // The conversion's own warnings: abilities kept as text and every approximation.
    const fallbacks = await panel().locator("[data-testid=conversion-fallbacks] li").allTextContents();
    expect(fallbacks).toEqual(["Thorn Cloak", "Senses"]);
    const approximations = await panel().locator("[data-testid=conversion-approximations] li").allTextContents();
    expect(approximations.some((a) => /^level \d+: CR 2 reads/.test(a))).toBe(true);
    expect(approximations.some((a) => /^hp \d+: \d+ for level \d+, scaled by its 39 hp/.test(a))).toBe(true);
    expect(approximations).toHaveLength(4);
    await panel().locator("[data-testid=conversion-fallbacks]").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/monster-panel.png` });
  });

  it("offers the last used file after a reload and converts another monster from the keyboard", async () => {
    await page.reload();
    await page.waitForFunction("window.__warband !== undefined");
    // The converted file was kept with the user's files.
    await page.locator("warband-file-tree").getByText("bramble-stalker.wb").waitFor();

    const toggle = page.getByRole("button", { name: "Add a D&D monster" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => panel().locator("[data-testid=monster-source]").textContent()).toBe("srd-5.1-shaped-monsters.json: 3 monsters, read as SRD 5.1.");
    await expect.poll(focusedId).toBe("search");

    await page.keyboard.type("moth");
    await page.keyboard.press("ArrowDown");
    expect(await focusedId()).toBe("monsters");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await openModel()).uri, { timeout: 15_000 }).toContain("conversions/glimmerwing-moth.wb");
    expect((await openModel()).text).toContain('creature "Glimmerwing Moth" {');
    expect((await openModel()).text).toMatch(/speed \d+ flight/);
    await page.locator("warband-editor [role=status]").filter({ hasText: /^0 errors/ }).waitFor({ timeout: 15_000 });
    await expect.poll(() => panel().locator("[data-testid=conversion-compiled]").textContent()).toContain("Compiled: 0 errors");

    // Converting the same monster again says it replaces the file, and does.
    await panel().locator("#search").fill("glimmer");
    await expect.poll(() => panel().locator("#convert").textContent()).toContain("Convert, replacing conversions/glimmerwing-moth.wb");

    await page.getByRole("button", { name: "Dark theme" }).click();
    await page.screenshot({ path: `${ARTIFACTS}/monster-panel-dark.png` });
    await page.getByRole("button", { name: "Dark theme" }).click();

    // A 3.5 file: detected, converted into a Chainmail model and checked against Chainmail.
    const folder = mkdtempSync(join(tmpdir(), "warband-srd35-"));
    writeFileSync(join(folder, "srd-3.5-shaped.json"), JSON.stringify({ monsters: [bogBrute] }));
    await panel().locator("#file").setInputFiles(join(folder, "srd-3.5-shaped.json"));
    await expect.poll(() => panel().locator("[data-testid=monster-source]").textContent()).toBe("srd-3.5-shaped.json: 1 monsters, read as SRD 3.5.");
    await panel().locator("#search").fill("");
    await panel().locator("#edition").selectOption("5e");
    await panel().locator("#convert").click();
    await expect.poll(() => panel().locator("[role=alert]").textContent()).toContain("Bog Brute cannot be read as an SRD 5.1 monster");
    await panel().locator("#edition").selectOption("detect");
    await expect.poll(() => panel().locator("#convert").textContent()).toContain("Convert to conversions/chainmail/bog-brute.wb");
    await panel().locator("#convert").click();
    await expect.poll(async () => (await openModel()).uri, { timeout: 15_000 }).toContain("conversions/chainmail/bog-brute.wb");
    expect((await openModel()).text).toContain('model "Bog Brute" {');
    await expect.poll(() => panel().locator("[data-testid=conversion-compiled]").textContent()).toContain("Against the Chainmail ruleset: 0 errors");
    // The editor checks the model file against Chainmail too, rather than marking its words as DDM errors.
    await expect.poll(() => page.locator("warband-editor [role=status]").textContent(), { timeout: 15_000 }).toMatch(/^0 errors/);
    expect(await panel().locator("[role=alert]").count()).toBe(0);

    // Escape hatch: the close button hides the panel and gives the keyboard back to the toggle.
    await panel().getByRole("button", { name: "Close the monster panel" }).click();
    await expect.poll(() => panel().isHidden()).toBe(true);
    await expect.poll(() => toggle.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    expect(wb.pageErrors).toEqual([]);
    expect(wb.blocked).toEqual([]);
  });
});
