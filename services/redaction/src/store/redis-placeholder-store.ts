import type { PlaceholderRequest, PlaceholderStore } from "@platform/redaction-engine";
import type { Redis } from "ioredis";

/**
 * For each (hash of keys, counter, entity key): the entity's counter, or the type's next one,
 * stored if absent. One script per batch, so it is atomic across replicas and one round trip.
 */
const ASSIGN = `
local out = {}
for i = 1, #ARGV do
  local keys, counter = KEYS[2 * i - 1], KEYS[2 * i]
  local n = redis.call('HGET', keys, ARGV[i])
  if not n then
    n = redis.call('INCR', counter)
    redis.call('HSET', keys, ARGV[i], n)
  end
  out[i] = tonumber(n)
end
return out
`;

/** Placeholder counters in Redis: one hash of entity keys and one counter per type. */
export class RedisPlaceholderStore implements PlaceholderStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    redis.defineCommand("redactAssign", { lua: ASSIGN });
  }

  async assign(requests: readonly PlaceholderRequest[]): Promise<readonly number[]> {
    if (requests.length === 0) return [];
    const keys = requests.flatMap(({ type }) => [
      `${this.prefix}placeholders:${type}`,
      `${this.prefix}counter:${type}`,
    ]);
    const run = (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<number[]>>)
      .redactAssign!;
    return run.call(this.redis, keys.length, ...keys, ...requests.map((r) => r.key));
  }
}
