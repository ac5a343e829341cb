import cors from "@fastify/cors";
import swagger from "@fastify/swagger";
import { httpMetrics, type Logger, requestIdHeader, requestIdOptions } from "@platform/service-kit";
import Fastify, { type FastifyBaseLogger, LogController } from "fastify";
import type { ChainReader } from "./chain/chain-reader.js";
import type { ChainWriter } from "./chain/chain-writer.js";
import { delegationConsent, type TrustConfig } from "./config.js";
import { installErrorHandler } from "./http/error-handler.js";
import { hmacSigning } from "./http/hmac.js";
import { idempotency } from "./http/idempotency.js";
import { opsRoutes, PRICES_USDC } from "./http/ops-routes.js";
import { rateLimit } from "./http/rate-limit.js";
import { createTrustMetrics } from "./http/trust-metrics.js";
import { createResponseCaches, walletRoutes } from "./http/wallet-routes.js";
import { webhookRoutes } from "./http/webhook-routes.js";
import { writeRoutes } from "./http/write-routes.js";
import { x402 } from "./http/x402.js";
import { sanctionsScreen } from "./scoring/sanctions.js";
import type { ExposureStore } from "./state/exposure-store.js";
import { createSharedState } from "./state/shared-state.js";
import { TrustService } from "./trust-service.js";
import { WebhookDispatcher } from "./webhooks/webhook-dispatcher.js";
import { WriteService } from "./write-service.js";

export const SERVICE_NAME = "trust-service";
export const SERVICE_VERSION = "0.1.0";

/** USDC's ASA id by x402 network (testnet 10458941, mainnet 31566704); USDC_ASSET_ID overrides. */
export function usdcAssetFor(network: string): number {
  return network.includes("mainnet") ? 31566704 : 10458941;
}

export interface TrustAppDeps {
  config: TrustConfig;
  chain: ChainReader;
  /** Overrides the exposure store chosen from config (the JSON file, or Redis with REDIS_URL). */
  exposure?: ExposureStore;
  /** Signs registry and reputation calls; absent without OPERATOR_MNEMONIC. */
  writer?: ChainWriter;
  logger?: Logger;
  now?: () => number;
}

/**
 * Builds the trust service: plugins, routes, error handling. Never listens. With REDIS_URL it
 * connects to Redis (waiting up to REQUEST_TIMEOUT_MS) and closes the connection with the app.
 */
