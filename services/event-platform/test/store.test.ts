import { writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { DeadLetterQueue } from "../src/dlq/dead-letter-queue.js";
import { MigrationError, StoreError } from "../src/errors.js";
import { EventStore } from "../src/store/event-store.js";
import { MIGRATIONS } from "../src/store/migrations.js";
import { tempDir } from "./helpers.js";

describe("store and migrations", () => {
  it("applies migrations 1-3 once; a second run skips them", () => {
    const path = join(tempDir(), "a.db");
    const store = EventStore.open({ path, autoMigrate: false });
    expect(store.pending()).toEqual([1, 2, 3]);
    expect(store.migrate()).toEqual([1, 2, 3]);
    expect(store.migrate()).toEqual([]);
    expect(store.applied().map((m) => [m.version, m.description])).toEqual([
      [1, "key-value and migrations tables"],
      [2, "dead-letter table"],
      [3, "metrics snapshot table"],
    ]);
    store.close();
    const reopened = EventStore.open({ path });
    expect(reopened.pending()).toEqual([]);
    expect(reopened.health()).toEqual({ ok: true, detail: `${path}, schema 3` });
    reopened.close();
  });

  it("rolls back only the failing migration and raises MigrationError; earlier ones stay", () => {
    const broken = [
      ...MIGRATIONS.slice(0, 2),
      {
        version: 3,
        description: "broken",
        sql: "CREATE TABLE half (x INTEGER); INSERT INTO nope VALUES (1);",
      },
    ];
    const path = join(tempDir(), "b.db");
    let error: unknown;
    try {
      EventStore.open({ path, migrations: broken });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).version).toBe(3);
    expect((error as Error).message).toMatch(/^migration 3 \(broken\) failed: no such table: nope/);
    const db = new Database(path);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type='table'")
      .all()
      .map((r) => (r as { name: string }).name);
    expect(tables).toContain("dead_letters");
    expect(tables).not.toContain("half");
    expect(db.prepare("SELECT version FROM schema_migrations").all()).toEqual([
      { version: 1 },
      { version: 2 },
    ]);
    db.close();
    // Fixed code finishes the job.
    const store = EventStore.open({ path });
    expect(store.pending()).toEqual([]);
    store.close();
  });

  it("reports a corrupt file as StoreError and counts store.corruption", () => {
    const path = join(tempDir(), "corrupt.db");
    writeFileSync(path, "this is not a database, just text that is long enough to look like a header....");
    const counted: string[] = [];
    let error: unknown;
    try {
      EventStore.open({ path, onError: (counter) => counted.push(counter) });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StoreError);
    expect((error as StoreError).kind).toBe("corrupt");
    expect((error as Error).message).toMatch(/^database is corrupt: file is not a database/);
    expect(counted).toEqual(["store.corruption"]);
  });

  it("reports a locked database as StoreError after the busy timeout, in health too", () => {
    const path = join(tempDir(), "locked.db");
    const store = EventStore.open({ path, busyTimeoutMs: 50 });
    const other = new Database(path);
    other.exec("BEGIN EXCLUSIVE");
    try {
      expect(() => store.setValue("k", 1)).toThrow(StoreError);
      const health = store.health();
      expect(health.ok).toBe(false);
      expect(health.detail).toMatch(/^database is locked/);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    store.setValue("k", 1);
    expect(store.health().ok).toBe(true);
    store.close();
    expect(() => store.getValue("k")).toThrow(StoreError);
  });

  it("keeps key-value records and lists them by prefix", () => {
    const store = EventStore.open({ path: ":memory:" });
    store.setValue("a/1", { n: 1 });
    store.setValue("a/2", [2]);
    store.setValue("b/1", "x");
    store.setValue("a/1", { n: 3 });
    expect(store.getValue("a/1")).toEqual({ n: 3 });
    expect(store.listValues("a/").map((r) => r.key)).toEqual(["a/1", "a/2"]);
    store.deleteValue("a/2");
    expect(store.getValue("a/2")).toBeUndefined();
    expect(store.health()).toEqual({ ok: true, detail: "memory, schema 3" });
    store.close();
  });

  it("reports pending migrations as unhealthy", () => {
    const store = EventStore.open({ path: ":memory:", autoMigrate: false });
    expect(store.health()).toEqual({ ok: false, detail: "pending migrations: 1, 2, 3" });
    store.close();
  });
});

describe("dead-letter queue", () => {
  const record = (i: number) => ({
    event: { event_id: `id-${i}`, event_type: "x.y" },
    error_type: "rate_limited",
    error_message: "over",
    subscriber: "audit",
  });

  it("keeps 10 000 records and evicts the oldest at 10 001; survives a reopen", () => {
    const path = join(tempDir(), "dlq.db");
    const store = EventStore.open({ path });
    const dlq = new DeadLetterQueue(store);
    store.db.transaction(() => {
      for (let i = 1; i <= 10_000; i++) dlq.add(record(i));
    })();
    expect(dlq.size()).toBe(10_000);
    expect(dlq.list({ limit: 1 })[0]!.event_id).toBe("id-1");
    dlq.add(record(10_001));
    expect(dlq.size()).toBe(10_000);
    expect(dlq.list({ limit: 1 })[0]!.event_id).toBe("id-2");
    store.close();
    const again = new DeadLetterQueue(EventStore.open({ path }));
    expect(again.size()).toBe(10_000);
    expect(again.list({ limit: 1, offset: 9_999 })[0]).toMatchObject({
      event_id: "id-10001",
      error_type: "rate_limited",
      subscriber: "audit",
      attempts: 0,
    });
  });

  it("replay removes only the records whose delivery succeeded and counts attempts on the rest", async () => {
    const store = EventStore.open({ path: ":memory:" });
    const dlq = new DeadLetterQueue(store, 10);
    for (let i = 1; i <= 4; i++) dlq.add(record(i));
    const result = await dlq.replay(async (r) => {
      if (r.event_id === "id-2") return { ok: false, error_type: "Error", error_message: "still broken" };
      if (r.event_id === "id-3") throw new TypeError("delivery blew up");
      return { ok: true };
    });
    expect(result).toMatchObject({ replayed: 4, succeeded: 2, failed: 2 });
    expect(result.records.map((r) => [r.event_id, r.outcome, r.original_error, r.replay_error])).toEqual([
      ["id-1", "succeeded", { type: "rate_limited", message: "over" }, undefined],
      [
        "id-2",
        "failed",
        { type: "rate_limited", message: "over" },
        { type: "Error", message: "still broken" },
      ],
      [
        "id-3",
        "failed",
        { type: "rate_limited", message: "over" },
        { type: "TypeError", message: "delivery blew up" },
      ],
      ["id-4", "succeeded", { type: "rate_limited", message: "over" }, undefined],
    ]);
    // The records kept still say what dead-lettered them; the attempt count rose.
    expect(dlq.list()).toMatchObject([
      { event_id: "id-2", attempts: 1, error_type: "rate_limited" },
      { event_id: "id-3", attempts: 1, error_type: "rate_limited" },
    ]);
  });
});
