import { OpenRedaction } from "@openredaction/openredaction";
import type { SpanRedactor } from "../eval/evaluate.js";
import type { EntityType } from "../src/entity-type.js";

/**
 * @openredaction/openredaction's detection types, mapped to ours where one exists (by name: it
 * reports `EMAIL`, `SSN`, `NAME`, `PHONE_*`, ...). Anything else is kept out of the per-type
 * scores but still counts for "left verbatim", which is read from its redacted text.
 */
function ourType(type: string): EntityType | undefined {
  const t = type.toUpperCase();
  if (t === "EMAIL" || t.startsWith("EMAIL")) return "EMAIL";
  if (t === "NAME" || t.includes("PERSON") || t.endsWith("_NAME")) return "PERSON";
  if (t.includes("PHONE") || t.includes("MOBILE")) return "PHONE_E164";
  if (t.includes("CREDIT_CARD") || t === "CARD_NUMBER") return "CREDIT_CARD";
  if (t.includes("IBAN")) return "IBAN";
  if (t === "SSN" || t.includes("SOCIAL_SECURITY")) return "SSN";
  if (t.includes("AADHAAR") || t.includes("PAN") || t.includes("NINO") || t.includes("NATIONAL_INSURANCE"))
    return "NATIONAL_ID";
  if (t.includes("IPV4") || t === "IP_ADDRESS" || t === "IP") return "IPV4";
  if (t.includes("URL") || t.includes("DOMAIN")) return "URL";
  if (t.includes("ORG") || t.includes("COMPANY")) return "ORG";
  if (t.includes("DOB") || t.includes("DATE_OF_BIRTH") || t.includes("BIRTH")) return "DATE_OF_BIRTH";
  if (t.includes("MRN") || t.includes("MEDICAL_RECORD")) return "MRN";
  return undefined;
}

/** OpenRedaction with its defaults: detections carry `[start, end]` positions and a type. */
export function createOpenRedactionAdapter(): SpanRedactor & { readonly unmapped: Set<string> } {
  const engine = new OpenRedaction();
  const unmapped = new Set<string>();
  return {
    unmapped,
    async redact(text) {
      const result = await engine.detect(text);
      const spans: { start: number; end: number; type: EntityType }[] = [];
      for (const d of result.detections) {
        const type = ourType(d.type);
        if (!type) {
          unmapped.add(d.type);
          continue;
        }
        spans.push({ start: d.position[0], end: d.position[1], type });
      }
      return { text: result.redacted, spans };
    },
  };
}
