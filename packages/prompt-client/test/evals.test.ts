import { describe, expect, inject, it } from "vitest";
import { PlatformClient } from "../src/index.js";
import { gateRepo } from "./gate-fixture.js";
import { rejection } from "./rejection.js";

const { url: platformUrl, org } = inject("platform");

const as = (key: string) => new PlatformClient({ baseUrl: platformUrl, apiKey: key });

describe("evals, repositories and the gate through the client", () => {
  it("deletes a suite it created", async () => {
    const fixture = await gateRepo(platformUrl, org.dev);
    const dev = as(org.dev.key);
    const extra = await dev.createSuite({
      capabilityId: fixture.capabilityId,
      name: "extra",
      passThreshold: 0,
    });
    const deleted = await dev.deleteSuite(extra.suite.id);
    expect(deleted).toMatchObject({ id: extra.suite.id, name: "extra" });
    const listed = await dev.listSuites({ capabilityId: fixture.capabilityId });
    expect(listed.items.map((s) => s.id)).toEqual([fixture.suiteId]);
  });

  it("creates a suite ({suite: {id}}), runs it, lists and reads the run, and lists the workspace's repos", async () => {
    const fixture = await gateRepo(platformUrl, org.dev);
    const dev = as(org.dev.key);
    const suite = await dev.getSuite(fixture.suiteId);
    expect(suite).toMatchObject({ id: fixture.suiteId, name: "capitals", passThreshold: 0.75 });
    const listed = await dev.listSuites({ capabilityId: fixture.capabilityId });
    expect(listed.items.map((s) => s.id)).toEqual([fixture.suiteId]);

    const repos = await as(org.viewer.key).listRepos(fixture.workspaceId);
    expect(repos.items.map((r) => r.id)).toEqual([fixture.repoId]);
    expect((await dev.getRepo(fixture.repoId)).defaultBranch).toBe("main");

    const run = await dev.runEval({ suiteId: fixture.suiteId, repoId: fixture.repoId, ref: "main" });
    expect(run).toMatchObject({ suiteId: fixture.suiteId, target: "repo", score: 1, passed: true });
    expect(run.cases[0]).toMatchObject({ caseName: "france", output: "The capital of France is Paris." });
    const runs = await as(org.viewer.key).listEvalRuns({ suiteId: fixture.suiteId });
    expect(runs.items.map((r) => r.id)).toEqual([run.id]);
    expect((await dev.getEvalRun(run.id)).cases).toHaveLength(1);

    const viewer = await rejection(as(org.viewer.key).runEval({ suiteId: fixture.suiteId }));
    expect(viewer).toMatchObject({ status: 403 });
  });

  it("the gate passes on main, fails with a regression on a branch that breaks the answer", async () => {
    const fixture = await gateRepo(platformUrl, org.dev);
    const dev = as(org.dev.key);
    const baseline = await dev.evalGate(fixture.repoId);
    expect(baseline).toMatchObject({ ok: true, score: 1, regressions: [], ref: "main" });
    await fixture.commit("broken", "unknown", fixture.main);
    const failing = await dev.evalGate(fixture.repoId, { ref: "broken", targetBranch: "main" });
    expect(failing.ok).toBe(false);
    expect(failing.score).toBeCloseTo(0.25, 10);
    expect(failing.regressions).toEqual([
      expect.objectContaining({ suite: "capitals", case: "france", baselineScore: 1, score: 0.25 }),
    ]);
    expect(failing.suites).toEqual([expect.objectContaining({ name: "capitals", passed: false })]);
  });
});
