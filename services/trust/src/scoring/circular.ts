import type { Profile } from "./sybil.js";
import { txValue } from "./wallet-facts.js";

/** Longest payment cycle, in transfers, whose value the credit estimate leaves out of volume. */
export const MAX_CYCLE_TRANSFERS = 6;

/**
 * USD of the wallet's own transfers that lie on a directed payment cycle of 3 to
 * MAX_CYCLE_TRANSFERS transfers through its cluster (the wallets the sybil check reads): value
 * that went round and came back moved nothing. Two-transfer round trips (out to a counterparty and
 * straight back) are WalletStats.circularValue; a counterparty paid in both directions is left to
 * that rule, so nothing is counted twice.
 */
export function clusterCircularValue(
  self: Profile,
  members: Profile[],
  maxTransfers = MAX_CYCLE_TRANSFERS,
): number {
  const address = self.facts.address;
  const edges = new Map<string, Set<string>>();
  for (const p of [self, ...members]) {
    for (const tx of p.facts.transactions) {
      if (!tx.receiver || tx.receiver === tx.sender) continue;
      const out = edges.get(tx.sender) ?? new Set<string>();
      out.add(tx.receiver);
      edges.set(tx.sender, out);
    }
  }
  const paidBy = new Set<string>();
  const paidTo = new Set<string>();
  for (const tx of self.facts.transactions) {
    if (tx.sender === address && tx.receiver) paidTo.add(tx.receiver);
    if (tx.receiver === address) paidBy.add(tx.sender);
  }
  /** Whether `to` is reachable from `from` in at most `hops` transfers, never through the wallet itself. */
  const reaches = (from: string, to: string, hops: number): boolean => {
    let frontier = [from];
    const seen = new Set([from]);
    for (let depth = 0; depth < hops && frontier.length > 0; depth++) {
      const next: string[] = [];
      for (const node of frontier) {
        for (const target of edges.get(node) ?? []) {
          if (target === to) return true;
          if (target === address || seen.has(target)) continue;
          seen.add(target);
          next.push(target);
        }
      }
      frontier = next;
    }
    return false;
  };
  let circular = 0;
  for (const tx of self.facts.transactions) {
    const value = txValue(tx, self.facts.usdcAssetId, self.facts.algoUsd);
    if (value <= 0 || !tx.receiver || tx.receiver === tx.sender) continue;
    if (tx.sender === address) {
      // Out to B, and B's money comes back through others within the remaining transfers.
      const b = tx.receiver;
      if (!paidBy.has(b) && reaches(b, address, maxTransfers - 1)) circular += value;
    } else if (tx.receiver === address) {
      const c = tx.sender;
      if (!paidTo.has(c) && reaches(address, c, maxTransfers - 1)) circular += value;
    }
  }
  return circular;
}
