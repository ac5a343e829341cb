import { encodePaymentRequiredHeader, encodePaymentResponseHeader } from "@x402-avm/core/http";
import { x402ResourceServer } from "@x402-avm/core/server";
import type {
  PaymentPayload,
  PaymentRequirements,
  SettleResponse,
  VerifyResponse,
} from "@x402-avm/core/types";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { OnceSet } from "../state/once-set.js";
import { TimedFacilitatorClient } from "../x402/facilitator-client.js";
import { type Offer, offerFor } from "../x402/offer.js";
import { type CarriedPayment, paymentHeader } from "../x402/payment-header.js";
import type { TrustMetrics } from "./trust-metrics.js";

export interface X402Options {
  facilitatorUrl: string;
  payTo: string;
  /** The v1 network name (X402_NETWORK). */
  network: string;
  /** The v2 CAIP-2 id of the same network (read from the node when not testnet or mainnet). */
  caip2Network: () => Promise<string>;
  /** X402_FEE_PAYER: the facilitator's address that pays the group fee, announced in `extra.feePayer`. */
  feePayer?: string;
  usdcAssetId: number;
  /** USDC price by route template; routes not listed are free. */
  prices: Record<string, number>;
  /** Routes priced per item: how many items a request holds (POST /score/batch: its wallets). */
  quantities?: Record<string, (request: FastifyRequest) => number>;
  timeoutMs: number;
  metrics: TrustMetrics;
  /** Accepted payments (by transaction id): this process's, or Redis's for every replica. */
  usedPayments: OnceSet;
}

interface AcceptedPayment extends CarriedPayment {
  requirements: PaymentRequirements;
  offer: Offer;
  path: string;
}

declare module "fastify" {
  interface FastifyRequest {
    payment?: AcceptedPayment;
  }
}

/** An accepted payment is refused for a day; its transaction's validity window is far shorter. */
export const PAYMENT_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * x402 payment gate, protocol v1 and v2 side by side. A premium route without a payment gets 402
 * with the v1 requirements in the body and the v2 ones in `PAYMENT-REQUIRED`. A request pays with
 * `PAYMENT-SIGNATURE` (v2) or `X-PAYMENT` (v1): decode, refuse a payment already used, verify at the
 * facilitator, run the handler, and only when it succeeded settle and answer `PAYMENT-RESPONSE` or
 * `X-PAYMENT-RESPONSE`. A failed handler settles nothing, and a failed settlement answers 402: either
 * way the payment is freed for another try (the chain itself refuses a transaction twice).
 */
