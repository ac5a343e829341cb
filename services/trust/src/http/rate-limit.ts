import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { errors } from "../errors.js";
import type { RateLimitStore } from "../state/rate-limit-store.js";

export const WINDOW_MS = 60_000;
export const EXEMPT_PATHS = new Set(["/health", "/ready", "/health/deep", "/metrics", "/registry/status"]);

export interface RateLimitOptions {
  max: number;
  trustedIps: string[];
  overrides: Record<string, { max: number }>;
  disabled: boolean;
  /** Where windows are counted: this process (and its file) or Redis for every replica. */
  store: RateLimitStore;
  now?: () => number;
}

/**
 * Fixed 60 s window per client IP (per IP and route for routes with an override). Headers on every
 * limited response; 429 past the limit. The store decides where the counts live.
 */
export const rateLimit = fp(
  async function rateLimit(app: FastifyInstance, options: RateLimitOptions) {
    const now = options.now ?? Date.now;
    const trusted = new Set(options.trustedIps);
    app.addHook("onClose", () => options.store.close());

    app.addHook("onRequest", async function limitByIp(request: FastifyRequest, reply: FastifyReply) {
      const route = request.routeOptions.url ?? "unmatched";
      if (options.disabled || EXEMPT_PATHS.has(route) || trusted.has(request.ip)) return;
      const override = options.overrides[`${request.method} ${route}`];
      const max = override?.max ?? options.max;
      const key = override ? `${request.ip} ${request.method} ${route}` : request.ip;
      const window = await options.store.hit(key, WINDOW_MS, now());
      reply.header("X-RateLimit-Limit", max);
      reply.header("X-RateLimit-Remaining", Math.max(0, max - window.count));
      reply.header("X-RateLimit-Reset", Math.ceil(window.resetAt / 1000));
      if (window.count > max) throw errors.rateLimited();
    });
  },
  { name: "trust-rate-limit" },
);
