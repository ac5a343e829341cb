import { derivedEventId } from "../../bus/derived-event-id.js";
import type { NewEvent } from "../../events/envelope.js";
import type { SagaDefinition, StepContext } from "../../saga/saga-runner.js";
import { outcomeEventId } from "../../store/business-outcomes.js";
import { type BusinessStore, commitWithRetry } from "../../store/business-store.js";
import type { EventStore } from "../../store/event-store.js";
import { iso, PayloadReader } from "../payload-reader.js";
import { ConsentPurpose } from "../privacy/consent-registry.js";
import { CONSENT_PREFIX } from "../privacy/consent-service.js";
import { SharedConsents } from "../privacy/shared-consents.js";
import { findFraudVerdict } from "./fraud-service.js";
import type { KeyFactStatement } from "./key-fact-statement.js";
import { findStatement } from "./kfs-service.js";
import { findRiskScore } from "./risk-service.js";

export const LOAN_DISBURSEMENT_SAGA = "loan_disbursement";

/**
 * The payment rail: pays `amount` to the borrower; the idempotency key
 * (`disbursement:<loan id>:<attempt>`, attempt 1 unless an earlier payout was reversed) makes a
 * retry, or a second saga, pay once.
 */
export interface PayoutPort {
  pay(
    request: { loan_id: string; borrower_id: string; amount: number },
    idempotencyKey: string,
  ): Promise<{ reference: string }>;
  reverse(reference: string, idempotencyKey: string): Promise<void>;
}

/** The loan book (core banking): opens the loan account for servicing. */
export interface LoanBookPort {
  book(loan: { loan_id: string; principal: number; kfs_id: string }, idempotencyKey: string): Promise<void>;
}

export interface DisbursementDependencies {
  store: EventStore;
  /**
   * Where the loan's disbursement record lives, and the statement, consent, risk score and fraud
   * verdict the checks read: shared by every host (decision 0030).
   */
  business: BusinessStore;
  now: () => number;
  /** Publishes an event signed by the platform (mechanism) identity. */
  publish: (event: NewEvent) => Promise<unknown>;
  payout?: PayoutPort;
  book?: LoanBookPort;
}

/** A saga check that failed: retrying cannot help, the saga rolls back. */
export class DisbursementRefused extends Error {
  readonly nonRetryable = true;
  override readonly name = "DisbursementRefused";
}

interface Input {
  loan_id: string;
  kfs_id: string;
}

const RESERVATION = "disbursement/reservation/";
const PAYOUT = "disbursement/payout/";
/** `disbursement/loan/<loan id>`: the loan's one disbursement (paying, paid or reversed). */
const DISBURSEMENT = "disbursement/loan/";

/** The business record of a loan's disbursement: at most one `paid` per loan. */
export interface DisbursementRecord {
  loan_id: string;
  saga_id: string;
  status: "paying" | "paid" | "reversed";
  /** 1, then one more for each payout reversed before. */
  attempt: number;
  amount: number;
  payout_reference?: string;
}
const BOOK = "disbursement/book/";

/**
 * Disbursing a loan, in six steps each saved before the next: the key fact statement is accepted
 * for this loan, the borrower's consent for `loan_servicing` is live, risk approved and fraud
 * cleared the application, funds are reserved, the net amount is paid out (`loan.disbursed`) and
 * the loan is booked. A failure compensates in reverse: the payout is reversed
 * (`loan.disbursement.reversed`) and the reservation released.
 */
