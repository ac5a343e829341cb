import { describe, expect, it } from "vitest";
import { DUPLICATE_WINDOW_MS, MemoryReputationLedger, type ReputationEvent } from "./reputation-ledger.js";

const endorse = (endorser: string, subject: string): ReputationEvent => ({
  wallet: subject,
  eventType: "endorsement",
  amount: 0,
  counterparty: endorser,
});

describe("reputation rules in one process", () => {
  it("rejects the same event within an hour, accepts it after", async () => {
    let now = 0;
    const ledger = new MemoryReputationLedger({ now: () => now });
    const event = { wallet: "A", eventType: "payment" as const, amount: 5, counterparty: "B" };
    expect(await ledger.admit(event)).toMatchObject({ admitted: true });
    now = DUPLICATE_WINDOW_MS - 1;
    expect(await ledger.admit(event)).toEqual({ admitted: false, violation: "duplicate" });
    expect(await ledger.admit({ ...event, amount: 6 })).toMatchObject({ admitted: true });
    now = DUPLICATE_WINDOW_MS;
    expect(await ledger.admit(event)).toMatchObject({ admitted: true });
    expect((await ledger.aggregate("A"))?.counts.payment).toBe(3);
  });

  it("rejects endorsement cycles, direct and transitive", async () => {
    const ledger = new MemoryReputationLedger();
    expect(await ledger.admit(endorse("A", "B"))).toMatchObject({ admitted: true });
    expect(await ledger.admit(endorse("B", "C"))).toMatchObject({ admitted: true });
    for (const closing of [endorse("B", "A"), endorse("C", "A")])
      expect(await ledger.admit(closing)).toEqual({ admitted: false, violation: "endorsement_cycle" });
    expect(await ledger.admit(endorse("C", "D"))).toMatchObject({ admitted: true });
  });

  it("admits one of equal events arriving together", async () => {
    const ledger = new MemoryReputationLedger();
    const event = { wallet: "A", eventType: "service" as const, amount: 1 };
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => ledger.admit(event)));
    expect(outcomes.filter((o) => o.admitted)).toHaveLength(1);
  });

  it("withdraws an admission whose write failed: marker, edge and aggregate", async () => {
    const ledger = new MemoryReputationLedger();
    const first = await ledger.admit(endorse("A", "B"));
    const second = await ledger.admit({ ...endorse("A", "B"), amount: 2 });
    if (!first.admitted || !second.admitted) throw new Error("both should be admitted");
    await ledger.withdraw(endorse("A", "B"), "not-the-ticket");
    expect(await ledger.admit(endorse("A", "B"))).toMatchObject({ violation: "duplicate" });
    await ledger.withdraw(endorse("A", "B"), first.ticket);
    await ledger.withdraw(endorse("A", "B"), first.ticket);
    expect((await ledger.aggregate("B"))?.counts.endorsement).toBe(1);
    // A still endorses B through the second admission.
    expect(await ledger.admit(endorse("B", "A"))).toMatchObject({ violation: "endorsement_cycle" });
    await ledger.withdraw({ ...endorse("A", "B"), amount: 2 }, second.ticket);
    expect(await ledger.aggregate("B")).toBeUndefined();
    expect(await ledger.admit(endorse("B", "A"))).toMatchObject({ admitted: true });
    expect(await ledger.admit(endorse("A", "B"))).toMatchObject({ violation: "endorsement_cycle" });
  });

  it("keeps aggregates for the local reputation source, and none when the contract holds them", async () => {
    const ledger = new MemoryReputationLedger();
    await ledger.admit({
      wallet: "A",
      eventType: "dispute",
      amount: 40_000_000,
      counterparty: "B",
      round: 7,
    });
    expect(await ledger.aggregate("A")).toMatchObject({
      counts: { dispute: 1, payment: 0 },
      amounts: { dispute: 40_000_000 },
      total: 1,
    });
    const contract = new MemoryReputationLedger({ keepAggregates: false });
    await contract.admit({ wallet: "A", eventType: "payment", amount: 1 });
    expect(await contract.aggregate("A")).toBeUndefined();
    expect(await contract.admit({ wallet: "A", eventType: "payment", amount: 1 })).toMatchObject({
      violation: "duplicate",
    });
  });
});
