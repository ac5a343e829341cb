import {
  type DetectContext,
  EntityType,
  type PatternRecognizer,
  runRecognizers,
  selectRecognizers,
} from "@platform/redaction-engine/recognizers";
import type { Finding } from "./finding.js";
import { finding, type Recognizer } from "./recognizer.js";

/**
 * The firewall's PII rule for each recognizer of the redaction engine's registry that it reports
 * (one recognizer library for the repository: issue 27). IP addresses and URLs are not PII rules here.
 */
const RULE_BY_RECOGNIZER: Readonly<Record<string, string>> = {
  email: "pii.email",
  phone: "pii.phone",
  "credit-card": "pii.credit_card",
  iban: "pii.iban",
  "us-ssn": "pii.us_ssn",
  "in-aadhaar": "pii.in_aadhaar",
  "in-pan": "pii.in_pan",
  "uk-nino": "pii.uk_nino",
};

const RECOGNIZERS: readonly PatternRecognizer[] = selectRecognizers(
  new Set(Object.values(EntityType)),
  new Set(Object.keys(RULE_BY_RECOGNIZER)),
);

const BY_NAME = new Map(RECOGNIZERS.map((r) => [r.name, r]));

/** National formats accepted without a country code: NANP, UK and India, as the rule table says. */
const CONTEXT: DetectContext = {
  types: new Set(RECOGNIZERS.map((r) => r.type)),
  phoneRegions: ["US", "GB", "IN"],
};

/**
 * Personal data, found by the redaction engine's recognizers (its checks: Luhn and issuer, mod-97,
 * Verhoeff, the SSA's rules, the numbering plans). Only `valid` findings are reported (a Luhn-failing
 * look-alike is no card number), and not those the registry marks as identifying no person (a
 * published test card, an address at example.com, `support@`).
 */
export const piiRecognizer: Recognizer = {
  name: "pii",
  ruleIds: Object.values(RULE_BY_RECOGNIZER),
  scan({ text }) {
    const out: Finding[] = [];
    // Each finding names the recognizer that found it (no detector name given).
    for (const f of runRecognizers(RECOGNIZERS, text, CONTEXT)) {
      if (f.verdict !== "valid" || BY_NAME.get(f.detector)!.notPersonal?.(f.normalized)) continue;
      out.push(finding(RULE_BY_RECOGNIZER[f.detector]!, f.start, f.end));
    }
    return out;
  },
};
