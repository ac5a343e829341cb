import { canonicalHash } from "@platform/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

const manifest = (n: number) => ({ nodes: [{ id: "answer", prompt: `Say ${n}`, model: "sim" }], version: n });

describe.each(BACKENDS)("catalog and releases on $name", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;
  let org: SeededOrg;
  let other: SeededOrg;

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    p = await startPlatform(db, { PLATFORM_AUTH: "true" });
    org = await seedOrg(p.services, "rel");
    other = await seedOrg(p.services, "rel-other");
  });
  afterAll(async () => {
    await p.close();
    await drop();
  });

  /** workspace -> project -> capability, as the org's developer. */
  async function capability(o: SeededOrg = org) {
    const ws = await call(p.url, "POST", "/api/workspaces", {
      key: o.dev.key,
      body: { name: `ws-${Math.random()}` },
    });
    const project = await call(p.url, "POST", `/api/workspaces/${ws.body.id}/projects`, {
      key: o.dev.key,
      body: { name: "assistant" },
    });
    expect(project.status).toBe(201);
    const cap = await call(p.url, "POST", `/api/projects/${project.body.id}/capabilities`, {
      key: o.dev.key,
      body: { name: "summarise", description: "summaries" },
    });
    expect(cap.status).toBe(201);
    return {
      workspaceId: ws.body.id as string,
      projectId: project.body.id as string,
      capabilityId: cap.body.id as string,
    };
  }

  async function version(capabilityId: string, n: number, o: SeededOrg = org) {
    const v = await call(p.url, "POST", `/api/capabilities/${capabilityId}/versions`, {
      key: o.dev.key,
      body: { manifest: manifest(n) },
    });
    expect(v.status).toBe(201);
    return v.body;
  }

  /** A release created by dev, submitted, approved by dev2 and admin. */
  async function approvedRelease(capabilityId: string, n: number) {
    const v = await version(capabilityId, n);
    const r = await call(p.url, "POST", `/api/capabilities/${capabilityId}/releases`, {
      key: org.dev.key,
      body: { versionId: v.id },
    });
    expect(r.status).toBe(201);
    await call(p.url, "POST", `/api/releases/${r.body.id}/submit`, { key: org.dev.key });
    await call(p.url, "POST", `/api/releases/${r.body.id}/approve`, { key: org.dev2.key, body: {} });
    const approved = await call(p.url, "POST", `/api/releases/${r.body.id}/approve`, { key: org.admin.key });
    expect(approved.body.state).toBe("approved");
    return approved.body;
  }

  it("manifests are content-addressed by sha256 of canonical JSON", async () => {
    const doc = { b: [1, { y: 2, x: 1 }], a: "text" };
    const stored = await call(p.url, "POST", "/api/manifests", { key: org.dev.key, body: { manifest: doc } });
    expect(stored.status).toBe(201);
    expect(stored.body.hash).toBe(canonicalHash(doc));
    const reordered = await call(p.url, "POST", "/api/manifests", {
      key: org.dev.key,
      body: { manifest: { a: "text", b: [1, { x: 1, y: 2 }] } },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.hash).toBe(stored.body.hash);
    const fetched = await call(p.url, "GET", `/api/manifests/${stored.body.hash}`, { key: org.viewer.key });
    expect(fetched.body.manifest).toEqual(doc);
    const missing = "0".repeat(64);
    const notFound = await call(p.url, "GET", `/api/manifests/${missing}`, { key: org.viewer.key });
    expect(notFound.status).toBe(404);
    expect(notFound.body.error).toEqual({
      code: "MANIFEST_NOT_FOUND",
      message: `Manifest ${missing} is not in the content-addressed store`,
    });
    expect((await call(p.url, "GET", "/api/manifests/xyz", { key: org.viewer.key })).status).toBe(422);
  });

  it("versions number 1, 2, … from a stored or inline manifest, and never change", async () => {
    const { capabilityId } = await capability();
    const stored = await call(p.url, "POST", "/api/manifests", {
      key: org.dev.key,
      body: { manifest: manifest(1) },
    });
    const v1 = await call(p.url, "POST", `/api/capabilities/${capabilityId}/versions`, {
      key: org.dev.key,
      body: { manifestHash: stored.body.hash, notes: "first" },
    });
    expect(v1.body).toMatchObject({
      number: 1,
      manifestHash: stored.body.hash,
      notes: "first",
      capabilityId,
    });
    const v2 = await version(capabilityId, 2);
    expect(v2.number).toBe(2);
    const unknown = await call(p.url, "POST", `/api/capabilities/${capabilityId}/versions`, {
      key: org.dev.key,
      body: { manifestHash: "a".repeat(64) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("MANIFEST_NOT_FOUND");
    const both = await call(p.url, "POST", `/api/capabilities/${capabilityId}/versions`, {
      key: org.dev.key,
      body: { manifestHash: stored.body.hash, manifest: manifest(3) },
    });
    expect(both.status).toBe(422);
    await expect(
      db.query("UPDATE versions SET notes = 'changed' WHERE id = $1", [v1.body.id]),
    ).rejects.toThrow(/versions are immutable/);
    await expect(db.query("DELETE FROM versions WHERE id = $1", [v1.body.id])).rejects.toThrow(/immutable/);
    const list = await call(p.url, "GET", `/api/capabilities/${capabilityId}/versions`, {
      key: org.viewer.key,
    });
    expect(list.body.items.map((v: { number: number }) => v.number)).toEqual([1, 2]);
    const numbers = await Promise.all([3, 4, 5, 6].map((n) => version(capabilityId, n)));
    expect(numbers.map((v) => v.number).sort()).toEqual([3, 4, 5, 6]);
  });

  it("walks the release machine: draft, pending, two approvals, active, superseded, rolled back", async () => {
    const { capabilityId } = await capability();
    const v = await version(capabilityId, 1);
    const created = await call(p.url, "POST", `/api/capabilities/${capabilityId}/releases`, {
      key: org.dev.key,
      body: { versionId: v.id, notes: "first" },
    });
    expect(created.body).toMatchObject({
      state: "draft",
      approvalCount: 0,
      approvalsRequired: 2,
      versionNumber: 1,
    });
    const id = created.body.id;
    const early = await call(p.url, "POST", `/api/releases/${id}/activate`, { key: org.admin.key });
    expect(early.status).toBe(409);
    expect(early.body.error).toEqual({
      code: "APPROVAL_REQUIRED",
      message:
        "Release needs 2 approvals that count (has 0); each approval on the release says why it counts or not",
    });
    const approveDraft = await call(p.url, "POST", `/api/releases/${id}/approve`, { key: org.dev2.key });
    expect(approveDraft.body.error.code).toBe("INVALID_TRANSITION");
    expect((await call(p.url, "POST", `/api/releases/${id}/submit`, { key: org.dev.key })).body.state).toBe(
      "pending_approval",
    );
    const own = await call(p.url, "POST", `/api/releases/${id}/approve`, { key: org.dev.key });
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe("CREATOR_CANNOT_APPROVE");
    const viewer = await call(p.url, "POST", `/api/releases/${id}/approve`, { key: org.viewer.key });
    expect(viewer.status).toBe(403);
    const one = await call(p.url, "POST", `/api/releases/${id}/approve`, {
      key: org.dev2.key,
      body: { comment: "lgtm" },
    });
    expect(one.body).toMatchObject({ state: "pending_approval", approvalCount: 1 });
    const twice = await call(p.url, "POST", `/api/releases/${id}/approve`, { key: org.dev2.key });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("ALREADY_APPROVED");
    const stillOne = await call(p.url, "POST", `/api/releases/${id}/activate`, { key: org.admin.key });
    expect(stillOne.body.error.code).toBe("APPROVAL_REQUIRED");
    const devActivate = await call(p.url, "POST", `/api/releases/${id}/activate`, { key: org.dev2.key });
    expect(devActivate.status).toBe(403);
    const two = await call(p.url, "POST", `/api/releases/${id}/approve`, { key: org.admin.key });
    expect(two.body).toMatchObject({ state: "approved", approvalCount: 2 });
    expect(two.body.approvals.map((a: { userId: string }) => a.userId).sort()).toEqual(
      [org.dev2.id, org.admin.id].sort(),
    );
    const active = await call(p.url, "POST", `/api/releases/${id}/activate`, { key: org.admin.key });
    expect(active.body).toMatchObject({ state: "active" });
    expect(active.body.activatedAt).not.toBeNull();
    expect(
      (await call(p.url, "GET", `/api/capabilities/${capabilityId}`, { key: org.viewer.key })).body
        .activeReleaseId,
    ).toBe(id);
    const again = await call(p.url, "POST", `/api/releases/${id}/activate`, { key: org.admin.key });
    expect(again.body.error.code).toBe("INVALID_TRANSITION");

    const next = await approvedRelease(capabilityId, 2);
    await call(p.url, "POST", `/api/releases/${next.id}/activate`, { key: org.admin.key });
    expect((await call(p.url, "GET", `/api/releases/${id}`, { key: org.viewer.key })).body.state).toBe(
      "superseded",
    );
    const rolled = await call(p.url, "POST", `/api/releases/${next.id}/rollback`, { key: org.owner.key });
    expect(rolled.body.state).toBe("rolled_back");
    expect((await call(p.url, "GET", `/api/releases/${id}`, { key: org.viewer.key })).body.state).toBe(
      "active",
    );
    const list = await call(p.url, "GET", `/api/releases?capabilityId=${capabilityId}`, {
      key: org.viewer.key,
    });
    expect(list.body.items.map((r: { id: string; state: string }) => [r.id, r.state])).toEqual([
      [id, "active"],
      [next.id, "rolled_back"],
    ]);
    const activeOnly = await call(p.url, "GET", "/api/releases?state=active", { key: org.viewer.key });
    expect(activeOnly.body.items.every((r: { state: string }) => r.state === "active")).toBe(true);
    const actions = (
      await call(p.url, "GET", "/api/audit/frames?limit=50", { key: org.viewer.key })
    ).body.items.map((f: { action: string }) => f.action);
    for (const a of [
      "release.create",
      "release.submit",
      "release.approve",
      "release.activate",
      "release.rollback",
    ])
      expect(actions).toContain(a);
  });

  it("concurrent activations leave exactly one active release per capability", async () => {
    const { capabilityId } = await capability();
    const releases = await Promise.all([1, 2, 3, 4].map((n) => approvedRelease(capabilityId, n)));
    const replies = await Promise.all(
      releases.map((r) => call(p.url, "POST", `/api/releases/${r.id}/activate`, { key: org.admin.key })),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const states = await db.query<{ state: string }>("SELECT state FROM releases WHERE capability_id = $1", [
      capabilityId,
    ]);
    expect(states.filter((s) => s.state === "active")).toHaveLength(1);
    expect(states.filter((s) => s.state === "superseded")).toHaveLength(3);
    // The same release activated twice at once: one wins, the other is told it is already active.
    const r = await approvedRelease(capabilityId, 5);
    const twins = await Promise.all(
      [1, 2].map(() => call(p.url, "POST", `/api/releases/${r.id}/activate`, { key: org.admin.key })),
    );
    expect(twins.map((t) => t.status).sort()).toEqual([200, 409]);
  });

  it("transition calls honour Idempotency-Key", async () => {
    const { capabilityId } = await capability();
    const r = await approvedRelease(capabilityId, 1);
    const headers = { "idempotency-key": `activate-${r.id}` };
    const first = await call(p.url, "POST", `/api/releases/${r.id}/activate`, {
      key: org.admin.key,
      headers,
    });
    const retry = await call(p.url, "POST", `/api/releases/${r.id}/activate`, {
      key: org.admin.key,
      headers,
    });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
  });

  it("no project, capability, manifest, version, release, agent or frame of another organisation is reachable", async () => {
    const mine = await capability(org);
    const v = await version(mine.capabilityId, 1);
    const rel = await call(p.url, "POST", `/api/capabilities/${mine.capabilityId}/releases`, {
      key: org.dev.key,
      body: { versionId: v.id },
    });
    const key = other.owner.key;
    const reads = [
      `/api/workspaces/${mine.workspaceId}/projects`,
      `/api/projects/${mine.projectId}`,
      `/api/projects/${mine.projectId}/capabilities`,
      `/api/capabilities/${mine.capabilityId}`,
      `/api/capabilities/${mine.capabilityId}/versions`,
      `/api/versions/${v.id}`,
      `/api/releases/${rel.body.id}`,
      `/api/manifests/${v.manifestHash}`,
    ];
    for (const path of reads) {
      const r = await call(p.url, "GET", path, { key });
      expect(r.status, path).toBe(404);
    }
    const writes: [string, unknown][] = [
      [`/api/workspaces/${mine.workspaceId}/projects`, { name: "x" }],
      [`/api/projects/${mine.projectId}/capabilities`, { name: "x" }],
      [`/api/capabilities/${mine.capabilityId}/versions`, { manifest: { x: 1 } }],
      [`/api/capabilities/${mine.capabilityId}/releases`, { versionId: v.id }],
      [`/api/releases/${rel.body.id}/submit`, undefined],
      [`/api/releases/${rel.body.id}/approve`, undefined],
      [`/api/releases/${rel.body.id}/activate`, undefined],
      [`/api/releases/${rel.body.id}/rollback`, undefined],
    ];
    for (const [path, body] of writes) {
      const r = await call(p.url, "POST", path, { key, ...(body ? { body } : {}) });
      expect(r.status, path).toBe(404);
    }
    // A version of this org's capability cannot be released from another org's capability either.
    const theirs = await capability(other);
    const crossed = await call(p.url, "POST", `/api/capabilities/${theirs.capabilityId}/releases`, {
      key: other.dev.key,
      body: { versionId: v.id },
    });
    expect(crossed.status).toBe(404);
    const lists = [
      (await call(p.url, "GET", "/api/releases?limit=200", { key })).body.items,
      (await call(p.url, "GET", "/api/audit/frames?limit=500", { key })).body.items,
      (await call(p.url, "GET", "/api/agents", { key })).body.items,
      (await call(p.url, "GET", "/api/api-keys", { key })).body.items,
      (await call(p.url, "GET", "/api/members", { key })).body.items,
    ];
    const text = JSON.stringify(lists);
    for (const id of [rel.body.id, mine.capabilityId, org.orgId, org.dev.id]) expect(text).not.toContain(id);
    expect(
      await db.query("SELECT 1 FROM releases WHERE id = $1 AND state = 'draft'", [rel.body.id]),
    ).toHaveLength(1);
  });
});
