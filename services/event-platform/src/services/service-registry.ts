import type { WiringTable } from "../bus/wiring-table.js";
import { UnknownServiceError } from "../errors.js";
import { creditBureauService } from "./lending/credit-bureau-service.js";
import { fraudService } from "./lending/fraud-service.js";
import { kfsService } from "./lending/kfs-service.js";
import { npaService } from "./lending/npa-service.js";
import { pricingService } from "./lending/pricing-service.js";
import { riskService } from "./lending/risk-service.js";
import { auditService } from "./platform/audit-service.js";
import { identityService } from "./platform/identity-service.js";
import { mechanismService } from "./platform/mechanism-service.js";
import { breachService } from "./privacy/breach-service.js";
import { consentService } from "./privacy/consent-service.js";
import { dsrService } from "./privacy/dsr-service.js";
import type { ServiceDefinition } from "./service-definition.js";

/**
 * Every service the platform can run. Adding one (fraud, pricing, npa, ...) is one module exporting
 * a ServiceDefinition and one line here; its `subscribes` becomes its wiring-table row.
 */
export const SERVICE_DEFINITIONS: readonly ServiceDefinition[] = [
  mechanismService,
  auditService,
  fraudService,
  riskService,
  pricingService,
  npaService,
  consentService,
  dsrService,
  kfsService,
  creditBureauService,
  identityService,
  breachService,
];

export function findServices(
  names: readonly string[],
  definitions = SERVICE_DEFINITIONS,
): ServiceDefinition[] {
  const unknown = names.filter((n) => !definitions.some((d) => d.name === n));
  if (unknown.length > 0) {
    throw new UnknownServiceError(
      `unknown service${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")} (known: ${definitions.map((d) => d.name).join(", ")})`,
    );
  }
  return [...new Set(names)].map((n) => definitions.find((d) => d.name === n)!);
}

/** The wiring table of the given services. */
export function wiringTableOf(definitions: readonly ServiceDefinition[]): WiringTable {
  return Object.fromEntries(definitions.map((d) => [d.name, [...d.subscribes]]));
}
