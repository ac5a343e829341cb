import { EntityType } from "../entity-type.js";
import type { Detector, Finding } from "../finding.js";
import { findCreditCards } from "./credit-card-recognizer.js";
import { findEmails } from "./email-recognizer.js";
import { findIbans } from "./iban-recognizer.js";
import { findIpv4s } from "./ipv4-recognizer.js";
import { findNationalIds } from "./national-id-recognizer.js";
import { contextRegions } from "./phone-context-regions.js";
import { findPhones } from "./phone-recognizer.js";
import { findSsns } from "./ssn-recognizer.js";
import { findUrls } from "./url-recognizer.js";

export const PATTERN_DETECTOR = "pattern";

/** A loop, not `push(...found)`: spreading 100 000+ findings of a large text overflows the stack. */
function append(out: Finding[], found: readonly Finding[]): void {
  for (const f of found) out.push(f);
}

/**
 * The deterministic pattern stage: every validated recogniser over the text. Invalid look-alikes
 * are returned too (verdict `invalid`) so the audit can count them; the pipeline never redacts them.
 */
export function createPatternDetector(): Detector {
  return {
    name: PATTERN_DETECTOR,
    types: [
      EntityType.EMAIL,
      EntityType.PHONE_E164,
      EntityType.CREDIT_CARD,
      EntityType.IBAN,
      EntityType.SSN,
      EntityType.NATIONAL_ID,
      EntityType.IPV4,
      EntityType.URL,
    ],
    detect(text, context) {
      const want = context.types;
      const out: Finding[] = [];
      // A digit-free text (most chat lines) can hold only emails and URLs: skip the digit scans.
      const hasDigit = /\d/.test(text);
      if (want.has(EntityType.EMAIL)) append(out, findEmails(text, PATTERN_DETECTOR));
      if (want.has(EntityType.URL)) append(out, findUrls(text, PATTERN_DETECTOR));
      if (!hasDigit) return out;
      if (want.has(EntityType.CREDIT_CARD)) append(out, findCreditCards(text, PATTERN_DETECTOR));
      if (want.has(EntityType.IBAN)) append(out, findIbans(text, PATTERN_DETECTOR));
      if (want.has(EntityType.SSN)) append(out, findSsns(text, PATTERN_DETECTOR));
      if (want.has(EntityType.NATIONAL_ID)) append(out, findNationalIds(text, PATTERN_DETECTOR));
      if (want.has(EntityType.IPV4)) append(out, findIpv4s(text, PATTERN_DETECTOR));
      if (want.has(EntityType.PHONE_E164))
        append(
          out,
          findPhones(text, PATTERN_DETECTOR, context.phoneRegions, () => contextRegions(text)),
        );
      return out;
    },
  };
}
