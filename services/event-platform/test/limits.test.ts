import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { AuditLedger } from "../src/audit/audit-ledger.js";
import { IdempotencyGuard } from "../src/bus/idempotency-guard.js";
import { Identity } from "../src/crypto/identity.js";
import { StoreError } from "../src/errors.js";
import { Logger } from "../src/logging/json-logger.js";
import { EventStore } from "../src/store/event-store.js";
import { capturedLogger, tempDir } from "./helpers.js";

const svc = Identity.generate("svc");

describe("audit ledger at its limits", () => {
  it("holds the default 100 000 entries; the 100 001st archives the oldest, which verify still checks", () => {
    const path = join(tempDir(), "ledger.db");
    const store = EventStore.open({ path });
    const ledger = new AuditLedger(store);
    expect(ledger.maxEntries).toBe(100_000);
    const event = svc.createEvent({ event_type: "consent.granted" });
    store.db.transaction(() => {
      for (let i = 0; i < 100_000; i++) ledger.append(event);
    })();
    expect([ledger.length, ledger.recent().length, ledger.archived]).toEqual([100_000, 100_000, 0]);
    ledger.append(event);
    expect([ledger.length, ledger.recent().length, ledger.archived]).toEqual([100_001, 100_000, 1]);
    expect(ledger.recent()[0]!.seq).toBe(2);
    expect(store.getValue("audit/000000000000001")).toMatchObject({ seq: 1 });
    expect(ledger.verify()).toEqual({ ok: true, entries: 100_001, detail: "100001 entries verified" });
    store.close();

    const reopened = new AuditLedger(EventStore.open({ path }));
    expect([reopened.length, reopened.archived, reopened.headHash]).toEqual([100_001, 1, ledger.headHash]);
  });

  it("two writers on one store file extend one chain instead of forking it", () => {
    const path = join(tempDir(), "shared.db");
    const daemon = new AuditLedger(EventStore.open({ path }), 10);
    const cli = new AuditLedger(EventStore.open({ path }), 10);
    const seqs: number[] = [];
    for (let i = 0; i < 3; i++) {
      seqs.push(daemon.append(svc.createEvent({ event_type: "a.b" })).seq);
      seqs.push(cli.append(svc.createEvent({ event_type: "c.d" })).seq);
    }
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6]);
    expect(daemon.verify()).toMatchObject({ ok: true, entries: 6 });
    expect(cli.verify()).toMatchObject({ ok: true, entries: 6 });
    expect(cli.recent().map((e) => e.event_type)).toEqual(["a.b", "c.d", "a.b", "c.d", "a.b", "c.d"]);
  });
});

describe("audit ledger group commit (as the runtime runs it)", () => {
  const tick = () => new Promise((r) => setImmediate(r));

  it("writes the entries of one event-loop turn together after it, and flush() writes at once", async () => {
    const path = join(tempDir(), "group.db");
    const store = EventStore.open({ path });
    const ledger = new AuditLedger(store, 100, undefined, { groupCommit: true });
    for (let i = 0; i < 3; i++) ledger.append(svc.createEvent({ event_type: "a.b" }));
    expect(ledger.length).toBe(3);
    expect(store.listValues("audit/")).toHaveLength(0);
    await tick();
    expect(store.listValues("audit/")).toHaveLength(3);
    ledger.append(svc.createEvent({ event_type: "a.b" }));
    ledger.flush();
    expect(store.listValues("audit/")).toHaveLength(4);
    expect(ledger.verify()).toMatchObject({ ok: true, entries: 4 });
  });

  it("re-chains its unwritten entries after another process's, and retries after a write error", async () => {
    const path = join(tempDir(), "group2.db");
    const errors: unknown[] = [];
    const daemon = new AuditLedger(EventStore.open({ path, busyTimeoutMs: 20 }), 100, undefined, {
      groupCommit: true,
      onWriteError: (error) => errors.push(error),
    });
    const cli = new AuditLedger(EventStore.open({ path }), 100);
    daemon.append(svc.createEvent({ event_type: "daemon.one" }));
    cli.append(svc.createEvent({ event_type: "cli.one" })); // takes seq 1 first
    await tick();
    expect(daemon.recent().map((e) => [e.seq, e.event_type])).toEqual([
      [1, "cli.one"],
      [2, "daemon.one"],
    ]);

    const locker = new Database(path);
    locker.exec("BEGIN EXCLUSIVE");
    daemon.append(svc.createEvent({ event_type: "daemon.two" }));
    await tick();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(StoreError);
    locker.exec("ROLLBACK");
    locker.close();
    daemon.flush();
    expect(cli.verify()).toMatchObject({ ok: true, entries: 3 });
  });
});

