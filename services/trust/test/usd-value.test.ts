import type { Devnet } from "@platform/algorand-devnet";
import algosdk from "algosdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;

beforeAll(async () => {
  devnet = await sharedDevnet();
});
afterAll(() => devnet.close());

/** A real payment on the devnet, signed with the funded role's key. */
async function pay(from: string, to: string, microAlgos: number) {
  const url = new URL(devnet.algodUrl);
  const algod = new algosdk.Algodv2("", `${url.protocol}//${url.hostname}`, url.port);
  const key = algosdk.mnemonicToSecretKey(devnet.accounts.mnemonics[from]!);
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from,
    receiver: to,
    amount: microAlgos,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  const { txid } = await algod.sendRawTransaction(txn.signTxn(key.sk)).do();
  await algosdk.waitForConfirmation(algod, txid, 20);
}

async function scoreWith(env: Record<string, string>, wallet: string) {
  const { app, cleanup } = await trustAgainst(devnet, env);
  try {
    const score = (await app.inject(`/score?wallet=${wallet}`)).json();
    const credit = (
      await app.inject({ method: "POST", url: "/credit-estimate", payload: { wallet } })
    ).json();
    return { score, credit };
  } finally {
    await cleanup();
  }
}

describe("value in USD", () => {
  it("ALGO is converted with the devnet's price feed, USDC at par", async () => {
    // The trust anchor holds 5 000 ALGO and no USDC.
    const { score, credit } = await scoreWith({}, role("trustAnchor"));
    expect(score.onChain.algoUsdPrice).toBe(0.25);
    expect(score.onChain.holdingsUsd).toBe(1250);
    expect(credit.breakdown.holdings).toBe(1250);
    expect(score.explanation).toContain(`Holdings 1250.00 USD (${score.breakdown.balance}/100).`);
  });

  it("ALGO_USD_PRICE wins over the feed", async () => {
    const { score } = await scoreWith({ ALGO_USD_PRICE: "2" }, role("trustAnchor"));
    expect(score.onChain.algoUsdPrice).toBe(2);
    expect(score.onChain.holdingsUsd).toBe(10_000);
  });

  it("without a price (none set, or the feed failing) ALGO is valued at 0 and the answer says so", async () => {
    const merchant = role("established", 1);
    const priced = await scoreWith({}, merchant);
    for (const env of [{ ALGO_PRICE_URL: "" }, { ALGO_PRICE_URL: "http://127.0.0.1:1/price" }]) {
      const { score } = await scoreWith(env, merchant);
      expect(score.onChain.algoUsdPrice).toBeNull();
      expect(score.onChain.holdingsUsd).toBe(score.onChain.usdcBalance);
      expect(score.explanation.join(" ")).toContain("ALGO not valued: no price source");
      expect(score.onChain.monthlyVolumeUsd).toBeLessThan(priced.score.onChain.monthlyVolumeUsd);
    }
  });

  it("a payment that comes back to its sender is reported as circular and left out of the volume", async () => {
    const [a, b] = [role("funded", 0), role("funded", 1)];
    const before = (await scoreWith({}, a)).score.onChain;
    expect(before.circularValueUsd).toBe(0);
    // 40 ALGO out to b and 40 back: 20 USD at 0.25 each way, 0 moved in the end.
    await pay(a, b, 40_000_000);
    await pay(b, a, 40_000_000);
    const after = (await scoreWith({}, a)).score.onChain;
    expect(after.transactionCount).toBe(before.transactionCount + 2);
    expect(after.circularValueUsd).toBe(20);
    expect(after.monthlyVolumeUsd).toBe(before.monthlyVolumeUsd);
  });

  it("the credit estimate also leaves out value going round a longer cycle through the cluster (the sybil ring)", async () => {
    const { score, credit } = await scoreWith({}, role("sybilRing", 2));
    // Each ring member passes 1 ALGO on, 20 times round a 6-wallet ring: no direct round trip.
    expect(score.onChain.circularValueUsd).toBe(0);
    expect(credit.breakdown.circularValueUsd).toBe(10);
    expect(credit.breakdown.monthlyVolume).toBeLessThan(score.onChain.monthlyVolumeUsd);
    expect(credit.explanation[0]).toContain("10.00 USD going round in payment cycles excluded");
  });
});
