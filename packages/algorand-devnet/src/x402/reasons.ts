import { VerifyErrorReason } from "@x402-avm/avm/exact/facilitator";

/**
 * Stable reason codes. The SDK's facilitator answers sentences that carry amounts and addresses;
 * the resource server counts failures by reason in a metric, so the facilitator answers a code in
 * `invalidReason`/`errorReason` and the sentence in `invalidMessage`/`errorMessage`.
 */
const SDK_REASONS: [string, string][] = [
  [VerifyErrorReason.INVALID_PAYLOAD_FORMAT, "invalid_payload"],
  [VerifyErrorReason.GROUP_SIZE_EXCEEDED, "invalid_payload"],
  [VerifyErrorReason.INVALID_TRANSACTION, "invalid_payload"],
  [VerifyErrorReason.INVALID_PAYMENT_INDEX, "invalid_payment_index"],
  [VerifyErrorReason.INVALID_GROUP_ID, "invalid_group"],
  [VerifyErrorReason.PAYMENT_NOT_ASSET_TRANSFER, "invalid_transaction_type"],
  [VerifyErrorReason.AMOUNT_MISMATCH, "invalid_amount"],
  [VerifyErrorReason.RECEIVER_MISMATCH, "invalid_recipient"],
  [VerifyErrorReason.ASSET_MISMATCH, "invalid_asset"],
  [VerifyErrorReason.INVALID_FEE_PAYER, "invalid_fee_payer"],
  [VerifyErrorReason.FEE_TOO_HIGH, "invalid_fee_payer"],
  [VerifyErrorReason.PAYMENT_NOT_SIGNED, "invalid_signature"],
  [VerifyErrorReason.INVALID_SIGNATURE, "invalid_signature"],
  [VerifyErrorReason.UNSIGNED_NON_FACILITATOR_TXN, "invalid_signature"],
  [VerifyErrorReason.FACILITATOR_TRANSFERRING_FUNDS, "invalid_payer"],
  [VerifyErrorReason.GENESIS_HASH_MISMATCH, "invalid_network"],
  [VerifyErrorReason.SECURITY_REKEY_NOT_ALLOWED, "forbidden_transaction"],
  [VerifyErrorReason.SECURITY_CLOSE_TO_NOT_ALLOWED, "forbidden_transaction"],
  [VerifyErrorReason.SECURITY_KEYREG_NOT_ALLOWED, "forbidden_transaction"],
];

/** The code for an SDK verify sentence; a failed simulation is coded by the ledger's own message. */
export function reasonCode(sentence: string): string {
  const simulation = `${VerifyErrorReason.SIMULATION_FAILED}: `;
  if (sentence.startsWith(simulation)) return ledgerReason(sentence.slice(simulation.length));
  if (sentence.startsWith("Failed to submit transaction: "))
    return ledgerReason(sentence.slice("Failed to submit transaction: ".length));
  return SDK_REASONS.find(([prefix]) => sentence.startsWith(prefix))?.[1] ?? "invalid_payment";
}

/** The code for a ledger rejection (algod's wording). */
export function ledgerReason(message: string): string {
  if (message.startsWith("transaction already in ledger")) return "replay";
  if (message.startsWith("txgroup had")) return "insufficient_fee";
  if (message.startsWith("txn dead")) return "expired";
  if (message.startsWith("underflow") || message.startsWith("overspend")) return "insufficient_funds";
  if (message.includes("must optin")) return "recipient_not_opted_in";
  if (message.startsWith("At least one signature")) return "invalid_signature";
  return "transaction_rejected";
}
