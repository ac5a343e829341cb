import { buildPaymentHeader, type Devnet } from "@platform/algorand-devnet";
import algosdk from "algosdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTrustConfig } from "../src/config.js";
import { sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let algod: algosdk.Algodv2;
let payTo: string;
const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;
const payer = (i: number) => devnet.accounts.mnemonics[role("funded", i)]!;

beforeAll(async () => {
  devnet = await sharedDevnet();
  payTo = role("established", 5);
  ({ app, cleanup } = await trustAgainst(devnet, {
    X402_ENABLED: "true",
    X402_PAYMENT_RECIPIENT: payTo,
    X402_FACILITATOR_URL: devnet.facilitatorUrl,
  }));
  const url = new URL(devnet.algodUrl);
  algod = new algosdk.Algodv2("", `http://${url.hostname}`, url.port);
});
afterAll(async () => {
  await cleanup();
  await devnet.close();
});

const usdcOf = async (address: string) =>
  (await algod.accountAssetInformation(address, devnet.accounts.assets.usdc).do()).assetHolding?.amount ?? 0n;

describe("x402 payments", () => {
  it("answers 402 with full x402 v1 requirements, priced in USDC atomic units", async () => {
    const res = await app.inject(`/score?wallet=${role("established")}`);
    expect(res.statusCode).toBe(402);
    const body = res.json();
    expect(body).toMatchObject({
      x402Version: 1,
      error: "PAYMENT-SIGNATURE or X-PAYMENT header is required",
    });
    expect(body.accepts).toEqual([
      {
        scheme: "exact",
        network: "algorand-devnet",
        maxAmountRequired: "1000",
        asset: String(devnet.accounts.assets.usdc),
        payTo,
        resource: expect.stringMatching(/\/score$/),
        description: expect.any(String),
        mimeType: "application/json",
        outputSchema: null,
        maxTimeoutSeconds: 60,
        extra: { name: "USDC", decimals: 6 },
      },
    ]);
    expect(
      (await app.inject(`/underwrite?wallet=${role("established")}`)).json().accepts[0].maxAmountRequired,
    ).toBe("10000");
  });

  it("never charges /verify, /discovery/search or the operational endpoints", async () => {
    for (const url of [
      `/verify?wallet=${role("established")}`,
      "/discovery/search",
      "/health",
      "/ready",
      "/health/deep",
      "/metrics",
      "/registry/status",
    ]) {
      expect((await app.inject(url)).statusCode).not.toBe(402);
    }
  });

  it("serves a paid call with a real signed payment, settles it, and refuses its replay", async () => {
    const requirements = (await app.inject(`/score?wallet=${role("established")}`)).json().accepts[0];
    const header = await buildPaymentHeader(algod, payer(0), requirements);
    const before = await usdcOf(payTo);
    const paid = await app.inject({
      url: `/score?wallet=${role("established")}`,
      headers: { "x-payment": header },
    });
    expect(paid.statusCode).toBe(200);
    const settlement = JSON.parse(
      Buffer.from(String(paid.headers["x-payment-response"]), "base64").toString(),
    );
    expect(settlement).toMatchObject({
      success: true,
      network: "algorand-devnet",
      transaction: expect.stringMatching(/^[A-Z2-7]{52}$/),
    });
    expect((await usdcOf(payTo)) - before).toBe(1000n);

    const replay = await app.inject({
      url: `/score?wallet=${role("established")}`,
      headers: { "x-payment": header },
    });
    expect(replay.statusCode).toBe(402);
    expect(replay.json().error).toBe("Payment already used");
    const metrics = (await app.inject("/metrics")).body;
    expect(metrics).toMatch(/trustsvc_x402_replay_attempts_total\{path="\/score"\} 1/);
    expect(metrics).toMatch(/trustsvc_paid_requests_total\{path="\/score"\} 1/);
  });

  it("settles nothing when the handler fails, and the payment stays usable", async () => {
    const requirements = (await app.inject(`/sybil-check?wallet=${role("established")}`)).json().accepts[0];
    const header = await buildPaymentHeader(algod, payer(1), requirements);
    const before = await usdcOf(payTo);
    const failed = await app.inject({
      url: `/sybil-check?wallet=${algosdk.generateAccount().addr.toString()}`,
      headers: { "x-payment": header },
    });
    expect(failed.statusCode).toBe(404);
    expect(failed.headers["x-payment-response"]).toBeUndefined();
    expect(await usdcOf(payTo)).toBe(before);
    const retried = await app.inject({
      url: `/sybil-check?wallet=${role("established")}`,
      headers: { "x-payment": header },
    });
    expect(retried.statusCode).toBe(200);
    expect((await usdcOf(payTo)) - before).toBe(3000n);
  });

  it("refuses a garbage header, an underpayment and a payment to someone else, counting reasons", async () => {
    const url = `/reputation?wallet=${role("established")}`;
    expect((await app.inject({ url, headers: { "x-payment": "not base64 json" } })).json().error).toBe(
      "Invalid X-PAYMENT header",
    );
    const requirements = (await app.inject(url)).json().accepts[0];
    const cheap = await buildPaymentHeader(algod, payer(2), { ...requirements, maxAmountRequired: "1" });
    expect((await app.inject({ url, headers: { "x-payment": cheap } })).json().error).toBe(
      "Payment rejected: insufficient_amount",
    );
    const elsewhere = await buildPaymentHeader(algod, payer(2), {
      ...requirements,
      payTo: role("established", 0),
    });
    expect((await app.inject({ url, headers: { "x-payment": elsewhere } })).json().error).toBe(
      "Payment rejected: invalid_recipient",
    );
    const metrics = (await app.inject("/metrics")).body;
    expect(metrics).toMatch(
      /trustsvc_x402_payment_failures_total\{reason="insufficient_amount",path="\/reputation"\} 1/,
    );
  });

  it("requires X402_PAYMENT_RECIPIENT when enabled", () => {
    expect(() => readTrustConfig({ X402_ENABLED: "true" })).toThrow(
      "X402_PAYMENT_RECIPIENT is required when X402_ENABLED is true",
    );
  });
});
