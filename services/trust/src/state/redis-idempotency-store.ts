import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import {
  type Claim,
  IDEMPOTENCY_MAX_RECORDS,
  IDEMPOTENCY_TTL_MS,
  type IdempotencyStore,
  type StoredResponse,
} from "./idempotency-store.js";
import { guarded, luaScript } from "./redis-connection.js";

/**
 * How long an in-flight marker outlives a replica that died holding it: then a waiting twin, or a
 * retry, runs the request itself.
 */
export const IN_FLIGHT_MS = 60_000;
const POLL_MS = 20;

/**
 * Finds or creates the record in one step, so two replicas receiving one key at once cannot both
 * claim it. A new record is an in-flight marker (hash, createdAt, owner token) expiring after
 * IN_FLIGHT_MS; the index (a sorted set by creation time) drops expired members and evicts the
 * oldest records past the maximum.
 */
const CLAIM = `
local found = redis.call('HMGET', KEYS[1], 'hash', 'status', 'body', 'type')
if found[1] then
  if found[1] ~= ARGV[1] then return {'conflict'} end
  if found[2] then return {'replay', found[2], found[3], found[4]} end
  return {'pending'}
end
redis.call('HSET', KEYS[1], 'hash', ARGV[1], 'createdAt', ARGV[2], 'token', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', tonumber(ARGV[2]) - tonumber(ARGV[6]))
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[8])
local excess = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[5])
if excess > 0 then
  local oldest = redis.call('ZPOPMIN', KEYS[2], excess)
  for i = 1, #oldest, 2 do redis.call('DEL', ARGV[7] .. oldest[i]) end
end
return {'claimed'}
`;

/** The owner's 2xx answer replaces the marker and expires 24 h after the record's creation. */
const COMPLETE = `
if redis.call('HGET', KEYS[1], 'token') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'status', ARGV[2], 'body', ARGV[3], 'type', ARGV[4])
redis.call('HDEL', KEYS[1], 'token')
redis.call('PEXPIREAT', KEYS[1], tonumber(redis.call('HGET', KEYS[1], 'createdAt')) + tonumber(ARGV[5]))
return 1
`;

const RELEASE = `
if redis.call('HGET', KEYS[1], 'token') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[2])
return 1
`;

type Script<R> = (keys: string[], args: Array<string | number>) => Promise<R>;

/** Records shared by every replica: hashes `<prefix>idem:<key>` and the index `<prefix>idem:index`. */
export class RedisIdempotencyStore implements IdempotencyStore {
  private readonly claimScript: Script<string[]>;
  private readonly completeScript: Script<number>;
  private readonly releaseScript: Script<number>;
  private readonly index: string;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    this.index = `${prefix}idem:index`;
    this.claimScript = luaScript(redis, "trustIdempotencyClaim", 2, CLAIM);
    this.completeScript = luaScript(redis, "trustIdempotencyComplete", 1, COMPLETE);
    this.releaseScript = luaScript(redis, "trustIdempotencyRelease", 2, RELEASE);
  }

  private record(key: string): string {
    return `${this.prefix}idem:${key}`;
  }

  claim(key: string, hash: string, at: number): Promise<Claim> {
    return guarded(async () => {
      const token = randomUUID();
      const [state, status, body, contentType] = await this.claimScript(
        [this.record(key), this.index],
        [
          hash,
          at,
          token,
          IN_FLIGHT_MS,
          IDEMPOTENCY_MAX_RECORDS,
          IDEMPOTENCY_TTL_MS,
          `${this.prefix}idem:`,
          key,
        ],
      );
      if (state === "claimed") return { state, token };
      if (state === "conflict") return { state };
      if (state === "replay")
        return {
          state,
          response: { status: Number(status), body: body ?? "", contentType: contentType ?? "" },
        };
      return { state: "pending", settled: this.settled(key) };
    });
  }

  /** Resolves once the twin's record is finished, gone (released or expired) or replaced. */
  private async settled(key: string): Promise<void> {
    const record = this.record(key);
    while (!this.closed) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      try {
        const [status, token] = await this.redis.hmget(record, "status", "token");
        if (status !== null || token === null) return;
      } catch {
        return; // the next claim reports Redis as unavailable
      }
    }
  }

  complete(key: string, token: string, response: StoredResponse): Promise<void> {
    return guarded(async () => {
      await this.completeScript(
        [this.record(key)],
        [token, response.status, response.body, response.contentType, IDEMPOTENCY_TTL_MS],
      );
    });
  }

  release(key: string, token: string): Promise<void> {
    return guarded(async () => {
      await this.releaseScript([this.record(key), this.index], [token, key]);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
