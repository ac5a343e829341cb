import algosdk from "algosdk";
import { ChainUnavailableError } from "../errors.js";
import type {
  AlgodAccount,
  ChainReader,
  ChainTx,
  Delegation,
  HistoryPage,
  IndexerAccount,
  ReputationAggregate,
} from "./chain-reader.js";

export const EVENT_TYPES = ["payment", "purchase", "dispute", "refund", "endorsement", "service"] as const;
const PAGE_LIMIT = 1000;

export interface AlgorandChainOptions {
  algodUrl: string;
  algodToken: string;
  indexerUrl: string;
  indexerToken: string;
  timeoutMs: number;
}

/** ChainReader over algosdk's Algodv2 and Indexer clients, with a timeout on every call. */
export class AlgorandChain implements ChainReader {
  private readonly algod: algosdk.Algodv2;
  private readonly indexer: algosdk.Indexer;

  constructor(private readonly options: AlgorandChainOptions) {
    // algosdk takes the port apart from the URL and would replace an embedded one with the default.
    const algod = new URL(options.algodUrl);
    const indexer = new URL(options.indexerUrl);
    this.algod = new algosdk.Algodv2(
      options.algodToken,
      `${algod.protocol}//${algod.hostname}${algod.pathname.replace(/\/$/, "")}`,
      algod.port,
    );
    this.indexer = new algosdk.Indexer(
      options.indexerToken,
      `${indexer.protocol}//${indexer.hostname}${indexer.pathname.replace(/\/$/, "")}`,
      indexer.port,
    );
  }

  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ChainUnavailableError(`${what} timed out after ${this.options.timeoutMs} ms`)),
        this.options.timeoutMs,
      );
    });
    try {
      return await Promise.race([request(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async status() {
    const status = await this.call("algod status", () => this.algod.status().do());
    return { round: Number(status.lastRound) };
  }

  async algodAccount(address: string): Promise<AlgodAccount> {
    const a = await this.call("algod account", () => this.algod.accountInformation(address).do());
    return {
      address,
      amount: Number(a.amount),
      minBalance: Number(a.minBalance),
      totalAssetsOptedIn: a.totalAssetsOptedIn,
      totalAppsOptedIn: a.totalAppsOptedIn,
      round: Number(a.round),
      assets: new Map((a.assets ?? []).map((h) => [Number(h.assetId), Number(h.amount)])),
    };
  }

  async indexerAccount(address: string): Promise<IndexerAccount | undefined> {
    try {
      const r = await this.call("indexer account", () => this.indexer.lookupAccountByID(address).do());
      return {
        address,
        amount: Number(r.account.amount),
        createdAtRound: Number(r.account.createdAtRound ?? 0),
        currentRound: Number(r.currentRound),
      };
    } catch (error) {
      if ((error as { status?: number }).status === 404) return undefined;
      throw error;
    }
  }

  async history(address: string, minRound: number, nextToken?: string): Promise<HistoryPage> {
    const request = this.indexer.lookupAccountTransactions(address).minRound(minRound).limit(PAGE_LIMIT);
    if (nextToken) request.nextToken(nextToken);
    // The raw JSON, read for the seven fields a score needs: algosdk's typed models cost a bigint
    // parse and an address checksum (sha512) per field, a sixth of an uncached passport's CPU.
    const raw = await this.call("indexer transactions", () => request.doRaw());
    const page = JSON.parse(new TextDecoder().decode(raw)) as RawPage;
    return {
      transactions: page.transactions.map(rawChainTx),
      nextToken: page.transactions.length === PAGE_LIMIT ? page["next-token"] : undefined,
    };
  }

  async transactionsAt(address: string, round: number): Promise<ChainTx[]> {
    const request = this.indexer
      .lookupAccountTransactions(address)
      .minRound(round)
      .maxRound(round)
      .limit(PAGE_LIMIT);
    const page = await this.call("indexer transactions", () => request.do());
    return page.transactions.map(toChainTx);
  }

  async delegationPairs(appId: number) {
    const { boxes } = await this.call("registry boxes", () => this.algod.getApplicationBoxes(appId).do());
    const pairs: Array<{ agent: string; sponsor: string }> = [];
    // Registry boxes are named agent ‖ sponsor (decision 0013); the registry holds no other boxes.
    for (const { name } of boxes) {
      if (name.length !== 64) continue;
      pairs.push({
        agent: algosdk.encodeAddress(name.slice(0, 32)),
        sponsor: algosdk.encodeAddress(name.slice(32, 64)),
      });
    }
    return pairs;
  }

  async delegation(appId: number, agent: string, sponsor: string): Promise<Delegation | undefined> {
    const name = new Uint8Array([
      ...algosdk.decodeAddress(agent).publicKey,
      ...algosdk.decodeAddress(sponsor).publicKey,
    ]);
    const value = await this.box(appId, name);
    if (!value) return undefined;
    return {
      sponsor: algosdk.encodeAddress(value.slice(0, 32)),
      agent: algosdk.encodeAddress(value.slice(32, 64)),
      amount: Number(algosdk.decodeUint64(value.slice(64, 72), "bigint")),
      round: Number(algosdk.decodeUint64(value.slice(72, 80), "bigint")),
      consented: value[88] === 1,
    };
  }

  async registryCreator(appId: number): Promise<string> {
    const app = await this.call("registry app", () => this.algod.getApplicationByID(appId).do());
    return app.params!.creator.toString();
  }

  async reputation(appId: number, address: string): Promise<ReputationAggregate | undefined> {
    const value = await this.box(appId, new Uint8Array([0x61, ...algosdk.decodeAddress(address).publicKey]));
    if (!value) return undefined;
    const counts: Record<string, number> = {};
    const amounts: Record<string, number> = {};
    EVENT_TYPES.forEach((type, i) => {
      counts[type] = Number(algosdk.decodeUint64(value.slice(i * 16, i * 16 + 8), "bigint"));
      amounts[type] = Number(algosdk.decodeUint64(value.slice(i * 16 + 8, i * 16 + 16), "bigint"));
    });
    return { counts, amounts, total: Number(algosdk.decodeUint64(value.slice(96, 104), "bigint")) };
  }

  private async box(appId: number, name: Uint8Array): Promise<Uint8Array | undefined> {
    try {
      const box = await this.call("box", () => this.algod.getApplicationBoxByName(appId, name).do());
      return box.value;
    } catch (error) {
      if ((error as { status?: number }).status === 404) return undefined;
      throw error;
    }
  }
}

/** The fields of an indexer transactions page (its JSON, kebab-case) that history reads. */
interface RawPage {
  transactions: Array<{
    id?: string;
    "confirmed-round"?: number;
    sender?: string;
    "tx-type"?: string;
    "payment-transaction"?: { receiver?: string; amount?: number };
    "asset-transfer-transaction"?: { receiver?: string; amount?: number; "asset-id"?: number };
  }>;
  "next-token"?: string;
}

function rawChainTx(tx: RawPage["transactions"][number]): ChainTx {
  const pay = tx["payment-transaction"];
  const axfer = tx["asset-transfer-transaction"];
  return {
    id: tx.id ?? "",
    round: Number(tx["confirmed-round"] ?? 0),
    sender: tx.sender ?? "",
    receiver: pay?.receiver ?? axfer?.receiver,
    type: tx["tx-type"] ?? "",
    amount: Number(pay?.amount ?? axfer?.amount ?? 0),
    assetId: axfer ? Number(axfer["asset-id"]) : undefined,
  };
}

function toChainTx(tx: algosdk.indexerModels.Transaction): ChainTx {
  const pay = tx.paymentTransaction;
  const axfer = tx.assetTransferTransaction;
  return {
    id: tx.id ?? "",
    round: Number(tx.confirmedRound ?? 0),
    sender: String(tx.sender ?? ""),
    receiver: pay?.receiver ?? axfer?.receiver,
    type: String(tx.txType ?? ""),
    amount: Number(pay?.amount ?? axfer?.amount ?? 0),
    assetId: axfer ? Number(axfer.assetId) : undefined,
  };
}
