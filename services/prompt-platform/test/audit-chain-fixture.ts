import { expect } from "vitest";
import { GENESIS_HASH } from "../src/audit/audit-frame.js";
import type { Database } from "../src/db/database.js";
import { type Backend, call, type RunningPlatform, startPlatform } from "./harness.js";

/** What the audit-chain tests share: the platform over a database of its own. */
export interface AuditRig {
  db: Database;
  platform: RunningPlatform;
  /** GET /api/audit/verify, which anyone may call; its body. */
  verify(): Promise<{ valid: boolean; frameCount: number; lastHash: string; brokenAt?: number }>;
  /** No frames, and the head back at the genesis hash: each test starts from an empty chain. */
  emptyChain(): Promise<void>;
  close(): Promise<void>;
}

export async function openAuditRig(backend: Backend): Promise<AuditRig> {
  const { db, drop } = await backend.open();
  const platform = await startPlatform(db);
  return {
    db,
    platform,
    verify: async () => {
      const reply = await call(platform.url, "GET", "/api/audit/verify");
      expect(reply.status).toBe(200);
      return reply.body;
    },
    emptyChain: async () => {
      await db.query("DELETE FROM audit_frames");
      await db.query(`UPDATE audit_head SET frame_count = 0, last_hash = '${GENESIS_HASH}'`);
    },
    close: async () => {
      await platform.close();
      await drop();
    },
  };
}
