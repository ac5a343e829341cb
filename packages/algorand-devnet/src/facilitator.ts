import algosdk from "algosdk";
import type { Chain } from "./chain.js";
import { decodeGroup } from "./http/algod-routes.js";
import { verifySignature } from "./ledger/signature.js";
import { LedgerError } from "./ledger/types.js";

/** x402 v1 payment requirements, as a resource server sends them. */
export interface PaymentRequirements {
  scheme: string;
  network: string;
  maxAmountRequired: string;
  asset: string;
  payTo: string;
  resource?: string;
  maxTimeoutSeconds?: number;
}

/** The Algorand "exact" payload: a signed group (base64 msgpack each) and which one pays. */
export interface PaymentPayload {
  x402Version: number;
  scheme: string;
  network: string;
  payload: { paymentGroup: string[]; paymentIndex: number };
}

export type VerifyResult =
  | { isValid: true; payer: string }
  | { isValid: false; invalidReason: string; payer?: string };

/**
 * The facilitator: checks a payment group against the requirements without submitting it (verify),
 * and submits it to the ledger (settle). A group whose payment is already on chain is a replay.
 */
export class Facilitator {
  constructor(
    private readonly chain: Chain,
    readonly networks: string[],
  ) {}

  verify(payment: PaymentPayload, requirements: PaymentRequirements): VerifyResult {
    if (payment?.x402Version !== 1) return { isValid: false, invalidReason: "invalid_x402_version" };
    if (payment.scheme !== "exact" || requirements?.scheme !== "exact")
      return { isValid: false, invalidReason: "unsupported_scheme" };
    if (!this.networks.includes(payment.network) || payment.network !== requirements.network) {
      return { isValid: false, invalidReason: "invalid_network" };
    }
    const group = this.decode(payment);
    if (!group) return { isValid: false, invalidReason: "invalid_payload" };
    const stxn = group[payment.payload.paymentIndex];
    if (!stxn) return { isValid: false, invalidReason: "invalid_payment_index" };
    const txn = stxn.txn;
    const payer = txn.sender.toString();
    const invalid = (invalidReason: string): VerifyResult => ({ isValid: false, invalidReason, payer });

    if (!group.every(verifySignature)) return invalid("invalid_signature");
    if (this.chain.ledger.pending(txn.txID())) return invalid("replay");
    const nextRound = this.chain.ledger.round + 1;
    if (nextRound < Number(txn.firstValid) || nextRound > Number(txn.lastValid)) return invalid("expired");

    const usesAsset = requirements.asset !== "0";
    if (usesAsset) {
      if (txn.type !== algosdk.TransactionType.axfer || !txn.assetTransfer)
        return invalid("invalid_transaction_type");
      if (String(txn.assetTransfer.assetIndex) !== requirements.asset) return invalid("invalid_asset");
      if (txn.assetTransfer.receiver.toString() !== requirements.payTo) return invalid("invalid_recipient");
      if (txn.assetTransfer.amount < BigInt(requirements.maxAmountRequired))
        return invalid("insufficient_amount");
      const held = this.chain.ledger.account(payer)?.assets.get(Number(requirements.asset)) ?? 0;
      if (BigInt(held) < txn.assetTransfer.amount) return invalid("insufficient_funds");
    } else {
      if (txn.type !== algosdk.TransactionType.pay || !txn.payment)
        return invalid("invalid_transaction_type");
      if (txn.payment.receiver.toString() !== requirements.payTo) return invalid("invalid_recipient");
      if (txn.payment.amount < BigInt(requirements.maxAmountRequired)) return invalid("insufficient_amount");
    }
    return { isValid: true, payer };
  }

  settle(payment: PaymentPayload, requirements: PaymentRequirements) {
    const network = payment?.network ?? requirements?.network ?? "";
    const verdict = this.verify(payment, requirements);
    if (!verdict.isValid) {
      return {
        success: false,
        errorReason: verdict.invalidReason,
        transaction: "",
        network,
        payer: verdict.payer ?? "",
      };
    }
    try {
      const group = this.decode(payment)!;
      this.chain.submit(group);
      const transaction = group[payment.payload.paymentIndex]!.txn.txID();
      return { success: true, transaction, network, payer: verdict.payer };
    } catch (error) {
      const reason = error instanceof LedgerError ? "transaction_rejected" : "unexpected_settle_error";
      return { success: false, errorReason: reason, transaction: "", network, payer: verdict.payer };
    }
  }

  supported() {
    return { kinds: this.networks.map((network) => ({ x402Version: 1, scheme: "exact", network })) };
  }

  private decode(payment: PaymentPayload): algosdk.SignedTransaction[] | undefined {
    const group = payment?.payload?.paymentGroup;
    if (!Array.isArray(group) || group.length === 0 || group.length > 16) return undefined;
    if (!Number.isInteger(payment.payload.paymentIndex)) return undefined;
    try {
      return group.flatMap((b64) => decodeGroup(new Uint8Array(Buffer.from(String(b64), "base64"))));
    } catch {
      return undefined;
    }
  }
}
