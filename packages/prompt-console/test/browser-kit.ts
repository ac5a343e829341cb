import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumAvailable = existsSync(CHROMIUM);
if (!chromiumAvailable && process.env.CI === "true")
  throw new Error(`${CHROMIUM} is missing: .ci/run installs Debian's chromium`);
if (!chromiumAvailable) console.warn(`${CHROMIUM} is missing: the console's browser tests are skipped`);

export const launchChromium = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });

type Tracked = Page & { errors: string[] };

/**
 * Chromium logs every non-2xx fetch as a console error ("Failed to load resource: … status of 401").
 * The console meets 4xx answers on purpose (401 before sign-in, a refused transition shown to the
 * user), so those are not script errors; every other console error, and any uncaught one, is.
 */
const EXPECTED_HTTP_REFUSAL = /^Failed to load resource: the server responded with a status of 4\d\d/;

/** A page in a fresh context that records CSP violations, uncaught errors and console errors. */
export async function openPage(
  browser: Browser,
  contexts: BrowserContext[],
  viewport: { width: number; height: number },
  phone = false,
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  contexts.push(context);
  // Content-Security-Policy violations would otherwise pass silently.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const w = window as unknown as { cspViolations?: string[] };
      w.cspViolations = [...(w.cspViolations ?? []), `${e.violatedDirective} ${e.blockedURI}`];
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !EXPECTED_HTTP_REFUSAL.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  (page as Tracked).errors = errors;
  return page;
}

/** A full-page PNG in `dir`; `{fullPage: false}` keeps a long page (a rules table) to the screen. */
export const screenshot =
  (dir: string) =>
  (page: Page, name: string, { fullPage = true } = {}) =>
    page.screenshot({ path: join(dir, `${name}.png`), fullPage });

/** Labels, names, landmarks, one h1, no CSP violation, no script or console error, nothing wider than the screen. */
export async function checkPage(page: Page, { signedIn = true, label = "" } = {}) {
  const report = await page.evaluate(() => {
    const controls = [...document.querySelectorAll("input, select, textarea")] as HTMLInputElement[];
    const unlabelled = controls
      .filter((el) => (el.labels?.length ?? 0) === 0 && !el.getAttribute("aria-label"))
      .map((el) => el.outerHTML.slice(0, 80));
    const nameless = [...document.querySelectorAll("button, a[href]")]
      .filter((el) => !(el.textContent ?? "").trim() && !el.getAttribute("aria-label"))
      .map((el) => el.outerHTML.slice(0, 80));
    return {
      unlabelled,
      nameless,
      h1: document.querySelectorAll("h1").length,
      main: document.querySelectorAll("main").length,
      nav: document.querySelectorAll("nav[aria-label='Main']").length,
      banner: document.querySelectorAll("header").length,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      // The widest elements, to name the culprit when the page overflows.
      wide: [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
        .slice(0, 3)
        .map((el) => el.outerHTML.slice(0, 100)),
      csp: (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    };
  });
  expect(report.unlabelled, "form controls without a label").toEqual([]);
  expect(report.nameless, "buttons and links without a name").toEqual([]);
  expect(report.h1).toBe(1);
  expect(report.main).toBe(1);
  if (signedIn) expect([report.nav, report.banner]).toEqual([1, 1]);
  expect(report.overflow, `${label} wider than the viewport: ${report.wide.join(" | ")}`).toBeLessThanOrEqual(
    0,
  );
  expect(report.csp).toEqual([]);
  expect((page as Tracked).errors).toEqual([]);
}

export const approvalCount = (page: Page) => page.locator("#approvals .count").textContent();

/** Whether a button is aria-disabled, and the reason tied to it. */
export async function disabledReason(page: Page, name: string) {
  const button = page.getByRole("button", { name, exact: true });
  const id = await button.getAttribute("aria-describedby");
  return {
    disabled: (await button.getAttribute("aria-disabled")) === "true",
    reason: id ? await page.locator(`[id="${id}"]`).textContent() : null,
  };
}

/** The main navigation's link, whether the phone menu is open or not. */
export async function goTo(page: Page, label: string, heading: string) {
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) {
    if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
  }
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label }).click();
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
}

/**
 * Holds the page's requests to `url` until `release()`: `asked` settles when the first one is made,
 * so a test can look at the page while the answer is outstanding. `stop()` removes the hold.
 */
export async function holdRequests(page: Page, url: string) {
  let asked!: () => void;
  let release!: () => void;
  const made = new Promise<void>((resolve) => {
    asked = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { asked: made, release, stop: () => page.unroute(url) };
}

/** Two animation frames: whatever an answer scheduled has been rendered by then. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
