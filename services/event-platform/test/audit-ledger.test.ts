import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AuditLedger, GENESIS_HASH } from "../src/audit/audit-ledger.js";
import { Identity } from "../src/crypto/identity.js";
import { EventStore } from "../src/store/event-store.js";
import { tempDir } from "./helpers.js";

const svc = Identity.generate("svc");
const event = (i: number) => svc.createEvent({ event_type: "consent.granted", payload: { i } });

describe("audit ledger", () => {
  it("chains every entry to the previous one and verifies", () => {
    const ledger = new AuditLedger(EventStore.open({ path: ":memory:" }));
    const first = ledger.append(event(1));
    const second = ledger.append(event(2));
    expect(first).toMatchObject({
      seq: 1,
      prev_hash: GENESIS_HASH,
      event_type: "consent.granted",
      source: "svc",
    });
    expect(second.prev_hash).toBe(first.hash);
    expect(ledger.verify()).toEqual({ ok: true, entries: 2, detail: "2 entries verified" });
  });

  it("keeps max entries in memory and archives older ones to the store, never losing them", () => {
    const store = EventStore.open({ path: ":memory:" });
    const ledger = new AuditLedger(store, 3);
    for (let i = 1; i <= 3; i++) ledger.append(event(i));
    expect([ledger.recent().length, ledger.archived]).toEqual([3, 0]);
    ledger.append(event(4));
    ledger.append(event(5));
    expect(ledger.recent().map((e) => e.seq)).toEqual([3, 4, 5]);
    expect(ledger.archived).toBe(2);
    expect(ledger.length).toBe(5);
    expect(ledger.verify()).toMatchObject({ ok: true, entries: 5 });
  });

  it("detects an altered, removed or re-linked entry, archived ones included", () => {
    const store = EventStore.open({ path: ":memory:" });
    const ledger = new AuditLedger(store, 2);
    for (let i = 1; i <= 5; i++) ledger.append(event(i));
    const key = "audit/000000000000002";
    const original = store.getValue<Record<string, unknown>>(key)!;
    store.setValue(key, { ...original, event_type: "consent.withdrawn" });
    expect(ledger.verify()).toEqual({
      ok: false,
      entries: 1,
      first_bad_seq: 2,
      detail: "entry 2 was altered",
    });
    store.setValue(key, original);
    store.deleteValue("audit/000000000000003");
    expect(ledger.verify()).toMatchObject({ ok: false, first_bad_seq: 4, detail: "entry 3 is missing" });
  });

  it("continues the chain after a restart", () => {
    const path = join(tempDir(), "ledger.db");
    const store = EventStore.open({ path });
    const ledger = new AuditLedger(store, 10);
    ledger.append(event(1));
    const head = ledger.append(event(2)).hash;
    store.close();
    const reopened = new AuditLedger(EventStore.open({ path }), 10);
    expect(reopened.headHash).toBe(head);
    expect(reopened.append(event(3))).toMatchObject({ seq: 3, prev_hash: head });
    expect(reopened.verify().ok).toBe(true);
  });
});
