import type { BusinessStore } from "../../store/business-store.js";
import { HOUR_MS, PayloadReader } from "../payload-reader.js";
import type { ServiceDefinition } from "../service-definition.js";
import { FraudRecords, IDENTIFIER_TYPES, identifierHash } from "./fraud-records.js";
import { readApplication } from "./risk-service.js";

export const FraudEvents = {
  application: "loan.application.submitted",
  alert: "fraud.alert",
  checked: "fraud.checked",
} as const;

const VERDICT = "fraud/verdict/";

export interface FraudVerdict {
  application_id: string;
  borrower_id: string;
  clear: boolean;
  alerts: string[];
}

/**
 * The stored verdict on an application, in the business store because the disbursement saga reads
 * it, possibly on another host (decision 0030).
 */
export async function findFraudVerdict(business: BusinessStore, applicationId: string) {
  return (await business.read<FraudVerdict>(VERDICT + applicationId))?.value;
}

/**
 * Fraud: records every application in bounded records (`fraud.max_borrowers` x
 * `fraud.max_entries_per_borrower`, oldest evicted) in the business store, shared by every host
 * (decision 0036), and applies the velocity and duplicate-identity rules: one `fraud.alert` per
 * rule broken, then `fraud.checked` with the verdict.
 */
export const fraudService: ServiceDefinition = {
  name: "fraud",
  description: "velocity and duplicate-identity rules over bounded records; fraud.alert",
  subscribes: [FraudEvents.application],
  create({ config, business, now }) {
    const records = new FraudRecords(business, {
      maxBorrowers: config.fraud.max_borrowers,
      maxEntries: config.fraud.max_entries_per_borrower,
      velocityMax: config.fraud.velocity_max_applications,
      velocityWindowMs: config.fraud.velocity_window_hours * HOUR_MS,
    });
    return {
      async handle(event, context) {
        const application = readApplication(event.payload, event.event_type);
        const given = new PayloadReader(event.payload, event.event_type).optionalObject("identifiers") ?? {};
        const identifiers = IDENTIFIER_TYPES.filter((type) => given[type] !== undefined).map((type) => ({
          type,
          hash: identifierHash(
            type,
            new PayloadReader(given, `${event.event_type} identifiers`).string(type),
          ),
        }));
        const alerts = await records.record(
          application.borrower_id,
          { application_id: application.application_id, at: now(), amount: application.amount },
          identifiers,
        );
        const facts = { application_id: application.application_id, borrower_id: application.borrower_id };
        for (const alert of alerts) await context.emit(FraudEvents.alert, { ...facts, ...alert });
        const verdict: FraudVerdict = {
          ...facts,
          clear: alerts.length === 0,
          alerts: [...new Set(alerts.map((a) => a.rule))],
        };
        await context.emit(FraudEvents.checked, { ...verdict });
        // One process handles each application (the consumer is shared): the write is unconditional.
        await business.commit([{ key: VERDICT + application.application_id, value: verdict }]);
      },
    };
  },
};
