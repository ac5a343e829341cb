import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  approvalCount,
  checkPage,
  chromiumAvailable,
  disabledReason,
  goTo,
  launchChromium,
  openPage,
  screenshot,
} from "./browser-kit.js";
import { buildConsole, type Platform, POLL, JOURNEY_SHOTS as SHOTS, startPlatform } from "./fixtures.js";
import { V1, V2 } from "./manifests.js";
import { repoWithMergeRequest } from "./repo-fixture.js";

/**
 * The issue-25 journey, as three people: the owner invites two members, builds and tries a version,
 * evaluates it and asks for a release; the members review the diff and approve; the admin activates,
 * runs it and reads the audit frames. One screenshot per page.
 */
describe.skipIf(!chromiumAvailable)("the console journey from invitation to audit", () => {
  let consoleDir: string;
  let platform: Platform;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const shot = screenshot(SHOTS);
  let alice: Page;
  let bob: Page;
  let carol: Page;
  const tokens: Record<string, string> = {};
  let capabilityPath: string;
  let releasePath: string;
  let suitePath: string;
  let repoPaths: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    consoleDir = await buildConsole();
    platform = await startPlatform(consoleDir);
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await platform?.close();
  });

  it("the owner sets up the platform and invites two members on the Team page", async () => {
    alice = await openPage(browser, contexts, { width: 1280, height: 900 });
    await alice.goto(platform.url);
    await alice.getByRole("heading", { name: "Set up the prompt platform" }).waitFor();
    await alice.getByLabel("Your name").fill("Alice Owner");
    await alice.getByLabel("E-mail").fill("alice@example.test");
    await alice.getByLabel("Organisation name").fill("Acme");
    await alice.getByRole("button", { name: "Create administrator" }).click();
    await alice.getByRole("heading", { name: "Workspaces", level: 1 }).waitFor();

    await goTo(alice, "Team", "Team");
    const invite = alice.getByRole("form", { name: "Invite member" });
    for (const [email, role] of [
      ["bob@example.test", "developer"],
      ["carol@example.test", "admin"],
    ] as const) {
      await invite.getByLabel("E-mail").fill(email);
      await invite.getByLabel("Role").selectOption(role);
      await invite.getByRole("button", { name: "Invite member" }).click();
      await invite
        .getByRole("status")
        .filter({ hasText: `Invitation for ${email} as ${role}` })
        .waitFor();
      tokens[email] = (await invite.getByTestId("invitation-token").textContent()) ?? "";
      expect(tokens[email]).toMatch(/^ppi_/);
    }
    const invitations = alice.getByRole("region", { name: "Invitations" }).locator("tbody tr");
    await expect.poll(() => invitations.count(), POLL).toBe(2);
    expect(await invitations.locator(".badge").allTextContents()).toEqual(["pending", "pending"]);
    await checkPage(alice);
    await shot(alice, "01-team-invitations");
  });

  it("each member joins with the token on the sign-in page (one of them on a phone)", async () => {
    const join = async (page: Page, token: string, name: string, role: string) => {
      await page.goto(platform.url);
      const form = page.getByRole("form", { name: "Join with an invitation" });
      await form.getByLabel("Invitation token").fill(token);
      await form.getByLabel("Your name").fill(name);
      await form.getByRole("button", { name: "Join" }).click();
      await form
        .getByRole("status")
        .filter({ hasText: `Welcome to Acme, ${name} (${role})` })
        .waitFor();
      expect(await form.getByTestId("joined-key").textContent()).toMatch(/^ppk_/);
    };
    bob = await openPage(browser, contexts, { width: 375, height: 812 }, true);
    await join(bob, tokens["bob@example.test"]!, "Bob Builder", "developer");
    await checkPage(bob, { signedIn: false });
    await shot(bob, "02-join-phone");
    await bob.getByRole("button", { name: "Continue to the console" }).click();
    await bob.getByRole("heading", { name: "Workspaces", level: 1 }).waitFor();

    carol = await openPage(browser, contexts, { width: 1280, height: 900 });
    await join(carol, tokens["carol@example.test"]!, "Carol Admin", "admin");
    await carol.getByRole("button", { name: "Continue to the console" }).click();
    await carol.getByRole("heading", { name: "Workspaces", level: 1 }).waitFor();
    expect(await carol.getByRole("banner").textContent()).toContain("Carol Admin");
  });

  it("creates a capability; v1 goes live (through the API), then v2 is drafted", async () => {
    await alice.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Workspaces" }).click();
    await alice.getByLabel("Name", { exact: true }).fill("Support");
    await alice.getByRole("button", { name: "Create workspace" }).click();
    await alice.getByRole("region", { name: "Workspaces" }).getByRole("link", { name: "Support" }).click();
    await alice.getByText("Edit or delete this workspace").click();
    await alice.getByLabel("Workspace description").fill("Customer support assistants");
    await alice.getByRole("button", { name: "Save workspace" }).click();
    await alice.getByRole("status").filter({ hasText: "Workspace saved." }).waitFor();
    await alice.getByText("Customer support assistants", { exact: true }).first().waitFor();
    await alice.getByLabel("New project name").fill("Assistant");
    await alice.getByRole("button", { name: "Create project" }).click();
    await alice.getByRole("heading", { name: "Assistant", level: 3 }).waitFor();
    await alice.getByLabel("New capability name").fill("answer");
    await alice.getByRole("button", { name: "Create capability" }).click();
    await alice.getByRole("link", { name: "answer" }).click();
    await alice.getByRole("heading", { name: "answer", level: 1 }).waitFor();
    capabilityPath = new URL(alice.url()).pathname;

    const createVersion = async (manifest: unknown, notes: string, n: number) => {
      await alice.getByLabel("Manifest (JSON)").fill(JSON.stringify(manifest, null, 2));
      await alice.getByLabel("Notes").fill(notes);
      await alice.getByRole("button", { name: "Create version" }).click();
      await alice
        .getByRole("status")
        .filter({ hasText: `Version ${n} created.` })
        .waitFor();
    };
    await createVersion(V1, "first cut", 1);
    await alice.getByRole("button", { name: "Create release from v1" }).click();
    await alice.getByRole("heading", { name: "answer v1" }).waitFor();
    await alice.getByRole("button", { name: "Submit for approval" }).click();
    await alice.getByRole("status").filter({ hasText: "Submitted for approval." }).waitFor();
    // v1's approvals are not the story: the members approve it through the API with their sessions.
    const v1 = `/api${new URL(alice.url()).pathname}`;
    for (const page of [bob, carol])
      expect((await page.request.post(`${platform.url}${v1}/approve`, { data: {} })).status()).toBe(200);
    expect((await carol.request.post(`${platform.url}${v1}/activate`, { data: {} })).status()).toBe(200);

    await alice.goto(`${platform.url}${capabilityPath}`);
    await alice.getByRole("link", { name: "v1", exact: true }).waitFor();
    await createVersion(V2, "sharper critique", 2);
    await checkPage(alice);
    await shot(alice, "03-capability");
  });

  it("tries v2 in the playground: each node's output, tokens, cost and latency", async () => {
    await alice.getByRole("link", { name: "Try a version in the playground" }).click();
    await alice.getByRole("heading", { name: "Playground", level: 1 }).waitFor();
    await alice.getByLabel("Version", { exact: true }).selectOption({ label: "v2 · sharper critique" });
    await alice.getByText("This version reads: question").waitFor();
    await alice
      .getByLabel("Playground inputs (JSON)")
      .fill(JSON.stringify({ question: "What is a release?" }));
    await alice.getByRole("button", { name: "Run in the playground" }).click();
    await alice
      .getByRole("status")
      .filter({ hasText: /Ran v2: \d+ tokens, \$[\d.]+, \d+ ms, firewall allow\./ })
      .waitFor();
    const nodes = alice.getByRole("region", { name: "Playground nodes" }).locator("tbody tr");
    expect(await nodes.locator("th").allTextContents()).toEqual(["draft", "critique", "final"]);
    expect(await alice.getByTestId("playground-output").textContent()).toContain("release");
    await checkPage(alice);
    await shot(alice, "04-playground");
  });

  it("creates a suite, imports its cases from JSON Lines and runs it against v2", async () => {
    await alice.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "answer" }).click();
    const form = alice.getByRole("form", { name: "New suite" });
    await form.getByLabel("Suite name").fill("answers");
    await form.getByLabel("Pass threshold (0–1)").fill("0.5");
    await form.getByLabel("First grader").selectOption("contains");
    await form.getByRole("button", { name: "Create suite" }).click();
    await form.getByRole("status").getByRole("link", { name: "answers" }).click();
    await alice.getByRole("heading", { name: "answers", level: 1 }).waitFor();
    suitePath = new URL(alice.url()).pathname;

    await alice.getByLabel("Cases, one JSON object per line").fill(
      [
        { name: "release", inputs: { question: "What is a release?" }, expected: "release" },
        { name: "approval", inputs: { question: "Who approves?" }, expected: "approves" },
      ]
        .map((c) => JSON.stringify(c))
        .join("\n"),
    );
    await alice.getByRole("button", { name: "Import cases" }).click();
    await alice.getByRole("status").filter({ hasText: "2 case(s) imported." }).waitFor();
    await expect
      .poll(() => alice.getByRole("region", { name: "Cases" }).locator("tbody tr").count(), POLL)
      .toBe(2);

    await alice.getByLabel("Run against").selectOption({ label: "version v2" });
    await alice.getByRole("button", { name: "Run suite" }).click();
    await alice
      .getByRole("status")
      .filter({ hasText: "Score 100.0% against the threshold 50.0%: passed, 2 of 2 case(s) passed." })
      .waitFor();
    // The runs list refreshes after the run.
    const runs = alice.getByRole("region", { name: "Runs of this suite" }).locator("tbody tr");
    await expect.poll(() => runs.count(), POLL).toBe(1);
    expect(await runs.first().getByText("baseline (first run)").count()).toBe(1);
    await checkPage(alice);
    await shot(alice, "05-suite-run");
  });

  it("creates v2's release: the review shows the diff against active v1 and the eval results", async () => {
    await alice.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "answer" }).click();
    await alice.getByRole("button", { name: "Create release from v2" }).click();
    await alice.getByRole("heading", { name: "answer v2" }).waitFor();
    releasePath = new URL(alice.url()).pathname;
    const crumbs = alice.getByRole("navigation", { name: "Breadcrumb" });
    await expect
      .poll(() => crumbs.getByRole("listitem").allTextContents(), POLL)
      .toEqual(["Workspaces", "Support", "Assistant", "answer", "Release v2"]);
    await alice
      .getByTestId("diff-summary")
      .filter({ hasText: "1 changed, 0 added, 0 removed, 2 unchanged node(s)" })
      .waitFor();
    const changed = alice.locator('tr[data-change="changed"]');
    expect(await changed.locator("th").textContent()).toContain("critique");
    expect(await changed.locator(".field-before").textContent()).toContain("Weak points of: {{nodes.draft}}");
    expect(await changed.locator(".field-after").textContent()).toContain("Three weak points of");
    const evals = alice.getByRole("region", { name: "Eval results of this manifest" });
    await evals.getByRole("link", { name: "answers" }).waitFor();
    expect(await evals.locator(".badge-passed").count()).toBe(1);
    await alice.getByRole("button", { name: "Submit for approval" }).click();
    await alice.getByRole("status").filter({ hasText: "Submitted for approval." }).waitFor();
    await checkPage(alice);
    await shot(alice, "06-release-review");
  });

  it("both invited members approve with a comment, one on a phone; the admin activates", async () => {
    const approve = async (page: Page, comment: string, count: string) => {
      await page.goto(`${platform.url}${releasePath}`);
      await page.getByRole("heading", { name: "answer v2" }).waitFor();
      await page.getByTestId("diff-summary").filter({ hasText: "1 changed" }).waitFor();
      await page.getByLabel("Comment (why you approve or reject)").fill(comment);
      await page.getByRole("button", { name: "Approve", exact: true }).click();
      await page.getByRole("status").filter({ hasText: "Your approval is recorded." }).waitFor();
      expect(await approvalCount(page)).toBe(count);
    };
    await approve(bob, "Diff reviewed: only the critique prompt changed", "1 of 2");
    const approvals = bob.locator(".approvals li");
    await approvals.first().getByText("Bob Builder").waitFor();
    expect(await approvals.first().locator(".approval-counts").textContent()).toMatch(/^Counts: /);
    await checkPage(bob);
    await bob.locator("#approvals").scrollIntoViewIfNeeded();
    await shot(bob, "07-approve-phone", { fullPage: false });

    await approve(carol, "Evals pass at 100%", "2 of 2");
    expect(await disabledReason(carol, "Activate")).toEqual({ disabled: false, reason: null });
    await carol.getByRole("button", { name: "Activate", exact: true }).click();
    await carol.getByRole("status").filter({ hasText: "The release is active." }).waitFor();
    // Active now: the review compares it with the release it replaced.
    await carol.getByRole("link", { name: "previous release v1" }).waitFor();
    await carol.getByTestId("diff-summary").filter({ hasText: "1 changed" }).waitFor();
    await checkPage(carol);
    await shot(carol, "08-release-active");
  });

  it("the admin executes the active release and reads the audit frames by name", async () => {
    await goTo(carol, "Executions", "Executions");
    await carol.getByRole("option", { name: /answer/ }).waitFor({ state: "attached" });
    await carol.getByLabel("Inputs (JSON)").fill(JSON.stringify({ question: "What changed in v2?" }));
    await carol.getByRole("button", { name: "Run and stream" }).click();
    await carol
      .getByRole("status")
      .filter({ hasText: /Execution complete, \d+ tokens\./ })
      .waitFor();
    await checkPage(carol);
    await shot(carol, "09-execution");

    await goTo(carol, "Audit", "Audit chain");
    await carol.getByRole("button", { name: "Verify the chain" }).click();
    await carol
      .getByRole("status")
      .filter({ hasText: /Chain valid: \d+ frames/ })
      .waitFor();
    const frames = carol.getByRole("region", { name: "Audit frames" });
    await frames.getByRole("cell", { name: "Bob Builder" }).first().waitFor();
    const actions = await frames.locator("tbody tr td:nth-child(4)").allTextContents();
    expect(actions).toEqual(expect.arrayContaining(["release.approve", "release.activate", "execution.run"]));
    await frames.getByRole("link", { name: "capability answer" }).first().waitFor();
    await checkPage(carol);
    await shot(carol, "10-audit", { fullPage: false });
  });

  it("the firewall policy is edited in place; releases and evals list names", async () => {
    await goTo(carol, "Firewall", "Firewall");
    const policy = carol.getByRole("form", { name: "Firewall policy" });
    await policy.getByLabel("Category pii").selectOption("redact");
    await policy.getByRole("button", { name: "Save policy" }).click();
    await policy.getByRole("status").filter({ hasText: "Policy saved" }).waitFor();
    expect(await policy.getByLabel("Category pii").inputValue()).toBe("redact");
    await checkPage(carol);
    await shot(carol, "11-firewall", { fullPage: false });

    await goTo(carol, "Releases", "Releases");
    const rows = carol.getByRole("region", { name: "Releases" }).locator("tbody tr");
    await rows.first().getByRole("link", { name: "answer" }).waitFor();
    await shot(carol, "12-releases");
    await goTo(carol, "Evals", "Evals");
    await carol.getByRole("region", { name: "Suites" }).getByRole("link", { name: "answers" }).waitFor();
    await checkPage(carol);
    await shot(carol, "13-evals");
  });

  it("a merge request: the repository's commits and files, the diff, a review and the merge", async () => {
    const capabilityId = capabilityPath.split("/").at(-1)!;
    const { repoId, mergeRequestId } = await repoWithMergeRequest(alice, platform.url, capabilityId);
    repoPaths = [`/repos/${repoId}`, `/merge-requests/${mergeRequestId}`];

    await goTo(carol, "Repos", "Repositories");
    await carol
      .getByRole("region", { name: "Repositories" })
      .getByRole("link", { name: "answer-repo" })
      .click();
    await carol.getByRole("heading", { name: "answer-repo", level: 1 }).waitFor();
    const commits = carol.getByRole("region", { name: "Commits" }).locator("tbody tr");
    await expect.poll(() => commits.count(), POLL).toBe(1);
    expect(await commits.first().textContent()).toContain("verified");
    await carol.getByRole("button", { name: "caps/answer.json" }).click();
    await carol
      .getByRole("region", { name: "File caps/answer.json" })
      .getByText(/Weak points of/)
      .waitFor();
    await checkPage(carol);
    await shot(carol, "14-repository");

    await carol.getByRole("link", { name: "Sharper critique" }).click();
    await carol.getByRole("heading", { name: "Sharper critique", level: 1 }).waitFor();
    await carol.getByTestId("mr-diff-summary").filter({ hasText: "1 file(s) changed." }).waitFor();
    const changed = carol.locator("tr.line-changed");
    await changed.first().waitFor();
    expect(await changed.first().locator(".line-before").textContent()).toContain("Weak points of");
    expect(await changed.first().locator(".line-after").textContent()).toContain("Three weak points of");
    await carol.getByLabel("Verdict").selectOption("approve");
    await carol.getByLabel("Review comment").fill("Matches the release");
    await carol.getByRole("button", { name: "Submit review" }).click();
    await carol.getByRole("status").filter({ hasText: "Your review is recorded." }).waitFor();
    await carol.getByRole("button", { name: "Merge", exact: true }).click();
    await carol.getByRole("status").filter({ hasText: "Merged." }).waitFor();
    await carol.locator(".badge-merged").first().waitFor();
    await checkPage(carol);
    await shot(carol, "15-merge-request");

    // The gate over the repository's suites: its verdict, its history, and the runs list refreshed. The
    // playground left no suite behind, so the one real suite's 100% is the gate's score.
    await goTo(carol, "Evals", "Evals");
    const runs = carol.getByRole("region", { name: "Eval runs" }).locator("tbody tr");
    await runs.first().waitFor();
    const before = await runs.count();
    await carol.getByLabel("Workspace").selectOption({ label: "Support" });
    await carol.getByLabel("Repository").selectOption({ label: "answer-repo" });
    await carol.getByRole("button", { name: "Run the gate" }).click();
    await carol
      .getByRole("status")
      .filter({ hasText: "Gate passed: score 100.0%, 0 regression(s)." })
      .waitFor();
    await expect.poll(() => runs.count(), POLL).toBeGreaterThan(before);
    await expect
      .poll(() => carol.getByRole("region", { name: "Gate history" }).locator("tbody tr").count(), POLL)
      .toBeGreaterThan(0);
    await checkPage(carol);
    await shot(carol, "16-gate");
  });

  it("the new pages fit a phone and pass the page checks", async () => {
    for (const [path, heading] of [
      ["/firewall", "Firewall"],
      [`${capabilityPath}/playground`, "Playground"],
      [releasePath, "answer v2"],
      ["/evals", "Evals"],
      [suitePath, "answers"],
      ["/repos", "Repositories"],
      [repoPaths[0]!, "answer-repo"],
      [repoPaths[1]!, "Sharper critique"],
    ] as const) {
      await bob.goto(`${platform.url}${path}`);
      await bob.getByRole("heading", { name: heading, level: 1 }).waitFor();
      // Every list the page loads has arrived (no fixed wait: until the network is quiet).
      await bob.waitForLoadState("networkidle");
      await checkPage(bob, { label: path });
    }
  });
});
