import type { HandlerContext } from "../../bus/event-bus.js";
import { ConfigurationError } from "../../errors.js";
import type { EventEnvelope } from "../../events/envelope.js";
import type { MetricsRegistry } from "../../metrics/metrics-registry.js";
import type { EventStore } from "../../store/event-store.js";
import { PayloadReader } from "../payload-reader.js";
import type { ServiceDefinition } from "../service-definition.js";
import {
  assessForeclosure,
  assessInterest,
  assessPenalInterest,
  type Charge,
  GRADES,
  PRODUCTS,
  type Product,
  parseRateCaps,
  quote,
  type RateCaps,
} from "./pricing-rules.js";

export const PricingEvents = {
  feeAssess: "fee.assess",
  feeAssessed: "fee.assessed",
  feeRejected: "fee.rejected",
  quoted: "pricing.quoted",
  riskScored: "risk.scored",
  kfsAccepted: "kfs.accepted",
} as const;

export const PricingMetrics = {
  rateCaps: "pricing.rate_caps",
  penalInterest: "pricing.penal_interest",
  foreclosure: "pricing.foreclosure",
} as const;

/** What pricing keeps of an accepted key fact statement: the only charges it may levy. */
interface AcceptedTerms {
  kfs_id: string;
  loan_id: string;
  product: Product;
  annual_rate_percent: number;
  charges: Charge[];
}

const TERMS = "pricing/kfs/";

interface Deps {
  store: EventStore;
  metrics: MetricsRegistry;
  caps: RateCaps;
  penalCap: number;
  /** `asset_quality.policy` rbi: penal charges are fixed charges, never interest on a rate. */
  rbi: boolean;
  /** RBI preset: the fixed penal charge the statement carries. */
  penalCharge?: number;
}

/**
 * Pricing: quotes approved applications (`risk.scored` -> `pricing.quoted`), and assesses fees
 * (`fee.assess` -> `fee.assessed` or `fee.rejected`) against the loan's accepted key fact statement
 * (`kfs.accepted`), with rate caps per product, penal interest capped at
 * `pricing.penal_interest_cap_percent` and no foreclosure charge on personal and home loans.
 */
export const pricingService: ServiceDefinition = {
  name: "pricing",
  description: "quotes, fee assessment (fee.assess) within rate caps, the penal cap and the accepted KFS",
  subscribes: [PricingEvents.riskScored, PricingEvents.kfsAccepted, PricingEvents.feeAssess],
  create({ config, store, metrics }) {
    const deps: Deps = {
      store,
      metrics,
      caps: parseRateCaps(config.pricing.rate_caps),
      penalCap: config.pricing.penal_interest_cap_percent,
      rbi: config.asset_quality.policy === "rbi",
      ...(config.asset_quality.policy === "rbi"
        ? { penalCharge: config.asset_quality.penal_charge_amount }
        : {}),
    };
    if (deps.rbi && !(config.asset_quality.penal_charge_amount > 0))
      throw new ConfigurationError(
        "asset_quality.policy rbi states penal charges as a fixed amount: set asset_quality.penal_charge_amount",
      );
    return {
      async handle(event, context) {
        if (event.event_type === PricingEvents.riskScored) return onRiskScored(event, context, deps);
        if (event.event_type === PricingEvents.kfsAccepted) return onKfsAccepted(event, deps);
        return onFeeAssess(event, context, deps);
      },
      health() {
        return {
          ok: true,
          detail: `penal cap ${deps.penalCap}%, rate caps ${config.pricing.rate_caps.join(",")}`,
        };
      },
    };
  },
};

async function onRiskScored(event: EventEnvelope, context: HandlerContext, deps: Deps): Promise<void> {
  const read = new PayloadReader(event.payload, event.event_type);
  if (read.oneOf("decision", ["approve", "refer", "decline"]) !== "approve") return;
  const application = new PayloadReader(read.object("application"), `${event.event_type} application`);
  const product = application.oneOf("product", PRODUCTS);
  const offer = quote(
    {
      product,
      grade: read.oneOf("grade", GRADES),
      amount: application.number("amount", { min: 1 }),
      tenure_months: application.number("tenure_months", { min: 1, max: 480, integer: true }),
    },
    deps,
  );
  deps.metrics.increment(PricingMetrics.rateCaps, {
    product,
    outcome: offer.rate_capped ? "capped" : "within",
  });
  await context.emit(PricingEvents.quoted, {
    application_id: read.id("application_id"),
    borrower_id: read.id("borrower_id"),
    ...offer,
  });
}

