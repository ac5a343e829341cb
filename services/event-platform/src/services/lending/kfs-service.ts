import { ProtocolError } from "../../errors.js";
import type { BusinessStore } from "../../store/business-store.js";
import { PayloadReader } from "../payload-reader.js";
import type { ServiceDefinition } from "../service-definition.js";
import { acceptStatement, buildStatement, type KfsRecord } from "./key-fact-statement.js";
import { type Charge, GRADES, PRODUCTS } from "./pricing-rules.js";

export const KfsEvents = {
  quoted: "pricing.quoted",
  accept: "kfs.accept",
  generated: "kfs.generated",
  accepted: "kfs.accepted",
  rejected: "kfs.rejected",
} as const;

const RECORD = "kfs/statement/";

/**
 * The stored statement of `kfsId`, in the business store because the disbursement saga reads it,
 * possibly on another host (decision 0030).
 */
export async function findStatement(business: BusinessStore, kfsId: string) {
  return (await business.read<KfsRecord & { quote_event_id: string }>(RECORD + kfsId))?.value;
}

/** Each kfs event is handled by one process (the consumer is shared): the write is unconditional. */
async function saveStatement(business: BusinessStore, kfsId: string, record: unknown): Promise<void> {
  await business.commit([{ key: RECORD + kfsId, value: record }]);
}

/**
 * Key fact statements: one per priced offer (`pricing.quoted` -> `kfs.generated`) with the APR
 * from all charges and a validity of `kfs.validity_days`; `kfs.accept` (`{kfs_id, loan_id}`) within
 * the validity gives `kfs.accepted`, which carries the charges pricing may levy, else
 * `kfs.rejected`.
 */
export const kfsService: ServiceDefinition = {
  name: "kfs",
  description: "key fact statements: APR from all charges, validity period, acceptance",
  subscribes: [KfsEvents.quoted, KfsEvents.accept],
  create({ config, business, now }) {
    return {
      async handle(event, context) {
        const read = new PayloadReader(event.payload, event.event_type);
        if (event.event_type === KfsEvents.quoted) {
          const applicationId = read.id("application_id");
          const existing = await findStatement(business, `KFS-${applicationId}`);
          if (existing?.status === "accepted") return; // an accepted statement is never replaced
          const record =
            existing?.quote_event_id === event.event_id
              ? existing
              : {
                  quote_event_id: event.event_id,
                  status: "issued" as const,
                  statement: buildStatement(
                    {
                      application_id: applicationId,
                      borrower_id: read.id("borrower_id"),
                      product: read.oneOf("product", PRODUCTS),
                      grade: read.oneOf("grade", GRADES),
                      amount: read.number("amount", { min: 1 }),
                      tenure_months: read.number("tenure_months", { min: 1, max: 480, integer: true }),
                      annual_rate_percent: read.number("annual_rate_percent", { min: 0, max: 100 }),
                      uncapped_rate_percent: read.number("uncapped_rate_percent", { min: 0 }),
                      rate_capped: read.boolean("rate_capped"),
                      charges: readCharges(event.payload.charges, event.event_type),
                    },
                    { issuedAt: now(), validityDays: config.kfs.validity_days },
                  ),
                };
          await context.emit(KfsEvents.generated, { ...record.statement });
          await saveStatement(business, record.statement.kfs_id, record);
          return;
        }
        const kfsId = read.id("kfs_id");
        const loanId = read.id("loan_id");
        const existing = await findStatement(business, kfsId);
        const outcome = acceptStatement(existing, loanId, now());
        if (!outcome.ok) {
          await context.emit(KfsEvents.rejected, {
            kfs_id: kfsId,
            loan_id: loanId,
            reason: outcome.reason,
            detail: outcome.detail,
          });
          return;
        }
        const { statement, accepted_at } = outcome.record;
        await context.emit(KfsEvents.accepted, { ...statement, loan_id: loanId, accepted_at });
        if (!outcome.repeated) await saveStatement(business, kfsId, { ...existing, ...outcome.record });
      },
    };
  },
};

const CHARGE_TYPES = new Set(["upfront", "recurring", "contingent"]);

/** The charges of a quote: each named, typed, with a finite non-negative amount, rate or percent. */
function readCharges(value: unknown, eventType: string): Charge[] {
  if (!Array.isArray(value)) throw new ProtocolError(`${eventType}: charges must be a list`);
  return value.map((charge, i) => {
    const read = new PayloadReader(charge as Record<string, unknown>, `${eventType} charges[${i}]`);
    read.id("name");
    const type = read.oneOf("type", [...CHARGE_TYPES] as Array<"upfront" | "recurring" | "contingent">);
    const measure = ["amount", "rate_percent", "percent"].filter(
      (f) => (charge as Record<string, unknown>)[f] !== undefined,
    );
    if (measure.length !== 1) read.number("amount", { min: 0 });
    read.number(measure[0]!, { min: 0 });
    if (type !== "contingent" && measure[0] !== "amount") read.number("amount", { min: 0 });
    return charge as Charge;
  });
}
