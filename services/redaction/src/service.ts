import {
  type IdempotencyStore,
  MemoryIdempotencyStore,
  MemoryTokenBuckets,
  type RateLimiter,
  RedisIdempotencyStore,
  RedisTokenBuckets,
} from "@platform/service-kit";
import { closeRedis, connectRedis } from "@platform/service-kit/redis";
import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "./app.js";
import { type AuditLog, FileAuditLog, RedisStreamAuditLog } from "./audit/audit-log.js";
import type { RedactionConfig } from "./config.js";
import type { ReadinessCheck } from "./http/ops-routes.js";
import { TurnBatchedLimiter } from "./http/turn-batched-limiter.js";
import { loadPolicies } from "./pipeline/policies.js";
import { createPipeline } from "./pipeline/redaction-pipeline.js";
import { SqlitePlaceholderStore } from "./store/sqlite-placeholder-store.js";
import { startTracing } from "./tracing.js";

/**
 * Builds the whole service from its configuration: Redis for every shared piece when REDIS_URL is
 * set (token buckets, idempotency, placeholders, optionally the audit stream), SQLite and memory
 * otherwise; the model detector in every pipeline thread when REDACT_MODEL_DIR is set (a bad
 * directory rejects with the engine's `ModelLoadError`). Returns the app and a close that drains
 * it and releases every connection.
 */
export async function startRedactionService(config: RedactionConfig, logger?: FastifyBaseLogger) {
  const policies = loadPolicies(config.REDACT_POLICY_DIR);
  if (!policies.has(config.REDACT_DEFAULT_POLICY)) {
    throw new Error(`REDACT_DEFAULT_POLICY "${config.REDACT_DEFAULT_POLICY}" is not a loaded policy`);
  }
  const prefix = config.REDIS_KEY_PREFIX;
  const redis = config.REDIS_URL
    ? await connectRedis(config.REDIS_URL, { maxRetriesPerRequest: 2 })
    : undefined;
  const shape = { ratePerSec: config.REDACT_RATE_PER_SEC, burst: config.REDACT_RATE_BURST };
  const limiter: RateLimiter = redis
    ? new TurnBatchedLimiter(new RedisTokenBuckets(redis, prefix, shape))
    : new MemoryTokenBuckets(shape);
  const ttlMs = config.REDACT_IDEMPOTENCY_TTL_S * 1000;
  const idempotency: IdempotencyStore = redis
    ? new RedisIdempotencyStore(redis, { prefix, ttlMs, maxRecords: config.REDACT_IDEMPOTENCY_MAX })
    : new MemoryIdempotencyStore({ ttlMs, maxRecords: config.REDACT_IDEMPOTENCY_MAX });
  const audit: AuditLog =
    config.REDACT_AUDIT_LOG === "redis"
      ? new RedisStreamAuditLog(redis!, `${prefix}audit`)
      : new FileAuditLog(config.REDACT_AUDIT_LOG);
  // Opened before any worker thread: it creates the file, its tables and WAL mode, which two threads
  // opening a new file at once could not both set ("database is locked", busy timeout or not).
  const probe = redis ? undefined : new SqlitePlaceholderStore(config.REDACT_STORE_PATH);
  const pipeline = await createPipeline(
    {
      secret: config.REDACT_SECRET,
      detector: config.REDACT_DETECTOR,
      modelDir: config.REDACT_MODEL_DIR,
      policyDir: config.REDACT_POLICY_DIR,
      storePath: config.REDACT_STORE_PATH,
      redisUrl: config.REDIS_URL,
      redisPrefix: prefix,
      legacyTenant: config.REDACT_LEGACY_TENANT,
    },
    config.REDACT_WORKERS,
  ).catch(async (error: unknown) => {
    await audit.close();
    probe?.close();
    if (redis) await closeRedis(redis);
    throw error;
  });
  const checks: ReadinessCheck[] = [];
  if (redis) checks.push({ name: "redis", check: async () => void (await redis.ping()) });
  if (probe) checks.push({ name: "store", check: async () => probe.ping() });
  const tracing = startTracing(config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const app = await buildApp({
    apiKeys: config.REDACT_DEV_NO_AUTH ? undefined : config.REDACT_API_KEYS,
    bodyLimit: config.REDACT_BODY_LIMIT_BYTES,
    maxTextBytes: config.REDACT_MAX_TEXT_BYTES,
    pipeline,
    policies: new Set(policies.keys()),
    defaultPolicy: config.REDACT_DEFAULT_POLICY,
    limiter,
    idempotency,
    audit,
    checks,
    tracer: tracing.tracer,
    ...(logger ? { logger } : {}),
  });
  return {
    app,
    async close() {
      await app.close();
      await pipeline.close();
      await audit.close();
      probe?.close();
      await tracing.shutdown();
      if (redis) await closeRedis(redis);
    },
  };
}
