import { readJsonFile } from "@platform/service-kit";
import { Redis } from "ioredis";
import type { ExposureCaps, ExposureState } from "./exposure-store.js";
import { RedisExposureStore } from "./redis-exposure-store.js";

export interface MigrationResult {
  migrated: boolean;
  total: number;
  wallets: number;
  reason?: string;
}

/** Copies a FileExposureStore's JSON file into empty Redis exposure keys (see src/migrate-exposure.ts). */
export async function migrateExposureFile(o: {
  path: string;
  redisUrl: string;
  prefix: string;
  caps: ExposureCaps;
  logger: { error(obj: object, msg: string): void };
}): Promise<MigrationResult> {
  const saved = readJsonFile<ExposureState>(o.path, o.logger);
  if (!saved || !Number.isFinite(saved.total)) {
    return { migrated: false, total: 0, wallets: 0, reason: `no exposure file at ${o.path}` };
  }
  const state = { total: saved.total, perWallet: saved.perWallet ?? {} };
  const redis = new Redis(o.redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const store = new RedisExposureStore(redis, o.prefix, o.caps);
    const migrated = await store.importState(state);
    const wallets = Object.keys(state.perWallet).length;
    if (!migrated) {
      const existing = await store.snapshot();
      return {
        migrated: false,
        total: existing.total,
        wallets: Object.keys(existing.perWallet).length,
        reason: `Redis already holds exposure under ${o.prefix}; nothing written`,
      };
    }
    return { migrated: true, total: state.total, wallets };
  } finally {
    redis.disconnect();
  }
}
