import { V1_TO_CAIP2 } from "@x402-avm/avm";

/**
 * The x402 v2 (CAIP-2) id of the network behind a v1 name: `algorand:<genesis hash, base64>`.
 * Testnet's and mainnet's are known; any other (the devnet's) is read once from the node's
 * `/v2/transactions/params`. A failed read is tried again on the next call.
 */
export function caip2Network(options: {
  v1Network: string;
  algodUrl: string;
  algodToken: string;
  timeoutMs: number;
}): () => Promise<string> {
  const known = V1_TO_CAIP2[options.v1Network as keyof typeof V1_TO_CAIP2];
  if (known) return async () => known;
  let pending: Promise<string> | undefined;
  const read = async () => {
    const response = await fetch(`${options.algodUrl.replace(/\/$/, "")}/v2/transactions/params`, {
      headers: options.algodToken ? { "X-Algo-API-Token": options.algodToken } : {},
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`algod /v2/transactions/params answered ${response.status}`);
    const hash = ((await response.json()) as { "genesis-hash"?: unknown })["genesis-hash"];
    if (typeof hash !== "string" || hash === "") throw new Error("algod sent no genesis hash");
    return `algorand:${hash}`;
  };
  return () => {
    pending ??= read().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
