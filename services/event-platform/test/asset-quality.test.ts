import { afterEach, describe, expect, it } from "vitest";
import { ConfigurationError } from "../src/errors.js";
import {
  applyDpdUpdate,
  classify,
  DEFAULT_BUCKETS,
  parseBuckets,
  provisionPercent,
} from "../src/services/lending/asset-classification.js";
import { assetTransitions } from "../src/services/lending/npa-service.js";
import { type ConfigPatch, lendingRuntime } from "./lending-helpers.js";

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function npa(patch?: ConfigPatch) {
  const t = await lendingRuntime(["npa", "audit"], { patch });
  stops.push(() => t.runtime.stop());
  const update = (days: number, outstanding = 100_000, secured = false) =>
    t.publish("loan.dpd.updated", { loan_id: "L-9", days_past_due: days, outstanding, secured });
  return { ...t, update };
}

describe("asset classification by days past due (the spec's table)", () => {
  it("puts each boundary day in the right class", () => {
    const expected: Array<[number, string]> = [
      [0, "standard"],
      [29, "standard"],
      [30, "SMA-0"],
      [31, "SMA-0"],
      [59, "SMA-0"],
      [60, "SMA-1"],
      [61, "SMA-1"],
      [89, "SMA-1"],
      [90, "SMA-2"],
      [91, "substandard"],
      [180, "substandard"],
      [181, "doubtful"],
      [360, "doubtful"],
      [361, "loss"],
      [5000, "loss"],
    ];
    for (const [days, assetClass] of expected) expect([days, classify(days)]).toEqual([days, assetClass]);
  });

  it("provisions 15% substandard, 25% doubtful secured (100% unsecured), 100% loss, none before NPA", () => {
    expect(provisionPercent("standard", true)).toBe(0);
    expect(provisionPercent("SMA-2", false)).toBe(0);
    expect(provisionPercent("substandard", false)).toBe(15);
    expect(provisionPercent("doubtful", true)).toBe(25);
    expect(provisionPercent("doubtful", false)).toBe(100);
    expect(provisionPercent("loss", true)).toBe(100);
  });

  it("reads configurable buckets and refuses incomplete or unordered ones", () => {
    expect(
      parseBuckets(["sma_0:30", "sma_1:60", "sma_2:90", "substandard:91", "doubtful:181", "loss:361"]),
    ).toEqual(DEFAULT_BUCKETS);
    // The RBI circular's variant: SMA-0 from the first day past due.
    const rbi = parseBuckets([
      "sma_0:1",
      "sma_1:31",
      "sma_2:61",
      "substandard:91",
      "doubtful:456",
      "loss:1186",
    ]);
    expect([1, 30, 31, 60, 61, 90, 91, 455, 456, 1186].map((d) => classify(d, rbi))).toEqual([
      "SMA-0",
      "SMA-0",
      "SMA-1",
      "SMA-1",
      "SMA-2",
      "SMA-2",
      "substandard",
      "substandard",
      "doubtful",
      "loss",
    ]);
    expect(() => parseBuckets(["sma_0:30", "sma_1:60"])).toThrow(ConfigurationError);
    expect(() =>
      parseBuckets(["sma_0:30", "sma_1:30", "sma_2:90", "substandard:91", "doubtful:181", "loss:361"]),
    ).toThrow("npa.buckets: SMA-1 starts at 30, which must be >= 1 and after SMA-0");
    expect(() => parseBuckets(["sma_3:30"])).toThrow(/is not <class>:<days>/);
  });

  it("counts one transition per change of class, whatever the jump, and the guarantee once per delinquency", () => {
    const first = applyDpdUpdate(undefined, {
      loan_id: "L",
      days_past_due: 200,
      outstanding: 1000,
      secured: true,
    });
    expect(first.transition).toEqual({ from: "standard", to: "doubtful", direction: "downgrade" });
    expect(first.events.map((e) => e.event_type)).toEqual(["npa.bucket.changed", "npa.dlg.triggered"]);
    const again = applyDpdUpdate(first.state, {
      loan_id: "L",
      days_past_due: 210,
      outstanding: 1000,
      secured: true,
    });
    expect(again.events).toEqual([]);
    expect(again.state.transitions).toBe(1);
  });
});

