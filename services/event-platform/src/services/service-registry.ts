import type { WiringTable } from "../bus/wiring-table.js";
import { UnknownServiceError } from "../errors.js";
import { auditService } from "./audit-service.js";
import { breachService } from "./breach-service.js";
import { consentService } from "./consent-service.js";
import { creditBureauService } from "./credit-bureau-service.js";
import { dsrService } from "./dsr-service.js";
import { fraudService } from "./fraud-service.js";
import { identityService } from "./identity-service.js";
import { kfsService } from "./kfs-service.js";
import { mechanismService } from "./mechanism-service.js";
import { npaService } from "./npa-service.js";
import { pricingService } from "./pricing-service.js";
import { riskService } from "./risk-service.js";
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
