import { existsSync } from "node:fs";
import { API_REFERENCE_CSP, visitApiReference } from "@platform/service-kit";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Service, startService } from "./fixtures.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const available = existsSync(CHROMIUM);
if (!available && process.env.CI === "true")
  throw new Error(`${CHROMIUM} is missing: .ci/run installs Debian's chromium`);

describe("GET /docs: the interactive API reference", () => {
  let s: Service;
  beforeAll(async () => {
    s = await startService(); // API keys configured: the page and its document need none
  });
  afterAll(() => s?.cleanup());

  it("answers 200 HTML without a key, every asset loads from the service, no external URL", async () => {
    const visit = await visitApiReference(s.url);
    expect(visit.status).toBe(200);
    expect(visit.contentType).toBe("text/html; charset=utf-8");
    expect(visit.contentSecurityPolicy).toBe(API_REFERENCE_CSP);
    expect(Object.keys(visit.assets).sort()).toEqual(
      [
        "/docs/static/favicon-16x16.png",
        "/docs/static/favicon-32x32.png",
        "/docs/static/index.css",
        "/docs/static/swagger-initializer.js",
        "/docs/static/swagger-ui-bundle.js",
        "/docs/static/swagger-ui-standalone-preset.js",
        "/docs/static/swagger-ui.css",
      ].sort(),
    );
    expect(Object.values(visit.assets).every((status) => status === 200)).toBe(true);
    expect(visit.externalUrls).toEqual([]);
    // The page shows the service's own document.
    expect(visit.document).toEqual(await (await fetch(`${s.url}/openapi.json`)).json());
  });

  it.skipIf(!available)(
    "renders every operation in a browser, and the browser asks nothing of another origin",
    async () => {
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
      });
      try {
        const page = await browser.newPage();
        const requested: string[] = [];
        const refused: string[] = [];
        page.on("request", (request) => requested.push(request.url()));
        page.on("console", (message) => {
          if (message.type() === "error") refused.push(message.text());
        });
        await page.goto(`${s.url}/docs`);
        await page.waitForSelector(".opblock-summary-path", { timeout: 20_000 });
        const paths = await page.locator(".opblock-summary-path").allInnerTexts();
        expect(paths.map((p) => p.replace(/\u200b/g, "").trim()).sort()).toEqual(
          ["/demo", "/demo/redaction-engine.js", "/healthz", "/metrics", "/readyz", "/v1/redact"].sort(),
        );
        expect(requested.filter((url) => !url.startsWith(`${s.url}/`) && !url.startsWith("data:"))).toEqual(
          [],
        );
        expect(refused).toEqual([]); // no CSP violation, no failed load
      } finally {
        await browser.close();
      }
    },
  );
});
