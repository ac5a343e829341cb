import type { Devnet } from "@platform/algorand-devnet";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;
const SUBSCORES = ["accountAge", "activity", "balance", "consistency", "counterpartyDiversity"];

beforeAll(async () => {
  devnet = await sharedDevnet();
  ({ app, cleanup } = await trustAgainst(devnet));
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
    const score = (await app.inject(`/score?wallet=${wallet}`)).json();
    expect(Object.keys(score.evidence).sort()).toEqual(SUBSCORES);
    for (const name of SUBSCORES) {
      const items = score.evidence[name] as Array<{ txId: string; round: number }>;
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
    const rounds = (name: string) => score.evidence[name].map((e: { round: number }) => e.round);
    expect(rounds("activity")).toEqual([...rounds("activity")].sort((a, b) => b - a));
    expect(Math.min(...rounds("accountAge"))).toBeLessThanOrEqual(Math.min(...rounds("activity")));
    // Diversity: one transaction per counterparty.
    const counterparties = await Promise.all(
      score.evidence.counterpartyDiversity.map(async (e: { txId: string }) => {
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
    const score = (await app.inject(`/score?wallet=${wallet}`)).json();
    const passport = (await app.inject(`/passport?wallet=${wallet}`)).json();
    expect(passport.evidence).toEqual(score.evidence);
    const fresh = (await app.inject(`/score?wallet=${role("fresh")}`)).json();
    expect(fresh.evidence).toEqual(Object.fromEntries(SUBSCORES.map((s) => [s, []])));
  });
});
