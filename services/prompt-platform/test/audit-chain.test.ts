// The frame hash, and a chain that verifies until a frame is tampered with, reordered, deleted or
// rewritten. Appends with the action's own writes: audit-chain-append.test.ts; verification in chunks
// against a reference: audit-chain-verify.test.ts.
import { canonicalJson } from "@platform/service-kit";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { frameHash, GENESIS_HASH, nextFrame, storedFrameHash } from "../src/audit/audit-frame.js";
import type { Database } from "../src/db/database.js";
import { type AuditRig, openAuditRig } from "./audit-chain-fixture.js";
import { BACKENDS, call, type RunningPlatform } from "./harness.js";

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
  let platform: RunningPlatform;
  let verify: AuditRig["verify"];
  let emptyChain: AuditRig["emptyChain"];
  let close: AuditRig["close"];

  beforeAll(async () => {
    ({ db, platform, verify, emptyChain, close } = await openAuditRig(backend));
  });
  afterAll(() => close());
  beforeEach(() => emptyChain());

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
});
