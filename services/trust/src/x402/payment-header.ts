import { decodePaymentSignatureHeader } from "@x402-avm/core/http";
import type { PaymentPayload } from "@x402-avm/core/types";
import algosdk from "algosdk";

/** A payment a request carries: which protocol version, its payload, and its transaction's id. */
export interface CarriedPayment {
  version: 1 | 2;
  payload: PaymentPayload;
  /** The id of the transaction at paymentIndex: a payment is accepted once by this id. */
  paymentId: string;
}

/** The header a payment came in, and the payment when the header holds one. */
export interface PaymentHeader {
  name: "PAYMENT-SIGNATURE" | "X-PAYMENT";
  payment?: CarriedPayment;
}

/**
 * Reads `PAYMENT-SIGNATURE` (v2) or else `X-PAYMENT` (v1): base64 JSON whose `payload` is the
 * Algorand exact payload `{paymentGroup: [base64 msgpack], paymentIndex}`. Null when neither
 * header is present; without `payment` when the header does not hold one.
 */
export function paymentHeader(headers: Record<string, unknown>): PaymentHeader | null {
  const v2 = headers["payment-signature"];
  const v1 = headers["x-payment"];
  if (typeof v2 === "string" && v2 !== "") return { name: "PAYMENT-SIGNATURE", payment: decode(v2, 2) };
  if (typeof v1 === "string" && v1 !== "") return { name: "X-PAYMENT", payment: decode(v1, 1) };
  return null;
}

function decode(header: string, version: 1 | 2): CarriedPayment | undefined {
  try {
    const payload = decodePaymentSignatureHeader(header) as PaymentPayload;
    if (payload?.x402Version !== version) return undefined;
    if (version === 2 && typeof payload.accepted !== "object") return undefined;
    const { paymentGroup, paymentIndex } = (payload.payload ?? {}) as {
      paymentGroup?: unknown;
      paymentIndex?: unknown;
    };
    if (!Array.isArray(paymentGroup) || !Number.isInteger(paymentIndex)) return undefined;
    const signed = paymentGroup[paymentIndex as number];
    if (typeof signed !== "string") return undefined;
    const stxn = algosdk.decodeSignedTransaction(new Uint8Array(Buffer.from(signed, "base64")));
    return { version, payload, paymentId: stxn.txn.txID() };
  } catch {
    return undefined;
  }
}
