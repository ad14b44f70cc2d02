// Shared set-up for the browser tests: build the workbench, serve it on loopback, open
// it in headless Debian chromium with every request off loopback refused.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { build, preview, type PreviewServer } from "vite";

export const CHROMIUM = "/usr/bin/chromium";
export const VITE_CONFIG = "editor/vite.config.ts";
export const haveChromium = existsSync(CHROMIUM);
/** Where the browser tests leave their screenshots. */
export const ARTIFACTS = "test/artifacts";

/** The page may reach the preview server and nothing else. */
export function isLoopback(url: string): boolean {
  return /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url) || /^(data|blob):/.test(url);
}

export interface WorkbenchPage {
  page: Page;
  url: string;
  /** Requests the page tried to make off loopback. */
  blocked: string[];
  pageErrors: string[];
  close(): Promise<void>;
}

export async function serveWorkbench(): Promise<{ url: string; close(): Promise<void> }> {
  await build({ configFile: VITE_CONFIG, logLevel: "warn" });
  const server: PreviewServer = await preview({ configFile: VITE_CONFIG, logLevel: "warn", preview: { host: "127.0.0.1", port: 0, strictPort: false } });
  const { port } = server.httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

export async function launchChromium(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "warband-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Builds, serves and opens the workbench; resolves once the editor's test hook is up. */
export async function openWorkbench(): Promise<WorkbenchPage> {
  const server = await serveWorkbench();
  const browser = await launchChromium();
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  const blocked: string[] = [];
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (isLoopback(url)) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  await page.goto(server.url);
  // A string, so this file builds without the editor's types (bench/editor.ts uses it too).
  await page.waitForFunction("window.__warband !== undefined");
  return {
    page,
    url: server.url,
    blocked,
    pageErrors,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** The workbench for a test file: the screenshot folder made, and with `clean`, the bundled project compiled without errors or warnings. */
export async function openWorkbenchForTest({ clean = false } = {}): Promise<WorkbenchPage> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const wb = await openWorkbench();
  if (clean) await wb.page.locator("warband-editor [role=status]").filter({ hasText: /^0 errors, 0 warnings$/ }).waitFor();
  return wb;
}
