import { Redis } from "ioredis";

/**
 * A connected client. Commands are never queued while Redis is unreachable (they fail at once, and
 * the request with them), so the client is returned only once its connection is up; a Redis that
 * cannot be reached rejects here, at start, rather than failing every request later.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: true });
  try {
    await redis.connect();
  } catch (error) {
    await closeRedis(redis);
    throw error;
  }
  return redis;
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
