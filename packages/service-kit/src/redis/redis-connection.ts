import { Redis } from "ioredis";

export interface RedisConnectionLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface RedisConnectionOptions {
  /** Per-command and connect timeout (default: ioredis' own, none per command). */
  commandTimeoutMs?: number;
  /** Tries per command before it fails (default 1). */
  maxRetriesPerRequest?: number;
  /**
   * Unset: resolve once connected and reject when the first connection fails (a service that cannot
   * run without Redis stops at start). Set: resolve after at most `waitMs` either way, so a service
   * that answers 503 while Redis is away starts without it (its readiness says so).
   */
  waitMs?: number;
  /** One line when the connection comes up and one when it is lost (not one per failed reconnect). */
  logger?: RedisConnectionLogger;
}

/**
 * One ioredis client. Commands are never queued while Redis is unreachable (no offline queue): they
 * fail at once, and the request with them, instead of hanging; the client reconnects by itself
 * (50 ms more per try, at most 1 s apart) and the same requests succeed again once Redis is back.
 *
 * @example const redis = await connectRedis(config.REDIS_URL, { waitMs: 2_000, logger });
 */
export async function connectRedis(
  url: string,
  { commandTimeoutMs, maxRetriesPerRequest = 1, waitMs, logger }: RedisConnectionOptions = {},
): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest,
    // Connect now and keep retrying, or (no waitMs) once, below, to learn whether it worked.
    lazyConnect: waitMs === undefined,
    retryStrategy: (times) => Math.min(50 * times, 1000),
    ...(commandTimeoutMs === undefined
      ? {}
      : { commandTimeout: commandTimeoutMs, connectTimeout: commandTimeoutMs }),
  });
  if (logger) logConnection(redis, logger);
  if (waitMs === undefined) {
    try {
      await redis.connect();
    } catch (error) {
      await closeRedis(redis);
      throw error;
    }
    return redis;
  }
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      logger?.warn({}, "redis not reachable yet; shared-state paths answer 503 until it is");
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

function logConnection(redis: Redis, logger: RedisConnectionLogger): void {
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
}

/**
 * Closes a client after its pending replies. Without an offline queue, `quit()` refuses while the
 * connection is still being made and leaves it to open afterwards, which keeps the process (or a
 * worker thread) alive: the connection is dropped instead then, and the errors of its unfinished
 * handshake, which nobody is left to read, are not printed.
 */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => {
    redis.on("error", () => undefined);
    redis.disconnect();
  });
}

/** Whether Redis answers a PING within its command timeout. */
export async function redisReachable(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  }
}
