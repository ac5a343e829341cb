import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, inject, it } from "vitest";
import {
  backoffDelay,
  isIdempotent,
  isRetryableStatus,
  PlatformApiError,
  PlatformClient,
  PlatformConnectionError,
} from "../src/index.js";
import { type Fault, startFaultyProxy } from "./faulty-proxy.js";
import { rejection } from "./rejection.js";

const { url: platformUrl, org } = inject("platform");

const fast = { retries: 3, baseDelayMs: 5, maxDelayMs: 50 };

/** A client of `key` behind a proxy that answers request n with `plan(n)`. */
async function behindProxy(plan: (n: number) => Fault, key = org.dev.key) {
  const proxy = await startFaultyProxy(platformUrl, plan);
  const client = new PlatformClient({ baseUrl: proxy.url, apiKey: key, retry: fast });
  return { proxy, client };
}

const failFirst =
  (count: number, fault: Fault): ((n: number) => Fault) =>
  (n) =>
    n < count ? fault : { kind: "forward" };

describe("retry policy", () => {
  it("retries GET, PUT, DELETE and keyed POSTs only", () => {
    for (const method of ["GET", "PUT", "DELETE", "HEAD"]) expect(isIdempotent(method, undefined)).toBe(true);
    expect(isIdempotent("POST", undefined)).toBe(false);
    expect(isIdempotent("POST", "key-1")).toBe(true);
    for (const status of [408, 429, 500, 502, 503, 504])
      expect(isRetryableStatus(status, undefined)).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422]) expect(isRetryableStatus(status, "X")).toBe(false);
    expect(isRetryableStatus(409, "IDEMPOTENCY_KEY_IN_PROGRESS")).toBe(true);
  });

  it("backs off exponentially with bounded jitter and honours a longer Retry-After up to the cap", () => {
    const policy = { retries: 5, baseDelayMs: 100, maxDelayMs: 1_000 };
    expect([1, 2, 3, 4, 5].map((a) => backoffDelay(a, policy, null, () => 0))).toEqual([
      50, 100, 200, 400, 500,
    ]);
    expect([1, 2, 3, 4, 5].map((a) => backoffDelay(a, policy, null, () => 1))).toEqual([
      100, 200, 400, 800, 1_000,
    ]);
    expect(backoffDelay(1, policy, "0", () => 0)).toBe(50);
    expect(backoffDelay(1, policy, "1", () => 0)).toBe(1_000);
    expect(backoffDelay(1, policy, "30", () => 0)).toBe(1_000);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(backoffDelay(1, policy, "Thu, 01 Jan 2026 00:00:00 GMT", () => 0, now)).toBe(50);
    expect(backoffDelay(1, policy, "garbage", () => 0)).toBe(50);
  });
});

