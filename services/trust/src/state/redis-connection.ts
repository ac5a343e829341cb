import { Redis } from "ioredis";
import { TrustError } from "../errors.js";

/**
 * Rendered as 503 by the error handler. Thrown by every Redis-backed store when Redis cannot answer,
 * so a replica never falls back to per-process state that the other replicas cannot see.
 */
export class StateUnavailableError extends TrustError {
  constructor() {
    super(503, "Shared state store (Redis) is unavailable", "STATE_UNAVAILABLE");
    this.name = "StateUnavailableError";
  }
}

interface ConnectionLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * One ioredis client for a replica's commands. Commands fail at once while Redis is unreachable
 * (no offline queue, one try) so requests answer 503 instead of hanging; the client reconnects
 * by itself and the same requests succeed again once Redis is back. Start-up waits up to
 * `waitMs` for the first connection and goes on without it (readiness says so).
 */
export async function connectRedis(
  url: string,
  {
    commandTimeoutMs,
    waitMs,
    logger,
  }: { commandTimeoutMs: number; waitMs: number; logger: ConnectionLogger },
): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: commandTimeoutMs,
    retryStrategy: (times) => Math.min(50 * times, 1000),
  });
  let up = false;
  redis.on("ready", () => {
    up = true;
    logger.info({}, "redis connected");
  });
  // ioredis emits an error per failed reconnect; one line when the connection is lost is enough.
  redis.on("error", (error: Error) => {
    if (!up) return;
    up = false;
    logger.warn({ err: { message: error.message } }, "redis connection lost; shared-state paths answer 503");
  });
  redis.on("end", () => {
    up = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      logger.warn({}, "redis not reachable yet; shared-state paths answer 503 until it is");
      resolve();
    }, waitMs);
    timer.unref();
    redis.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

/** Maps any Redis failure to StateUnavailableError; TrustErrors pass through. */
export async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof TrustError) throw error;
    throw new StateUnavailableError();
  }
}

/** A Lua script run with EVALSHA (ioredis loads it on NOSCRIPT). */
export function luaScript<R>(redis: Redis, name: string, numberOfKeys: number, lua: string) {
  if (!(name in redis)) redis.defineCommand(name, { numberOfKeys, lua });
  const command = (redis as unknown as Record<string, (...args: Array<string | number>) => Promise<R>>)[
    name
  ]!.bind(redis);
  return (keys: string[], args: Array<string | number>): Promise<R> => command(...keys, ...args);
}

/** Whether Redis answers a PING within its command timeout. */
export async function redisReachable(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  }
}
