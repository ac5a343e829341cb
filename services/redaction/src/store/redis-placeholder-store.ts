import type { EntityType, PlaceholderRequest, PlaceholderStore } from "@platform/redaction-engine";
import type { Redis } from "ioredis";

/**
 * KEYS: the hash of entity keys and the counter of each type in the batch, once per type.
 * ARGV: pairs (the type's position among KEYS' pairs, entity key). For each pair: the entity's
 * counter, or the type's next one, stored if absent. One script per batch, so it is atomic across
 * replicas and one round trip.
 */
const ASSIGN = `
local out = {}
for i = 1, #ARGV, 2 do
  local t = tonumber(ARGV[i])
  local keys, counter = KEYS[2 * t - 1], KEYS[2 * t]
  local n = redis.call('HGET', keys, ARGV[i + 1])
  if not n then
    n = redis.call('INCR', counter)
    redis.call('HSET', keys, ARGV[i + 1], n)
  end
  out[#out + 1] = tonumber(n)
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
    // A document's entities share a few types: each type's two key names go once, not per entity
    // (the command was mostly repeated key names, written to the socket and parsed by Redis).
    const typeAt = new Map<EntityType, number>();
    const keys: string[] = [];
    const args: (string | number)[] = [];
    for (const { type, key } of requests) {
      let at = typeAt.get(type);
      if (at === undefined) {
        at = typeAt.size + 1;
        typeAt.set(type, at);
        keys.push(`${this.prefix}placeholders:${type}`, `${this.prefix}counter:${type}`);
      }
      args.push(at, key);
    }
    const run = (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<number[]>>)
      .redactAssign!;
    return run.call(this.redis, keys.length, ...keys, ...args);
  }
}
