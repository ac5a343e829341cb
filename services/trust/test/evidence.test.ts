import type { Devnet } from "@platform/algorand-devnet";
import type { TrustClient } from "@platform/trust-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFor, ok, sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let client: TrustClient;
let cleanup: () => Promise<void>;
const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;
const SUBSCORES = ["accountAge", "activity", "balance", "consistency", "counterpartyDiversity"] as const;

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

/** What an analyst does: look the transaction up by id on the indexer (a block explorer's source). */
async function lookup(txId: string) {
  const res = await fetch(`${devnet.indexerUrl}/v2/transactions/${txId}`);
  expect(res.status, txId).toBe(200);
  const body = (await res.json()) as { transaction: IndexedTx };
  return body.transaction;
}

interface IndexedTx {
  "confirmed-round": number;
  sender: string;
  "payment-transaction"?: { receiver: string };
  "asset-transfer-transaction"?: { receiver: string };
}

describe("evidence", () => {
  it("/score lists, per sub-score, at most 5 real transactions of the wallet, each findable by id at its round", async () => {
    const wallet = role("established", 2);
    const score = ok(await client.score(wallet));
    expect(Object.keys(score.evidence).sort()).toEqual(SUBSCORES);
    for (const name of SUBSCORES) {
      const items = score.evidence[name];
      expect(items.length, name).toBeGreaterThan(0);
      expect(items.length, name).toBeLessThanOrEqual(5);
      for (const { txId, round } of items) {
        const tx = await lookup(txId);
        expect(tx["confirmed-round"]).toBe(round);
        const receiver = tx["payment-transaction"]?.receiver ?? tx["asset-transfer-transaction"]?.receiver;
        expect([tx.sender, receiver]).toContain(wallet);
      }
    }
    // Activity shows the newest transactions, account age the oldest.
    const rounds = (name: (typeof SUBSCORES)[number]) => score.evidence[name].map((e) => e.round);
    expect(rounds("activity")).toEqual([...rounds("activity")].sort((a, b) => b - a));
    expect(Math.min(...rounds("accountAge"))).toBeLessThanOrEqual(Math.min(...rounds("activity")));
    // Diversity: one transaction per counterparty.
    const counterparties = await Promise.all(
      score.evidence.counterpartyDiversity.map(async (e) => {
        const tx = await lookup(e.txId);
        return tx.sender === wallet
          ? (tx["payment-transaction"] ?? tx["asset-transfer-transaction"])!.receiver
          : tx.sender;
      }),
    );
    expect(new Set(counterparties).size).toBe(counterparties.length);
  });

  it("the passport carries the same evidence; a wallet without history has empty lists", async () => {
    const wallet = role("reputable");
    const score = ok(await client.score(wallet));
    const passport = ok(await client.passport(wallet));
    expect(passport.evidence).toEqual(score.evidence);
    const fresh = ok(await client.score(role("fresh")));
    expect(fresh.evidence).toEqual(Object.fromEntries(SUBSCORES.map((s) => [s, []])));
  });
});
