import { type BusinessStore, commitWithRetry } from "../../store/business-store.js";
import { PayloadReader } from "../payload-reader.js";
import { ConsentCopies } from "../privacy/consent-copies.js";
import { CONSENT_EVENTS, ConsentPurpose } from "../privacy/consent-registry.js";
import type { ServiceDefinition } from "../service-definition.js";
import type { BureauFacts } from "./credit-bureau-report.js";
import { PRODUCTS, parseRateCaps } from "./pricing-rules.js";
import { type Application, features, type RiskScore, scoreApplication } from "./risk-model.js";

export const RiskEvents = {
  application: "loan.application.submitted",
  bureauFacts: "credit_bureau.facts",
  scored: "risk.scored",
  consentRefused: "consent.refused",
} as const;

const SCORE = "risk/score/";
const BUREAU = "risk/bureau/";

/**
 * The stored score of an application, in the business store because the disbursement saga reads
 * it, possibly on another host (decision 0030). Risk's bureau facts and consent copies are there
 * too, for the host that scores an application may not be the one that saw them (decision 0036).
 */
export async function findRiskScore(business: BusinessStore, applicationId: string) {
  return (await business.read<RiskScore & { application_id: string }>(SCORE + applicationId))?.value;
}

/** Reads a `loan.application.submitted` payload. */
export function readApplication(payload: Record<string, unknown>, eventType: string): Application {
  const read = new PayloadReader(payload, eventType);
  return {
    application_id: read.id("application_id"),
    borrower_id: read.id("borrower_id"),
    product: read.oneOf("product", PRODUCTS),
    amount: read.number("amount", { min: 1 }),
    tenure_months: read.number("tenure_months", { min: 1, max: 480, integer: true }),
    monthly_income: read.number("monthly_income", { min: 1 }),
    existing_emi: read.number("existing_emi", { min: 0 }),
  };
}

/**
 * Risk: scores each application (`loan.application.submitted` -> `risk.scored`) with the documented
 * scorecard over the application and the borrower's latest `credit_bureau.facts`, after checking
 * consent for `credit_assessment` (`consent.refused` without one).
 */
export const riskService: ServiceDefinition = {
  name: "risk",
  description: "risk.scored from application data and bureau facts (documented scorecard)",
  subscribes: [RiskEvents.application, RiskEvents.bureauFacts, ...CONSENT_EVENTS],
  create({ config, business, now }) {
    const consents = new ConsentCopies(business, "risk/consent/");
    const caps = parseRateCaps(config.pricing.rate_caps);
    return {
      async handle(event, context) {
        if (await consents.apply(event.event_type, event.payload, event.event_id, event.correlation_id))
          return;
        if (event.event_type === RiskEvents.bureauFacts) {
          const facts = event.payload as unknown as BureauFacts;
          const key = BUREAU + new PayloadReader(event.payload, event.event_type).id("borrower_id");
          // Two hosts may take two reports of one borrower at once: the newest wins whatever the order.
          await commitWithRetry(business, async () => {
            const known = await business.read<BureauFacts>(key);
            if (known && Date.parse(known.value.generated_at) > Date.parse(facts.generated_at))
              return { writes: [], result: undefined };
            return {
              writes: [{ key, value: facts, expect: known?.revision ?? "absent" }],
              result: undefined,
            };
          });
          return;
        }
        const application = readApplication(event.payload, event.event_type);
        const consent = await consents.check(application.borrower_id, ConsentPurpose.creditAssessment, now());
        if (!consent.ok) {
          await context.emit(RiskEvents.consentRefused, {
            service: "risk",
            event_id: event.event_id,
            event_type: event.event_type,
            borrower_id: application.borrower_id,
            purpose: ConsentPurpose.creditAssessment,
            reason: consent.reason,
          });
          return;
        }
        const bureau = (await business.read<BureauFacts>(BUREAU + application.borrower_id))?.value;
        const result = scoreApplication(features(application, bureau, caps));
        await context.emit(RiskEvents.scored, {
          application_id: application.application_id,
          borrower_id: application.borrower_id,
          ...result,
          bureau_report_id: bureau?.report_id ?? null,
          application: {
            product: application.product,
            amount: application.amount,
            tenure_months: application.tenure_months,
          },
        });
        // One process handles each application (the consumer is shared): the write is unconditional.
        const score = { application_id: application.application_id, ...result };
        await business.commit([{ key: SCORE + application.application_id, value: score }]);
      },
    };
  },
};
