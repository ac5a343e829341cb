import { buildPaymentHeader, type Devnet } from "@platform/algorand-devnet";
import { toClientAvmSigner } from "@x402-avm/avm";
import { registerExactAvmScheme } from "@x402-avm/avm/exact/client";
import { x402Client, x402HTTPClient } from "@x402-avm/core/client";
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from "@x402-avm/core/http";
import type { PaymentRequired, PaymentRequirementsV1 } from "@x402-avm/core/types";
import algosdk from "algosdk";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTrustConfig } from "../src/config.js";
import { operatorEnv, sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let app: FastifyInstance;
let base: string;
let cleanup: () => Promise<void>;
let algod: algosdk.Algodv2;
let payTo: string;
let keys = 0;
const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;
const payerKey = (i: number) => algosdk.mnemonicToSecretKey(devnet.accounts.mnemonics[role("funded", i)]!);

beforeAll(async () => {
  devnet = await sharedDevnet();
  payTo = role("established", 5);
  ({ app, cleanup } = await trustAgainst(devnet, {
    ...operatorEnv(devnet),
    X402_ENABLED: "true",
    X402_PAYMENT_RECIPIENT: payTo,
    X402_FACILITATOR_URL: devnet.facilitatorUrl,
    X402_FEE_PAYER: devnet.feePayer,
  }));
  base = await app.listen({ host: "127.0.0.1", port: 0 });
  const url = new URL(devnet.algodUrl);
  algod = new algosdk.Algodv2("", `http://${url.hostname}`, url.port);
});
afterAll(async () => {
  await cleanup();
  await devnet.close();
});

const usdcOf = async (address: string) =>
  (await algod.accountAssetInformation(address, devnet.accounts.assets.usdc).do()).assetHolding?.amount ?? 0n;
/** A 402 body: the v1 requirements and the error. */
const json = async (res: Response) =>
  (await res.json()) as { x402Version: number; error: string; accepts: PaymentRequirementsV1[] };
const algoOf = async (address: string) => (await algod.accountInformation(address).do()).amount;

/** The SDK's own v2 client, registered for algorand:* and pointed at the devnet's algod. */
function sdkClient(payer: number) {
  const signer = toClientAvmSigner(Buffer.from(payerKey(payer).sk).toString("base64"));
  const client = registerExactAvmScheme(new x402Client(), {
    signer,
    algodConfig: { algodUrl: devnet.algodUrl },
  });
  return new x402HTTPClient(client);
}

interface Call {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
}
const requestInit = (call: Call, headers: Record<string, string> = {}): RequestInit => ({
  method: call.method,
  headers: {
    ...(call.body === undefined ? {} : { "content-type": "application/json" }),
    ...(call.method === "POST" ? { "idempotency-key": `x402-v2-${keys++}` } : {}),
    ...headers,
  },
  body: call.body === undefined ? undefined : JSON.stringify(call.body),
});

/** What a paying agent does with the SDK: read the 402, pay with PAYMENT-SIGNATURE, read PAYMENT-RESPONSE. */
async function paidCall(call: Call, payer = 0, alter?: (required: PaymentRequired) => PaymentRequired) {
  const http = sdkClient(payer);
  const unpaid = await fetch(`${base}${call.path}`, requestInit(call));
  expect(unpaid.status).toBe(402);
  const required = http.getPaymentRequiredResponse((name) => unpaid.headers.get(name), await unpaid.json());
  const payload = await http.createPaymentPayload(alter ? alter(required) : required);
  const headers = http.encodePaymentSignatureHeader(payload) as Record<string, string>;
  const paid = await fetch(`${base}${call.path}`, requestInit(call, headers));
  return { paid, payload, headers, required, http };
}

describe("x402 v2 beside v1, paid with the SDK's own client", () => {
  it("answers 402 with the v1 body and the v2 PAYMENT-REQUIRED header, both announcing the fee payer", async () => {
    const res = await fetch(`${base}/score?wallet=${role("established")}`);
    expect(res.status).toBe(402);
    const extra = { name: "USDC", decimals: 6, feePayer: devnet.feePayer };
    const body = await json(res);
    expect(body).toMatchObject({
      x402Version: 1,
      error: "PAYMENT-SIGNATURE or X-PAYMENT header is required",
    });
    expect(body.accepts[0]).toMatchObject({ network: "algorand-devnet", maxAmountRequired: "1000", extra });
    expect(decodePaymentRequiredHeader(String(res.headers.get("payment-required")))).toEqual({
      x402Version: 2,
      error: "PAYMENT-SIGNATURE or X-PAYMENT header is required",
      resource: {
        url: `${base}/score`,
        description: "Algorand trust service GET /score",
        mimeType: "application/json",
      },
      accepts: [
        {
          scheme: "exact",
          network: devnet.caip2Network,
          amount: "1000",
          asset: String(devnet.accounts.assets.usdc),
          payTo,
          maxTimeoutSeconds: 60,
          extra,
        },
      ],
    });
  });

  it("pays for every premium route: 200 with a settled PAYMENT-RESPONSE, the fee payer pays the fees", async () => {
    const wallet = role("established");
    const sponsor = role("sponsor", 1);
    const agent = role("established", 4);
    const calls: [Call, bigint][] = [
      [{ method: "GET", path: `/score?wallet=${wallet}` }, 1000n],
      [{ method: "POST", path: "/score/batch", body: { wallets: [wallet, role("established", 1)] } }, 2000n],
      [{ method: "GET", path: `/delegation?wallet=${wallet}` }, 1000n],
      [{ method: "POST", path: "/counterparty-check", body: { buyer: wallet } }, 2000n],
      [{ method: "POST", path: "/credit-estimate", body: { wallet } }, 2000n],
      [{ method: "GET", path: `/sybil-check?wallet=${wallet}` }, 3000n],
      [{ method: "GET", path: `/reputation?wallet=${wallet}` }, 1000n],
      [
        { method: "POST", path: "/reputation/record", body: { wallet, eventType: "service", amount: 2 } },
        5000n,
      ],
      [{ method: "GET", path: `/underwrite?wallet=${wallet}` }, 10000n],
      [{ method: "GET", path: `/trust-graph?wallet=${wallet}` }, 5000n],
      [{ method: "GET", path: `/passport?wallet=${wallet}` }, 5000n],
      [{ method: "POST", path: "/delegate", body: { sponsor, agent, amount: 5 } }, 5000n],
      [{ method: "POST", path: "/revoke", body: { sponsor, agent } }, 5000n],
    ];
    const payer = payerKey(0).addr.toString();
    for (const [call, price] of calls) {
      const [received, payerAlgo, feePayerAlgo] = [
        await usdcOf(payTo),
        await algoOf(payer),
        await algoOf(devnet.feePayer),
      ];
      const { paid, http, payload } = await paidCall(call, 0);
      expect(paid.status, call.path).toBeGreaterThanOrEqual(200);
      expect(paid.status, call.path).toBeLessThan(300);
      const settled = http.getPaymentSettleResponse((name) => paid.headers.get(name));
      const group = payload.payload.paymentGroup as string[];
      const transfer = algosdk.decodeSignedTransaction(Buffer.from(group[1]!, "base64")).txn;
      expect(settled, call.path).toEqual({
        success: true,
        transaction: transfer.txID(),
        network: devnet.caip2Network,
        payer,
      });
      expect(paid.headers.get("x-payment-response")).toBeNull();
      expect((await usdcOf(payTo)) - received, call.path).toBe(price);
      expect(await algoOf(payer), call.path).toBe(payerAlgo);
      expect(feePayerAlgo - (await algoOf(devnet.feePayer)), call.path).toBe(2000n);
    }
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(/trustsvc_paid_requests_total\{path="\/revoke"\} 1/);
  });

  it("refuses a replayed v2 payment", async () => {
    const call: Call = { method: "GET", path: `/reputation?wallet=${role("established")}` };
    const { paid, headers } = await paidCall(call, 1);
    expect(paid.status).toBe(200);
    const replay = await fetch(`${base}${call.path}`, requestInit(call, headers));
    expect(replay.status).toBe(402);
    expect((await json(replay)).error).toBe("Payment already used");
    expect(decodePaymentRequiredHeader(String(replay.headers.get("payment-required"))).error).toBe(
      "Payment already used",
    );
  });

  it("refuses at verify an underpayment and a wrong asset, and moves nothing", async () => {
    const call: Call = { method: "GET", path: `/score?wallet=${role("established", 2)}` };
    const before = await usdcOf(payTo);
    for (const [change, reason] of [
      [{ amount: "999" }, "invalid_amount"],
      [{ asset: String(devnet.accounts.apps.registry) }, "invalid_asset"],
    ] as const) {
      // The transfer pays other terms, while `accepted` repeats the server's: only verify can tell.
      let accepted: PaymentRequired["accepts"][number] | undefined;
      const { paid } = await paidCall(call, 2, (required) => {
        accepted = required.accepts[0]!;
        return { ...required, accepts: [{ ...accepted, ...change }] };
      });
      expect(paid.status).toBe(402);
      expect((await json(paid)).error).toBe("Payment rejected: requirements_mismatch");
      const http = sdkClient(2);
      const forged = await http.createPaymentPayload({
        x402Version: 2,
        resource: { url: `${base}/score` },
        accepts: [{ ...accepted!, ...change }],
      } as PaymentRequired);
      const headers = http.encodePaymentSignatureHeader({ ...forged, accepted: accepted! }) as Record<
        string,
        string
      >;
      const refused = await fetch(`${base}${call.path}`, requestInit(call, headers));
      expect(refused.status).toBe(402);
      expect((await json(refused)).error).toBe(`Payment rejected: ${reason}`);
    }
    expect(await usdcOf(payTo)).toBe(before);
  });

  it("settles nothing when the handler fails; the same v2 payment then pays for the same resource", async () => {
    const unknown = algosdk.generateAccount().addr.toString();
    const { paid, headers } = await paidCall({ method: "GET", path: `/sybil-check?wallet=${unknown}` }, 3);
    const before = await usdcOf(payTo);
    expect(paid.status).toBe(404);
    expect(paid.headers.get("payment-response")).toBeNull();
    expect(await usdcOf(payTo)).toBe(before);
    const retried = await fetch(`${base}/sybil-check?wallet=${role("established")}`, { headers });
    expect(retried.status).toBe(200);
    expect(decodePaymentResponseHeader(String(retried.headers.get("payment-response"))).success).toBe(true);
    expect((await usdcOf(payTo)) - before).toBe(3000n);
  });

  it("keeps v1 working beside v2: X-PAYMENT with the fee payer's group, X-PAYMENT-RESPONSE back", async () => {
    const url = `${base}/score?wallet=${role("established", 3)}`;
    const requirements = (await json(await fetch(url))).accepts[0]!;
    const header = await buildPaymentHeader(
      algod,
      devnet.accounts.mnemonics[role("funded", 4)]!,
      requirements,
    );
    const paid = await fetch(url, { headers: { "x-payment": header } });
    expect(paid.status).toBe(200);
    expect(paid.headers.get("payment-response")).toBeNull();
    expect(
      JSON.parse(Buffer.from(String(paid.headers.get("x-payment-response")), "base64").toString()),
    ).toMatchObject({
      success: true,
      network: "algorand-devnet",
    });
  });

  it("refuses a PAYMENT-SIGNATURE that holds no payment, naming the header", async () => {
    const res = await fetch(`${base}/score?wallet=${role("established")}`, {
      headers: { "payment-signature": "bm90IGEgcGF5bWVudA==" },
    });
    expect(res.status).toBe(402);
    expect((await json(res)).error).toBe("Invalid PAYMENT-SIGNATURE header");
  });

  it("requires X402_FEE_PAYER to be an address", () => {
    expect(() => readTrustConfig({ X402_FEE_PAYER: "nope" })).toThrow(
      "X402_FEE_PAYER must be an Algorand address",
    );
  });
});

describe("x402 v2 settlement failure", () => {
  let facilitator: FastifyInstance;
  let failSettle = true;
  let trust: { app: FastifyInstance; cleanup: () => Promise<void> };
  beforeAll(async () => {
    // A real facilitator in front of the devnet's, whose /settle can be made to fail after /verify passed.
    facilitator = Fastify();
    const forward = async (path: string, body?: unknown) => {
      const res = await fetch(`${devnet.facilitatorUrl}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    };
    facilitator.get("/supported", () => forward("/supported"));
    facilitator.post("/verify", (request) => forward("/verify", request.body));
    facilitator.post("/settle", async (request, reply) =>
      failSettle ? reply.code(503).send({ error: "down" }) : forward("/settle", request.body),
    );
    const facilitatorUrl = await facilitator.listen({ host: "127.0.0.1", port: 0 });
    trust = await trustAgainst(devnet, {
      X402_ENABLED: "true",
      X402_PAYMENT_RECIPIENT: payTo,
      X402_FACILITATOR_URL: facilitatorUrl,
      X402_FEE_PAYER: devnet.feePayer,
    });
  });
  afterAll(async () => {
    await trust.cleanup();
    await facilitator.close();
  });

  it("answers 402 with the reason, charges nothing, and the payment may be sent again", async () => {
    const url = `/score?wallet=${role("established", 4)}`;
    const unpaid = await trust.app.inject(url);
    const http = sdkClient(1);
    const required = http.getPaymentRequiredResponse((name) => unpaid.headers[name.toLowerCase()] as string);
    const headers = http.encodePaymentSignatureHeader(await http.createPaymentPayload(required));
    const before = await usdcOf(payTo);
    const failed = await trust.app.inject({ url, headers });
    expect(failed.statusCode).toBe(402);
    expect(failed.json().error).toBe("Payment settlement failed: facilitator_unavailable");
    expect(decodePaymentResponseHeader(String(failed.headers["payment-response"]))).toMatchObject({
      success: false,
      errorReason: "facilitator_unavailable",
    });
    expect(await usdcOf(payTo)).toBe(before);
    const metrics = (await trust.app.inject("/metrics")).body;
    expect(metrics).toMatch(/trustsvc_x402_settlement_failures_total\{reason="facilitator_unavailable"\} 1/);

    failSettle = false;
    const retried = await trust.app.inject({ url, headers });
    expect(retried.statusCode).toBe(200);
    expect(decodePaymentResponseHeader(String(retried.headers["payment-response"])).success).toBe(true);
    expect((await usdcOf(payTo)) - before).toBe(1000n);
  });
});
