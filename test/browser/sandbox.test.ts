// The sandbox battlefield in headless chromium: two creatures placed by drag and drop
// (the designer's own Marsh Wolf and the bundled Ashfall Sentinel), a disabled shift
// showing its tier-4 why-not (ddm-battle-rules-2011.txt § Core Rules and Exceptions),
// an attack whose log entry opens the attack's line in the editor, undo, save and
// load, keyboard placement, and the browser's log compared byte for byte with Node's.
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileProject } from "../../compiler/index.js";
import { BattleSession, parseSandboxBattle } from "../../runtime/session/battle-session.js";
import { librarySources } from "../library.js";
import { haveChromium, openWorkbench, type WorkbenchPage } from "./workbench-page.js";

const USER_FILE = "my-creatures.wb";

describe.skipIf(!haveChromium)("sandbox battlefield in chromium", () => {
  let workbench: WorkbenchPage;
  let page: Page;

  beforeAll(async () => {
    workbench = await openWorkbench();
    page = workbench.page;
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.waitForFunction(() => window.__warbandSandbox?.battle() != null);
    mkdirSync("test/artifacts", { recursive: true });
  });

  afterAll(async () => {
    await workbench?.close();
  });

  const sandbox = () => page.locator("warband-sandbox");
  const button = (name: string | RegExp) => sandbox().getByRole("button", { name, exact: typeof name === "string" });
  const map = () => sandbox().locator("svg.map");
  const battle = () => page.evaluate(() => window.__warbandSandbox!.battle()!);
  const creatures = async () => (await battle()).arrangement.creatures;
  const waitForChoices = (n: number) => page.waitForFunction((k) => window.__warbandSandbox!.battle()!.choices.length >= k, n);

  /** The centre of square x,y on the map, relative to the map's box. */
  async function squareCentre(x: number, y: number): Promise<{ x: number; y: number }> {
    const box = (await map().boundingBox())!;
    const [, , w, h] = (await map().getAttribute("viewBox"))!.split(" ").map(Number);
    const [width, height] = [w! / 20, h! / 20];
    return { x: ((x + 0.5) * box.width) / width, y: ((y + 0.5) * box.height) / height };
  }

  async function select(label: string, value: string): Promise<void> {
    await sandbox().getByLabel(label, { exact: true }).selectOption(value);
  }

  async function dragPalette(chip: Locator, x: number, y: number): Promise<void> {
    await chip.dragTo(map(), { targetPosition: await squareCentre(x, y) });
  }

  it("places two creatures by drag and drop and removes the rest by dragging them to the bin", async () => {
    await button("Set up").click();
    await sandbox().getByLabel("Seed", { exact: true }).fill("2");
    await sandbox().getByLabel("Seed", { exact: true }).dispatchEvent("change");
    await page.waitForFunction(() => window.__warbandSandbox!.battle()!.arrangement.seed === 2);
    // Clear the bundled battle's creatures: drag each token to the bin.
    const bin = sandbox().locator(".bin");
    for (let left = (await creatures()).length; left > 0; left--) {
      const c = (await creatures())[0]!;
      const from = await squareCentre(c.x, c.y);
      const box = (await map().boundingBox())!;
      const target = (await bin.boundingBox())!;
      await page.mouse.move(box.x + from.x, box.y + from.y);
      await page.mouse.down();
      await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 4 });
      await page.mouse.up();
      await page.waitForFunction((n) => window.__warbandSandbox!.battle()!.arrangement.creatures.length === n, left - 1);
    }
    await select("Creature", "Marsh Wolf");
    await select("Side", "A");
    await dragPalette(sandbox().locator("[data-drag=creature]"), 5, 5);
    await select("Creature", "Ashfall Sentinel");
    await select("Side", "B");
    await dragPalette(sandbox().locator("[data-drag=creature]"), 5, 6);
    expect(await creatures()).toEqual([
      { card: "Marsh Wolf", side: "A", x: 5, y: 5 },
      { card: "Ashfall Sentinel", side: "B", x: 5, y: 6 },
    ]);
    // A token dragged on the map moves; dragged back, it returns.
    const box = (await map().boundingBox())!;
    const from = await squareCentre(5, 5);
    const to = await squareCentre(4, 4);
    await page.mouse.move(box.x + from.x, box.y + from.y);
    await page.mouse.down();
    await page.mouse.move(box.x + to.x, box.y + to.y, { steps: 4 });
    await page.mouse.up();
    await page.waitForFunction(() => window.__warbandSandbox!.battle()!.arrangement.creatures[0]!.x === 4);
    await button("Undo").click();
    await page.waitForFunction(() => window.__warbandSandbox!.battle()!.arrangement.creatures[0]!.x === 5);
    await page.screenshot({ path: "test/artifacts/sandbox-setup.png" });
  });

  it("shows why the wolf may not shift next to the Sentinel: tier 4, Grasping Ash, with its source line", async () => {
    await button("Play").click();
    // Seed 2: side A (the person) wins initiative.
    await button("go first").click();
    await sandbox().locator(".options[data-kind=action]").waitFor();
    const shift = sandbox().locator("button[data-option=shift]");
    expect(await shift.getAttribute("aria-disabled")).toBe("true");
    await shift.hover();
    const tip = sandbox().locator(".option.illegal:has(button[data-option=shift]) .why");
    await tip.waitFor({ state: "visible" });
    const text = await tip.innerText();
    expect(text).toContain("enemies cannot shift");
    expect(text).toContain("tier 4");
    expect(text).toContain("Grasping Ash");
    expect(text).toContain("content/ddm/creatures/ashfall-sentinel.wb:9:26");
    await page.screenshot({ path: "test/artifacts/sandbox-why-not.png" });
  });

  it("highlights the target of a hovered attack, resolves it, and its log entry opens the Bite's line in the editor", async () => {
    const bite = sandbox().locator("button[data-option='attack:Bite:B1']");
    await bite.hover();
    await sandbox().locator("rect.mark.hover").first().waitFor();
    expect(await sandbox().locator("rect.mark.hover").count()).toBe(1);
    const choicesBefore = (await battle()).choices.length;
    await bite.click();
    await waitForChoices(choicesBefore + 1);
    const entry = sandbox().locator("li[data-kind=attack]", { hasText: "Marsh Wolf (A1) attacks Ashfall Sentinel (B1) with Bite" }).first();
    await entry.waitFor();
    await entry.getByRole("button").click();
    const line = await page.evaluate(() => {
      const { editor } = window.__warband!;
      return { line: editor.getPosition()!.lineNumber, text: editor.getModel()!.getLineContent(editor.getPosition()!.lineNumber) };
    });
    expect(line.text).toContain('attack melee basic "Bite"');
    expect(line.line).toBe(6);
    // The attack roll is in the dice log beside it.
    expect(await sandbox().locator("li[data-kind=roll]", { hasText: "attack roll, Bite" }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: "test/artifacts/sandbox-attack.png" });
  });

  it("undoes the attack back to the exact earlier log, and redoes it", async () => {
    const after = await page.evaluate(() => JSON.stringify(window.__warbandSandbox!.log()));
    await button("Undo").click();
    await page.waitForFunction((a) => JSON.stringify(window.__warbandSandbox!.log()) !== a, after);
    const undone = await page.evaluate(() => window.__warbandSandbox!.log());
    expect(undone.some((e) => e.text.includes("with Bite"))).toBe(false);
    await button("Redo").click();
    await page.waitForFunction((a) => JSON.stringify(window.__warbandSandbox!.log()) === a, after);
  });

  it("saves, then loads the saved battle back after playing on; uploads a shared file", async () => {
    const saved = await battle();
    const savedLog = await page.evaluate(() => JSON.stringify(window.__warbandSandbox!.log()));
    await button("Save").click();
    await button("Play next turn").click();
    await page.waitForFunction((n) => window.__warbandSandbox!.battle()!.choices.length > n, saved.choices.length);
    await button("Load saved").click();
    await page.waitForFunction((a) => JSON.stringify(window.__warbandSandbox!.log()) === a, savedLog);
    expect(await battle()).toEqual(saved);

    // Download, restart, upload: the shared file brings the battle back.
    const downloading = page.waitForEvent("download");
    await button("Download").click();
    const file = await (await downloading).path();
    await button("Restart").click();
    await page.waitForFunction(() => window.__warbandSandbox!.battle()!.choices.length === 0);
    await sandbox().locator("input[type=file]").setInputFiles(file);
    await page.waitForFunction((a) => JSON.stringify(window.__warbandSandbox!.log()) === a, savedLog);
  });

  it("replays to the same log bytes in the browser and in Node", async () => {
    for (let i = 0; i < 2; i++) {
      const n = (await battle()).choices.length;
      await button("Play next turn").click();
      await waitForChoices(n + 1);
    }
    const doc = await battle();
    const browserLog = await page.evaluate(() => JSON.stringify(window.__warbandSandbox!.log()));
    const userText = await page.evaluate(() => window.__warband!.editor.getModel()!.getValue());
    const { ir } = compileProject([...librarySources(), { path: USER_FILE, text: userText }]);
    const node = new BattleSession(ir!, parseSandboxBattle(JSON.stringify(doc)));
    expect(JSON.stringify(node.view.state.log)).toBe(browserLog);
    expect(doc.choices.length).toBeGreaterThan(2);
  });

  it("plays from the keyboard: the move verb highlights its squares, arrow keys and Enter pick one", async () => {
    await button("Play").click();
    await button("Restart").click();
    await button("go first").click();
    const move = sandbox().locator("button[data-verb=move]");
    await move.hover();
    const reach = await sandbox().locator("rect.mark.reach").count();
    expect(reach).toBeGreaterThan(10);
    await move.click();
    expect(await move.getAttribute("aria-pressed")).toBe("true");
    // The focus square starts where it was left; walk it to the wolf's square 5,5, then one up.
    await map().focus();
    for (let i = 0; i < 24; i++) await page.keyboard.press(i % 2 ? "ArrowUp" : "ArrowLeft");
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowDown");
    expect(await sandbox().locator("#focus-text").innerText()).toBe("Square 5,4: empty. Enter: move to 5,4 (1)");
    const n = (await battle()).choices.length;
    await page.keyboard.press("Enter");
    await waitForChoices(n + 1);
    expect((await battle()).choices.at(-1)).toBe("move:5,4");
    await sandbox().locator("li[data-kind=move]", { hasText: "Marsh Wolf (A1) moves to 5,4" }).waitFor();
  });

  it("sets up from the keyboard: arrow keys move the focus square, Enter places, Delete removes", async () => {
    await button("Set up").click();
    await select("Creature", "Mire Archer");
    await select("Side", "A");
    await map().focus();
    for (let i = 0; i < 16; i++) await page.keyboard.press(i % 2 ? "ArrowUp" : "ArrowLeft");
    for (const key of ["ArrowRight", "ArrowRight", "ArrowDown"]) await page.keyboard.press(key);
    expect(await sandbox().locator("#focus-text").innerText()).toContain("Square 2,1");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.__warbandSandbox!.battle()!.arrangement.creatures.some((c) => c.card === "Mire Archer" && c.x === 2 && c.y === 1));
    expect(await sandbox().locator("rect.focus-square").count()).toBe(1);
    await page.keyboard.press("t");
    await page.waitForFunction(() => window.__warbandSandbox!.battle()!.arrangement.terrain.some((t) => t.x === 2 && t.y === 1));
    await page.keyboard.press("Delete");
    await page.waitForFunction(() => !window.__warbandSandbox!.battle()!.arrangement.creatures.some((c) => c.card === "Mire Archer"));
    // The same battlefield in the workbench's dark theme: colours come from its custom properties.
    const board = sandbox().locator("rect.board");
    const light = await board.evaluate((el) => getComputedStyle(el).fill);
    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect.poll(() => board.evaluate((el) => getComputedStyle(el).fill)).not.toBe(light);
    await page.screenshot({ path: "test/artifacts/sandbox-dark.png" });
    await page.getByRole("button", { name: "Dark theme" }).click();
    expect(workbench.pageErrors).toEqual([]);
    expect(workbench.blocked).toEqual([]);
  });
});
