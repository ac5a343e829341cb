/**
 * One-shot migration: copies the cumulative exposure of EXPOSURE_PERSISTENCE_PATH (total and per
 * wallet) into Redis at REDIS_URL under REDIS_KEY_PREFIX, before the first replica starts on Redis.
 * Refuses (exit 1, nothing written) when Redis already holds exposure, so it can never count twice.
 *
 *   REDIS_URL=redis://... EXPOSURE_PERSISTENCE_PATH=data/system-exposure.json \
 *     node --conditions=source --import tsx src/migrate-exposure.ts
 */
import { ConfigError, createLogger } from "@platform/service-kit";
import { readTrustConfig } from "./config.js";
import { migrateExposureFile } from "./state/exposure-migration.js";

try {
  const config = readTrustConfig(process.env);
  if (!config.REDIS_URL) throw new ConfigError(["REDIS_URL is required to migrate exposure into Redis"]);
  const logger = createLogger({ name: "trust-migrate-exposure", level: "warn" });
  const result = await migrateExposureFile({
    path: config.EXPOSURE_PERSISTENCE_PATH,
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_KEY_PREFIX,
    caps: { maxTotal: config.MAX_SYSTEM_EXPOSURE_USDC, maxPerWallet: config.MAX_WALLET_EXPOSURE_USDC },
    logger,
  });
  console.log(JSON.stringify(result));
  process.exit(result.migrated ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
