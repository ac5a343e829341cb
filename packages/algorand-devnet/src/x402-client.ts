import algosdk from "algosdk";
import type { PaymentPayload, PaymentRequirements } from "./facilitator.js";

/**
 * Builds the `X-PAYMENT` header value for x402 v1 requirements from a 25-word mnemonic: a signed USDC
 * transfer (or ALGO payment when the asset is "0") to payTo for maxAmountRequired, valid for
 * the next 1000 rounds, base64 of the JSON payload. A random note makes every payment a distinct
 * transaction, so two payments of the same price in the same round do not collide as duplicates.
 * When the requirements announce `extra.feePayer`, the transfer pays fee 0 and goes in a group after
 * the fee payer's unsigned 0-payment to itself, which pays the group's fee (the facilitator signs it).
 */
export async function buildPaymentHeader(
  algod: algosdk.Algodv2,
  mnemonic: string,
  requirements: PaymentRequirements,
): Promise<string> {
  const { addr, sk } = algosdk.mnemonicToSecretKey(mnemonic);
  const params = await algod.getTransactionParams().do();
  const feePayer = requirements.extra?.feePayer;
  const sponsored = typeof feePayer === "string" && feePayer !== "";
  const suggestedParams = sponsored ? { ...params, fee: 0n, flatFee: true } : params;
  const amount = BigInt(requirements.maxAmountRequired);
  const note = crypto.getRandomValues(new Uint8Array(8));
  const transfer =
    requirements.asset === "0"
      ? algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: addr,
          receiver: requirements.payTo,
          amount,
          note,
          suggestedParams,
        })
      : algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
          sender: addr,
          receiver: requirements.payTo,
          amount,
          assetIndex: BigInt(requirements.asset),
          note,
          suggestedParams,
        });
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
  let paymentGroup = [b64(transfer.signTxn(sk))];
  if (sponsored) {
    const fee = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: feePayer,
      receiver: feePayer,
      amount: 0,
      suggestedParams: { ...params, fee: 2n * BigInt(params.minFee), flatFee: true },
    });
    algosdk.assignGroupID([fee, transfer]);
    paymentGroup = [b64(algosdk.encodeUnsignedTransaction(fee)), b64(transfer.signTxn(sk))];
  }
  const payload: PaymentPayload = {
    x402Version: 1,
    scheme: "exact",
    network: requirements.network,
    payload: { paymentGroup, paymentIndex: paymentGroup.length - 1 },
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}
