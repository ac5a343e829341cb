import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { releasedCapability, signerFor } from "./delivery-fixtures.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

/** The simulator answers with the rendered prompt, so the prompt decides what the graders see. */
const capitalOf = (answer: string) => ({
  inputs: ["country"],
  nodes: [{ id: "answer", prompt: `The capital of {{country}} is ${answer}.`, model: "simulator" }],
  output: "answer",
});

const suiteBody = (capabilityId: string, name = "capitals") => ({
  capabilityId,
  name,
  passThreshold: 0.75,
  initialGraders: [
    { name: "mentions the city", kind: "contains", weight: 3, config: {} },
    { name: "fast enough", kind: "latency", weight: 1, config: { maxMs: 60_000 } },
  ],
  cases: [
    { name: "france", inputs: { country: "France" }, expected: "Paris" },
    { name: "also france", inputs: { country: "la France" }, expected: "Paris" },
  ],
});

describe.each(BACKENDS)("evals and the CI gate on $name", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;
  let org: SeededOrg;
  let other: SeededOrg;

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    p = await startPlatform(db, { PLATFORM_AUTH: "true" });
    org = await seedOrg(p.services, "evals");
    other = await seedOrg(p.services, "evals-other");
  });
  afterAll(async () => {
    await p.close();
    await drop();
  });

  const createSuite = async (capabilityId: string, name?: string) => {
    const r = await call(p.url, "POST", "/api/eval/suites", {
      key: org.dev.key,
      body: suiteBody(capabilityId, name),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.suite as { id: string; graders: unknown[]; cases: { id: string }[] };
  };

  it("runs a suite against the active release: weighted score per case, case results kept", async () => {
    const cap = await releasedCapability(p.url, org, capitalOf("Paris"));
    const suite = await createSuite(cap.capabilityId);
    expect(suite.graders).toHaveLength(2);

    const run = await call(p.url, "POST", "/api/eval/run", { key: org.dev.key, body: { suiteId: suite.id } });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    expect(run.body).toMatchObject({
      suiteId: suite.id,
      target: "release",
      releaseId: cap.releaseId,
      score: 1,
      passed: true,
      caseCount: 2,
      passedCases: 2,
    });
    expect(run.body.cases[0]).toMatchObject({
      caseName: "france",
      output: "The capital of France is Paris.",
      score: 1,
      passed: true,
    });

    // A release that lost the answer: the contains grader (weight 3) fails, latency (weight 1) passes.
    const worse = await releasedCapability(p.url, org, capitalOf("unknown"));
    const worseSuite = await createSuite(worse.capabilityId);
    const failed = await call(p.url, "POST", "/api/eval/run", {
      key: org.dev.key,
      body: { suiteId: worseSuite.id },
    });
    expect(failed.body).toMatchObject({ score: 0.25, passed: false, passedCases: 0 });
    expect(failed.body.cases[0].graders).toEqual([
      expect.objectContaining({ name: "mentions the city", score: 0, detail: "missing: Paris" }),
      expect.objectContaining({ name: "fast enough", score: 1 }),
    ]);

    const kept = await call(p.url, "GET", `/api/eval/runs/${run.body.id}`, { key: org.viewer.key });
    expect(kept.body.cases).toHaveLength(2);
  });

  it("lists runs newest first, paged", async () => {
    const cap = await releasedCapability(p.url, org, capitalOf("Paris"));
    const suite = await createSuite(cap.capabilityId);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (await call(p.url, "POST", "/api/eval/run", { key: org.dev.key, body: { suiteId: suite.id } })).body
          .id,
      );
    const first = await call(p.url, "GET", `/api/eval/runs?suiteId=${suite.id}&limit=2`, {
      key: org.viewer.key,
    });
    expect(first.status).toBe(200);
    expect(first.body.items.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await call(
      p.url,
      "GET",
      `/api/eval/runs?suiteId=${suite.id}&limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      { key: org.viewer.key },
    );
    expect(second.body.items.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
  });

  it("refuses bad graders with every problem at once, viewers cannot run, other organisations see nothing", async () => {
    const cap = await releasedCapability(p.url, org, capitalOf("Paris"));
    const bad = await call(p.url, "POST", "/api/eval/suites", {
      key: org.dev.key,
      body: {
        ...suiteBody(cap.capabilityId),
        initialGraders: [
          { name: "r", kind: "regex", weight: 1, config: { pattern: "(" } },
          { name: "l", kind: "latency", weight: 1, config: {} },
        ],
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe("VALIDATION_ERROR");
    expect(bad.body.error.issues.map((i: { path: string }) => i.path)).toEqual([
      "/body/initialGraders/0/config/pattern",
      "/body/initialGraders/1/config/maxMs",
    ]);
    const suite = await createSuite(cap.capabilityId);
    const viewer = await call(p.url, "POST", "/api/eval/run", {
      key: org.viewer.key,
      body: { suiteId: suite.id },
    });
    expect(viewer.status).toBe(403);
    const foreign = await call(p.url, "GET", `/api/eval/suites/${suite.id}`, { key: other.admin.key });
    expect(foreign.status).toBe(404);
    const foreignRun = await call(p.url, "POST", "/api/eval/run", {
      key: other.dev.key,
      body: { suiteId: suite.id },
    });
    expect(foreignRun.status).toBe(404);
  });

  it("the gate fails a suite below its threshold without a baseline, and a failing run never becomes the baseline", async () => {
    const weak = await releasedCapability(p.url, org, capitalOf("unknown"));
    const suite = await createSuite(weak.capabilityId, "weak");
    const dev = await signerFor(p.url, org.dev);
    const repo = await call(p.url, "POST", "/api/repos", {
      key: org.dev.key,
      body: { workspaceId: weak.workspaceId, name: `weak-${Math.random().toString(36).slice(2)}` },
    });
    const repoId = repo.body.id as string;
    await call(p.url, "PUT", `/api/repos/${repoId}/capabilities`, {
      key: org.dev.key,
      body: { capabilities: [{ capabilityId: weak.capabilityId, path: "weak.json" }] },
    });
    expect(
      (await dev.commit(repoId, "main", { "weak.json": JSON.stringify(capitalOf("unknown")) })).status,
    ).toBe(201);
    const gate = () => call(p.url, "POST", `/api/repos/${repoId}/eval-gate`, { key: org.dev.key, body: {} });
    const first = await gate();
    expect(first.body).toMatchObject({ ok: false, score: 0.25, regressions: [] });
    expect(first.body.suites).toEqual([
      expect.objectContaining({ suiteId: suite.id, passed: false, baselineRunId: null, regressions: 0 }),
    ]);
    expect(first.body.reasons).toEqual(['suite "weak" scored 0.2500, below its threshold 0.75']);
    // The failing run on main is not a baseline: the next gate still has none.
    const second = await gate();
    expect(second.body.suites[0].baselineRunId).toBeNull();
    // A gate over a repository without linked capabilities has no suite, and does not pass.
    const empty = await call(p.url, "POST", "/api/repos", {
      key: org.dev.key,
      body: { workspaceId: weak.workspaceId, name: `empty-${Math.random().toString(36).slice(2)}` },
    });
    await dev.commit(empty.body.id, "main", { "readme.txt": "nothing to gate" });
    const none = await call(p.url, "POST", `/api/repos/${empty.body.id}/eval-gate`, {
      key: org.dev.key,
      body: {},
    });
    expect(none.body).toMatchObject({ ok: false, score: 0, suites: [], regressions: [] });
  });

  it("the gate covers every suite of the repository's capabilities, fails on a regression and passes after the fix", async () => {
    const answer = await releasedCapability(p.url, org, capitalOf("Paris"));
    const summary = await releasedCapability(p.url, org, capitalOf("Paris"));
    const answerSuite = await createSuite(answer.capabilityId, "answers");
    const summarySuite = await createSuite(summary.capabilityId, "summaries");
    const dev = await signerFor(p.url, org.dev);
    const repo = await call(p.url, "POST", "/api/repos", {
      key: org.dev.key,
      body: { workspaceId: answer.workspaceId, name: `gate-${Math.random().toString(36).slice(2)}` },
    });
    const repoId = repo.body.id as string;
    const linked = await call(p.url, "PUT", `/api/repos/${repoId}/capabilities`, {
      key: org.dev.key,
      body: {
        capabilities: [
          { capabilityId: answer.capabilityId, path: "caps/answer.json" },
          { capabilityId: summary.capabilityId, path: "caps/summary.json" },
        ],
      },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const good = JSON.stringify(capitalOf("Paris"));
    const main = await dev.commit(repoId, "main", { "caps/answer.json": good, "caps/summary.json": good });
    expect(main.status, JSON.stringify(main.body)).toBe(201);
    const gate = (body: Record<string, unknown>) =>
      call(p.url, "POST", `/api/repos/${repoId}/eval-gate`, { key: org.dev.key, body });

    // The first gate on main has no baseline; it passes and becomes the baseline.
    const baseline = await gate({});
    expect(baseline.status, JSON.stringify(baseline.body)).toBe(200);
    expect(baseline.body).toMatchObject({ ok: true, score: 1, regressions: [] });
    expect(baseline.body.suites.map((s: { suiteId: string }) => s.suiteId).sort()).toEqual(
      [answerSuite.id, summarySuite.id].sort(),
    );

    // A branch that breaks the summary capability only.
    const broken = await dev.commit(
      repoId,
      "feature",
      { "caps/summary.json": JSON.stringify(capitalOf("unknown")) },
      "shorter summary",
      { parent: main.body.commit.id, expectedHead: null },
    );
    expect(broken.status, JSON.stringify(broken.body)).toBe(201);
    const failing = await gate({ ref: "feature", targetBranch: "main" });
    expect(failing.body.ok).toBe(false);
    expect(failing.body.score).toBeCloseTo((1 + 0.25) / 2, 10);
    expect(failing.body.regressions).toEqual(
      summarySuite.cases.map((c, i) =>
        expect.objectContaining({
          suiteId: summarySuite.id,
          suite: "summaries",
          caseId: c.id,
          case: ["france", "also france"][i],
          baselineScore: 1,
          score: 0.25,
          change: -0.75,
        }),
      ),
    );
    const bySuite = Object.fromEntries(
      failing.body.suites.map((s: { name: string; passed: boolean; regressions: number }) => [
        s.name,
        [s.passed, s.regressions],
      ]),
    );
    expect(bySuite).toEqual({ answers: [true, 0], summaries: [false, 2] });

    // The fix on the same branch: the gate passes again, against the same baseline.
    const fixed = await dev.commit(repoId, "feature", { "caps/summary.json": good }, "restore the answer");
    expect(fixed.status).toBe(201);
    const passing = await gate({ ref: "feature", targetBranch: "main" });
    expect(passing.body).toMatchObject({ ok: true, score: 1, regressions: [] });
    expect(passing.body.suites.every((s: { baselineRunId: string | null }) => s.baselineRunId !== null)).toBe(
      true,
    );
  });
});
