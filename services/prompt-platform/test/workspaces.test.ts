import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

describe.each(BACKENDS)("workspaces on $name", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;
  let org: SeededOrg;
  let other: SeededOrg;

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    p = await startPlatform(db, { PLATFORM_AUTH: "true" });
    org = await seedOrg(p.services, "ws");
    other = await seedOrg(p.services, "ws-other");
  });
  afterAll(async () => {
    await p.close();
    await drop();
  });

  it("create, get, update, list, delete; each mutation leaves an audit frame", async () => {
    const before = (await p.services.audit.head()).frameCount;
    const created = await call(p.url, "POST", "/api/workspaces", {
      key: org.dev.key,
      body: { name: "Support bots", description: "customer support" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Support bots",
      description: "customer support",
      createdBy: `api_key:` + created.body.createdBy.split(":")[1],
    });
    const id = created.body.id;
    expect((await call(p.url, "GET", `/api/workspaces/${id}`, { key: org.viewer.key })).body).toEqual(
      created.body,
    );
    const updated = await call(p.url, "PUT", `/api/workspaces/${id}`, {
      key: org.dev.key,
      body: { name: "Support", description: "renamed" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      name: "Support",
      description: "renamed",
      createdAt: created.body.createdAt,
    });
    const list = await call(p.url, "GET", "/api/workspaces", { key: org.viewer.key });
    expect(list.body.items.map((w: { id: string }) => w.id)).toContain(id);
    const deleted = await call(p.url, "DELETE", `/api/workspaces/${id}`, { key: org.admin.key });
    expect(deleted.status).toBe(200);
    expect((await call(p.url, "GET", `/api/workspaces/${id}`, { key: org.viewer.key })).status).toBe(404);
    const frames = await call(p.url, "GET", "/api/audit/frames?limit=3", { key: org.viewer.key });
    expect(frames.body.items.map((f: { action: string }) => f.action)).toEqual([
      "workspace.delete",
      "workspace.update",
      "workspace.create",
    ]);
    expect((await p.services.audit.head()).frameCount).toBe(before + 3);
  });

  it("names are unique per organisation, not across organisations", async () => {
    expect(
      (await call(p.url, "POST", "/api/workspaces", { key: org.dev.key, body: { name: "dup" } })).status,
    ).toBe(201);
    const again = await call(p.url, "POST", "/api/workspaces", { key: org.dev.key, body: { name: "dup" } });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: "NAME_TAKEN",
      message: 'A workspace named "dup" already exists',
    });
    expect(
      (await call(p.url, "POST", "/api/workspaces", { key: other.dev.key, body: { name: "dup" } })).status,
    ).toBe(201);
  });

  it("validates bodies and queries with 422 and issues", async () => {
    const cases: [string, unknown, string][] = [
      ["missing name", { description: "x" }, "/body/name"],
      ["empty name", { name: "" }, "/body/name"],
      ["name too long (201)", { name: "x".repeat(201) }, "/body/name"],
      ["wrong type", { name: 5 }, "/body/name"],
      ["unknown field", { name: "ok", owner: "me" }, "/body/owner"],
      ["description too long", { name: "ok", description: "d".repeat(2001) }, "/body/description"],
    ];
    for (const [label, body, path] of cases) {
      const r = await call(p.url, "POST", "/api/workspaces", { key: org.dev.key, body });
      expect(r.status, label).toBe(422);
      expect(r.body.error.code).toBe("VALIDATION_ERROR");
      expect(
        r.body.error.issues.map((i: { path: string }) => i.path),
        label,
      ).toContain(path);
    }
    expect(
      (await call(p.url, "POST", "/api/workspaces", { key: org.dev.key, body: { name: "x".repeat(200) } }))
        .status,
    ).toBe(201);
    const badLimit = await call(p.url, "GET", "/api/workspaces?limit=201", { key: org.dev.key });
    expect(badLimit.status).toBe(422);
    expect(badLimit.body.error.issues[0].path).toBe("/querystring/limit");
    const notJson = await fetch(`${p.url}/api/workspaces`, {
      method: "POST",
      headers: { authorization: `Bearer ${org.dev.key}`, "content-type": "application/json" },
      body: "{nope",
    });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: { code: string } }).error.code).toBe("BAD_REQUEST");
  });

  it("pages with a cursor in creation order", async () => {
    const mine = await seedOrg(p.services, "paging");
    const names = Array.from({ length: 5 }, (_, i) => `page-${i}`);
    for (const name of names)
      await call(p.url, "POST", "/api/workspaces", { key: mine.dev.key, body: { name } });
    const first = await call(p.url, "GET", "/api/workspaces?limit=2", { key: mine.dev.key });
    expect(first.body.items.map((w: { name: string }) => w.name)).toEqual(["page-0", "page-1"]);
    const second = await call(p.url, "GET", `/api/workspaces?limit=2&cursor=${first.body.nextCursor}`, {
      key: mine.dev.key,
    });
    expect(second.body.items.map((w: { name: string }) => w.name)).toEqual(["page-2", "page-3"]);
    const last = await call(p.url, "GET", `/api/workspaces?limit=2&cursor=${second.body.nextCursor}`, {
      key: mine.dev.key,
    });
    expect(last.body).toMatchObject({ nextCursor: null });
    expect(last.body.items).toHaveLength(1);
    const exact = await call(p.url, "GET", "/api/workspaces?limit=5", { key: mine.dev.key });
    expect(exact.body.nextCursor).toBeNull();
  });

  it("no workspace of another organisation is readable or writable", async () => {
    const theirs = await call(p.url, "POST", "/api/workspaces", {
      key: other.dev.key,
      body: { name: "secret" },
    });
    const id = theirs.body.id;
    const attempts = [
      await call(p.url, "GET", `/api/workspaces/${id}`, { key: org.owner.key }),
      await call(p.url, "PUT", `/api/workspaces/${id}`, { key: org.owner.key, body: { name: "pwned" } }),
      await call(p.url, "DELETE", `/api/workspaces/${id}`, { key: org.owner.key }),
    ];
    for (const a of attempts) {
      expect(a.status).toBe(404);
      expect(a.body.error).toEqual({ code: "NOT_FOUND", message: `workspace ${id} not found` });
    }
    const list = await call(p.url, "GET", "/api/workspaces?limit=200", { key: org.owner.key });
    expect(list.body.items.map((w: { id: string }) => w.id)).not.toContain(id);
    expect((await call(p.url, "GET", `/api/workspaces/${id}`, { key: other.viewer.key })).body.name).toBe(
      "secret",
    );
  });

  describe("Idempotency-Key", () => {
    it("replays the same request and refuses a different body", async () => {
      const headers = { "idempotency-key": `ws-create-${Date.now()}` };
      const first = await call(p.url, "POST", "/api/workspaces", {
        key: org.dev.key,
        headers,
        body: { name: "idem" },
      });
      const second = await call(p.url, "POST", "/api/workspaces", {
        key: org.dev.key,
        headers,
        body: { name: "idem" },
      });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      expect(second.headers.get("idempotent-replayed")).toBe("true");
      expect(first.headers.get("idempotent-replayed")).toBeNull();
      const rows = await db.query("SELECT 1 FROM workspaces WHERE name = 'idem'");
      expect(rows).toHaveLength(1);
      const changed = await call(p.url, "POST", "/api/workspaces", {
        key: org.dev.key,
        headers,
        body: { name: "idem2" },
      });
      expect(changed.status).toBe(422);
      expect(changed.body.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
      // Keys are per organisation: the same key elsewhere is a new request.
      const elsewhere = await call(p.url, "POST", "/api/workspaces", {
        key: other.dev.key,
        headers,
        body: { name: "idem" },
      });
      expect(elsewhere.status).toBe(201);
      expect(elsewhere.body.id).not.toBe(first.body.id);
    });

    it("runs concurrent retries once, and a failed request frees its key", async () => {
      const headers = { "idempotency-key": `race-${Date.now()}` };
      const replies = await Promise.all(
        Array.from({ length: 8 }, () =>
          call(p.url, "POST", "/api/workspaces", { key: org.dev.key, headers, body: { name: "raced" } }),
        ),
      );
      const created = replies.filter((r) => r.status === 201);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
      for (const r of replies.filter((x) => x.status !== 201))
        expect(r.body.error.code).toBe("IDEMPOTENCY_KEY_IN_PROGRESS");
      expect(await db.query("SELECT 1 FROM workspaces WHERE name = 'raced'")).toHaveLength(1);

      const failing = { "idempotency-key": `fail-${Date.now()}` };
      const conflict = await call(p.url, "POST", "/api/workspaces", {
        key: org.dev.key,
        headers: failing,
        body: { name: "raced" },
      });
      expect(conflict.status).toBe(409);
      await call(p.url, "PUT", `/api/workspaces/${created[0]!.body.id}`, {
        key: org.dev.key,
        body: { name: "raced-renamed" },
      });
      const retried = await call(p.url, "POST", "/api/workspaces", {
        key: org.dev.key,
        headers: failing,
        body: { name: "raced" },
      });
      expect(retried.status).toBe(201);
    });

    it("refuses a malformed key", async () => {
      const r = await call(p.url, "POST", "/api/workspaces", {
        key: org.dev.key,
        headers: { "idempotency-key": "has space" },
        body: { name: "k" },
      });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe("IDEMPOTENCY_KEY_INVALID");
    });
  });

  it("state survives a restart on the same database", async () => {
    const created = await call(p.url, "POST", "/api/workspaces", {
      key: org.dev.key,
      body: { name: "durable" },
    });
    const second = await startPlatform(db, { PLATFORM_AUTH: "true" });
    const fetched = await call(second.url, "GET", `/api/workspaces/${created.body.id}`, { key: org.dev.key });
    expect(fetched.body).toEqual(created.body);
    await second.close();
  });
});
