import { describe, expect, it } from "vitest";
import type { Payload } from "../src/events/envelope.js";
import { ConsentCopies } from "../src/services/privacy/consent-copies.js";
import { BUREAU_REPORT, LIFECYCLE } from "./fixtures/loan-lifecycle.js";
import { application } from "./lending-helpers.js";
import { sharedStoreFixture } from "./shared-store-helpers.js";

/*
 * What risk, credit_bureau and fraud remember between events, in the business store (decision
 * 0036): two hosts with store files of their own and one PostgreSQL schema give the answers of one
 * host, whichever host each event goes to. Needs TEST_DATABASE_URL.
 */
const { pgUrl, freshSchema, openStore, host, twoHosts } = sharedStoreFixture("shared-host-state.test.ts");

type Host = Awaited<ReturnType<typeof host>>;

/** An application of `borrower_id` from device `device_id`. */
const fromDevice = (application_id: string, borrower_id: string, device_id: string) =>
  application(application_id, borrower_id, { device_id });

/** Six applications of B-1 from one device, then one of B-2 from the same device: to hosts in turn. */
async function burst(hosts: readonly Host[]) {
  const events = [
    ...Array.from({ length: 6 }, (_, i) => fromDevice(`A-${i + 1}`, "B-1", "DEV-1")),
    fromDevice("A-7", "B-2", "DEV-1"),
  ];
  for (const [i, payload] of events.entries())
    await hosts[i % hosts.length]!.publish("loan.application.submitted", payload);
  return verdicts(hosts);
}

/** Each application's `fraud.checked` verdict and the details of its alerts, by application. */
function verdicts(hosts: readonly Host[]) {
  const alerts = hosts.flatMap((t) => t.payloads("fraud.alert"));
  return hosts
    .flatMap((t) => t.payloads("fraud.checked"))
    .map((c) => ({
      application: c.application_id,
      clear: c.clear,
      alerts: alerts.filter((a) => a.application_id === c.application_id).map((a) => [a.rule, a.detail]),
    }))
    .sort((x, y) => String(x.application).localeCompare(String(y.application)));
}

describe.skipIf(!pgUrl)("fraud over two hosts sharing the business store", () => {
  it("a burst from one borrower and one device split over both hosts: the verdicts of one host", async () => {
    const one = await burst([await host(["fraud"], freshSchema())]);
    expect(one.map((v) => [v.application, v.clear])).toEqual([
      ["A-1", true],
      ["A-2", true],
      ["A-3", true],
      ["A-4", false],
      ["A-5", false],
      ["A-6", false],
      ["A-7", false],
    ]);
    expect(one[3]!.alerts).toEqual([
      ["velocity", { applications_in_window: 4, max_applications: 3, window_hours: 24 }],
    ]);
    expect(one[6]!.alerts).toEqual([
      ["duplicate_identity", { identifier: "device_id", other_borrowers: 1, other_borrower_ids: ["B-1"] }],
    ]);
    expect(await burst(await twoHosts(["fraud"]))).toEqual(one);
  });

  it("the same split without the shared store: each host sees half the burst, and no velocity", async () => {
    const split = await burst(await twoHosts(["fraud"], { shared: false }));
    // Three applications of B-1 on each host: never more than the limit. B-2's device is seen only
    // because host A also had applications of B-1 from it.
    expect(split.map((v) => [v.application, v.clear])).toEqual([
      ["A-1", true],
      ["A-2", true],
      ["A-3", true],
      ["A-4", true],
      ["A-5", true],
      ["A-6", true],
      ["A-7", false],
    ]);
  });

  it("eight applications of one borrower and four borrowers on one device, all at once over both hosts: each counted once", async () => {
    const [a, b] = await twoHosts(["fraud"]);
    await Promise.all([
      ...Array.from({ length: 8 }, (_, i) =>
        (i % 2 === 0 ? a : b).publish("loan.application.submitted", fromDevice(`V-${i}`, "B-V", `D-${i}`)),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        (i % 2 === 0 ? a : b).publish("loan.application.submitted", fromDevice(`S-${i}`, `B-S${i}`, "DEV-S")),
      ),
    ]);
    const alerts = [...a.payloads("fraud.alert"), ...b.payloads("fraud.alert")];
    // The 4th to 8th applications committed are over the limit, whichever host recorded them.
    const velocity = alerts.filter((x) => x.rule === "velocity").map((x) => x.detail as Payload);
    expect(velocity.map((d) => d.applications_in_window).sort()).toEqual([4, 5, 6, 7, 8]);
    const duplicates = alerts.filter((x) => x.rule === "duplicate_identity").map((x) => x.detail as Payload);
    expect(duplicates.map((d) => d.other_borrowers).sort()).toEqual([1, 2, 3]);
    expect(
      (await a.runtime.business.read<{ entries: unknown[] }>("fraud/borrower/B-V"))?.value.entries,
    ).toHaveLength(8);
    expect((await a.runtime.business.read("fraud/borrowers"))?.value).toBe(5);
    // Nothing of it in either host's own file.
    expect(a.runtime.store.listValues("fraud/")).toEqual([]);
    expect(b.runtime.store.listValues("fraud/")).toEqual([]);
  });
});

const GRANT = {
  consent_id: "C-1",
  borrower_id: "B-1",
  purposes: ["credit_assessment", "credit_bureau"],
  expires_at: "2099-01-01T00:00:00.000Z",
};
/** The lifecycle's application of B-1 (500 000 over 36 months). */
const APPLICATION = LIFECYCLE.find((step) => step.event_type === "loan.application.submitted")!.payload;

