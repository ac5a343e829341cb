import cors from "@fastify/cors";
import swagger from "@fastify/swagger";
import {
  apiReference,
  httpMetrics,
  idempotency,
  type Logger,
  requestIdHeader,
  requestIdOptions,
} from "@platform/service-kit";
import Fastify, { type FastifyBaseLogger, LogController } from "fastify";
import type { ChainReader } from "./chain/chain-reader.js";
import type { ChainWriter } from "./chain/chain-writer.js";
import { delegationConsent, type TrustConfig } from "./config.js";
import { installErrorHandler } from "./http/error-handler.js";
import { hmacSigning } from "./http/hmac.js";
import { jsonBody } from "./http/json-body.js";
import { opsRoutes, PRICES_USDC } from "./http/ops-routes.js";
import { rateLimit } from "./http/rate-limit.js";
import { trustIdempotency } from "./http/trust-idempotency.js";
import { createTrustMetrics } from "./http/trust-metrics.js";
import { batchSize, createResponseCaches, walletRoutes } from "./http/wallet-routes.js";
import { webhookRoutes } from "./http/webhook-routes.js";
import { writeRoutes } from "./http/write-routes.js";
import { x402 } from "./http/x402.js";
import { completeOpenApi } from "./openapi/operations.js";
import { loadPassportSigner } from "./passport/signing-keys.js";
import { algoPriceSource } from "./pricing/algo-price.js";
import { sanctionsScreen } from "./scoring/sanctions.js";
import type { ExposureStore } from "./state/exposure-store.js";
import { beside, createSharedState } from "./state/shared-state.js";
import { TrustService } from "./trust-service.js";
import { type ResolveHost, systemResolve } from "./webhooks/pinned-post.js";
import { WebhookDispatcher } from "./webhooks/webhook-dispatcher.js";
import { WriteService } from "./write-service.js";
import { caip2Network } from "./x402/networks.js";

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
  /** Resolves webhook host names (the system resolver by default; tests pin names to addresses). */
  resolveHost?: ResolveHost;
}

/**
 * Builds the trust service: plugins, routes, error handling. Never listens. With REDIS_URL it
 * connects to Redis (waiting up to REQUEST_TIMEOUT_MS) and closes the connection with the app.
 */
export async function buildApp({
  config,
  chain,
  exposure,
  writer,
  logger,
  now = Date.now,
  resolveHost = systemResolve,
}: TrustAppDeps) {
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
    circularMaxHops: config.CIRCULAR_MAX_HOPS,
    algoPrice: algoPriceSource({
      fixed: config.ALGO_USD_PRICE,
      url: config.ALGO_PRICE_URL,
      refreshMs: config.ALGO_PRICE_REFRESH_MS,
      timeoutMs: config.REQUEST_TIMEOUT_MS,
      now,
      logger: app.log,
    }),
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
    allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
    resolve: resolveHost,
    onRefused: () => metrics.webhookRefused.inc(),
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
  if (config.ALGO_USD_PRICE === undefined && !config.ALGO_PRICE_URL)
    app.log.warn(
      {},
      "neither ALGO_USD_PRICE nor ALGO_PRICE_URL is set: ALGO holdings and payments are valued at 0 USD",
    );
  await app.register(jsonBody);
  if (!config.HMAC_SECRET) {
    // readTrustConfig refuses this in production unless ALLOW_UNSIGNED_WRITES=true.
    app.log.warn(
      { allowUnsignedWrites: config.ALLOW_UNSIGNED_WRITES, nodeEnv: config.NODE_ENV },
      "HMAC_SECRET is not set: EVERY WRITE ROUTE IS OPEN TO ANYONE (delegate, revoke, reputation/record, webhooks). Set HMAC_SECRET before exposing this service.",
    );
  }
  if (config.HMAC_SECRET) {
    await app.register(hmacSigning, {
      secret: config.HMAC_SECRET,
      skewMs: config.HMAC_TIMESTAMP_SKEW_MS,
      nonces: state.nonces,
      now,
    });
  }
  await app.register(
    idempotency,
    trustIdempotency({
      store: state.idempotency,
      logger: app.log,
      now,
      onHit: (path) => metrics.idempotencyHits.inc({ path }),
      onConflict: (path) => metrics.idempotencyConflicts.inc({ path }),
    }),
  );
  if (config.X402_ENABLED) {
    await app.register(x402, {
      facilitatorUrl: config.X402_FACILITATOR_URL,
      payTo: config.X402_PAYMENT_RECIPIENT!,
      network: config.X402_NETWORK,
      caip2Network: caip2Network({
        v1Network: config.X402_NETWORK,
        algodUrl: config.ALGOD_URL,
        algodToken: config.ALGOD_TOKEN,
        timeoutMs: config.REQUEST_TIMEOUT_MS,
      }),
      feePayer: config.X402_FEE_PAYER,
      usdcAssetId,
      prices: PRICES_USDC,
      quantities: { "/score/batch": (request) => batchSize(request.body) },
      timeoutMs: config.REQUEST_TIMEOUT_MS,
      metrics,
      usedPayments: state.payments,
    });
  }
  const signer = await loadPassportSigner(
    beside(config, "passport-keys.json"),
    config.PASSPORT_SIGNING_KEY,
    app.log,
    () => new Date(now()),
  );
  if (config.REDIS_URL && !config.PASSPORT_SIGNING_KEY) {
    // Replicas share cached passports through Redis; each would otherwise sign with its own key.
    app.log.warn({}, "REDIS_URL without PASSPORT_SIGNING_KEY: replicas sign passports with different keys");
  }
  await app.register(walletRoutes, { service, metrics, caches, signer, now });
  await app.register(writeRoutes, { writes });
  await app.register(webhookRoutes, {
    store: state.subscriptions,
    allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
    resolve: resolveHost,
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
    operatorConfigured: writer !== undefined,
    jwks: signer.jwks,
    publicUrl: `http://127.0.0.1:${config.PORT}`,
    now,
    redisReachable: state.redisReachable,
  });
  app.get("/openapi.json", { schema: { hide: true } }, async () => completeOpenApi(app.swagger()));
  // The interactive reference over the same, completed document; no credentials, like the document.
  await apiReference(app, { title: "Algorand trust service API", transformSpecification: completeOpenApi });
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    trust: TrustService;
  }
}
