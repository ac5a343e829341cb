import { generateKeyPairSync, sign } from "node:crypto";
import { canonicalJson } from "@platform/service-kit";
import { releasedCapability } from "./delivery-fixtures.js";
import type { call, Reply, SeededOrg } from "./harness.js";

/** The contract test's recording caller: every exchange it makes is checked against the document. */
export type RecordingApi = (
  method: string,
  path: string,
  opts?: Parameters<typeof call>[3],
) => Promise<Reply>;

const twoNodes = {
  inputs: ["topic"],
  nodes: [
    { id: "draft", prompt: "Write about {{topic}}.", model: "simulator" },
    { id: "title", prompt: "Title for: {{nodes.draft}}", model: "simulator" },
  ],
  output: "title",
};

/**
 * Calls every delivery route (executions, manifest validation, cost and budgets, eval suites and
 * runs, repositories, signing keys, merge requests and the eval gate) with answers that succeed and
 * answers that fail, through `api`, so the contract test sees each documented body at least once.
 */
export async function exerciseDeliveryRoutes(api: RecordingApi, url: string, o: SeededOrg): Promise<void> {
  const cap = await releasedCapability(url, o, twoNodes);

  // Executions.
  await api("POST", "/api/manifests/validate", { key: o.viewer.key, body: { manifest: twoNodes } });
  await api("POST", "/api/manifests/validate", {
    key: o.viewer.key,
    body: { manifest: { ...twoNodes, output: "nowhere" } },
  });
  const run = await api("POST", "/api/executions", {
    key: o.dev.key,
    body: { capabilityId: cap.capabilityId, inputs: { topic: "tides" } },
  });
  await api("POST", "/api/executions", {
    key: o.dev.key,
    body: { capabilityId: cap.capabilityId, inputs: {} },
  });
  await api("POST", "/api/executions", { key: o.viewer.key, body: { capabilityId: cap.capabilityId } });
  await api("GET", `/api/executions?capabilityId=${cap.capabilityId}`, { key: o.viewer.key });
  await api("GET", `/api/executions/${run.body.id}`, { key: o.viewer.key });
  await api("GET", "/api/executions/none", { key: o.viewer.key });
  await api("POST", `/api/executions/${run.body.id}/replay`, { key: o.dev.key });
  await api("GET", `/api/executions/${run.body.id}/replays`, { key: o.viewer.key });

  // The playground: a draft version run with inputs.
  const draft = await api("POST", `/api/capabilities/${cap.capabilityId}/versions`, {
    key: o.dev.key,
    body: { manifest: twoNodes },
  });
  await api("POST", `/api/versions/${draft.body.id}/playground`, {
    key: o.dev.key,
    body: { inputs: { topic: "reefs" } },
  });
  await api("POST", `/api/versions/${draft.body.id}/playground`, { key: o.dev.key, body: { inputs: {} } });
  await api("POST", `/api/versions/${draft.body.id}/playground`, { key: o.viewer.key, body: {} });
  await api("POST", "/api/versions/none/playground", { key: o.dev.key, body: {} });

  // Cost and budgets.
  await api("GET", "/api/admin/cost?days=2", { key: o.admin.key });
  await api("GET", "/api/admin/cost-forecast?historyDays=7&horizonDays=3", { key: o.admin.key });
  await api("GET", "/api/admin/cost", { key: o.viewer.key });
  const budget = await api("POST", "/api/admin/budgets", {
    key: o.admin.key,
    body: { name: "contract", period: "monthly", limitUsd: 100, alertThreshold: 0.9 },
  });
  await api("POST", "/api/admin/budgets", {
    key: o.admin.key,
    body: { name: "x", period: "yearly", limitUsd: 0 },
  });
  await api("GET", "/api/admin/budgets", { key: o.admin.key });
  await api("GET", `/api/admin/budgets/${budget.body.id}`, { key: o.admin.key });
  await api("DELETE", `/api/admin/budgets/${budget.body.id}`, { key: o.admin.key });
  await api("GET", `/api/admin/budgets/${budget.body.id}`, { key: o.admin.key });
  const tight = await api("POST", "/api/admin/budgets", {
    key: o.admin.key,
    body: { name: "tight", period: "daily", limitUsd: 0.000001 },
  });
  await api("POST", "/api/executions", {
    key: o.dev.key,
    body: { capabilityId: cap.capabilityId, inputs: { topic: "refused" } },
  });
  await api("DELETE", `/api/admin/budgets/${tight.body.id}`, { key: o.admin.key });

  // Eval suites, graders, cases, runs.
  const suite = await api("POST", "/api/eval/suites", {
    key: o.dev.key,
    body: {
      capabilityId: cap.capabilityId,
      name: "titles",
      passThreshold: 0.5,
      initialGraders: [{ name: "says title", kind: "contains", weight: 1, config: { value: "Title" } }],
      cases: [{ name: "tides", inputs: { topic: "tides" } }],
    },
  });
  await api("POST", "/api/eval/suites", {
    key: o.dev.key,
    body: {
      capabilityId: cap.capabilityId,
      name: "bad",
      passThreshold: 0.5,
      initialGraders: [{ name: "r", kind: "regex", weight: 1, config: { pattern: "(" } }],
    },
  });
  const suiteId = suite.body.suite.id as string;
  await api("GET", `/api/eval/suites?capabilityId=${cap.capabilityId}`, { key: o.viewer.key });
  await api("GET", `/api/eval/suites/${suiteId}`, { key: o.viewer.key });
  await api("GET", "/api/eval/suites/none", { key: o.viewer.key });
  const doomed = await api("POST", "/api/eval/suites", {
    key: o.dev.key,
    body: { capabilityId: cap.capabilityId, name: "doomed", passThreshold: 0.5 },
  });
  await api("DELETE", `/api/eval/suites/${doomed.body.suite.id}`, { key: o.dev.key });
  await api("DELETE", `/api/eval/suites/${doomed.body.suite.id}`, { key: o.dev.key });
  await api("POST", `/api/eval/suites/${suiteId}/graders`, {
    key: o.dev.key,
    body: { name: "quick", kind: "latency", weight: 1, config: { maxMs: 60_000 } },
  });
  await api("POST", `/api/eval/suites/${suiteId}/cases`, {
    key: o.dev.key,
    body: { name: "moons", inputs: { topic: "moons" }, expected: "Title" },
  });
  const evalRun = await api("POST", "/api/eval/run", { key: o.dev.key, body: { suiteId } });
  await api("POST", "/api/eval/run", { key: o.viewer.key, body: { suiteId } });
  await api("GET", `/api/eval/runs?suiteId=${suiteId}&limit=1`, { key: o.viewer.key });
  await api("GET", `/api/eval/runs/${evalRun.body.id}`, { key: o.viewer.key });
  await api("GET", "/api/eval/runs/none", { key: o.viewer.key });

  // Signing keys.
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const signingKey = await api("POST", "/api/signing-keys", {
    key: o.dev.key,
    body: { name: "contract", publicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString() },
  });
  await api("POST", "/api/signing-keys", { key: o.dev.key, body: { name: "bad", publicKeyPem: "nope" } });
  await api("GET", "/api/signing-keys", { key: o.viewer.key });
  const keyId = signingKey.body.keyId as string;
  const signed = (payload: Record<string, unknown>) => {
    const { type, tree, parents, author, committer, message, timestamp } = payload;
    const text = canonicalJson({ type, tree, parents, author, committer, message, timestamp });
    return { ...payload, signature: sign(null, Buffer.from(text, "utf8"), privateKey).toString("base64") };
  };

  // Repositories, commits, branches, files.
  const repo = await api("POST", "/api/repos", {
    key: o.dev.key,
    body: { workspaceId: cap.workspaceId, name: "contract" },
  });
  await api("POST", "/api/repos", { key: o.viewer.key, body: { workspaceId: cap.workspaceId, name: "no" } });
  const repoId = repo.body.id as string;
  await api("GET", `/api/repos?workspaceId=${cap.workspaceId}`, { key: o.viewer.key });
  await api("GET", `/api/repos/${repoId}`, { key: o.viewer.key });
  await api("GET", "/api/repos/none", { key: o.viewer.key });
  await api("PUT", `/api/repos/${repoId}/capabilities`, {
    key: o.dev.key,
    body: { capabilities: [{ capabilityId: cap.capabilityId, path: "caps/title.json" }] },
  });
  const commitOn = async (branch: string, files: Record<string, string>, parent?: string) => {
    const prepared = await api("POST", `/api/repos/${repoId}/commits/prepare`, {
      key: o.dev.key,
      body: { ...(parent ? { parent } : { branch }), files, message: `on ${branch}`, keyId },
    });
    return api("POST", `/api/repos/${repoId}/commits`, {
      key: o.dev.key,
      body: { commit: signed(prepared.body.commit), branch, ...(parent ? { expectedHead: null } : {}) },
    });
  };
  const manifestFile = JSON.stringify(twoNodes);
  const first = await commitOn("main", { "caps/title.json": manifestFile, "notes.txt": "one\ntwo\n" });
  const base = first.body.commit.id as string;
  await api("POST", `/api/repos/${repoId}/commits/prepare`, {
    key: o.dev.key,
    body: { branch: "main", files: { "../x": "y" }, message: "bad", keyId },
  });
  await api("POST", `/api/repos/${repoId}/commits`, {
    key: o.dev.key,
    body: { commit: { ...first.body.commit, signature: "AAAA" }, branch: "main" },
  });
  await api("GET", `/api/repos/${repoId}/commits?ref=main`, { key: o.viewer.key });
  await api("GET", `/api/repos/${repoId}/commits/${base}`, { key: o.viewer.key });
  await api("GET", `/api/repos/${repoId}/commits/${"0".repeat(64)}`, { key: o.viewer.key });
  await api("GET", `/api/repos/${repoId}/files?ref=main`, { key: o.viewer.key });
  await api("GET", `/api/repos/${repoId}/file?ref=main&path=notes.txt`, { key: o.viewer.key });
  await api("GET", `/api/repos/${repoId}/file?ref=main&path=missing.txt`, { key: o.viewer.key });
  await api("POST", `/api/repos/${repoId}/branches`, {
    key: o.dev.key,
    body: { name: "pinned", commitId: base },
  });
  await api("POST", `/api/repos/${repoId}/branches`, {
    key: o.dev.key,
    body: { name: "pinned", commitId: base },
  });
  await api("GET", `/api/repos/${repoId}/branches`, { key: o.viewer.key });

  // Two diverging branches, so the merge request needs a three-way merge commit.
  await commitOn("feature", { "notes.txt": "one\ntwo\nthree\n" }, base);
  const moved = await commitOn("main", { "other.txt": "x" });
  await api("PUT", `/api/repos/${repoId}/branches/pinned`, {
    key: o.dev.key,
    body: { commitId: moved.body.commit.id, expected: base },
  });
  await api("PUT", `/api/repos/${repoId}/branches/pinned`, {
    key: o.dev.key,
    body: { commitId: moved.body.commit.id, expected: base },
  });

  // The eval gate: a baseline on main, then the feature branch against it.
  await api("POST", `/api/repos/${repoId}/eval-gate`, { key: o.dev.key, body: {} });
  await api("POST", `/api/repos/${repoId}/eval-gate`, {
    key: o.dev.key,
    body: { ref: "feature", targetBranch: "main" },
  });
  await api("POST", `/api/repos/${repoId}/eval-gate`, { key: o.dev.key, body: { ref: "nope" } });

  // Merge requests.
  const mr = await api("POST", "/api/merge-requests", {
    key: o.dev.key,
    body: { repoId, sourceBranch: "feature", title: "Three lines" },
  });
  await api("POST", "/api/merge-requests", {
    key: o.dev.key,
    body: { repoId, sourceBranch: "nope", title: "x" },
  });
  const mrId = mr.body.id as string;
  await api("GET", `/api/merge-requests?repoId=${repoId}`, { key: o.viewer.key });
  await api("GET", `/api/merge-requests/${mrId}`, { key: o.viewer.key });
  await api("POST", `/api/merge-requests/${mrId}/reviews`, { key: o.dev.key, body: { verdict: "approve" } });
  await api("POST", `/api/merge-requests/${mrId}/merge`, { key: o.dev.key, body: {} });
  await api("POST", `/api/merge-requests/${mrId}/reviews`, { key: o.dev2.key, body: { verdict: "approve" } });
  const preview = await api("GET", `/api/merge-requests/${mrId}/merge-preview?keyId=${keyId}`, {
    key: o.dev.key,
  });
  await api("POST", `/api/merge-requests/${mrId}/merge`, {
    key: o.dev.key,
    body: { commit: signed(preview.body.commit) },
  });
  await api("POST", `/api/merge-requests/${mrId}/close`, { key: o.dev.key });
  const other = await api("POST", "/api/merge-requests", {
    key: o.dev.key,
    body: { repoId, sourceBranch: "pinned", title: "Closed" },
  });
  await api("POST", `/api/merge-requests/${other.body.id}/close`, { key: o.dev.key });

  await api("DELETE", `/api/signing-keys/${keyId}`, { key: o.dev.key });
  await api("DELETE", "/api/signing-keys/none", { key: o.dev.key });
}
