import { afterEach, describe, expect, it } from "vitest";
import { type FraudLimits, FraudRecords, identifierHash } from "../src/services/lending/fraud-records.js";
import { application, HOUR, lendingRuntime } from "./lending-helpers.js";

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe("fraud records", () => {
  /** Records in the business store of a runtime running no service (its store file). */
  async function recordsOf(limits: Partial<FraudLimits>) {
    const t = await lendingRuntime([]);
    stops.push(() => t.runtime.stop());
    return new FraudRecords(t.runtime.business, {
      maxBorrowers: 10,
      maxEntries: 1000,
      velocityMax: 3,
      velocityWindowMs: HOUR,
      ...limits,
    });
  }

  it("holds 100 000 borrowers by default; one more evicts the one seen least recently, with its identifiers", async () => {
    const t = await lendingRuntime(["fraud"]);
    stops.push(() => t.runtime.stop());
    expect(t.runtime.config.fraud).toEqual({
      max_borrowers: 100_000,
      max_entries_per_borrower: 1000,
      velocity_max_applications: 3,
      velocity_window_hours: 24,
    });
    // The bound at work, on 5 (100 000 records would only make the test slow).
    const records = await recordsOf({ maxBorrowers: 5 });
    await records.record("B-0", { application_id: "A-0", at: 0, amount: 1 }, [
      { type: "pan", hash: identifierHash("pan", "AAAAA0000A") },
    ]);
    for (let i = 1; i < 5; i++)
      await records.record(`B-${i}`, { application_id: `A-${i}`, at: i, amount: 1 }, []);
    await records.record("B-0", { application_id: "A-0b", at: 5, amount: 1 }, []); // B-0 seen again: now the newest
    expect(await records.size()).toBe(5);
    await records.record("B-new", { application_id: "A-new", at: 6, amount: 1 }, []);
    expect(await records.size()).toBe(5);
    expect(await records.has("B-1")).toBe(false); // the least recently seen
    expect(await records.has("B-0")).toBe(true);
    // An evicted borrower's identifiers leave the index with it.
    const evicting = await recordsOf({ maxBorrowers: 1 });
    await evicting.record("X", { application_id: "1", at: 0, amount: 1 }, [{ type: "pan", hash: "h" }]);
    await evicting.record("Y", { application_id: "2", at: 1, amount: 1 }, []);
    expect(
      await evicting.record("Z", { application_id: "3", at: 2, amount: 1 }, [{ type: "pan", hash: "h" }]),
    ).toEqual([]);
    expect(await evicting.size()).toBe(1);
  });

  it("keeps 1 000 entries per borrower; the 1 001st evicts the oldest", async () => {
    const records = await recordsOf({ velocityMax: 10_000 });
    for (let i = 1; i <= 1000; i++)
      await records.record("B", { application_id: `A-${i}`, at: i * HOUR, amount: 1 }, []);
    expect(await records.entries("B")).toHaveLength(1000);
    expect((await records.entries("B"))[0]!.application_id).toBe("A-1");
    await records.record("B", { application_id: "A-1001", at: 1001 * HOUR, amount: 1 }, []);
    const entries = await records.entries("B");
    expect(entries).toHaveLength(1000);
    expect(entries[0]!.application_id).toBe("A-2");
    expect(entries[999]!.application_id).toBe("A-1001");
  });

  it("hashes normalised identifiers: the same PAN, phone or e-mail however written", () => {
    expect(identifierHash("pan", " abcde1234f ")).toBe(identifierHash("pan", "ABCDE1234F"));
    expect(identifierHash("phone", "+91 98765-43210")).toBe(identifierHash("phone", "9876543210"));
    expect(identifierHash("email", "Asha@Example.IN")).toBe(identifierHash("email", "asha@example.in"));
    expect(identifierHash("pan", "ABCDE1234F")).not.toContain("ABCDE");
  });
});

describe("fraud service", () => {
  it("alerts on the 4th application in 24 hours; one exactly 24 hours old no longer counts", async () => {
    const t = await lendingRuntime(["fraud"]);
    stops.push(() => t.runtime.stop());
    for (const id of ["A-1", "A-2", "A-3"]) {
      await t.publish("loan.application.submitted", application(id, "B-1"));
      t.clock.advance(HOUR);
    }
    t.clock.advance(21 * HOUR); // A-1 is now exactly 24 h old
    await t.publish("loan.application.submitted", application("A-4", "B-1"));
    expect(t.payloads("fraud.alert")).toEqual([]);
    await t.publish("loan.application.submitted", application("A-5", "B-1"));
    expect(t.payloads("fraud.alert")).toEqual([
      {
        application_id: "A-5",
        borrower_id: "B-1",
        rule: "velocity",
        severity: "medium",
        detail: { applications_in_window: 4, max_applications: 3, window_hours: 24 },
      },
    ]);
    expect(t.payloads("fraud.checked").map((c) => [c.application_id, c.clear, c.alerts])).toEqual([
      ["A-1", true, []],
      ["A-2", true, []],
      ["A-3", true, []],
      ["A-4", true, []],
      ["A-5", false, ["velocity"]],
    ]);
  });

  it("alerts when another borrower used the same identifier, never storing it in clear", async () => {
    const t = await lendingRuntime(["fraud"]);
    stops.push(() => t.runtime.stop());
    await t.publish(
      "loan.application.submitted",
      application("A-1", "B-1", { pan: "ABCDE1234F", phone: "9876543210" }),
    );
    await t.publish(
      "loan.application.submitted",
      application("A-2", "B-2", { pan: "abcde1234f", phone: "9000000000" }),
    );
    await t.publish("loan.application.submitted", application("A-3", "B-1", { pan: "ABCDE1234F" }));
    expect(t.payloads("fraud.alert")).toEqual([
      {
        application_id: "A-2",
        borrower_id: "B-2",
        rule: "duplicate_identity",
        severity: "high",
        detail: { identifier: "pan", other_borrowers: 1, other_borrower_ids: ["B-1"] },
      },
      {
        application_id: "A-3",
        borrower_id: "B-1",
        rule: "duplicate_identity",
        severity: "high",
        detail: { identifier: "pan", other_borrowers: 1, other_borrower_ids: ["B-2"] },
      },
    ]);
    const stored = JSON.stringify(t.runtime.store.listValues("fraud/"));
    expect(stored).not.toContain("ABCDE1234F");
    expect(stored).not.toContain("9876543210");
  });
});
