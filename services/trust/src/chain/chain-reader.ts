/** What the service needs from the chain, in plain data. Implemented over algod + indexer. */

export interface AlgodAccount {
  address: string;
  amount: number;
  minBalance: number;
  totalAssetsOptedIn: number;
  totalAppsOptedIn: number;
  round: number;
  /** Holdings by asset id (base units). */
  assets: Map<number, number>;
}

export interface IndexerAccount {
  address: string;
  amount: number;
  createdAtRound: number;
  currentRound: number;
}

export interface ChainTx {
  id: string;
  round: number;
  sender: string;
  receiver?: string;
  type: string;
  /** microAlgos for pay, base units for axfer, 0 otherwise */
  amount: number;
  assetId?: number;
}

export interface HistoryPage {
  transactions: ChainTx[];
  nextToken?: string;
}

export interface Delegation {
  sponsor: string;
  agent: string;
  /** micro-USDC */
  amount: number;
  round: number;
  /** Written with the sponsor's verified signature (decision 0014); the reader always sets it. */
  consented?: boolean;
}

/** Reputation aggregate box: per event type, a count and a summed amount (micro-USDC). */
export interface ReputationAggregate {
  counts: Record<string, number>;
  amounts: Record<string, number>;
  total: number;
}

export interface ChainReader {
  status(): Promise<{ round: number }>;
  algodAccount(address: string): Promise<AlgodAccount>;
  /** undefined when the indexer has never seen the account. */
  indexerAccount(address: string): Promise<IndexerAccount | undefined>;
  history(address: string, minRound: number, nextToken?: string): Promise<HistoryPage>;
  /** The wallet's transactions confirmed in exactly this round. */
  transactionsAt(address: string, round: number): Promise<ChainTx[]>;
  /** Every (agent, sponsor) pair in the registry, from its box names. */
  delegationPairs(appId: number): Promise<Array<{ agent: string; sponsor: string }>>;
  delegation(appId: number, agent: string, sponsor: string): Promise<Delegation | undefined>;
  registryCreator(appId: number): Promise<string>;
  reputation(appId: number, address: string): Promise<ReputationAggregate | undefined>;
}
