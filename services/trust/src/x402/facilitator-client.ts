import type { FacilitatorClient } from "@x402-avm/core/server";
import type {
  PaymentPayload,
  PaymentRequirements,
  SettleResponse,
  VerifyResponse,
} from "@x402-avm/core/types";

/**
 * The facilitator over HTTP, for v1 and v2 alike (`/verify`, `/settle` and `/supported` take both).
 * The SDK's HTTPFacilitatorClient has no time limit; a paid request must not wait on a stalled
 * facilitator longer than REQUEST_TIMEOUT_MS, so every call here is bounded.
 */
export class TimedFacilitatorClient implements FacilitatorClient {
  constructor(
    private readonly url: string,
    private readonly timeoutMs: number,
  ) {}

  verify(paymentPayload: PaymentPayload, paymentRequirements: PaymentRequirements): Promise<VerifyResponse> {
    return this.post("/verify", paymentPayload, paymentRequirements) as Promise<VerifyResponse>;
  }

  settle(paymentPayload: PaymentPayload, paymentRequirements: PaymentRequirements): Promise<SettleResponse> {
    return this.post("/settle", paymentPayload, paymentRequirements) as Promise<SettleResponse>;
  }

  async getSupported() {
    const response = await fetch(`${this.url}/supported`, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) throw new Error(`facilitator /supported answered ${response.status}`);
    return (await response.json()) as Awaited<ReturnType<FacilitatorClient["getSupported"]>>;
  }

  private async post(path: string, paymentPayload: unknown, paymentRequirements: unknown) {
    const x402Version = (paymentPayload as { x402Version?: number }).x402Version;
    const response = await fetch(`${this.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ x402Version, paymentPayload, paymentRequirements }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`facilitator ${path} answered ${response.status}`);
    return (await response.json()) as unknown;
  }
}
