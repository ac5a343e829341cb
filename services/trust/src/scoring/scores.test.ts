import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ChainTx, Delegation } from "../chain/chain-reader.js";
import { circulation, needsCluster } from "./circular.js";
import { withoutWallet } from "./delegation-graph.js";
import { delegationScore } from "./delegation-score.js";
import { sealPassport, verifyPassportChecksum } from "./passport.js";
import { reputationScore } from "./reputation-score.js";
import { sybilRisk } from "./sybil.js";
import { trustScore } from "./trust-score.js";
import { underwrite } from "./underwrite.js";
import { holdingsUsd, type WalletFacts, walletStats } from "./wallet-facts.js";

const SELF = "SELF";
const tx = (round: number, from: string, to: string, amount = 1_000_000): ChainTx => ({
  id: `${round}-${from}-${to}`,
  round,
  sender: from,
  receiver: to,
  type: "pay",
  amount,
});

function facts(createdAtRound: number, txs: ChainTx[], balance = 5_000_000): WalletFacts {
  return {
    address: SELF,
    currentRound: 40_000_000,
    createdAtRound,
    balance,
    minBalance: 100_000,
    assetCount: 0,
    appCount: 0,
    usdcBalance: 0,
    usdcAssetId: 1,
    algoUsd: 0.25,
    transactions: [...txs].sort((a, b) => b.round - a.round),
    truncated: false,
  };
}

const history = fc.array(
  fc.record({
    round: fc.integer({ min: 39_000_000, max: 40_000_000 }),
    other: fc.constantFrom("A", "B", "C", "D"),
    incoming: fc.boolean(),
    amount: fc.integer({ min: 1, max: 1e9 }),
  }),
  { maxLength: 60 },
);
const toTxs = (h: Array<{ round: number; other: string; incoming: boolean; amount: number }>) =>
  h.map((t) => (t.incoming ? tx(t.round, t.other, SELF, t.amount) : tx(t.round, SELF, t.other, t.amount)));

describe("trust score", () => {
  it("stays within 0-100 with five sub-scores in range", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 38_000_000, max: 40_000_000 }),
        history,
        fc.integer({ min: 0, max: 1e13 }),
        (created, h, balance) => {
          const f = facts(created, toTxs(h), balance);
          const s = trustScore(f, walletStats(f));
          expect(s.trustScore).toBeGreaterThanOrEqual(0);
          expect(s.trustScore).toBeLessThanOrEqual(100);
          for (const v of Object.values(s.breakdown)) expect(v >= 0 && v <= 100).toBe(true);
        },
      ),
    );
  });

  it("more history never lowers age credit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        history,
        (a, b, h) => {
          const [younger, older] = [Math.min(a, b), Math.max(a, b)];
          const young = facts(40_000_000 - younger, toTxs(h));
          const old = facts(40_000_000 - older, toTxs(h));
          expect(trustScore(old, walletStats(old)).breakdown.accountAge).toBeGreaterThanOrEqual(
            trustScore(young, walletStats(young)).breakdown.accountAge,
          );
        },
      ),
    );
  });
});

describe("delegation score", () => {
  const edge = (sponsor: string, agent: string, amount = 1e9): Delegation => ({
    sponsor,
    agent,
    amount,
    round: 1,
  });
  const nodes = ["ANCHOR", "S1", "S2", "S3", "S4", "X"];
  const edges = fc.array(fc.tuple(fc.constantFrom(...nodes), fc.constantFrom(...nodes)), { maxLength: 20 });

  it("a lost sponsor never raises delegation trust (cycles included)", () => {
    fc.assert(
      fc.property(edges, fc.constantFrom(...nodes.slice(1)), (pairs, lost) => {
        const graph = {
          anchor: "ANCHOR",
          edges: pairs.filter(([s, a]) => s !== a).map(([s, a]) => edge(s, a)),
        };
        if (lost === "X") return;
        const before = delegationScore(graph, "X").trustScore;
        const after = delegationScore(withoutWallet(graph, lost), "X").trustScore;
        expect(after).toBeLessThanOrEqual(before);
      }),
    );
  });

  it("depth counts delegations to the anchor; the anchor itself scores 100", () => {
    const graph = {
      anchor: "ANCHOR",
      edges: [edge("ANCHOR", "S1"), edge("S1", "S2"), edge("S2", "X"), edge("X", "S1")],
    };
    expect(delegationScore(graph, "X").delegation.depth).toBe(3);
    expect(delegationScore(graph, "ANCHOR")).toMatchObject({
      trustScore: 100,
      delegation: { isTrustAnchor: true, depth: 0 },
    });
  });
});

