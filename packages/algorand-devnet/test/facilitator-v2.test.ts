import { toClientAvmSigner } from "@x402-avm/avm";
import { registerExactAvmScheme } from "@x402-avm/avm/exact/client";
import { x402Client } from "@x402-avm/core/client";
import type { PaymentRequired, PaymentRequirements } from "@x402-avm/core/types";
import algosdk from "algosdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Clients, funded, startClients } from "./fixtures.js";

let c: Clients;
let payTo: string;
beforeAll(async () => {
  c = await startClients();
  payTo = c.devnet.accounts.roles.established![5]!;
});
afterAll(() => c.devnet.close());

const requirements = (extra: Record<string, unknown> = {}): PaymentRequirements => ({
  scheme: "exact",
  network: c.devnet.caip2Network as PaymentRequirements["network"],
  amount: "5000",
  asset: String(c.devnet.accounts.assets.usdc),
  payTo,
  maxTimeoutSeconds: 60,
  extra: { name: "USDC", decimals: 6, ...extra },
});

/** The SDK's own v2 client, registered for algorand:* and pointed at the devnet's algod. */
async function sdkPayment(payer: number, accepts: PaymentRequirements) {
  const signer = toClientAvmSigner(Buffer.from(funded(c.devnet, payer).sk).toString("base64"));
  const client = registerExactAvmScheme(new x402Client(), {
    signer,
    algodConfig: { algodUrl: c.devnet.algodUrl },
  });
  const required: PaymentRequired = {
    x402Version: 2,
    resource: { url: "http://127.0.0.1/score", description: "score", mimeType: "application/json" },
    accepts: [accepts],
  };
  return client.createPaymentPayload(required);
}

