import { chromium } from "playwright-core";
import { buildConsole, startPlatform } from "./fixtures.js";

const dir = await buildConsole();
const p = await startPlatform(dir);
const r = await fetch(`${p.url}/api/bootstrap/admin`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ userName: "A", userEmail: "a@b.c", orgName: "O" }),
});
const cookie = r.headers.get("set-cookie")!.split(";")[0]!;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await b.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
await ctx.addCookies([{ name: "platform_session", value: cookie.split("=")[1]!, url: p.url }]);
const page = await ctx.newPage();
for (const path of ["/workspaces", "/releases", "/executions", "/audit", "/cost", "/team"]) {
  await page.goto(p.url + path);
  await page.waitForTimeout(1500);
  const rep = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    wide: [...document.querySelectorAll("body *")]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > document.documentElement.clientWidth + 1 &&
          (el.parentElement?.getBoundingClientRect().right ?? 0) <= document.documentElement.clientWidth + 1,
      )
      .slice(0, 5)
      .map((el) => el.outerHTML.slice(0, 160)),
  }));
  console.log(path, JSON.stringify(rep));
  await page.screenshot({ path: `/tmp/phone${path.replace("/", "-")}.png`, fullPage: true });
}
await b.close();
await p.close();
