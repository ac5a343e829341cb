import { EntityType } from "../entity-type.js";
import type { Detector, Finding } from "../finding.js";
import { findCreditCards } from "./credit-card-recognizer.js";
import { findEmails } from "./email-recognizer.js";
import { findIbans } from "./iban-recognizer.js";
import { findIpv4s } from "./ipv4-recognizer.js";
import { findPhones } from "./phone-recognizer.js";
import { findSsns } from "./ssn-recognizer.js";
import { findUrls } from "./url-recognizer.js";

export const PATTERN_DETECTOR = "pattern";

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
      EntityType.IPV4,
      EntityType.URL,
    ],
    detect(text, context) {
      const want = context.types;
      const out: Finding[] = [];
      // A digit-free text (most chat lines) can hold only emails and URLs: skip the digit scans.
      const hasDigit = /\d/.test(text);
      if (want.has(EntityType.EMAIL)) out.push(...findEmails(text, PATTERN_DETECTOR));
      if (want.has(EntityType.URL)) out.push(...findUrls(text, PATTERN_DETECTOR));
      if (!hasDigit) return out;
      if (want.has(EntityType.CREDIT_CARD)) out.push(...findCreditCards(text, PATTERN_DETECTOR));
      if (want.has(EntityType.IBAN)) out.push(...findIbans(text, PATTERN_DETECTOR));
      if (want.has(EntityType.SSN)) out.push(...findSsns(text, PATTERN_DETECTOR));
      if (want.has(EntityType.IPV4)) out.push(...findIpv4s(text, PATTERN_DETECTOR));
      if (want.has(EntityType.PHONE_E164))
        out.push(...findPhones(text, PATTERN_DETECTOR, context.phoneRegions));
      return out;
    },
  };
}
