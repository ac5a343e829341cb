import { mkdtempSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Devnet } from "@platform/algorand-devnet";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isPrivateAddress } from "../src/webhooks/subscriber-url.js";
import { signDelivery } from "../src/webhooks/webhook-dispatcher.js";
import { sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let n = 0;
const key = () => `wh-key-${Date.now()}-${n++}`;

interface Received {
  headers: IncomingMessage["headers"];
  body: string;
}

async function receiver(fail: (count: number) => boolean) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.statusCode = fail(received.length) ? 500 : 204;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
  return { received, url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

beforeAll(async () => {
  devnet = await sharedDevnet();
});
afterAll(() => devnet.close());

const env = { REPUTATION_APP_ID: "0", WEBHOOKS_ALLOW_PRIVATE: "true", WEBHOOK_RETRY_BASE_MS: "20" };
const wallet = () => devnet.accounts.roles.established![n % 6]!;

describe("reputation webhooks", () => {
  it("subscribes (secret once), lists without secrets, delivers signed events, and unsubscribes", async () => {
    const hook = await receiver(() => false);
    const { app, cleanup, dir } = await trustAgainst(devnet, env);
    const created = await app.inject({
      method: "POST",
      url: "/reputation/subscribe",
      payload: { url: hook.url, events: ["payment"] },
      headers: { "idempotency-key": key() },
    });
    expect(created.statusCode).toBe(201);
    const sub = created.json();
    expect(sub.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const listed = (await app.inject("/reputation/subscribers")).json();
    expect(listed.subscribers).toEqual([
      { id: sub.id, url: hook.url, events: ["payment"], createdAt: sub.createdAt },
    ]);
    expect(JSON.stringify(listed)).not.toContain(sub.secret);
    expect(statSync(join(dir, "webhooks.json")).mode & 0o777).toBe(0o600);

    const w = wallet();
    await app.inject({
      method: "POST",
      url: "/reputation/record",
      payload: { wallet: w, eventType: "payment", amount: 2 },
      headers: { "idempotency-key": key() },
    });
    await app.inject({
      method: "POST",
      url: "/reputation/record",
      payload: { wallet: w, eventType: "service", amount: 2 },
      headers: { "idempotency-key": key() },
    });
    await vi.waitFor(() => expect(hook.received).toHaveLength(1), { timeout: 5000 });
    const delivery = hook.received[0]!;
    const timestamp = String(delivery.headers["x-webhook-timestamp"]);
    expect(delivery.headers["x-webhook-signature"]).toBe(signDelivery(sub.secret, timestamp, delivery.body));
    expect(delivery.headers["x-webhook-id"]).toBeDefined();
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: "reputation.recorded",
      eventType: "payment",
      data: { wallet: w, eventType: "payment", amount: 2 },
    });

    const removed = await app.inject({
      method: "DELETE",
      url: `/reputation/subscribe/${sub.id}`,
      headers: { "idempotency-key": key() },
    });
    expect(removed.json()).toEqual({ id: sub.id, deleted: true });
    expect(
      (
        await app.inject({
          method: "DELETE",
          url: `/reputation/subscribe/${sub.id}`,
          headers: { "idempotency-key": key() },
        })
      ).statusCode,
    ).toBe(404);
    await cleanup();
    await hook.close();
  });

  it("retries a failing receiver with backoff until it succeeds", async () => {
    const hook = await receiver((count) => count < 3);
    const { app, cleanup } = await trustAgainst(devnet, env);
    await app.inject({
      method: "POST",
      url: "/reputation/subscribe",
      payload: { url: hook.url },
      headers: { "idempotency-key": key() },
    });
    await app.inject({
      method: "POST",
      url: "/reputation/record",
      payload: { wallet: wallet(), eventType: "refund", amount: 1 },
      headers: { "idempotency-key": key() },
    });
    await vi.waitFor(() => expect(hook.received).toHaveLength(3), { timeout: 5000 });
    expect(hook.received.map((r) => r.headers["x-webhook-attempt"])).toEqual(["1", "2", "3"]);
    expect(new Set(hook.received.map((r) => r.headers["x-webhook-id"])).size).toBe(1);
    await cleanup();
    await hook.close();
  });

  it("keeps pending deliveries across a restart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "trust-wh-"));
    // The receiver is down while the first instance runs: its delivery stays pending in the file.
    const probe = await receiver(() => false);
    const url = probe.url;
    await probe.close();
    const first = await trustAgainst(devnet, env, dir);
    await first.app.inject({
      method: "POST",
      url: "/reputation/subscribe",
      payload: { url },
      headers: { "idempotency-key": key() },
    });
    await first.app.inject({
      method: "POST",
      url: "/reputation/record",
      payload: { wallet: wallet(), eventType: "purchase", amount: 4 },
      headers: { "idempotency-key": key() },
    });
    await first.app.close();

    const port = Number(new URL(url).port);
    const received: string[] = [];
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        received.push(body);
        res.statusCode = 200;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
    const second = await trustAgainst(devnet, env, dir);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    expect(JSON.parse(received[0]!)).toMatchObject({ eventType: "purchase" });
    await second.cleanup();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it("refuses loopback and private URLs unless allowed, and bad events", async () => {
    const { app, cleanup } = await trustAgainst(devnet, { REPUTATION_APP_ID: "0" });
    for (const url of [
      "http://127.0.0.1:9/x",
      "http://localhost/x",
      "http://10.1.2.3/x",
      "http://[::1]/x",
      "http://192.168.1.1/",
      "ftp://example.com/x",
      "nope",
    ]) {
      const res = await app.inject({
        method: "POST",
        url: "/reputation/subscribe",
        payload: { url },
        headers: { "idempotency-key": key() },
      });
      expect(res.statusCode).toBe(400);
    }
    const events = await app.inject({
      method: "POST",
      url: "/reputation/subscribe",
      payload: { url: "http://93.184.216.34/x", events: ["nope"] },
      headers: { "idempotency-key": key() },
    });
    expect(events.json().code).toBe("INVALID_WEBHOOK_EVENTS");
    expect([
      isPrivateAddress("172.16.0.1"),
      isPrivateAddress("172.32.0.1"),
      isPrivateAddress("::ffff:10.0.0.1"),
      isPrivateAddress("8.8.8.8"),
    ]).toEqual([true, false, true, false]);
    await cleanup();
  });
});