export const x402 = fp(
  async function x402(app: FastifyInstance, o: X402Options) {
    const used = o.usedPayments;
    const facilitator = new TimedFacilitatorClient(o.facilitatorUrl, o.timeoutMs);
    const server = new x402ResourceServer(facilitator);

    const offerOf = async (request: FastifyRequest, path: string): Promise<Offer> => {
      const units = Math.round(o.prices[path]! * 1_000_000) * (o.quantities?.[path]?.(request) ?? 1);
      const v2Network = await o.caip2Network().catch((error: unknown) => {
        request.log.error({ err: error }, "x402 v2 network unknown: 402 answers carry v1 only");
        return undefined;
      });
      return offerFor({
        amount: String(units),
        asset: String(o.usdcAssetId),
        payTo: o.payTo,
        v1Network: o.network,
        v2Network,
        feePayer: o.feePayer,
        resource: {
          url: `${request.protocol}://${request.host}${path}`,
          description: `Algorand trust service ${request.method} ${path}`,
          mimeType: "application/json",
        },
      });
    };

    /** 402 in both versions: the v1 body, and the v2 object in `PAYMENT-REQUIRED`. */
    const paymentRequired = (reply: FastifyReply, error: string, offer: Offer) => {
      if (offer.v2) {
        const required = { x402Version: 2, error, resource: offer.resource, accepts: [offer.v2] };
        reply.header("PAYMENT-REQUIRED", encodePaymentRequiredHeader(required));
      }
      return { x402Version: 1, error, accepts: [offer.v1] };
    };

    app.addHook("preHandler", async function requirePayment(request, reply) {
      const path = request.routeOptions.url ?? "";
      if (o.prices[path] === undefined) return;
      const offer = await offerOf(request, path);
      const refuse = (reason: string, error: string) => {
        o.metrics.x402Failures.inc({ reason, path });
        return reply.code(402).send(paymentRequired(reply, error, offer));
      };
      const header = paymentHeader(request.headers);
      if (header === null)
        return refuse("missing_header", "PAYMENT-SIGNATURE or X-PAYMENT header is required");
      const carried = header.payment;
      if (!carried) return refuse("invalid_header", `Invalid ${header.name} header`);
      const requirements =
        carried.version === 1
          ? (offer.v1 as unknown as PaymentRequirements)
          : offer.v2 && server.findMatchingRequirements([offer.v2], carried.payload);
      if (!requirements) return refuse("requirements_mismatch", "Payment rejected: requirements_mismatch");
      if (!(await used.claim(carried.paymentId, PAYMENT_MEMORY_MS, Date.now()))) {
        o.metrics.x402Replays.inc({ path });
        return reply.code(402).send(paymentRequired(reply, "Payment already used", offer));
      }
      const timer = o.metrics.x402VerificationDuration.startTimer();
      let verdict: VerifyResponse;
      try {
        verdict =
          carried.version === 2
            ? await server.verifyPayment(carried.payload, requirements)
            : await facilitator.verify(carried.payload, requirements);
      } catch {
        await used.release(carried.paymentId);
        return refuse("facilitator_unavailable", "Payment could not be verified: facilitator unavailable");
      } finally {
        timer();
      }
      if (verdict.isValid !== true) {
        await used.release(carried.paymentId);
        const reason = String(verdict.invalidReason ?? "invalid_payment");
        if (reason === "replay") o.metrics.x402Replays.inc({ path });
        o.metrics.x402Verified.inc({ status: "invalid", path });
        return refuse(reason, `Payment rejected: ${reason}`);
      }
      o.metrics.x402Verified.inc({ status: "valid", path });
      request.payment = { ...carried, requirements, offer, path };
    });

    app.addHook("onSend", async function settlePayment(request, reply, payload) {
      const payment = request.payment;
      if (!payment) return payload;
      request.payment = undefined;
      const release = () =>
        used.release(payment.paymentId).catch((error: unknown) => {
          request.log.error({ err: error }, "x402 payment not released");
        });
      if (reply.statusCode < 200 || reply.statusCode >= 300) {
        await release();
        return payload;
      }
      const settled = await settle(payment).catch((error: unknown): SettleResponse => {
        request.log.error({ err: error }, "x402 settlement failed");
        return {
          success: false,
          errorReason: "facilitator_unavailable",
          transaction: "",
          network: payment.requirements.network,
        };
      });
      const responseHeader = payment.version === 2 ? "PAYMENT-RESPONSE" : "X-PAYMENT-RESPONSE";
      reply.header(responseHeader, encodePaymentResponseHeader(settled));
      if (settled.success !== true) {
        await release();
        const reason = String(settled.errorReason ?? "unknown");
        o.metrics.x402SettlementFailures.inc({ reason });
        reply.code(402).type("application/json; charset=utf-8");
        return JSON.stringify(paymentRequired(reply, `Payment settlement failed: ${reason}`, payment.offer));
      }
      o.metrics.paidRequests.inc({ path: payment.path });
      return payload;
    });

    function settle(payment: AcceptedPayment): Promise<SettleResponse> {
      const payload: PaymentPayload = payment.payload;
      return payment.version === 2
        ? server.settlePayment(payload, payment.requirements)
        : facilitator.settle(payload, payment.requirements);
    }
  },
  { name: "trust-x402" },
);
