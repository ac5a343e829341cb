import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type ConsentRecord, checkConsent } from "../src/services/privacy/consent-registry.js";
import { tempDir } from "./helpers.js";
import { DAY, lendingRuntime, T0 } from "./lending-helpers.js";

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const APPLICATION = {
  application_id: "A-1",
  borrower_id: "B-1",
  product: "personal",
  amount: 200_000,
  tenure_months: 24,
  monthly_income: 120_000,
  existing_emi: 0,
};

async function consentAndRisk() {
  const t = await lendingRuntime(["consent", "risk", "audit"]);
  stops.push(() => t.runtime.stop());
  const grant = (expiresInDays = 30, purposes = ["credit_assessment"]) =>
    t.publish("consent.grant", {
      consent_id: "C-1",
      borrower_id: "B-1",
      purposes,
      expires_at: new Date(T0 + expiresInDays * DAY).toISOString(),
    });
  const apply = (application_id = "A-1") =>
    t.publish("loan.application.submitted", { ...APPLICATION, application_id });
  return { ...t, grant, apply };
}

describe("consent", () => {
  it("is live before expires_at and lapsed at it, with the reason of the latest consent", () => {
    const record: ConsentRecord = {
      consent_id: "C",
      borrower_id: "B",
      purposes: ["credit_assessment"],
      granted_at: new Date(T0).toISOString(),
      expires_at: new Date(T0 + DAY).toISOString(),
      status: "granted",
      event_id: "e",
      correlation_id: "c",
    };
    expect(checkConsent([record], "credit_assessment", T0 + DAY - 1)).toEqual({ ok: true, consent_id: "C" });
    expect(checkConsent([record], "credit_assessment", T0 + DAY)).toEqual({ ok: false, reason: "expired" });
    expect(checkConsent([record], "marketing", T0)).toEqual({ ok: false, reason: "no_consent" });
    expect(checkConsent([{ ...record, status: "withdrawn" }], "credit_assessment", T0)).toEqual({
      ok: false,
      reason: "withdrawn",
    });
  });

  it("announces grant, withdrawal and expiry, each recorded in the audit ledger", async () => {
    const t = await consentAndRisk();
    await t.grant(10);
    await t.publish("consent.grant", {
      consent_id: "C-2",
      borrower_id: "B-2",
      purposes: ["credit_bureau"],
      expires_at: new Date(T0 + 5 * DAY).toISOString(),
    });
    t.clock.advance(DAY);
    await t.publish("consent.withdraw", { consent_id: "C-1", reason: "borrower request" });
    await t.publish("consent.withdraw", { consent_id: "C-1" }); // already withdrawn: nothing more
    t.clock.advance(4 * DAY - 1);
    await t.tick();
    expect(t.payloads("consent.expired")).toEqual([]);
    t.clock.advance(1);
    await t.tick();
    await t.tick();
    expect(t.payloads("consent.granted")).toEqual([
      {
        consent_id: "C-1",
        borrower_id: "B-1",
        purposes: ["credit_assessment"],
        granted_at: "2026-04-01T00:00:00.000Z",
        expires_at: "2026-04-11T00:00:00.000Z",
      },
      {
        consent_id: "C-2",
        borrower_id: "B-2",
        purposes: ["credit_bureau"],
        granted_at: "2026-04-01T00:00:00.000Z",
        expires_at: "2026-04-06T00:00:00.000Z",
      },
    ]);
    expect(t.payloads("consent.withdrawn")).toEqual([
      {
        consent_id: "C-1",
        borrower_id: "B-1",
        purposes: ["credit_assessment"],
        withdrawn_at: "2026-04-02T00:00:00.000Z",
        reason: "borrower request",
      },
    ]);
    expect(t.payloads("consent.expired")).toEqual([
      {
        consent_id: "C-2",
        borrower_id: "B-2",
        purposes: ["credit_bureau"],
        expires_at: "2026-04-06T00:00:00.000Z",
        expired_at: "2026-04-06T00:00:00.000Z",
      },
    ]);
    const ledgerTypes = t.runtime.ledger.recent().map((e) => e.event_type);
    for (const type of ["consent.granted", "consent.withdrawn", "consent.expired"])
      expect(ledgerTypes).toContain(type);
    const expiry = t.seen.find((e) => e.event_type === "consent.expired")!;
    expect(expiry.source).toBe("consent");
    expect(t.runtime.ledger.recent().filter((e) => e.event_id === expiry.event_id)).toHaveLength(1);
  });

  it("refuses processing without a live consent: none, withdrawn, expired (even before the sweep)", async () => {
    const t = await consentAndRisk();
    await t.apply("A-0");
    await t.grant(10);
    await t.apply("A-1");
    t.clock.advance(10 * DAY - 1);
    await t.apply("A-2");
    t.clock.advance(1);
    await t.apply("A-3"); // at expires_at: lapsed, though consent.expired is not announced yet
    expect(t.payloads("risk.scored").map((s) => s.application_id)).toEqual(["A-1", "A-2"]);
    expect(t.payloads("consent.refused")).toEqual([
      {
        service: "risk",
        event_id: expect.any(String),
        event_type: "loan.application.submitted",
        borrower_id: "B-1",
        purpose: "credit_assessment",
        reason: "no_consent",
      },
      expect.objectContaining({ reason: "expired" }),
    ]);

    const w = await consentAndRisk();
    await w.grant(10);
    await w.publish("consent.withdraw", { consent_id: "C-1" });
    await w.apply();
    expect(w.payloads("risk.scored")).toEqual([]);
    expect(w.payloads("consent.refused")[0]).toMatchObject({ reason: "withdrawn" });
  });

  it("health counts the granted consents, also right after a restart on the same store file", async () => {
    const path = join(tempDir(), "consent.db");
    const open = () =>
      lendingRuntime(["consent", "audit"], {
        patch: (c) => {
          c.store.path = path;
        },
      });
    const first = await open();
    for (const [consent_id, days] of [
      ["C-1", 30],
      ["C-2", 1],
    ] as const) {
      await first.publish("consent.grant", {
        consent_id,
        borrower_id: "B-1",
        purposes: ["credit_assessment"],
        expires_at: new Date(T0 + days * DAY).toISOString(),
      });
    }
    expect(first.runtime.health().checks["service:consent"]).toEqual({ ok: true, detail: "2 granted of 2" });
    first.clock.advance(DAY);
    await first.tick();
    expect(first.payloads("consent.expired")).toMatchObject([{ consent_id: "C-2" }]);
    expect(first.runtime.health().checks["service:consent"]).toEqual({ ok: true, detail: "1 granted of 2" });
    await first.runtime.stop();
    const second = await open();
    stops.push(() => second.runtime.stop());
    expect(second.runtime.health().checks["service:consent"]).toEqual({ ok: true, detail: "1 granted of 2" });
  });

  it("refuses a consent for another purpose, and dead-letters bad commands", async () => {
    const t = await consentAndRisk();
    await t.grant(10, ["marketing"]);
    await t.apply();
    expect(t.payloads("consent.refused")[0]).toMatchObject({
      reason: "no_consent",
      purpose: "credit_assessment",
    });
    await t.publish("consent.grant", {
      consent_id: "C-9",
      borrower_id: "B-1",
      purposes: ["x"],
      expires_at: new Date(T0 - 1).toISOString(),
    });
    await t.publish("consent.withdraw", { consent_id: "C-404" });
    await t.publish("consent.grant", {
      consent_id: "C-1",
      borrower_id: "B-2",
      purposes: ["x"],
      expires_at: "2099-01-01T00:00:00Z",
    });
    expect(t.runtime.dlq.list().map((r) => r.error_message)).toEqual([
      "consent.grant: expires_at must be in the future",
      "consent.withdraw: no consent C-404",
      "consent.grant: consent C-1 already exists",
    ]);
  });
});
