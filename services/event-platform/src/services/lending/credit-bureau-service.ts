import { ConsentCopies } from "../privacy/consent-copies.js";
import { CONSENT_EVENTS, ConsentPurpose } from "../privacy/consent-registry.js";
import type { ServiceDefinition } from "../service-definition.js";
import { type BureauReport, deriveFacts, validateReport } from "./credit-bureau-report.js";

export const CreditBureauEvents = {
  received: "credit_bureau.report.received",
  facts: "credit_bureau.facts",
  rejected: "credit_bureau.report.rejected",
} as const;

/**
 * Credit bureau: ingests `credit_bureau.report.received` (`{report}` in the `eventplat.bureau.v1`
 * format), validates it (`credit_bureau.report.rejected` with every problem), checks the borrower's
 * consent for `credit_bureau` (`consent.refused` without one) and emits the derived facts as
 * `credit_bureau.facts`.
 */
export const creditBureauService: ServiceDefinition = {
  name: "credit_bureau",
  description: "validates bureau reports (eventplat.bureau.v1) and emits credit_bureau.facts",
  subscribes: [CreditBureauEvents.received, ...CONSENT_EVENTS],
  create({ business, now }) {
    // In the business store: the consent events may have been handled on another host (decision 0036).
    const consents = new ConsentCopies(business, "credit_bureau/consent/");
    return {
      async handle(event, context) {
        if (await consents.apply(event.event_type, event.payload, event.event_id, event.correlation_id))
          return;
        const report = event.payload.report;
        const errors = validateReport(report);
        if (errors.length > 0) {
          const id = (report as { report_id?: unknown } | null)?.report_id;
          await context.emit(CreditBureauEvents.rejected, {
            report_id: typeof id === "string" ? id : null,
            errors: errors.slice(0, 50),
            error_count: errors.length,
          });
          return;
        }
        const valid = report as BureauReport;
        const borrowerId = valid.subject.borrower_id;
        const consent = await consents.check(borrowerId, ConsentPurpose.creditBureau, now());
        if (!consent.ok) {
          await context.emit("consent.refused", {
            service: "credit_bureau",
            event_id: event.event_id,
            event_type: event.event_type,
            borrower_id: borrowerId,
            purpose: ConsentPurpose.creditBureau,
            reason: consent.reason,
          });
          return;
        }
        await context.emit(CreditBureauEvents.facts, {
          ...deriveFacts(valid),
          consent_id: consent.consent_id,
        });
      },
    };
  },
};
