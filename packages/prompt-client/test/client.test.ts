import { describe, expect, inject, it } from "vitest";
import { PlatformApiError, PlatformClient } from "../src/index.js";
import { pendingRelease } from "./catalog-fixture.js";
import { rejection } from "./rejection.js";

const { url: platformUrl, org } = inject("platform");

const as = (key: string) => new PlatformClient({ baseUrl: platformUrl, apiKey: key });

const pending = () => pendingRelease(platformUrl, org);

describe("PlatformClient against a running platform", () => {
  it("reads health and the caller without and with a key", async () => {
    const anonymous = new PlatformClient({ baseUrl: `${platformUrl}/` });
    const health = await anonymous.health();
    expect(health).toMatchObject({ status: "ok", service: "prompt-platform" });
    const me = await as(org.viewer.key).me();
    expect(me).toMatchObject({ org: { id: org.orgId }, role: "viewer", via: "api_key" });
    expect((await anonymous.verifyAudit()).valid).toBe(true);
    expect((await anonymous.auditState()).frameCount).toBeGreaterThan(0);
  });

  it("creates, lists page by page, gets, updates and deletes workspaces", async () => {
    const dev = as(org.dev.key);
    const created = [];
    for (const n of [1, 2, 3])
      created.push(await dev.createWorkspace({ name: `paged ${n}`, description: `d${n}` }));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await dev.listWorkspaces({ limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((w) => w.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    for (const w of created) expect(seen).toContain(w.id);
    const one = created[0]!;
    expect(await dev.getWorkspace(one.id)).toMatchObject({ id: one.id, name: "paged 1", description: "d1" });
    const renamed = await dev.updateWorkspace(one.id, { name: "paged one", description: "renamed" });
    expect(renamed).toMatchObject({ id: one.id, name: "paged one" });
    const deleted = await as(org.admin.key).deleteWorkspace(one.id);
    expect(deleted.id).toBe(one.id);
    await expect(dev.getWorkspace(one.id)).rejects.toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("gets, approves twice and activates a release, and lists releases by state", async () => {
    const release = await pending();
    expect(release.state).toBe("pending_approval");
    const first = await as(org.dev2.key).approveRelease(release.id, { comment: "lgtm" });
    expect(first).toMatchObject({ state: "pending_approval", approvalCount: 1 });
    const second = await as(org.admin.key).approveRelease(release.id);
    expect(second).toMatchObject({ state: "approved", approvalCount: 2, approvalsRequired: 2 });
    const got = await as(org.viewer.key).getRelease(release.id);
    expect(got.approvals.map((a) => a.comment)).toEqual(["lgtm", ""]);
    const active = await as(org.admin.key).activateRelease(release.id);
    expect(active.state).toBe("active");
    const listed = await as(org.viewer.key).listReleases({
      capabilityId: release.capabilityId,
      state: "active",
    });
    expect(listed.items.map((r) => r.id)).toEqual([release.id]);
    const capability = await as(org.viewer.key).getCapability(release.capabilityId);
    expect(capability.activeReleaseId).toBe(release.id);
    const rolledBack = await as(org.admin.key).rollbackRelease(release.id);
    expect(rolledBack.state).toBe("rolled_back");
  });

  it("throws PlatformApiError with method, path, status and body in the message and the parsed {code, message}", async () => {
    const release = await pending();
    const error = await rejection(as(org.admin.key).activateRelease(release.id));
    expect(error).toBeInstanceOf(PlatformApiError);
    const apiError = error as PlatformApiError;
    expect(apiError.message).toContain(`POST /api/releases/${release.id}/activate`);
    expect(apiError.message).toContain("409");
    expect(apiError.message).toContain('"code":"APPROVAL_REQUIRED"');
    expect(apiError).toMatchObject({
      method: "POST",
      path: `/api/releases/${release.id}/activate`,
      status: 409,
      code: "APPROVAL_REQUIRED",
      error: { code: "APPROVAL_REQUIRED", message: expect.any(String) },
    });
    expect(apiError.requestId).toMatch(/^[0-9a-f-]{36}$/);

    const own = await rejection(as(org.dev.key).approveRelease(release.id));
    expect(own).toMatchObject({ status: 403, code: "CREATOR_CANNOT_APPROVE" });

    const unauthorized = await rejection(as("ppk_nope").me());
    expect(unauthorized).toMatchObject({ status: 401, code: "UNAUTHORIZED" });
    expect(unauthorized.message).toMatch(/^GET \/api\/me -> 401 Unauthorized: \{"error"/);

    const invalid = await rejection(as(org.dev.key).createWorkspace({ name: "" }));
    expect(invalid).toMatchObject({ status: 422, code: "VALIDATION_ERROR" });
    expect(invalid.error.issues?.[0]?.path).toBe("/body/name");

    const query = await rejection(as(org.viewer.key).listReleases({ limit: 500 }));
    expect(query.message).toContain("GET /api/releases?limit=500 -> 422");
  });

  it("sends an Idempotency-Key on create and transition calls, so the same key replays instead of creating twice", async () => {
    const dev = as(org.dev.key);
    const key = `client-test-${Date.now()}`;
    const first = await dev.createWorkspace({ name: "idempotent ws" }, { idempotencyKey: key });
    const again = await dev.createWorkspace({ name: "idempotent ws" }, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    const reused = await rejection(dev.createWorkspace({ name: "another body" }, { idempotencyKey: key }));
    expect(reused).toMatchObject({ status: 422, code: "IDEMPOTENCY_KEY_REUSED" });
    // Without a key of the caller's, each call gets its own: two creates are two attempts.
    await dev.createWorkspace({ name: "fresh key" });
    await expect(dev.createWorkspace({ name: "fresh key" })).rejects.toMatchObject({ code: "NAME_TAKEN" });
  });

  it("reads a stored manifest and reports an unknown hash as MANIFEST_NOT_FOUND", async () => {
    const dev = as(org.dev.key);
    const stored = await dev.putManifest({ b: 2, a: 1 });
    expect((await dev.getManifest(stored.hash)).manifest).toEqual({ a: 1, b: 2 });
    await expect(dev.getManifest("0".repeat(64))).rejects.toMatchObject({
      status: 404,
      code: "MANIFEST_NOT_FOUND",
    });
  });

  it("echoes a caller's X-Request-Id on errors", async () => {
    const requestId = "0190a0b0-0000-7000-8000-000000000001";
    const error = await rejection(as(org.viewer.key).getRelease("missing", { requestId }));
    expect(error).toMatchObject({ status: 404, requestId });
  });
});
