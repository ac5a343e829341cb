// `@platform/service-kit/redis`: the one Redis connection helper. Its own entry so a process that
// needs only this (a pipeline worker thread) does not load the HTTP kit, and a service without
// Redis never loads ioredis.
export { luaScript } from "./lua-script.js";
export {
  closeRedis,
  connectRedis,
  type RedisConnectionLogger,
  type RedisConnectionOptions,
  redisReachable,
} from "./redis-connection.js";