function onKfsAccepted(event: EventEnvelope, deps: Deps): void {
  const read = new PayloadReader(event.payload, event.event_type);
  const terms: AcceptedTerms = {
    kfs_id: read.id("kfs_id"),
    loan_id: read.id("loan_id"),
    product: read.oneOf("product", PRODUCTS),
    annual_rate_percent: read.number("annual_rate_percent", { min: 0 }),
    charges: (event.payload.charges as Charge[]) ?? [],
  };
  deps.store.setValue(TERMS + terms.loan_id, terms);
}

async function onFeeAssess(event: EventEnvelope, context: HandlerContext, deps: Deps): Promise<void> {
  const read = new PayloadReader(event.payload, event.event_type);
  const loanId = read.id("loan_id");
  const fee = read.id("fee");
  const reject = (reason: string, detail: string) =>
    context.emit(PricingEvents.feeRejected, { loan_id: loanId, fee, reason, detail });
  const terms = deps.store.getValue<AcceptedTerms>(TERMS + loanId);
  if (!terms)
    return void (await reject("no_accepted_kfs", `loan ${loanId} has no accepted key fact statement`));
  const assessed = (fields: Record<string, unknown>) =>
    context.emit(PricingEvents.feeAssessed, {
      loan_id: loanId,
      kfs_id: terms.kfs_id,
      product: terms.product,
      fee,
      ...fields,
    });
  const product = terms.product;

  if (fee === "interest") {
    const requested = read.optionalNumber("rate_percent", { min: 0 }) ?? terms.annual_rate_percent;
    const principal = read.number("principal", { min: 0 });
    const days = read.number("days", { min: 0, integer: true });
    const result = assessInterest(principal, requested, days, deps.caps[product]);
    deps.metrics.increment(PricingMetrics.rateCaps, {
      product,
      outcome: result.capped ? "capped" : "within",
    });
    if (result.rate_percent > terms.annual_rate_percent) {
      return void (await reject(
        "exceeds_kfs",
        `${result.rate_percent}% is above the statement's ${terms.annual_rate_percent}%`,
      ));
    }
    await assessed({
      amount: result.amount,
      rate_percent: result.rate_percent,
      requested_rate_percent: requested,
      capped: result.capped,
      principal,
      days,
    });
    return;
  }
  const charge = terms.charges.find((c) => c.name === fee);
  if (!charge)
    return void (await reject("not_in_kfs", `${fee} is not a charge of key fact statement ${terms.kfs_id}`));

  // RBI circular on penal charges in loan accounts (18 August 2023, in force 1 January 2024): a
  // penalty is a fixed charge, never added to the rate of interest (docs/decisions/0010).
  if (deps.rbi && "rate_percent" in charge && fee !== "interest") {
    return void (await reject(
      "penal_interest_not_allowed",
      `${fee} is a rate; under the RBI preset a penal charge is a fixed amount, never added to the interest rate`,
    ));
  }
  if (fee === "penal_interest" && "rate_percent" in charge) {
    const requested = read.optionalNumber("rate_percent", { min: 0 }) ?? charge.rate_percent;
    const overdue = read.number("overdue_amount", { min: 0 });
    const days = read.number("days_overdue", { min: 0, integer: true });
    const result = assessPenalInterest(overdue, requested, days, deps.penalCap);
    deps.metrics.increment(PricingMetrics.penalInterest, {
      product,
      outcome: result.capped ? "capped" : "within",
    });
    if (result.rate_percent > charge.rate_percent) {
      return void (await reject(
        "exceeds_kfs",
        `${result.rate_percent}% is above the statement's ${charge.rate_percent}%`,
      ));
    }
    await assessed({
      amount: result.amount,
      rate_percent: result.rate_percent,
      requested_rate_percent: requested,
      capped: result.capped,
      overdue_amount: overdue,
      days_overdue: days,
    });
    return;
  }
  if (fee === "foreclosure" && "percent" in charge) {
    const outstanding = read.number("outstanding", { min: 0 });
    const result = assessForeclosure(product, outstanding, charge.percent);
    deps.metrics.increment(PricingMetrics.foreclosure, {
      product,
      outcome: result.waived ? "waived" : "charged",
    });
    await assessed({ amount: result.amount, percent: result.percent, outstanding, waived: result.waived });
    return;
  }
  if ("amount" in charge) {
    const amount = read.optionalNumber("amount", { min: 0 }) ?? charge.amount;
    if (amount > charge.amount) {
      return void (await reject("exceeds_kfs", `${amount} is above the statement's ${charge.amount}`));
    }
    await assessed({ amount });
    return;
  }
  await reject("not_in_kfs", `${fee} has no assessable amount in key fact statement ${terms.kfs_id}`);
}
