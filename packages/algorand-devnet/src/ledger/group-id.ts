import algosdk from "algosdk";
import { hex } from "../apps/app-state.js";
import { LedgerError } from "./types.js";

/** The group id is computed over the members with their own group field cleared. */
function withoutGroup(txn: algosdk.Transaction): algosdk.Transaction {
  const data = txn.toEncodingData();
  data.delete("grp");
  return algosdk.Transaction.fromEncodingData(data);
}

/** Refuses members that do not all carry the group id computed over the whole group, as algod does. */
export function checkGroup(stxns: algosdk.SignedTransaction[]): void {
  if (stxns.length === 1 && !stxns[0]!.txn.group) return;
  const expected = hex(algosdk.computeGroupID(stxns.map((s) => withoutGroup(s.txn))));
  for (const stxn of stxns) {
    if (!stxn.txn.group || hex(stxn.txn.group) !== expected)
      throw new LedgerError("group id mismatch: transactions are not one group");
  }
}
