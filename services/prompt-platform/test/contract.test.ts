import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { API_REFERENCE_CSP, createLogger, visitApiReference } from "@platform/service-kit";
import { Compile } from "typebox/compile";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { CheckpointSigner } from "../src/audit/checkpoint-signer.js";
import { readPromptConfig } from "../src/config.js";
import { runMigrations } from "../src/db/migrate.js";
import { PgliteDatabase } from "../src/db/pglite-database.js";
import { ErrorStatus } from "../src/errors.js";
import { PERMISSIONS } from "../src/tenancy/roles.js";
import { exerciseDeliveryRoutes } from "./delivery-contract.js";
import { call, type Reply, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

type OpenApi = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
};

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, "{$1}");

describe("HTTP contract (PGlite)", () => {
  let db: PgliteDatabase;
  let p: RunningPlatform;
  let org: SeededOrg;
  let doc: OpenApi;
  const seen: { method: string; path: string; status: number; body: unknown }[] = [];
  const checkers = new Map<string, ReturnType<typeof Compile>>();

  beforeAll(async () => {
    db = await PgliteDatabase.open();
    await runMigrations(db);
    p = await startPlatform(db, { PLATFORM_AUTH: "true" });
    org = await seedOrg(p.services, "contract");
    doc = (await call<OpenApi>(p.url, "GET", "/api/openapi.json")).body;
  });
  afterAll(async () => {
    await p.close();
    await db.close();
  });

  /** The documented path an exchange belongs to: among the templates that match, the one with the method. */
  const templateOf = (method: string, path: string) =>
    Object.keys(doc.paths).find(
      (t) =>
        new RegExp(`^${t.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path) &&
        doc.paths[t]![method.toLowerCase()] !== undefined,
    );

  /** Calls the API and remembers the exchange, to check it against the document afterwards. */
  const api = async (method: string, path: string, opts: Parameters<typeof call>[3] = {}): Promise<Reply> => {
    const reply = await call(p.url, method, path, opts);
    seen.push({ method, path: path.split("?")[0]!, status: reply.status, body: reply.body });
    return reply;
  };

  it("serves OpenAPI 3.1 with every registered route", () => {
    expect(doc.openapi).toBe("3.1.0");
    const hidden = new Set(["GET /api/openapi.json"]);
    for (const route of p.routes) {
      const key = `${route.method} ${route.url}`;
      // The reference page (/docs, its assets and its copy of this document) is not part of the API.
      if (hidden.has(key) || route.url === "/docs" || route.url.startsWith("/docs/")) continue;
      expect(doc.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()], key).toBeDefined();
    }
    expect(p.routes.length).toBeGreaterThan(35);
  });

  it("GET /docs, with auth on, is the reference page over this document: 200 HTML, local assets", async () => {
    const visit = await visitApiReference(p.url);
    expect(visit.status).toBe(200);
    expect(visit.contentType).toBe("text/html; charset=utf-8");
    expect(visit.contentSecurityPolicy).toBe(API_REFERENCE_CSP);
    expect(Object.keys(visit.assets)).toContain("/docs/static/swagger-ui-bundle.js");
    expect(Object.values(visit.assets).every((status) => status === 200)).toBe(true);
    expect(visit.externalUrls).toEqual([]);
    expect(visit.document).toEqual(doc);
    // The API itself still needs credentials.
    expect((await call(p.url, "GET", "/api/workspaces")).status).toBe(401);
  });

  it("documents X-Request-Id everywhere, Idempotency-Key where honoured, the execution stream and SVIDs", async () => {
    const again = (await call<OpenApi>(p.url, "GET", "/api/openapi.json")).body;
    expect(again).toEqual(doc);
    // biome-ignore lint/suspicious/noExplicitAny: reading the document loosely
    const op = (path: string, method: string) => (doc.paths[path] as any)[method];
    const headerNames = (o: { parameters?: { in: string; name: string }[] }) =>
      (o.parameters ?? []).filter((x) => x.in === "header").map((x) => x.name);
    for (const [path, ops] of Object.entries(doc.paths))
      for (const method of Object.keys(ops)) {
        const names = headerNames(op(path, method));
        expect(
          names.filter((n) => n === "X-Request-Id"),
          `${method} ${path}`,
        ).toHaveLength(1);
        expect(
          Object.values(op(path, method).responses).every((r) => (r as { headers?: object }).headers),
        ).toBe(true);
      }
    expect(headerNames(op("/api/executions", "post"))).toContain("Idempotency-Key");
    expect(headerNames(op("/api/releases/{id}/approve", "post"))).toContain("Idempotency-Key");
    expect(headerNames(op("/api/releases/{id}", "get"))).not.toContain("Idempotency-Key");
    expect(
      op("/api/executions", "post").responses["200"].content["text/event-stream"].schema.description,
    ).toContain("execution_start");
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const full = doc as any;
    expect(full.components.securitySchemes.svid).toMatchObject({ type: "http", scheme: "SVID" });
    expect(full.security).toContainEqual({ svid: [] });
  });

  it("every route answers with bodies that match its documented schemas", async () => {
    const o = org;
    await api("GET", "/api/health");
    await api("GET", "/api/ready");
    await api("GET", "/api/bootstrap/status");
    await api("POST", "/api/bootstrap/admin", { body: { userName: "A", userEmail: "a@b.c", orgName: "O" } });
    await api("POST", "/api/bootstrap/admin", { body: { userName: "A", userEmail: "a@b.c", orgName: "O" } });
    await api("POST", "/api/bootstrap/admin", { body: {} });
    const login = await api("POST", "/api/auth/login", { body: { apiKey: o.dev.key } });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    await api("POST", "/api/auth/login", { body: { apiKey: "bad" } });
    await api("GET", "/api/me", { headers: { cookie } });
    await api("POST", "/api/auth/logout", { headers: { cookie } });
    await api("GET", "/api/me");
    await api("GET", "/api/members", { key: o.viewer.key });
    const invited = await api("POST", "/api/members", {
      key: o.admin.key,
      body: { email: "m@c.test", role: "viewer" },
    });
    const joined = await api("POST", "/api/invitations/redeem", {
      body: { token: invited.body.token, name: "M" },
    });
    await api("POST", "/api/invitations/redeem", { body: { token: invited.body.token, name: "M" } });
    const member = { body: { userId: joined.body.user.id as string } };
    const open = await api("POST", "/api/invitations", { key: o.admin.key, body: { role: "viewer" } });
    await api("GET", "/api/invitations", { key: o.admin.key });
    await api("POST", "/api/invitations/accept", { key: o.dev.key, body: { token: open.body.token } });
    const revocable = await api("POST", "/api/invitations", { key: o.admin.key, body: { role: "viewer" } });
    await api("DELETE", `/api/invitations/${revocable.body.invitation.id}`, { key: o.admin.key });
    await api("DELETE", `/api/invitations/${revocable.body.invitation.id}`, { key: o.admin.key });
    await api("DELETE", "/api/invitations/none", { key: o.admin.key });
    await api("POST", "/api/orgs", { key: o.dev.key, body: { name: "another" } });
    await api("GET", "/api/org/approval-policy", { key: o.viewer.key });
    await api("PUT", "/api/org/approval-policy", {
      key: o.owner.key,
      body: { approverMinMembershipHours: 0 },
    });
    await api("PUT", "/api/org/approval-policy", { key: o.admin.key, body: { independentApprovers: false } });
    await api("PUT", `/api/members/${member.body.userId}`, { key: o.admin.key, body: { role: "developer" } });
    await api("PUT", `/api/members/${o.owner.id}`, { key: o.owner.key, body: { role: "viewer" } });
    await api("DELETE", `/api/members/${member.body.userId}`, { key: o.admin.key });
    const key = await api("POST", "/api/api-keys", { key: o.dev.key, body: { name: "k" } });
    await api("GET", "/api/api-keys", { key: o.dev.key });
    await api("DELETE", `/api/api-keys/${key.body.apiKey.id}`, { key: o.dev.key });
    await api("POST", "/api/agents", {
      key: o.admin.key,
      body: { spiffeId: "spiffe://c.test/a", role: "viewer" },
    });
    await api("GET", "/api/agents", { key: o.viewer.key });
    await api("DELETE", "/api/agents?spiffeId=spiffe://c.test/a", { key: o.admin.key });
    const ws = await api("POST", "/api/workspaces", {
      key: o.dev.key,
      body: { name: "c", description: "d" },
    });
    await api("POST", "/api/workspaces", { key: o.viewer.key, body: { name: "c" } });
    await api("GET", "/api/workspaces", { key: o.dev.key });
    await api("GET", `/api/workspaces/${ws.body.id}`, { key: o.dev.key });
    await api("PUT", `/api/workspaces/${ws.body.id}`, { key: o.dev.key, body: { name: "c2" } });
    const project = await api("POST", `/api/workspaces/${ws.body.id}/projects`, {
      key: o.dev.key,
      body: { name: "p" },
    });
    await api("GET", `/api/workspaces/${ws.body.id}/projects`, { key: o.dev.key });
    await api("DELETE", `/api/workspaces/${ws.body.id}`, { key: o.admin.key });
    await api("GET", `/api/projects/${project.body.id}`, { key: o.dev.key });
    const cap = await api("POST", `/api/projects/${project.body.id}/capabilities`, {
      key: o.dev.key,
      body: { name: "c" },
    });
    await api("GET", `/api/projects/${project.body.id}/capabilities`, { key: o.dev.key });
    await api("GET", `/api/capabilities/${cap.body.id}`, { key: o.dev.key });
    const manifest = await api("POST", "/api/manifests", { key: o.dev.key, body: { manifest: { a: 1 } } });
    await api("POST", "/api/manifests", { key: o.dev.key, body: { manifest: { a: 1 } } });
    await api("GET", `/api/manifests/${manifest.body.hash}`, { key: o.dev.key });
    await api("GET", `/api/manifests/${"f".repeat(64)}`, { key: o.dev.key });
    await api("POST", `/api/manifests/${manifest.body.hash}/scan`, { key: o.viewer.key });
    await api("POST", `/api/manifests/${"f".repeat(64)}/scan`, { key: o.viewer.key });
    const version = await api("POST", `/api/capabilities/${cap.body.id}/versions`, {
      key: o.dev.key,
      body: { manifestHash: manifest.body.hash },
    });
    await api("GET", `/api/capabilities/${cap.body.id}/versions`, { key: o.dev.key });
    await api("GET", `/api/versions/${version.body.id}`, { key: o.dev.key });
    const release = await api("POST", `/api/capabilities/${cap.body.id}/releases`, {
      key: o.dev.key,
      body: { versionId: version.body.id },
    });
    const id = release.body.id;
    await api("POST", `/api/releases/${id}/activate`, { key: o.admin.key });
    await api("POST", `/api/releases/${id}/submit`, { key: o.dev.key });
    await api("POST", `/api/releases/${id}/approve`, { key: o.dev.key });
    await api("POST", `/api/releases/${id}/approve`, { key: o.dev2.key, body: { comment: "ok" } });
    await api("POST", `/api/releases/${id}/approve`, { key: o.admin.key });
    await api("POST", `/api/releases/${id}/activate`, { key: o.admin.key });
    await api("GET", "/api/releases", { key: o.viewer.key });
    await api("GET", `/api/releases/${id}`, { key: o.viewer.key });
    await api("POST", `/api/releases/${id}/rollback`, { key: o.admin.key });
    await api("GET", "/api/audit/verify");
    const state = await api("GET", "/api/audit/state");
    await api("POST", "/api/audit/checkpoints/verify", { body: state.body.checkpoint });
    await api("GET", "/api/audit/frames", { key: o.viewer.key });
    await api("GET", "/api/workspaces/none", { key: o.dev.key });
    await api("PUT", `/api/projects/${project.body.id}`, { key: o.dev.key, body: { name: "p2" } });
    await api("PUT", `/api/capabilities/${cap.body.id}`, { key: o.dev.key, body: { name: "c2" } });
    const second = await api("POST", `/api/capabilities/${cap.body.id}/releases`, {
      key: o.dev.key,
      body: { versionId: version.body.id },
    });
    await api("POST", `/api/releases/${second.body.id}/cancel`, { key: o.dev.key, body: { reason: "r" } });
    await api("DELETE", `/api/releases/${second.body.id}`, { key: o.dev.key });
    await api("DELETE", `/api/capabilities/${cap.body.id}`, { key: o.dev.key });
    await api("DELETE", `/api/projects/${project.body.id}`, { key: o.admin.key });
    await api("GET", "/api/firewall/rules", { key: o.viewer.key });
    await api("GET", "/api/firewall/policy", { key: o.viewer.key });
    await api("PUT", "/api/firewall/policy", { key: o.admin.key, body: { categories: { pii: "block" } } });
    await api("PUT", "/api/firewall/policy", { key: o.admin.key, body: { rules: { "pii.nope": "warn" } } });

    await exerciseDeliveryRoutes(api, p.url, o);

    const problems: string[] = [];
    for (const s of seen) {
      const template = templateOf(s.method, s.path);
      const op = template ? doc.paths[template]![s.method.toLowerCase()] : undefined;
      const schema = op?.responses[String(s.status)]?.content?.["application/json"]?.schema;
      const label = `${s.method} ${s.path} ${s.status}`;
      if (!schema) {
        if (s.status !== 204) problems.push(`${label}: status not documented`);
        continue;
      }
      const key = `${s.method} ${template} ${s.status}`;
      if (!checkers.has(key)) checkers.set(key, Compile(schema as never));
      if (!checkers.get(key)!.Check(s.body))
        problems.push(`${label}: body does not match (${JSON.stringify(s.body).slice(0, 200)})`);
    }
    expect(problems).toEqual([]);
    const exercised = new Set(seen.map((s) => `${s.method.toLowerCase()} ${templateOf(s.method, s.path)}`));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    expect(documented.filter((d) => !exercised.has(d) && d !== "get /metrics")).toEqual([]);
  });

  it("echoes X-Request-Id (a caller's safe id, or a new UUID) on every response, errors included", async () => {
    const id = "8c0a4e0e-5a43-4d4b-9b2d-2b8ff4c1f7a1";
    const mine = await call(p.url, "GET", "/api/health", { headers: { "x-request-id": id } });
    expect(mine.headers.get("x-request-id")).toBe(id);
    const generated = await call(p.url, "GET", "/api/nowhere");
    expect(generated.status).toBe(404);
    expect(generated.body).toEqual({
      error: { code: "NOT_FOUND", message: "Route GET /api/nowhere not found" },
    });
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("health has the spec's shape; metrics are Prometheus text with route templates", async () => {
    const health = await call(p.url, "GET", "/api/health");
    expect(health.body).toEqual({
      status: "ok",
      service: "prompt-platform",
      version: "0.1.0",
      uptimeSec: expect.any(Number),
    });
    expect(Number.isInteger(health.body.uptimeSec)).toBe(true);
    await call(p.url, "GET", `/api/workspaces/some-id`, { key: org.dev.key });
    const metrics = await call(p.url, "GET", "/metrics");
    expect(metrics.headers.get("content-type")).toContain("text/plain");
    expect(metrics.body).toContain(
      'promptplat_http_requests_total{method="GET",path="/api/workspaces/:id",status_class="4xx"}',
    );
    expect(metrics.body).not.toContain("some-id");
  });

  it("refuses oversized bodies with 413 PAYLOAD_TOO_LARGE", async () => {
    const big = await call(p.url, "POST", "/api/manifests", {
      key: org.dev.key,
      body: { manifest: { blob: "x".repeat(1_100_000) } },
    });
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("every error code is unique, has a status, and is documented", () => {
    const docs = readFileSync(new URL("../../../docs/prompt-platform.md", import.meta.url), "utf8");
    for (const [code, status] of Object.entries(ErrorStatus)) {
      expect(docs, code).toMatch(new RegExp(`\\| \`${code}\` \\| ${status} \\|`));
    }
    for (const [permission, role] of Object.entries(PERMISSIONS)) {
      expect(docs, permission).toMatch(
        new RegExp(`\\| \`${permission.replace(".", "\\.")}\` \\| ${role} \\|`),
      );
    }
  });
});

describe("unexpected failures", () => {
  it("answer 500 INTERNAL_ERROR without internals, log the request id, and fail readiness", async () => {
    const db = await PgliteDatabase.open();
    await runMigrations(db);
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { app } = await buildApp({
      config: readPromptConfig({ DATABASE_URL: "memory:" }),
      db,
      signer: CheckpointSigner.generate(),
      logger: createLogger({ name: "test", destination }),
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    expect((await call(url, "GET", "/api/ready")).body).toEqual({
      status: "ready",
      database: { kind: "pglite", ok: true },
    });
    await db.close();
    const failed = await call(url, "GET", "/api/workspaces", {
      key: `ppk_${"0".repeat(32)}_${"A".repeat(43)}`,
    });
    expect(failed.status).toBe(500);
    const requestId = failed.headers.get("x-request-id")!;
    expect(failed.body).toEqual({
      error: { code: "INTERNAL_ERROR", message: `Internal server error (request id ${requestId})` },
    });
    expect(lines.join("")).toContain(requestId);
    const ready = await call(url, "GET", "/api/ready");
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: "not_ready", database: { kind: "pglite", ok: false } });
    await app.close();
  });
});
