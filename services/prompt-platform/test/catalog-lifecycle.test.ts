import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

/** Renaming and deleting projects and capabilities; cancelling and deleting releases. */
describe.each(BACKENDS)("catalog lifecycle on $name", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;
  let org: SeededOrg;
  let other: SeededOrg;

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    p = await startPlatform(db, { PLATFORM_AUTH: "true" });
    org = await seedOrg(p.services, "life");
    other = await seedOrg(p.services, "life-other");
  });
  afterAll(async () => {
    await p.close();
    await drop();
  });

  const post = (path: string, key: string, body?: unknown) =>
    call(p.url, "POST", path, { key, ...(body !== undefined ? { body } : {}) });

  /** workspace -> project -> capability, as the org's developer. */
  async function capability(o: SeededOrg = org) {
    const ws = await post("/api/workspaces", o.dev.key, { name: `ws-${Math.random()}` });
    const project = await post(`/api/workspaces/${ws.body.id}/projects`, o.dev.key, { name: "assistant" });
    const cap = await post(`/api/projects/${project.body.id}/capabilities`, o.dev.key, { name: "summarise" });
    expect(cap.status).toBe(201);
    return {
      workspaceId: ws.body.id as string,
      projectId: project.body.id as string,
      capabilityId: cap.body.id,
    };
  }

  /** A release of a new version, created by dev and moved to `state` (draft, pending_approval, approved, active). */
  async function release(capabilityId: string, state: string, o: SeededOrg = org) {
    const v = await post(`/api/capabilities/${capabilityId}/versions`, o.dev.key, {
      manifest: { prompt: `v${Math.random()}` },
    });
    const r = await post(`/api/capabilities/${capabilityId}/releases`, o.dev.key, { versionId: v.body.id });
    const id = r.body.id as string;
    if (state === "draft") return id;
    await post(`/api/releases/${id}/submit`, o.dev.key);
    if (state === "pending_approval") return id;
    await post(`/api/releases/${id}/approve`, o.dev2.key);
    await post(`/api/releases/${id}/approve`, o.admin.key);
    if (state === "approved") return id;
    expect((await post(`/api/releases/${id}/activate`, o.admin.key)).body.state).toBe("active");
    return id;
  }

  const stateOf = async (id: string) =>
    (await call(p.url, "GET", `/api/releases/${id}`, { key: org.viewer.key })).body.state;
  const lastFrame = async () =>
    (await call(p.url, "GET", "/api/audit/frames?limit=1", { key: org.viewer.key })).body.items[0];

  it("renames projects and capabilities; names stay unique under their parent", async () => {
    const { projectId, capabilityId, workspaceId } = await capability();
    const renamed = await call(p.url, "PUT", `/api/projects/${projectId}`, {
      key: org.dev.key,
      body: { name: "assistant v2", description: "renamed" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      id: projectId,
      workspaceId,
      name: "assistant v2",
      description: "renamed",
    });
    expect(await lastFrame()).toMatchObject({ action: "project.update", resource: `project:${projectId}` });
    await post(`/api/workspaces/${workspaceId}/projects`, org.dev.key, { name: "taken" });
    const clash = await call(p.url, "PUT", `/api/projects/${projectId}`, {
      key: org.dev.key,
      body: { name: "taken" },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe("NAME_TAKEN");

    const cap = await call(p.url, "PUT", `/api/capabilities/${capabilityId}`, {
      key: org.dev.key,
      body: { name: "summarise long" },
    });
    expect(cap.body).toMatchObject({ id: capabilityId, projectId, name: "summarise long", description: "" });
    const byViewer = await call(p.url, "PUT", `/api/capabilities/${capabilityId}`, {
      key: org.viewer.key,
      body: { name: "x" },
    });
    expect(byViewer.status).toBe(403);
    const invalid = await call(p.url, "PUT", `/api/capabilities/${capabilityId}`, {
      key: org.dev.key,
      body: { name: "" },
    });
    expect(invalid.status).toBe(422);
  });

  it("deletes a capability only while it has no versions, and a project only while it has no capabilities", async () => {
    const { workspaceId, projectId, capabilityId } = await capability();
    const withVersion = await capability();
    await post(`/api/capabilities/${withVersion.capabilityId}/versions`, org.dev.key, { manifest: { a: 1 } });
    const kept = await call(p.url, "DELETE", `/api/capabilities/${withVersion.capabilityId}`, {
      key: org.admin.key,
    });
    expect(kept.status).toBe(409);
    expect(kept.body.error).toEqual({
      code: "CAPABILITY_NOT_EMPTY",
      message: `The capability ${withVersion.capabilityId} still has versions; it cannot be deleted`,
    });

    const projectKept = await call(p.url, "DELETE", `/api/projects/${projectId}`, { key: org.admin.key });
    expect(projectKept.status).toBe(409);
    expect(projectKept.body.error.code).toBe("PROJECT_NOT_EMPTY");
    expect(
      (await call(p.url, "DELETE", `/api/capabilities/${capabilityId}`, { key: org.dev.key })).status,
    ).toBe(403);

    const gone = await call(p.url, "DELETE", `/api/capabilities/${capabilityId}`, { key: org.admin.key });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({
      id: capabilityId,
      projectId,
      name: "summarise",
      activeReleaseId: null,
    });
    expect(await lastFrame()).toMatchObject({
      action: "capability.delete",
      resource: `capability:${capabilityId}`,
      details: { name: "summarise", projectId },
    });
    expect(
      (await call(p.url, "GET", `/api/capabilities/${capabilityId}`, { key: org.viewer.key })).status,
    ).toBe(404);
    expect(
      (await call(p.url, "DELETE", `/api/capabilities/${capabilityId}`, { key: org.admin.key })).status,
    ).toBe(404);

    const projectGone = await call(p.url, "DELETE", `/api/projects/${projectId}`, { key: org.owner.key });
    expect(projectGone.status).toBe(200);
    expect(projectGone.body).toMatchObject({ id: projectId, workspaceId });
    expect(await lastFrame()).toMatchObject({ action: "project.delete", details: { workspaceId } });
    expect((await call(p.url, "GET", `/api/projects/${projectId}`, { key: org.viewer.key })).status).toBe(
      404,
    );
    // With its project gone, the workspace is empty and can go too.
    expect(
      (await call(p.url, "DELETE", `/api/workspaces/${workspaceId}`, { key: org.admin.key })).status,
    ).toBe(200);
  });

  it("a delete racing a child's creation either refuses or leaves the child no parent", async () => {
    for (let round = 0; round < 3; round++) {
      const { projectId, capabilityId } = await capability();
      const [version, deleteCap] = await Promise.all([
        post(`/api/capabilities/${capabilityId}/versions`, org.dev.key, { manifest: { round } }),
        call(p.url, "DELETE", `/api/capabilities/${capabilityId}`, { key: org.admin.key }),
      ]);
      if (deleteCap.status === 200) expect(version.status).toBe(404);
      else {
        expect(deleteCap.body.error.code).toBe("CAPABILITY_NOT_EMPTY");
        expect(version.status).toBe(201);
      }
      const [cap, deleteProject] = await Promise.all([
        post(`/api/projects/${projectId}/capabilities`, org.dev.key, { name: `late ${round}` }),
        call(p.url, "DELETE", `/api/projects/${projectId}`, { key: org.admin.key }),
      ]);
      if (deleteProject.status === 200) expect(cap.status).toBe(404);
      else expect(cap.status).toBe(201);
      const orphans = await db.query(
        "SELECT 1 FROM capabilities c WHERE NOT EXISTS (SELECT 1 FROM projects p WHERE p.id = c.project_id)",
      );
      expect(orphans).toHaveLength(0);
    }
  });

  it("cancels a release that never served: its creator or an admin; cancelled is final", async () => {
    const { capabilityId } = await capability();
    const draft = await release(capabilityId, "draft");
    const byOther = await post(`/api/releases/${draft}/cancel`, org.dev2.key);
    expect(byOther.status).toBe(403);
    expect(byOther.body.error.code).toBe("FORBIDDEN");
    expect((await post(`/api/releases/${draft}/cancel`, org.viewer.key)).status).toBe(403);
    const cancelled = await post(`/api/releases/${draft}/cancel`, org.dev.key, { reason: "wrong version" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: draft, state: "cancelled" });
    expect(await lastFrame()).toMatchObject({
      action: "release.cancel",
      resource: `release:${draft}`,
      details: { from: "draft", reason: "wrong version", capabilityId },
    });
    for (const action of ["submit", "approve", "activate", "rollback", "cancel"]) {
      const r = await post(`/api/releases/${draft}/${action}`, org.admin.key);
      expect(r.status, action).toBe(409);
      expect(r.body.error.code, action).toBe("INVALID_TRANSITION");
    }

    const pending = await release(capabilityId, "pending_approval");
    await post(`/api/releases/${pending}/approve`, org.dev2.key, { comment: "one" });
    const byAdmin = await post(`/api/releases/${pending}/cancel`, org.admin.key);
    expect(byAdmin.body).toMatchObject({ state: "cancelled", approvalCount: 1 });

    const approved = await release(capabilityId, "approved");
    const headers = { "idempotency-key": `cancel-${approved}` };
    const first = await call(p.url, "POST", `/api/releases/${approved}/cancel`, {
      key: org.dev.key,
      headers,
    });
    const retry = await call(p.url, "POST", `/api/releases/${approved}/cancel`, {
      key: org.dev.key,
      headers,
    });
    expect(first.body.state).toBe("cancelled");
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);

    const active = await release(capabilityId, "active");
    const activeCancel = await post(`/api/releases/${active}/cancel`, org.admin.key);
    expect(activeCancel.status).toBe(409);
    expect(activeCancel.body.error.message).toBe("Cannot cancel a release in state active");
    const list = await call(p.url, "GET", `/api/releases?capabilityId=${capabilityId}&state=cancelled`, {
      key: org.viewer.key,
    });
    expect(list.body.items.map((r: { id: string }) => r.id)).toEqual([draft, pending, approved]);
  });

  it("deletes a release that never served, with its approvals; served releases are history", async () => {
    const { capabilityId } = await capability();
    const approved = await release(capabilityId, "approved");
    expect((await call(p.url, "DELETE", `/api/releases/${approved}`, { key: org.dev2.key })).status).toBe(
      403,
    );
    expect((await call(p.url, "DELETE", `/api/releases/${approved}`, { key: org.viewer.key })).status).toBe(
      403,
    );
    const deleted = await call(p.url, "DELETE", `/api/releases/${approved}`, { key: org.admin.key });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: approved, state: "approved", approvalCount: 2 });
    expect(await stateOf(approved)).toBeUndefined();
    expect((await call(p.url, "GET", `/api/releases/${approved}`, { key: org.viewer.key })).status).toBe(404);
    expect(await db.query("SELECT 1 FROM release_approvals WHERE release_id = $1", [approved])).toHaveLength(
      0,
    );
    expect(await lastFrame()).toMatchObject({
      action: "release.delete",
      resource: `release:${approved}`,
      details: { state: "approved", approvals: 2, capabilityId },
    });

    const draft = await release(capabilityId, "draft");
    expect((await call(p.url, "DELETE", `/api/releases/${draft}`, { key: org.dev.key })).status).toBe(200);
    const cancelled = await release(capabilityId, "pending_approval");
    await post(`/api/releases/${cancelled}/cancel`, org.dev.key);
    expect((await call(p.url, "DELETE", `/api/releases/${cancelled}`, { key: org.dev.key })).status).toBe(
      200,
    );

    const first = await release(capabilityId, "active");
    const second = await release(capabilityId, "active");
    await post(`/api/releases/${second}/rollback`, org.admin.key);
    const rolledBack = second;
    for (const [id, state] of [
      [first, "active"],
      [rolledBack, "rolled_back"],
    ] as const) {
      expect(await stateOf(id)).toBe(state);
      const r = await call(p.url, "DELETE", `/api/releases/${id}`, { key: org.owner.key });
      expect(r.status, state).toBe(409);
      expect(r.body.error.code).toBe("INVALID_TRANSITION");
    }
    const third = await release(capabilityId, "active");
    expect(await stateOf(first)).toBe("superseded");
    expect((await call(p.url, "DELETE", `/api/releases/${first}`, { key: org.owner.key })).status).toBe(409);
    expect(await stateOf(third)).toBe("active");
    // A capability with versions stays, whatever happened to its releases.
    expect(
      (await call(p.url, "DELETE", `/api/capabilities/${capabilityId}`, { key: org.owner.key })).status,
    ).toBe(409);
  });

  it("another organisation can neither change nor delete any of it", async () => {
    const mine = await capability();
    const empty = await capability();
    const draft = await release(mine.capabilityId, "draft");
    const key = other.owner.key;
    const attempts: [string, string, unknown][] = [
      ["PUT", `/api/projects/${mine.projectId}`, { name: "x" }],
      ["DELETE", `/api/projects/${empty.projectId}`, undefined],
      ["PUT", `/api/capabilities/${mine.capabilityId}`, { name: "x" }],
      ["DELETE", `/api/capabilities/${empty.capabilityId}`, undefined],
      ["POST", `/api/releases/${draft}/cancel`, undefined],
      ["DELETE", `/api/releases/${draft}`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const r = await call(p.url, method, path, { key, ...(body ? { body } : {}) });
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    expect(await stateOf(draft)).toBe("draft");
    const project = await call(p.url, "GET", `/api/projects/${mine.projectId}`, { key: org.viewer.key });
    expect(project.body.name).toBe("assistant");
    expect(
      (await call(p.url, "GET", `/api/capabilities/${empty.capabilityId}`, { key: org.viewer.key })).status,
    ).toBe(200);
  });
});
