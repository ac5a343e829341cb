import { afterAll, describe, expect, it } from "vitest";
import { SERVICE_DEFINITIONS } from "../src/services/service-registry.js";
import { eventctl, killLeftovers } from "./eventctl-process.js";
import { LIFECYCLE, lifecycleTypes } from "./fixtures/loan-lifecycle.js";
import { tempDir } from "./helpers.js";
import { lendingRuntime } from "./lending-helpers.js";

afterAll(killLeftovers);

const ALL = SERVICE_DEFINITIONS.map((d) => d.name);

describe("a loan from application to NPA and recovery, with every service", () => {
  it("in process: each step causes exactly the expected events, with the lender's numbers", async () => {
    const t = await lendingRuntime(ALL);
    for (const step of LIFECYCLE) {
      const before = t.seen.length;
      expect(await t.publish(step.event_type, step.payload)).toMatchObject({ status: "delivered" });
      expect(t.types(before)).toEqual([step.event_type, ...step.causes]);
    }
    expect(t.types()).toEqual(lifecycleTypes());
    expect(t.runtime.dlq.size()).toBe(0);

    const one = (type: string) => {
      const found = t.payloads(type);
      expect(found).toHaveLength(1);
      return found[0]!;
    };
    expect(one("risk.scored")).toMatchObject({ score: 586, pd: 0.038791, grade: "B", decision: "approve" });
    expect(one("pricing.quoted")).toMatchObject({ annual_rate_percent: 12.5, rate_capped: false });
    expect(one("kfs.generated")).toMatchObject({
      kfs_id: "KFS-A-1",
      emi: 16_726.81,
      net_disbursed: 490_000,
      total_interest: 102_165.16,
      apr_percent: 13.91,
      valid_until: "2026-04-04T00:00:00.000Z",
    });
    expect(one("loan.disbursed")).toMatchObject({
      loan_id: "L-1",
      amount: 490_000,
      payout_reference: "PAYOUT-L-1",
    });
    expect(t.payloads("sma.classified").map((p) => [p.days_past_due, p.class, p.action])).toEqual([
      [30, "SMA-0", "alert_relationship_manager"],
      [60, "SMA-1", "start_collection"],
      [90, "SMA-2", "prepare_npa_report"],
    ]);
    expect(
      t
        .payloads("npa.bucket.changed")
        .map((p) => [
          p.days_past_due,
          p.from,
          p.to,
          p.provision_percent,
          p.provision_amount,
          p.income_recognition,
        ]),
    ).toEqual([
      [91, "SMA-2", "substandard", 15, 72_000, "suspended"],
      [181, "substandard", "doubtful", 100, 480_000, "suspended"], // unsecured
      [0, "doubtful", "standard", 0, 0, "resumed"],
    ]);
    expect(one("npa.dlg.triggered")).toMatchObject({ days_past_due: 120, claim_amount: 480_000 });
    expect(t.payloads("fee.assessed").map((p) => [p.fee, p.amount])).toEqual([
      ["penal_interest", 329.96], // 16 727 x 24% x 30/365
      ["foreclosure", 0], // personal loan
    ]);
    expect(one("fee.rejected")).toMatchObject({ fee: "documentation_charge", reason: "not_in_kfs" });

    // Every event is in the audit ledger, in order, and the chain verifies.
    expect(t.runtime.ledger.recent().map((e) => e.event_type)).toEqual(lifecycleTypes());
    expect(t.runtime.ledger.verify()).toMatchObject({ ok: true, entries: lifecycleTypes().length });
    await t.runtime.stop();
  });

  it("through `eventctl run <every service> --stdin`: the same events reach the audit ledger", async () => {
    const cwd = tempDir();
    const input = LIFECYCLE.map((s) => JSON.stringify({ event_type: s.event_type, payload: s.payload })).join(
      "\n",
    );
    const run = await eventctl(
      ["run", ...ALL, "--stdin"],
      cwd,
      { EVENTPLAT_LENDING_SWEEP_INTERVAL_SECONDS: "0" },
      `${input}\n`,
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const audit = await eventctl(["audit", "--json", "--limit", "1000"], cwd);
    const ledger = JSON.parse(audit.stdout) as { entries: Array<{ event_type: string; source: string }> };
    expect(ledger.entries.map((e) => e.event_type)).toEqual(lifecycleTypes());
    expect(ledger.entries.filter((e) => e.event_type === "npa.bucket.changed").map((e) => e.source)).toEqual([
      "npa",
      "npa",
      "npa",
    ]);
    const dlq = JSON.parse((await eventctl(["dlq", "--json"], cwd)).stdout);
    expect(dlq.size).toBe(0);
    expect((await eventctl(["audit", "--verify"], cwd)).stdout).toMatch(
      new RegExp(`^ok: ${lifecycleTypes().length} entries verified`),
    );
  }, 120_000);
});