describe("npa service", () => {
  it("emits sma.classified at 30, 60 and 90 days with the table's actions, nothing at 29, 31, 59, 61 or 89", async () => {
    const t = await npa();
    for (const days of [29, 30, 31, 59, 60, 61, 89, 90]) await t.update(days);
    expect(t.types().filter((type) => type !== "loan.dpd.updated")).toEqual([
      "sma.classified",
      "sma.classified",
      "sma.classified",
    ]);
    expect(t.payloads("sma.classified")).toEqual([
      {
        loan_id: "L-9",
        days_past_due: 30,
        outstanding: 100_000,
        secured: false,
        class: "SMA-0",
        previous_class: "standard",
        direction: "downgrade",
        action: "alert_relationship_manager",
      },
      {
        loan_id: "L-9",
        days_past_due: 60,
        outstanding: 100_000,
        secured: false,
        class: "SMA-1",
        previous_class: "SMA-0",
        direction: "downgrade",
        action: "start_collection",
      },
      {
        loan_id: "L-9",
        days_past_due: 90,
        outstanding: 100_000,
        secured: false,
        class: "SMA-2",
        previous_class: "SMA-1",
        direction: "downgrade",
        action: "prepare_npa_report",
      },
    ]);
  });

  it("moves through substandard (91), doubtful (181) and loss (361) with provisions; the guarantee at 120", async () => {
    const t = await npa();
    await t.update(90, 200_000, true);
    t.clear();
    for (const days of [91, 119, 120, 180, 181, 360, 361]) await t.update(days, 200_000, true);
    expect(t.types().filter((type) => type !== "loan.dpd.updated")).toEqual([
      "npa.bucket.changed",
      "npa.dlg.triggered",
      "npa.bucket.changed",
      "npa.bucket.changed",
    ]);
    const [substandard, doubtful, loss] = t.payloads("npa.bucket.changed");
    expect(substandard).toEqual({
      loan_id: "L-9",
      days_past_due: 91,
      outstanding: 200_000,
      secured: true,
      from: "SMA-2",
      to: "substandard",
      direction: "downgrade",
      provision_percent: 15,
      provision_amount: 30_000,
      income_recognition: "suspended",
      action: "provision_and_suspend_income",
    });
    expect(doubtful).toMatchObject({
      days_past_due: 181,
      from: "substandard",
      to: "doubtful",
      provision_percent: 25,
      provision_amount: 50_000,
    });
    expect(loss).toMatchObject({
      days_past_due: 361,
      from: "doubtful",
      to: "loss",
      provision_percent: 100,
      provision_amount: 200_000,
    });
    expect(t.payloads("npa.dlg.triggered")).toEqual([
      {
        loan_id: "L-9",
        days_past_due: 120,
        outstanding: 200_000,
        secured: true,
        class: "substandard",
        threshold_days: 120,
        claim_amount: 200_000,
        action: "invoke_guarantee",
      },
    ]);
  });

  it("records upgrades when dues are paid, resumes income recognition, and re-arms the guarantee at standard", async () => {
    const t = await npa();
    for (const days of [130, 45, 0, 125]) await t.update(days);
    expect(t.types().filter((type) => type !== "loan.dpd.updated")).toEqual([
      "npa.bucket.changed", // standard -> substandard
      "npa.dlg.triggered",
      "npa.bucket.changed", // substandard -> SMA-0 (upgrade)
      "sma.classified", // SMA-0 -> standard (upgrade)
      "npa.bucket.changed", // standard -> substandard again
      "npa.dlg.triggered", // a new delinquency: invoked again
    ]);
    expect(t.payloads("npa.bucket.changed")[1]).toMatchObject({
      from: "substandard",
      to: "SMA-0",
      direction: "upgrade",
      provision_percent: 0,
      income_recognition: "resumed",
    });
    expect(t.payloads("sma.classified")[0]).toMatchObject({
      class: "standard",
      previous_class: "SMA-0",
      direction: "upgrade",
      action: "none",
    });
    expect(
      (await assetTransitions(t.runtime.business, "L-9")).map((r) => [
        r.seq,
        r.from,
        r.to,
        r.direction,
        r.days_past_due,
      ]),
    ).toEqual([
      [1, "standard", "substandard", "downgrade", 130],
      [2, "substandard", "SMA-0", "upgrade", 45],
      [3, "SMA-0", "standard", "upgrade", 0],
      [4, "standard", "substandard", "downgrade", 125],
    ]);
  });

  it("takes its buckets and the guarantee threshold from the configuration", async () => {
    const t = await npa((c) => {
      c.npa.buckets = ["sma_0:1", "sma_1:31", "sma_2:61", "substandard:91", "doubtful:456", "loss:1186"];
      c.npa.dlg_days = 90;
    });
    for (const days of [1, 31, 90]) await t.update(days);
    expect(t.payloads("sma.classified").map((p) => p.class)).toEqual(["SMA-0", "SMA-1", "SMA-2"]);
    expect(t.payloads("npa.dlg.triggered")).toHaveLength(1);
  });

  it("dead-letters an update with a bad payload, naming the field", async () => {
    const t = await npa();
    await t.publish("loan.dpd.updated", {
      loan_id: "L-9",
      days_past_due: 30.5,
      outstanding: 1,
      secured: false,
    });
    expect(t.runtime.dlq.list().map((r) => [r.subscriber, r.error_type, r.error_message])).toEqual([
      ["npa", "ProtocolError", "loan.dpd.updated: days_past_due must be an integer >= 0"],
    ]);
  });
});