export function loanDisbursementSaga(deps: DisbursementDependencies): SagaDefinition {
  const { store, business, now } = deps;
  const payout = deps.payout ?? storePayout(store);
  const book = deps.book ?? storeBook(store);
  const statementOf = (context: StepContext): KeyFactStatement =>
    (context.results.verify_kfs_accepted as { statement: KeyFactStatement }).statement;
  const emit = (
    context: StepContext,
    eventType: string,
    payload: Record<string, unknown>,
    eventId = derivedEventId(context.idempotencyKey, LOAN_DISBURSEMENT_SAGA, eventType, 0),
  ) =>
    deps.publish({
      event_id: eventId,
      event_type: eventType,
      payload: { saga_id: context.sagaId, ...payload },
    });
  return {
    name: LOAN_DISBURSEMENT_SAGA,
    // One live disbursement saga per loan: a retried or racing saga.start returns the first.
    businessKey: (input) => {
      const loanId = (input as { loan_id?: unknown } | null)?.loan_id;
      return typeof loanId === "string" ? loanId : undefined;
    },
    steps: [
      {
        name: "verify_kfs_accepted",
        async run(context) {
          const { loan_id, kfs_id } = readInput(context.input);
          const record = await findStatement(business, kfs_id);
          if (!record) throw new DisbursementRefused(`key fact statement ${kfs_id} does not exist`);
          if (record.status !== "accepted")
            throw new DisbursementRefused(`key fact statement ${kfs_id} is not accepted`);
          if (record.loan_id !== loan_id) {
            throw new DisbursementRefused(
              `key fact statement ${kfs_id} was accepted for loan ${record.loan_id}`,
            );
          }
          return { statement: record.statement, accepted_at: record.accepted_at };
        },
      },
      {
        name: "verify_consent_live",
        async run(context) {
          const statement = statementOf(context);
          const check = await new SharedConsents(business, CONSENT_PREFIX).check(
            statement.borrower_id,
            ConsentPurpose.loanServicing,
            now(),
          );
          if (!check.ok) {
            throw new DisbursementRefused(
              `borrower ${statement.borrower_id} has no live consent for loan_servicing (${check.reason})`,
            );
          }
          return { consent_id: check.consent_id };
        },
      },
      {
        name: "verify_risk_and_fraud_clear",
        async run(context) {
          const { application_id } = statementOf(context);
          const risk = await findRiskScore(business, application_id);
          if (risk?.decision !== "approve") {
            throw new DisbursementRefused(
              `risk has not approved application ${application_id} (${risk?.decision ?? "not scored"})`,
            );
          }
          const fraud = await findFraudVerdict(business, application_id);
          if (!fraud?.clear) {
            throw new DisbursementRefused(
              `fraud has not cleared application ${application_id} (${fraud ? fraud.alerts.join(", ") : "not checked"})`,
            );
          }
          return { risk_grade: risk.grade, fraud_clear: true };
        },
      },
      {
        name: "reserve_funds",
        run(context) {
          const { loan_id } = readInput(context.input);
          const amount = statementOf(context).net_disbursed;
          store.setValue(RESERVATION + loan_id, {
            loan_id,
            amount,
            status: "reserved",
            key: context.idempotencyKey,
          });
          return { amount };
        },
        compensate(context) {
          const { loan_id } = readInput(context.input);
          const reservation = store.getValue<Record<string, unknown>>(RESERVATION + loan_id);
          if (reservation) store.setValue(RESERVATION + loan_id, { ...reservation, status: "released" });
        },
      },
      {
        name: "record_disbursement",
        async run(context) {
          const { loan_id } = readInput(context.input);
          const statement = statementOf(context);
          const attempt = await claimDisbursement(business, loan_id, context.sagaId, statement.net_disbursed);
          const { reference } = await payout.pay(
            { loan_id, borrower_id: statement.borrower_id, amount: statement.net_disbursed },
            `disbursement:${loan_id}:${attempt}`,
          );
          await settleDisbursement(business, loan_id, context.sagaId, "paid", reference);
          const disbursedAt = iso(now());
          const eventId = outcomeEventId("loan.disbursed", `${loan_id}:${attempt}`);
          await emit(
            context,
            "loan.disbursed",
            {
              loan_id,
              kfs_id: statement.kfs_id,
              application_id: statement.application_id,
              borrower_id: statement.borrower_id,
              principal: statement.principal,
              amount: statement.net_disbursed,
              emi: statement.emi,
              apr_percent: statement.apr_percent,
              payout_reference: reference,
              disbursed_at: disbursedAt,
            },
            eventId,
          );
          return { payout_reference: reference, amount: statement.net_disbursed, disbursed_at: disbursedAt };
        },
        async compensate(context) {
          const { loan_id } = readInput(context.input);
          const done = context.results.record_disbursement as
            | { payout_reference: string; amount: number }
            | undefined;
          if (!done) return;
          const record = await findDisbursement(business, loan_id);
          await payout.reverse(
            done.payout_reference,
            `disbursement:${loan_id}:${record?.attempt ?? 1}:reverse`,
          );
          await settleDisbursement(business, loan_id, context.sagaId, "reversed", done.payout_reference);
          await emit(context, "loan.disbursement.reversed", {
            loan_id,
            amount: done.amount,
            payout_reference: done.payout_reference,
            reason: "saga_rolled_back",
          });
        },
      },
      {
        name: "book_loan",
        async run(context) {
          const { loan_id, kfs_id } = readInput(context.input);
          await book.book(
            { loan_id, principal: statementOf(context).principal, kfs_id },
            context.idempotencyKey,
          );
          return { booked: true };
        },
      },
    ],
  };
}

