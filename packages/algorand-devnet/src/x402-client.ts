import algosdk from "algosdk";
import type { PaymentPayload, PaymentRequirements } from "./facilitator.js";

/**
 * Builds the `X-PAYMENT` header value for x402 v1 requirements from a 25-word mnemonic: a signed USDC
 * transfer (or ALGO payment when the asset is "0") to payTo for maxAmountRequired, valid for
 * the next 1000 rounds, base64 of the JSON payload. A random note makes every payment a distinct
 * transaction, so two payments of the same price in the same round do not collide as duplicates.
 */
export async function buildPaymentHeader(
  algod: algosdk.Algodv2,
  mnemonic: string,
  requirements: PaymentRequirements,
): Promise<string> {
  const { addr, sk } = algosdk.mnemonicToSecretKey(mnemonic);
  const suggestedParams = await algod.getTransactionParams().do();
  const amount = BigInt(requirements.maxAmountRequired);
  const note = crypto.getRandomValues(new Uint8Array(8));
  const txn =
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
  const signed = txn.signTxn(sk);
  const payload: PaymentPayload = {
    x402Version: 1,
    scheme: "exact",
    network: requirements.network,
    payload: { paymentGroup: [Buffer.from(signed).toString("base64")], paymentIndex: 0 },
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}
