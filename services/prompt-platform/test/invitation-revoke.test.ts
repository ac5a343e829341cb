import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

/** Revoking an invitation (issue 25 follow-up): an admin, before it is redeemed; audited. */
describe.each(BACKENDS)("revoking invitations on $name", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;
  let org: SeededOrg;
  let other: SeededOrg;

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    p = await startPlatform(db, { PLATFORM_AUTH: "true" });
    org = await seedOrg(p.services, "revoke");
    other = await seedOrg(p.services, "revoke-other");
  });
  afterAll(async () => {
    await p?.close();
    await drop?.();
  });

  const invite = async () => {
    const created = await call(p.url, "POST", "/api/invitations", {
      key: org.admin.key,
      body: { role: "developer" },
    });
    expect(created.status).toBe(201);
    return created.body as { invitation: { id: string }; token: string };
  };
  const redeem = (token: string, name: string) =>
    call(p.url, "POST", "/api/invitations/redeem", {
      body: { token, name, email: `${name}-${Math.random().toString(36).slice(2)}@x.test` },
    });
  const revoke = (id: string, key = org.admin.key) =>
    call(p.url, "DELETE", `/api/invitations/${id}`, { key });

  it("an admin revokes a pending invitation: its token no longer redeems, the list shows it, a frame records it", async () => {
    const { invitation, token } = await invite();
    const revoked = await revoke(invitation.id);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      id: invitation.id,
      role: "developer",
      redeemedAt: null,
      redeemedBy: null,
      revokedAt: expect.any(String),
      revokedBy: org.admin.id,
    });
    const redeemed = await redeem(token, "late");
    expect(redeemed.status).toBe(404);
    expect(redeemed.body.error).toEqual({
      code: "INVITATION_INVALID",
      message: "The invitation is unknown, expired, revoked or already redeemed",
    });
    const listed = await call(p.url, "GET", "/api/invitations", { key: org.admin.key });
    expect(listed.body.items.find((i: { id: string }) => i.id === invitation.id)).toEqual(revoked.body);
    const frames = (await call(p.url, "GET", "/api/audit/frames?limit=20", { key: org.admin.key })).body
      .items;
    const frame = frames.find(
      (f: { resource: string; action: string }) =>
        f.resource === `invitation:${invitation.id}` && f.action === "invitation.revoke",
    );
    expect(frame).toMatchObject({
      actor: expect.stringMatching(/^api_key:/),
      details: { role: "developer", invitedBy: org.admin.id },
    });
    expect(JSON.stringify(frame)).not.toContain(token);
  });

  it("refuses a redeemed or already revoked invitation with 409 INVITATION_NOT_REVOCABLE", async () => {
    const used = await invite();
    expect((await redeem(used.token, "joined")).status).toBe(201);
    const late = await revoke(used.invitation.id);
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({
      code: "INVITATION_NOT_REVOCABLE",
      message: `Invitation ${used.invitation.id} was already redeemed`,
    });
    const twice = await invite();
    expect((await revoke(twice.invitation.id)).status).toBe(200);
    const again = await revoke(twice.invitation.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`Invitation ${twice.invitation.id} was already revoked`);
  });

  it("only admins of the invitation's own organisation revoke it", async () => {
    const { invitation, token } = await invite();
    const dev = await revoke(invitation.id, org.dev.key);
    expect(dev.status).toBe(403);
    expect(dev.body.error.code).toBe("FORBIDDEN");
    const theirs = await revoke(invitation.id, other.admin.key);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toEqual({
      code: "NOT_FOUND",
      message: `invitation ${invitation.id} not found`,
    });
    // Still pending: it redeems.
    expect((await redeem(token, "still-ok")).status).toBe(201);
  });
});