/** Consent and a bureau report handled on host A; applications and reports on host B. */
async function consentOnAApplicationsOnB(shared: boolean) {
  const [a, b] = await twoHosts(["consent", "risk", "credit_bureau"], {
    servicesB: ["risk", "credit_bureau"],
    shared,
  });
  await a.publish("consent.grant", GRANT);
  await a.publish("credit_bureau.report.received", { report: BUREAU_REPORT });
  expect(a.payloads("credit_bureau.facts")).toHaveLength(1);
  await b.publish("loan.application.submitted", APPLICATION);
  return { a, b };
}

describe.skipIf(!pgUrl)("risk and credit_bureau over two hosts sharing the business store", () => {
  it("a consent granted and withdrawn on host A, a bureau report taken on A: seen by risk and credit_bureau on host B", async () => {
    const { a, b } = await consentOnAApplicationsOnB(true);
    expect(b.payloads("consent.refused")).toEqual([]);
    expect(b.payloads("risk.scored")).toMatchObject([
      { application_id: "A-1", bureau_report_id: "CIR-B-1", features: { bureau_score: 780 } },
    ]);
    await b.publish("credit_bureau.report.received", { report: BUREAU_REPORT });
    expect(b.payloads("credit_bureau.facts")).toMatchObject([{ report_id: "CIR-B-1", consent_id: "C-1" }]);
    await a.publish("consent.withdraw", { consent_id: "C-1" });
    await b.publish("loan.application.submitted", { ...APPLICATION, application_id: "A-2" });
    await b.publish("credit_bureau.report.received", { report: BUREAU_REPORT });
    expect(b.payloads("consent.refused").map((r) => [r.service, r.reason])).toEqual([
      ["risk", "withdrawn"],
      ["credit_bureau", "withdrawn"],
    ]);
    expect(b.payloads("risk.scored")).toHaveLength(1);
    // The copies are one, in PostgreSQL, under the keys the store file had.
    for (const prefix of ["risk/consent/", "credit_bureau/consent/", "risk/bureau/"]) {
      expect((await b.runtime.business.list(prefix)).length).toBeGreaterThan(0);
      expect(a.runtime.store.listValues(prefix)).toEqual([]);
    }
  });

  it("the same split without the shared store: risk on host B has no consent and refuses", async () => {
    const { b } = await consentOnAApplicationsOnB(false);
    expect(b.payloads("consent.refused")).toMatchObject([{ service: "risk", reason: "no_consent" }]);
    expect(b.payloads("risk.scored")).toEqual([]);
  });

  it("two bureau reports of one borrower at once on two hosts: risk keeps the newer, in either order", async () => {
    const [a, b] = await twoHosts(["risk"]);
    const facts = (borrower_id: string, report_id: string, generated_at: string) => ({
      borrower_id,
      report_id,
      generated_at,
      score: 700,
    });
    const [older, newer] = ["2026-03-01T00:00:00.000Z", "2026-03-31T00:00:00.000Z"];
    await Promise.all([
      a.publish("credit_bureau.facts", facts("B-1", "R-old", older)),
      b.publish("credit_bureau.facts", facts("B-1", "R-new", newer)),
      a.publish("credit_bureau.facts", facts("B-2", "R-new", newer)),
      b.publish("credit_bureau.facts", facts("B-2", "R-old", older)),
    ]);
    for (const borrower of ["B-1", "B-2"])
      expect((await a.runtime.business.read(`risk/bureau/${borrower}`))?.value).toMatchObject({
        report_id: "R-new",
      });
  });

  it("a consent's withdrawal applied before its grant, or both at once on two pools: the copy ends withdrawn", async () => {
    const schema = freshSchema();
    const [one, two] = [await openStore(schema), await openStore(schema)];
    const granted = (consent_id: string) => ({
      ...GRANT,
      consent_id,
      granted_at: "2026-04-01T00:00:00.000Z",
    });
    const withdrawn = (consent_id: string) => ({
      consent_id,
      borrower_id: "B-1",
      purposes: GRANT.purposes,
      withdrawn_at: "2026-04-02T00:00:00.000Z",
      reason: null,
    });
    const copiesOne = new ConsentCopies(one, "risk/consent/");
    const copiesTwo = new ConsentCopies(two, "risk/consent/");
    await copiesOne.apply("consent.withdrawn", withdrawn("C-1"), "e-w", "c");
    await copiesTwo.apply("consent.granted", granted("C-1"), "e-g", "c");
    expect(await copiesOne.get("C-1")).toEqual({
      ...GRANT,
      granted_at: "2026-04-01T00:00:00.000Z",
      status: "withdrawn",
      withdrawn_at: "2026-04-02T00:00:00.000Z",
      event_id: "e-g",
      correlation_id: "c",
    });
    const ids = Array.from({ length: 10 }, (_, i) => `C-${i + 2}`);
    await Promise.all(
      ids.flatMap((id, i) => [
        (i % 2 === 0 ? copiesOne : copiesTwo).apply("consent.granted", granted(id), `g-${id}`, "c"),
        (i % 2 === 0 ? copiesTwo : copiesOne).apply("consent.withdrawn", withdrawn(id), `w-${id}`, "c"),
      ]),
    );
    for (const id of ids) expect((await copiesOne.get(id))?.status).toBe("withdrawn");
    expect(await copiesTwo.check("B-1", "credit_assessment", Date.parse("2026-04-03T00:00:00Z"))).toEqual({
      ok: false,
      reason: "withdrawn",
    });
  });
});
