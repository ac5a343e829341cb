import type algosdk from "algosdk";
import type { TxnView } from "./eval-env.js";
import { AvmError, type StackValue } from "./machine.js";

/** The `txn`/`gtxn` fields of one group member, read from the decoded transaction. */
const TYPE_ENUM: Record<string, bigint> = { pay: 1n, keyreg: 2n, acfg: 3n, axfer: 4n, afrz: 5n, appl: 6n };
const ZERO_ADDRESS = new Uint8Array(32);
const addr = (a: algosdk.Address | undefined) => (a ? a.publicKey : ZERO_ADDRESS);
const u = (n: bigint | number | undefined) => BigInt(n ?? 0);

export function txnView(txn: algosdk.Transaction, groupIndex: number): TxnView {
  const app = txn.applicationCall;
  const pay = txn.payment;
  const axfer = txn.assetTransfer;
  const arrays: Record<string, () => StackValue[]> = {
    ApplicationArgs: () => [...(app?.appArgs ?? [])],
    Accounts: () => [txn.sender.publicKey, ...(app?.accounts ?? []).map((a) => a.publicKey)],
    Applications: () => [u(app?.appIndex), ...(app?.foreignApps ?? []).map(u)],
    Assets: () => (app?.foreignAssets ?? []).map(u),
  };
  const scalars: Record<string, () => StackValue> = {
    Sender: () => txn.sender.publicKey,
    Fee: () => u(txn.fee),
    FirstValid: () => u(txn.firstValid),
    LastValid: () => u(txn.lastValid),
    Note: () => txn.note,
    Lease: () => txn.lease ?? new Uint8Array(32),
    Receiver: () => addr(pay?.receiver),
    Amount: () => u(pay?.amount),
    CloseRemainderTo: () => addr(pay?.closeRemainderTo),
    Type: () => new TextEncoder().encode(txn.type),
    TypeEnum: () => TYPE_ENUM[txn.type] ?? 0n,
    XferAsset: () => u(axfer?.assetIndex),
    AssetAmount: () => u(axfer?.amount),
    AssetSender: () => addr(axfer?.assetSender),
    AssetReceiver: () => addr(axfer?.receiver),
    AssetCloseTo: () => addr(axfer?.closeRemainderTo),
    GroupIndex: () => BigInt(groupIndex),
    TxID: () => txn.rawTxID(),
    ApplicationID: () => u(app?.appIndex),
    OnCompletion: () => u(app?.onComplete),
    NumAppArgs: () => u(app?.appArgs.length),
    NumAccounts: () => u(app?.accounts.length),
    NumApplications: () => u(app?.foreignApps.length),
    NumAssets: () => u(app?.foreignAssets.length),
    ApprovalProgram: () => app?.approvalProgram ?? new Uint8Array(),
    ClearStateProgram: () => app?.clearProgram ?? new Uint8Array(),
    RekeyTo: () => addr(txn.rekeyTo),
    GlobalNumUint: () => u(app?.numGlobalInts),
    GlobalNumByteSlice: () => u(app?.numGlobalByteSlices),
    LocalNumUint: () => u(app?.numLocalInts),
    LocalNumByteSlice: () => u(app?.numLocalByteSlices),
    ExtraProgramPages: () => u(app?.extraPages),
    NumLogs: () => 0n,
  };
  return {
    field(name, index) {
      if (index !== undefined) {
        const list = arrays[name];
        if (!list) throw new AvmError(`txn field ${name} is not supported by the devnet evaluator`);
        const value = list()[index];
        if (value === undefined) throw new AvmError(`invalid ${name} index ${index}`);
        return value;
      }
      const scalar = scalars[name];
      if (!scalar) throw new AvmError(`txn field ${name} is not supported by the devnet evaluator`);
      return scalar();
    },
  };
}
