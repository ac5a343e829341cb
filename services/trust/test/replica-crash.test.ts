import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Devnet } from "@platform/algorand-devnet";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signDelivery } from "../src/webhooks/webhook-dispatcher.js";
import { sharedDevnet } from "./fixtures.js";
import {
  call,
  deleteKeys,
  type Replica,
  replicaEnv,
  startReplica,
  testRedisUrl,
  uniquePrefix,
} from "./replicas.js";

const redisUrl = testRedisUrl("replica-crash.test.ts");

describe.skipIf(!redisUrl)("a replica killed in the middle of a webhook delivery (TEST_REDIS_URL)", () => {
  const prefix = uniquePrefix("crash");
  let devnet: Devnet;
  let replicas: Replica[] = [];
  let redis: Redis;

  beforeAll(async () => {
    devnet = await sharedDevnet();
    const env = replicaEnv(devnet, redisUrl!, prefix, {
      REPUTATION_APP_ID: "0",
      WEBHOOKS_ALLOW_PRIVATE: "true",
      // A delivery idle for 1.5 s is taken over; the receiver timeout must stay below it.
      REQUEST_TIMEOUT_MS: "1000",
      WEBHOOK_CLAIM_IDLE_MS: "1500",
    });
    replicas = await Promise.all([startReplica(env), startReplica(env)]);
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    redis?.disconnect();
    await devnet?.close();
    await deleteKeys(redisUrl!, prefix);
  });

  it("the other replica takes the delivery over and completes it", async () => {
    const received: Array<{ headers: IncomingMessage["headers"]; body: string }> = [];
    const held: ServerResponse[] = [];
    // The first request is held open (the replica is mid-delivery); later ones are answered.
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        if (received.length === 1) held.push(res);
        else res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
    const [first, second] = replicas as [Replica, Replica];
    const sub = (
      await call(`${first.url}/reputation/subscribe`, {
        body: { url },
        headers: { "idempotency-key": "crash-subscribe-1" },
      })
    ).json();
    const recorded = await call(`${second.url}/reputation/record`, {
      body: { wallet: devnet.accounts.roles.established![0], eventType: "purchase", amount: 3 },
      headers: { "idempotency-key": "crash-record-1" },
    });
    expect(recorded.status).toBe(201);
    await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 5000 });

    // The consumer holding the entry names its process: kill exactly that replica.
    const pending = (await redis.xpending(`${prefix}webhooks:stream`, "deliverers", "-", "+", 10)) as Array<
      [id: string, consumer: string, idleMs: number, deliveries: number]
    >;
    expect(pending).toHaveLength(1);
    const consumer = pending[0]![1];
    const holder = replicas.find((r) => consumer.includes(`-${r.pid}-`))!;
    const survivor = replicas.find((r) => r !== holder)!;
    expect(holder).toBeDefined();
    await holder.kill();
    expect(holder.process.signalCode).toBe("SIGKILL");

    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 10_000 });
    const [lost, completed] = received as [(typeof received)[0], (typeof received)[0]];
    expect(completed.headers["x-webhook-id"]).toBe(lost.headers["x-webhook-id"]);
    expect(completed.body).toBe(lost.body);
    const timestamp = String(completed.headers["x-webhook-timestamp"]);
    expect(completed.headers["x-webhook-signature"]).toBe(
      signDelivery(sub.secret, timestamp, completed.body),
    );
    expect(JSON.parse(completed.body)).toMatchObject({ eventType: "purchase", data: { amount: 3 } });
    // Acknowledged and removed by the survivor: nothing pending, nothing left to deliver.
    await vi.waitFor(async () => expect(await redis.xlen(`${prefix}webhooks:stream`)).toBe(0), {
      timeout: 2000,
    });
    const summary = (await redis.xpending(`${prefix}webhooks:stream`, "deliverers")) as [number];
    expect(summary[0]).toBe(0);
    expect((await call(`${survivor.url}/ready`)).status).toBe(200);
    for (const res of held) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });
});
