import { PlatformClient } from "@platform/prompt-client";
import { describe, expect, inject, it } from "vitest";
import { activeRelease, pendingRelease } from "../../prompt-client/test/catalog-fixture.js";
import { gateRepo } from "../../prompt-client/test/gate-fixture.js";
import { promptctl, tempConfigHome } from "./promptctl.js";

const { url, org } = inject("platform");
/** The environment of a user with `key`: URL and key from variables, an empty config home. */
const as = (key: string, extra: Record<string, string> = {}) => ({
  XDG_CONFIG_HOME: tempConfigHome(),
  PLATFORM_API_URL: url,
  PLATFORM_API_KEY: key,
  ...extra,
});
const admin = new PlatformClient({ baseUrl: url, apiKey: org.admin.key });

describe("promptctl workspaces", () => {
  it("creates, lists (as a table and as JSON), gets and deletes a workspace", async () => {
    const created = await promptctl(
      ["workspaces", "create", "cli ws", "-d", "from the cli", "--json"],
      as(org.dev.key),
    );
    expect(created.code).toBe(0);
    const ws = JSON.parse(created.stdout);
    expect(ws).toMatchObject({ name: "cli ws", description: "from the cli" });

    const table = await promptctl(["workspaces", "list", "--all"], as(org.viewer.key));
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^ID\s+NAME\s+DESCRIPTION\n/);
    expect(table.stdout).toContain(`${ws.id}  cli ws`);

    const json = await promptctl(["--json", "workspaces", "list", "--limit", "1"], as(org.viewer.key));
    const page = JSON.parse(json.stdout);
    expect(page.items).toHaveLength(1);
    expect(json.stderr).toBe("");

    const got = await promptctl(["workspaces", "get", ws.id], as(org.viewer.key));
    expect(got.stdout).toContain(`name:        cli ws`);

    const renamed = await promptctl(
      ["workspaces", "update", ws.id, "--name", "cli ws 2", "--json"],
      as(org.dev.key),
    );
    expect(JSON.parse(renamed.stdout)).toMatchObject({ name: "cli ws 2", description: "from the cli" });
    const nothing = await promptctl(["workspaces", "update", ws.id], as(org.dev.key));
    expect(nothing.code).toBe(2);

    const deleted = await promptctl(["workspaces", "delete", ws.id], as(org.admin.key));
    expect(deleted).toMatchObject({ code: 0, stdout: `deleted workspace ${ws.id} (cli ws 2)\n` });
  });

  it("--dry-run prints the request with the key masked and creates nothing", async () => {
    const before = await admin.listWorkspaces({ limit: 200 });
    const dry = await promptctl(["workspaces", "create", "dry ws", "--dry-run"], as(org.dev.key));
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("dry run: nothing was sent; the request would be:");
    expect(dry.stdout).toContain(`POST ${url}/api/workspaces`);
    expect(dry.stdout).toMatch(/idempotency-key: [0-9a-f-]{36}/);
    expect(dry.stdout).toContain('"name": "dry ws"');
    expect(dry.stdout).toContain("authorization: Bearer ppk_");
    expect(dry.stdout).not.toContain(org.dev.key);
    const json = JSON.parse(
      (await promptctl(["workspaces", "create", "dry ws", "--dry-run", "--json"], as(org.dev.key))).stdout,
    );
    expect(json).toMatchObject({
      dryRun: true,
      method: "POST",
      url: `${url}/api/workspaces`,
      body: { name: "dry ws", description: "" },
    });
    const after = await admin.listWorkspaces({ limit: 200 });
    expect(after.items.length).toBe(before.items.length);
    // Nothing is sent, so a dry run works with no platform at all.
    const offline = await promptctl(
      ["workspaces", "delete", "w1", "--dry-run"],
      as(org.dev.key, { PLATFORM_API_URL: "http://127.0.0.1:9" }),
    );
    expect(offline.code).toBe(0);
    expect(offline.stdout).toContain("DELETE http://127.0.0.1:9/api/workspaces/w1");
  });
});

