import type { EntityType, PlaceholderRequest, PlaceholderStore } from "@platform/redaction-engine";
import type { Redis } from "ioredis";

/**
 * KEYS: the hash of entity keys and the counter of each type in the batch, once per type.
 * ARGV: pairs (the type's position among KEYS' pairs, entity key). For each pair: the entity's
 * counter, or the type's next one, stored if absent. One script per batch, so it is atomic across
 * replicas and one round trip. Inside it, one HMGET per type reads every key, and the new keys of
 * a type take their numbers from one INCRBY and are stored by one HSET, in the order they first
 * appear: what HGET, INCR and HSET per entity gave, with a few calls per type instead of up to
 * three per entity (Redis runs on the service's cores; each call costs it). Calls take at most
 * CHUNK keys: `unpack` is bounded by Lua's stack (a 1 MiB document has thousands of entities).
 */
const ASSIGN = `
local CHUNK = 1000
local byType, order = {}, {}
for i = 1, #ARGV, 2 do
  local t = tonumber(ARGV[i])
  if not byType[t] then byType[t] = {}; order[#order + 1] = t end
  local list = byType[t]
  list[#list + 1] = ARGV[i + 1]
end
local known = {}
for _, t in ipairs(order) do
  local list, map, fresh = byType[t], {}, {}
  for s = 1, #list, CHUNK do
    local got = redis.call('HMGET', KEYS[2 * t - 1], unpack(list, s, math.min(s + CHUNK - 1, #list)))
    for j = 1, #got do
      if got[j] then map[list[s + j - 1]] = tonumber(got[j]) end
    end
  end
  for _, key in ipairs(list) do
    if not map[key] then
      fresh[#fresh + 1] = key
      map[key] = #fresh
    end
  end
  if #fresh > 0 then
    local first = redis.call('INCRBY', KEYS[2 * t], #fresh) - #fresh
    local fields = {}
    for j, key in ipairs(fresh) do
      map[key] = first + j
      fields[#fields + 1] = key
      fields[#fields + 1] = first + j
      if #fields >= 2 * CHUNK or j == #fresh then
        redis.call('HSET', KEYS[2 * t - 1], unpack(fields))
        fields = {}
      end
    end
  end
  known[t] = map
end
local out = {}
for i = 1, #ARGV, 2 do
  out[#out + 1] = known[tonumber(ARGV[i])][ARGV[i + 1]]
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
