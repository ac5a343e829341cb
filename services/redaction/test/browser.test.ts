import { existsSync, mkdirSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Service, startService } from "./fixtures.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const available = existsSync(CHROMIUM);
if (!available && process.env.CI === "true")
  throw new Error(`${CHROMIUM} is missing: .ci/run installs Debian's chromium`);

const DOC = [
  "Support ticket #4411 — opened by Dr. Alice Johnson (alice.johnson@example.com, +1 415 555 0132).",
  "She works at Northwind Bank and paid with 4111 1111 1111 1111 from 192.168.10.7.",
  "Refund to IBAN DE89 3704 0044 0532 0130 00; see https://status.example.com/incidents/42.",
  "Cc: Mr. Bob Smith <bob@example.org>. 🙂",
].join("\n");

let service: Service;
let browser: Browser;
beforeAll(async () => {
  if (!available) return;
  service = await startService();
  browser = await chromium.launch({
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
});
afterAll(async () => {
  await browser?.close();
  await service?.cleanup();
});

it.skipIf(!available)(
  "redacts in the browser byte for byte as the server does, and highlights the spans",
  async () => {
    const page = await browser.newPage();
    await page.goto(`${service.url}/demo`);
    await page.waitForSelector("body[data-ready=true]");
    const local = await page.evaluate(async (text) => {
      const result = await (
        window as unknown as { redactLocally(t: string): Promise<Record<string, unknown>> }
      ).redactLocally(text);
      return {
        text: result.text,
        spans: result.spans,
        digest: result.digest,
        policyVersion: result.policyVersion,
      };
    }, DOC);
    const remote = await (await service.redact({ text: DOC })).json();
    expect(local).toEqual(remote);

    await page.fill("#input", DOC);
    await page.click("#run");
    await page.waitForSelector("#output mark");
    expect(await page.locator("#output").innerText()).toBe(remote.text);
    expect(await page.locator("#output mark").count()).toBe(remote.spans.length);
    mkdirSync("test-output", { recursive: true });
    await page.screenshot({ path: "test-output/redaction-demo.png", fullPage: true });
  },
);
