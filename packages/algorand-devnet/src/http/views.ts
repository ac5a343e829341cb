import algosdk from "algosdk";
import { type AppState, fromHex } from "../apps/app-state.js";
import type { Ledger } from "../ledger/ledger.js";
import type { AccountState, LedgerTx } from "../ledger/types.js";

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

/** algod's account object (GET /v2/accounts/{addr}); algod has no creation round. */
export function algodAccount(ledger: Ledger, account: AccountState) {
  return {
    address: account.address,
    amount: account.amount,
    "amount-without-pending-rewards": account.amount,
    "min-balance": ledger.minBalance(account),
    "pending-rewards": 0,
    rewards: 0,
    "reward-base": 0,
    round: ledger.round,
    status: "Offline",
    "sig-type": "sig",
    "total-apps-opted-in": 0,
    "total-assets-opted-in": account.assets.size,
    "total-created-apps": account.createdApps,
    "total-created-assets": account.createdAssets,
    "total-box-bytes": 0,
    "total-boxes": 0,
    assets: [...account.assets].map(([id, amount]) => ({ "asset-id": id, amount, "is-frozen": false })),
  };
}

/** The indexer's account object, with `created-at-round`. */
export function indexerAccount(ledger: Ledger, account: AccountState) {
  const { assets, ...rest } = algodAccount(ledger, account);
  return {
    ...rest,
    "created-at-round": account.createdAtRound,
    deleted: false,
    assets: assets.map((a) => ({ ...a, deleted: false, "opted-in-at-round": account.createdAtRound })),
  };
}

export function indexerTransaction(ledger: Ledger, tx: LedgerTx, genesisId: string, genesisHash: string) {
  const view: Record<string, unknown> = {
    id: tx.id,
    "confirmed-round": tx.round,
    "round-time": ledger.roundTime(tx.round),
    "intra-round-offset": tx.intraRoundOffset,
    sender: tx.sender,
    fee: tx.fee,
    "first-valid": tx.firstValid,
    "last-valid": tx.lastValid,
    "genesis-id": genesisId,
    "genesis-hash": genesisHash,
    "tx-type": tx.type,
    "sender-rewards": 0,
    "receiver-rewards": 0,
    "close-rewards": 0,
    "closing-amount": 0,
  };
  if (tx.group) view.group = b64(tx.group);
  if (tx.note) view.note = b64(tx.note);
  if (tx.type === "pay")
    view["payment-transaction"] = { receiver: tx.receiver, amount: tx.amount ?? 0, "close-amount": 0 };
  if (tx.type === "axfer") {
    view["asset-transfer-transaction"] = {
      "asset-id": tx.assetId,
      amount: tx.amount ?? 0,
      receiver: tx.receiver,
      "close-amount": 0,
    };
  }
  if (tx.createdAppId !== undefined) view["created-application-index"] = tx.createdAppId;
  if (tx.type === "appl") {
    view["application-transaction"] = {
      "application-id": tx.appId,
      "application-args": (tx.appArgs ?? []).map(b64),
      "on-completion": "noop",
      accounts: [],
      "foreign-apps": [],
      "foreign-assets": [],
      "global-state-schema": { "num-uint": 0, "num-byte-slice": 0 },
      "local-state-schema": { "num-uint": 0, "num-byte-slice": 0 },
    };
  }
  return view;
}

export function application(app: AppState) {
  return {
    id: app.id,
    params: {
      creator: app.creator,
      "approval-program": b64(app.approval),
      "clear-state-program": b64(app.clear),
      "global-state": [...app.global].map(([key, value]) => ({
        key: b64(fromHex(key)),
        value:
          typeof value === "bigint"
            ? { type: 2, bytes: "", uint: Number(value) }
            : { type: 1, bytes: b64(value), uint: 0 },
      })),
      "global-state-schema": { "num-uint": app.globalSchema.uints, "num-byte-slice": app.globalSchema.bytes },
      "local-state-schema": { "num-uint": 0, "num-byte-slice": 0 },
    },
  };
}

/** Parses a box name in algod's `encoding:value` form (b64:, str:, int:, addr:). */
export function parseBoxName(raw: string): Uint8Array | undefined {
  const at = raw.indexOf(":");
  if (at < 0) return undefined;
  const [kind, value] = [raw.slice(0, at), raw.slice(at + 1)];
  if (kind === "b64" || kind === "base64") return new Uint8Array(Buffer.from(value, "base64"));
  if (kind === "str" || kind === "string") return new TextEncoder().encode(value);
  if (kind === "int" || kind === "integer")
    return /^\d+$/.test(value) ? algosdk.encodeUint64(BigInt(value)) : undefined;
  if (kind === "addr" || kind === "address")
    return algosdk.isValidAddress(value) ? algosdk.decodeAddress(value).publicKey : undefined;
  return undefined;
}
