import type { Devnet } from "@platform/algorand-devnet";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorEnv, sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let keyCounter = 0;
const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;
const key = () => `test-key-${Date.now()}-${keyCounter++}`;
const post = (url: string, payload: unknown, idempotencyKey: string | null = key()) =>
  app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: idempotencyKey ? { "idempotency-key": idempotencyKey } : {},
  });

beforeAll(async () => {
  devnet = await sharedDevnet();
  ({ app, cleanup } = await trustAgainst(devnet, operatorEnv(devnet)));
});
afterAll(async () => {
  await cleanup();
  await devnet.close();
});

describe("POST /delegate and /revoke", () => {
  it("delegates on chain, shows in /delegation and /trust-graph, then revokes whole", async () => {
    const sponsor = role("sponsor", 0);
    const agent = role("established", 3);
    const before = (await app.inject(`/delegation?wallet=${agent}`)).json();
    expect(before.delegation.sponsorCount).toBe(0);

    const created = await post("/delegate", { sponsor, agent, amount: 750 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      sponsor,
      agent,
      amount: 750,
      appId: devnet.accounts.apps.registry,
      txId: expect.stringMatching(/^[A-Z2-7]{52}$/),
    });

    const after = (await app.inject(`/delegation?wallet=${agent}`)).json();
    expect(after.delegation.sponsorCount).toBe(1);
    expect(after.delegation.depth).toBe(2);
    expect(after.trustScore).toBeGreaterThan(before.trustScore);
    const graph = (await app.inject(`/trust-graph?wallet=${sponsor}`)).json();
    expect(graph.edges).toContainEqual({ sponsor, agent, amount: 750, consented: false });

    const duplicate = await post("/delegate", { sponsor, agent, amount: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe("Delegation already exists");

    const revoked = await post("/revoke", { sponsor, agent });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ revoked: true });
    expect((await app.inject(`/delegation?wallet=${agent}`)).json().delegation.sponsorCount).toBe(0);
    expect((await post("/revoke", { sponsor, agent })).statusCode).toBe(404);
  });

  it("validates the body with the spec's messages", async () => {
    const a = role("established", 4);
    const b = role("established", 5);
    expect((await post("/delegate", { agent: b, amount: 1 })).json()).toEqual({
      error: "Missing required field: sponsor",
    });
    expect((await post("/delegate", { sponsor: a, amount: 1 })).json()).toEqual({
      error: "Missing required field: agent",
    });
    expect((await post("/delegate", { sponsor: a, agent: b })).json()).toEqual({
      error: "Missing required field: amount",
    });
    expect((await post("/delegate", { sponsor: a, agent: b, amount: -3 })).json()).toEqual({
      error: "Amount must be a positive finite number.",
    });
    expect((await post("/delegate", { sponsor: a, agent: a, amount: 3 })).json().error).toBe(
      "Sponsor and agent must be different wallets.",
    );
    expect((await post("/delegate", { sponsor: "nope", agent: b, amount: 3 })).json().error).toBe(
      "Invalid wallet address. Must be 58-character base32 (A-Z, 2-7).",
    );
    const noKey = await post("/delegate", { sponsor: a, agent: b, amount: 1 }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error).toBe("Idempotency-Key header is required for mutating requests");
    const badKey = await post("/delegate", { sponsor: a, agent: b, amount: 1 }, "short");
    expect(badKey.json().error).toBe(
      "Invalid Idempotency-Key format (8-255 chars of letters, digits, underscore, hyphen, colon)",
    );
    expect(
      (await post("/delegate", { sponsor: a, agent: b, amount: 1 }, `k${"x".repeat(255)}`)).statusCode,
    ).toBe(400);
    expect((await post("/delegate", { sponsor: a, agent: b, amount: 1 }, "ключ-ключ-ключ")).statusCode).toBe(
      400,
    );
  });

  it("answers 503 REGISTRY_NOT_CONFIGURED with REGISTRY_APP_ID=0", async () => {
    const off = await trustAgainst(devnet, { ...operatorEnv(devnet), REGISTRY_APP_ID: "0" });
    const res = await off.app.inject({
      method: "POST",
      url: "/delegate",
      payload: { sponsor: role("established", 0), agent: role("established", 1), amount: 1 },
      headers: { "idempotency-key": key() },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe("REGISTRY_NOT_CONFIGURED");
    await off.cleanup();
  });
});

describe("idempotency", () => {
  it("replays the same key and body, refuses another body, and two racing twins submit once", async () => {
    const sponsor = role("sponsor", 1);
    const agent = role("customer", 5);
    const k = key();
    const [first, second] = await Promise.all([
      post("/delegate", { sponsor, agent, amount: 10 }, k),
      post("/delegate", { amount: 10, agent, sponsor }, k),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().txId).toBe(first.json().txId);
    expect([first.headers["idempotent-replay"], second.headers["idempotent-replay"]]).toContain("true");
    const again = await post("/delegate", { sponsor, agent, amount: 10 }, k);
    expect(again.headers["idempotent-replay"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    const conflict = await post("/delegate", { sponsor, agent, amount: 11 }, k);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toBe("Idempotency-Key reused with different request body");
    const metrics = (await app.inject("/metrics")).body;
    expect(metrics).toMatch(/trustsvc_idempotency_conflicts_total\{path="\/delegate"\} 1/);
    await post("/revoke", { sponsor, agent });
  });

  it("does not cache failures: the same key can be retried after a 4xx", async () => {
    const k = key();
    const bad = await post("/revoke", { sponsor: role("sponsor", 0), agent: role("customer", 9) }, k);
    expect(bad.statusCode).toBe(404);
    const retry = await post("/revoke", { sponsor: role("sponsor", 0), agent: role("customer", 9) }, k);
    expect(retry.headers["idempotent-replay"]).toBeUndefined();
  });
});

describe("POST /reputation/record", () => {
  it("records on chain; /reputation moves; totalEvents increments", async () => {
    const wallet = role("established", 2);
    const before = (await app.inject(`/reputation?wallet=${wallet}`)).json();
    const res = await post("/reputation/record", {
      wallet,
      eventType: "payment",
      amount: 12.5,
      counterparty: role("customer", 3),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ recorded: true, source: "contract", txId: expect.any(String) });
    const after = (await app.inject(`/reputation?wallet=${wallet}`)).json();
    expect(after.breakdown.payment.count).toBe(before.breakdown.payment.count + 1);
    expect(after.breakdown.payment.amount).toBeCloseTo(before.breakdown.payment.amount + 12.5, 6);
    const dup = await post("/reputation/record", {
      wallet,
      eventType: "payment",
      amount: 12.5,
      counterparty: role("customer", 3),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe("Duplicate reputation event within one hour");
  });

  it("requires counterparty for dispute and endorsement, and round for dispute, checked on chain", async () => {
    const wallet = role("disputed", 1);
    expect((await post("/reputation/record", { wallet, eventType: "dispute", round: 5 })).json()).toEqual({
      error: "Missing required field: counterparty",
    });
    expect((await post("/reputation/record", { wallet, eventType: "endorsement" })).json()).toEqual({
      error: "Missing required field: counterparty",
    });
    const customer = role("customer", 0);
    expect(
      (await post("/reputation/record", { wallet, eventType: "dispute", counterparty: customer })).json(),
    ).toEqual({ error: "Missing required field: round" });
    const wrongRound = await post("/reputation/record", {
      wallet,
      eventType: "dispute",
      counterparty: customer,
      round: 123,
    });
    expect(wrongRound.statusCode).toBe(400);
    expect(wrongRound.json().error).toBe("No transaction between wallet and counterparty at round 123");
    const history = (await (
      await fetch(`${devnet.indexerUrl}/v2/accounts/${wallet}/transactions?limit=1`)
    ).json()) as {
      transactions: Array<{ sender: string; "confirmed-round": number }>;
    };
    const real = history.transactions[0]!;
    const ok = await post("/reputation/record", {
      wallet,
      eventType: "dispute",
      counterparty: real.sender,
      round: real["confirmed-round"],
    });
    expect(ok.statusCode).toBe(201);
    expect((await post("/reputation/record", { wallet, eventType: "refund_please" })).json().error).toBe(
      "Invalid eventType. Must be one of: payment, purchase, dispute, refund, endorsement, service",
    );
  });

  it("rejects an endorsement cycle", async () => {
    const a = role("customer", 10);
    const b = role("customer", 11);
    expect(
      (await post("/reputation/record", { wallet: b, eventType: "endorsement", counterparty: a })).statusCode,
    ).toBe(201);
    const back = await post("/reputation/record", { wallet: a, eventType: "endorsement", counterparty: b });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe("Endorsement cycle rejected");
    const metrics = (await app.inject("/metrics")).body;
    expect(metrics).toMatch(/trustsvc_contract_endorsements_total\{network="testnet"\} 1/);
  });

  it("records locally with REPUTATION_APP_ID=0, and the read side says so", async () => {
    const local = await trustAgainst(devnet, { REPUTATION_APP_ID: "0" });
    const wallet = role("established", 5);
    const res = await local.app.inject({
      method: "POST",
      url: "/reputation/record",
      payload: { wallet, eventType: "service", amount: 3 },
      headers: { "idempotency-key": key() },
    });
    expect(res.json()).toMatchObject({ recorded: true, source: "local" });
    const read = (await local.app.inject(`/reputation?wallet=${wallet}`)).json();
    expect(read.source).toBe("local");
    expect(read.breakdown.service).toEqual({ count: 1, amount: 3 });
    await local.cleanup();
  });
});
