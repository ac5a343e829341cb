import { canonicalJson } from "@platform/service-kit";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type AuditEntry,
  frameHash,
  GENESIS_HASH,
  nextFrame,
  type StoredFrame,
  storedFrameHash,
} from "../src/audit/audit-frame.js";
import { AuditLog } from "../src/audit/audit-log.js";
import { FRAME_HASH_SQL } from "../src/audit/audit-store.js";
import type { Database } from "../src/db/database.js";
import type { SqlParams } from "../src/db/sql-params.js";
import { ChainVerifier } from "./chain-oracle.js";
import { BACKENDS, call, type RunningPlatform, startPlatform } from "./harness.js";

describe("frame hash", () => {
  it("the stored-row fast path equals sha256 of the canonical JSON of the whole frame", () => {
    fc.assert(
      fc.property(
        fc.record({
          sequence: fc.nat(),
          timestamp: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          actor: fc.string(),
          orgId: fc.option(fc.string(), { nil: null }),
          action: fc.string(),
          resource: fc.string(),
          details: fc.dictionary(fc.string(), fc.jsonValue()),
          previousHash: fc.string({
            unit: fc.constantFrom(..."0123456789abcdef"),
            minLength: 64,
            maxLength: 64,
          }),
        }),
        (body) => {
          const clean = { ...body, details: JSON.parse(JSON.stringify(body.details)) };
          const detailsJson = canonicalJson(clean.details);
          expect(storedFrameHash({ ...clean, detailsJson, hash: "" })).toBe(frameHash(clean));
        },
      ),
    );
  });

  it("covers every field: changing any one changes the hash", () => {
    const { frame } = nextFrame(
      { frameCount: 3, lastHash: GENESIS_HASH },
      { actor: "user:a", orgId: "o", action: "x.y", resource: "r:1", details: { a: 1 } },
      "2026-01-01T00:00:00.000Z",
    );
    const variants = [
      { sequence: 4 },
      { timestamp: "2026-01-01T00:00:00.001Z" },
      { actor: "user:b" },
      { orgId: "p" },
      { action: "x.z" },
      { resource: "r:2" },
      { details: { a: 2 } },
      { previousHash: "1".repeat(64) },
    ];
    for (const change of variants) expect(frameHash({ ...frame, ...change })).not.toBe(frame.hash);
  });
});