async function post(path: string, paymentPayload: unknown, paymentRequirements: unknown) {
  const response = await fetch(`${c.devnet.facilitatorUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ x402Version: 2, paymentPayload, paymentRequirements }),
  });
  return (await response.json()) as Record<string, unknown>;
}

const usdc = async (address: string) =>
  (await c.algod.accountAssetInformation(address, c.devnet.accounts.assets.usdc).do()).assetHolding?.amount ??
  0n;
const algo = async (address: string) => (await c.algod.accountInformation(address).do()).amount;

describe("x402 v2 facilitator (the SDK's exact scheme on the devnet)", () => {
  it("lists v1 and v2 kinds, both announcing the fee payer", async () => {
    const supported = await (await fetch(`${c.devnet.facilitatorUrl}/supported`)).json();
    const feePayer = c.devnet.accounts.roles.facilitator![0]!;
    expect(c.devnet.feePayer).toBe(feePayer);
    expect(c.devnet.caip2Network).toMatch(/^algorand:[A-Za-z0-9+/]{43}=$/);
    expect(supported).toEqual({
      kinds: [
        { x402Version: 2, scheme: "exact", network: c.devnet.caip2Network, extra: { feePayer } },
        { x402Version: 1, scheme: "exact", network: "algorand-devnet", extra: { feePayer } },
      ],
      extensions: [],
      signers: { "algorand:*": [feePayer] },
    });
  });

  it("settles a sponsored payment: the client's transfer pays fee 0, the fee payer pays the group's fee", async () => {
    const accepts = requirements({ feePayer: c.devnet.feePayer });
    const payload = await sdkPayment(1, accepts);
    const group = (payload.payload.paymentGroup as string[]).map((b64) => Buffer.from(b64, "base64"));
    expect(group).toHaveLength(2);
    const transfer = algosdk.decodeSignedTransaction(group[1]!).txn;
    expect(transfer.fee).toBe(0n);
    const payer = funded(c.devnet, 1).addr.toString();
    expect(await post("/verify", payload, accepts)).toEqual({ isValid: true, payer });

    const [usdcBefore, payerAlgo, feeAlgo] = [
      await usdc(payTo),
      await algo(payer),
      await algo(c.devnet.feePayer),
    ];
    const settled = await post("/settle", payload, accepts);
    expect(settled).toMatchObject({ success: true, network: c.devnet.caip2Network, payer });
    expect(settled.transaction).toBe(transfer.txID());
    expect((await usdc(payTo)) - usdcBefore).toBe(5000n);
    expect(await algo(payer)).toBe(payerAlgo);
    expect(feeAlgo - (await algo(c.devnet.feePayer))).toBe(2000n);

    expect(await post("/verify", payload, accepts)).toMatchObject({
      isValid: false,
      invalidReason: "replay",
    });
    expect(await post("/settle", payload, accepts)).toMatchObject({ success: false, errorReason: "replay" });
  });

  it("refuses at verify, never first at settle, a transfer with fee 0 and no fee payer", async () => {
    const accepts = requirements();
    const payload = await sdkPayment(2, accepts);
    const group = payload.payload.paymentGroup as string[];
    expect(group).toHaveLength(1);
    expect(algosdk.decodeSignedTransaction(Buffer.from(group[0]!, "base64")).txn.fee).toBe(0n);
    expect(await post("/verify", payload, accepts)).toMatchObject({
      isValid: false,
      invalidReason: "insufficient_fee",
      invalidMessage:
        "Transaction simulation failed: txgroup had 0 in fees, which is less than the minimum 1 * 1000",
    });
    const before = await usdc(payTo);
    expect(await post("/settle", payload, accepts)).toMatchObject({
      success: false,
      errorReason: "insufficient_fee",
    });
    expect(await usdc(payTo)).toBe(before);
  });

  it("refuses an underpayment, a wrong asset, a wrong receiver and a wrong network at verify", async () => {
    const accepts = requirements({ feePayer: c.devnet.feePayer });
    const cheap = await sdkPayment(3, { ...accepts, amount: "4999" });
    expect(await post("/verify", cheap, accepts)).toMatchObject({
      isValid: false,
      invalidReason: "invalid_amount",
      invalidMessage: "Payment amount does not match requirements: expected 5000, got 4999",
    });
    const other = await sdkPayment(3, { ...accepts, asset: "999" });
    expect(await post("/verify", other, accepts)).toMatchObject({
      isValid: false,
      invalidReason: "invalid_asset",
    });
    const elsewhere = await sdkPayment(3, { ...accepts, payTo: c.devnet.accounts.roles.established![0]! });
    expect(await post("/verify", elsewhere, accepts)).toMatchObject({
      isValid: false,
      invalidReason: "invalid_recipient",
    });
    const mainnet = { ...accepts, network: "algorand:wGHE2Pwdvd7S12BL5FaOP20EGYesN73ktiC1qzkkit8=" };
    const onMainnet = await sdkPayment(3, accepts);
    expect(await post("/verify", { ...onMainnet, accepted: mainnet }, mainnet)).toMatchObject({
      isValid: false,
      invalidReason: "invalid_network",
    });
  });

  it("refuses to sign a fee-payer transaction that moves ALGO", async () => {
    const accepts = requirements({ feePayer: c.devnet.feePayer });
    const payer = funded(c.devnet, 4);
    const suggestedParams = await c.algod.getTransactionParams().do();
    const drain = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: c.devnet.feePayer,
      receiver: c.devnet.feePayer,
      amount: 1_000_000,
      suggestedParams: { ...suggestedParams, fee: 2000n, flatFee: true },
    });
    const transfer = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: payer.addr,
      receiver: payTo,
      amount: 5000,
      assetIndex: c.devnet.accounts.assets.usdc,
      suggestedParams: { ...suggestedParams, fee: 0n, flatFee: true },
    });
    algosdk.assignGroupID([drain, transfer]);
    const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
    const forged = {
      x402Version: 2,
      accepted: accepts,
      payload: {
        paymentGroup: [b64(algosdk.encodeUnsignedTransaction(drain)), b64(transfer.signTxn(payer.sk))],
        paymentIndex: 1,
      },
    };
    expect(await post("/verify", forged, accepts)).toMatchObject({
      isValid: false,
      invalidReason: "invalid_fee_payer",
      invalidMessage: "Fee payer transaction has invalid parameters: amount must be 0",
    });
  });
});
