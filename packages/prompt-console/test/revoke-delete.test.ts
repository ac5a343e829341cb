import { rmSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPage, chromiumAvailable, launchChromium, openPage } from "./browser-kit.js";
import { buildConsole, type Platform, startPlatform } from "./fixtures.js";

/**
 * The issue-25 follow-up's console actions: an admin revokes a pending invitation on the Team page
 * (DELETE /api/invitations/{id}); a developer deletes an eval suite (DELETE /api/eval/suites/{id}).
 */
describe.skipIf(!chromiumAvailable)("revoking invitations and deleting suites in Chromium", () => {
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

  it("deletes a suite from its page: back on the capability, which no longer lists it", async () => {
    const post = async (path: string, data: unknown) => {
      const r = await owner.request.post(`${platform.url}${path}`, { data });
      expect(r.status(), await r.text()).toBe(201);
      return (await r.json()) as { id: string; suite?: { id: string } };
    };
    const ws = await post("/api/workspaces", { name: "Support" });
    const project = await post(`/api/workspaces/${ws.id}/projects`, { name: "assistant" });
    const cap = await post(`/api/projects/${project.id}/capabilities`, { name: "answer" });
    await post("/api/eval/suites", { capabilityId: cap.id, name: "kept", passThreshold: 0.5 });
    const doomed = await post("/api/eval/suites", { capabilityId: cap.id, name: "doomed", passThreshold: 0 });

    await owner.goto(`${platform.url}/evals/suites/${doomed.suite!.id}`);
    await owner.getByRole("heading", { name: "doomed", level: 1 }).waitFor();
    await owner.getByText("Delete this suite").click();
    await owner.getByRole("button", { name: "Delete suite" }).click();
    await owner.getByRole("heading", { name: "answer", level: 1 }).waitFor();
    const suites = owner.getByRole("region", { name: "Eval suites" });
    await suites.getByRole("link", { name: "kept" }).waitFor();
    expect(await suites.getByRole("link", { name: "doomed" }).count()).toBe(0);
    await checkPage(owner);
    const gone = await owner.request.get(`${platform.url}/api/eval/suites/${doomed.suite!.id}`);
    expect(gone.status()).toBe(404);
  });
});
