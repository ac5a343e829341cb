import { describe, expect, it } from "vitest";
import { DUPLICATE_WINDOW_MS, ReputationLedger } from "./reputation-ledger.js";

describe("reputation rules", () => {
  it("rejects the same event within an hour, accepts it after", () => {
    let now = 0;
    const ledger = new ReputationLedger(() => now);
    const event = { wallet: "A", eventType: "payment" as const, amount: 5, counterparty: "B" };
    expect(ledger.violation(event)).toBeUndefined();
    ledger.record(event);
    now = DUPLICATE_WINDOW_MS - 1;
    expect(ledger.violation(event)).toBe("duplicate");
    now = DUPLICATE_WINDOW_MS;
    expect(ledger.violation(event)).toBeUndefined();
  });

  it("rejects endorsement cycles, direct and transitive", () => {
    const ledger = new ReputationLedger();
    ledger.record({ wallet: "B", eventType: "endorsement", amount: 0, counterparty: "A" }); // A endorses B
    ledger.record({ wallet: "C", eventType: "endorsement", amount: 0, counterparty: "B" }); // B endorses C
    expect(ledger.violation({ wallet: "A", eventType: "endorsement", amount: 0, counterparty: "B" })).toBe(
      "endorsement_cycle",
    );
    expect(ledger.violation({ wallet: "A", eventType: "endorsement", amount: 0, counterparty: "C" })).toBe(
      "endorsement_cycle",
    );
    expect(
      ledger.violation({ wallet: "D", eventType: "endorsement", amount: 0, counterparty: "C" }),
    ).toBeUndefined();
  });

  it("keeps aggregates for the local reputation source", () => {
    const ledger = new ReputationLedger();
    ledger.record({ wallet: "A", eventType: "dispute", amount: 40_000_000, counterparty: "B", round: 7 });
    expect(ledger.aggregate("A")).toMatchObject({
      counts: { dispute: 1 },
      amounts: { dispute: 40_000_000 },
      total: 1,
    });
  });
});
