import { readFileSync } from "node:fs";
import type { Devnet } from "@platform/algorand-devnet";
import { createTrustClient, type TrustClient } from "@platform/trust-client";
import type { FastifyInstance } from "fastify";
import { compactVerify, createLocalJWKSet } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let client: TrustClient;
const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;

beforeAll(async () => {
  devnet = await sharedDevnet();
  ({ app, cleanup } = await trustAgainst(devnet, { REPUTATION_APP_ID: "0" }));
  // A real socket: the client talks HTTP to the service as any consumer would.
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  client = createTrustClient({ baseUrl: url });
});
afterAll(async () => {
  await cleanup();
  await devnet.close();
});

describe("the generated trust client, end to end", () => {
  it("was generated from the document the service serves now (regenerate with npm run generate)", async () => {
    const committed = JSON.parse(
      readFileSync(
        new URL("../../../packages/trust-client/src/generated/openapi.json", import.meta.url),
        "utf8",
      ),
    );
    expect((await app.inject("/openapi.json")).json()).toEqual(committed);
  });

  it("reads scores, batches and passports with typed answers", async () => {
    const score = await client.score(role("established"));
    if (score.status !== 200) throw new Error(`score answered ${score.status}`);
    expect(score.body.breakdown.activity).toBeGreaterThan(0);
    expect(score.body.evidence.activity.length).toBeLessThanOrEqual(5);
    expect(score.headers.get("x-request-id")).toBeTruthy();

    const missing = await client.score("abc");
    expect(missing.status).toBe(400);
    if (missing.status === 400) expect(missing.body.error).toMatch(/Invalid wallet address/);

    const batch = await client.scoreBatch([role("agent"), "nope"]);
    if (batch.status !== 200) throw new Error(`batch answered ${batch.status}`);
    expect(batch.body.results.map((r) => r.status)).toEqual([200, 400]);

    const passport = await client.passport(role("reputable"));
    const jwks = await client.jwks();
    if (passport.status !== 200 || jwks.status !== 200) throw new Error("passport or jwks failed");
    const { payload } = await compactVerify(
      passport.body.attestation,
      createLocalJWKSet(jwks.body as Parameters<typeof createLocalJWKSet>[0]),
    );
    expect(JSON.parse(new TextDecoder().decode(payload)).wallet).toBe(role("reputable"));
  });

  it("writes with an Idempotency-Key, replays, and reports the registry state", async () => {
    const body = { wallet: role("customer", 6), eventType: "service" as const, amount: 2 };
    const headers = { "Idempotency-Key": "client-e2e-record-1" };
    const first = await client.recordReputation(body, headers);
    expect(first.status).toBe(201);
    const again = await client.recordReputation(body, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replay")).toBe("true");
    const refused = await client.recordReputation(
      { ...body, amount: 1e20 },
      { "Idempotency-Key": "client-e2e-record-2" },
    );
    expect(refused.status).toBe(400);
    if (refused.status === 400) expect(refused.body.code).toBe("AMOUNT_OUT_OF_RANGE");

    const status = await client.registryStatus();
    if (status.status !== 200) throw new Error("registry status failed");
    expect(status.body).toMatchObject({
      configured: false,
      reason: expect.stringContaining("OPERATOR_MNEMONIC"),
    });
    const delegate = await client.delegate(
      { sponsor: role("sponsor"), agent: role("customer", 7), amount: 1 },
      { "Idempotency-Key": "client-e2e-delegate-1" },
    );
    expect(delegate.status).toBe(503);
  });
});
