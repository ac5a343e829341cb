import type { Devnet } from "@platform/algorand-devnet";
import algosdk from "algosdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTrustConfig } from "../src/config.js";
import { sharedDevnet, trustAgainst } from "./fixtures.js";

const round1 = (n: number) => Math.round(n * 10) / 10;

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

  it("a payment back at its sender after 3 hops (a → b → c → a) is left out of /score's volume and the credit estimate's alike", async () => {
    const [a, b, c] = [role("funded", 2), role("funded", 3), role("funded", 4)];
    const before = await scoreWith({}, a);
    expect(before.score.onChain.circularValueUsd).toBe(0);
    // 40 ALGO (10 USD at 0.25) round a three-wallet cycle: a never trades with b or c both ways.
    await pay(a, b, 40_000_000);
    await pay(b, c, 40_000_000);
    await pay(c, a, 40_000_000);
    const after = await scoreWith({}, a);
    expect(after.score.onChain.transactionCount).toBe(before.score.onChain.transactionCount + 2);
    // Both of a's legs (10 USD out, 10 USD back) went round: 20 USD, and the volume did not move.
    expect(after.score.onChain.circularValueUsd).toBe(20);
    expect(after.score.onChain.monthlyVolumeUsd).toBe(before.score.onChain.monthlyVolumeUsd);
    // One rule: the credit estimate leaves out the same value from the same volume.
    expect(after.credit.breakdown.circularValueUsd).toBe(20);
    expect(after.credit.breakdown.monthlyVolume).toBe(round1(after.score.onChain.monthlyVolumeUsd));
    expect(after.credit.explanation[0]).toContain("20.00 USD going round in payment cycles excluded");
    // With CIRCULAR_MAX_HOPS=2 only round trips count: the 3-hop cycle is volume again.
    const roundTripsOnly = await scoreWith({ CIRCULAR_MAX_HOPS: "2" }, a);
    expect(roundTripsOnly.score.onChain.circularValueUsd).toBe(0);
    expect(roundTripsOnly.credit.breakdown.circularValueUsd).toBe(0);
    expect(roundTripsOnly.score.onChain.monthlyVolumeUsd).toBeGreaterThan(
      after.score.onChain.monthlyVolumeUsd,
    );
  });

  it("a longer cycle through the cluster (the sybil ring of six) counts on /score as in the credit estimate", async () => {
    const { score, credit } = await scoreWith({}, role("sybilRing", 2));
    // Each ring member passes 1 ALGO on, 20 times round a 6-wallet ring: no direct round trip;
    // 20 ALGO in and 20 ALGO out at 0.25 USD.
    expect(score.onChain.circularValueUsd).toBe(10);
    expect(credit.breakdown.circularValueUsd).toBe(10);
    expect(credit.breakdown.monthlyVolume).toBe(round1(score.onChain.monthlyVolumeUsd));
    expect(credit.explanation[0]).toContain("10.00 USD going round in payment cycles excluded");
    // Six transfers is the default limit: with five the ring is volume.
    const shorter = await scoreWith({ CIRCULAR_MAX_HOPS: "5" }, role("sybilRing", 2));
    expect(shorter.score.onChain.circularValueUsd).toBe(0);
    expect(shorter.credit.breakdown.circularValueUsd).toBe(0);
  });

  it("CIRCULAR_MAX_HOPS outside 2-8 stops start-up with the variable named", () => {
    for (const value of ["1", "9", "x"]) {
      expect(() => readTrustConfig({ CIRCULAR_MAX_HOPS: value })).toThrow(/CIRCULAR_MAX_HOPS/);
    }
    expect(readTrustConfig({}).CIRCULAR_MAX_HOPS).toBe(6);
  });
});
