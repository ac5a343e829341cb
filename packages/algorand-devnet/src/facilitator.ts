import { ExactAvmScheme } from "@x402-avm/avm/exact/facilitator";
import { x402Facilitator } from "@x402-avm/core/facilitator";
import type {
  Network,
  PaymentPayload,
  PaymentRequirements,
  SettleResponse,
  VerifyResponse,
} from "@x402-avm/core/types";
import type { Chain } from "./chain.js";
import type { KeyedAccount } from "./keys.js";
import { ChainSigner } from "./x402/chain-signer.js";
import { ExactV1Scheme, type PaymentPayloadV1, type PaymentRequirementsV1 } from "./x402/exact-v1.js";
import { reasonCode } from "./x402/reasons.js";

export type { PaymentPayloadV1 as PaymentPayload, PaymentRequirementsV1 as PaymentRequirements };

/** A `/verify` or `/settle` body: v1 or v2 payload and requirements. */
export interface FacilitatorRequest {
  x402Version?: number;
  paymentPayload: unknown;
  paymentRequirements: unknown;
}

export interface FacilitatorNetworks {
  /** v1 network names (`algorand-devnet`). */
  v1: string[];
  /** v2 CAIP-2 ids (`algorand:<genesis hash, base64>`). */
  v2: string[];
}

/**
 * The devnet's x402 facilitator, built on the SDK's: `x402Facilitator` routes by version, scheme and
 * network; v2 "exact" is the SDK's own `ExactAvmScheme` over a signer on this chain, v1 "exact" is
 * ours (ExactV1Scheme). Both sponsor fees: a group may carry an unsigned 0-payment from the fee
 * payer, signed here at settlement. Failures answer a stable code in invalidReason/errorReason.
 */
export class Facilitator {
  private readonly sdk = new x402Facilitator();
  readonly feePayer: string;

  constructor(
    chain: Chain,
    feePayer: KeyedAccount,
    readonly networks: FacilitatorNetworks,
  ) {
    const signer = new ChainSigner(chain, feePayer);
    this.feePayer = feePayer.address;
    // The SDK types networks as CAIP-2; v1 names ("algorand-devnet") are plain strings on the wire.
    this.sdk.register(networks.v2 as Network[], new ExactAvmScheme(signer));
    this.sdk.registerV1(networks.v1 as Network[], new ExactV1Scheme(chain, signer));
  }

  async verify(body: FacilitatorRequest): Promise<VerifyResponse> {
    const routed = this.route(body);
    if ("problem" in routed) return { isValid: false, invalidReason: routed.problem };
    const result = await this.sdk.verify(routed.payload, routed.requirements);
    if (result.isValid || routed.version === 1) return result;
    const sentence = result.invalidReason ?? "";
    return { ...result, invalidReason: reasonCode(sentence), invalidMessage: sentence };
  }

  async settle(body: FacilitatorRequest): Promise<SettleResponse> {
    const routed = this.route(body);
    const network = String((body?.paymentRequirements as { network?: unknown })?.network ?? "") as Network;
    if ("problem" in routed) return { success: false, errorReason: routed.problem, transaction: "", network };
    const result = await this.sdk.settle(routed.payload, routed.requirements);
    if (result.success || routed.version === 1) return result;
    const sentence = result.errorReason ?? "";
    return { ...result, errorReason: reasonCode(sentence), errorMessage: sentence };
  }

  supported(): ReturnType<x402Facilitator["getSupported"]> {
    return this.sdk.getSupported();
  }

  /** Refuses what the SDK would throw on: an unknown version, scheme or network. */
  private route(
    body: FacilitatorRequest,
  ): { version: number; payload: PaymentPayload; requirements: PaymentRequirements } | { problem: string } {
    const payload = body?.paymentPayload as Partial<PaymentPayload & PaymentPayloadV1> | undefined;
    const requirements = body?.paymentRequirements as Partial<PaymentRequirements> | undefined;
    const version = payload?.x402Version;
    if (version !== 1 && version !== 2) return { problem: "invalid_x402_version" };
    const scheme = version === 1 ? payload?.scheme : payload?.accepted?.scheme;
    if (scheme !== "exact" || requirements?.scheme !== "exact") return { problem: "unsupported_scheme" };
    const network = version === 1 ? payload?.network : payload?.accepted?.network;
    const known = version === 1 ? this.networks.v1 : this.networks.v2;
    if (network !== requirements.network || !known.includes(String(network)))
      return { problem: "invalid_network" };
    return {
      version,
      payload: payload as PaymentPayload,
      requirements: requirements as PaymentRequirements,
    };
  }
}
