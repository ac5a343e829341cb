import { ExactAvmScheme } from "@x402-avm/avm/exact/server";
import type { Network, PaymentRequirements, PaymentRequirementsV1, ResourceInfo } from "@x402-avm/core/types";

/** What a premium request costs, in both protocol versions' words. */
export interface Offer {
  resource: ResourceInfo;
  /** v1 sends `outputSchema: null` (as before issue 28); the SDK types it as an object. */
  v1: Omit<PaymentRequirementsV1, "outputSchema"> & { outputSchema: null };
  /** Absent while the v2 network id is not known (the node could not be read). */
  v2?: PaymentRequirements;
}

export interface OfferTerms {
  /** USDC atomic units (×10⁶). */
  amount: string;
  asset: string;
  payTo: string;
  v1Network: string;
  v2Network?: string;
  /** The facilitator's fee payer, announced in `extra.feePayer` (X402_FEE_PAYER). */
  feePayer?: string;
  resource: ResourceInfo;
}

export const MAX_TIMEOUT_SECONDS = 60;
const exact = new ExactAvmScheme();

/**
 * The requirements of one request. v2's are the SDK server scheme's (`enhancePaymentRequirements`
 * adds `decimals` and the fee payer the facilitator kind announces); v1's are the same terms in v1
 * field names, with the resource inline.
 */
export async function offerFor(terms: OfferTerms): Promise<Offer> {
  const sponsor = terms.feePayer ? { feePayer: terms.feePayer } : {};
  const extra = { name: "USDC", decimals: 6, ...sponsor };
  const v1 = {
    scheme: "exact",
    network: terms.v1Network as Network,
    maxAmountRequired: terms.amount,
    asset: terms.asset,
    payTo: terms.payTo,
    resource: terms.resource.url,
    description: terms.resource.description ?? "",
    mimeType: terms.resource.mimeType ?? "",
    outputSchema: null,
    maxTimeoutSeconds: MAX_TIMEOUT_SECONDS,
    extra,
  };
  if (!terms.v2Network) return { resource: terms.resource, v1 };
  const network = terms.v2Network as Network;
  const v2 = await exact.enhancePaymentRequirements(
    {
      scheme: "exact",
      network,
      amount: terms.amount,
      asset: terms.asset,
      payTo: terms.payTo,
      maxTimeoutSeconds: MAX_TIMEOUT_SECONDS,
      extra: { name: "USDC" },
    },
    { x402Version: 2, scheme: "exact", network, extra: sponsor },
    [],
  );
  return { resource: terms.resource, v1, v2 };
}