describe("promptctl release", () => {
  it("gets, approves twice (with --dry-run first), activates and lists releases", async () => {
    const release = await pendingRelease(url, org);
    const get = await promptctl(["release", "get", release.id], as(org.viewer.key));
    expect(get.code).toBe(0);
    expect(get.stdout).toContain("state:      pending_approval");
    expect(get.stdout).toContain("approvals:  0 of 2");

    const dry = await promptctl(
      ["release", "approve", release.id, "-m", "ok", "--dry-run", "--json"],
      as(org.dev2.key),
    );
    expect(JSON.parse(dry.stdout)).toMatchObject({
      dryRun: true,
      method: "POST",
      url: `${url}/api/releases/${release.id}/approve`,
      body: { comment: "ok" },
    });
    expect((await admin.getRelease(release.id)).approvalCount).toBe(0);

    const first = await promptctl(["release", "approve", release.id, "-m", "ok"], as(org.dev2.key));
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`release ${release.id} is now pending_approval`);
    const second = await promptctl(["release", "approve", release.id, "--json"], as(org.admin.key));
    expect(JSON.parse(second.stdout)).toMatchObject({ state: "approved", approvalCount: 2 });
    const shown = await promptctl(["release", "get", release.id], as(org.viewer.key));
    expect(shown.stdout).toContain(`  - ${org.dev2.id} at `);
    expect(shown.stdout).toContain(': "ok"');

    const activated = await promptctl(["release", "activate", release.id], as(org.admin.key));
    expect(activated.code).toBe(0);
    expect(activated.stdout).toContain("is now active");

    const list = await promptctl(
      ["release", "list", "--capability", release.capabilityId, "--state", "active", "--json"],
      as(org.viewer.key),
    );
    expect(JSON.parse(list.stdout).items.map((r: { id: string }) => r.id)).toEqual([release.id]);
    const table = await promptctl(
      ["releases", "list", "--capability", release.capabilityId],
      as(org.viewer.key),
    );
    expect(table.stdout).toMatch(
      new RegExp(`${release.id}\\s+active\\s+${release.capabilityId}\\s+1\\s+2/2`),
    );
  });

  it("reports API errors on stderr with the code, method, path and status, exit 3 (JSON with --json)", async () => {
    const release = await pendingRelease(url, org);
    const own = await promptctl(["release", "approve", release.id], as(org.dev.key));
    expect(own.code).toBe(3);
    expect(own.stdout).toBe("");
    expect(own.stderr).toContain("promptctl: error: CREATOR_CANNOT_APPROVE:");
    expect(own.stderr).toContain(`(POST /api/releases/${release.id}/approve -> 403, request id `);

    const early = await promptctl(["release", "activate", release.id, "--json"], as(org.admin.key));
    expect(early.code).toBe(3);
    expect(early.stdout).toBe("");
    expect(JSON.parse(early.stderr)).toMatchObject({
      error: {
        code: "APPROVAL_REQUIRED",
        status: 409,
        method: "POST",
        path: `/api/releases/${release.id}/activate`,
      },
    });

    const missing = await promptctl(["release", "get", "nope"], as(org.viewer.key));
    expect(missing.code).toBe(3);
    expect(missing.stderr).toContain("NOT_FOUND");

    const unreachable = await promptctl(
      ["release", "get", "x"],
      as(org.viewer.key, { PLATFORM_API_URL: "http://127.0.0.1:9" }),
    );
    expect(unreachable.code).toBe(4);
    expect(unreachable.stderr).toContain("GET /api/releases/x -> no response from http://127.0.0.1:9");
  }, 90_000);
});

