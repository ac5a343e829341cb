import type { ChainTx } from "../chain/chain-reader.js";
import type { TRUST_WEIGHTS } from "./trust-score.js";
import { txValue, type WalletFacts } from "./wallet-facts.js";

export const EVIDENCE_PER_SUBSCORE = 5;

export interface EvidenceItem {
  txId: string;
  round: number;
}

export type ScoreEvidence = Record<keyof typeof TRUST_WEIGHTS, EvidenceItem[]>;

const item = (tx: ChainTx): EvidenceItem => ({ txId: tx.id, round: tx.round });
const top = (txs: ChainTx[]) => txs.slice(0, EVIDENCE_PER_SUBSCORE).map(item);

/**
 * Per trust sub-score, the transactions (at most 5) an analyst can look up on a block explorer to
 * check it. `facts.transactions` is newest first. Definitions in docs/trust-service.md, "Evidence".
 */
export function scoreEvidence(facts: WalletFacts): ScoreEvidence {
  const txs = facts.transactions;
  const self = facts.address;
  const counterpartyOf = (t: ChainTx) => (t.sender === self ? t.receiver : t.sender);
  // Most recent transaction with each counterparty, counterparties by how often they appear.
  const byCounterparty = new Map<string, { latest: ChainTx; count: number }>();
  for (const t of txs) {
    const other = counterpartyOf(t);
    if (!other || other === self) continue;
    const seen = byCounterparty.get(other);
    if (seen) seen.count++;
    else byCounterparty.set(other, { latest: t, count: 1 });
  }
  const diversity = [...byCounterparty.values()].sort((a, b) => b.count - a.count).map((c) => c.latest);
  const incoming = txs
    .filter((t) => t.receiver === self && t.sender !== self)
    .map((t) => ({ t, value: txValue(t, facts.usdcAssetId, facts.algoUsd) }))
    .filter((x) => x.value > 0)
    .sort((a, b) => b.value - a.value)
    .map((x) => x.t);
  // The busiest 1 000-round window, as in the burst share.
  const windows = new Map<number, ChainTx[]>();
  for (const t of txs) {
    const w = Math.floor(t.round / 1000);
    const list = windows.get(w) ?? [];
    list.push(t);
    windows.set(w, list);
  }
  const busiest = [...windows.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const latest = txs[0];
  return {
    accountAge: top([...txs].reverse()),
    activity: top(txs),
    counterpartyDiversity: top(diversity),
    balance: top(incoming),
    consistency: top([...(latest ? [latest] : []), ...busiest.filter((t) => t !== latest)]),
  };
}
