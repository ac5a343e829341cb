import { env, readConfig } from "@platform/service-kit";

export const devnetConfigSchema = {
  DEVNET_HOST: env.string({ default: "127.0.0.1" }),
  DEVNET_ALGOD_PORT: env.int({ default: 4001, min: 0, max: 65535 }),
  DEVNET_INDEXER_PORT: env.int({ default: 8980, min: 0, max: 65535 }),
  DEVNET_FACILITATOR_PORT: env.int({ default: 4020, min: 0, max: 65535 }),
  DEVNET_SEED: env.string({ default: "devnet" }),
  DEVNET_WALLETS: env.int({ default: 200, min: 0, max: 1_000_000 }),
  DEVNET_BLOCK_TIME_MS: env.int({ default: 3300, min: 0 }),
  DEVNET_ALGOD_TOKEN: env.string<string | undefined>(),
  DEVNET_INDEXER_TOKEN: env.string<string | undefined>(),
  DEVNET_NETWORK: env.string({ default: "algorand-devnet" }),
  LOG_LEVEL: env.oneOf(["debug", "info", "warn", "error"] as const, { default: "info" }),
};

export function readDevnetConfig(source: Record<string, string | undefined>) {
  return readConfig(devnetConfigSchema, source);
}