describe.each(BACKENDS)("audit chain on $name", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let platform: RunningPlatform;

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    platform = await startPlatform(db);
  });
  afterAll(async () => {
    await platform.close();
    await drop();
  });
  beforeEach(async () => {
    await db.query("DELETE FROM audit_frames");
    await db.query(`UPDATE audit_head SET frame_count = 0, last_hash = '${GENESIS_HASH}'`);
  });

  const appendMany = async (n: number) => {
    for (let i = 0; i < n; i++) {
      await platform.services.audit.record({
        actor: `user:u${i}`,
        orgId: "org-1",
        action: "test.write",
        resource: `thing:${i}`,
        details: { i, nested: { b: [1, 2], a: "x" } },
      });
    }
  };
  const verify = async () => {
    const reply = await call(platform.url, "GET", "/api/audit/verify");
    expect(reply.status).toBe(200);
    return reply.body;
  };

  it("an empty chain is valid; appended frames link by hash and verify publicly", async () => {
    expect(await verify()).toEqual({ valid: true, frameCount: 0, lastHash: GENESIS_HASH });
    await appendMany(5);
    const result = await verify();
    const head = await platform.services.audit.head();
    expect(result).toEqual({ valid: true, frameCount: 5, lastHash: head.lastHash });
    const rows = await db.query<{ sequence: string; previous_hash: string; hash: string }>(
      "SELECT sequence, previous_hash, hash FROM audit_frames ORDER BY sequence",
    );
    expect(rows.map((r) => Number(r.sequence))).toEqual([0, 1, 2, 3, 4]);
    expect(rows[0]!.previous_hash).toBe(GENESIS_HASH);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.previous_hash).toBe(rows[i - 1]!.hash);
  });

  it.each([
    ["timestamp", "UPDATE audit_frames SET occurred_at = '2020-01-01T00:00:00.000Z' WHERE sequence = 3"],
    ["actor", "UPDATE audit_frames SET actor = 'user:mallory' WHERE sequence = 3"],
    [
      "details",
      `UPDATE audit_frames SET details = '{"i":999,"nested":{"a":"x","b":[1,2]}}' WHERE sequence = 3`,
    ],
    ["resource", "UPDATE audit_frames SET resource = 'thing:other' WHERE sequence = 3"],
    ["org", "UPDATE audit_frames SET org_id = 'org-2' WHERE sequence = 3"],
    ["action", "UPDATE audit_frames SET action = 'test.read' WHERE sequence = 3"],
  ])("finds a tampered %s at its index", async (_field, tamper) => {
    await appendMany(6);
    await db.query(tamper);
    expect(await verify()).toMatchObject({ valid: false, frameCount: 6, brokenAt: 3 });
  });

  it("finds frames swapped in order (their sequence numbers exchanged)", async () => {
    await appendMany(6);
    await db.query("UPDATE audit_frames SET sequence = -1 WHERE sequence = 2");
    await db.query("UPDATE audit_frames SET sequence = 2 WHERE sequence = 4");
    await db.query("UPDATE audit_frames SET sequence = 4 WHERE sequence = -1");
    expect(await verify()).toMatchObject({ valid: false, brokenAt: 2 });
  });

  it("finds a deleted frame in the middle and frames cut from the end", async () => {
    await appendMany(6);
    await db.query("DELETE FROM audit_frames WHERE sequence = 1");
    expect(await verify()).toMatchObject({ valid: false, brokenAt: 1 });
    await db.query("DELETE FROM audit_frames");
    await db.query(`UPDATE audit_head SET frame_count = 0, last_hash = '${GENESIS_HASH}'`);
    await appendMany(4);
    await db.query("DELETE FROM audit_frames WHERE sequence = 3");
    expect(await verify()).toMatchObject({ valid: false, frameCount: 4, brokenAt: 3 });
  });

  it("a rewrite with every hash recomputed passes verify but fails an old signed checkpoint", async () => {
    await appendMany(4);
    const state = (await call(platform.url, "GET", "/api/audit/state")).body;
    expect(state.frameCount).toBe(4);
    expect(state.checkpoint.checkpoint).toMatchObject({ frameCount: 4, lastHash: state.lastHash });
    const ok = await call(platform.url, "POST", "/api/audit/checkpoints/verify", { body: state.checkpoint });
    expect(ok.body).toEqual({ signatureValid: true, consistent: true, currentFrameCount: 4 });

    // The attacker rewrites frame 1's actor and re-hashes the rest of the chain consistently.
    const rows = await db.query<Record<string, string>>("SELECT * FROM audit_frames ORDER BY sequence");
    let previous = GENESIS_HASH;
    for (const row of rows) {
      const body = {
        sequence: Number(row.sequence),
        timestamp: row.occurred_at!,
        actor: Number(row.sequence) === 1 ? "user:mallory" : row.actor!,
        orgId: row.org_id ?? null,
        action: row.action!,
        resource: row.resource!,
        details: JSON.parse(row.details!),
        previousHash: previous,
      };
      const hash = frameHash(body);
      await db.query(
        "UPDATE audit_frames SET actor = $2, previous_hash = $3, hash = $4 WHERE sequence = $1",
        [body.sequence, body.actor, previous, hash],
      );
      previous = hash;
    }
    await db.query("UPDATE audit_head SET last_hash = $1", [previous]);
    expect((await verify()).valid).toBe(true);
    const caught = await call(platform.url, "POST", "/api/audit/checkpoints/verify", {
      body: state.checkpoint,
    });
    expect(caught.body).toMatchObject({ signatureValid: true, consistent: false, currentFrameCount: 4 });

    const forged = {
      ...state.checkpoint,
      checkpoint: { ...state.checkpoint.checkpoint, lastHash: previous },
    };
    const refused = await call(platform.url, "POST", "/api/audit/checkpoints/verify", { body: forged });
    expect(refused.body).toMatchObject({ signatureValid: false, consistent: false });
  });

  it("a checkpoint taken before frames were cut off reports the shorter chain", async () => {
    await appendMany(3);
    const checkpoint = await platform.services.audit.checkpoint();
    await db.query("DELETE FROM audit_frames WHERE sequence = 2");
    await db.query(
      "UPDATE audit_head SET frame_count = 2, last_hash = (SELECT hash FROM audit_frames WHERE sequence = 1)",
    );
    expect((await verify()).valid).toBe(true);
    const result = await platform.services.audit.checkCheckpoint(checkpoint.checkpoint, checkpoint.signature);
    expect(result).toEqual({ signatureValid: true, consistent: false, currentFrameCount: 2, brokenAt: 2 });
  });

  it("50 concurrent writers never fork the chain", async () => {
    await Promise.all(
      Array.from({ length: 50 }, (_, w) =>
        (async () => {
          for (let i = 0; i < 4; i++) {
            await platform.services.audit.record({
              actor: `user:w${w}`,
              orgId: "org-1",
              action: "test.concurrent",
              resource: `writer:${w}`,
              details: { i },
            });
          }
        })(),
      ),
    );
    expect(await verify()).toMatchObject({ valid: true, frameCount: 200 });
    const [counts] = await db.query<{ n: string; distinct_prev: string }>(
      "SELECT count(*) AS n, count(DISTINCT previous_hash) AS distinct_prev FROM audit_frames",
    );
    expect(Number(counts!.n)).toBe(200);
    expect(Number(counts!.distinct_prev)).toBe(200);
  });

  describe("an append with the action's own writes in the same statement", () => {
    const orgWrite = (id: string) => (p: SqlParams) => [
      `INSERT INTO orgs (id, name, created_at) VALUES ${p.row([id, `org ${id}`, new Date().toISOString()])}`,
    ];
    const entry = (id: string): AuditEntry => ({
      actor: "user:u",
      orgId: null,
      action: "org.create",
      resource: `org:${id}`,
      details: { id },
    });
    const orgsNamed = async (prefix: string) =>
      Number(
        (await db.query<{ n: string }>("SELECT count(*) AS n FROM orgs WHERE id LIKE $1", [`${prefix}%`]))[0]!
          .n,
      );

    /** A log over the same database that reports how many frames each of its append statements carried. */
    const countingLog = () => {
      const statements: number[] = [];
      const counted: Database = {
        kind: db.kind,
        query: (sql, params, options) => {
          if (sql.includes("FROM audit_head WHERE id = 1 FOR UPDATE"))
            statements.push(sql.match(/\(\d+, \$\d+::text/g)!.length);
          return db.query(sql, params, options);
        },
        transaction: (work) => db.transaction(work),
        close: () => db.close(),
      };
      return {
        log: new AuditLog({ db: counted, signer: platform.signer, clock: Date.now }),
        counted,
        statements,
      };
    };

    it("writes both or neither: a failing write leaves no frame and the head where it was", async () => {
      const id = `companion-${Date.now()}`;
      await platform.services.audit.append(db, entry(id), orgWrite(id));
      expect(await orgsNamed(id)).toBe(1);
      const head = await platform.services.audit.head();
      expect(head.frameCount).toBe(1);
      await expect(platform.services.audit.append(db, entry(id), orgWrite(id))).rejects.toMatchObject({
        code: "23505",
      });
      expect(await platform.services.audit.head()).toEqual(head);
      expect(await verify()).toEqual({ valid: true, frameCount: 1, lastHash: head.lastHash });
    });

    it("keeps one unforked chain under 30 concurrent appends with writes", async () => {
      const prefix = `concurrent-${Date.now()}-`;
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          platform.services.audit.append(db, entry(`${prefix}${i}`), orgWrite(`${prefix}${i}`)),
        ),
      );
      expect(await orgsNamed(prefix)).toBe(30);
      expect(await verify()).toMatchObject({ valid: true, frameCount: 30 });
    });

    it("group-commits appends that arrive together, and a failing write fails only its own caller", async () => {
      const prefix = `group-${Date.now()}-`;
      const taken = `${prefix}taken`;
      const { log, counted, statements } = countingLog();
      await log.append(counted, entry(taken), orgWrite(taken));
      statements.length = 0;
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => {
          const id = i === 7 ? taken : `${prefix}${i}`;
          return log.append(counted, entry(id), orgWrite(id));
        }),
      );
      expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
      expect((results[7] as PromiseRejectedResult).reason.code).toBe("23505");
      const frames = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      expect(frames.map((f) => f.sequence).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 19 }, (_, i) => i + 1),
      );
      expect(await orgsNamed(prefix)).toBe(20);
      expect(await verify()).toMatchObject({ valid: true, frameCount: 20 });
      // The 20 went out as one statement, which failed on the duplicate; then each went by itself.
      expect(statements).toEqual([20, ...Array(20).fill(1)]);
    });

    it("appends a batch as one statement, in order, with every frame and write", async () => {
      const prefix = `batch-${Date.now()}-`;
      const { log, counted, statements } = countingLog();
      const frames = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          log.append(counted, entry(`${prefix}${i}`), orgWrite(`${prefix}${i}`)),
        ),
      );
      expect(statements).toEqual([12]);
      expect(frames.map((f) => f.sequence)).toEqual(Array.from({ length: 12 }, (_, i) => i));
      expect(frames.map((f) => f.resource)).toEqual(
        Array.from({ length: 12 }, (_, i) => `org:${prefix}${i}`),
      );
      expect(await orgsNamed(prefix)).toBe(12);
      expect(await verify()).toMatchObject({ valid: true, frameCount: 12, lastHash: frames[11]!.hash });
    });

    it("never puts two appends that update one row in the same statement", async () => {
      const id = `counted-${Date.now()}`;
      await platform.services.audit.append(db, entry(id), orgWrite(id));
      const rename = (n: number) => (p: SqlParams) => [
        `UPDATE orgs SET name = name || ${p.add(`+${n}`)} WHERE id = ${p.add(id)}`,
      ];
      await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          platform.services.audit.append(db, entry(id), rename(n), { rowKeys: [`orgs:${id}`] }),
        ),
      );
      const [row] = await db.query<{ name: string }>("SELECT name FROM orgs WHERE id = $1", [id]);
      // Every update applied: six suffixes, none lost to another in the same statement.
      expect(row!.name.match(/\+\d/g)!.sort()).toEqual(["+0", "+1", "+2", "+3", "+4", "+5"]);
      expect(await verify()).toMatchObject({ valid: true, frameCount: 7 });
    });
  });

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
