import { rmSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPage, chromiumAvailable, launchChromium, openPage } from "./browser-kit.js";
import { buildConsole, type Platform, startPlatform } from "./fixtures.js";

/** The Team page's invitations: an admin revokes a pending one (DELETE /api/invitations/{id}). */
describe.skipIf(!chromiumAvailable)("team invitations in Chromium", () => {
  let consoleDir: string;
  let platform: Platform;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: Page;

  beforeAll(async () => {
    consoleDir = await buildConsole();
    platform = await startPlatform(consoleDir);
    browser = await launchChromium();
    owner = await openPage(browser, contexts, { width: 1280, height: 900 });
    // The owner's session cookie lands in the page's context.
    const boot = await owner.request.post(`${platform.url}/api/bootstrap/admin`, {
      data: { userName: "Olga Owner", userEmail: "olga@example.test", orgName: "Acme" },
    });
    expect(boot.status()).toBe(201);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await platform?.close();
    if (consoleDir) rmSync(consoleDir, { recursive: true, force: true });
  });

  it("revokes a pending invitation: the row says revoked, the button is gone and the token no longer redeems", async () => {
    await owner.goto(`${platform.url}/team`);
    await owner.getByRole("heading", { name: "Team", level: 1 }).waitFor();
    const form = owner.getByRole("form", { name: "Invite member" });
    await form.getByLabel("E-mail").fill("mallory@example.test");
    await form.getByLabel("Role").selectOption("developer");
    await form.getByRole("button", { name: "Invite member" }).click();
    const issued = form.getByRole("status").filter({ hasText: "Invitation for mallory@example.test" });
    await issued.waitFor();
    const token = await form.getByTestId("invitation-token").textContent();
    expect(token).toMatch(/^ppi_/);

    const row = owner.getByRole("region", { name: "Invitations" }).getByRole("row", { name: /mallory/ });
    await row.getByText("pending").waitFor();
    await row.getByRole("button", { name: "Revoke the invitation for mallory@example.test" }).click();
    await owner
      .getByRole("status")
      .filter({ hasText: "Revoked the invitation for mallory@example.test: its token no longer works." })
      .waitFor();
    await row.getByText("revoked").waitFor();
    expect(await row.getByRole("button").count()).toBe(0);
    await checkPage(owner);

    const redeemed = await owner.request.post(`${platform.url}/api/invitations/redeem`, {
      data: { token, name: "Mallory" },
    });
    expect(redeemed.status()).toBe(404);
    expect(await redeemed.json()).toEqual({
      error: {
        code: "INVITATION_INVALID",
        message: "The invitation is unknown, expired, revoked or already redeemed",
      },
    });
  });
});
