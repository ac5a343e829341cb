import type { RateLimiter } from "@platform/service-kit";
import type { FastifyRequest } from "fastify";
import { problems } from "../errors.js";
import type { RedactionMetrics } from "./redaction-metrics.js";

/**
 * onRequest hook for `/v1/` routes, after `authenticate`: one token from the caller's key bucket,
 * or 429 with Retry-After in whole seconds (at least 1).
 *
 * @example app.addHook("onRequest", limitRate({ limiter, metrics }));
 */
export function limitRate({ limiter, metrics }: { limiter: RateLimiter; metrics: RedactionMetrics }) {
  return async function limitRateByKey(request: FastifyRequest) {
    if (!request.url.startsWith("/v1/")) return;
    const decision = await limiter.take(request.keyId);
    if (decision.allowed) return;
    metrics.rateLimited.inc();
    throw problems.rateLimited(Math.max(1, Math.ceil(decision.retryAfterMs / 1000)));
  };
}
