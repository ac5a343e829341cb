import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPromptConfig } from "../src/config.js";
import type { Database } from "../src/db/database.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

const HOUR = 3_600_000;

describe("approval policy defaults", () => {
  it("are independent approvers after 24 h with PLATFORM_AUTH=true, and neither without", () => {
    expect(readPromptConfig({ PLATFORM_AUTH: "true" }).approvalDefaults).toEqual({
      independentApprovers: true,
      approverMinMembershipHours: 24,
    });
    expect(readPromptConfig({}).approvalDefaults).toEqual({
      independentApprovers: false,
      approverMinMembershipHours: 0,
    });
    expect(() => readPromptConfig({ PLATFORM_APPROVER_MIN_MEMBERSHIP_HOURS: "-1" })).toThrow(
      /PLATFORM_APPROVER_MIN_MEMBERSHIP_HOURS/,
    );
  });
});

describe.each(BACKENDS)("segregation of duties on $name", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;
  let org: SeededOrg;
  let other: SeededOrg;
  // The platform's clock: tests move it forward instead of waiting a day.
  let now = Date.parse("2026-01-01T00:00:00Z");

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    // PLATFORM_AUTH=true with the production defaults: independent approvers, 24 h of membership.
    p = await startPlatform(
      db,
      { PLATFORM_AUTH: "true", PLATFORM_APPROVER_MIN_MEMBERSHIP_HOURS: "24" },
      () => now,
    );
    org = await seedOrg(p.services, "sod");
    other = await seedOrg(p.services, "sod-other");
  });
  afterAll(async () => {
    await p.close();
    await drop();
  });

  async function pendingRelease(creatorKey: string) {
    const ws = await call(p.url, "POST", "/api/workspaces", {
      key: creatorKey,
      body: { name: `ws-${Math.random()}` },
    });
    const project = await call(p.url, "POST", `/api/workspaces/${ws.body.id}/projects`, {
      key: creatorKey,
      body: { name: "assistant" },
    });
    const cap = await call(p.url, "POST", `/api/projects/${project.body.id}/capabilities`, {
      key: creatorKey,
      body: { name: "summarise", description: "" },
    });
    const v = await call(p.url, "POST", `/api/capabilities/${cap.body.id}/versions`, {
      key: creatorKey,
      body: { manifest: { nodes: [{ id: "a", prompt: "Say hi", model: "sim" }] } },
    });
    const release = await call(p.url, "POST", `/api/capabilities/${cap.body.id}/releases`, {
      key: creatorKey,
      body: { versionId: v.body.id },
    });
    expect(release.status).toBe(201);
    const submitted = await call(p.url, "POST", `/api/releases/${release.body.id}/submit`, {
      key: creatorKey,
    });
    expect(submitted.body.state).toBe("pending_approval");
    return release.body.id as string;
  }

  async function invite(by: string, role = "developer", email?: string) {
    const created = await call(p.url, "POST", "/api/invitations", {
      key: by,
      body: { role, ...(email ? { email } : {}) },
    });
    expect(created.status).toBe(201);
    return created.body as { invitation: { id: string }; token: string };
  }

  async function redeem(token: string, name: string) {
    const joined = await call(p.url, "POST", "/api/invitations/redeem", {
      body: { token, name, email: `${name}-${Math.random().toString(36).slice(2)}@x.test` },
    });
    expect(joined.status).toBe(201);
    return joined.body as { user: { id: string }; secret: string; role: string };
  }

  it("the sock-puppet sequence fails at the approvals", async () => {
    // The attack: an owner enrols two members and obtains credentials for them.
    const minted = await call(p.url, "POST", "/api/api-keys", {
      key: org.owner.key,
      body: { name: "puppet", userId: org.dev2.id },
    });
    expect(minted.status).toBe(403);
    // The only way left: invite two "members" and redeem the tokens oneself.
    const a = await redeem((await invite(org.owner.key)).token, "puppet-a");
    const b = await redeem((await invite(org.owner.key)).token, "puppet-b");
    const id = await pendingRelease(org.owner.key);
    const first = await call(p.url, "POST", `/api/releases/${id}/approve`, { key: a.secret });
    expect(first.status).toBe(200);
    const second = await call(p.url, "POST", `/api/releases/${id}/approve`, { key: b.secret });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ state: "pending_approval", approvalCount: 0, approvalsRequired: 2 });
    expect(second.body.approvalPolicy).toEqual({
      independentApprovers: true,
      approverMinMembershipHours: 24,
    });
    for (const approval of second.body.approvals) {
      expect(approval).toMatchObject({
        counts: false,
        failed: ["invited_by_creator", "membership_too_recent"],
      });
      expect(approval.reason).toBe(
        "Does not count: the approver was invited by the release's creator; " +
          "the approver had been a member 0.0 h when approving; the policy asks for 24 h",
      );
    }
    const activate = await call(p.url, "POST", `/api/releases/${id}/activate`, { key: org.owner.key });
    expect(activate.status).toBe(409);
    expect(activate.body.error.code).toBe("APPROVAL_REQUIRED");

    // Waiting out the membership age does not help: the creator invited them.
    now += 25 * HOUR;
    const later = await pendingRelease(org.owner.key);
    await call(p.url, "POST", `/api/releases/${later}/approve`, { key: a.secret });
    const late = await call(p.url, "POST", `/api/releases/${later}/approve`, { key: b.secret });
    expect(late.body).toMatchObject({ state: "pending_approval", approvalCount: 0 });
    expect(late.body.approvals.map((x: { failed: string[] }) => x.failed)).toEqual([
      ["invited_by_creator"],
      ["invited_by_creator"],
    ]);

    // Every issue, redemption and approval is an audit frame naming who did it.
    const frames = (await call(p.url, "GET", "/api/audit/frames?limit=100", { key: org.viewer.key })).body
      .items as { action: string; actor: string; details: Record<string, unknown> }[];
    const redeemed = frames.filter((f) => f.action === "invitation.redeem").map((f) => f.actor);
    expect(redeemed).toEqual(expect.arrayContaining([`user:${a.user.id}`, `user:${b.user.id}`]));
    const issued = frames.filter((f) => f.action === "invitation.create");
    expect(issued.length).toBeGreaterThanOrEqual(2);
    for (const f of issued) expect(f.details.invitedBy).toBe(org.owner.id);
    const approvals = frames.filter((f) => f.action === "release.approve");
    expect(approvals).toHaveLength(4);
    for (const f of approvals) {
      expect(f.actor).toMatch(/^api_key:/);
      expect(f.details).toMatchObject({ counts: false, approvalCount: 0 });
    }
  });

  it("approvals by independent, established members count, and the release says why", async () => {
    // Seeded members were added by the owner a day ago (the clock moved on); dev creates the release.
    const id = await pendingRelease(org.dev.key);
    await call(p.url, "POST", `/api/releases/${id}/approve`, { key: org.dev2.key });
    const two = await call(p.url, "POST", `/api/releases/${id}/approve`, { key: org.admin.key });
    expect(two.body).toMatchObject({ state: "approved", approvalCount: 2 });
    const first = two.body.approvals.find((x: { userId: string }) => x.userId === org.dev2.id);
    expect(first).toMatchObject({ userId: org.dev2.id, counts: true, failed: [] });
    expect(first.credential).toMatch(/^api_key:/);
    expect(first.reason).toMatch(
      /^Counts: not the creator, signed in with their own credential \(api_key:[0-9a-f-]+\), not invited by the creator, a member for 2\d\.\d h \(policy: at least 24 h\)$/,
    );
    const active = await call(p.url, "POST", `/api/releases/${id}/activate`, { key: org.owner.key });
    expect(active.body.state).toBe("active");
  });

  it("an approval with a key an admin minted (before issue 24) does not count", async () => {
    const legacy = await call(p.url, "POST", "/api/api-keys", { key: org.dev2.key, body: { name: "old" } });
    await db.query("UPDATE api_keys SET self_issued = false WHERE id = $1", [legacy.body.apiKey.id]);
    const id = await pendingRelease(org.dev.key);
    const approved = await call(p.url, "POST", `/api/releases/${id}/approve`, { key: legacy.body.secret });
    expect(approved.body.approvals[0]).toMatchObject({
      counts: false,
      failed: ["credential_not_self_issued"],
    });
    expect(approved.body.approvalCount).toBe(0);
  });

  it("invitations are one-time, expire, and bind the e-mail they name", async () => {
    const { token } = await invite(org.admin.key, "viewer");
    await redeem(token, "once");
    const again = await call(p.url, "POST", "/api/invitations/redeem", {
      body: { token, name: "twice", email: `twice-${Date.now()}@x.test` },
    });
    expect(again.status).toBe(404);
    expect(again.body.error).toEqual({
      code: "INVITATION_INVALID",
      message: "The invitation is unknown, expired, revoked or already redeemed",
    });
    const old = await invite(org.admin.key, "viewer");
    now += 73 * HOUR;
    const expired = await call(p.url, "POST", "/api/invitations/redeem", {
      body: { token: old.token, name: "late", email: `late-${Date.now()}@x.test` },
    });
    expect(expired.body.error.code).toBe("INVITATION_INVALID");
    const ownerOnly = await call(p.url, "POST", "/api/invitations", {
      key: org.admin.key,
      body: { role: "owner" },
    });
    expect(ownerOnly.status).toBe(403);
    const byDev = await call(p.url, "POST", "/api/invitations", {
      key: org.dev.key,
      body: { role: "viewer" },
    });
    expect(byDev.status).toBe(403);
    const listed = await call(p.url, "GET", "/api/invitations", { key: org.admin.key });
    expect(listed.body.items.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(listed.body)).not.toContain(token);
  });

  it("adding a member reveals nothing about a user of another organisation", async () => {
    const [outsider] = (await call(p.url, "GET", "/api/members", { key: other.dev.key })).body.items.filter(
      (m: { userId: string }) => m.userId === other.dev.id,
    );
    const byEmail = await call(p.url, "POST", "/api/members", {
      key: org.admin.key,
      body: { email: outsider.email, role: "developer" },
    });
    const byNewEmail = await call(p.url, "POST", "/api/members", {
      key: org.admin.key,
      body: { email: `nobody-${Date.now()}@x.test`, role: "developer" },
    });
    expect(byEmail.status).toBe(201);
    expect(byNewEmail.status).toBe(201);
    // The same shape either way, and neither the outsider's id nor name.
    expect(Object.keys(byEmail.body.invitation).sort()).toEqual(
      Object.keys(byNewEmail.body.invitation).sort(),
    );
    expect(JSON.stringify(byEmail.body)).not.toContain(other.dev.id);
    expect(JSON.stringify(byEmail.body)).not.toContain(outsider.name);
    const members = (await call(p.url, "GET", "/api/members", { key: org.admin.key })).body.items;
    expect(members.map((m: { userId: string }) => m.userId)).not.toContain(other.dev.id);
    // The outsider joins only by accepting, signed in as themselves.
    const accepted = await call(p.url, "POST", "/api/invitations/accept", {
      key: other.dev.key,
      body: { token: byEmail.body.token },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({
      org: { id: org.orgId },
      user: { id: other.dev.id },
      role: "developer",
    });
    const me = await call(p.url, "GET", "/api/me", { key: accepted.body.secret });
    expect(me.body).toMatchObject({ org: { id: org.orgId }, role: "developer" });
  });

  it("POST /api/orgs creates an organisation owned by the caller, and nobody else", async () => {
    const created = await call(p.url, "POST", "/api/orgs", {
      key: org.dev.key,
      body: { name: "side project" },
    });
    expect(created.status).toBe(201);
    expect(created.body.org.name).toBe("side project");
    expect(created.body.apiKey).toMatchObject({ role: "owner", userId: org.dev.id });
    const me = await call(p.url, "GET", "/api/me", { key: created.body.secret });
    expect(me.body).toMatchObject({ org: { id: created.body.org.id }, role: "owner" });
    const members = await call(p.url, "GET", "/api/members", { key: created.body.secret });
    expect(members.body.items.map((m: { userId: string }) => m.userId)).toEqual([org.dev.id]);
    const invalid = await call(p.url, "POST", "/api/orgs", { key: org.dev.key, body: { name: "" } });
    expect(invalid.status).toBe(422);
    const anonymous = await call(p.url, "POST", "/api/orgs", { body: { name: "x" } });
    expect(anonymous.status).toBe(401);
  });

  it("only owners change the approval policy, and the change is audited", async () => {
    const byAdmin = await call(p.url, "PUT", "/api/org/approval-policy", {
      key: org.admin.key,
      body: { independentApprovers: false },
    });
    expect(byAdmin.status).toBe(403);
    const read = await call(p.url, "GET", "/api/org/approval-policy", { key: org.viewer.key });
    expect(read.body).toEqual({
      independentApprovers: true,
      approverMinMembershipHours: 24,
      source: { independentApprovers: "default", approverMinMembershipHours: "default" },
    });
    const set = await call(p.url, "PUT", "/api/org/approval-policy", {
      key: other.owner.key,
      body: { approverMinMembershipHours: 48 },
    });
    expect(set.body).toMatchObject({
      approverMinMembershipHours: 48,
      source: { approverMinMembershipHours: "org" },
    });
    const frames = (await call(p.url, "GET", "/api/audit/frames?limit=5", { key: other.owner.key })).body
      .items;
    expect(frames[0]).toMatchObject({
      action: "org.approval_policy",
      actor: expect.stringMatching(/^api_key:/),
      details: { set: { approverMinMembershipHours: 48 } },
    });
    const reset = await call(p.url, "PUT", "/api/org/approval-policy", {
      key: other.owner.key,
      body: { approverMinMembershipHours: null },
    });
    expect(reset.body.source.approverMinMembershipHours).toBe("default");
  });
});
