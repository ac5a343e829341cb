import { readJsonFile, writeJsonFileAtomic } from "@platform/service-kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { errors } from "../errors.js";

export const WINDOW_MS = 60_000;
export const EXEMPT_PATHS = new Set(["/health", "/ready", "/health/deep", "/metrics", "/registry/status"]);

export interface RateLimitOptions {
  max: number;
  trustedIps: string[];
  overrides: Record<string, { max: number }>;
  disabled: boolean;
  persistencePath?: string;
  now?: () => number;
  logger: { error(obj: object, msg: string): void };
}

interface Window {
  count: number;
  start: number;
}

/**
 * Fixed 60 s window per client IP (per IP and route for routes with an override). Headers on every
 * limited response; 429 past the limit. Windows are saved at close and every 5 s when changed, and
 * restored at start, so a restart does not reset a client's window.
 */
export const rateLimit = fp(
  async function rateLimit(app: FastifyInstance, options: RateLimitOptions) {
    const now = options.now ?? Date.now;
    const trusted = new Set(options.trustedIps);
    const saved = options.persistencePath
      ? readJsonFile<Record<string, Window>>(options.persistencePath, options.logger)
      : undefined;
    const windows = new Map<string, Window>(
      Object.entries(saved ?? {}).filter(([, w]) => now() - w.start < WINDOW_MS),
    );
    let dirty = false;

    const save = () => {
      for (const [key, w] of windows) if (now() - w.start >= WINDOW_MS) windows.delete(key);
      if (!options.persistencePath || !dirty) return;
      dirty = false;
      writeJsonFileAtomic(options.persistencePath, Object.fromEntries(windows));
    };
    const timer = setInterval(save, 5_000);
    timer.unref();
    app.addHook("onClose", async () => {
      clearInterval(timer);
      save();
    });

    app.addHook("onRequest", async function limitByIp(request: FastifyRequest, reply: FastifyReply) {
      const route = request.routeOptions.url ?? "unmatched";
      if (options.disabled || EXEMPT_PATHS.has(route) || trusted.has(request.ip)) return;
      const override = options.overrides[`${request.method} ${route}`];
      const max = override?.max ?? options.max;
      const key = override ? `${request.ip} ${request.method} ${route}` : request.ip;
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.start >= WINDOW_MS) {
        window = { count: 0, start: at };
        windows.set(key, window);
      }
      window.count++;
      dirty = true;
      reply.header("X-RateLimit-Limit", max);
      reply.header("X-RateLimit-Remaining", Math.max(0, max - window.count));
      reply.header("X-RateLimit-Reset", Math.ceil((window.start + WINDOW_MS) / 1000));
      if (window.count > max) throw errors.rateLimited();
    });
  },
  { name: "trust-rate-limit" },
);
