import { clusterGraph, type PaymentGraph } from "./payment-graph.js";
import type { Profile } from "./sybil.js";
import type { WalletStats } from "./wallet-facts.js";

/** Default of CIRCULAR_MAX_HOPS: the longest payment cycle, in transfers, left out of volume. */
export const DEFAULT_CIRCULAR_MAX_HOPS = 6;

export interface Circulation {
  /** USD of the wallet's transfers whose value returned to its sender within the hop limit. */
  circularValue: number;
  /** USD moved per 30 days of observed life, the circular value left out. */
  monthlyVolume: number;
}

/**
 * The one rule for value that went round (used by /score, the credit estimate, underwriting and the
 * passport): the wallet paid B, C paid the wallet, and C is B (a round trip, 2 transfers) or B's
 * money can reach C within `maxHops − 2` further transfers among the wallets whose histories were
 * read (the wallet's cluster), never through the wallet itself. Such a pair matches
 * min(unmatched out to B, unmatched in from C) USD, and both legs leave the volume. Pairs are matched
 * shortest cycle first (round trips first), then by larger outflow to B, then by the addresses of B
 * and C, so one dollar is never matched twice and the answer does not depend on history order. Formula in docs/trust-service.md.
 */
export function circulation(
  self: Profile,
  members: readonly Profile[],
  maxHops: number,
  /** The payments the wallet's and the members' histories show (clusterGraph), when already built. */
  graph: PaymentGraph = clusterGraph(self, members),
): Circulation {
  const out = new Map<string, number>();
  const inn = new Map<string, number>();
  for (const [who, flow] of self.stats.flows) {
    if (flow.out > 0) out.set(who, flow.out);
    if (flow.in > 0) inn.set(who, flow.in);
  }
  const pairs: Array<{ b: string; c: string; hops: number; rank: number }> = [];
  const payees = [...out].sort(([a, x], [b, y]) => y - x || byAddress(a, b)).map(([who]) => who);
  payees.forEach((b, rank) => {
    for (const [c, hops] of reachable(b, graph, self.facts.address, maxHops - 2)) {
      if (inn.has(c)) pairs.push({ b, c, hops: hops + 2, rank });
    }
  });
  pairs.sort((x, y) => x.hops - y.hops || x.rank - y.rank || byAddress(x.c, y.c));
  let circularValue = 0;
  for (const { b, c } of pairs) {
    const matched = Math.min(out.get(b) ?? 0, inn.get(c) ?? 0);
    if (matched <= 0) continue;
    out.set(b, (out.get(b) ?? 0) - matched);
    inn.set(c, (inn.get(c) ?? 0) - matched);
    circularValue += 2 * matched;
  }
  const { movedValue, observedDays } = self.stats;
  return {
    circularValue,
    monthlyVolume: (Math.max(0, movedValue - circularValue) / observedDays) * 30,
  };
}

/**
 * Whether the cluster can change the answer: only when, after round trips, some outflow and some
 * inflow with another counterparty are both left. Otherwise no longer cycle can match anything and
 * the cluster need not be read (the answer is the same without it).
 */
export function needsCluster(stats: Pick<WalletStats, "flows">): boolean {
  let payee = false;
  let payer = false;
  // One counterparty is never both: what is left of a round trip runs one way only.
  for (const flow of stats.flows.values()) {
    payee ||= flow.out > flow.in;
    payer ||= flow.in > flow.out;
  }
  return payee && payer;
}

const byAddress = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Wallets reachable from `from` in at most `hops` transfers, not through `avoid`, with the fewest transfers (from itself: 0). */
function reachable(from: string, edges: PaymentGraph, avoid: string, hops: number): Map<string, number> {
  const distance = new Map([[from, 0]]);
  let frontier = [from];
  for (let depth = 1; depth <= hops && frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const node of frontier) {
      for (const target of edges.get(node) ?? []) {
        if (target === avoid || distance.has(target)) continue;
        distance.set(target, depth);
        next.push(target);
      }
    }
    frontier = next;
  }
  return distance;
}
