import type { Redis } from "ioredis";
import type { OnceSet } from "./once-set.js";
import { guarded } from "./state-unavailable.js";

/** `SET <prefix><id> NX PX ttl`: the first replica to claim an id wins, every other one is refused. */
export class RedisOnceSet implements OnceSet {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  claim(id: string, ttlMs: number): Promise<boolean> {
    return guarded(
      async () => (await this.redis.set(`${this.prefix}${id}`, "1", "PX", Math.max(1, ttlMs), "NX")) === "OK",
    );
  }

  release(id: string): Promise<void> {
    return guarded(async () => {
      await this.redis.del(`${this.prefix}${id}`);
    });
  }
}
