import type { Redis } from "ioredis";

/** A Lua script run with EVALSHA (ioredis loads it on NOSCRIPT). */
export function luaScript<R>(redis: Redis, name: string, numberOfKeys: number, lua: string) {
  if (!(name in redis)) redis.defineCommand(name, { numberOfKeys, lua });
  const command = (redis as unknown as Record<string, (...args: Array<string | number>) => Promise<R>>)[
    name
  ]!.bind(redis);
  return (keys: string[], args: Array<string | number>): Promise<R> => command(...keys, ...args);
}
