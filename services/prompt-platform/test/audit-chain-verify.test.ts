// Verification in chunks, in parallel, finds the first break wherever it is, as the one-at-a-time
// reference (chain-oracle.ts) does; the database hashes a frame as JavaScript does.
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type AuditEntry,
  GENESIS_HASH,
  nextFrame,
  type StoredFrame,
  storedFrameHash,
} from "../src/audit/audit-frame.js";
import { AuditLog } from "../src/audit/audit-log.js";
import { FRAME_HASH_SQL } from "../src/audit/audit-store.js";
import type { Database } from "../src/db/database.js";
import { type AuditRig, openAuditRig } from "./audit-chain-fixture.js";
import { ChainVerifier } from "./chain-oracle.js";
import { BACKENDS, type RunningPlatform } from "./harness.js";

describe.each(BACKENDS)("audit chain on $name", (backend) => {
  let db: Database;
  let platform: RunningPlatform;
  let verify: AuditRig["verify"];
  let emptyChain: AuditRig["emptyChain"];
  let close: AuditRig["close"];

  beforeAll(async () => {
    ({ db, platform, verify, emptyChain, close } = await openAuditRig(backend));
  });
  afterAll(() => close());
  beforeEach(() => emptyChain());

  /** Writes a valid chain of `total` frames straight into the table and points the head at it. */
  const bulkChain = async (total: number, entry: (i: number) => AuditEntry = bulkEntry) => {
    await db.query("DELETE FROM audit_frames");
    let head = { frameCount: 0, lastHash: GENESIS_HASH };
    const rows: unknown[][] = [];
    for (let i = 0; i < total; i++) {
      const { frame, detailsJson } = nextFrame(head, entry(i), new Date(1_790_000_000_000 + i).toISOString());
      rows.push([
        frame.sequence,
        frame.timestamp,
        frame.actor,
        frame.orgId,
        frame.action,
        frame.resource,
        detailsJson,
        frame.previousHash,
        frame.hash,
      ]);
      head = { frameCount: i + 1, lastHash: frame.hash };
    }
    for (let i = 0; i < rows.length; i += 2000) {
      const chunk = rows.slice(i, i + 2000);
      const columns = Array.from({ length: 9 }, (_, c) => chunk.map((r) => r[c]));
      await db.query(
        `INSERT INTO audit_frames (sequence, occurred_at, actor, org_id, action, resource, details, previous_hash, hash)
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])`,
        columns,
      );
    }
    await db.query("UPDATE audit_head SET frame_count = $1, last_hash = $2", [
      head.frameCount,
      head.lastHash,
    ]);
    return head;
  };
  /** A log over the same database that verifies in chunks of 100 frames, three at a time. */
  const chunked = (chunk = 100) =>
    new AuditLog({ db, signer: platform.signer, clock: Date.now, verifyChunk: chunk, verifyParallelism: 3 });
  /** Rewrites one frame's previous_hash and re-hashes it, so only its link to the frame before is wrong. */
  const relink = async (sequence: number, previousHash: string) => {
    const [row] = await db.query<Record<string, string>>("SELECT * FROM audit_frames WHERE sequence = $1", [
      sequence,
    ]);
    const hash = storedFrameHash({ ...storedOf(row!), previousHash, hash: "" });
    await db.query("UPDATE audit_frames SET previous_hash = $2, hash = $3 WHERE sequence = $1", [
      sequence,
      previousHash,
      hash,
    ]);
  };

  it("verifies across chunk boundaries, in parallel, and finds the first break wherever it is", async () => {
    const log = chunked();
    const head = await bulkChain(1007);
    expect(await log.verify()).toEqual({ valid: true, frameCount: 1007, lastHash: head.lastHash });
    expect(await verify()).toEqual({ valid: true, frameCount: 1007, lastHash: head.lastHash });
    // Inside a chunk.
    await db.query(`UPDATE audit_frames SET details = '{"i":-1}' WHERE sequence = 502`);
    expect(await log.verify()).toMatchObject({ valid: false, brokenAt: 502 });
    // Two breaks in chunks checked at the same time: the earlier one is reported.
    await db.query("UPDATE audit_frames SET actor = 'user:mallory' WHERE sequence = 310");
    expect(await log.verify()).toMatchObject({ valid: false, brokenAt: 310 });
    expect(await log.verify(300)).toMatchObject({ valid: true, frameCount: 300 });

    await bulkChain(1007);
    // The first frame of a chunk, re-hashed so that only its link to the previous chunk is wrong.
    await relink(600, "1".repeat(64));
    expect(await log.verify()).toMatchObject({ valid: false, brokenAt: 600 });
    await bulkChain(1007);
    await db.query("DELETE FROM audit_frames WHERE sequence = 700");
    expect(await log.verify()).toMatchObject({ valid: false, brokenAt: 700 });
    await bulkChain(1007);
    await db.query("DELETE FROM audit_frames WHERE sequence = 799");
    expect(await log.verify()).toMatchObject({ valid: false, brokenAt: 799 });
    await bulkChain(1007);
    await db.query("DELETE FROM audit_frames WHERE sequence >= 1000");
    expect(await log.verify()).toMatchObject({ valid: false, frameCount: 1007, brokenAt: 1000 });
    // Every frame intact, but the head names another last hash.
    await bulkChain(1007);
    await db.query("UPDATE audit_head SET last_hash = $1", ["2".repeat(64)]);
    expect(await log.verify()).toMatchObject({ valid: false, brokenAt: 1007 });
  });

  it("a tampered hash column that is not hex is reported, not an error", async () => {
    await bulkChain(20);
    await db.query("UPDATE audit_frames SET hash = 'not hex at all' WHERE sequence = 4");
    expect(await chunked(8).verify()).toMatchObject({ valid: false, brokenAt: 4 });
  });

  it("the database computes the same frame hash as JavaScript, for any text", async () => {
    const text = fc.string({ unit: "binary", maxLength: 40 }).filter((t) => !t.includes("\u0000"));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          actor: text,
          orgId: fc.option(text, { nil: null }),
          action: text,
          resource: text,
          details: fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
          timestamp: text,
        }),
        async ({ timestamp, ...entry }) => {
          const clean = { ...entry, details: JSON.parse(JSON.stringify(entry.details)) };
          const { frame, detailsJson } = nextFrame(
            { frameCount: 7, lastHash: GENESIS_HASH },
            clean,
            timestamp,
          );
          await db.query("DELETE FROM audit_frames WHERE sequence = 7");
          await db.query(
            `INSERT INTO audit_frames (sequence, occurred_at, actor, org_id, action, resource, details, previous_hash, hash)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [
              7,
              frame.timestamp,
              frame.actor,
              frame.orgId,
              frame.action,
              frame.resource,
              detailsJson,
              frame.previousHash,
              frame.hash,
            ],
          );
          const [row] = await db.query<{ h: string }>(
            `SELECT ${FRAME_HASH_SQL} AS h FROM audit_frames WHERE sequence = 7`,
          );
          expect(row!.h).toBe(frame.hash);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("finds exactly the frame the one-at-a-time reference finds, whatever was tampered", async () => {
    const log = chunked(7);
    const tamper = fc.oneof(
      fc.record({ kind: fc.constant("field" as const), at: fc.nat(59), field: fc.constantFrom(...FIELDS) }),
      fc.record({ kind: fc.constant("delete" as const), at: fc.nat(59) }),
      fc.record({ kind: fc.constant("swap" as const), at: fc.nat(59), with: fc.nat(59) }),
      fc.record({ kind: fc.constant("relink" as const), at: fc.nat(59) }),
      fc.record({ kind: fc.constant("head" as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(tamper, { minLength: 0, maxLength: 3 }), async (tampers) => {
        await bulkChain(60);
        for (const t of tampers) {
          if (t.kind === "field")
            await db.query(`UPDATE audit_frames SET ${t.field} = ${t.field} || 'x' WHERE sequence = $1`, [
              t.at,
            ]);
          else if (t.kind === "delete")
            await db.query("DELETE FROM audit_frames WHERE sequence = $1", [t.at]);
          else if (t.kind === "swap" && t.at !== t.with) {
            await db.query("UPDATE audit_frames SET sequence = -1 WHERE sequence = $1", [t.at]);
            await db.query("UPDATE audit_frames SET sequence = $1 WHERE sequence = $2", [t.at, t.with]);
            await db.query("UPDATE audit_frames SET sequence = $1 WHERE sequence = -1", [t.with]);
          } else if (t.kind === "relink" && t.at > 0) {
            const exists = await db.query("SELECT 1 FROM audit_frames WHERE sequence = $1", [t.at]);
            if (exists.length > 0) await relink(t.at, GENESIS_HASH);
          } else if (t.kind === "head")
            await db.query("UPDATE audit_head SET last_hash = $1", ["3".repeat(64)]);
        }
        const head = await platform.services.audit.head();
        const rows = await db.query<Record<string, string>>(
          "SELECT * FROM audit_frames WHERE sequence >= 0 AND sequence < $1 ORDER BY sequence",
          [head.frameCount],
        );
        const oracle = new ChainVerifier();
        for (const row of rows) if (!oracle.push(storedOf(row))) break;
        oracle.finish(head);
        const result = await log.verify();
        expect(result.brokenAt).toBe(oracle.brokenAt);
        expect(result.valid).toBe(oracle.brokenAt === undefined);
      }),
      { numRuns: 40 },
    );
  });
});

const FIELDS = ["occurred_at", "actor", "org_id", "action", "resource", "details", "hash"] as const;

const bulkEntry = (i: number): AuditEntry => ({
  actor: `api_key:k${i % 7}`,
  orgId: i % 5 === 0 ? null : `org-${i % 3}`,
  action: "bulk.write",
  resource: `r:${i}`,
  details: { i, text: 'quote " and back\\slash, é, \u2028' },
});

const storedOf = (row: Record<string, string>): StoredFrame => ({
  sequence: Number(row.sequence),
  timestamp: row.occurred_at!,
  actor: row.actor!,
  orgId: row.org_id ?? null,
  action: row.action!,
  resource: row.resource!,
  detailsJson: row.details!,
  previousHash: row.previous_hash!,
  hash: row.hash!,
});
