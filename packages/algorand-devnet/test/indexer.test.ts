import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { START_ROUND, startDevnet } from "../src/index.js";
import { type Clients, startClients } from "./fixtures.js";

let c: Clients;
beforeAll(async () => {
  c = await startClients();
});
afterAll(() => c.devnet.close());

describe("indexer API through algosdk", () => {
  it("gives created-at-round, in the past for seeded wallets", async () => {
    const address = c.devnet.accounts.roles.established![0]!;
    const { account, currentRound } = await c.indexer.lookupAccountByID(address).do();
    expect(account.createdAtRound).toBeLessThan(BigInt(START_ROUND - 700_000));
    expect(currentRound).toBeGreaterThanOrEqual(BigInt(START_ROUND));
  });

  it("pages newest first and returns every transaction exactly once", async () => {
    const address = c.devnet.accounts.roles.established![1]!;
    const seen: string[] = [];
    const rounds: bigint[] = [];
    let next: string | undefined;
    do {
      const request = c.indexer.lookupAccountTransactions(address).limit(37);
      if (next) request.nextToken(next);
      const page = await request.do();
      for (const tx of page.transactions) {
        seen.push(tx.id!);
        rounds.push(tx.confirmedRound!);
      }
      next = page.nextToken;
    } while (next);
    expect(seen.length).toBeGreaterThan(100);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...rounds].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(rounds);
    const all = await c.indexer.lookupAccountTransactions(address).limit(1000).do();
    expect(all.transactions.map((t) => t.id)).toEqual(seen);
  });

  it("filters by round range, type and asset", async () => {
    const address = c.devnet.accounts.roles.established![0]!;
    const min = BigInt(START_ROUND - 300_000);
    const max = BigInt(START_ROUND - 100_000);
    const ranged = await c.indexer
      .lookupAccountTransactions(address)
      .minRound(min)
      .maxRound(max)
      .limit(1000)
      .do();
    expect(ranged.transactions.length).toBeGreaterThan(0);
    for (const tx of ranged.transactions) {
      expect(tx.confirmedRound! >= min && tx.confirmedRound! <= max).toBe(true);
    }
    const usdc = BigInt(c.devnet.accounts.assets.usdc);
    const axfers = await c.indexer
      .lookupAccountTransactions(address)
      .txType("axfer")
      .assetID(usdc)
      .limit(1000)
      .do();
    expect(axfers.transactions.length).toBeGreaterThan(0);
    expect(
      axfers.transactions.every((t) => t.txType === "axfer" && t.assetTransferTransaction?.assetId === usdc),
    ).toBe(true);
    const pays = await c.indexer.lookupAccountTransactions(address).txType("pay").limit(1000).do();
    expect(pays.transactions.every((t) => t.txType === "pay")).toBe(true);
    expect(pays.transactions.length + axfers.transactions.length).toBe(
      (await c.indexer.lookupAccountTransactions(address).limit(1000).do()).transactions.length,
    );
  });

  it("shows fresh wallets on chain with no history", async () => {
    const fresh = c.devnet.accounts.roles.fresh![1]!;
    const { account } = await c.indexer.lookupAccountByID(fresh).do();
    expect(account.amount).toBeGreaterThan(0n);
    expect((await c.indexer.lookupAccountTransactions(fresh).do()).transactions).toEqual([]);
  });

  it("materializes the generated population on look-up", async () => {
    const wallet = c.devnet.accounts.roles.population![3]!;
    const { account } = await c.indexer.lookupAccountByID(wallet).do();
    expect(account.address).toBe(wallet);
  });

  it("answers errors in the indexer's shape", async () => {
    const unknown = await fetch(`${c.devnet.indexerUrl}/v2/accounts/${"A".repeat(52)}AAAAAA`);
    expect([400, 404]).toContain(unknown.status);
    const missing = await fetch(
      `${c.devnet.indexerUrl}/v2/accounts/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ`,
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toHaveProperty("message");
    const badLimit = await fetch(`${c.devnet.indexerUrl}/v2/transactions?limit=-1`);
    expect(badLimit.status).toBe(400);
    const badToken = await fetch(`${c.devnet.indexerUrl}/v2/transactions?next=zzz`);
    expect(badToken.status).toBe(400);
    const badType = await fetch(`${c.devnet.indexerUrl}/v2/transactions?tx-type=bogus`);
    expect(await badType.json()).toEqual({ message: "invalid tx-type: bogus" });
  });

  it("is deterministic: the same seed gives the same accounts and histories", async () => {
    const twin = await startDevnet({ seed: "test", wallets: 50 });
    try {
      expect(twin.accounts).toEqual(c.devnet.accounts);
      const address = c.devnet.accounts.roles.sybilRing![0]!;
      const url = (base: string) => `${base}/v2/accounts/${address}/transactions?limit=1000`;
      const ours = (await (await fetch(url(c.devnet.indexerUrl))).json()) as {
        transactions: Array<{ id: string }>;
      };
      const theirs = (await (await fetch(url(twin.indexerUrl))).json()) as {
        transactions: Array<{ id: string }>;
      };
      expect(theirs.transactions.map((t) => t.id)).toEqual(ours.transactions.map((t) => t.id));
    } finally {
      await twin.close();
    }
  });
});
