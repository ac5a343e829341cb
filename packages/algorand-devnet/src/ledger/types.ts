/** Ledger state in plain data. Amounts are micro-units (microAlgos, or an asset's base units). */

export interface AccountState {
  address: string;
  amount: number;
  createdAtRound: number;
  /** Asset holdings of opted-in assets: asset id -> amount. */
  assets: Map<number, number>;
  createdApps: number;
  createdAssets: number;
}

export type TxType = "pay" | "axfer" | "appl";

/** A confirmed transaction, in the fields the indexer reports. */
export interface LedgerTx {
  id: string;
  round: number;
  intraRoundOffset: number;
  sender: string;
  type: TxType;
  fee: number;
  firstValid: number;
  lastValid: number;
  /** pay and axfer */
  receiver?: string;
  amount?: number;
  assetId?: number;
  /** appl */
  appId?: number;
  appArgs?: Uint8Array[];
  /** appl that created an application (appId is then 0) */
  createdAppId?: number;
  group?: Uint8Array;
  note?: Uint8Array;
}

export interface AssetParams {
  id: number;
  creator: string;
  name: string;
  unitName: string;
  decimals: number;
  total: number;
}

export class LedgerError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = "LedgerError";
  }
}
