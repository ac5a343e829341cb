import { PROMETHEUS_CONTENT_TYPE } from "@platform/service-kit";
import type { FastifyInstance } from "fastify";
import type { ChainReader } from "../chain/chain-reader.js";
import { errors } from "../errors.js";
import { catalogEntry, searchCatalog } from "../scoring/discovery.js";
import type { TrustMetrics } from "./trust-metrics.js";

export const PRICES_USDC: Record<string, number> = {
  "/score": 0.001,
  // Per wallet in the batch (X402Options.quantities).
  "/score/batch": 0.001,
  "/delegation": 0.001,
  "/counterparty-check": 0.002,
  "/credit-estimate": 0.002,
  "/sybil-check": 0.003,
  "/reputation": 0.001,
  "/reputation/record": 0.005,
  "/underwrite": 0.01,
  "/trust-graph": 0.005,
  "/passport": 0.005,
  // Not priced by the spec: a write costs what a reputation record does.
  "/delegate": 0.005,
  "/revoke": 0.005,
};

/** Routes priced per item of the request (X402Options.quantities). */
export const PRICED_PER_ITEM: Record<string, string> = { "/score/batch": "wallet" };

export interface OpsOptions {
  chain: ChainReader;
  metrics: TrustMetrics;
  service: string;
  version: string;
  network: string;
  x402: boolean;
  registryAppId: number;
  /** Whether an operator key (OPERATOR_MNEMONIC) signs registry writes. */
  operatorConfigured: boolean;
  publicUrl: string;
  now: () => number;
  /** The passport verification keys, active and retired (RFC 8037 OKP). */
  jwks: { keys: object[] };
  /** Whether Redis answers; absent when the service runs without Redis. */
  redisReachable?: () => Promise<boolean>;
}

/** Health, readiness, registry status, metrics and discovery: no payment, no rate limit, no auth. */
export async function opsRoutes(app: FastifyInstance, o: OpsOptions) {
  const health = () => ({
    status: "ok",
    service: o.service,
    version: o.version,
    network: o.network,
    x402: o.x402,
    timestamp: new Date(o.now()).toISOString(),
  });
  const algorand = async () => {
    try {
      const { round } = await o.chain.status();
      return { connected: true, round };
    } catch {
      return { connected: false, round: 0 };
    }
  };

  app.get("/health", async () => health());

  /** The dependencies readiness reports: algod always, Redis when configured. */
  const dependencies = async () => {
    const [chain, redis] = await Promise.all([
      algorand(),
      o.redisReachable ? o.redisReachable().then((connected) => ({ connected })) : undefined,
    ]);
    const up = chain.connected && (redis?.connected ?? true);
    return { up, algorand: chain, ...(redis ? { redis } : {}) };
  };

  app.get("/ready", async (_req, reply) => {
    const { up, ...deps } = await dependencies();
    return reply.code(up ? 200 : 503).send({
      status: up ? "ready" : "not_ready",
      service: o.service,
      network: o.network,
      timestamp: new Date(o.now()).toISOString(),
      ...deps,
    });
  });

  app.get("/health/deep", async (_req, reply) => {
    const { up, ...deps } = await dependencies();
    return reply.code(up ? 200 : 503).send({ ...health(), status: up ? "ok" : "degraded", ...deps });
  });

  // Configured means POST /delegate can work: an app to write to and a key to sign with.
  const registryReason =
    o.registryAppId === 0
      ? "REGISTRY_APP_ID is not set"
      : !o.operatorConfigured
        ? "OPERATOR_MNEMONIC is not set: no operator to sign registry writes"
        : undefined;
  app.get("/registry/status", async () =>
    registryReason
      ? { configured: false, appId: o.registryAppId, reason: registryReason }
      : { configured: true, appId: o.registryAppId },
  );

  app.get("/.well-known/jwks.json", async (_req, reply) =>
    reply.header("cache-control", "public, max-age=300").send(o.jwks),
  );

  app.get("/metrics", async (_req, reply) => {
    o.metrics.refresh();
    return reply.type(PROMETHEUS_CONTENT_TYPE).send(await o.metrics.registry.metrics());
  });

  app.get<{ Querystring: { q?: string; limit?: string } }>("/discovery/search", async (req) => {
    const raw = req.query.limit;
    const limit = raw === undefined || raw === "" ? 20 : Number(raw);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw errors.badRequest("limit must be an integer from 1 to 100");
    const results = searchCatalog(
      [catalogEntry(o.publicUrl, PRICES_USDC, PRICED_PER_ITEM)],
      req.query.q,
      limit,
    );
    o.metrics.discoverySearches.inc({
      query_class: req.query.q ? "text" : "empty",
      result_count: String(results.length),
    });
    return { query: req.query.q ?? "", limit, total: results.length, results };
  });
}
