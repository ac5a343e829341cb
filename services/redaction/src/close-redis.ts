import type { Redis } from "ioredis";

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