describe("reputation, underwriting and passport", () => {
  it("reputation stays in 0-100 and a dispute never raises it", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(50), { minLength: 6, maxLength: 6 }), (c) => {
        const types = ["payment", "purchase", "dispute", "refund", "endorsement", "service"];
        const counts = Object.fromEntries(types.map((t, i) => [t, c[i]!]));
        const amounts = Object.fromEntries(types.map((t) => [t, 0]));
        const base = reputationScore({ counts, amounts, total: 0 }, "contract").reputation;
        const more = reputationScore(
          { counts: { ...counts, dispute: counts.dispute! + 1 }, amounts, total: 0 },
          "contract",
        ).reputation;
        expect(base >= 0 && base <= 100).toBe(true);
        expect(more).toBeLessThanOrEqual(base);
      }),
    );
  });

  it("underwriting weights are .35/.25/.20/.20 and a sanctioned wallet is never approved", () => {
    const d = underwrite({
      trust: 80,
      delegation: 60,
      sybilRisk: 0.1,
      reputation: 70,
      creditLimit: 1000,
      sanctioned: false,
    });
    expect(d.compositeScore).toBeCloseTo(0.35 * 80 + 0.25 * 60 + 0.2 * 90 + 0.2 * 70, 1);
    expect(d.approved).toBe(true);
    expect(
      underwrite({
        trust: 100,
        delegation: 100,
        sybilRisk: 0,
        reputation: 100,
        creditLimit: 1000,
        sanctioned: true,
      }).approved,
    ).toBe(false);
  });

  it("a passport checksum detects any change", () => {
    const sealed = sealPassport({ wallet: "W", trustScore: 50, nested: { b: 1, a: [1, 2] } });
    expect(verifyPassportChecksum(sealed)).toBe(true);
    expect(verifyPassportChecksum({ ...sealed, nested: { a: [1, 2], b: 1 } })).toBe(true);
    expect(verifyPassportChecksum({ ...sealed, nested: { a: [2, 1], b: 1 } })).toBe(false);
  });
});

describe("sybil", () => {
  it("flags nobody when the cluster is only ordinary counterparties", () => {
    const self = facts(39_000_000, [tx(39_500_000, "A", SELF), tx(39_600_000, "B", SELF, 7_000_000)]);
    const a = { ...facts(39_100_000, [tx(39_500_000, "A", SELF)]), address: "A" };
    const result = sybilRisk(
      { facts: self, stats: walletStats(self) },
      [{ facts: a, stats: walletStats(a) }],
      [],
    );
    expect(result.flaggedWallets).toEqual([]);
    expect(Object.keys(result.signals)).toHaveLength(12);
    expect(result.sybilRisk).toBeGreaterThanOrEqual(0);
    expect(result.sybilRisk).toBeLessThanOrEqual(1);
  });
});

describe("value in USD", () => {
  const usdc = (round: number, from: string, to: string, amount: number): ChainTx => ({
    ...tx(round, from, to, amount),
    type: "axfer",
    assetId: 1,
  });

  it("ALGO is valued at the price and USDC at par, in holdings and volume", () => {
    const f = {
      ...facts(1_000, [tx(39_999_000, "B", SELF, 8_000_000), usdc(39_999_100, "C", SELF, 3_000_000)]),
    };
    f.balance = 40_000_000;
    f.usdcBalance = 5_000_000;
    expect(holdingsUsd(f)).toBe(40 * 0.25 + 5);
    expect(holdingsUsd({ ...f, algoUsd: undefined })).toBe(5);
    const stats = walletStats(f);
    expect(stats.incomingValue).toBe(8 * 0.25 + 3);
    expect(stats.movedValue).toBe(8 * 0.25 + 3);
    expect(circulation({ facts: f, stats }, [], 6).circularValue).toBe(0);
  });

  it("a round trip to a counterparty and back is not volume; the unmatched rest is", () => {
    const out = usdc(39_999_000, SELF, "B", 100_000_000);
    const back = usdc(39_999_500, "B", SELF, 90_000_000);
    const other = usdc(39_999_700, "C", SELF, 10_000_000);
    const alone = (txs: ChainTx[]) => {
      const f = facts(1_000, txs);
      return circulation({ facts: f, stats: walletStats(f) }, [], 2);
    };
    const trip = alone([out, back, other]);
    expect(trip.circularValue).toBe(180);
    const plain = alone([out, other]);
    expect(plain.circularValue).toBe(0);
    // 200 moved in all, 180 of it a round trip: 20 USD over the same observed life.
    expect(trip.monthlyVolume).toBeCloseTo((plain.monthlyVolume * 20) / 110, 6);
  });
});

