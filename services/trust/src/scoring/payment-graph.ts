import type { ChainTx } from "../chain/chain-reader.js";

/** Who paid whom: sender → receivers. */
export type PaymentGraph = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The payments one history shows (self-payments left out). Computed once per wallet with its
 * statistics, so a merchant's thousands of transactions are walked once, not on every request
 * whose cluster holds it.
 */
export function historyGraph(transactions: readonly ChainTx[]): PaymentGraph {
  const graph = new Map<string, Set<string>>();
  for (const tx of transactions) {
    if (!tx.receiver || tx.receiver === tx.sender) continue;
    let to = graph.get(tx.sender);
    if (!to) {
      to = new Set();
      graph.set(tx.sender, to);
    }
    to.add(tx.receiver);
  }
  return graph;
}

/** The union of several histories' graphs: the payments a cluster's histories show. */
export function mergeGraphs(graphs: readonly PaymentGraph[]): PaymentGraph {
  const merged = new Map<string, Set<string>>();
  for (const graph of graphs) {
    for (const [sender, receivers] of graph) {
      const to = merged.get(sender);
      if (!to) merged.set(sender, new Set(receivers));
      else for (const r of receivers) to.add(r);
    }
  }
  return merged;
}

/** The payments a wallet's and its cluster members' histories show (each history's graph, merged). */
export function clusterGraph(
  self: { stats: { payments: PaymentGraph } },
  members: readonly { stats: { payments: PaymentGraph } }[],
): PaymentGraph {
  return mergeGraphs([self, ...members].map((p) => p.stats.payments));
}
