import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { luaScript } from "../redis/lua-script.js";
import {
  type Claim,
  DEFAULT_IDEMPOTENCY_MAX_RECORDS,
  DEFAULT_IDEMPOTENCY_TTL_MS,
  type IdempotencyStore,
  type RecordKey,
  type RecordLimits,
  recordName,
  type StoredResponse,
} from "./idempotency-store.js";

/**
 * How long an in-flight marker outlives a replica that died holding it: then a waiting twin, or a
 * retry, runs the request itself.
 */
export const IN_FLIGHT_MS = 60_000;
const POLL_MS = 20;

export interface RedisIdempotencyOptions extends RecordLimits {
  /** Keys are `<prefix>idem:<scope> <key>`, the index `<prefix>idem:index`. */
  prefix: string;
}

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

/** The owner's 2xx answer replaces the marker and expires `ttlMs` after the record's creation. */
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

/** Records shared by every replica, one hash per record. Redis errors reach the caller as they are. */
export class RedisIdempotencyStore implements IdempotencyStore {
  private readonly claimScript: Script<string[]>;
  private readonly completeScript: Script<number>;
  private readonly releaseScript: Script<number>;
  private readonly prefix: string;
  private readonly index: string;
  private readonly ttlMs: number;
  private readonly maxRecords: number;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    {
      prefix,
      ttlMs = DEFAULT_IDEMPOTENCY_TTL_MS,
      maxRecords = DEFAULT_IDEMPOTENCY_MAX_RECORDS,
    }: RedisIdempotencyOptions,
  ) {
    this.prefix = `${prefix}idem:`;
    this.index = `${prefix}idem:index`;
    this.ttlMs = ttlMs;
    this.maxRecords = maxRecords;
    this.claimScript = luaScript(redis, "idempotencyClaim", 2, CLAIM);
    this.completeScript = luaScript(redis, "idempotencyComplete", 1, COMPLETE);
    this.releaseScript = luaScript(redis, "idempotencyRelease", 2, RELEASE);
  }

  async claim(id: RecordKey, fingerprint: string, at: number): Promise<Claim> {
    const name = recordName(id);
    const token = randomUUID();
    const [state, status, body, contentType] = await this.claimScript(
      [this.prefix + name, this.index],
      [fingerprint, at, token, IN_FLIGHT_MS, this.maxRecords, this.ttlMs, this.prefix, name],
    );
    if (state === "claimed") return { state, token };
    if (state === "conflict") return { state };
    if (state === "replay")
      return {
        state,
        response: { status: Number(status), body: body ?? "", contentType: contentType ?? "" },
      };
    return { state: "pending", settled: this.settled(this.prefix + name) };
  }

  /** Resolves once the twin's record is finished, gone (released or expired) or replaced. */
  private async settled(record: string): Promise<void> {
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

  async complete(id: RecordKey, token: string, response: StoredResponse): Promise<void> {
    await this.completeScript(
      [this.prefix + recordName(id)],
      [token, response.status, response.body, response.contentType, this.ttlMs],
    );
  }

  async release(id: RecordKey, token: string): Promise<void> {
    const name = recordName(id);
    await this.releaseScript([this.prefix + name, this.index], [token, name]);
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
