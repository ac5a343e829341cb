import { nextFrame } from "../src/audit/audit-frame.js";
import type { Database } from "../src/db/database.js";

/**
 * Writes a valid chain of `total` frames straight into audit_frames (bulk unnest inserts of 10 000),
 * hashing each as the log would, and points the head at it. Used to time verification at scale.
 */
export async function writeChain(
  db: Database,
  total: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  await db.query("DELETE FROM audit_frames");
  let head = { frameCount: 0, lastHash: "0".repeat(64) };
  const batch = 10_000;
  for (let start = 0; start < total; start += batch) {
    const columns: unknown[][] = Array.from({ length: 9 }, () => []);
    for (let i = start; i < Math.min(total, start + batch); i++) {
      const { frame, detailsJson } = nextFrame(
        head,
        {
          actor: `api_key:bench-${i % 97}`,
          orgId: `org-${i % 13}`,
          action: "workspace.update",
          resource: `workspace:${i % 1000}`,
          details: { name: `workspace ${i % 1000}`, description: "bench frame" },
        },
        new Date(1_790_000_000_000 + i).toISOString(),
      );
      const row = [
        frame.sequence,
        frame.timestamp,
        frame.actor,
        frame.orgId,
        frame.action,
        frame.resource,
        detailsJson,
        frame.previousHash,
        frame.hash,
      ];
      for (const [c, value] of row.entries()) columns[c]!.push(value);
      head = { frameCount: i + 1, lastHash: frame.hash };
    }
    await db.query(
      `INSERT INTO audit_frames (sequence, occurred_at, actor, org_id, action, resource, details, previous_hash, hash)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
         $8::text[], $9::text[])`,
      columns,
    );
    onProgress?.(head.frameCount);
  }
  await db.query("UPDATE audit_head SET frame_count = $1, last_hash = $2 WHERE id = 1", [
    head.frameCount,
    head.lastHash,
  ]);
}
