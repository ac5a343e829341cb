import algosdk from "algosdk";
import type { FastifyInstance } from "fastify";
import type { Chain } from "../chain.js";
import type { LedgerTx } from "../ledger/types.js";
import { fail } from "./common.js";
import { indexerAccount, indexerTransaction } from "./views.js";

const MAX_LIMIT = 1000;

interface TxQuery {
  limit?: string;
  next?: string;
  "min-round"?: string;
  "max-round"?: string;
  "tx-type"?: string;
  "asset-id"?: string;
  address?: string;
}

export function indexerRoutes(app: FastifyInstance, chain: Chain): void {
  const { ledger } = chain;
  const genesisHash = Buffer.from(ledger.options.genesisHash).toString("base64");

  app.get("/health", async () => ({
    "db-available": true,
    "is-migrating": false,
    message: String(ledger.round),
    round: ledger.round,
    version: "devnet",
  }));

  app.get<{ Params: { address: string } }>("/v2/accounts/:address", async (request) => {
    const { address } = request.params;
    if (!algosdk.isValidAddress(address)) fail("unable to parse address");
    const account = ledger.account(address);
    if (!account) fail(`no accounts found for address: ${address}`, 404);
    return { account: indexerAccount(ledger, account), "current-round": ledger.round };
  });

  app.get<{ Params: { address: string }; Querystring: TxQuery }>(
    "/v2/accounts/:address/transactions",
    async (request) => {
      const { address } = request.params;
      if (!algosdk.isValidAddress(address)) fail("unable to parse address");
      return page(ledger.history(address), request.query);
    },
  );

  app.get<{ Querystring: TxQuery }>("/v2/transactions", async (request) => {
    const { address } = request.query;
    if (address !== undefined && !algosdk.isValidAddress(address)) fail("unable to parse address");
    return page(address ? ledger.history(address) : ledger.txs, request.query);
  });

  app.get<{ Params: { txid: string } }>("/v2/transactions/:txid", async (request) => {
    const found = ledger.transaction(request.params.txid);
    if (!found) fail(`no transaction found for transaction id: ${request.params.txid}`, 404);
    const transaction = indexerTransaction(ledger, found, ledger.options.genesisId, genesisHash);
    return { transaction, "current-round": ledger.round };
  });

  app.get<{ Params: { id: string }; Querystring: { limit?: string; next?: string } }>(
    "/v2/applications/:id/boxes",
    async (request) => {
      const appId = Number(request.params.id);
      if (!ledger.apps.has(appId)) fail("no application found for application-id", 404);
      const names = ledger.boxNames(appId).map((n) => Buffer.from(n).toString("base64"));
      const start = request.query.next ? names.findIndex((n) => n > request.query.next!) : 0;
      const limit = intParam(request.query.limit, "limit", MAX_LIMIT, MAX_LIMIT);
      const slice = start < 0 ? [] : names.slice(start, start + limit);
      const body: Record<string, unknown> = {
        "application-id": appId,
        boxes: slice.map((name) => ({ name })),
      };
      if (start >= 0 && start + limit < names.length) body["next-token"] = slice.at(-1);
      return body;
    },
  );

  /** Newest first; next-token is the position (round, offset) of the last transaction returned. */
  function page(history: readonly LedgerTx[], query: TxQuery) {
    const limit = intParam(query.limit, "limit", MAX_LIMIT, MAX_LIMIT);
    const minRound = intParam(query["min-round"], "min-round", 0);
    const maxRound = intParam(query["max-round"], "max-round", Number.MAX_SAFE_INTEGER);
    const assetId = query["asset-id"] === undefined ? undefined : intParam(query["asset-id"], "asset-id", 0);
    const txType = query["tx-type"];
    if (
      txType !== undefined &&
      !["pay", "axfer", "appl", "acfg", "afrz", "keyreg", "stpf", "hb"].includes(txType)
    ) {
      fail(`invalid tx-type: ${txType}`);
    }
    const after = query.next ? decodeToken(query.next) : undefined;
    const transactions: LedgerTx[] = [];
    let last: LedgerTx | undefined;
    for (let i = history.length - 1; i >= 0 && transactions.length < limit; i--) {
      const tx = history[i]!;
      if (after && !isBefore(tx, after)) continue;
      if (tx.round < minRound) break;
      if (tx.round > maxRound || tx.round > ledger.round) continue;
      if (txType && tx.type !== txType) continue;
      if (assetId !== undefined && tx.assetId !== assetId) continue;
      transactions.push(tx);
      last = tx;
    }
    const body: Record<string, unknown> = {
      "current-round": ledger.round,
      transactions: transactions.map((tx) =>
        indexerTransaction(ledger, tx, ledger.options.genesisId, genesisHash),
      ),
    };
    if (last && transactions.length === limit) body["next-token"] = encodeToken(last);
    return body;
  }
}

function intParam(
  raw: string | undefined,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) fail(`invalid input: unable to parse ${name}: "${raw}"`);
  return Math.min(Number(raw), max);
}

function encodeToken(tx: LedgerTx): string {
  return Buffer.from(`${tx.round}:${tx.intraRoundOffset}:${tx.id}`).toString("base64url");
}

function decodeToken(token: string): { round: number; offset: number; id: string } {
  const [round, offset, id] = Buffer.from(token, "base64url").toString().split(":");
  if (!round || !offset || !id || !/^\d+$/.test(round) || !/^\d+$/.test(offset)) fail("invalid next-token");
  return { round: Number(round), offset: Number(offset), id };
}

/** Strictly older than the token position, in the (round, offset, id) order used for paging. */
function isBefore(tx: LedgerTx, at: { round: number; offset: number; id: string }): boolean {
  if (tx.round !== at.round) return tx.round < at.round;
  if (tx.intraRoundOffset !== at.offset) return tx.intraRoundOffset < at.offset;
  return tx.id < at.id;
}
