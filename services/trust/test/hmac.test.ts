import type { Devnet } from "@platform/algorand-devnet";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signRequest } from "../src/http/hmac.js";
import { operatorEnv, sharedDevnet, trustAgainst } from "./fixtures.js";

const SECRET = "s".repeat(40);
let devnet: Devnet;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let n = 0;
const nonce = () => `nonce-${Date.now()}-${n++}`;

beforeAll(async () => {
  devnet = await sharedDevnet();
  ({ app, cleanup } = await trustAgainst(devnet, {
    ...operatorEnv(devnet),
    HMAC_SECRET: SECRET,
    REPUTATION_APP_ID: "0",
  }));
});
afterAll(async () => {
  await cleanup();
  await devnet.close();
});

function send(body: object, headers: Record<string, string>) {
  return app.inject({
    method: "POST",
    url: "/reputation/record",
    payload: JSON.stringify(body),
    headers: { "content-type": "application/json", "idempotency-key": `key-${nonce()}`, ...headers },
  });
}
const event = () => ({ wallet: devnet.accounts.roles.established![0]!, eventType: "service", amount: n + 1 });

describe("HMAC request signing", () => {
  it("accepts a correctly signed request", async () => {
    const body = event();
    const res = await send(
      body,
      signRequest({
        secret: SECRET,
        method: "POST",
        path: "/reputation/record",
        body: JSON.stringify(body),
        nonce: nonce(),
      }),
    );
    expect(res.statusCode).toBe(201);
  });

  it("refuses a missing signature (401), a malformed one (400), a wrong secret, an altered body, a stale timestamp and a reused nonce (401)", async () => {
    const body = event();
    const raw = JSON.stringify(body);
    const sign = (over: Partial<Parameters<typeof signRequest>[0]> = {}) =>
      signRequest({
        secret: SECRET,
        method: "POST",
        path: "/reputation/record",
        body: raw,
        nonce: nonce(),
        ...over,
      });

    const missing = await send(body, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe("HMAC_REQUIRED");

    const malformed = await send(body, { ...sign(), "X-Signature": "zz" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe("Invalid HMAC signature");

    const wrongSecret = await send(body, sign({ secret: "x".repeat(40) }));
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().error).toBe("Invalid HMAC signature");

    const altered = await send({ ...body, amount: 999 }, sign());
    expect(altered.statusCode).toBe(401);

    const stale = await send(body, sign({ timestamp: Date.now() - 61_000 }));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error).toBe("HMAC timestamp outside the allowed skew");

    const headers = sign();
    expect((await send(body, headers)).statusCode).toBe(201);
    const replayed = await send(body, headers);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error).toBe("HMAC nonce already used");
  });

  it("leaves read endpoints unsigned", async () => {
    expect((await app.inject("/discovery/search")).statusCode).toBe(200);
  });

  it("refuses a secret shorter than 32 characters at start-up", async () => {
    await expect(trustAgainst(devnet, { HMAC_SECRET: "short" })).rejects.toThrow(
      "HMAC_SECRET must be at least 32 characters",
    );
  });
});
