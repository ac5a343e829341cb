// An audit frame appended in the same statement as the action's own writes: both or neither, one
// unforked chain under concurrency, and appends that arrive together group-committed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuditEntry } from "../src/audit/audit-frame.js";
import { AuditLog } from "../src/audit/audit-log.js";
import type { Database } from "../src/db/database.js";
import type { SqlParams } from "../src/db/sql-params.js";
import { type AuditRig, openAuditRig } from "./audit-chain-fixture.js";
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
});
