import { afterEach, describe, expect, it } from "vitest";
import { DAY, HOUR, lendingRuntime, T0 } from "./lending-helpers.js";

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const at = (ms: number) => new Date(ms).toISOString();

async function dsr() {
  const t = await lendingRuntime(["dsr", "audit"]);
  stops.push(() => t.runtime.stop());
  return t;
}

async function breach(hours?: number) {
  const t = await lendingRuntime(["breach", "audit"], {
    patch: (c) => {
      if (hours !== undefined) c.breach.notification_hours = hours;
    },
  });
  stops.push(() => t.runtime.stop());
  return t;
}

describe("data subject requests", () => {
  it("fulfils a request completed at exactly 30 days; at 30 days + 1 ms it is a grievance, not fulfilled", async () => {
    const t = await dsr();
    await t.publish("dsr.requested", { request_id: "R-1", borrower_id: "B-1", kind: "access" });
    await t.publish("dsr.requested", { request_id: "R-2", borrower_id: "B-2", kind: "erasure" });
    t.clock.advance(30 * DAY);
    await t.publish("dsr.completed", { request_id: "R-1" });
    t.clock.advance(1);
    await t.publish("dsr.completed", { request_id: "R-2" });
    expect(t.payloads("dsr.fulfilled")).toEqual([
      {
        request_id: "R-1",
        borrower_id: "B-1",
        kind: "access",
        received_at: "2026-04-01T00:00:00.000Z",
        due_at: "2026-05-01T00:00:00.000Z",
        fulfilled_at: "2026-05-01T00:00:00.000Z",
        elapsed_days: 30,
      },
    ]);
    expect(t.payloads("grievance.logged")).toEqual([
      {
        request_id: "R-2",
        borrower_id: "B-2",
        kind: "erasure",
        received_at: "2026-04-01T00:00:00.000Z",
        due_at: "2026-05-01T00:00:00.000Z",
        reason: "response_overdue",
        completed_at: "2026-05-01T00:00:00.001Z",
      },
    ]);
  });

  it("logs a grievance when an open request passes its deadline, once, and never fulfils it after", async () => {
    const t = await dsr();
    await t.publish("dsr.requested", {
      request_id: "R-3",
      borrower_id: "B-3",
      kind: "correction",
      received_at: at(T0 - DAY),
    });
    t.clock.advance(29 * DAY - 1);
    await t.tick();
    expect(t.payloads("grievance.logged")).toEqual([]);
    t.clock.advance(1);
    await t.tick(); // exactly due: still on time
    expect(t.payloads("grievance.logged")).toEqual([]);
    t.clock.advance(1);
    await t.tick();
    await t.tick();
    expect(t.payloads("grievance.logged")).toEqual([
      {
        request_id: "R-3",
        borrower_id: "B-3",
        kind: "correction",
        received_at: "2026-03-31T00:00:00.000Z",
        due_at: "2026-04-30T00:00:00.000Z",
        reason: "response_overdue",
        completed_at: null,
      },
    ]);
    const grievance = t.seen.find((e) => e.event_type === "grievance.logged")!;
    expect(grievance.source).toBe("dsr");
    expect(grievance.causation_id).toBe(t.seen.find((e) => e.event_type === "dsr.requested")!.event_id);
    await t.publish("dsr.completed", { request_id: "R-3" });
    expect(t.payloads("dsr.fulfilled")).toEqual([]);
    expect(t.payloads("grievance.logged")).toHaveLength(1);
  });

  it("takes the response time from the configuration and dead-letters unknown requests", async () => {
    const t = await lendingRuntime(["dsr"], {
      patch: (c) => {
        c.dsr.response_days = 7;
      },
    });
    stops.push(() => t.runtime.stop());
    await t.publish("dsr.requested", { request_id: "R-4", borrower_id: "B-4", kind: "nomination" });
    t.clock.advance(7 * DAY + 1);
    await t.tick();
    expect(t.payloads("grievance.logged")[0]).toMatchObject({ due_at: "2026-04-08T00:00:00.000Z" });
    await t.publish("dsr.completed", { request_id: "R-404" });
    await t.publish("dsr.requested", { request_id: "R-5", borrower_id: "B-5", kind: "marketing" });
    expect(t.runtime.dlq.list().map((r) => r.error_message)).toEqual([
      "dsr.completed: no request R-404",
      "dsr.requested: kind must be one of access, correction, erasure, nomination",
    ]);
  });
});

describe("breaches", () => {
  const detected = { breach_id: "BR-1", severity: "high", description: "laptop with KYC files stolen" };

  it("alerts once when a breach is not notified 72 hours after detection: not at 72 h, at 72 h + 1 ms", async () => {
    const t = await breach();
    await t.publish("breach.detected", detected);
    t.clock.advance(72 * HOUR);
    await t.tick();
    expect(t.payloads("breach.notification.overdue")).toEqual([]);
    t.clock.advance(1);
    await t.tick();
    await t.tick();
    expect(t.payloads("breach.notification.overdue")).toEqual([
      {
        breach_id: "BR-1",
        severity: "high",
        detected_at: "2026-04-01T00:00:00.000Z",
        deadline_at: "2026-04-04T00:00:00.000Z",
        notified_at: null,
        hours_overdue: 0,
      },
    ]);
    const alert = t.seen.find((e) => e.event_type === "breach.notification.overdue")!;
    expect(t.runtime.ledger.recent().some((e) => e.event_id === alert.event_id)).toBe(true);
    t.clock.advance(HOUR);
    await t.publish("breach.notified", { breach_id: "BR-1", authority: "Data Protection Board" });
    await t.publish("breach.closed", { breach_id: "BR-1" });
    expect(t.payloads("breach.notification.overdue")).toHaveLength(1);
  });

  it("a notification at exactly 72 hours is on time; a late one found before any sweep still alerts", async () => {
    const onTime = await breach();
    await onTime.publish("breach.detected", { ...detected, detected_at: at(T0 - 72 * HOUR) });
    await onTime.publish("breach.notified", { breach_id: "BR-1", authority: "CERT-In", notified_at: at(T0) });
    onTime.clock.advance(DAY);
    await onTime.tick();
    expect(onTime.payloads("breach.notification.overdue")).toEqual([]);

    const late = await breach();
    await late.publish("breach.detected", detected);
    late.clock.advance(73 * HOUR);
    await late.publish("breach.notified", { breach_id: "BR-1", authority: "CERT-In" });
    expect(late.payloads("breach.notification.overdue")).toEqual([
      expect.objectContaining({
        breach_id: "BR-1",
        notified_at: "2026-04-04T01:00:00.000Z",
        hours_overdue: 1,
      }),
    ]);

    const reportedLate = await breach();
    await reportedLate.publish("breach.detected", { ...detected, detected_at: at(T0 - 80 * HOUR) });
    expect(reportedLate.payloads("breach.notification.overdue")).toEqual([
      expect.objectContaining({ breach_id: "BR-1", notified_at: null, hours_overdue: 8 }),
    ]);
  });

  it("takes the deadline from the configuration (6 hours); closing stops the clock", async () => {
    const t = await breach(6);
    await t.publish("breach.detected", detected);
    await t.publish("breach.detected", { ...detected, breach_id: "BR-2" });
    t.clock.advance(HOUR);
    await t.publish("breach.closed", { breach_id: "BR-2" });
    t.clock.advance(5 * HOUR + 1);
    await t.tick();
    expect(t.payloads("breach.notification.overdue").map((p) => [p.breach_id, p.deadline_at])).toEqual([
      ["BR-1", "2026-04-01T06:00:00.000Z"],
    ]);
  });
});
