import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  FileIdempotencyStore,
  type IdempotencyStore,
  Journal,
  RedisIdempotencyStore,
  readJsonFile,
} from "@platform/service-kit";
import { connectRedis, redisReachable } from "@platform/service-kit/redis";
import type { TrustConfig } from "../config.js";
import {
  type LedgerEntry,
  MemoryReputationLedger,
  type ReputationLedger,
} from "../reputation/reputation-ledger.js";
import { RedisDeliveryQueue, RedisSubscriptionStore } from "../webhooks/redis-webhook-store.js";
import { type DeliveryQueue, FileWebhookStore, type SubscriptionStore } from "../webhooks/webhook-store.js";
import { type ExposureState, type ExposureStore, FileExposureStore } from "./exposure-store.js";
import { FileOnceSet } from "./file-once-set.js";
import { guardedIdempotencyStore } from "./guarded-idempotency-store.js";
import { type InvalidationBus, localOnly, RedisInvalidationBus } from "./invalidation-bus.js";
import type { OnceSet } from "./once-set.js";
import { MemoryRateLimitStore, type RateLimitStore } from "./rate-limit-store.js";
import { RedisExposureStore } from "./redis-exposure-store.js";
import { RedisOnceSet } from "./redis-once-set.js";
import { RedisRateLimitStore } from "./redis-rate-limit-store.js";
import { RedisReputationLedger } from "./redis-reputation-ledger.js";
import { RedisResponseCache } from "./redis-response-cache.js";
import type { ResponseCache } from "./response-cache.js";
import { type CacheEvents, TtlCache } from "./ttl-cache.js";

export const RESPONSE_CACHE_MS = 60_000;
const RESPONSE_CACHE_ENTRIES = 10_000;
const MAX_USED_IDS = 100_000;

export interface SharedState {
  backend: "memory" | "redis";
  rateLimits: RateLimitStore;
  exposure: ExposureStore;
  idempotency: IdempotencyStore;
  nonces: OnceSet;
  payments: OnceSet;
  /** Duplicate window, endorsement graph and (REPUTATION_APP_ID=0) local aggregates. */
  reputation: ReputationLedger;
  responseCache(name: string, events: CacheEvents): ResponseCache;
  subscriptions: SubscriptionStore;
  deliveries: DeliveryQueue;
  /** Tells the other replicas about a write; `onRemote` (set by the app) hears theirs. */
  invalidations: InvalidationBus;
  /** Whether Redis answers; undefined without Redis. */
  redisReachable?: () => Promise<boolean>;
  close(): Promise<void>;
}

