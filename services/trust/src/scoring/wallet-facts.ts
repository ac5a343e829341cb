import type { ChainTx } from "../chain/chain-reader.js";
import { historyGraph, type PaymentGraph } from "./payment-graph.js";

export const SECONDS_PER_ROUND = 3.3;
export const LOOKBACK_ROUNDS = 1_000_000;
export const MICRO = 1_000_000;

/** Everything the scores read about one wallet, gathered once per request (or from the facts cache). */
export interface WalletFacts {
  address: string;
  currentRound: number;
  createdAtRound: number;
  /** microAlgos */
  balance: number;
  minBalance: number;
  assetCount: number;
  appCount: number;
  /** micro-USDC held */
  usdcBalance: number;
  usdcAssetId: number;
  /** USD per ALGO when the facts were read; undefined without a price source (ALGO valued at 0). */
  algoUsd: number | undefined;
  /** Transactions within the look-back window, newest first. */
  transactions: ChainTx[];
  /** True when the page cap stopped the history read before the look-back window ended. */
  truncated: boolean;
}

/** Summary statistics over a wallet's history: the inputs of every score. */
export interface WalletStats {
  ageDays: number;
  txCount: number;
  incoming: number;
  outgoing: number;
  uniqueCounterparties: number;
  activeDays: number;
  daysSinceLastActivity: number | undefined;
  /** Share of transactions in the busiest 1 000-round window (0-1). */
  burstShare: number;
  /** Share of transactions with the single most frequent counterparty (0-1). */
  topCounterpartyShare: number;
  /** Counterparties that both sent to and received from the wallet. */
  twoWayCounterparties: string[];
  /** Incoming value in USD (ALGO at the price, USDC at par) and its largest single source. */
  incomingValue: number;
  topFunder: string | undefined;
  topFunderShare: number;
  /** Coefficient of variation of transaction amounts (0 = all equal). */
  amountVariation: number;
  /** USD moved in the look-back window, in and out (volume before circular value is left out). */
  movedValue: number;
  /** USD sent to (`out`) and received from (`in`) each counterparty: the input of circulation(). */
  flows: ReadonlyMap<string, { out: number; in: number }>;
  /** Who paid whom in this history: the wallet's part of its cluster's payment graph. */
  payments: PaymentGraph;
  /** Days of the wallet's life the look-back window covers (at least 1): volume's denominator. */
  observedDays: number;
}

const DAY_ROUNDS = 86_400 / SECONDS_PER_ROUND;

/** Value of a transaction in USD: ALGO payments at the price (0 without one), USDC at par, else 0. */
export function txValue(tx: ChainTx, usdcAssetId: number, algoUsd: number | undefined): number {
  if (tx.type === "pay") return (tx.amount / MICRO) * (algoUsd ?? 0);
  if (tx.type === "axfer" && tx.assetId === usdcAssetId) return tx.amount / MICRO;
  return 0;
}

/** Holdings in USD: the ALGO balance at the price (0 without one) plus USDC at par. */
export function holdingsUsd(facts: WalletFacts): number {
  return (facts.balance / MICRO) * (facts.algoUsd ?? 0) + facts.usdcBalance / MICRO;
}

export function walletStats(facts: WalletFacts): WalletStats {
  const { address, transactions: txs, currentRound } = facts;
  const ageDays = Math.max(0, (currentRound - facts.createdAtRound) * SECONDS_PER_ROUND) / 86_400;
  const counterparties = new Map<string, { sent: number; received: number }>();
  /** USD sent to and received from each counterparty, for circular value (circular.ts). */
  const flows = new Map<string, { out: number; in: number }>();
  const days = new Set<number>();
  const funders = new Map<string, number>();
  const windows = new Map<number, number>();
  const amounts: number[] = [];
  let incoming = 0;
  let incomingValue = 0;
  let totalValue = 0;
  for (const tx of txs) {
    days.add(Math.floor(tx.round / DAY_ROUNDS));
    windows.set(Math.floor(tx.round / 1000), (windows.get(Math.floor(tx.round / 1000)) ?? 0) + 1);
    const value = txValue(tx, facts.usdcAssetId, facts.algoUsd);
    totalValue += value;
    if (value > 0) amounts.push(value);
    const isIncoming = tx.receiver === address && tx.sender !== address;
    const other = isIncoming ? tx.sender : tx.receiver;
    if (isIncoming) {
      incoming++;
      incomingValue += value;
      funders.set(tx.sender, (funders.get(tx.sender) ?? 0) + value);
    }
    if (other && other !== address && value > 0) {
      const flow = flows.get(other) ?? { out: 0, in: 0 };
      if (isIncoming) flow.in += value;
      else if (tx.sender === address) flow.out += value;
      flows.set(other, flow);
    }
    if (other && other !== address) {
      const entry = counterparties.get(other) ?? { sent: 0, received: 0 };
      if (isIncoming) entry.sent++;
      else entry.received++;
      counterparties.set(other, entry);
    }
  }
  const top = [...counterparties.values()].reduce((m, c) => Math.max(m, c.sent + c.received), 0);
  const [topFunder, topFunded] = [...funders].reduce<[string | undefined, number]>(
    (best, [who, v]) => (v > best[1] ? [who, v] : best),
    [undefined, 0],
  );
  const lastRound = txs[0]?.round;
  const observedDays = Math.max(1, Math.min(ageDays, (LOOKBACK_ROUNDS * SECONDS_PER_ROUND) / 86_400));
  return {
    ageDays,
    txCount: txs.length,
    incoming,
    outgoing: txs.length - incoming,
    uniqueCounterparties: counterparties.size,
    activeDays: days.size,
    daysSinceLastActivity:
      lastRound === undefined ? undefined : ((currentRound - lastRound) * SECONDS_PER_ROUND) / 86_400,
    burstShare: txs.length === 0 ? 0 : Math.max(...windows.values()) / txs.length,
    topCounterpartyShare: txs.length === 0 ? 0 : top / txs.length,
    twoWayCounterparties: [...counterparties]
      .filter(([, c]) => c.sent > 0 && c.received > 0)
      .map(([who]) => who),
    incomingValue,
    topFunder,
    topFunderShare: incomingValue > 0 ? topFunded / incomingValue : 0,
    amountVariation: variation(amounts),
    movedValue: totalValue,
    flows,
    payments: historyGraph(txs),
    observedDays,
  };
}

function variation(values: number[]): number {
  if (values.length < 2) return 1;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (mean === 0) return 1;
  const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length);
  return sd / mean;
}

export const clamp = (value: number, low = 0, high = 100) => Math.min(high, Math.max(low, value));
export const round1 = (value: number) => Math.round(value * 10) / 10;
/** 0 at 0, 1 at `full`, logarithmic in between, so the first units count most. */
export const logScale = (value: number, full: number) =>
  clamp(Math.log1p(Math.max(0, value)) / Math.log1p(full), 0, 1);
