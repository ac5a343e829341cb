import type { Devnet } from "@platform/algorand-devnet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AlgorandChain } from "../src/chain/algorand-chain.js";
import { devnetChain, sharedDevnet } from "./fixtures.js";

let devnet: Devnet;
let chain: AlgorandChain;
beforeAll(async () => {
  devnet = await sharedDevnet();
  chain = devnetChain(devnet);
});
afterAll(() => devnet.close());

describe("history read from the indexer's raw JSON", () => {
  it("gives the same transactions as algosdk's typed models (payments and USDC transfers)", async () => {
    const roles = devnet.accounts.roles;
    for (const wallet of [
      roles.established![0]!,
      roles.sybilRing![0]!,
      roles.customer![0]!,
      roles.bot![0]!,
    ]) {
      const page = await chain.history(wallet, 0);
      expect(page.transactions.length, wallet).toBeGreaterThan(0);
      // transactionsAt reads through the typed models, one round at a time.
      const rounds = [...new Set(page.transactions.map((t) => t.round))].slice(0, 15);
      for (const round of rounds) {
        const typed = await chain.transactionsAt(wallet, round);
        expect(page.transactions.filter((t) => t.round === round)).toEqual(typed);
      }
    }
  });

  it("counts USDC transfers with their asset id and amount in base units", async () => {
    const usdc = devnet.accounts.assets.usdc;
    const roles = devnet.accounts.roles;
    const all = (
      await Promise.all(
        Object.values(roles)
          .flat()
          .slice(0, 60)
          .map((w) => chain.history(w, 0)),
      )
    ).flatMap((p) => p.transactions);
    const transfers = all.filter((t) => t.type === "axfer");
    expect(transfers.length).toBeGreaterThan(0);
    expect(transfers.every((t) => t.assetId === usdc && Number.isInteger(t.amount))).toBe(true);
  });
});