describe("promptctl repos, eval and manifest", () => {
  it("repos list needs a workspace: exit 2 without one; lists the workspace's repositories with one", async () => {
    const run = await promptctl(["repos", "list"], as(org.viewer.key));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("no workspace: pass --workspace <id>, set PLATFORM_WORKSPACE_ID");
    const fixture = await gateRepo(url, org.dev);
    const listed = await promptctl(
      ["repos", "list"],
      as(org.viewer.key, { PLATFORM_WORKSPACE_ID: fixture.workspaceId }),
    );
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(`^ID\\s+NAME\\s+DEFAULT BRANCH\\s+DESCRIPTION\n${fixture.repoId}\\s+gate-`),
    );
  });

  it("eval gate exits 0 when the gate passes and 1 when it fails, printing the regressions", async () => {
    const fixture = await gateRepo(url, org.dev);
    const dry = await promptctl(
      ["eval", "gate", fixture.repoId, "--ref", "broken", "--target-branch", "main", "--dry-run", "--json"],
      as(org.dev.key),
    );
    expect(JSON.parse(dry.stdout)).toMatchObject({
      method: "POST",
      url: `${url}/api/repos/${fixture.repoId}/eval-gate`,
      body: { ref: "broken", targetBranch: "main" },
    });
    expect((await admin.listEvalRuns({ suiteId: fixture.suiteId })).items).toEqual([]);

    const passed = await promptctl(["eval", "gate", fixture.repoId], as(org.dev.key));
    expect(passed.stderr).toBe("");
    expect(passed.code).toBe(0);
    expect(passed.stdout).toContain(`eval gate PASSED for repo ${fixture.repoId} at main`);
    expect(passed.stdout).toMatch(/capitals\s+100\.0%\s+75\.0%\s+-\s+yes\s+0/);

    await fixture.commit("broken", "unknown", fixture.main);
    const failed = await promptctl(
      ["eval", "gate", fixture.repoId, "--ref", "broken", "--target-branch", "main"],
      as(org.dev.key),
    );
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain("eval gate FAILED");
    expect(failed.stdout).toContain("  - capitals / france: 100.0% -> 25.0%");
    const json = await promptctl(
      ["eval", "gate", fixture.repoId, "--ref", "broken", "--json"],
      as(org.dev.key),
    );
    expect(json.code).toBe(1);
    expect(json.stderr).toBe("");
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, regressions: [{ case: "france" }] });

    const badTolerance = await promptctl(
      ["eval", "gate", fixture.repoId, "--tolerance", "2"],
      as(org.dev.key),
    );
    expect(badTolerance.code).toBe(2);
    expect(badTolerance.stderr).toContain("must be a number from 0 to 1");
  });

  it("eval run prints the per-case results (exit 1 below the threshold) and eval runs lists them", async () => {
    const fixture = await gateRepo(url, org.dev);
    const dry = await promptctl(["eval", "run", fixture.suiteId, "--dry-run", "--json"], as(org.dev.key));
    expect(JSON.parse(dry.stdout)).toMatchObject({
      url: `${url}/api/eval/run`,
      body: { suiteId: fixture.suiteId },
    });
    const passed = await promptctl(
      ["eval", "run", fixture.suiteId, "--repo", fixture.repoId],
      as(org.dev.key),
    );
    expect(passed.stderr).toBe("");
    expect(passed.code).toBe(0);
    expect(passed.stdout).toMatch(/score:\s+100\.0% \(threshold 75\.0%\)/);
    expect(passed.stdout).toMatch(/france\s+100\.0%\s+yes\s+The capital of France is Paris\./);
    await fixture.commit("broken", "unknown", fixture.main);
    const failed = await promptctl(
      ["eval", "run", fixture.suiteId, "--repo", fixture.repoId, "--ref", "broken", "--json"],
      as(org.dev.key),
    );
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({ passed: false, score: 0.25, branch: "broken" });
    // No active release to score: the platform refuses, exit 3.
    const refused = await promptctl(["eval", "run", fixture.suiteId], as(org.dev.key));
    expect(refused.code).toBe(3);
    const runs = await promptctl(["eval", "runs", "--suite", fixture.suiteId, "--json"], as(org.viewer.key));
    expect(JSON.parse(runs.stdout).items.map((r: { score: number }) => r.score)).toEqual([0.25, 1]);
  });

  it("manifest scan --dry-run shows the request it would send", async () => {
    const hash = "a".repeat(64);
    const scan = await promptctl(["manifest", "scan", hash, "--dry-run"], as(org.dev.key));
    expect(scan.stdout).toContain(`POST ${url}/api/manifests/${hash}/scan`);
  });

  it("manifest scan prints the findings and exits 1 when the firewall would block", async () => {
    const store = async (manifest: Record<string, unknown>) => {
      const res = await fetch(`${url}/api/manifests`, {
        method: "POST",
        headers: { authorization: `Bearer ${org.dev.key}`, "content-type": "application/json" },
        body: JSON.stringify({ manifest }),
      });
      return ((await res.json()) as { hash: string }).hash;
    };
    // Built at run time, so no key-shaped string is committed.
    const key = `sk-${"proj"}-${"Ab3dEf6hIj".repeat(4)}T3Blbk${"FJ"}${"Kl9mNo2qRs".repeat(4)}`;
    const risky = await store({
      nodes: [{ id: "a", prompt: `Use ${key} to call the API.`, model: "simulator" }],
    });
    const blocked = await promptctl(["manifest", "scan", risky], as(org.viewer.key));
    expect(blocked.code).toBe(1);
    expect(blocked.stdout).toContain("secret.openai_api_key");
    expect(blocked.stdout).not.toContain(key);
    const clean = await store({ nodes: [{ id: "a", prompt: "Summarise {{text}}.", model: "simulator" }] });
    const allowed = await promptctl(["manifest", "scan", clean, "--json"], as(org.viewer.key));
    expect(allowed.code).toBe(0);
    expect(JSON.parse(allowed.stdout)).toEqual({ hash: clean, decision: "allow", findings: [] });
  });

  it("manifest get shows a stored manifest", async () => {
    const release = await activeRelease(url, org);
    const run = await promptctl(["manifest", "get", release.manifestHash, "--json"], as(org.viewer.key));
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      hash: release.manifestHash,
      manifest: { output: "answer" },
    });
  });
});