interface StateOptions {
  config: TrustConfig;
  now: () => number;
  logger: {
    error(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    info(obj: object, msg: string): void;
  };
  /** Called with the wallets another replica wrote. */
  onRemoteInvalidation: (wallets: string[]) => void;
  /** Overrides the exposure store (tests). */
  exposure?: ExposureStore;
}

/**
 * The one place that chooses where shared state lives: this process and its JSON files (the
 * default), or Redis for every replica when REDIS_URL is set. Routes and plugins only see the
 * interfaces.
 */
export async function createSharedState(o: StateOptions): Promise<SharedState> {
  return o.config.REDIS_URL ? redisState(o, o.config.REDIS_URL) : memoryState(o);
}

function memoryState({ config, now, logger, exposure }: StateOptions): SharedState {
  const webhooks = new FileWebhookStore(config.WEBHOOKS_PERSISTENCE_PATH, logger);
  return {
    backend: "memory",
    rateLimits: new MemoryRateLimitStore({
      windowMs: 60_000,
      persistencePath: config.RATE_LIMIT_PERSISTENCE_PATH,
      now,
      logger,
    }),
    exposure: exposure ?? new FileExposureStore(config.EXPOSURE_PERSISTENCE_PATH, caps(config), logger),
    // Replay protection survives a restart: journals beside the exposure file (docs: "Replay
    // protection across restarts").
    idempotency: new FileIdempotencyStore(beside(config, "idempotency.jsonl"), { now }),
    nonces: new FileOnceSet(beside(config, "hmac-nonces.jsonl"), MAX_USED_IDS, now()),
    payments: new FileOnceSet(beside(config, "x402-payments.jsonl"), MAX_USED_IDS, now()),
    reputation: new MemoryReputationLedger({
      now,
      keepAggregates: keepsAggregates(config),
      journal: new Journal<LedgerEntry>(beside(config, "reputation-ledger.jsonl")),
    }),
    responseCache: (_name, events) =>
      new TtlCache<string>(RESPONSE_CACHE_MS, RESPONSE_CACHE_ENTRIES, now, events),
    subscriptions: webhooks,
    deliveries: webhooks,
    invalidations: localOnly,
    close: async () => {},
  };
}

async function redisState(o: StateOptions, url: string): Promise<SharedState> {
  const { config, logger } = o;
  const prefix = config.REDIS_KEY_PREFIX;
  const redis = await connectRedis(url, {
    commandTimeoutMs: config.REQUEST_TIMEOUT_MS,
    waitMs: config.REQUEST_TIMEOUT_MS,
    logger,
  });
  const exposure = o.exposure ?? new RedisExposureStore(redis, prefix, caps(config));
  if (exposure instanceof RedisExposureStore) await warnOfUnmigratedFile(config, exposure, logger);
  const invalidations = new RedisInvalidationBus(redis, prefix, o.onRemoteInvalidation);
  return {
    backend: "redis",
    rateLimits: new RedisRateLimitStore(redis, prefix),
    exposure,
    idempotency: guardedIdempotencyStore(new RedisIdempotencyStore(redis, { prefix })),
    nonces: new RedisOnceSet(redis, `${prefix}nonce:`),
    payments: new RedisOnceSet(redis, `${prefix}payment:`),
    reputation: new RedisReputationLedger(redis, prefix, { keepAggregates: keepsAggregates(config) }),
    responseCache: (_name, events) => new RedisResponseCache(redis, prefix, RESPONSE_CACHE_MS, events),
    subscriptions: new RedisSubscriptionStore(redis, prefix),
    deliveries: new RedisDeliveryQueue(redis, prefix, config.WEBHOOK_CLAIM_IDLE_MS),
    invalidations,
    redisReachable: () => redisReachable(redis),
    close: async () => {
      await invalidations.close();
      redis.disconnect();
    },
  };
}

/** A state file in the directory of EXPOSURE_PERSISTENCE_PATH, where the other state files live. */
export function beside(config: TrustConfig, name: string): string {
  return join(dirname(config.EXPOSURE_PERSISTENCE_PATH), name);
}

/** The ledger's aggregates are what /reputation scores only without a reputation contract. */
function keepsAggregates(config: TrustConfig): boolean {
  return config.REPUTATION_APP_ID === 0;
}

function caps(config: TrustConfig) {
  return { maxTotal: config.MAX_SYSTEM_EXPOSURE_USDC, maxPerWallet: config.MAX_WALLET_EXPOSURE_USDC };
}

/** A file total that Redis does not hold yet means the one-shot migration was forgotten. */
async function warnOfUnmigratedFile(
  config: TrustConfig,
  exposure: RedisExposureStore,
  logger: StateOptions["logger"],
): Promise<void> {
  if (!existsSync(config.EXPOSURE_PERSISTENCE_PATH)) return;
  const saved = readJsonFile<ExposureState>(config.EXPOSURE_PERSISTENCE_PATH, logger);
  if (!saved || !(saved.total > 0)) return;
  const held = await exposure.snapshot().catch(() => undefined);
  if (held && held.total === 0) {
    logger.warn(
      { file: config.EXPOSURE_PERSISTENCE_PATH, fileTotal: saved.total },
      "exposure file holds a total that Redis does not: run src/migrate-exposure.ts before serving",
    );
  }
}
