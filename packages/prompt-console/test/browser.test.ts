import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  approvalCount,
  checkPage,
  chromiumAvailable,
  disabledReason,
  holdRequests,
  launchChromium,
  nextFrames,
  openPage,
  screenshot,
} from "./browser-kit.js";
import { buildConsole, PACKAGE_DIR, type Platform, startPlatform } from "./fixtures.js";
import { SLOW_MANIFEST as MANIFEST } from "./manifests.js";

const SHOTS = join(PACKAGE_DIR, "..", "..", "test-output", "prompt-console");

let consoleDir: string;
let platform: Platform;
let browser: Browser;
const contexts: BrowserContext[] = [];

const open = (viewport: { width: number; height: number }, phone = false) =>
  openPage(browser, contexts, viewport, phone);
const shot = screenshot(SHOTS);
const approvals = approvalCount;

describe.skipIf(!chromiumAvailable)("prompt console in Chromium", () => {
  let alice: Page;
  let releasePath: string;
  let bobKey: string;
  let carolKey: string;
  let carol: Page;

  beforeAll(async () => {
    rmSync(SHOTS, { recursive: true, force: true });
    mkdirSync(SHOTS, { recursive: true });
    consoleDir = await buildConsole();
    platform = await startPlatform(consoleDir);
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await platform?.close();
    if (consoleDir) rmSync(consoleDir, { recursive: true, force: true });
  });

  it("first run: bootstrap creates the owner and signs her in", async () => {
    alice = await open({ width: 1280, height: 900 });
    // The visitor's first `GET /api/me` answers 401; the setup page must follow it without the sign-in
    // page in between (a form filled during that flash was lost). Hold the status call to look.
    const status = await holdRequests(alice, "**/api/bootstrap/status");
    await alice.goto(platform.url, { waitUntil: "commit" });
    await status.asked;
    await nextFrames(alice);
    expect(await alice.getByRole("form", { name: "Join with an invitation" }).count()).toBe(0);
    expect(await alice.getByText("Your session ended").count()).toBe(0);
    expect(await alice.getByText("Loading the console").count()).toBe(1);
    status.release();
    await alice.getByRole("heading", { name: "Set up the prompt platform" }).waitFor();
    await status.stop();
    await checkPage(alice, { signedIn: false });
    await alice.getByLabel("Your name").fill("Alice Owner");
    await alice.getByLabel("E-mail").fill("alice@example.test");
    await alice.getByLabel("Organisation name").fill("Acme");
    await shot(alice, "01-bootstrap");
    await alice.getByRole("button", { name: "Create administrator" }).click();
    await alice.getByRole("heading", { name: "Workspaces", level: 1 }).waitFor();
    expect(await alice.getByRole("banner").textContent()).toContain("Alice Owner");
    // The cookie is HTTP-only: page scripts cannot read the session.
    expect(await alice.evaluate(() => document.cookie)).toBe("");
    await checkPage(alice);
  });

  it("creates a workspace, a capability, a version and a release the creator may not approve", async () => {
    await alice.getByLabel("Name", { exact: true }).fill("Support");
    await alice.getByLabel("Description").fill("Customer support assistants");
    await alice.getByRole("button", { name: "Create workspace" }).click();
    await alice.getByRole("status").filter({ hasText: "Workspace Support created." }).waitFor();
    await shot(alice, "02-workspaces");
    await alice.getByRole("region", { name: "Workspaces" }).getByRole("link", { name: "Support" }).click();
    await alice.getByRole("heading", { name: "Support", level: 1 }).waitFor();

    await alice.getByLabel("New project name").fill("Assistant");
    await alice.getByRole("button", { name: "Create project" }).click();
    await alice.getByRole("heading", { name: "Assistant", level: 3 }).waitFor();
    await alice.getByLabel("New capability name").fill("answer");
    await alice.getByRole("button", { name: "Create capability" }).click();
    await alice.getByRole("link", { name: "answer" }).click();
    await alice.getByRole("heading", { name: "answer", level: 1 }).waitFor();

    await alice.getByLabel("Manifest (JSON)").fill(JSON.stringify(MANIFEST, null, 2));
    await alice.getByLabel("Notes").fill("first cut");
    await alice.getByRole("button", { name: "Create version" }).click();
    await alice.getByRole("status").filter({ hasText: "Version 1 created." }).waitFor();
    await checkPage(alice);
    await shot(alice, "03-capability");
    await alice.getByRole("button", { name: "Create release from v1" }).click();
    await alice.getByRole("heading", { name: "answer v1" }).waitFor();
    releasePath = new URL(alice.url()).pathname;
    expect(releasePath).toMatch(/^\/releases\/[0-9a-f-]+$/);

    // Keyboard: focus the button and press Enter.
    await alice.getByRole("button", { name: "Submit for approval" }).focus();
    await alice.keyboard.press("Enter");
    await alice.getByRole("status").filter({ hasText: "Submitted for approval." }).waitFor();
    expect(await disabledReason(alice, "Approve")).toEqual({
      disabled: true,
      reason: "You created this release; two other people must approve it.",
    });
    expect(await disabledReason(alice, "Activate")).toEqual({
      disabled: true,
      reason: "Needs 2 approvals from people other than its creator (0 of 2 so far).",
    });
    // aria-disabled keeps it focusable (the reason is read with it); pressing it does nothing.
    await alice.getByRole("button", { name: "Approve", exact: true }).focus();
    await alice.keyboard.press("Enter");
    expect(await approvals(alice)).toBe("0 of 2");
    await checkPage(alice);
    await shot(alice, "04-release-creator");
  });

  it("invites two more people: one on the Team page, one through the API", async () => {
    await alice.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Team" }).click();
    await alice.getByRole("heading", { name: "Team", level: 1 }).waitFor();
    // Members join by invitation (issue 24): the admin passes the token on, the member redeems it.
    const add = alice.getByRole("form", { name: "Invite member" });
    await add.getByLabel("E-mail").fill("bob@example.test");
    await add.getByLabel("Role").selectOption("developer");
    await add.getByRole("button", { name: "Invite member" }).click();
    const invited = add
      .getByRole("status")
      .filter({ hasText: "Invitation for bob@example.test as developer" });
    await invited.waitFor();
    const bobToken = /ppi_[0-9a-f]{32}_[A-Za-z0-9_-]{43}/.exec((await invited.textContent()) ?? "")?.[0];
    expect(bobToken).toBeDefined();
    const bobJoined = await alice.request.post(`${platform.url}/api/invitations/redeem`, {
      data: { token: bobToken, name: "Bob Builder" },
    });
    expect(bobJoined.status()).toBe(201);
    bobKey = ((await bobJoined.json()) as { secret: string }).secret;
    expect(bobKey).toMatch(/^ppk_/);
    // The New API key form issues keys for the signed-in user only.
    const key = alice.getByRole("form", { name: "New API key" });
    await key.getByLabel("Key name").fill("alice laptop");
    await key.getByRole("button", { name: "Create key" }).click();
    expect((await key.getByTestId("new-key-secret").textContent()) ?? "").toMatch(/^ppk_/);
    await checkPage(alice);
    await shot(alice, "05-team");

    // As the docs describe: POST /api/invitations, then POST /api/invitations/redeem (the invitee).
    const invitation = await alice.request.post(`${platform.url}/api/invitations`, {
      data: { role: "admin", email: "carol@example.test" },
    });
    expect(invitation.status()).toBe(201);
    const { token } = (await invitation.json()) as { token: string };
    const issued = await alice.request.post(`${platform.url}/api/invitations/redeem`, {
      data: { token, name: "Carol Admin" },
    });
    expect(issued.status()).toBe(201);
    carolKey = ((await issued.json()) as { secret: string }).secret;
  });

  it("a developer on a phone approves once; the activate button waits for the second approval", async () => {
    const bob = await open({ width: 375, height: 812 }, true);
    await bob.goto(`${platform.url}${releasePath}`);
    await bob.getByRole("heading", { name: "Sign in" }).waitFor();
    await checkPage(bob, { signedIn: false });
    await bob.getByLabel("API key").fill(bobKey);
    await bob.keyboard.press("Enter");
    // The deep link survives sign-in.
    await bob.getByRole("heading", { name: "answer v1" }).waitFor();
    expect(await disabledReason(bob, "Approve")).toEqual({ disabled: false, reason: null });
    await bob.getByLabel("Comment (why you approve or reject)").fill("Looks right");
    await bob.getByRole("button", { name: "Approve", exact: true }).click();
    await bob.getByRole("status").filter({ hasText: "Your approval is recorded." }).waitFor();
    expect(await approvals(bob)).toBe("1 of 2");
    expect(await disabledReason(bob, "Approve")).toEqual({
      disabled: true,
      reason: "You approved this release (1 of 2 approvals).",
    });
    expect(await disabledReason(bob, "Activate")).toEqual({
      disabled: true,
      reason: "Needs 2 approvals from people other than its creator (1 of 2 so far).",
    });
    await checkPage(bob);
    await shot(bob, "06-release-phone-approved-once");

    // The phone menu: collapsed, opened by its button, closed by navigating.
    const menu = bob.getByRole("button", { name: "Menu" });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await bob.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await shot(bob, "07-phone-menu");
    await bob.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Releases" }).click();
    await bob.getByRole("heading", { name: "Releases", level: 1 }).waitFor();
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    await checkPage(bob);
    await shot(bob, "08-releases-phone");
  });

  it("an admin gives the second approval and activates", async () => {
    carol = await open({ width: 1280, height: 900 });
    await carol.goto(`${platform.url}/`);
    await carol.getByLabel("API key").fill(carolKey);
    await carol.getByRole("button", { name: "Sign in" }).click();
    await carol.getByRole("heading", { name: "Workspaces", level: 1 }).waitFor();
    await carol.goto(`${platform.url}${releasePath}`);
    await carol.getByRole("heading", { name: "answer v1" }).waitFor();
    expect(await disabledReason(carol, "Activate")).toMatchObject({ disabled: true });
    await carol.getByRole("button", { name: "Approve", exact: true }).click();
    await carol.getByRole("status").filter({ hasText: "Your approval is recorded." }).waitFor();
    expect(await approvals(carol)).toBe("2 of 2");
    expect(await disabledReason(carol, "Activate")).toEqual({ disabled: false, reason: null });
    await carol.getByRole("button", { name: "Activate", exact: true }).click();
    await carol.getByRole("status").filter({ hasText: "The release is active." }).waitFor();
    expect(await carol.locator(".badge-active").count()).toBeGreaterThan(0);
    expect(await disabledReason(carol, "Activate")).toEqual({
      disabled: true,
      reason: "This release is already active.",
    });
    await checkPage(carol);
    await shot(carol, "09-release-active");
  });

  it("streams an execution's node events live, then replays it", async () => {
    await carol.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Executions" }).click();
    await carol.getByRole("heading", { name: "Executions", level: 1 }).waitFor();
    await carol.getByRole("option", { name: /answer/ }).waitFor({ state: "attached" });
    await carol.getByLabel("Inputs (JSON)").fill(JSON.stringify({ question: "What does a release need?" }));
    await carol.getByRole("button", { name: "Run and stream" }).click();
    // Live: the first node is done while the last has not finished.
    await carol.waitForFunction(
      () =>
        document.querySelector('[data-node="draft"]')?.getAttribute("data-state") === "complete" &&
        document.querySelector('[data-node="final"]')?.getAttribute("data-state") !== "complete",
      undefined,
      { timeout: 15_000 },
    );
    await shot(carol, "10-execution-streaming");
    await carol
      .getByRole("status")
      .filter({ hasText: /Execution complete, \d+ tokens\./ })
      .waitFor();
    expect(
      await carol.locator("[data-node]").evaluateAll((els) => els.map((e) => e.getAttribute("data-state"))),
    ).toEqual(["complete", "complete", "complete"]);
    expect(await carol.getByTestId("execution-output").textContent()).toBeTruthy();
    await carol.getByText(/^Event log/).click();
    const events = await carol.locator(".event-log code").allTextContents();
    expect(events).toEqual([
      "execution_start",
      "node_start",
      "node_complete",
      "node_start",
      "node_complete",
      "node_start",
      "node_complete",
      "execution_complete",
      "done",
    ]);
    await checkPage(carol);
    await shot(carol, "11-execution-complete");

    await carol.getByRole("heading", { name: "Live execution" }).getByRole("link").click();
    await carol.getByRole("heading", { name: /^Execution /, level: 1 }).waitFor();
    await carol.getByRole("button", { name: "Replay and stream" }).click();
    await carol.locator(".badge-identical").waitFor({ timeout: 15_000 });
    await checkPage(carol);
    await shot(carol, "12-execution-replayed");
  });

  it("shows eval runs with their scores, a regression and the per-case results", async () => {
    // A suite on the released capability, run against the release (passes) and then against a
    // manifest that drops the draft (the `contains` grader fails: a regression), through the API.
    const api = async (path: string, data: unknown) => {
      const response = await carol.request.post(`${platform.url}${path}`, { data });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as Record<string, unknown>;
    };
    const release = (await (await carol.request.get(`${platform.url}/api${releasePath}`)).json()) as {
      capabilityId: string;
    };
    const { suite } = (await api("/api/eval/suites", {
      capabilityId: release.capabilityId,
      name: "release answers",
      passThreshold: 0.75,
      initialGraders: [
        { name: "mentions the question", kind: "contains", weight: 3, config: {} },
        { name: "fast enough", kind: "latency", weight: 1, config: { maxMs: 60_000 } },
      ],
      cases: [
        {
          name: "release needs",
          inputs: { question: "What does a release need?" },
          expected: "release need",
        },
      ],
    })) as { suite: { id: string } };
    expect(await api("/api/eval/run", { suiteId: suite.id })).toMatchObject({ score: 1, passed: true });
    const worse = await api("/api/manifests", {
      manifest: { ...MANIFEST, nodes: MANIFEST.nodes.map((n) => ({ ...n, prompt: "No idea." })) },
    });
    expect(await api("/api/eval/run", { suiteId: suite.id, manifestHash: worse.hash })).toMatchObject({
      score: 0.25,
      passed: false,
    });

    await carol.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Evals" }).click();
    await carol.getByRole("heading", { name: "Evals", level: 1 }).waitFor();
    const rows = carol.getByRole("region", { name: "Eval runs" }).locator("tbody tr");
    await rows.first().getByText("release answers").waitFor();
    expect(await rows.count()).toBe(2);
    const newest = rows.first();
    expect(await newest.getByText("regression -75.0 pts").count()).toBe(1);
    expect(await newest.locator(".badge-failed").textContent()).toBe("failed");
    expect(await newest.locator("meter").getAttribute("value")).toBe("0.25");
    expect(await rows.nth(1).locator(".badge-passed").textContent()).toBe("passed");
    expect(await rows.nth(1).getByText("first run").count()).toBe(1);
    await newest.getByText("cases").click();
    await newest.getByText(/release needs: 25\.0% ✗/).waitFor();
    await checkPage(carol);
    await shot(carol, "13-evals");
  });

  it("verifies the audit chain and charts the cost forecast", async () => {
    await carol.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Audit" }).click();
    await carol.getByRole("button", { name: "Verify the chain" }).click();
    await carol
      .getByRole("status")
      .filter({ hasText: /Chain valid: \d+ frames/ })
      .waitFor();
    expect(await carol.locator("table tbody tr").count()).toBeGreaterThan(5);
    await checkPage(carol);
    await shot(carol, "14-audit");

    await carol.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cost" }).click();
    await carol.getByRole("img", { name: /Daily cost and 30-day forecast/ }).waitFor();
    await carol.getByLabel("Name", { exact: true }).fill("monthly cap");
    await carol.getByRole("button", { name: "Create budget" }).click();
    await carol.getByRole("status").filter({ hasText: "Budget monthly cap created." }).waitFor();
    await carol
      .getByRole("region", { name: "Budget list" })
      .getByRole("rowheader", { name: "monthly cap" })
      .waitFor();
    await checkPage(carol);
    await shot(carol, "15-cost");
  });

  it("keeps the page at phone width on every signed-in page", async () => {
    const phone = await open({ width: 375, height: 812 }, true);
    await phone.goto(`${platform.url}/`);
    await phone.getByLabel("API key").fill(carolKey);
    await phone.getByRole("button", { name: "Sign in" }).click();
    for (const [path, heading] of [
      ["/workspaces", "Workspaces"],
      ["/releases", "Releases"],
      ["/executions", "Executions"],
      ["/evals", "Evals"],
      ["/audit", "Audit chain"],
      ["/cost", "Cost and budgets"],
      ["/team", "Team"],
    ] as const) {
      await phone.goto(`${platform.url}${path}`);
      await phone.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await checkPage(phone, { label: path });
      if (path === "/evals" || path === "/cost") await shot(phone, `16-phone-${path.slice(1)}`);
    }
  });

  it("rejecting needs a reason: an admin cancels another person's pending release with it", async () => {
    await alice.goto(`${platform.url}${releasePath}`);
    await alice.getByRole("link", { name: "answer", exact: true }).click();
    await alice.getByRole("button", { name: "Create release from v1" }).click();
    await alice.getByRole("heading", { name: "answer v1" }).waitFor();
    await alice.getByRole("button", { name: "Submit for approval" }).click();
    await alice.getByRole("status").filter({ hasText: "Submitted for approval." }).waitFor();
    expect(await disabledReason(alice, "Withdraw")).toEqual({ disabled: false, reason: null });

    await carol.goto(alice.url());
    await carol.getByRole("heading", { name: "answer v1" }).waitFor();
    expect(await disabledReason(carol, "Reject")).toEqual({
      disabled: true,
      reason: "Say why in the comment first: the reason goes to the audit chain.",
    });
    await carol.getByLabel("Comment (why you approve or reject)").fill("Duplicate of the active release");
    await carol.getByRole("button", { name: "Reject", exact: true }).click();
    const status = carol.getByRole("status").filter({ hasText: "The release is cancelled." });
    await status.waitFor();
    expect(await status.getAttribute("data-tone")).toBe("warning");
    await carol.locator(".badge-cancelled").first().waitFor();
    await checkPage(carol);
  });
});
