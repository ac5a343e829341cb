import algosdk from "algosdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPaymentHeader, type PaymentRequirements } from "../src/index.js";
import { type Clients, funded, startClients } from "./fixtures.js";

let c: Clients;
let requirements: PaymentRequirements;
beforeAll(async () => {
  c = await startClients();
  requirements = {
    scheme: "exact",
    network: "algorand-devnet",
    maxAmountRequired: "5000",
    asset: String(c.devnet.accounts.assets.usdc),
    payTo: c.devnet.accounts.roles.established![5]!,
    resource: "http://127.0.0.1:3000/score",
    maxTimeoutSeconds: 60,
  };
});
afterAll(() => c.devnet.close());

async function post(path: string, header: string, req: PaymentRequirements = requirements) {
  const paymentPayload = JSON.parse(Buffer.from(header, "base64").toString());
  const response = await fetch(`${c.devnet.facilitatorUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ x402Version: 1, paymentPayload, paymentRequirements: req }),
  });
  return (await response.json()) as Record<string, unknown>;
}

describe("x402 facilitator", () => {
  it("refuses at verify a transfer whose fee does not cover the group's minimum, with algod's words", async () => {
    const payer = funded(c.devnet, 4);
    const suggestedParams = { ...(await c.algod.getTransactionParams().do()), fee: 0n, flatFee: true };
    const txn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: payer.addr,
      receiver: requirements.payTo,
      amount: 5000,
      assetIndex: c.devnet.accounts.assets.usdc,
      suggestedParams,
    });
    const header = Buffer.from(
      JSON.stringify({
        x402Version: 1,
        scheme: "exact",
        network: "algorand-devnet",
        payload: { paymentGroup: [Buffer.from(txn.signTxn(payer.sk)).toString("base64")], paymentIndex: 0 },
      }),
    ).toString("base64");
    expect(await post("/verify", header)).toEqual({
      isValid: false,
      invalidReason: "insufficient_fee",
      invalidMessage: "txgroup had 0 in fees, which is less than the minimum 1 * 1000",
      payer: payer.addr.toString(),
    });
  });

  it("settles a v1 payment whose fee the facilitator's fee payer pays", async () => {
    const payer = funded(c.devnet, 4);
    const sponsored = { ...requirements, extra: { feePayer: c.devnet.feePayer } };
    const header = await buildPaymentHeader(c.algod, algosdk.secretKeyToMnemonic(payer.sk), sponsored);
    expect(await post("/verify", header, sponsored)).toEqual({ isValid: true, payer: payer.addr.toString() });
    const algoOf = async (a: string) => (await c.algod.accountInformation(a).do()).amount;
    const [payerBefore, feePayerBefore] = [
      await algoOf(payer.addr.toString()),
      await algoOf(c.devnet.feePayer),
    ];
    expect(await post("/settle", header, sponsored)).toMatchObject({ success: true });
    expect(await algoOf(payer.addr.toString())).toBe(payerBefore);
    expect(feePayerBefore - (await algoOf(c.devnet.feePayer))).toBe(2000n);
  });

  it("lists the supported kind", async () => {
    const supported = (await (await fetch(`${c.devnet.facilitatorUrl}/supported`)).json()) as {
      kinds: unknown[];
    };
    expect(supported.kinds).toContainEqual({
      x402Version: 1,
      scheme: "exact",
      network: "algorand-devnet",
      extra: { feePayer: c.devnet.feePayer },
    });
  });

  it("verifies, settles a real signed USDC transfer, then refuses the replay", async () => {
    const payer = funded(c.devnet, 1);
    const mnemonic = algosdk.secretKeyToMnemonic(payer.sk);
    const header = await buildPaymentHeader(c.algod, mnemonic, requirements);
    expect(await post("/verify", header)).toEqual({ isValid: true, payer: payer.addr.toString() });

    const before = (
      await c.algod.accountAssetInformation(requirements.payTo, c.devnet.accounts.assets.usdc).do()
    ).assetHolding?.amount;
    const settled = await post("/settle", header);
    expect(settled).toMatchObject({
      success: true,
      network: "algorand-devnet",
      payer: payer.addr.toString(),
    });
    expect(settled.transaction).toMatch(/^[A-Z2-7]{52}$/);
    const after = (
      await c.algod.accountAssetInformation(requirements.payTo, c.devnet.accounts.assets.usdc).do()
    ).assetHolding?.amount;
    expect(after! - before!).toBe(5000n);

    expect(await post("/verify", header)).toMatchObject({ isValid: false, invalidReason: "replay" });
    expect(await post("/settle", header)).toMatchObject({ success: false, errorReason: "replay" });
  });

  it("refuses wrong receiver, short amount, wrong asset and wrong network", async () => {
    const payer = funded(c.devnet, 2);
    const mnemonic = algosdk.secretKeyToMnemonic(payer.sk);
    const header = await buildPaymentHeader(c.algod, mnemonic, requirements);
    const other = c.devnet.accounts.roles.established![0]!;
    expect(await post("/verify", header, { ...requirements, payTo: other })).toMatchObject({
      isValid: false,
      invalidReason: "invalid_recipient",
    });
    expect(await post("/verify", header, { ...requirements, maxAmountRequired: "5001" })).toMatchObject({
      isValid: false,
      invalidReason: "insufficient_amount",
    });
    expect(await post("/verify", header, { ...requirements, asset: "999" })).toMatchObject({
      isValid: false,
      invalidReason: "invalid_asset",
    });
    expect(await post("/verify", header, { ...requirements, network: "algorand-mainnet" })).toMatchObject({
      isValid: false,
      invalidReason: "invalid_network",
    });
  });

  it("refuses a tampered signature and a garbage payload", async () => {
    const payer = funded(c.devnet, 3);
    const header = await buildPaymentHeader(c.algod, algosdk.secretKeyToMnemonic(payer.sk), requirements);
    const payload = JSON.parse(Buffer.from(header, "base64").toString());
    const signed = algosdk.decodeSignedTransaction(Buffer.from(payload.payload.paymentGroup[0], "base64"));
    const forged = new algosdk.SignedTransaction({ txn: signed.txn, sig: new Uint8Array(64) });
    payload.payload.paymentGroup[0] = Buffer.from(algosdk.encodeMsgpack(forged)).toString("base64");
    const tampered = Buffer.from(JSON.stringify(payload)).toString("base64");
    expect(await post("/verify", tampered)).toMatchObject({
      isValid: false,
      invalidReason: "invalid_signature",
    });

    payload.payload.paymentGroup = ["bm90IG1zZ3BhY2s="];
    const garbage = Buffer.from(JSON.stringify(payload)).toString("base64");
    expect(await post("/verify", garbage)).toMatchObject({
      isValid: false,
      invalidReason: "invalid_payload",
    });
  });
});