export async function buildApp({ config, chain, exposure, writer, logger, now = Date.now }: TrustAppDeps) {
  const app = Fastify({
    ...requestIdOptions("x-request-id"),
    loggerInstance: logger as FastifyBaseLogger | undefined,
    // One log line per request costs more than the cached request itself; metrics count traffic,
    // errors are logged by the error handler, and LOG_LEVEL=debug brings request lines back.
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== "debug" }),
    bodyLimit: 100 * 1024,
    trustProxy: false,
  });
  const metrics = createTrustMetrics();
  const usdcAssetId = config.USDC_ASSET_ID ?? usdcAssetFor(config.X402_NETWORK);
  const state = await createSharedState({
    config,
    now,
    logger: app.log,
    exposure,
    onRemoteInvalidation: (wallets) => service.invalidate(wallets),
  });
  const caches = createResponseCaches(metrics, state);
  const service = new TrustService({
    chain,
    exposure: state.exposure,
    screen: sanctionsScreen(config.SANCTIONS_EXTRA_DENY),
    network: config.ALGO_NETWORK,
    registryAppId: config.REGISTRY_APP_ID,
    reputationAppId: config.REPUTATION_APP_ID,
    usdcAssetId,
    historyPageCap: config.HISTORY_PAGE_CAP,
    clock: now,
    localReputation: (wallet) => state.reputation.aggregate(wallet),
  });
  const network = config.ALGO_NETWORK.includes("mainnet") ? "mainnet" : "testnet";
  const dispatcher = new WebhookDispatcher({
    subscriptions: state.subscriptions,
    queue: state.deliveries,
    maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
    baseDelayMs: config.WEBHOOK_RETRY_BASE_MS,
    timeoutMs: config.REQUEST_TIMEOUT_MS,
    now,
    logger: app.log,
  });
  dispatcher.start();
  app.addHook("onClose", async () => {
    await dispatcher.close();
    await state.close();
  });
  const writes = new WriteService({
    chain,
    writer,
    ledger: state.reputation,
    registryAppId: config.REGISTRY_APP_ID,
    reputationAppId: config.REPUTATION_APP_ID,
    consent: delegationConsent(config),
    now,
    invalidate: async (wallets) => {
      service.invalidate(wallets);
      try {
        await Promise.all(
          wallets.flatMap((w) => [
            caches.score.delete(`score:${w}`),
            caches.passport.delete(`passport:${w}`),
            caches.verify.delete(`verify:${w}`),
          ]),
        );
        await state.invalidations.publish(wallets);
      } catch (error) {
        // The chain write is done and is the truth; a stale cached answer ages out within 60 s.
        app.log.error({ err: error, wallets }, "cache invalidation failed");
      }
    },
    onWrite: async (kind, event) => {
      metrics.contractWrite(now());
      metrics.contractSuccessEvents.inc({ network });
      if (kind === "revocation") metrics.contractRevocations.inc({ network });
      if (event?.eventType === "endorsement") metrics.contractEndorsements.inc({ network });
      if (event?.eventType === "dispute") metrics.contractDisputes.inc({ network });
      if (!event) return;
      await dispatcher
        .publish(event.eventType, { ...event, amount: event.amount / 1_000_000 })
        .catch((error: unknown) => app.log.error({ err: error }, "webhook deliveries not queued"));
    },
    logger: app.log,
  });
  app.decorate("trust", service);

  installErrorHandler(app);
  await app.register(requestIdHeader, { header: "X-Request-ID" });
  await app.register(cors, {
    origin: config.CORS_ALLOWED_ORIGINS.includes("*") ? true : config.CORS_ALLOWED_ORIGINS,
    exposedHeaders: [
      "X-Request-ID",
      "X-RateLimit-Limit",
      "X-RateLimit-Remaining",
      "X-RateLimit-Reset",
      "X-PAYMENT-RESPONSE",
    ],
  });
  await app.register(httpMetrics, {
    registry: metrics.registry,
    prefix: "trustsvc_",
    skipPaths: ["/metrics"],
  });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    trustedIps: config.RATE_LIMIT_TRUSTED_IPS,
    overrides: config.RATE_LIMIT_OVERRIDES,
    disabled: config.LOAD_TEST_MODE,
    store: state.rateLimits,
    now,
  });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Algorand trust service",
        version: SERVICE_VERSION,
        description: "Wallet trust scoring over algod and indexer data.",
      },
    },
  });
  if (config.HMAC_SECRET) {
    await app.register(hmacSigning, {
      secret: config.HMAC_SECRET,
      skewMs: config.HMAC_TIMESTAMP_SKEW_MS,
      nonces: state.nonces,
      now,
    });
  }
  await app.register(idempotency, {
    store: state.idempotency,
    logger: app.log,
    now,
    onHit: (path) => metrics.idempotencyHits.inc({ path }),
    onConflict: (path) => metrics.idempotencyConflicts.inc({ path }),
  });
  if (config.X402_ENABLED) {
    await app.register(x402, {
      facilitatorUrl: config.X402_FACILITATOR_URL,
      payTo: config.X402_PAYMENT_RECIPIENT!,
      network: config.X402_NETWORK,
      usdcAssetId,
      prices: PRICES_USDC,
      timeoutMs: config.REQUEST_TIMEOUT_MS,
      metrics,
      usedPayments: state.payments,
    });
  }
  await app.register(walletRoutes, { service, metrics, caches, now });
  await app.register(writeRoutes, { writes });
  await app.register(webhookRoutes, {
    store: state.subscriptions,
    allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
    now,
  });
  await app.register(opsRoutes, {
    chain,
    metrics,
    service: SERVICE_NAME,
    version: SERVICE_VERSION,
    network: config.ALGO_NETWORK,
    x402: config.X402_ENABLED,
    registryAppId: config.REGISTRY_APP_ID,
    publicUrl: `http://127.0.0.1:${config.PORT}`,
    now,
    redisReachable: state.redisReachable,
  });
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    trust: TrustService;
  }
}
