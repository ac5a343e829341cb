import type { PaymentPayload, PaymentRequirements, SchemeNetworkFacilitator } from "@x402-avm/core/types";
import algosdk from "algosdk";
import type { Chain } from "../chain.js";
import { verifySignature } from "../ledger/signature.js";
import { LedgerError } from "../ledger/types.js";
import type { ChainSigner } from "./chain-signer.js";
import { decodeMember, feePayerProblem } from "./group.js";
import { ledgerReason } from "./reasons.js";

/** x402 v1 requirements, as a resource server sends them. */
export interface PaymentRequirementsV1 {
  scheme: string;
  network: string;
  maxAmountRequired: string;
  asset: string;
  payTo: string;
  resource?: string;
  maxTimeoutSeconds?: number;
  extra?: Record<string, unknown>;
}

/** The Algorand "exact" payload: a group (base64 msgpack each) and which member pays. */
export interface PaymentPayloadV1 {
  x402Version: number;
  scheme: string;
  network: string;
  payload: { paymentGroup: string[]; paymentIndex: number };
}

type Verdict =
  | { isValid: true; payer: string; group: Uint8Array[] }
  | { isValid: false; invalidReason: string; invalidMessage?: string; payer?: string };

/**
 * The v1 exact scheme on the devnet's ledger. The SDK's v1 facilitator checks the transfer's fields
 * only (no signature check, no simulation, an ALGO payment refused), so v1 keeps these checks: the
 * member at paymentIndex pays at least maxAmountRequired of the asset (or ALGO for asset "0") to
 * payTo, every member but the facilitator's fee payer is signed by its sender, and the group, with
 * the fee payer signed, passes a simulation on the ledger: fees, funds, validity and replays are
 * refused at verify, never first at settle.
 */
export class ExactV1Scheme implements SchemeNetworkFacilitator {
  readonly scheme = "exact";
  readonly caipFamily = "algorand:*";

  constructor(
    private readonly chain: Chain,
    private readonly signer: ChainSigner,
  ) {}

  getExtra() {
    return { feePayer: this.signer.getAddresses()[0] };
  }

  getSigners() {
    return [...this.signer.getAddresses()];
  }

  async verify(payload: PaymentPayload, requirements: PaymentRequirements) {
    const verdict = await this.check(
      payload as unknown as PaymentPayloadV1,
      requirements as unknown as PaymentRequirementsV1,
    );
    if (!verdict.isValid) return verdict;
    return { isValid: true, payer: verdict.payer };
  }

  async settle(payload: PaymentPayload, requirements: PaymentRequirements) {
    const network = requirements.network;
    const verdict = await this.check(
      payload as unknown as PaymentPayloadV1,
      requirements as unknown as PaymentRequirementsV1,
    );
    if (!verdict.isValid) {
      const { invalidReason, invalidMessage, payer = "" } = verdict;
      return {
        success: false,
        errorReason: invalidReason,
        errorMessage: invalidMessage,
        transaction: "",
        network,
        payer,
      };
    }
    const index = (payload as unknown as PaymentPayloadV1).payload.paymentIndex;
    try {
      await this.signer.sendTransactions(verdict.group);
      const transaction = algosdk.decodeSignedTransaction(verdict.group[index]!).txn.txID();
      return { success: true, transaction, network, payer: verdict.payer };
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      const errorReason = ledgerReason(error.message);
      return {
        success: false,
        errorReason,
        errorMessage: error.message,
        transaction: "",
        network,
        payer: verdict.payer,
      };
    }
  }

  private async check(payment: PaymentPayloadV1, requirements: PaymentRequirementsV1): Promise<Verdict> {
    const encoded = payment?.payload?.paymentGroup;
    const index = payment?.payload?.paymentIndex;
    if (!Array.isArray(encoded) || encoded.length === 0 || encoded.length > 16 || !Number.isInteger(index))
      return { isValid: false, invalidReason: "invalid_payload" };
    let group: algosdk.SignedTransaction[];
    try {
      group = encoded.map((b64) => decodeMember(new Uint8Array(Buffer.from(String(b64), "base64"))));
    } catch {
      return { isValid: false, invalidReason: "invalid_payload" };
    }
    const stxn = group[index];
    if (!stxn) return { isValid: false, invalidReason: "invalid_payment_index" };
    const txn = stxn.txn;
    const payer = txn.sender.toString();
    const invalid = (invalidReason: string, invalidMessage?: string): Verdict => ({
      isValid: false,
      invalidReason,
      invalidMessage,
      payer,
    });
    const feePayers = this.signer.getAddresses();
    if (feePayers.includes(payer)) return invalid("invalid_payer");

    const signed: Uint8Array[] = [];
    for (const member of group) {
      if (feePayers.includes(member.txn.sender.toString()) && !member.sig) {
        const problem = feePayerProblem(member.txn);
        if (problem) return invalid("invalid_fee_payer", problem);
        const unsigned = algosdk.encodeUnsignedTransaction(member.txn);
        signed.push(await this.signer.signTransaction(unsigned, member.txn.sender.toString()));
      } else if (!verifySignature(member)) {
        return invalid("invalid_signature");
      } else {
        signed.push(algosdk.encodeMsgpack(member));
      }
    }
    if (this.chain.ledger.pending(txn.txID())) return invalid("replay");
    const nextRound = this.chain.ledger.round + 1;
    if (nextRound < Number(txn.firstValid) || nextRound > Number(txn.lastValid)) return invalid("expired");

    if (requirements.asset !== "0") {
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
    const failure = this.chain.ledger.simulate(signed.map((bytes) => algosdk.decodeSignedTransaction(bytes)));
    if (failure !== undefined) return invalid(ledgerReason(failure), failure);
    return { isValid: true, payer, group: signed };
  }
}