/**
 * Claims the loan's disbursement for this saga before paying, committed only if the record is
 * unchanged since it was read (on every host sharing the business store): returns the payout
 * attempt (the rail's idempotency key). A loan already paid, or being paid by another saga, is
 * refused: one payout per loan whatever the number of sagas. The same saga resuming after a crash
 * mid-payout (or taken over by another host) gets its attempt again, and the rail deduplicates the
 * key; a saga whose payout was reversed never pays again.
 */
function claimDisbursement(
  business: BusinessStore,
  loanId: string,
  sagaId: string,
  amount: number,
): Promise<number> {
  return commitWithRetry(business, async () => {
    const current = await business.read<DisbursementRecord>(DISBURSEMENT + loanId);
    if (current?.value.status === "reversed" && current.value.saga_id === sagaId) {
      // The saga was rolled back by another runner (it took the saga over): this one, stalled past
      // its lease, must not pay with a new attempt; only a new saga pays again.
      throw new DisbursementRefused(`loan ${loanId}: the payout of saga ${sagaId} was reversed`);
    }
    if (current && current.value.status !== "reversed") {
      if (current.value.saga_id === sagaId) return { writes: [], result: current.value.attempt };
      throw new DisbursementRefused(
        `loan ${loanId} is already ${current.value.status === "paid" ? "disbursed" : "being disbursed"} by saga ${current.value.saga_id}`,
      );
    }
    const attempt = (current?.value.attempt ?? 0) + 1;
    const record: DisbursementRecord = {
      loan_id: loanId,
      saga_id: sagaId,
      status: "paying",
      attempt,
      amount,
    };
    const write = { key: DISBURSEMENT + loanId, value: record, expect: current?.revision ?? "absent" };
    return { writes: [write], result: attempt };
  });
}

function settleDisbursement(
  business: BusinessStore,
  loanId: string,
  sagaId: string,
  status: "paid" | "reversed",
  reference: string,
): Promise<void> {
  return commitWithRetry(business, async () => {
    const current = await business.read<DisbursementRecord>(DISBURSEMENT + loanId);
    if (!current || current.value.saga_id !== sagaId) return { writes: [], result: undefined };
    const value: DisbursementRecord = { ...current.value, status, payout_reference: reference };
    return { writes: [{ key: DISBURSEMENT + loanId, value, expect: current.revision }], result: undefined };
  });
}

/** The loan's disbursement record (the one payout), if any. */
export async function findDisbursement(
  business: BusinessStore,
  loanId: string,
): Promise<DisbursementRecord | undefined> {
  return (await business.read<DisbursementRecord>(DISBURSEMENT + loanId))?.value;
}

function readInput(input: unknown): Input {
  const read = new PayloadReader((input ?? {}) as Record<string, unknown>, "loan_disbursement input");
  return { loan_id: read.id("loan_id"), kfs_id: read.id("kfs_id") };
}

/** The default payment rail: records payouts in the store, once per idempotency key. */
function storePayout(store: EventStore): PayoutPort {
  return {
    async pay(request, key) {
      const existing = store.getValue<{ reference: string }>(PAYOUT + key);
      if (existing) return { reference: existing.reference };
      // The key ends with the attempt: a payout after a reversal gets its own reference.
      const attempt = key.slice(key.lastIndexOf(":") + 1);
      const reference =
        attempt === "1" ? `PAYOUT-${request.loan_id}` : `PAYOUT-${request.loan_id}-${attempt}`;
      store.setValue(PAYOUT + key, { ...request, reference, status: "paid" });
      return { reference };
    },
    async reverse(reference, key) {
      store.setValue(`${PAYOUT}${key}`, { reference, status: "reversed" });
    },
  };
}

function storeBook(store: EventStore): LoanBookPort {
  return {
    async book(loan, key) {
      if (!store.getValue(BOOK + loan.loan_id)) store.setValue(BOOK + loan.loan_id, { ...loan, key });
    },
  };
}
