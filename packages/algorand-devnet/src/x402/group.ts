import algosdk from "algosdk";

/**
 * One member of an x402 payment group: a signed transaction, or (only the fee payer's, which the
 * facilitator signs at settlement) an unsigned one, carried as a signed transaction without a signature.
 */
export function decodeMember(bytes: Uint8Array): algosdk.SignedTransaction {
  try {
    return algosdk.decodeSignedTransaction(bytes);
  } catch {
    return new algosdk.SignedTransaction({ txn: algosdk.decodeUnsignedTransaction(bytes) });
  }
}

/** At most this much fee the facilitator pays for one group (the SDK's MAX_REASONABLE_FEE). */
export const MAX_SPONSORED_FEE = 16_000;

/**
 * Why the facilitator will not sign a fee-payer transaction, or undefined: it must be a 0 payment to
 * itself that closes and rekeys nothing, with a fee of at most MAX_SPONSORED_FEE (the same rules as
 * the SDK's v2 facilitator).
 */
export function feePayerProblem(txn: algosdk.Transaction): string | undefined {
  if (txn.type !== algosdk.TransactionType.pay || !txn.payment)
    return "fee payer transaction is not a payment";
  if (txn.payment.amount !== 0n) return "fee payer transaction moves ALGO";
  if (!txn.payment.receiver.equals(txn.sender)) return "fee payer transaction pays someone else";
  if (txn.payment.closeRemainderTo || txn.rekeyTo) return "fee payer transaction closes or rekeys";
  if (txn.fee > BigInt(MAX_SPONSORED_FEE)) return `fee payer fee above ${MAX_SPONSORED_FEE}`;
  return undefined;
}
