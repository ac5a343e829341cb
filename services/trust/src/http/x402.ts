import algosdk from "algosdk";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { OnceSet } from "../state/once-set.js";
import type { TrustMetrics } from "./trust-metrics.js";

export interface PaymentRequirements {
  scheme: "exact";
  network: string;
  maxAmountRequired: string;
  asset: string;
  payTo: string;
  resource: string;
  description: string;
  mimeType: string;
  outputSchema: null;
  maxTimeoutSeconds: number;
  extra: { name: string; decimals: number };
}

export interface X402Options {
  facilitatorUrl: string;
  payTo: string;
  network: string;
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

interface AcceptedPayment {
  payload: unknown;
  requirements: PaymentRequirements;
  paymentId: string;
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
 * x402 v1 payment gate. A premium route without a valid `X-PAYMENT` gets 402 with the payment
 * requirements. With one: decode, refuse a payment already used, verify at the facilitator, run the
 * handler, and only when it succeeded settle and answer `X-PAYMENT-RESPONSE`. A failed handler
 * settles nothing and frees the payment for another try.
 */
export const x402 = fp(
  async function x402(app: FastifyInstance, o: X402Options) {
    const used = o.usedPayments;
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${o.facilitatorUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(o.timeoutMs),
      });
      if (!response.ok) throw new Error(`facilitator ${path} answered ${response.status}`);
      return (await response.json()) as Record<string, unknown>;
    };

    const requirementsFor = (request: FastifyRequest, path: string): PaymentRequirements => ({
      scheme: "exact",
      network: o.network,
      maxAmountRequired: String(
        Math.round(o.prices[path]! * 1_000_000) * (o.quantities?.[path]?.(request) ?? 1),
      ),
      asset: String(o.usdcAssetId),
      payTo: o.payTo,
      resource: `${request.protocol}://${request.host}${path}`,
      description: `Algorand trust service ${request.method} ${path}`,
      mimeType: "application/json",
      outputSchema: null,
      maxTimeoutSeconds: 60,
      extra: { name: "USDC", decimals: 6 },
    });

    const paymentRequired = (reply: FastifyReply, error: string, requirements: PaymentRequirements) =>
      reply.code(402).send({ x402Version: 1, error, accepts: [requirements] });

    app.addHook("preHandler", async function requirePayment(request, reply) {
      const path = request.routeOptions.url ?? "";
      if (o.prices[path] === undefined) return;
      const requirements = requirementsFor(request, path);
      const header = request.headers["x-payment"];
      if (typeof header !== "string" || header === "") {
        o.metrics.x402Failures.inc({ reason: "missing_header", path });
        return paymentRequired(reply, "X-PAYMENT header is required", requirements);
      }
      const decoded = decodePayment(header);
      if (!decoded) {
        o.metrics.x402Failures.inc({ reason: "invalid_header", path });
        return paymentRequired(reply, "Invalid X-PAYMENT header", requirements);
      }
      if (!(await used.claim(decoded.paymentId, PAYMENT_MEMORY_MS, Date.now()))) {
        o.metrics.x402Replays.inc({ path });
        return paymentRequired(reply, "Payment already used", requirements);
      }
      const timer = o.metrics.x402VerificationDuration.startTimer();
      let verdict: Record<string, unknown>;
      try {
        verdict = await post("/verify", {
          x402Version: 1,
          paymentPayload: decoded.payload,
          paymentRequirements: requirements,
        });
      } catch {
        await used.release(decoded.paymentId);
        o.metrics.x402Failures.inc({ reason: "facilitator_unavailable", path });
        return paymentRequired(reply, "Payment could not be verified: facilitator unavailable", requirements);
      } finally {
        timer();
      }
      if (verdict.isValid !== true) {
        await used.release(decoded.paymentId);
        const reason = String(verdict.invalidReason ?? "invalid_payment");
        if (reason === "replay") o.metrics.x402Replays.inc({ path });
        o.metrics.x402Failures.inc({ reason, path });
        o.metrics.x402Verified.inc({ status: "invalid", path });
        return paymentRequired(reply, `Payment rejected: ${reason}`, requirements);
      }
      o.metrics.x402Verified.inc({ status: "valid", path });
      request.payment = { payload: decoded.payload, requirements, paymentId: decoded.paymentId, path };
    });

    app.addHook("onSend", async function settlePayment(request, reply, payload) {
      const payment = request.payment;
      if (!payment) return payload;
      request.payment = undefined;
      if (reply.statusCode < 200 || reply.statusCode >= 300) {
        await used.release(payment.paymentId).catch((error: unknown) => {
          request.log.error({ err: error }, "x402 payment not released");
        });
        return payload;
      }
      let settled: Record<string, unknown>;
      try {
        settled = await post("/settle", {
          x402Version: 1,
          paymentPayload: payment.payload,
          paymentRequirements: payment.requirements,
        });
      } catch (error) {
        settled = {
          success: false,
          errorReason: "facilitator_unavailable",
          transaction: "",
          network: payment.requirements.network,
          payer: "",
        };
        request.log.error({ err: error }, "x402 settlement failed");
      }
      if (settled.success !== true) {
        o.metrics.x402SettlementFailures.inc({ reason: String(settled.errorReason ?? "unknown") });
        reply.code(402).type("application/json; charset=utf-8");
        return JSON.stringify({
          x402Version: 1,
          error: `Payment settlement failed: ${settled.errorReason}`,
          accepts: [payment.requirements],
        });
      }
      o.metrics.paidRequests.inc({ path: payment.path });
      reply.header("X-PAYMENT-RESPONSE", Buffer.from(JSON.stringify(settled)).toString("base64"));
      return payload;
    });
  },
  { name: "trust-x402" },
);

/** base64 JSON `{x402Version: 1, scheme, network, payload: {paymentGroup, paymentIndex}}`; the payment's txid identifies it. */
function decodePayment(header: string): { payload: unknown; paymentId: string } | undefined {
  try {
    const payload = JSON.parse(Buffer.from(header, "base64").toString("utf8"));
    if (payload?.x402Version !== 1 || !Array.isArray(payload?.payload?.paymentGroup)) return undefined;
    const index = payload.payload.paymentIndex;
    const signed = payload.payload.paymentGroup[index];
    if (!Number.isInteger(index) || typeof signed !== "string") return undefined;
    const stxn = algosdk.decodeSignedTransaction(new Uint8Array(Buffer.from(signed, "base64")));
    return { payload, paymentId: stxn.txn.txID() };
  } catch {
    return undefined;
  }
}
