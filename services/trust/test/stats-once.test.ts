import type { Devnet } from "@platform/algorand-devnet";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as walletFacts from "../src/scoring/wallet-facts.js";
import { sharedDevnet, trustAgainst } from "./fixtures.js";

// Counts walletStats calls per wallet; the real function still runs.
vi.mock("../src/scoring/wallet-facts.js", async (original) => {
  const real = await original<typeof import("../src/scoring/wallet-facts.js")>();
  return { ...real, walletStats: vi.fn(real.walletStats) };
});

let devnet: Devnet;
beforeAll(async () => {
  devnet = await sharedDevnet();
});
afterAll(() => devnet.close());

describe("wallet statistics", () => {
  it("are computed once per wallet for a passport and its cluster, then served from the facts cache", async () => {
    const { app, cleanup } = await trustAgainst(devnet);
    const stats = vi.mocked(walletFacts.walletStats);
    stats.mockClear();
    const wallet = devnet.accounts.roles.sybilRing![1]!;
    expect((await app.inject(`/passport?wallet=${wallet}`)).statusCode).toBe(200);
    const perWallet = new Map<string, number>();
    for (const [facts] of stats.mock.calls)
      perWallet.set(facts.address, (perWallet.get(facts.address) ?? 0) + 1);
    // The wallet itself and its cluster members (funder, ring neighbours) were profiled...
    expect(perWallet.size).toBeGreaterThan(2);
    // ...each exactly once, although the passport reads its own profile five times.
    expect([...perWallet.values()].every((n) => n === 1)).toBe(true);
    // Other answers about the same wallets reuse them.
    stats.mockClear();
    await app.inject(`/underwrite?wallet=${wallet}`);
    await app.inject({ method: "POST", url: "/credit-estimate", payload: { wallet } });
    expect(stats).not.toHaveBeenCalled();
    await cleanup();
  });
});