describe("idempotency guard at its limit", () => {
  it("remembers the default 100 000 ids and forgets the oldest at the 100 001st", () => {
    const guard = new IdempotencyGuard();
    expect(guard.capacity).toBe(100_000);
    for (let i = 0; i < 100_000; i++) {
      guard.isDuplicate(`id-${i}`);
      guard.commit(`id-${i}`);
    }
    expect(guard.isDuplicate("id-0")).toBe(true);
    expect(guard.isDuplicate("id-new")).toBe(false);
    guard.commit("id-new");
    expect(guard.size).toBe(100_000);
    expect(guard.isDuplicate("id-0")).toBe(false);
    expect(guard.isDuplicate("id-1")).toBe(true);
  });
});

describe("store errors", () => {
  it("a path that cannot be opened is a StoreError (io) counted as store.io_error", () => {
    const counted: string[] = [];
    let error: unknown;
    try {
      EventStore.open({ path: tempDir(), onError: (counter) => counted.push(counter) });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StoreError);
    expect((error as StoreError).kind).toBe("io");
    expect((error as Error).message).toMatch(/^database I\/O error: unable to open database file/);
    expect(counted).toEqual(["store.io_error"]);
  });
});

describe("log redaction, more shapes", () => {
  it("removes passwords in URLs, tokens in JSON text and header-like fields, and Aadhaar numbers stored as numbers", () => {
    const { logger, records } = capturedLogger();
    logger.warning('retrying postgres://app:hunter2@db:5432/loans after {"refresh_token": "rt-abc123"}', {
      headers: { "x-api-key": "k-123456", Authorization: "Basic YWxhZGRpbjpvcGVu" },
      borrower: { aadhaar_no: "2345-6789-0123", id_number: 234567890123, amount: 250_000 },
      note: "PAN abcpe1234f, Aadhaar 9876 5432 1098",
    });
    const record = records()[0]!;
    expect(record.message).toBe(
      'retrying postgres://app:[REDACTED]@db:5432/loans after {"refresh_token": [REDACTED]}',
    );
    expect(record.headers).toEqual({ "x-api-key": "[REDACTED]", Authorization: "[REDACTED]" });
    expect(record.borrower).toEqual({
      aadhaar_no: "[REDACTED]",
      id_number: "[REDACTED_AADHAAR]",
      amount: 250_000,
    });
    expect(record.note).toBe("PAN [REDACTED_PAN], Aadhaar [REDACTED_AADHAAR]");
  });

  it("never writes a secret from an exception either", () => {
    const lines: string[] = [];
    const logger = new Logger("t", "info", { write: (l: string) => lines.push(l) });
    logger.error("login failed", { error: new Error("password=hunter2 for PAN ABCPE1234F") });
    expect(lines[0]).not.toContain("hunter2");
    expect(lines[0]).not.toContain("ABCPE1234F");
    expect(JSON.parse(lines[0]!).exception.message).toBe("password=[REDACTED] for PAN [REDACTED_PAN]");
  });
});

describe("idempotency guard bookkeeping", () => {
  it("an id in flight is a duplicate; a released one is not; eviction follows commit order", () => {
    const guard = new IdempotencyGuard(2);
    expect(guard.isDuplicate("a")).toBe(false);
    expect(guard.isDuplicate("a")).toBe(true);
    guard.release("a");
    expect(guard.isDuplicate("a")).toBe(false);
    guard.commit("a");
    for (const id of ["b", "c", "d", "e"]) {
      expect(guard.isDuplicate(id)).toBe(false);
      guard.commit(id);
      expect(guard.size).toBe(2);
    }
    expect(["a", "b", "c", "d", "e"].map((id) => guard.has(id))).toEqual([false, false, false, true, true]);
    // Releasing a handled id does not forget it.
    guard.release("e");
    expect(guard.isDuplicate("e")).toBe(true);
  });
});
