import { generateKeyPairSync } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { hashSecret } from "../src/tenancy/secret-token.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

const svidKeys = generateKeyPairSync("ed25519");
const svidPublicPem = svidKeys.publicKey.export({ type: "spki", format: "pem" }).toString();
const otherKeys = generateKeyPairSync("ed25519");

async function svid(
  claims: Record<string, unknown>,
  opts: { iat?: number; exp?: number; key?: typeof svidKeys } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "EdDSA" })
    .setIssuedAt(opts.iat ?? now)
    .setExpirationTime(opts.exp ?? now + 300)
    .sign((opts.key ?? svidKeys).privateKey);
}

describe.each(BACKENDS)("tenancy and authentication on $name", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let dev: RunningPlatform; // PLATFORM_AUTH=false, SVID key configured
  let prod: RunningPlatform; // PLATFORM_AUTH=true, no SVID key
  let org: SeededOrg;
  let other: SeededOrg;

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    dev = await startPlatform(db, { PLATFORM_SVID_PUBLIC_KEY_PEM: svidPublicPem });
    prod = await startPlatform(db, { PLATFORM_AUTH: "true" });
    org = await seedOrg(dev.services, "auth");
    other = await seedOrg(dev.services, "other");
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
    await drop();
  });

  describe("bootstrap", () => {
    it("creates the first owner and organisation once, with an HTTP-only session cookie", async () => {
      expect((await call(dev.url, "GET", "/api/bootstrap/status")).body).toEqual({ bootstrapped: false });
      const input = { userName: "Ada", userEmail: "ada@first.test", orgName: "First" };
      const [a, b] = await Promise.all([
        call(dev.url, "POST", "/api/bootstrap/admin", { body: input }),
        call(dev.url, "POST", "/api/bootstrap/admin", { body: { ...input, userEmail: "eve@first.test" } }),
      ]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([201, 409]);
      const won = a.status === 201 ? a : b;
      const lost = a.status === 201 ? b : a;
      expect(lost.body).toEqual({
        error: {
          code: "ALREADY_BOOTSTRAPPED",
          message: "The platform has already been bootstrapped; sign in instead",
        },
      });
      expect(won.body).toMatchObject({ org: { name: "First" }, role: "owner" });
      const cookie = won.headers.get("set-cookie")!;
      expect(cookie).toMatch(
        /^platform_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      const session = cookie.split(";")[0]!;
      const me = await call(prod.url, "GET", "/api/me", { headers: { cookie: session } });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ role: "owner", via: "session", org: { id: won.body.org.id } });
      // The cookie holds a token; the table only its hash.
      const token = session.split("=")[1]!;
      expect(
        await db.query("SELECT 1 FROM sessions WHERE token_hash = $1", [hashSecret(token)]),
      ).toHaveLength(1);
      expect(await db.query("SELECT 1 FROM sessions WHERE token_hash = $1", [token])).toHaveLength(0);
      expect((await call(dev.url, "GET", "/api/bootstrap/status")).body).toEqual({ bootstrapped: true });
      const again = await call(dev.url, "POST", "/api/bootstrap/admin", { body: input });
      expect(again.status).toBe(409);
      const logout = await call(prod.url, "POST", "/api/auth/logout", { headers: { cookie: session } });
      expect(logout.status).toBe(204);
      expect((await call(prod.url, "GET", "/api/me", { headers: { cookie: session } })).status).toBe(401);
    });

    it("validates the bootstrap body", async () => {
      const bad = await call(dev.url, "POST", "/api/bootstrap/admin", {
        body: { userName: "", userEmail: "not-an-email", orgName: "x", extra: 1 },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.error.code).toBe("VALIDATION_ERROR");
      expect(bad.body.error.issues.map((i: { path: string }) => i.path)).toEqual(
        expect.arrayContaining(["/body/userName", "/body/userEmail"]),
      );
    });
  });

  describe("API keys", () => {
    it("is shown once, stored only as sha256, and authenticates with its role", async () => {
      const created = await call(prod.url, "POST", "/api/api-keys", {
        key: org.dev.key,
        body: { name: "ci" },
      });
      expect(created.status).toBe(201);
      const { secret, apiKey } = created.body;
      expect(secret).toMatch(/^ppk_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
      expect(apiKey).toMatchObject({
        name: "ci",
        role: "developer",
        userId: org.dev.id,
        revokedAt: null,
        lastUsedAt: null,
      });
      const [row] = await db.query<Record<string, unknown>>("SELECT * FROM api_keys WHERE id = $1", [
        apiKey.id,
      ]);
      expect(row!.secret_hash).toBe(hashSecret(secret));
      // The random part is base64url, which may itself hold "_": cut it by position, not by "_".
      const randomPart = secret.slice("ppk_".length + 32 + 1);
      expect(randomPart).toHaveLength(43);
      expect(JSON.stringify(row)).not.toContain(randomPart);
      const listed = await call(prod.url, "GET", "/api/api-keys", { key: secret });
      expect(JSON.stringify(listed.body)).not.toContain(secret);
      const me = await call(prod.url, "GET", "/api/me", { key: secret });
      expect(me.body).toMatchObject({ role: "developer", via: "api_key", user: { id: org.dev.id } });
      const [used] = await db.query<{ last_used_at: Date | null }>(
        "SELECT last_used_at FROM api_keys WHERE id = $1",
        [apiKey.id],
      );
      expect(used!.last_used_at).not.toBeNull();
    });

    it("cannot exceed the issuer's role; nobody, not even an owner, issues keys for another member", async () => {
      const tooStrong = await call(prod.url, "POST", "/api/api-keys", {
        key: org.dev.key,
        body: { name: "x", role: "admin" },
      });
      expect(tooStrong.status).toBe(403);
      expect(tooStrong.body.error.code).toBe("FORBIDDEN");
      const forOther = await call(prod.url, "POST", "/api/api-keys", {
        key: org.dev.key,
        body: { name: "x", userId: org.dev2.id },
      });
      expect(forOther.status).toBe(403);
      for (const issuer of [org.admin, org.owner]) {
        const forViewer = await call(prod.url, "POST", "/api/api-keys", {
          key: issuer.key,
          body: { name: "for viewer", userId: org.viewer.id },
        });
        expect(forViewer.status).toBe(403);
        expect(forViewer.body.error).toEqual({
          code: "FORBIDDEN",
          message:
            "API keys are issued to their own user only; invite the member instead (POST /api/invitations)",
        });
      }
      const foreign = await call(prod.url, "POST", "/api/api-keys", {
        key: org.admin.key,
        body: { name: "x", userId: other.dev.id },
      });
      expect(foreign.status).toBe(403);
      const own = await call(prod.url, "POST", "/api/api-keys", {
        key: org.admin.key,
        body: { name: "mine", userId: org.admin.id },
      });
      expect(own.status).toBe(201);
      expect(own.body.apiKey).toMatchObject({ role: "admin", userId: org.admin.id });
    });

    it("is refused after revocation, and by wrong, malformed or foreign tokens", async () => {
      const { body } = await call(prod.url, "POST", "/api/api-keys", {
        key: org.viewer.key,
        body: { name: "temp" },
      });
      expect((await call(prod.url, "GET", "/api/workspaces", { key: body.secret })).status).toBe(200);
      const revoked = await call(prod.url, "DELETE", `/api/api-keys/${body.apiKey.id}`, {
        key: org.viewer.key,
      });
      expect(revoked.status).toBe(200);
      expect(revoked.body.revokedAt).not.toBeNull();
      const after = await call(prod.url, "GET", "/api/workspaces", { key: body.secret });
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ error: { code: "UNAUTHORIZED", message: "Invalid or revoked API key" } });
      const wrongSecret = `${body.secret.slice(0, -4)}AAAA`;
      expect((await call(prod.url, "GET", "/api/workspaces", { key: wrongSecret })).status).toBe(401);
      expect((await call(prod.url, "GET", "/api/workspaces", { key: "nonsense" })).status).toBe(401);
      const basic = await call(prod.url, "GET", "/api/workspaces", {
        headers: { authorization: "Basic abc" },
      });
      expect(basic.body.error.code).toBe("UNAUTHORIZED");
      // Another organisation's admin cannot revoke this org's key (it does not exist for them).
      const foreign = await call(prod.url, "DELETE", `/api/api-keys/${body.apiKey.id}`, {
        key: other.owner.key,
      });
      expect(foreign.status).toBe(404);
      // A key naming another organisation in X-Org-Id is not a member there.
      const crossed = await call(prod.url, "GET", "/api/workspaces", {
        key: org.dev.key,
        headers: { "x-org-id": other.orgId },
      });
      expect(crossed.status).toBe(403);
      expect(crossed.body.error.code).toBe("NOT_ORG_MEMBER");
    });

    it("signs in to the console with a key; the session is capped at the key's role", async () => {
      const viewerKey = (
        await call(prod.url, "POST", "/api/api-keys", {
          key: org.owner.key,
          body: { name: "v", role: "viewer" },
        })
      ).body.secret;
      const login = await call(prod.url, "POST", "/api/auth/login", { body: { apiKey: viewerKey } });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ role: "viewer", via: "session", user: { id: org.owner.id } });
      const session = login.headers.get("set-cookie")!.split(";")[0]!;
      const write = await call(prod.url, "POST", "/api/workspaces", {
        headers: { cookie: session },
        body: { name: "nope" },
      });
      expect(write.status).toBe(403);
      const bad = await call(prod.url, "POST", "/api/auth/login", { body: { apiKey: "ppk_bad" } });
      expect(bad.status).toBe(401);
    });
  });

  describe("roles", () => {
    it("enforces the permission table on routes", async () => {
      const viewerWrite = await call(prod.url, "POST", "/api/workspaces", {
        key: org.viewer.key,
        body: { name: "v" },
      });
      expect(viewerWrite.status).toBe(403);
      expect(viewerWrite.body.error).toEqual({
        code: "FORBIDDEN",
        message: "Role viewer lacks workspace.write (needs developer or above)",
      });
      const devWrite = await call(prod.url, "POST", "/api/workspaces", {
        key: org.dev.key,
        body: { name: "roles-ws" },
      });
      expect(devWrite.status).toBe(201);
      const devDelete = await call(prod.url, "DELETE", `/api/workspaces/${devWrite.body.id}`, {
        key: org.dev.key,
      });
      expect(devDelete.status).toBe(403);
      const adminDelete = await call(prod.url, "DELETE", `/api/workspaces/${devWrite.body.id}`, {
        key: org.admin.key,
      });
      expect(adminDelete.status).toBe(200);
    });

    it("members: admins invite and change roles, only owners touch owners, the last owner stays", async () => {
      const invited = await call(prod.url, "POST", "/api/members", {
        key: org.admin.key,
        body: { email: `new-${Date.now()}@x.test`, role: "developer" },
      });
      expect(invited.status).toBe(201);
      const joined = await call(prod.url, "POST", "/api/invitations/redeem", {
        body: { token: invited.body.token, name: "New" },
      });
      expect(joined.status).toBe(201);
      const userId = joined.body.user.id;
      const toOwner = await call(prod.url, "PUT", `/api/members/${userId}`, {
        key: org.admin.key,
        body: { role: "owner" },
      });
      expect(toOwner.status).toBe(403);
      const demoteOwner = await call(prod.url, "PUT", `/api/members/${org.owner.id}`, {
        key: org.owner.key,
        body: { role: "admin" },
      });
      expect(demoteOwner.status).toBe(409);
      expect(demoteOwner.body.error.code).toBe("LAST_OWNER");
      const removed = await call(prod.url, "DELETE", `/api/members/${userId}`, { key: org.admin.key });
      expect(removed.status).toBe(200);
      const list = await call(prod.url, "GET", "/api/members", { key: org.viewer.key });
      expect(list.body.items.map((m: { userId: string }) => m.userId)).not.toContain(userId);
      expect(list.body.items).toHaveLength(5);
      const foreign = await call(prod.url, "PUT", `/api/members/${other.dev.id}`, {
        key: org.owner.key,
        body: { role: "viewer" },
      });
      expect(foreign.status).toBe(404);
    });

    it("a member removed from the organisation loses their keys", async () => {
      const invited = await call(prod.url, "POST", "/api/invitations", {
        key: org.owner.key,
        body: { role: "developer" },
      });
      const joined = await call(prod.url, "POST", "/api/invitations/redeem", {
        body: { token: invited.body.token, name: "Leaver", email: `leaver-${Date.now()}@x.test` },
      });
      const key = joined.body.secret;
      expect((await call(prod.url, "GET", "/api/me", { key })).status).toBe(200);
      await call(prod.url, "DELETE", `/api/members/${joined.body.user.id}`, { key: org.owner.key });
      expect((await call(prod.url, "GET", "/api/me", { key })).status).toBe(401);
    });
  });

  describe("development headers", () => {
    it("are accepted with PLATFORM_AUTH=false and ignored with PLATFORM_AUTH=true", async () => {
      const headers = { "x-user-id": org.dev.id, "x-org-id": org.orgId };
      const devMe = await call(dev.url, "GET", "/api/me", { headers });
      expect(devMe.status).toBe(200);
      expect(devMe.body).toMatchObject({ via: "dev_headers", role: "developer", org: { id: org.orgId } });
      const prodMe = await call(prod.url, "GET", "/api/me", { headers });
      expect(prodMe.status).toBe(401);
      expect(prodMe.body.error.code).toBe("UNAUTHORIZED");
      const elsewhere = await call(dev.url, "GET", "/api/me", {
        headers: { "x-user-id": org.dev.id, "x-org-id": other.orgId },
      });
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.body).toEqual({
        error: { code: "NOT_ORG_MEMBER", message: `Caller is not a member of organisation ${other.orgId}` },
      });
      expect((await call(dev.url, "GET", "/api/me")).status).toBe(401);
    });
  });

  describe("SVID", () => {
    const spiffe = "spiffe://example.org/agents/summariser";

    it("authenticates a registered SPIFFE identity with its role", async () => {
      const registered = await call(dev.url, "POST", "/api/agents", {
        key: org.admin.key,
        body: { spiffeId: spiffe, role: "developer" },
      });
      expect(registered.status).toBe(201);
      const token = await svid({ sub: spiffe, org: org.orgId });
      const me = await call(dev.url, "GET", "/api/me", { headers: { authorization: `SVID ${token}` } });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ via: "svid", role: "developer", user: null, org: { id: org.orgId } });
      const created = await call(dev.url, "POST", "/api/workspaces", {
        headers: { authorization: `SVID ${token}` },
        body: { name: "agent-made" },
      });
      expect(created.body.createdBy).toBe(`svid:${spiffe}`);
    });

    it("answers with the spec's error codes", async () => {
      const auth = (token: string, extra: Record<string, string> = {}) => ({
        headers: { authorization: `SVID ${token}`, ...extra },
      });
      const good = await svid({ sub: spiffe, org: org.orgId });

      const unconfigured = await call(prod.url, "GET", "/api/me", auth(good));
      expect(unconfigured.status).toBe(503);
      expect(unconfigured.body.error.code).toBe("SVID_PUBLIC_KEY_NOT_CONFIGURED");

      const expect401 = async (token: string, code: string) => {
        const r = await call(dev.url, "GET", "/api/me", auth(token));
        expect(r.status, token).toBe(401);
        expect(r.body.error.code).toBe(code);
      };
      await expect401(await svid({ sub: spiffe, org: org.orgId }, { key: otherKeys }), "INVALID_SVID");
      const now = Math.floor(Date.now() / 1000);
      await expect401(
        await svid({ sub: spiffe, org: org.orgId }, { iat: now - 600, exp: now - 60 }),
        "INVALID_SVID",
      );
      // Not expired, but issued longer ago than the freshness window (300 s).
      await expect401(
        await svid({ sub: spiffe, org: org.orgId }, { iat: now - 400, exp: now + 600 }),
        "INVALID_SVID",
      );
      await expect401(await svid({ sub: "agent-without-spiffe", org: org.orgId }), "INVALID_SVID");
      await expect401(`${good.slice(0, -3)}abc`, "INVALID_SVID");
      await expect401("not.a.jwt", "INVALID_SVID");
      const empty = await call(dev.url, "GET", "/api/me", { headers: { authorization: "SVID" } });
      expect(empty.body.error.code).toBe("UNAUTHORIZED");

      const stranger = await call(
        dev.url,
        "GET",
        "/api/me",
        auth(await svid({ sub: "spiffe://example.org/x", org: org.orgId })),
      );
      expect(stranger.status).toBe(403);
      expect(stranger.body.error.code).toBe("NOT_ORG_MEMBER");
      const wrongOrg = await call(dev.url, "GET", "/api/me", auth(good, { "x-org-id": other.orgId }));
      expect(wrongOrg.status).toBe(403);
      expect(wrongOrg.body.error.code).toBe("NOT_ORG_MEMBER");
    });
  });
});