describe("retries through a faulty proxy in front of the running platform", () => {
  it("retries a GET after 503s and connection resets, then succeeds", async () => {
    const { proxy, client } = await behindProxy((n) =>
      n === 0 ? { kind: "answer", status: 503 } : n === 1 ? { kind: "reset" } : { kind: "forward" },
    );
    try {
      expect((await client.me()).role).toBe("developer");
      expect(proxy.seen.map((r) => r.url)).toEqual(["/api/me", "/api/me", "/api/me"]);
    } finally {
      await proxy.close();
    }
  });

  it("gives up after the bounded number of attempts with the last error", async () => {
    const { proxy, client } = await behindProxy(() => ({
      kind: "answer",
      status: 503,
      body: { error: { code: "UNAVAILABLE", message: "down" } },
    }));
    try {
      const error = await rejection(client.listWorkspaces());
      expect(error).toBeInstanceOf(PlatformApiError);
      expect(error).toMatchObject({ status: 503, code: "UNAVAILABLE", error: { message: "down" } });
      expect(proxy.seen).toHaveLength(1 + fast.retries);
    } finally {
      await proxy.close();
    }
  });

  it("retries a keyed POST whose answer was lost with the same Idempotency-Key, creating one workspace", async () => {
    const { proxy, client } = await behindProxy(failFirst(1, { kind: "forward-then-fail", status: 502 }));
    try {
      const name = `lost answer ${Date.now()}`;
      const created = await client.createWorkspace({ name });
      expect(created.name).toBe(name);
      expect(proxy.seen).toHaveLength(2);
      const keys = proxy.seen.map((r) => r.headers["idempotency-key"]);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      const all = await client.listWorkspaces({ limit: 200 });
      expect(all.items.filter((w) => w.name === name)).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  });

  it("retries a keyed transition answered 409 IDEMPOTENCY_KEY_IN_PROGRESS after Retry-After", async () => {
    const inProgress: Fault = {
      kind: "answer",
      status: 409,
      headers: { "retry-after": "0" },
      body: { error: { code: "IDEMPOTENCY_KEY_IN_PROGRESS", message: "still running" } },
    };
    const { proxy, client } = await behindProxy(failFirst(1, inProgress));
    try {
      const ws = await client.createWorkspace({ name: `in progress ${Date.now()}` });
      expect(ws.id).toBeTruthy();
      expect(proxy.seen).toHaveLength(2);
    } finally {
      await proxy.close();
    }
  });

  it("never retries a POST without an Idempotency-Key", async () => {
    const { proxy, client } = await behindProxy(() => ({ kind: "answer", status: 503 }));
    try {
      const error = await rejection(client.evalGate("repo-1"));
      expect(error).toMatchObject({ status: 503, method: "POST", path: "/api/repos/repo-1/eval-gate" });
      expect(proxy.seen).toHaveLength(1);
      expect(proxy.seen[0]!.headers["idempotency-key"]).toBeUndefined();
    } finally {
      await proxy.close();
    }
  });

  it("does not retry client errors", async () => {
    const { proxy, client } = await behindProxy(() => ({ kind: "forward" }));
    try {
      await expect(client.getWorkspace("nope")).rejects.toMatchObject({ status: 404 });
      expect(proxy.seen).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  });

  it("reports an unreachable platform as PlatformConnectionError after retrying an idempotent call", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const client = new PlatformClient({ baseUrl: `http://127.0.0.1:${port}`, retry: fast });
    const error = await rejection<PlatformConnectionError>(client.health());
    expect(error).toBeInstanceOf(PlatformConnectionError);
    expect(error).toMatchObject({
      method: "GET",
      path: "/api/health",
      attempts: 4,
      code: "CONNECTION_FAILED",
    });
    expect(error.message).toContain(`GET /api/health -> no response from http://127.0.0.1:${port}`);
    expect(error.message).toContain("ECONNREFUSED");
  });

  it("times out a hanging attempt and retries it", async () => {
    let calls = 0;
    const server = createServer((_req, res) => {
      calls++;
      if (calls === 1) return; // never answers
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ status: "ok", service: "stub", version: "0", uptimeSec: 1 }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const client = new PlatformClient({ baseUrl: `http://127.0.0.1:${port}`, retry: fast, timeoutMs: 200 });
      expect((await client.health()).service).toBe("stub");
      expect(calls).toBe(2);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("stops at once when the caller aborts", async () => {
    const { proxy } = await behindProxy(() => ({ kind: "answer", status: 503 }));
    try {
      const controller = new AbortController();
      const slow = new PlatformClient({
        baseUrl: proxy.url,
        apiKey: org.dev.key,
        retry: { retries: 5, baseDelayMs: 10_000, maxDelayMs: 10_000 },
      });
      const pending = slow.listWorkspaces({}, { signal: controller.signal }).catch((e: unknown) => e);
      await new Promise((resolve) => setTimeout(resolve, 100));
      controller.abort(new Error("user cancelled"));
      expect(((await pending) as Error).message).toBe("user cancelled");
      expect(proxy.seen).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  });
});
