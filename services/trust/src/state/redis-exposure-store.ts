import { luaScript } from "@platform/service-kit/redis";
import type { Redis } from "ioredis";
import type { ExposureCaps, ExposureState, ExposureStore, Reservation } from "./exposure-store.js";
import { guarded } from "./state-unavailable.js";

/** Amounts are kept in micro-USDC integers in Redis: no float drift however many replicas add. */
const MICRO = 1_000_000;

/**
 * Both caps are read and both totals incremented in one script, so reservations from any number of
 * replicas are serialised by Redis itself and can never over-commit.
 */
const RESERVE = `
local total = tonumber(redis.call('GET', KEYS[1]) or '0')
local current = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
local remainingGlobal = math.max(0, tonumber(ARGV[2]) - total)
local remainingWallet = math.max(0, tonumber(ARGV[3]) - current)
local granted = math.max(0, math.min(tonumber(ARGV[4]), remainingGlobal, remainingWallet))
if granted > 0 then
  redis.call('INCRBY', KEYS[1], granted)
  redis.call('HINCRBY', KEYS[2], ARGV[1], granted)
end
return {granted, remainingGlobal - granted, remainingWallet - granted}
`;

/** Writes a file's state into empty Redis keys; refuses when Redis already holds exposure. */
const IMPORT = `
if redis.call('EXISTS', KEYS[1]) == 1 or redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
for i = 2, #ARGV, 2 do redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1]) end
return 1
`;

export const toMicro = (usdc: number) => Math.floor(usdc * MICRO);
const fromMicro = (micro: number) => micro / MICRO;

/** Cumulative exposure for every replica: `<prefix>exposure:total` and the hash `<prefix>exposure:wallets`. */
export class RedisExposureStore implements ExposureStore {
  private readonly reserveScript: (keys: string[], args: Array<string | number>) => Promise<number[]>;
  private readonly importScript: (keys: string[], args: Array<string | number>) => Promise<number>;
  private readonly keys: [string, string];

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly caps: ExposureCaps,
  ) {
    this.keys = [`${prefix}exposure:total`, `${prefix}exposure:wallets`];
    this.reserveScript = luaScript<number[]>(redis, "trustExposureReserve", 2, RESERVE);
    this.importScript = luaScript<number>(redis, "trustExposureImport", 2, IMPORT);
  }

  reserve(wallet: string, wanted: number): Promise<Reservation> {
    return guarded(async () => {
      const [granted, remainingGlobal, remainingWallet] = await this.reserveScript(this.keys, [
        wallet,
        toMicro(this.caps.maxTotal),
        toMicro(this.caps.maxPerWallet),
        toMicro(Math.max(0, wanted)),
      ]);
      return {
        granted: fromMicro(granted!),
        remainingGlobal: fromMicro(remainingGlobal!),
        remainingWallet: fromMicro(remainingWallet!),
      };
    });
  }

  async snapshot(): Promise<ExposureState> {
    const [total, wallets] = await Promise.all([
      this.redis.get(this.keys[0]),
      this.redis.hgetall(this.keys[1]),
    ]);
    return {
      total: fromMicro(Number(total ?? 0)),
      perWallet: Object.fromEntries(Object.entries(wallets).map(([w, v]) => [w, fromMicro(Number(v))])),
    };
  }

  /** One-shot migration from the JSON file's state; false (and nothing written) when Redis holds exposure. */
  async importState(state: ExposureState): Promise<boolean> {
    const pairs = Object.entries(state.perWallet).flatMap(([w, v]) => [w, toMicro(v)]);
    return (await this.importScript(this.keys, [toMicro(state.total), ...pairs])) === 1;
  }
}
