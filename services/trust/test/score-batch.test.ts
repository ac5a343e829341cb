import { buildPaymentHeader, type Devnet } from "@platform/algorand-devnet";
import type { TrustClient } from "@platform/trust-client";
import algosdk from "algosdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFor, illTyped, ok, sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let client: TrustClient;
let cleanup: () => Promise<void>;
const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;

beforeAll(async () => {
  devnet = await sharedDevnet();
  const trust = await trustAgainst(devnet);
  cleanup = trust.cleanup;
  client = await clientFor(trust.app);
});
afterAll(async () => {
  await cleanup();
  await devnet.close();
});

describe("POST /score/batch", () => {
  it("answers each wallet with exactly what GET /score gives it; bad items never fail the batch", async () => {
    const unknown = algosdk.generateAccount().addr.toString();
    const wallets = [role("established"), unknown, "abc", role("fresh"), 123, ""];
    const { results } = ok(await client.scoreBatch(wallets));
    expect(results.map((r) => r.status)).toEqual([200, 404, 400, 200, 400, 400]);
    expect(results.map((r) => r.wallet)).toEqual(wallets);
    for (const [i, w] of wallets.entries()) {
      const single = await client.score(String(w));
      expect(results[i]!.status, String(w)).toBe(single.status);
      expect(results[i]!.body, String(w)).toEqual(single.body);
    }
  });

  it("takes 1 to 100 wallets: 0 and 101 are 400, 100 is answered item by item", async () => {
    const expected = { error: "wallets must be an array of 1 to 100 wallets", code: "BAD_REQUEST" };
    for (const wallets of [[], Array(101).fill(role("customer")), "x", undefined]) {
      const res = await client.scoreBatch(illTyped(wallets));
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: expected });
    }
    const pool = devnet.accounts.roles.customer!;
    const hundred = Array.from({ length: 100 }, (_, i) => pool[i % pool.length]!);
    const { results } = ok(await client.scoreBatch(hundred));
    expect(results).toHaveLength(100);
    expect(results.every((r) => r.status === 200)).toBe(true);
  });

  // The payment flow is x402's (its requirements body is not typed in the client): tested in-process.
  it("with x402 on, is priced per wallet", async () => {
    const batch = (a: FastifyInstance, wallets: unknown, headers: Record<string, string> = {}) =>
      a.inject({ method: "POST", url: "/score/batch", payload: { wallets }, headers });
    const payTo = role("established", 5);
    const paid = await trustAgainst(devnet, {
      X402_ENABLED: "true",
      X402_PAYMENT_RECIPIENT: payTo,
      X402_FACILITATOR_URL: devnet.facilitatorUrl,
    });
    try {
      const three = [role("customer", 0), role("customer", 1), role("customer", 2)];
      const unpaid = await batch(paid.app, three);
      expect(unpaid.statusCode).toBe(402);
      const requirements = unpaid.json().accepts[0];
      expect(requirements.maxAmountRequired).toBe("3000");
      expect((await batch(paid.app, three.slice(0, 1))).json().accepts[0].maxAmountRequired).toBe("1000");
      const url = new URL(devnet.algodUrl);
      const algod = new algosdk.Algodv2("", `http://${url.hostname}`, url.port);
      const header = await buildPaymentHeader(
        algod,
        devnet.accounts.mnemonics[role("funded", 2)]!,
        requirements,
      );
      const settled = await batch(paid.app, three, { "x-payment": header });
      expect(settled.statusCode, settled.body).toBe(200);
      expect(settled.json().results).toHaveLength(3);
      expect(settled.headers["x-payment-response"]).toBeDefined();
      const catalog = (await paid.app.inject("/discovery/search")).json();
      expect(JSON.stringify(catalog)).toContain('"/score/batch":"0.001 USDC per wallet"');
    } finally {
      await paid.cleanup();
    }
  });
});
