import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { releasedCapability, signerFor } from "./delivery-fixtures.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

/** Deleting an eval suite (issue 25 follow-up): graders, cases and runs go with it; the gate forgets it. */
const echo = {
  inputs: ["q"],
  nodes: [{ id: "a", prompt: "Answer: {{q}}", model: "simulator" }],
  output: "a",
};

describe.each(BACKENDS)("deleting eval suites on $name", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;
  let org: SeededOrg;
  let other: SeededOrg;

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    p = await startPlatform(db, { PLATFORM_AUTH: "true" });
    org = await seedOrg(p.services, "suite-delete");
    other = await seedOrg(p.services, "suite-delete-other");
  });
  afterAll(async () => {
    await p?.close();
    await drop?.();
  });

  const createSuite = async (capabilityId: string, name: string, graded: boolean) => {
    const r = await call(p.url, "POST", "/api/eval/suites", {
      key: org.dev.key,
      body: {
        capabilityId,
        name,
        passThreshold: graded ? 1 : 0,
        initialGraders: graded ? [{ name: "echoes", kind: "contains", weight: 1, config: {} }] : [],
        cases: [{ name: "one", inputs: { q: "yes" }, expected: "yes" }],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.suite.id as string;
  };
  const remove = (id: string, key = org.dev.key) => call(p.url, "DELETE", `/api/eval/suites/${id}`, { key });

  it("removes the suite, its graders, cases and runs; keeps the cases' executions; audits it; the name is free again", async () => {
    const cap = await releasedCapability(p.url, org, echo);
    const suiteId = await createSuite(cap.capabilityId, "answers", true);
    const run = await call(p.url, "POST", "/api/eval/run", { key: org.dev.key, body: { suiteId } });
    expect(run.status).toBe(201);
    const executionId = run.body.cases[0].executionId as string;

    const deleted = await remove(suiteId);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: suiteId, name: "answers", capabilityId: cap.capabilityId });
    expect(deleted.body.cases).toHaveLength(1);
    expect((await call(p.url, "GET", `/api/eval/suites/${suiteId}`, { key: org.dev.key })).status).toBe(404);
    expect((await call(p.url, "GET", `/api/eval/runs/${run.body.id}`, { key: org.dev.key })).status).toBe(
      404,
    );
    const runs = await call(p.url, "GET", `/api/eval/runs?capabilityId=${cap.capabilityId}`, {
      key: org.dev.key,
    });
    expect(runs.body.items).toEqual([]);
    expect((await call(p.url, "GET", `/api/executions/${executionId}`, { key: org.dev.key })).status).toBe(
      200,
    );

    const frames = (await call(p.url, "GET", "/api/audit/frames?limit=10", { key: org.admin.key })).body
      .items;
    expect(frames.find((f: { action: string }) => f.action === "eval_suite.delete")).toMatchObject({
      resource: `eval_suite:${suiteId}`,
      details: { capabilityId: cap.capabilityId, name: "answers", graders: 1, cases: 1, runs: 1 },
    });
    await createSuite(cap.capabilityId, "answers", true);
  });

  it("needs eval.write and the organisation's own suite", async () => {
    const cap = await releasedCapability(p.url, org, echo);
    const suiteId = await createSuite(cap.capabilityId, "kept", true);
    const viewer = await remove(suiteId, org.viewer.key);
    expect(viewer.status).toBe(403);
    const theirs = await remove(suiteId, other.dev.key);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toEqual({ code: "NOT_FOUND", message: `eval suite ${suiteId} not found` });
    expect((await call(p.url, "GET", `/api/eval/suites/${suiteId}`, { key: org.dev.key })).status).toBe(200);
  });

  it("the repository gate stops counting a deleted suite (an ungraded suite halved its mean score)", async () => {
    const cap = await releasedCapability(p.url, org, echo);
    await createSuite(cap.capabilityId, "real", true);
    const ungraded = await createSuite(cap.capabilityId, "ungraded", false);
    const repo = await call(p.url, "POST", "/api/repos", {
      key: org.dev.key,
      body: { workspaceId: cap.workspaceId, name: `gate-${Math.random().toString(36).slice(2)}` },
    });
    const repoId = repo.body.id as string;
    await call(p.url, "PUT", `/api/repos/${repoId}/capabilities`, {
      key: org.dev.key,
      body: { capabilities: [{ capabilityId: cap.capabilityId, path: "echo.json" }] },
    });
    const dev = await signerFor(p.url, org.dev);
    expect((await dev.commit(repoId, "main", { "echo.json": JSON.stringify(echo) })).status).toBe(201);
    const gate = () => call(p.url, "POST", `/api/repos/${repoId}/eval-gate`, { key: org.dev.key, body: {} });
    const before = await gate();
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.score).toBe(0.5);
    expect((await remove(ungraded)).status).toBe(200);
    const after = await gate();
    expect(after.body).toMatchObject({ ok: true, score: 1 });
  });
});