describe("payment cycles through the cluster (one rule with round trips)", () => {
  const profile = (address: string, txs: ChainTx[]) => {
    const f = { ...facts(1_000, txs), address };
    return { facts: f, stats: walletStats(f) };
  };
  const ring = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? SELF : `R${i}`));
  /** SELF and the other wallets of a ring, each with the transfers it sees. */
  const cycleOf = (size: number) => {
    const members = ring(size);
    const txs = members.map((m, i) => tx(39_999_000 + i, m, members[(i + 1) % members.length]!, 4_000_000));
    const seen = (m: string) => txs.filter((t) => t.sender === m || t.receiver === m);
    return { self: profile(SELF, seen(SELF)), others: members.slice(1).map((m) => profile(m, seen(m))) };
  };

  it("a payment back at its sender within N transfers is circular (N = 6 by default); a longer cycle and a one-way payment are not", () => {
    for (const [size, expected] of [
      [3, 2],
      [6, 2],
      [7, 0],
    ] as const) {
      const { self, others } = cycleOf(size);
      // 4 ALGO out and 4 ALGO in at 0.25 USD: 1 USD each leg.
      expect(circulation(self, others, 6).circularValue, `cycle of ${size}`).toBe(expected);
    }
    const oneWay = profile(SELF, [tx(39_999_000, SELF, "B", 4_000_000)]);
    expect(circulation(oneWay, [profile("B", [])], 6).circularValue).toBe(0);
  });

  it("N is the limit: a 3-transfer cycle counts from N = 3, a 6-transfer one only from N = 6", () => {
    const three = cycleOf(3);
    const six = cycleOf(6);
    expect(circulation(three.self, three.others, 2).circularValue).toBe(0);
    expect(circulation(three.self, three.others, 3).circularValue).toBe(2);
    expect(circulation(six.self, six.others, 5).circularValue).toBe(0);
    expect(circulation(six.self, six.others, 6).circularValue).toBe(2);
  });

  it("without the cluster's histories a longer cycle is not seen (the wallet's own history shows no path)", () => {
    const { self } = cycleOf(3);
    expect(circulation(self, [], 6).circularValue).toBe(0);
  });

  it("round trips are matched first and no dollar twice: the rest of an outflow can match a longer cycle", () => {
    // SELF pays B 10 USD, B pays back 4 (a round trip of 4) and pays C; C pays SELF 10 USD.
    const txs = [
      usd(39_999_000, SELF, "B", 10),
      usd(39_999_001, "B", SELF, 4),
      usd(39_999_002, "B", "C", 1),
      usd(39_999_003, "C", SELF, 10),
    ];
    const self = profile(
      SELF,
      txs.filter((t) => t.sender === SELF || t.receiver === SELF),
    );
    const b = profile(
      "B",
      txs.filter((t) => t.sender === "B" || t.receiver === "B"),
    );
    // 2 × 4 round trip, then 2 × min(10 − 4, 10) on SELF → B → C → SELF.
    const flow = circulation(self, [b], 6);
    expect(flow.circularValue).toBe(20);
    // 24 USD moved, 20 of it went round: 4 USD over the observed life.
    expect(flow.monthlyVolume).toBeCloseTo((4 / self.stats.observedDays) * 30, 9);
  });

  it("the cluster is read only when an outflow and an inflow with different counterparties are left after round trips", () => {
    const stats = (txs: ChainTx[]) => profile(SELF, txs).stats;
    expect(needsCluster(stats([usd(1, SELF, "B", 5), usd(2, "B", SELF, 5)]))).toBe(false);
    expect(needsCluster(stats([usd(1, SELF, "B", 5), usd(2, SELF, "C", 5)]))).toBe(false);
    expect(needsCluster(stats([usd(1, "B", SELF, 5), usd(2, "C", SELF, 5)]))).toBe(false);
    expect(needsCluster(stats([usd(1, SELF, "B", 5), usd(2, "C", SELF, 5)]))).toBe(true);
    expect(needsCluster(stats([usd(1, SELF, "B", 5), usd(2, "B", SELF, 3), usd(3, "C", SELF, 1)]))).toBe(
      true,
    );
  });
});

/** A USDC transfer of `dollars`. */
function usd(round: number, from: string, to: string, dollars: number): ChainTx {
  return { ...tx(39_990_000 + round, from, to, dollars * 1_000_000), type: "axfer", assetId: 1 };
}
