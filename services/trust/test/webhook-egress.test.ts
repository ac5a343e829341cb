import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Devnet } from "@platform/algorand-devnet";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isPublicAddress, normalizeAddress } from "../src/webhooks/egress-address.js";
import { sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let n = 0;
const key = () => `egress-key-${n++}`;
const wallet = () => devnet.accounts.roles.established![n % 6]!;

/** A real HTTP receiver on loopback; `answer` picks the status and headers of each response. */
async function receiver(answer: (req: IncomingMessage) => [number, Record<string, string>?] = () => [204]) {
  const received: IncomingMessage["headers"][] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received.push(req.headers);
      const [status, headers] = answer(req);
      res.writeHead(status, headers);
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  return { received, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

beforeAll(async () => {
  devnet = await sharedDevnet();
});
afterAll(() => devnet.close());

const env = { REPUTATION_APP_ID: "0", WEBHOOK_RETRY_BASE_MS: "20" };
const subscribe = (app: FastifyInstance, url: string) =>
  app.inject({
    method: "POST",
    url: "/reputation/subscribe",
    payload: { url, events: ["payment"] },
    headers: { "idempotency-key": key() },
  });
const record = (app: FastifyInstance) =>
  app.inject({
    method: "POST",
    url: "/reputation/record",
    payload: { wallet: wallet(), eventType: "payment", amount: 1 },
    headers: { "idempotency-key": key() },
  });

describe("address normalisation", () => {
  it.each([
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["[::ffff:7f00:1]", "127.0.0.1"],
    ["::127.0.0.1", "127.0.0.1"],
    ["::7f00:1", "127.0.0.1"],
    ["::ffff:10.0.0.1", "10.0.0.1"],
    ["64:ff9b::a9fe:a9fe", "169.254.169.254"],
    ["2002:c0a8:0101::1", "192.168.1.1"],
    ["2130706433", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["0x7f.1", "127.0.0.1"],
    ["0x7f000001", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["::1", "::1"],
  ])("%s is %s", (written, canonical) => {
    expect(normalizeAddress(written)?.toString()).toBe(canonical);
    expect(isPublicAddress(written)).toBe(false);
  });

  it("public unicast addresses stay public; names and garbage are not addresses", () => {
    for (const ip of ["8.8.8.8", "::ffff:8.8.8.8", "2606:4700::1111", "93.184.216.34"])
      expect(isPublicAddress(ip), ip).toBe(true);
    for (const ip of ["0.0.0.0", "::", "fe80::1", "fd00::1", "100.64.0.1", "224.0.0.1", "2001:db8::1"])
      expect(isPublicAddress(ip), ip).toBe(false);
    expect(normalizeAddress("example.com")).toBeUndefined();
  });
});

describe("webhook egress over HTTP", () => {
  it("refuses loopback written in every form at subscription time", async () => {
    const { app, cleanup } = await trustAgainst(devnet, env);
    for (const host of [
      "[::ffff:127.0.0.1]",
      "[::127.0.0.1]",
      "[64:ff9b::7f00:1]",
      "2130706433",
      "0177.0.0.1",
      "0x7f.1",
      "127.1",
      "[::1]",
      "localhost",
    ]) {
      const res = await subscribe(app, `http://${host}:8080/hook`);
      expect(res.statusCode, host).toBe(400);
      expect(res.json()).toEqual({
        error: "url must not point to a loopback or private address",
        code: "INVALID_WEBHOOK_URL",
      });
    }
    await cleanup();
  });

  it("connects to the address the name resolved to (pinned), keeping the Host header", async () => {
    const hook = await receiver();
    // "pinned.test" exists in no DNS: only a connection to the resolved address can reach the receiver.
    const { app, cleanup } = await trustAgainst(
      devnet,
      { ...env, WEBHOOKS_ALLOW_PRIVATE: "true" },
      undefined,
      {
        resolveHost: async (host) => (host === "pinned.test" ? ["127.0.0.1"] : []),
      },
    );
    expect((await subscribe(app, `http://pinned.test:${hook.port}/hook`)).statusCode).toBe(201);
    expect((await record(app)).statusCode).toBe(201);
    await vi.waitFor(() => expect(hook.received).toHaveLength(1), { timeout: 15_000 });
    expect(hook.received[0]!.host).toBe(`pinned.test:${hook.port}`);
    await cleanup();
    await hook.close();
  });

  it("checks again at delivery: a name that resolved public and now resolves to loopback is never connected to", async () => {
    const hook = await receiver();
    let lookups = 0;
    // DNS rebinding: public at subscription time, loopback afterwards.
    const resolveHost = async () => (lookups++ === 0 ? ["93.184.216.34"] : ["127.0.0.1"]);
    const { app, cleanup } = await trustAgainst(devnet, { ...env, WEBHOOK_MAX_ATTEMPTS: "2" }, undefined, {
      resolveHost,
    });
    expect((await subscribe(app, `http://rebind.test:${hook.port}/hook`)).statusCode).toBe(201);
    expect((await record(app)).statusCode).toBe(201);
    await vi.waitFor(
      async () =>
        expect((await app.inject("/metrics")).body).toMatch(/trustsvc_webhook_deliveries_refused_total 2/),
      { timeout: 15_000, interval: 50 },
    );
    expect(hook.received).toHaveLength(0);
    await cleanup();
    await hook.close();
  });

  it("does not follow redirects: a 302 to another receiver is a failed attempt, retried at the first", async () => {
    const other = await receiver();
    const hook = await receiver(() => [302, { location: `http://127.0.0.1:${other.port}/stolen` }]);
    const { app, cleanup } = await trustAgainst(devnet, {
      ...env,
      WEBHOOKS_ALLOW_PRIVATE: "true",
      WEBHOOK_MAX_ATTEMPTS: "3",
    });
    expect((await subscribe(app, `http://127.0.0.1:${hook.port}/hook`)).statusCode).toBe(201);
    expect((await record(app)).statusCode).toBe(201);
    // The second attempt starts only after the first ended; a followed redirect would be seen by then.
    await vi.waitFor(() => expect(hook.received.length).toBeGreaterThanOrEqual(2), { timeout: 15_000 });
    expect(hook.received[1]!["x-webhook-attempt"]).toBe("2");
    expect(other.received).toHaveLength(0);
    await cleanup();
    await Promise.all([hook.close(), other.close()]);
  });
});
